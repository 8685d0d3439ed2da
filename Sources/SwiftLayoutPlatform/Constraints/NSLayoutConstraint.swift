import Foundation

/// A relation between two layout attributes: `first.attr1 REL multiplier × second.attr2 + constant`.
///
/// A new constraint is inactive; activating it installs it on the nearest common ancestor of its items and
/// adds it to the hierarchy's layout engine. Bad input (items in different hierarchies, a location equal to
/// a constant, NaN) never traps: it is reported as a ``LayoutDiagnostic`` and the constraint stays inactive.
///
///     let c = NSLayoutConstraint(item: child, attribute: .centerX, relatedBy: .equal,
///                                toItem: root, attribute: .centerX, multiplier: 1, constant: 0)
///     c.isActive = true
///     print(root.constraints.count)   // 1
#if MainActorIsolation
@MainActor
#endif
open class NSLayoutConstraint: NSObject {
    // MARK: Stored state

    // Set once by `configure(…)` right after `init()`, which is the only designated initializer (TheUIKitLayer.md).
    // The engine reads these, never the open accessors, so an override is not called while solving.
    // Held weakly, through the items' lifetimes (Engine/ItemReference.swift).
    private var firstItemReference = ItemReference<AnyObject>(nil)
    private var secondItemReference = ItemReference<AnyObject>(nil)
    var storedFirstItem: AnyObject? { firstItemReference.object }
    var storedSecondItem: AnyObject? { secondItemReference.object }
    /// Whether the items are `first` and `second` (`storedFirstItem === first && storedSecondItem === second`),
    /// read with no retain.
    final func hasItems(_ first: AnyObject?, _ second: AnyObject?) -> Bool {
        firstItemReference.refers(to: first) && secondItemReference.refers(to: second)
    }
    /// Whether the items given at creation were views or guides (rule 1 of TheUIKitLayer.md).
    private(set) var itemsAreLayoutItems = false
    private(set) var hadSecondItem = false
    /// For a side made from an `anchorWithOffset(to:)` dimension: the distance it stands for (its item is
    /// then nil and its attribute `.notAnAttribute`; `NSLayoutConstraint+Offset.swift`).
    private(set) var firstOffset: AnchorOffset?
    private(set) var secondOffset: AnchorOffset?
    private(set) var storedFirstAttribute: Attribute = .notAnAttribute
    private(set) var storedSecondAttribute: Attribute = .notAnAttribute
    private(set) var storedRelation: Relation = .equal
    private(set) var storedMultiplier: CGFloat = 1
    private(set) var storedConstant: CGFloat = 0 {
        didSet { if storedConstant != oldValue || storedConstant.isNaN { changeCounter?.noteChange() } }
    }
    var storedPriority: UILayoutPriority = .required {
        didSet { changeCounter?.noteChange() }
    }
    var storedIsActive = false {
        didSet { changeCounter?.noteChange() }
    }
    /// Told of every change of the constant, priority, identifier or activity, and of a release while active:
    /// the DSL's `Activation` sets it on the constraints it records (`ConstraintChangeCounter`).
    // `nonisolated(unsafe)`: read by `deinit` (not isolated), when nothing else can reach the constraint.
    // Figure: its run-time exclusivity checks (and the counter's) cost the feed build 1 % (callgrind, N = 1,000:
    // 362.97 M → 359.26 M instructions).
    @exclusivity(unchecked) package nonisolated(unsafe) var changeCounter: ConstraintChangeCounter?

    /// The first attribute.
    ///
    ///     view.topAnchor.constraint(equalTo: root.topAnchor).firstAttribute   // .top
    open var firstAttribute: Attribute { storedFirstAttribute }
    /// The second attribute; `.notAnAttribute` when there is no second item.
    ///
    ///     view.widthAnchor.constraint(equalToConstant: 10).secondAttribute   // .notAnAttribute
    open var secondAttribute: Attribute { storedSecondAttribute }
    /// The relation.
    ///
    ///     view.widthAnchor.constraint(lessThanOrEqualToConstant: 10).relation   // .lessThanOrEqual
    open var relation: Relation { storedRelation }
    /// The multiplier (read-only, as in UIKit), stored as `CGFloat`.
    ///
    ///     view.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 1.2).multiplier   // 1.2
    open var multiplier: CGFloat { storedMultiplier }

    /// The constant. Changing it on an active constraint updates the engine in place (an edit).
    ///
    ///     heightConstraint.constant = 100
    ///     UIView.animate(withDuration: 0.5) { root.layoutIfNeeded() }
    open var constant: CGFloat {
        get { storedConstant }
        set {
            let old = storedConstant
            storedConstant = newValue
            guard newValue != old || newValue.isNaN != old.isNaN else { return }
            constantOrPriorityDidChange(constantOnly: true)
        }
    }

