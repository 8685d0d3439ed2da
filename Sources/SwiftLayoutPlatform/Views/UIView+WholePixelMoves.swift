import Foundation

// Frames inside a view that moves by whole pixels (TheUIKitLayer.md: edges snap in the root's space).
//
// When a view's position changes, the engine looks at the frames of everything inside it
// (`setNeedsLayoutIfSubviewFramesChanged(scale:)`): the subtree moved with it in the root's space, and a move by a
// fraction of a pixel can re-snap any edge inside. A move by whole pixels re-snaps nothing when the scale is an
// exact power of two and every edge is clear of a half pixel (`followsWholePixelMoves(offset:)`): each snapped
// edge, and the view's own snapped origin, move by the same whole pixels, so every frame relative to its superview
// stays, bit for bit. The layout pass and that look note so on a view whose solved origin is on the pixel grid
// (`UIView.framesInsideFollowWholePixelMoves`); a later move to another place on the grid then looks at nothing
// inside. An edge next to a half pixel is never steady: there the sums that place it decide.
//
// An edge exactly on a half pixel (a 31-point switch centred in a 44-point row at scale 1, a 20.5-point label in a
// 44-point row at scale 2) is steady when the sum that places it is exact: the view's origin on the grid plus its
// subview's solved values, each a multiple of half a pixel, stays so, and on a half pixel, wherever the view moves
// on the grid. A half pixel rounds away from zero, so the same way as long as the edge keeps its side of the root's
// origin: such edges are noted only right of and below the view's origin (and the subviews' that hold them at
// whole pixels right of and below it), and the note holds only while the view's origin is at or right of and
// below the root's (`UIView.framesInsideFollowMovesOnHalfPixels`).
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
// 5.7–6.1 ms with it, 3.4 ms without) and half of a body height change that moves 500 cells. Edges exactly on half
// pixels: the dsl constant change (1,000 rows at scale 1, each with a switch centred on a half point) 36.35 M →
// 35.58 M instructions (callgrind), 4.83 → 4.51 ms (wall clock, alternated medians); a feed resize, which finds
// the cells' notes again, 5.439 M → 5.466 M (5.501 M with the subviews' notes asked for their scale).
extension UIView {
    /// Whether the frames inside this view are known to follow its move to where it is now: it was noted so
    /// (`noteFramesInsideFollowMoves`) at the root's `scale`, and it is on that scale's pixel grid again.
    func framesInsideFollowMove(scale: CGFloat) -> Bool {
        guard framesInsideFollowWholePixelMoves, scaleIsExactPowerOfTwo(scale),
              Int(wholePixelScaleExponent) == Int(scale.exponent) else { return false }
        let origin = solvedOriginInLayoutSpace
        guard isWholePixels(origin.x, scale: scale) && isWholePixels(origin.y, scale: scale) else { return false }
        return !framesInsideFollowMovesOnHalfPixels || (origin.x >= 0 && origin.y >= 0)
    }

    /// Notes that every frame inside this view follows its moves between places on the pixel grid, as `note`
    /// found: its subviews' frames were found from `origin`, which is on the grid (`SubviewFrameOrigin.steady`),
    /// and are steady, and so are the notes of its subviews. Frames that follow on half pixels only on the
    /// positive side are not noted from an origin left of or above the root's.
    func noteFramesInsideFollowMoves(from origin: SubviewFrameOrigin, _ note: WholePixelMoveNote) {
        guard note.follows else { return }
        if note.onHalfPixels && !(origin.alignment.x >= 0 && origin.alignment.y >= 0) { return }
        framesInsideFollowWholePixelMoves = true
        framesInsideFollowMovesOnHalfPixels = note.onHalfPixels
        wholePixelScaleExponent = Int8(origin.scale.exponent)
    }

    /// Notes, on an emptied view, that nothing is inside it any more: the frames inside follow every move.
    func noteNothingInside() {
        framesInsideFollowWholePixelMoves = true
        framesInsideFollowMovesOnHalfPixels = false
        wholePixelScaleExponent = .min
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

/// What a look at the frames inside a view found about its moves between places on the pixel grid
/// (`UIView.noteFramesInsideFollowMoves(from:_:)`).
#if MainActorIsolation
@MainActor
#endif
struct WholePixelMoveNote {
    /// Whether every frame looked at follows such moves.
    var follows = true
    /// Whether some of them do only while the view stays right of and below the root's origin (edges exactly on a
    /// half pixel, which round away from zero).
    var onHalfPixels = false

    /// Takes in what the snapped frame `frame` of the direct subview `subview`, found from `origin`, follows:
    /// `offset` is its edges' largest distance from a pixel (`snap(_:scale:offset:)`).
    @inline(__always)
    mutating func take(_ subview: UIView, frame: CGRect, offset: Double, from origin: SubviewFrameOrigin) {
        if followsWholePixelMoves(offset: offset) { return }
        if follows && Self.halfPixelEdgesFollowMoves(of: subview, frame: frame, from: origin) {
            onHalfPixels = true
        } else {
            follows = false
        }
    }

    /// Takes in the note of the direct subview `subview` at the root's `scale`: the frames inside it follow its
    /// moves on this scale's grid (a note of another scale, kept since the root's scale changed, does not count),
    /// and, when some do on half pixels only, its origin stays on the grid, right of and below this view's, as
    /// this view moves.
    @inline(__always)
    mutating func take(notesOf subview: UIView, scale: CGFloat) {
        let exponent = subview.wholePixelScaleExponent
        guard subview.framesInsideFollowWholePixelMoves && (exponent == .min || Int(exponent) == Int(scale.exponent))
        else {
            follows = false
            return
        }
        guard subview.framesInsideFollowMovesOnHalfPixels else { return }
        let s = subview.layoutState.solved
        if subview.participatesInLayout && s.minX >= 0 && s.minY >= 0 && isWholePixels(s.minX, scale: scale)
            && isWholePixels(s.minY, scale: scale) {
            onHalfPixels = true
        } else {
            follows = false
        }
    }

    /// Whether the edges of `frame`, the solved frame of the direct subview `subview` found from `origin` (in the
    /// root's layout space), that lie on or next to a half pixel follow the moves of its superview between places
    /// on the grid while the superview stays right of and below the root's origin: each lies exactly on a half
    /// pixel, right of or below the superview's origin, and is the exact sum of that origin and of the subview's
    /// solved values that place it (multiples of half a pixel, no alignment insets in between).
    private static func halfPixelEdgesFollowMoves(of subview: UIView, frame: CGRect, from origin: SubviewFrameOrigin)
        -> Bool {
        let s = subview.layoutState.solved
        let a = origin.alignment, scale = origin.scale
        guard frame.isIdentical(to: CGRect(x: a.x + s.minX, y: a.y + s.minY, width: s.width, height: s.height))
        else { return false }
        // An edge at `start` (+ `length`) from the superview's origin, at `edge` in the root's space.
        func follows(_ edge: CGFloat, _ start: CGFloat, _ length: CGFloat) -> Bool {
            var offset = 0.0
            _ = roundedHalfAwayFromZero(edge * scale, offset: &offset)
            if followsWholePixelMoves(offset: offset) { return true }
            return offset == 0.5 && isWholePixels(start, scale: 2 * scale) && isWholePixels(length, scale: 2 * scale)
                && start + length > 0
        }
        return follows(frame.origin.x, s.minX, 0) && follows(frame.origin.y, s.minY, 0)
            && follows(frame.origin.x + frame.size.width, s.minX, s.width)
            && follows(frame.origin.y + frame.size.height, s.minY, s.height)
    }
}
