import Foundation
import SwiftLayoutSolver

// Merging and splitting.
extension LayoutEngine {
    /// Takes over every constraint of `other` (whose root is being added into this hierarchy).
    func absorb(_ other: LayoutEngine) {
        other.dropEncapsulatedSize()
        let moving = other.sortedMembers
        containsScrollViews = containsScrollViews || other.containsScrollViews
        for constraint in moving { other.remove(constraint) }
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
        for constraint in moving { remove(constraint) }
        for constraint in moving { target.add(constraint, context: .hierarchy) }
        if hasSafeAreaDependents { target.hasSafeAreaDependents = true }
    }
}
