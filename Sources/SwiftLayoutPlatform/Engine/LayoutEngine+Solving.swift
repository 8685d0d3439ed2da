import Foundation
import SwiftLayoutSolver

// Solving.
extension LayoutEngine {
    /// Reads the solver's values if anything changed, and marks for layout the superview of every view whose
    /// snapped frame would change (as UIKit does: TheUIKitLayer.md), the root itself for its size, and each view
    /// inside a moved view whose subviews' snapped frames change (a view's variables are measured from its
    /// superview's origin, but edges snap in the root's space, so a move by a fraction of a pixel can re-snap
    /// the frames inside). A view whose size alone changed moves nothing inside it.
    func solveIfNeeded() {
        applyPendingChanges(includingDeferred: true)
        guard needsSolve else { return }
        settleRestingPlaces()
        needsSolve = false
        var lastTag = -1   // an item's variables often change together: list it once
        var moved = movedViews
        movedViews = []
        solver.updateVariablesReportingInPlace { variable in
            let tag = ItemLayoutState.ownerTag(of: variable)
            let isPosition = ItemLayoutState.isPosition(variable)
            guard tag != lastTag || isPosition, tag >= 0, tag < self.variableOwners.count else { return }
            lastTag = tag
            guard let view = self.variableOwners[tag].view else { return }
            let state = view.layoutState
            if isPosition { state.positionMovedInSolve = true }
            guard !state.movedInSolve else { return }
            state.movedInSolve = true
            moved.append(view)
        }
        // After every value is read, one pass over the moved views: a moved view's own frame (siblings often
        // move together, and their superview's origin is found once for a run of them); then, when its position
        // changed, the frames inside it, since its subtree moved with it in the root's space (its subviews'
        // variables are measured from it) and their snapped frames may change. A new size alone moves nothing
        // inside. A moved view's flags are cleared as it is passed, so an ancestor met later may look at it
        // again, to the same answer.
        let scale = root.contentScaleFactor
        var originOwner: UIView?
        var origin: SubviewFrameOrigin?
        for view in moved {
            let state = view.layoutState
            if let superview = view.storedSuperview {
                if !superview.needsLayoutFlag {
                    if superview !== originOwner {
                        originOwner = superview
                        origin = nil
                    }
                    if superview.subviewFrameWouldChange(view, scale: scale, origin: &origin) { superview.setNeedsLayout() }
                }
            } else {
                view.setNeedsLayout()
            }
            if state.positionMovedInSolve { view.setNeedsLayoutIfSubviewFramesChanged(scale: scale) }
            state.movedInSolve = false
            state.positionMovedInSolve = false
        }
        moved.removeAll(keepingCapacity: true)
        movedViews = moved
        if solver.statistics.compactions != ownersCompactedAt { compactVariableOwners() }
    }
}
