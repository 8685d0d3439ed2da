import Foundation

/// Rounds a rectangle's edges to the pixel grid of `scale` (TheUIKitLayer.md): round half away from zero.
package func snap(_ rect: CGRect, scale: CGFloat) -> CGRect {
    let s = scale > 0 && scale.isFinite ? scale : 1
    func r(_ v: CGFloat) -> CGFloat { zeroed((v * s).rounded(.toNearestOrAwayFromZero) / s) }
    let x0 = r(rect.origin.x), y0 = r(rect.origin.y)
    let x1 = r(rect.origin.x + rect.size.width), y1 = r(rect.origin.y + rect.size.height)
    return CGRect(x: x0, y: y0, width: zeroed(x1 - x0), height: zeroed(y1 - y0))
}

/// `rect` (in the root's layout space) snapped, as a frame relative to `origin` (a superview's snapped origin):
/// `(X0 − Xs, Y0 − Ys, X1 − X0, Y1 − Y0)` (TheUIKitLayer.md). A negative size keeps its sign: the sizes are read as
/// `size.width`/`size.height`, never `CGRect.width`/`height`, which Foundation returns as absolute values.
func snappedFrame(_ rect: CGRect, relativeTo origin: CGPoint, scale: CGFloat) -> CGRect {
    let s = snap(rect, scale: scale)
    return CGRect(x: zeroed(s.origin.x - origin.x), y: zeroed(s.origin.y - origin.y),
                  width: s.size.width, height: s.size.height)
}

/// `-0` becomes `0`.
package func zeroed(_ v: CGFloat) -> CGFloat { v == 0 ? 0 : v }
