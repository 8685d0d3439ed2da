import Foundation

/// The object as a layout item, by class casts (much cheaper than a protocol-conformance cast).
@inline(__always)
func asLayoutItem(_ object: AnyObject?) -> LayoutItem? {
    if let view = object as? UIView { return view }
    if let guide = object as? UILayoutGuide { return guide }
    return nil
}

/// Anything a constraint can refer to: a view or a layout guide.
#if MainActorIsolation
@MainActor
#endif
protocol LayoutItem: AnyObject {
    /// The item's engine variables.
    var layoutState: ItemLayoutState { get }
    /// The view the item counts as for installation: a view itself, a guide's owning view.
    var installationView: UIView? { get }
    /// The view the item's position is measured from: a view's superview, a guide's owning view (nil for a root).
    var layoutParent: UIView? { get }
    /// How the item prints inside a constraint description.
    var constraintItemName: String { get }
    /// What references to the item hold (`ItemReference`).
    nonisolated var lifetime: ItemLifetime { get }
}

extension LayoutItem {
    /// The item's solved rect (its alignment rect) in the root's layout space: its variables are measured from
    /// its parent's origin, so the position adds the ancestors' from the root down.
    var solvedRectInLayoutSpace: CGRect {
        let s = layoutState
        let origin = layoutParent?.solvedOriginInLayoutSpace ?? .zero
        return CGRect(x: origin.x + s.solved.minX, y: origin.y + s.solved.minY, width: s.solved.width,
                      height: s.solved.height)
    }
}

extension UIView {
    /// The view's solved alignment-rect origin in the root's layout space (`solvedRectInLayoutSpace.origin`).
    final var solvedOriginInLayoutSpace: CGPoint {
        let s = layoutState
        guard let superview = storedSuperview else { return CGPoint(x: s.solved.minX, y: s.solved.minY) }
        let origin = superview.solvedOriginInLayoutSpace
        return CGPoint(x: origin.x + s.solved.minX, y: origin.y + s.solved.minY)
    }
}
