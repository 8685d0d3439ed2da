import Foundation
import SwiftLayoutSolver

// Solving.
extension LayoutEngine {
    /// Reads the solver's values if anything changed, and marks for layout the superview of every view whose
    /// snapped frame would change (UIKIT.md §9, *needs layout*), the root itself for its size, and each moved
    /// view whose subviews' frames change because it moved while they did not (frames are relative to the
    /// superview). A view whose variables changed with its superview's, keeping its frame, marks nothing.
    func solveIfNeeded() {
        applyPendingChanges(includingDeferred: true)
        guard needsSolve else { return }
        settleRestingPlaces()
        needsSolve = false
        var lastTag = -1   // an item's variables often change together: list it once
        var moved = movedViews
        movedViews = []
        solver.updateVariables { variable in
            let tag = variable.tag
            guard tag != lastTag, tag >= 0, tag < self.variableOwners.count else { return }
            lastTag = tag
            guard let view = self.variableOwners[tag].view, !view.layoutState.movedInSolve else { return }
            view.layoutState.movedInSolve = true
            moved.append(view)
        }
        // After every value is read. Siblings often move together: their superview's origin is found once.
        var originOwner: UIView?
        var origin = SubviewFrameOrigin(solved: .zero, snapped: .zero, scale: 1)
        for view in moved {
            if let superview = view.storedSuperview {
                if !superview.needsLayoutFlag {
                    if superview !== originOwner {
                        origin = superview.subviewFrameOrigin
                        originOwner = superview
                    }
                    if superview.frameToWrite(for: view, from: origin) != nil { superview.setNeedsLayout() }
                }
            } else {
                view.setNeedsLayout()
            }
            view.setNeedsLayoutIfSubviewFramesChanged()
        }
        for view in moved { view.layoutState.movedInSolve = false }
        moved.removeAll(keepingCapacity: true)
        movedViews = moved
        if solver.statistics.compactions != ownersCompactedAt { compactVariableOwners() }
    }
}
