import Foundation

/// Rounds a rectangle's edges to the pixel grid of `scale` (TheUIKitLayer.md): round half away from zero.
// Its own four edges rather than `snap(_:scale:offset:)` with the answer dropped: the distance's bookkeeping stayed
// in the compiled plain path (callgrind, N = 1,000: a scroll view's offset change with a pinned header, 1,000
// subviews laid out each time, 90.5 M → 87.7 M instructions per 200 once separate).
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

/// `snap(_:scale:)`, raising `offset` to the largest distance in pixels of an edge from the pixel nearest to it
/// (infinity for an edge 2^31 pixels or more from zero, or NaN), from which `followsWholePixelMoves(offset:)` tells
/// whether the result moves by exactly `k` pixels, bit for bit, when `rect` moves by `k` whole pixels, given a
/// `scale` that makes multiplying and dividing by it exact (the caller's check, `scaleIsExactPowerOfTwo`).
/// `UIView+WholePixelMoves.swift` skips looking at the frames inside a view that moved so.
@inline(__always)
func snap(_ rect: CGRect, scale: CGFloat, offset: inout Double) -> CGRect {
    let s = scale > 0 && scale.isFinite ? scale : 1
    let x0 = snapped(rect.origin.x, s, &offset), y0 = snapped(rect.origin.y, s, &offset)
    let x1 = snapped(rect.origin.x + rect.size.width, s, &offset)
    let y1 = snapped(rect.origin.y + rect.size.height, s, &offset)
    return CGRect(x: x0, y: y0, width: zeroed(x1 - x0), height: zeroed(y1 - y0))
}

/// Whether edges at most `offset` pixels from the pixels nearest to them (`snap(_:scale:offset:)`) lie within 2^31
/// pixels of zero and more than 2^-12 pixel from a half pixel: the rounding errors of the sums that place a rect,
/// below 2^-18 pixel in that range, cannot carry an edge across one.
@inline(__always)
func followsWholePixelMoves(offset: Double) -> Bool { offset < 0.5 - 0x1p-12 }

/// `snap(_:scale:offset:)` for a point (the edges it would be of a rect), leaving `steady` true only when they
/// follow whole-pixel moves (`followsWholePixelMoves(offset:)`) and `scaleIsExactPowerOfTwo(scale)`.
@inline(__always)
func snap(_ point: CGPoint, scale: CGFloat, steady: inout Bool) -> CGPoint {
    let s = scale > 0 && scale.isFinite ? scale : 1
    var offset = 0.0
    let x = snapped(point.x, s, &offset), y = snapped(point.y, s, &offset)
    steady = steady && followsWholePixelMoves(offset: offset) && scaleIsExactPowerOfTwo(s)
    return CGPoint(x: x, y: y)
}

/// `snapped(_:_:)`, raising `offset` to the edge's distance in pixels from the pixel nearest to it
/// (`snap(_:scale:offset:)`).
@inline(__always)
private func snapped(_ v: CGFloat, _ scale: CGFloat, _ offset: inout Double) -> CGFloat {
    zeroed(roundedHalfAwayFromZero(v * scale, offset: &offset) / scale)
}

/// Whether multiplying and dividing by `scale` are exact: a power of two from 1/4 to 4.
@inline(__always)
func scaleIsExactPowerOfTwo(_ scale: CGFloat) -> Bool {
    scale >= 0.25 && scale <= 4 && scale.significandBitPattern == 0
}

/// Whether the move `distance` (in points) is a whole number of pixels of `scale`, at most 2^22 of them.
@inline(__always)
func isWholePixels(_ distance: CGFloat, scale: CGFloat) -> Bool {
    let x = distance * scale
    return abs(x) <= 0x1p22 && (x + 0x1.8p52) - 0x1.8p52 == x
}

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

/// `roundedHalfAwayFromZero(_:)`, raising `offset` to the distance of `x` from the integer nearest to it, which
/// the rounding finds anyway; below 2^31 in magnitude only (beyond, and for NaN, `offset` becomes infinity).
@inline(__always)
func roundedHalfAwayFromZero(_ x: Double, offset: inout Double) -> Double {
    guard abs(x) < 0x1p31 else {
        offset = .infinity
        return x.rounded(.toNearestOrAwayFromZero)
    }
    let nearest = (x + 0x1.8p52) - 0x1.8p52
    let distance = abs(x - nearest)
    offset = max(offset, distance)
    if distance == 0.5 { return x < 0 ? x - 0.5 : x + 0.5 }
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
    /// Whether `alignment` is on the pixel grid of `scale` (within 2^22 pixels of zero) and `snapped` moves by
    /// exactly `k` pixels when the view moves by `k` whole pixels (`snap(_:scale:steady:)`); false for the root.
    let steady: Bool
}
