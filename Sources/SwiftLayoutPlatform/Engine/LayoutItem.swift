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
    /// How the item prints inside a constraint description.
    var constraintItemName: String { get }
    /// What references to the item hold (`ItemReference`).
    nonisolated var lifetime: ItemLifetime { get }
}
