import Foundation

/// The record of an activated layout: the nodes and constraints it manages, and the diagnostics of its last
/// pass. Pass it to ``Layout/update(fromActivation:forceLayout:)`` to change only what differs.
///
/// It holds views, guides and constraints weakly, and its `deinit` calls ``deactive()``: keep it.
///
///     var activation = layout().active()
///     activation = layout().update(fromActivation: activation)
#if MainActorIsolation
@MainActor
#endif
public final class Activation: Hashable {
    struct Node {
        enum Kind { case view, guide }
        let kind: Kind
        weak var superview: UIView?
        let hasSuperview: Bool
        weak var item: NSObject?
        let option: LayoutOption
    }

    struct WeakConstraint {
        weak var constraint: NSLayoutConstraint?
    }

    var nodes: [Node] = []
    var constraints: [WeakConstraint] = []
    var storedDiagnostics: [ActivationDiagnostic] = []
    var isUpdating = false

    init() {}

    #if MainActorIsolation
    /// Deactivates on release, on the main actor where the activation lives (ActivationAndUpdates.md).
    isolated deinit { deactive() }
    #else
    deinit { deactive() }
    #endif

    /// The diagnostics of the most recent pass, in declaration order.
    ///
    ///     activation.diagnostics.map(\.kind)   // [.missingSuperview]
    public var diagnostics: [ActivationDiagnostic] { storedDiagnostics }

    /// What the most recent pass did: views removed and added, constraints untouched, edited in place,
    /// deactivated and activated (RenderingAndSnapshotTests.md). Empty after ``deactive()``.
    ///
    ///     activation = layout.update(fromActivation: activation)
    ///     activation.lastChanges.editedInPlace.count   // 1 when only a constant changed
    public internal(set) var lastChanges = ActivationChanges()

    /// Removes the managed views from their managed superviews, the managed guides from their owners, and
    /// deactivates the recorded constraints; then forgets everything. The root stays where it is.
    ///
    ///     activation.deactive()
    public func deactive() {
        let views = nodes.compactMap { $0.kind == .view ? $0.item as? UIView : nil }
        let viewIDs = Set(views.map(ObjectIdentifier.init))
        for view in views {
            if let superview = view.superview, viewIDs.contains(ObjectIdentifier(superview)) {
                view.removeFromSuperview()
            }
        }
        for node in nodes where node.kind == .guide {
            if let guide = node.item as? UILayoutGuide, let owner = guide.owningView,
               viewIDs.contains(ObjectIdentifier(owner)) {
                owner.removeLayoutGuide(guide)
            }
        }
        NSLayoutConstraint.deactivate(constraints.compactMap { $0.constraint }.filter(\.isActive))
        nodes = []
        constraints = []
        storedDiagnostics = []
        lastChanges = ActivationChanges()
    }

    /// The first recorded view whose current `accessibilityIdentifier` is `identifier`.
    ///
    ///     activation.viewForIdentifier("banner")
    public func viewForIdentifier(_ identifier: String) -> UIView? {
        for node in nodes where node.kind == .view {
            if let view = node.item as? UIView, view.accessibilityIdentifier == identifier { return view }
        }
        return nil
    }

    /// The first recorded guide node whose `identifier` is `identifier`.
    ///
    ///     activation.layoutGuideForIdentifier("spacer")
    public func layoutGuideForIdentifier(_ identifier: String) -> UILayoutGuide? {
        for node in nodes where node.kind == .guide {
            if let guide = node.item as? UILayoutGuide, guide.identifier == identifier { return guide }
        }
        return nil
    }

    /// An updater for the recorded constraints with this identifier that pass `predicate`.
    ///
    ///     activation.anchors("gap").update(constant: 20)
    public func anchors(_ identifier: String, predicate: ConstraintUpdater.Predicate? = nil) -> ConstraintUpdater {
        ConstraintUpdater(activation: self, identifier: identifier, predicate: predicate)
    }

    /// An updater for the recorded constraints with this identifier and first attribute.
    ///
    ///     activation.anchors("edges", attribute: .top).update(constant: 4)
    public func anchors(_ identifier: String, attribute: NSLayoutConstraint.Attribute) -> ConstraintUpdater {
        ConstraintUpdater(activation: self, identifier: identifier, predicate: { $0.attribute == attribute })
    }

    /// Appends the activation to `store`.
    ///
    ///     var activations: [Activation] = []
    ///     layout.active().store(&activations)
    public func store<C: RangeReplaceableCollection>(_ store: inout C) where C.Element == Activation {
        store.append(self)
    }

    /// Inserts the activation into `store`.
    ///
    ///     var activations = Set<Activation>()
    ///     layout.active().store(&activations)
    public func store(_ store: inout Set<Activation>) {
        store.insert(self)
    }

    /// Identity.
    nonisolated public static func == (lhs: Activation, rhs: Activation) -> Bool { lhs === rhs }

    /// Hashes the identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The recorded constraints that are alive and active, in recorded order.
    package var recordedConstraints: [NSLayoutConstraint] { liveConstraints }

    /// The recorded constraints that are alive and active, in recorded order.
    var liveConstraints: [NSLayoutConstraint] {
        var live: [NSLayoutConstraint] = []
        live.reserveCapacity(constraints.count)
        for weak in constraints {
            if let constraint = weak.constraint, constraint.isActive { live.append(constraint) }
        }
        return live
    }
}

#if MainActorIsolation
@MainActor
#endif
extension Collection where Element: Activation {
    /// The first activation's hit.
    ///
    ///     activations.viewForIdentifier("banner")
    public func viewForIdentifier(_ identifier: String) -> UIView? {
        for activation in self {
            if let view = activation.viewForIdentifier(identifier) { return view }
        }
        return nil
    }
}
