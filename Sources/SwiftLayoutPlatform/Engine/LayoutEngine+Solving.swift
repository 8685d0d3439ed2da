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
        var moved = movedOwners
        movedOwners = []
        // Each changed value goes into its item's layout state (`ItemLayoutState.solved`, what the layout pass
        // reads); a view is listed once, at its first changed value.
        var lastTag = -1, liveTag = -1   // an item's variables often change together: look at it once
        solver.updateVariablesReportingInPlace { variable in
            let tag = ItemLayoutState.ownerTag(of: variable)
            if tag != lastTag {
                lastTag = tag
                let isLive = tag >= 0 && tag < self.variableOwners.count && self.variableOwners[tag].reference.isAlive
                liveTag = isLive ? tag : -1
            }
            guard liveTag >= 0, self.variableOwners[tag].noteSolvedValue(of: variable) else { return }
            moved.append(tag)
        }
        #if SWIFTLAYOUT_INTERNAL_CHECKS
        checkSolvedValues()
        #endif
        // After every value is read, one pass over the moved views: a moved view's own frame (siblings often
        // move together, and their superview's origin is found once for a run of them); then, when its position
        // changed, the frames inside it, since its subtree moved with it in the root's space (its subviews'
        // variables are measured from it) and their snapped frames may change. A new size alone moves nothing
        // inside. A moved view's flags are cleared as it is passed, so an ancestor met later may look at it
        // again, to the same answer. The views are passed unretained: each is looked up by its owner's slot and
        // read only while its lifetime says it lives.
        // Figure: retaining each moved view (listed as views, read through `storedSuperview`) was 5 retains and 4
        // releases a view, each an atomic instruction: row resize + layout 0.291 → 0.174 ms, feed resize 1.37 →
        // 1.04 ms (N = 1,000, with `setNeedsLayout`'s walk unretained).
        let scale = root.contentScaleFactor
        var originOwner: Unmanaged<UIView>?
        var origin: SubviewFrameOrigin?
        for tag in moved {
            guard tag < variableOwners.count, let movedView = variableOwners[tag].reference.unretainedView else {
                continue
            }
            movedView.withBorrowed { view in
                if let superviewReference = view.superviewReference {
                    superviewReference.withBorrowed { superview in
                        // Its variables changed: the frames inside its superview may no longer follow whole-pixel
                        // moves.
                        if superview.framesInsideFollowWholePixelMoves { superview.forgetFramesInsideFollowMoves() }
                        if !superview.needsLayoutFlag {
                            if superviewReference.toOpaque() != originOwner?.toOpaque() {
                                originOwner = superviewReference
                                origin = nil
                            }
                            if superview.subviewFrameWouldChange(view, scale: scale, origin: &origin) {
                                superview.setNeedsLayout()
                            }
                        }
                    }
                } else {
                    view.setNeedsLayout()
                }
                let state = Unmanaged.passUnretained(view.layoutState)
                state.withBorrowed { state in
                    if state.positionMovedInSolve { view.setNeedsLayoutIfSubviewFramesChanged(scale: scale) }
                    state.movedInSolve = false
                    state.positionMovedInSolve = false
                }
            }
        }
        moved.removeAll(keepingCapacity: true)
        movedOwners = moved
        if solver.statistics.compactions != ownersCompactedAt { compactVariableOwners() }
    }
}

#if SWIFTLAYOUT_INTERNAL_CHECKS
extension LayoutEngine {
    /// Traps unless every live item registered here holds its variables' values in `ItemLayoutState.solved`
    /// (compiled only with `-D SWIFTLAYOUT_INTERNAL_CHECKS`, and run after every solve).
    func checkSolvedValues() {
        for (tag, owner) in variableOwners.enumerated() where owner.reference.isAlive {
            let state = owner.state
            guard state.registeredEngine == serial, state.ownerTag == tag else { continue }
            let solved = state.solved
            let values = [solved.minX, solved.minY, solved.width, solved.height]
            for attribute in 0..<4 {
                let value = state.variable(at: attribute).value
                guard value.bitPattern != values[attribute].bitPattern else { continue }
                preconditionFailure("item \(tag): solved value \(attribute) is \(values[attribute]), its variable "
                    + "\(value)")
            }
        }
    }
}
#endif