    /// The priority, `.required` by default; `0 < p <= 1000`, anything else is refused with a diagnostic.
    ///
    ///     constraint.priority = .defaultHigh
    ///     constraint.priority = UILayoutPriority(999.5)
    open var priority: UILayoutPriority {
        get { storedPriority }
        set { setPriority(newValue) }
    }

    /// A name printed in the description and in diagnostics.
    ///
    ///     constraint.identifier = "headerTop"
    ///     print(constraint)   // <NSLayoutConstraint:0x… 'headerTop' title.top == …   (inactive)>
    // Figure: its run-time exclusivity check cost a DSL noop update 1.5 % (62.06 M → 62.98 M instructions, callgrind,
    // N = 1,000): the activation compares every recorded constraint's identifier.
    @exclusivity(unchecked) open var identifier: String? {
        didSet { changeCounter?.noteChange() }
    }

    /// Whether the constraint is installed and takes part in layout. Setting it activates or deactivates.
    ///
    ///     child.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
    open var isActive: Bool {
        get { storedIsActive }
        set { newValue ? activate(installingOn: nil) : deactivate() }
    }

    /// The first item (a view or a layout guide), held weakly.
    ///
    ///     constraint.firstItem === child   // true
    open var firstItem: AnyObject? { storedFirstItem }
    /// The second item, held weakly; nil for a constant constraint.
    ///
    ///     view.widthAnchor.constraint(equalToConstant: 10).secondItem   // nil
    open var secondItem: AnyObject? { storedSecondItem }

    /// The anchor of the first item and attribute. It equals the item's own anchor (`==`), but is a distinct
    /// object: Swift's generics cannot hand out an `NSLayoutXAxisAnchor` as an `NSLayoutAnchor<AnyObject>`.
    ///
    ///     let c = title.topAnchor.constraint(equalTo: root.topAnchor)
    ///     c.firstAnchor == title.topAnchor   // true
    open var firstAnchor: NSLayoutAnchor<AnyObject> {
        NSLayoutAnchor<AnyObject>(item: storedFirstItem, attribute: storedFirstAttribute, offset: firstOffset)
    }

    /// The anchor of the second item and attribute; nil for a constant constraint.
    ///
    ///     title.heightAnchor.constraint(equalToConstant: 20).secondAnchor   // nil
    open var secondAnchor: NSLayoutAnchor<AnyObject>? {
        guard hadSecondItem else { return nil }
        return NSLayoutAnchor<AnyObject>(item: storedSecondItem, attribute: storedSecondAttribute, offset: secondOffset)
    }

    /// Whether the constraint would be archived with its view; default false. Stored only (nothing is archived).
    ///
    ///     constraint.shouldBeArchived = true
    open var shouldBeArchived = false

    // MARK: Engine bookkeeping (internal)

    /// The view whose `constraints` holds this constraint while active (nil for a root's encapsulated size).
    var installedView: UIView? {
        get { installedViewReference.object }
        set { installedViewReference = ItemReference(newValue) }
    }
    private var installedViewReference = ItemReference<UIView>(nil)
    /// What the engine holds for this constraint while it is a member: the engine, the index among its
    /// members, the solver constraints, whether it is broken (Engine/EngineMembership.swift).
    // `nonisolated(unsafe)`: the engine's `deinit` (not isolated) clears it in the members it still has.
    nonisolated(unsafe) var membership = EngineMembership()
    /// Active but kept out of the engine (a non-finite constant or multiplier). Counted on the installing
    /// view, so that `removeFromSuperview()` looks for such constraints only on views that have some.
    var isKeptOut = false {
        didSet {
            if isKeptOut != oldValue, let view = installedView { view.keptOutConstraintCount += isKeptOut ? 1 : -1 }
        }
    }
    /// Minted at each activation: orders constraints in diagnostics and breaking decisions.
    var activationSequence = 0
    /// Set for constraints the library makes on the user's behalf.
    var systemKind: SystemKind?
    /// Set when made by an anchor factory (changes the wording of `noCommonAncestor`).
    var anchorPair: (AnyObject, AnyObject)?

    enum SystemKind {
        case contentSize, autoresizing, encapsulatedSize, marginsGuide, safeAreaGuide
        /// Made by a view subclass of this module for itself (a stack view's arrangement).
        case viewOwned
    }

    // MARK: Creation

    /// Creates an empty, inactive constraint: no items, both attributes `.notAnAttribute`, relation `.equal`,
    /// multiplier 1, constant 0, priority `.required`. It is the one designated initializer, so a subclass
    /// declared anywhere inherits `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
    /// Activating an empty constraint reports `.invalidConstraint` and leaves it inactive.
    ///
    ///     final class LayoutConstraint: NSLayoutConstraint { var label = "" }
    ///     let c = LayoutConstraint(item: view, attribute: .width, relatedBy: .equal,
    ///                              toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 80)
    public override init() {
        super.init()
    }

