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
    /// Views, guides and constraints are held weakly through their lifetimes (`ItemReference`), which gives
    /// them no side table (with one, every retain and release of them is slow).
    struct Node {
        enum Kind { case view, guide }
        let kind: Kind
        private let superviewReference: ItemReference<UIView>
        let hasSuperview: Bool
        private let itemReference: ItemReference<NSObject>
        let option: LayoutOption

        var superview: UIView? { superviewReference.object }
        var item: NSObject? { itemReference.object }

        init(kind: Kind, superview: UIView?, hasSuperview: Bool, item: NSObject?, option: LayoutOption) {
            self.kind = kind
            superviewReference = ItemReference(superview)
            self.hasSuperview = hasSuperview
            itemReference = ItemReference(item)
            self.option = option
        }
    }

    /// What the next pass compares a recorded node with: identities, no reference to load.
    struct NodeIdentity: Equatable {
        let kind: Node.Kind
        let option: LayoutOption
        let superviewID: ObjectIdentifier?
        let itemID: ObjectIdentifier
    }

    struct WeakConstraint {
        private let reference: ItemReference<NSLayoutConstraint>
        var constraint: NSLayoutConstraint? { reference.object }
        init(constraint: NSLayoutConstraint) { reference = ItemReference(constraint: constraint) }
    }

    /// The identities of a recorded constraint's items when it was made (they never change).
    struct ConstraintItems {
        let firstID: ObjectIdentifier?
        let secondID: ObjectIdentifier?
    }

    /// Two recorded objects' memory, never read: while the record lives no other object takes their
    /// addresses, so an identity equal to a recorded one is the recorded object. (Not `unowned(safe)`
    /// optionals: with Swift 6.3 on Linux, an array of structs holding one reads back garbage; an absent
    /// object is stood for by another the record keeps anyway.)
    struct KeptMemory {
        private unowned(safe) let first: AnyObject
        private unowned(safe) let second: AnyObject

        init(_ first: AnyObject, _ second: AnyObject?) {
            self.first = first
            self.second = second ?? first
        }
    }

    /// The recorded constraints that are alive and active, in recorded order, with their items' identities.
    struct LiveRecords {
        var constraints: [NSLayoutConstraint] = []
        var items: [ConstraintItems] = []
    }

    private(set) var nodes: [Node] = []
    private(set) var nodeIdentities: [NodeIdentity] = []
    /// Whether two recorded nodes have one item (a view declared twice): only then can two runs of
    /// declarations share their first item (`Activator.collapseDuplicates`).
    private(set) var nodeItemsRepeat = false
    private var nodeMemory: [KeptMemory] = []
    private(set) var constraints: [WeakConstraint] = []
    private(set) var constraintItems: [ConstraintItems] = []
    private var constraintMemory: [KeptMemory] = []
    /// Told of every change of a recorded constraint (constant, priority, identifier, activity, release while
    /// active).
    let changeCounter = ConstraintChangeCounter()
    /// The recorded constraints' values, as declarations in recorded order, their identifiers indexing
    /// `recordedIdentifiers`: they are the live values while `changeCounter` has counted nothing since
    /// `valuesCount`, so an unchanged layout is decided without reading a constraint (`Activator.scanRecords`).
    private(set) var recordedValues: [Activator.Declared] = []
    private(set) var recordedIdentifiers: [String] = []
    private var valuesCount: Int?
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
        record(nodes: [], identities: [], memory: [], itemsRepeat: false)
        record(constraints: [])
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

    /// The recorded constraints that are alive and active, in recorded order, with their items' identities.
    var liveRecords: LiveRecords {
        let all = constraints
        var live = LiveRecords(constraints: liveConstraints)
        if live.constraints.count == all.count { live.items = constraintItems; return live }
        let items = constraintItems
        live.items.reserveCapacity(live.constraints.count)
        for index in all.indices {
            if let constraint = all[index].constraint, constraint.isActive { live.items.append(items[index]) }
        }
        return live
    }

    /// Records the nodes of a pass.
    func record(nodes: [Node], identities: [NodeIdentity], memory: [KeptMemory], itemsRepeat: Bool) {
        self.nodes = nodes
        nodeItemsRepeat = itemsRepeat
        nodeIdentities = identities
        nodeMemory = memory
    }

    /// Whether every recorded constraint is alive, active and has its `recordedValues`: nothing changed any of
    /// them since they were last read or made.
    var recordsHaveTheirValues: Bool { valuesCount == changeCounter.count }

    /// Notes that every recorded constraint is alive, active and has the values of `declared` (collapsed, in
    /// recorded order, `identifiers` theirs), as after a pass that kept every record.
    func noteRecordedValues(_ declared: [Activator.Declared], identifiers: [String]) {
        recordedValues = declared
        recordedIdentifiers = identifiers
        valuesCount = changeCounter.count
    }

    /// Hands the recorded values over to a pass that changes some of their constants, without copying them;
    /// they stay unknown until the pass notes them again (`noteRecordedValues` or `record(constraints:)`).
    func takeRecordedValues() -> [Activator.Declared] {
        valuesCount = nil
        defer { recordedValues = [] }
        return recordedValues
    }

    /// Records the constraints of a pass, with their items' identities and their values.
    func record(constraints standing: [NSLayoutConstraint]) {
        var constraints: [WeakConstraint] = []
        var items: [ConstraintItems] = []
        var memory: [KeptMemory] = []
        var values: [Activator.Declared] = []
        var identifiers: [String] = []
        var identifierIndices: [String: Int] = [:]
        var allActive = true
        constraints.reserveCapacity(standing.count)
        items.reserveCapacity(standing.count)
        memory.reserveCapacity(standing.count)
        values.reserveCapacity(standing.count)
        for constraint in standing {
            constraints.append(WeakConstraint(constraint: constraint))
            let first = constraint.firstItem
            let second = constraint.secondItem
            let firstID = first.map(ObjectIdentifier.init)
            let secondID = second.map(ObjectIdentifier.init)
            items.append(ConstraintItems(firstID: firstID, secondID: secondID))
            memory.append(KeptMemory(first ?? constraint, second))
            if constraint.changeCounter !== changeCounter {
                constraint.changeCounter?.noteChange()  // another record's, if any: it reads again
                constraint.changeCounter = changeCounter
            }
            guard allActive, constraint.isActive, let firstID else {
                allActive = false
                continue
            }
            var identifier = -1
            if let name = constraint.identifier {
                identifier = identifierIndices[name] ?? identifiers.count
                if identifier == identifiers.count {
                    identifiers.append(name)
                    identifierIndices[name] = identifier
                }
            }
            values.append(Activator.Declared(live: constraint, firstID: firstID, secondID: secondID,
                                             identifier: identifier))
        }
        self.constraints = constraints
        constraintItems = items
        constraintMemory = memory
        if allActive {
            noteRecordedValues(values, identifiers: identifiers)
        } else {
            recordedValues = []
            recordedIdentifiers = []
            valuesCount = nil
        }
    }

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
