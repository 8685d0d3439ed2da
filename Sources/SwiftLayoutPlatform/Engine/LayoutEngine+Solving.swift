import Foundation
import SwiftLayoutSolver

// Solving.
extension LayoutEngine {
    /// Reads the solver's values if anything changed, and marks for layout the superview of every view whose
    /// snapped frame would change (as UIKit does: TheUIKitLayer.md), the root itself for its size, and each moved
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
        solver.updateVariablesReportingInPlace { variable in
            let tag = variable.tag
            guard tag != lastTag, tag >= 0, tag < self.variableOwners.count else { return }
            lastTag = tag
            guard let view = self.variableOwners[tag].view, !view.layoutState.movedInSolve else { return }
            view.layoutState.movedInSolve = true
            moved.append(view)
        }
        // After every value is read: first the moved views' own frames (siblings often move together, and
        // their superview's origin is found once for a run of them), then the frames of their subviews that
        // did not move, for the containers not marked by then.
        let scale = root.contentScaleFactor
        var originOwner: UIView?
        var origin: SubviewFrameOrigin?
        for view in moved {
            guard let superview = view.storedSuperview else {
                view.setNeedsLayout()
                continue
            }
            guard !superview.needsLayoutFlag else { continue }
            if superview !== originOwner {
                originOwner = superview
                origin = nil
            }
            if superview.subviewFrameWouldChange(view, scale: scale, origin: &origin) { superview.setNeedsLayout() }
        }
        for view in moved { view.setNeedsLayoutIfSubviewFramesChanged(scale: scale) }
        for view in moved { view.layoutState.movedInSolve = false }
        moved.removeAll(keepingCapacity: true)
        movedViews = moved
        if solver.statistics.compactions != ownersCompactedAt { compactVariableOwners() }
    }
}
