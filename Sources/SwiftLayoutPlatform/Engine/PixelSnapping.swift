import Foundation

/// Rounds a rectangle's edges to the pixel grid of `scale` (TheUIKitLayer.md): round half away from zero.
package func snap(_ rect: CGRect, scale: CGFloat) -> CGRect {
    let s = scale > 0 && scale.isFinite ? scale : 1
    let x0 = snapped(rect.origin.x, s), y0 = snapped(rect.origin.y, s)
    let x1 = snapped(rect.origin.x + rect.size.width, s), y1 = snapped(rect.origin.y + rect.size.height, s)
    return CGRect(x: x0, y: y0, width: zeroed(x1 - x0), height: zeroed(y1 - y0))
}

/// One edge on the pixel grid of `scale`. Inlined: as a nested function it was called four times per frame
/// (callgrind, N = 1,000: row resize + layout 31.0 M → 30.6 M, feed resize + layout 10.07 M → 9.92 M instructions).
@inline(__always)
private func snapped(_ v: CGFloat, _ scale: CGFloat) -> CGFloat { zeroed(roundedHalfAwayFromZero(v * scale) / scale) }

/// `x.rounded(.toNearestOrAwayFromZero)` up to the sign of a zero result, without a call into the C library
/// for the values frames have (below 2^51 in magnitude; others, NaN and infinities, take the library's path).
/// Adding and taking away 1.5 × 2^52 rounds to the nearest integer, ties to even; a tie (an offset of exactly
/// one half) is then moved away from zero. Both steps are exact in this range.
// Figure: the conversions through `Int64` it replaces, each with its range checks, made a snap about 136
// instructions, now about 110 (callgrind, N = 1,000: feed resize + layout 5.28 M → 5.13 M, a body height change
// in the constant workload 160.7 M → 151.9 M per 100, a cell removal 2.44 M → 2.35 M).
@inline(__always)
func roundedHalfAwayFromZero(_ x: Double) -> Double {
    guard abs(x) < 0x1p51 else { return x.rounded(.toNearestOrAwayFromZero) }
    let nearest = (x + 0x1.8p52) - 0x1.8p52
    if abs(x - nearest) == 0.5 { return x < 0 ? x - 0.5 : x + 0.5 }
    return nearest
}

/// `rect` (in the root's layout space) snapped, as a frame relative to `origin` (a superview's snapped origin):
/// `(X0 − Xs, Y0 − Ys, X1 − X0, Y1 − Y0)` (TheUIKitLayer.md). A negative size keeps its sign: the sizes are read as
/// `size.width`/`size.height`, never `CGRect.width`/`height`, which Foundation returns as absolute values.
func snappedFrame(_ rect: CGRect, relativeTo origin: CGPoint, scale: CGFloat) -> CGRect {
    relative(snap(rect, scale: scale), to: origin)
}

/// A snapped rectangle `snapped` (in the root's layout space) as a frame relative to `origin`.
func relative(_ snapped: CGRect, to origin: CGPoint) -> CGRect {
    CGRect(x: zeroed(snapped.origin.x - origin.x), y: zeroed(snapped.origin.y - origin.y),
           width: snapped.size.width, height: snapped.size.height)
}

/// `-0` becomes `0`.
package func zeroed(_ v: CGFloat) -> CGFloat { v == 0 ? 0 : v }

/// Where a view's direct subviews' frames are measured from: the view's solved and snapped origins in the
/// root's layout space, and the root's scale (`UIView.subviewFrameOrigin(scale:)`).
struct SubviewFrameOrigin {
    let solved: CGPoint
    let snapped: CGPoint
    /// The view's solved alignment-rect origin in the root's layout space: its subviews' variables are measured
    /// from it.
    let alignment: CGPoint
    let scale: CGFloat
}