    deinit {
        madeLifetime?.end()
        // Released while active (its installing view went): a change. An inactive one was counted when it was
        // deactivated, and releasing it is none.
        if storedIsActive { changeCounter?.noteChange() }
    }

    /// Shared by every weak-like reference to the constraint (`ItemReference`), so that it has no side table.
    /// Made on first use: most constraints are never referred to that way.
    // `nonisolated`: `ItemReference` (not isolated) asks for it, always from the code holding the constraint.
    package nonisolated var lifetime: ItemLifetime {
        if let madeLifetime { return madeLifetime }
        let lifetime = ItemLifetime()
        lifetime.start(owner: self)
        madeLifetime = lifetime
        return lifetime
    }
    // `nonisolated(unsafe)`: set once on the constraint's actor; read again only by its `deinit`.
    private nonisolated(unsafe) var madeLifetime: ItemLifetime?

    /// Creates an inactive constraint `view1.attr1 relation multiplier × view2.attr2 + c`.
    ///
    /// Never fails: validity is checked on activation. With a nil `toItem` the second attribute is stored as
    /// `.notAnAttribute`.
    ///
    ///     let width = NSLayoutConstraint(item: view, attribute: .width, relatedBy: .equal,
    ///                                    toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 80)
    public convenience init(
        item view1: Any, attribute attr1: NSLayoutConstraint.Attribute,
        relatedBy relation: NSLayoutConstraint.Relation,
        toItem view2: Any?, attribute attr2: NSLayoutConstraint.Attribute,
        multiplier: CGFloat, constant c: CGFloat
    ) {
        let second: AnyObject? = if let view2 { view2 as AnyObject } else { nil }
        self.init(
            first: view1 as AnyObject, firstAttribute: attr1, relation: relation,
            second: second, secondAttribute: attr2, multiplier: multiplier, constant: c)
    }

    convenience init(
        first: AnyObject?, firstAttribute: Attribute, relation: Relation, second: AnyObject?,
        secondAttribute: Attribute, multiplier: CGFloat, constant: CGFloat,
        firstOffset: AnchorOffset? = nil, secondOffset: AnchorOffset? = nil
    ) {
        self.init()
        configure(first: first, firstAttribute: firstAttribute, relation: relation, second: second,
                  secondAttribute: secondAttribute, multiplier: multiplier, constant: constant,
                  firstOffset: firstOffset, secondOffset: secondOffset)
    }

    /// An inactive constraint the library makes between layout items for itself (a stack view's arrangement),
    /// priority and identifier included: the items are stored without casts, the priority without a check.
    convenience init(
        item first: LayoutItem, _ firstAttribute: Attribute, _ relation: Relation, item second: LayoutItem?,
        _ secondAttribute: Attribute, multiplier: CGFloat, constant: CGFloat, priority: UILayoutPriority,
        identifier: String
    ) {
        self.init()
        firstItemReference = ItemReference(item: first)
        if let second { secondItemReference = ItemReference(item: second) }
        hadSecondItem = second != nil
        itemsAreLayoutItems = true
        storedFirstAttribute = firstAttribute
        storedSecondAttribute = hadSecondItem ? secondAttribute : .notAnAttribute
        storedRelation = relation
        storedMultiplier = multiplier
        storedConstant = constant
        storedPriority = priority
        self.identifier = identifier
    }

    /// Stores what the constraint relates. Called once, right after `init()` (by the convenience initializers
    /// and by the library's own subclasses), before anyone else sees the constraint.
    final func configure(
        first: AnyObject?, firstAttribute: Attribute, relation: Relation, second: AnyObject?,
        secondAttribute: Attribute, multiplier: CGFloat, constant: CGFloat,
        firstOffset: AnchorOffset? = nil, secondOffset: AnchorOffset? = nil
    ) {
        firstItemReference = ItemReference(first)
        secondItemReference = ItemReference(second)
        self.firstOffset = firstOffset
        self.secondOffset = secondOffset
        hadSecondItem = second != nil || secondOffset != nil
        itemsAreLayoutItems = (firstOffset != nil || firstItemReference.layoutItem != nil)
            && (second == nil || secondItemReference.layoutItem != nil)
        storedFirstAttribute = firstAttribute
        storedSecondAttribute = hadSecondItem ? secondAttribute : .notAnAttribute
        storedRelation = relation
        storedMultiplier = multiplier
        storedConstant = constant
    }

