import Foundation
import SwiftLayoutSolver

// Solving.
extension LayoutEngine {
    /// Reads the solver's values if anything changed, marking for layout the superview of every view whose
    /// variables moved (the root itself for its size), and each such view whose subviews' frames change
    /// because it moved while they did not (frames are relative to the superview).
    func solveIfNeeded() {
        applyPendingChanges()
        guard needsSolve else { return }
        settleRestingPlaces()
        needsSolve = false
        var lastTag = -1   // an item's variables often change together: mark its superview once
        // Siblings often change together too: mark their superview once (no pass can clear a mark meanwhile).
        var lastMarked: ObjectIdentifier?
        var containers: [UIView] = []
        solver.updateVariables { variable in
            let tag = variable.tag
            guard tag != lastTag, tag >= 0, tag < self.variableOwners.count else { return }
            lastTag = tag
            guard let view = self.variableOwners[tag].item as? UIView else { return }
            let marked = view.superview ?? view
            if ObjectIdentifier(marked) != lastMarked {
                marked.setNeedsLayout()
                lastMarked = ObjectIdentifier(marked)
            }
            if !view.storedSubviews.isEmpty { containers.append(view) }
        }
        // After every value is read: most containers are marked already because a subview moved with them.
        for view in containers { view.setNeedsLayoutIfSubviewFramesChanged() }
        if solver.statistics.compactions != ownersCompactedAt { compactVariableOwners() }
    }
}
