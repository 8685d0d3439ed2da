import Foundation

// Frames inside a view that moves by whole pixels (TheUIKitLayer.md: edges snap in the root's space).
//
// When a view's position changes, the engine looks at the frames of everything inside it
// (`setNeedsLayoutIfSubviewFramesChanged(scale:)`): the subtree moved with it in the root's space, and a move by a
// fraction of a pixel can re-snap any edge inside. A move by whole pixels re-snaps nothing when the scale is an
// exact power of two and every edge is clear of a half pixel (`snap(_:scale:steady:)`): each snapped edge, and the
// view's own snapped origin, move by the same whole pixels, so every frame relative to its superview stays, bit
// for bit. The layout pass and that look note so on a view whose solved origin is on the pixel grid
// (`UIView.framesInsideFollowWholePixelMoves`); a later move to another place on the grid then looks at nothing
// inside. An edge on a half pixel or next to one is never steady: there the sums that place it decide.
//
// The note holds while nothing inside changes, so each change clears it on the view and on every ancestor that has
// it: a subview whose variables change in a solve (the engine), a new subview, a frame set by code rather than by
// the layout pass (a removal or a new order of subviews changes no other frame). A view without subviews holds it
// (nothing inside), and a view's note is only ever set when its subviews' notes are set, so the walk up stops at
// the first view without one. An override of `alignmentRectInsets` whose value changes with nothing else changing
// is not noticed: the frames keep the insets they were laid out with until the view is laid out, as in UIKit,
// where moving a view lays out nothing inside it.
//
// Figure: the look at the frames inside was 40 % of a cell removal from the feed at N = 10,000 (wall clock
// 5.7–6.1 ms with it, 3.4 ms without) and half of a body height change that moves 500 cells.
extension UIView {
    /// Whether the frames inside this view are known to follow its move to where it is now: it was noted so
    /// (`noteFramesInsideFollowMoves`) at the root's `scale`, and it is on that scale's pixel grid again.
    func framesInsideFollowMove(scale: CGFloat) -> Bool {
        guard framesInsideFollowWholePixelMoves, scaleIsExactPowerOfTwo(scale),
              Int(wholePixelScaleExponent) == Int(scale.exponent) else { return false }
        let origin = solvedOriginInLayoutSpace
        return isWholePixels(origin.x, scale: scale) && isWholePixels(origin.y, scale: scale)
    }

    /// Notes that every frame inside this view follows its moves between places on the pixel grid: its subviews'
    /// frames were found from `origin`, which is on the grid (`SubviewFrameOrigin.steady`), and are steady, and
    /// so are the notes of its subviews.
    func noteFramesInsideFollowMoves(from origin: SubviewFrameOrigin) {
        framesInsideFollowWholePixelMoves = true
        wholePixelScaleExponent = Int8(origin.scale.exponent)
    }

    /// Clears the note on this view and on each ancestor that has it.
    func forgetFramesInsideFollowMoves() {
        var view = self
        while view.framesInsideFollowWholePixelMoves {
            view.framesInsideFollowWholePixelMoves = false
            guard let superview = view.storedSuperview else { return }
            view = superview
        }
    }
}