    /// `configure` for a constraint an anchor makes of live items (views or guides) and no distance: the anchors'
    /// references are taken as they are; `second` nil for a constant constraint.
    final func configure(
        anchorItem first: ItemReference<AnyObject>, _ firstAttribute: Attribute, relation: Relation,
        anchorItem second: ItemReference<AnyObject>?, _ secondAttribute: Attribute, multiplier: CGFloat,
        constant: CGFloat
    ) {
        firstItemReference = first
        if let second { secondItemReference = second }
        hadSecondItem = second != nil
        itemsAreLayoutItems = true
        storedFirstAttribute = firstAttribute
        storedSecondAttribute = hadSecondItem ? secondAttribute : .notAnAttribute
        storedRelation = relation
        storedMultiplier = multiplier
        storedConstant = constant
    }

    /// Activates each constraint in order; an invalid one is reported and skipped, the rest still activate.
    ///
    ///     NSLayoutConstraint.activate([
    ///         image.centerYAnchor.constraint(equalTo: root.centerYAnchor),
    ///         image.widthAnchor.constraint(equalToConstant: 80),
    ///     ])
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates each constraint in order.
    ///
    ///     NSLayoutConstraint.deactivate(root.constraints)
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    // MARK: Activation

    /// Whether the library made this constraint (content size, autoresizing, encapsulated size, system
    /// guides, a subclass's own arrangement) rather than the user: printers leave these out.
    ///
    ///     view.constraints.filter { !$0.isLibraryCreated }
    package var isLibraryCreated: Bool { systemKind != nil }

    var firstLayoutItem: LayoutItem? { firstItemReference.layoutItem }
    var secondLayoutItem: LayoutItem? { secondItemReference.layoutItem }

    /// The items of the constraint that still exist.
    var layoutItems: [LayoutItem] {
        var items: [LayoutItem] = []
        if let first = firstLayoutItem { items.append(first) }
        if let second = secondLayoutItem, second !== firstLayoutItem { items.append(second) }
        if firstOffset != nil || secondOffset != nil { addOffsetItems(to: &items) }
        return items
    }

    var valuesAreFinite: Bool { storedConstant.isFinite && storedMultiplier.isFinite }

    // MARK: Solver form

    /// Appends the solver constraints this constraint stands for (TheUIKitLayer.md) to `specs`; the subclasses the
    /// library makes override it. The forms themselves are the engine's (Engine/NSLayoutConstraint+SolverForm.swift).
    func appendSolverSpecs(_ builder: ExpressionBuilder, first: LayoutItem?, second: LayoutItem?,
                           to specs: inout [SolverSpec]) {
        appendPlainSolverSpecs(builder, first: first, second: second, to: &specs)
    }

    // MARK: Description

    /// UIKit's description, e.g. `<NSLayoutConstraint:0x6000… UIView:0x7f8c….width == 100   (active)>`.
    ///
    ///     print(view.widthAnchor.constraint(equalToConstant: 100))
    ///     // <NSLayoutConstraint:0x600002840140 UIView:0x7f8c59007340.width == 100   (inactive)>
    nonisolated open override var description: String {
        assumeViewIsolation { constraintDescription }
    }

    private var constraintDescription: String {
        var names: [String] = []
        var text = "<\(String(describing: type(of: self))):\(addressString(self))"
        if let identifier, !identifier.isEmpty { text += " '\(identifier)'" }
        text += " " + equationDescription(names: &names)
        text += "   (" + (storedIsActive ? "active" : "inactive")
        if !names.isEmpty { text += ", names: " + names.joined(separator: ", ") + " " }
        return text + ")>"
    }

    /// `description`.
    nonisolated open override var debugDescription: String { description }

    /// The equation part of the description; item names used are appended to `names`.
    func equationDescription(names: inout [String]) -> String {
        if firstOffset != nil || secondOffset != nil { return offsetEquationDescription(names: &names) }
        var text = itemName(storedFirstItem, names: &names) + "." + storedFirstAttribute.name + " "
            + storedRelation.symbol + " "
        if let second = storedSecondItem {
            if storedMultiplier != 1 { text += formatNumber(storedMultiplier) + "*" }
            text += itemName(second, names: &names) + "." + storedSecondAttribute.name
            if storedConstant != 0 && !storedConstant.isNaN {
                text += storedConstant < 0
                    ? " - " + formatNumber(-storedConstant) : " + " + formatNumber(storedConstant)
            } else if storedConstant.isNaN {
                text += " + nan"
            }
        } else {
            text += formatNumber(storedConstant)
        }
        if !storedPriority.isRequired { text += " @" + formatNumber(CGFloat(storedPriority.rawValue)) }
        return text
    }

    func itemName(_ item: AnyObject?, names: inout [String]) -> String {
        guard let item else { return "nil" }
        if let view = item as? UIView, let id = view.accessibilityIdentifier, !id.isEmpty {
            let entry = "\(id):\(addressString(view))"
            if !names.contains(entry) { names.append(entry) }
            return id
        }
        if let item = asLayoutItem(item) { return item.constraintItemName }
        return "\(item)"
    }
}
