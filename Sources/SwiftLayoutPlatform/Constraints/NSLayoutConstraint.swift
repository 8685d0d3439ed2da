import Foundation
import SwiftLayoutSolver

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
    /// A layout attribute of an item.
    ///
    ///     let attribute = NSLayoutConstraint.Attribute.leading
    public enum Attribute: Int, Hashable, Sendable {
        /// No attribute (the second attribute of a constant constraint).
        case notAnAttribute = 0
        /// The left edge.
        case left = 1
        /// The right edge.
        case right = 2
        /// The top edge.
        case top = 3
        /// The bottom edge.
        case bottom = 4
        /// The leading edge (left in left-to-right layouts).
        case leading = 5
        /// The trailing edge (right in left-to-right layouts).
        case trailing = 6
        /// The width.
        case width = 7
        /// The height.
        case height = 8
        /// The horizontal centre.
        case centerX = 9
        /// The vertical centre.
        case centerY = 10
        /// The baseline of the last line (views only).
        case lastBaseline = 11
        /// The baseline of the first line (views only).
        case firstBaseline = 12
        /// The left edge inset by the left margin (views only).
        case leftMargin = 13
        /// The right edge inset by the right margin (views only).
        case rightMargin = 14
        /// The top edge inset by the top margin (views only).
        case topMargin = 15
        /// The bottom edge inset by the bottom margin (views only).
        case bottomMargin = 16
        /// The leading edge inset by the leading margin (views only).
        case leadingMargin = 17
        /// The trailing edge inset by the trailing margin (views only).
        case trailingMargin = 18
        /// The horizontal centre of the margins' box (views only).
        case centerXWithinMargins = 19
        /// The vertical centre of the margins' box (views only).
        case centerYWithinMargins = 20
    }

    /// How the two sides of a constraint relate.
    ///
    ///     let relation = NSLayoutConstraint.Relation.greaterThanOrEqual   // prints ">="
    public enum Relation: Int, Hashable, Sendable {
        /// `<=`.
        case lessThanOrEqual = -1
        /// `==`.
        case equal = 0
        /// `>=`.
        case greaterThanOrEqual = 1
    }

    // MARK: Stored state

    // Set once by `configure(…)` right after `init()`, which is the only designated initializer (UIKIT-2 §2).
    // The engine reads these, never the open accessors, so an override is not called while solving.
    private weak var storedFirstItem: AnyObject?
    private weak var storedSecondItem: AnyObject?
    /// Whether the items given at creation were views or guides (rule 1 of spec 4.3).
    private var itemsAreLayoutItems = false
    private(set) var hadSecondItem = false
    /// For a side made from an `anchorWithOffset(to:)` dimension: the distance it stands for (its item is
    /// then nil and its attribute `.notAnAttribute`; `NSLayoutConstraint+Offset.swift`).
    private(set) var firstOffset: AnchorOffset?
    private(set) var secondOffset: AnchorOffset?
    private(set) var storedFirstAttribute: Attribute = .notAnAttribute
    private(set) var storedSecondAttribute: Attribute = .notAnAttribute
    private(set) var storedRelation: Relation = .equal
    private(set) var storedMultiplier: CGFloat = 1
    private(set) var storedConstant: CGFloat = 0
    private(set) var storedPriority: UILayoutPriority = .required
    var storedIsActive = false

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
            constantOrPriorityDidChange()
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
    open var identifier: String?

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
    weak var installedView: UIView?
    /// The engine that holds this constraint's solver constraints, if any. Not weak (a weak reference would
    /// put the engine's reference counting on a slow path); the engine clears it when the constraint leaves
    /// and in its `deinit`, so it never dangles.
    // Proof: set only by `LayoutEngine.add` with the constraint made a member, cleared by `remove` and by the
    // engine's `deinit` for every member: non-nil exactly while that engine is alive and holds it
    // (ReleasedItemTests).
    nonisolated(unsafe) unowned(unsafe) var engine: LayoutEngine?
    /// The constraint's index among its engine's members; -1 when it is in no engine.
    nonisolated(unsafe) var engineMemberIndex = -1
    /// Active but kept out of the engine (a non-finite constant or multiplier). Counted on the installing
    /// view, so that `removeFromSuperview()` looks for such constraints only on views that have some.
    var isKeptOut = false {
        didSet {
            if isKeptOut != oldValue, let view = installedView { view.keptOutConstraintCount += isKeptOut ? 1 : -1 }
        }
    }
    /// The solver constraints currently in `engine` (their expressions hold the constants last given).
    @exclusivity(unchecked) var solverConstraints: [Constraint] = []
    /// Minted at each activation: orders constraints in diagnostics and breaking decisions.
    var activationSequence = 0
    /// Held at the strongest optional strength because it conflicted with required constraints.
    var isBroken = false
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

    /// Stores what the constraint relates. Called once, right after `init()` (by the convenience initializers
    /// and by the library's own subclasses), before anyone else sees the constraint.
    final func configure(
        first: AnyObject?, firstAttribute: Attribute, relation: Relation, second: AnyObject?,
        secondAttribute: Attribute, multiplier: CGFloat, constant: CGFloat,
        firstOffset: AnchorOffset? = nil, secondOffset: AnchorOffset? = nil
    ) {
        storedFirstItem = first
        storedSecondItem = second
        self.firstOffset = firstOffset
        self.secondOffset = secondOffset
        hadSecondItem = second != nil || secondOffset != nil
        itemsAreLayoutItems = (firstOffset != nil || asLayoutItem(first) != nil)
            && (second == nil || asLayoutItem(second) != nil)
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

    var firstLayoutItem: LayoutItem? { asLayoutItem(storedFirstItem) }
    var secondLayoutItem: LayoutItem? { asLayoutItem(storedSecondItem) }

    /// The items of the constraint that still exist.
    var layoutItems: [LayoutItem] {
        var items: [LayoutItem] = []
        if let first = firstLayoutItem { items.append(first) }
        if let second = secondLayoutItem, second !== firstLayoutItem { items.append(second) }
        if firstOffset != nil || secondOffset != nil { addOffsetItems(to: &items) }
        return items
    }

    var valuesAreFinite: Bool { storedConstant.isFinite && storedMultiplier.isFinite }

    /// Validates, installs on `explicitView` (`addConstraint`) or the nearest common ancestor, and adds the
    /// constraint to the engine. Problems become diagnostics and leave everything unchanged.
    func activate(installingOn explicitView: UIView?) {
        guard !storedIsActive else { return }
        // The items are read once: each read of a weak reference costs a side-table load and a retain.
        let first = firstLayoutItem
        let second = secondLayoutItem
        if systemKind == nil, let diagnostic = validationProblem(first: first, second: second) {
            LayoutDiagnostics.report(diagnostic, in: (first?.installationView)?.rootView.engine)
            return
        }
        var target: UIView
        if firstOffset != nil || secondOffset != nil {
            guard let common = nearestCommonInstallationView() else {
                reportNoCommonAncestor()
                return
            }
            target = common
        } else {
            guard let firstView = first?.installationView else {
                reportNoCommonAncestor()
                return
            }
            target = firstView
            if hadSecondItem {
                guard let secondView = second?.installationView,
                      let common = firstView.nearestCommonAncestor(with: secondView) else {
                    reportNoCommonAncestor()
                    return
                }
                target = common
            }
        }
        if let explicitView {
            guard target.isDescendant(of: explicitView) else {
                let message = "The view hierarchy is not prepared for the constraint: \(description)\n"
                    + "When added to a view, the constraint's items must be descendants of that view (or the view itself)."
                LayoutDiagnostics.report(LayoutDiagnostic(
                    kind: .viewHierarchyNotPrepared, severity: .error, context: .activation, message: message,
                    constraints: [self], items: layoutItems), in: explicitView.rootView.engine)
                return
            }
            target = explicitView
        }
        let engine = target.engine
        storedIsActive = true
        activationSequence = SequenceNumber.next()
        installedView = target
        target.installedConstraints.append(self)
        if valuesAreFinite {
            engine.add(self, first: first, second: second)
        } else {
            isKeptOut = true
            reportNonFinite(in: engine)
        }
    }

    /// Removes the constraint from its installing view and from the engine.
    func deactivate() {
        guard storedIsActive else { return }
        storedIsActive = false
        isBroken = false
        engine?.remove(self)
        isKeptOut = false
        // One pass of pointer comparisons: a root holding a long list's cells installs thousands.
        if let view = installedView, let index = view.installedConstraints.lastIndex(ofObject: self) {
            view.installedConstraints.remove(at: index)
        }
        installedView = nil
    }

    private func reportNoCommonAncestor() {
        let message: String
        if let (a, b) = anchorPair {
            message = "Unable to activate constraint with anchors \(a) and \(b) because they have no common ancestor.  "
                + "Does the constraint or its anchors reference items in different view hierarchies?  That's illegal."
        } else {
            let first = storedFirstItem.map { "\($0)" } ?? "nil"
            let second = storedSecondItem.map { "\($0)" } ?? "nil"
            message = "Unable to activate constraint with items \(first) and \(second) because they have no common ancestor.  "
                + "Does the constraint reference items in different view hierarchies?  That's illegal."
        }
        LayoutDiagnostics.report(LayoutDiagnostic(
            kind: .noCommonAncestor, severity: .error, context: .activation, message: message,
            constraints: [self], items: layoutItems), in: firstLayoutItem?.installationView?.rootView.engine)
    }

    func reportNonFinite(in engine: LayoutEngine?) {
        let value = storedConstant.isFinite ? storedMultiplier : storedConstant
        let what = storedConstant.isFinite ? "multiplier" : "constant"
        let message = "Constraint \(description) has a non-finite \(what) (\(formatNumber(value))); "
            + "it is kept out of the layout until the \(what) is finite."
        LayoutDiagnostics.report(LayoutDiagnostic(
            kind: .nonFiniteValue, severity: .error, context: .activation, message: message,
            constraints: [self], items: layoutItems), in: engine)
    }

    /// The rule of spec 4.3 this constraint breaks, as a diagnostic; nil when it is valid. `first` and
    /// `second` are the constraint's items, already read.
    func validationProblem(first: LayoutItem?, second: LayoutItem?) -> LayoutDiagnostic? {
        func invalid(_ message: String) -> LayoutDiagnostic {
            LayoutDiagnostic(kind: .invalidConstraint, severity: .error, context: .activation, message: message,
                             constraints: [self], items: layoutItems)
        }
        var pairing: String { "Invalid pairing of layout attributes: \(description)" }
        if firstOffset != nil || secondOffset != nil { return offsetValidationProblem(invalid, pairing) }
        guard itemsAreLayoutItems, let first, !hadSecondItem || second != nil else {
            return invalid("\(pairing) The items of a constraint must be views or layout guides that still exist.")
        }
        if storedFirstAttribute == .notAnAttribute {
            return invalid("\(pairing) The first attribute cannot be notAnAttribute.")
        }
        if hadSecondItem && storedSecondAttribute == .notAnAttribute {
            return invalid("\(pairing) A second item needs a second attribute.")
        }
        if storedFirstAttribute.axisKind != .dimension && (!hadSecondItem || storedMultiplier == 0) {
            return LayoutDiagnostic(
                kind: .invalidConstraint, severity: .error, context: .activation,
                message: "NSLayoutConstraint for \(first): A multiplier of 0 or a nil second item together with a "
                    + "location for the first attribute creates an illegal constraint of a location equal to a "
                    + "constant. Location attributes must be specified in pairs.",
                constraints: [self], items: layoutItems)
        }
        if hadSecondItem {
            if (storedFirstAttribute.axisKind == .dimension) != (storedSecondAttribute.axisKind == .dimension) {
                return invalid("\(pairing) A location attribute pairs only with a location attribute, and a "
                    + "dimension only with a dimension.")
            }
            if (storedFirstAttribute.isLeadingTrailing && storedSecondAttribute.isLeftRight)
                || (storedFirstAttribute.isLeftRight && storedSecondAttribute.isLeadingTrailing) {
                return invalid("\(pairing) A constraint cannot be made between a leading/trailing attribute and a "
                    + "right/left attribute. Use leading/trailing for both or neither.")
            }
        }
        func viewOnly(_ attribute: Attribute) -> Bool { attribute.isMargin || attribute.isBaseline }
        if (first is UILayoutGuide && viewOnly(storedFirstAttribute))
            || (second is UILayoutGuide && viewOnly(storedSecondAttribute)) {
            return invalid("\(pairing) Layout guides have no margin or baseline attributes.")
        }
        return nil
    }

    // MARK: Changing an active constraint

    private func setPriority(_ newValue: UILayoutPriority) {
        guard newValue.isValid else {
            let message = "Priority \(formatNumber(CGFloat(newValue.rawValue))) for \(description) is outside "
                + "0 < p <= 1000; the priority stays \(formatNumber(CGFloat(storedPriority.rawValue)))."
            LayoutDiagnostics.report(LayoutDiagnostic(
                kind: .invalidPriority, severity: .error, context: .activation, message: message,
                constraints: [self], items: layoutItems), in: engine)
            return
        }
        guard newValue != storedPriority else { return }
        let old = storedPriority
        storedPriority = newValue
        if storedIsActive && old.isRequired != newValue.isRequired {
            let message = "Mutating a priority from required to not on an installed constraint (or vice-versa) is not "
                + "supported.  You passed priority \(formatNumber(CGFloat(newValue.rawValue))) and the existing "
                + "priority was \(formatNumber(CGFloat(old.rawValue))).\nApplied anyway on Linux; this raises an "
                + "exception on iOS."
            LayoutDiagnostics.report(LayoutDiagnostic(
                kind: .requiredPriorityMutation, severity: .error, context: .activation, message: message,
                constraints: [self], items: layoutItems), in: engine)
        }
        constantOrPriorityDidChange()
    }

    /// Brings the engine up to date after a change of constant, multiplier-like values or priority.
    func constantOrPriorityDidChange() {
        guard storedIsActive, let view = installedView ?? (systemKind == .encapsulatedSize ? firstItem as? UIView : nil)
        else { return }
        let engine = view.engine
        if !valuesAreFinite {
            if self.engine != nil {
                engine.remove(self)
                isKeptOut = true
                reportNonFinite(in: engine)
            }
        } else if self.engine == nil {
            engine.add(self)
            isKeptOut = false
        } else {
            engine.refresh(self)
        }
    }

    // MARK: Solver form

    /// One solver constraint to be: `expression relation 0` at `priority`.
    struct SolverSpec {
        var expression: LinearExpression
        var relation: RelationalOperator
        var priority: UILayoutPriority
        /// A fraction (at most 5e-4) taken off an optional strength to break exact ties (spec 12.7).
        var tieBreak: Double = 0
    }

    /// The solver constraints this constraint stands for (spec 7), as a new array.
    final func solverSpecs(_ builder: ExpressionBuilder) -> [SolverSpec] {
        var specs: [SolverSpec] = []
        appendSolverSpecs(builder, first: firstLayoutItem, second: secondLayoutItem, to: &specs)
        return specs
    }

    /// Appends the solver constraints this constraint stands for (spec 7) to `specs`. Subclasses made by the
    /// library override it.
    func appendSolverSpecs(_ builder: ExpressionBuilder, first: LayoutItem?, second: LayoutItem?,
                           to specs: inout [SolverSpec]) {
        if firstOffset != nil || secondOffset != nil {
            specs += offsetSolverSpecs(builder)
            return
        }
        guard let first else { return }
        let axis1 = storedFirstAttribute.axisKind, axis2 = storedSecondAttribute.axisKind
        // A location of one axis related to a location of the other (UIKIT-2 §3.1).
        let crossAxis = second != nil && axis1 != axis2 && axis1 != .dimension && axis2 != .dimension
        let usesDirection = storedFirstAttribute.isLeadingTrailing || storedSecondAttribute.isLeadingTrailing
        // Locations are measured from the installing view's origin, each on its own axis (UIKIT-2 §3.2); on one
        // axis with multiplier 1 the two origins cancel.
        let originShift = second != nil && axis1 != .dimension && (crossAxis || storedMultiplier != 1)
        let context = usesDirection || originShift ? (installedView ?? first.installationView) : nil
        let direction = usesDirection ? (context?.effectiveUserInterfaceLayoutDirection ?? .leftToRight) : .leftToRight
        // Right-to-left, a cross-axis pair measures its x side leftwards from the installing view's right edge
        // (UIKIT-2 §3.2, to be confirmed); a same-axis pair measures both sides so, which negates the constant.
        let mirrorsX = crossAxis && direction == .rightToLeft
        var c = Double(storedConstant)
        var rel = storedRelation
        if direction == .rightToLeft && !crossAxis {
            // Measured along the reading direction: mirroring x negates both sides, so the constant changes
            // sign and an inequality turns around.
            c = -c
            rel = rel.flipped
        }
        // (first − o1) − multiplier × (second − o2) − constant, in the root's space.
        var terms: [Term] = []
        terms.reserveCapacity(4)
        var k = -c
        let sign1 = mirrorsX && axis1 == .x ? -1.0 : 1.0
        builder.accumulate(first, storedFirstAttribute, direction, sign1, into: &terms, constant: &k)
        if let second {
            let m = Double(storedMultiplier)
            let sign2 = mirrorsX && axis2 == .x ? -1.0 : 1.0
            builder.accumulate(second, storedSecondAttribute, direction, -m * sign2, into: &terms, constant: &k)
            if originShift, let context {
                let origin = builder.state(context)
                if crossAxis {
                    // Side s with coefficient a: a × (E − o), or a × (xI + wI − E) when mirrored.
                    for (axis, a, mirrored) in [(axis1, 1.0, sign1 < 0), (axis2, -m, sign2 < 0)] {
                        terms.append(Term(axis == .x ? origin.x : origin.y, mirrored ? a : -a))
                        if mirrored { terms.append(Term(origin.w, a)) }
                    }
                } else {
                    // −o + m × o on the shared axis.
                    terms.append(Term(axis1 == .x ? origin.x : origin.y, m - 1))
                }
            }
        }
        specs.append(SolverSpec(expression: LinearExpression(terms, constant: k), relation: rel.solverRelation,
                                priority: storedPriority))
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

extension NSLayoutConstraint.Attribute {
    enum AxisKind { case x, y, dimension, none }

    var axisKind: AxisKind {
        switch self {
        case .notAnAttribute: return .none
        case .left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin, .leadingMargin,
             .trailingMargin, .centerXWithinMargins:
            return .x
        case .top, .bottom, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin,
             .centerYWithinMargins:
            return .y
        case .width, .height: return .dimension
        }
    }

    var isLeadingTrailing: Bool {
        self == .leading || self == .trailing || self == .leadingMargin || self == .trailingMargin
    }

    var isLeftRight: Bool { self == .left || self == .right || self == .leftMargin || self == .rightMargin }

    var isMargin: Bool {
        switch self {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
             .centerXWithinMargins, .centerYWithinMargins:
            return true
        default: return false
        }
    }

    var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }

    /// The name UIKit prints in constraint descriptions.
    var name: String {
        switch self {
        case .notAnAttribute: return "notAnAttribute"
        case .left: return "left"
        case .right: return "right"
        case .top: return "top"
        case .bottom: return "bottom"
        case .leading: return "leading"
        case .trailing: return "trailing"
        case .width: return "width"
        case .height: return "height"
        case .centerX: return "centerX"
        case .centerY: return "centerY"
        case .lastBaseline: return "lastBaseline"
        case .firstBaseline: return "firstBaseline"
        case .leftMargin: return "leftMargin"
        case .rightMargin: return "rightMargin"
        case .topMargin: return "topMargin"
        case .bottomMargin: return "bottomMargin"
        case .leadingMargin: return "leadingMargin"
        case .trailingMargin: return "trailingMargin"
        case .centerXWithinMargins: return "centerXWithMargins"
        case .centerYWithinMargins: return "centerYWithMargins"
        }
    }
}

extension NSLayoutConstraint.Relation {
    var symbol: String {
        switch self {
        case .lessThanOrEqual: return "<="
        case .equal: return "=="
        case .greaterThanOrEqual: return ">="
        }
    }

    var flipped: NSLayoutConstraint.Relation {
        switch self {
        case .lessThanOrEqual: return .greaterThanOrEqual
        case .equal: return .equal
        case .greaterThanOrEqual: return .lessThanOrEqual
        }
    }

    var solverRelation: RelationalOperator {
        switch self {
        case .lessThanOrEqual: return .lessThanOrEqual
        case .equal: return .equal
        case .greaterThanOrEqual: return .greaterThanOrEqual
        }
    }
}
