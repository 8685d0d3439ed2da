import Foundation
import SwiftLayoutSolver

// Merging and splitting.
extension LayoutEngine {
    /// Takes over every constraint of `other` (whose root is being added into this hierarchy).
    func absorb(_ other: LayoutEngine) {
        other.dropEncapsulatedSize()
        let moving = other.sortedMembers
        containsScrollViews = containsScrollViews || other.containsScrollViews
        other.removeAsOne(moving)
        for constraint in moving { add(constraint, context: .hierarchy) }
        hasSafeAreaDependents = hasSafeAreaDependents || other.hasSafeAreaDependents
        diagnostics += other.diagnostics
        diagnostics.sort { $0.sequence < $1.sequence }
        if diagnostics.count > 1000 { diagnostics.removeFirst(diagnostics.count - 1000) }
    }

    /// Moves the constraints installed inside `subtree` (already cut from this hierarchy) to `target`.
    func move(constraintsOf subtree: UIView, to target: LayoutEngine) {
        var moving: [NSLayoutConstraint] = []
        subtree.visitPreOrder { view in
            for constraint in view.installedConstraints where contains(constraint) {
                moving.append(constraint)
            }
        }
        moving.sort { $0.activationSequence < $1.activationSequence }
        if containsScrollViews { target.containsScrollViews = true }
        removeAsOne(moving)
        // They join `target` now and enter its solver at its first use (`deferredInsertions`): a removed
        // subtree is often never laid out on its own (4 % of removing a feed cell, N = 1,000, callgrind).
        target.batchDepth += 1
        for constraint in moving { target.add(constraint, context: .hierarchy) }
        target.batchDepth -= 1
        target.deferredInsertions += target.pendingInsertions
        target.pendingInsertions = []
        if hasSafeAreaDependents { target.hasSafeAreaDependents = true }
    }

    /// Removes constraints that are leaving together: broken constraints are restored once all of them are
    /// out, not after each. (Restoring one that is itself leaving would register its items with this engine
    /// again, and give them new variables while their new engine already uses the ones they have: found by
    /// the bad-input model suite at 100×, seed 573358129076.)
    private func removeAsOne(_ constraints: [NSLayoutConstraint]) {
        performBatch { for constraint in constraints { remove(constraint) } }
    }
}
