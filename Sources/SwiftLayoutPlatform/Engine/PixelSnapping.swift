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
/// for the values frames have (below 2^52 in magnitude; others, NaN and infinities, take the library's
/// path). Snapping rounds four edges per frame written: the call was 4 % of removing a feed cell (callgrind).
@inline(__always)
func roundedHalfAwayFromZero(_ x: Double) -> Double {
    guard abs(x) < 0x1p52 else { return x.rounded(.toNearestOrAwayFromZero) }
    let whole = Double(Int64(x))   // toward zero; exact in this range, as is the fraction below
    let fraction = x - whole
    if fraction >= 0.5 { return whole + 1 }
    if fraction <= -0.5 { return whole - 1 }
    return whole
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
