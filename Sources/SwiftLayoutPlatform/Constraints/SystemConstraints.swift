import Foundation
import SwiftLayoutSolver

/// A view's intrinsic content size on one axis: `size >= v` at the compression-resistance priority and
/// `size <= v` at the hugging priority (two solver constraints). Made by the library only.
///
///     // printed as UIKit prints it:
///     // <NSContentSizeLayoutConstraint:0x… UIView:0x….width == 77 Hug:250 CompressionResistance:750   (active)>
open class NSContentSizeLayoutConstraint: NSLayoutConstraint {
    var huggingPriority: UILayoutPriority
    var compressionResistancePriority: UILayoutPriority

    init(view: UIView, axis: NSLayoutConstraint.Axis, value: CGFloat, hugging: UILayoutPriority,
         compressionResistance: UILayoutPriority) {
        huggingPriority = hugging
        compressionResistancePriority = compressionResistance
        super.init()
        configure(first: view, firstAttribute: axis == .horizontal ? .width : .height, relation: .equal,
                  second: nil, secondAttribute: .notAnAttribute, multiplier: 1, constant: value)
        systemKind = .contentSize
    }

    override func appendSolverSpecs(_ builder: ExpressionBuilder, first: LayoutItem?, second: LayoutItem?,
                                    to specs: inout [SolverSpec]) {
        guard let view = first else { return }
        let state = builder.state(view)
        let size = LinearExpression(storedFirstAttribute == .width ? state.w : state.h) - Double(storedConstant)
        let axis: NSLayoutConstraint.Axis = storedFirstAttribute == .width ? .horizontal : .vertical
        var tieBreak = 0.0
        if let owner = view as? UIView, let stack = owner.superview as? UIStackView {
            tieBreak = stack.contentTieBreak(for: owner, axis: axis)
        }
        specs.append(SolverSpec(expression: size, relation: .greaterThanOrEqual,
                                priority: compressionResistancePriority, tieBreak: tieBreak))
        specs.append(SolverSpec(expression: size, relation: .lessThanOrEqual, priority: huggingPriority,
                                tieBreak: tieBreak))
    }

    override func equationDescription(names: inout [String]) -> String {
        itemName(firstItem, names: &names) + "." + firstAttribute.name + " == " + formatNumber(constant)
            + " Hug:" + formatNumber(CGFloat(huggingPriority.rawValue))
            + " CompressionResistance:" + formatNumber(CGFloat(compressionResistancePriority.rawValue))
    }
}

/// The translation of a view's frame and autoresizing mask into required constraints, installed on the
/// superview: per axis, the position and the size as linear functions of the superview's size (spec 6.6).
/// Made by the library only.
///
///     // <NSAutoresizingMaskLayoutConstraint:0x… h=--& v=--& UIView:0x….minX == 20   (active)>
open class NSAutoresizingMaskLayoutConstraint: NSLayoutConstraint {
    /// Whether this one holds the position (minX/minY) or the size.
    let isPosition: Bool
    let maskAxis: NSLayoutConstraint.Axis
    /// The share of the superview's size change this segment takes (0 for a fixed segment).
    var share: CGFloat
    var maskCode: String

    init(view: UIView, superview: UIView, axis: NSLayoutConstraint.Axis, isPosition: Bool) {
        self.isPosition = isPosition
        self.maskAxis = axis
        self.share = 0
        self.maskCode = ""
        let attribute: NSLayoutConstraint.Attribute =
            axis == .horizontal ? (isPosition ? .left : .width) : (isPosition ? .top : .height)
        super.init()
        configure(first: view, firstAttribute: attribute, relation: .equal, second: superview,
                  secondAttribute: axis == .horizontal ? .width : .height, multiplier: 1, constant: 0)
        systemKind = .autoresizing
    }

    override func appendSolverSpecs(_ builder: ExpressionBuilder, first: LayoutItem?, second: LayoutItem?,
                                    to specs: inout [SolverSpec]) {
        guard let view = first, let superview = second else { return }
        let v = builder.state(view), s = builder.state(superview)
        let superSize = maskAxis == .horizontal ? s.w : s.h
        let expression: LinearExpression
        if isPosition {
            let superOrigin = maskAxis == .horizontal ? s.x : s.y
            expression = LinearExpression(maskAxis == .horizontal ? v.x : v.y) - superOrigin
                - Double(share) * superSize - Double(storedConstant)
        } else {
            expression = LinearExpression(maskAxis == .horizontal ? v.w : v.h) - Double(share) * superSize
                - Double(storedConstant)
        }
        specs.append(SolverSpec(expression: expression, relation: .equal, priority: .required))
    }

    override func equationDescription(names: inout [String]) -> String {
        let attribute = maskAxis == .horizontal ? (isPosition ? "minX" : "width") : (isPosition ? "minY" : "height")
        var text = maskCode + " " + itemName(firstItem, names: &names) + "." + attribute + " == "
        if share != 0 {
            text += (share == 1 ? "" : formatNumber(share) + "*") + itemName(secondItem, names: &names) + "."
                + (maskAxis == .horizontal ? "width" : "height")
            if constant != 0 { text += constant < 0 ? " - " + formatNumber(-constant) : " + " + formatNumber(constant) }
        } else {
            text += formatNumber(constant)
        }
        return text
    }
}

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
}

/// The four engine variables of an item, in the root's coordinate space, and the active constraints that
/// refer to it (in the order they entered the engine).
final class ItemLayoutState {
    let x: Variable
    let y: Variable
    let w: Variable
    let h: Variable
    @exclusivity(unchecked) var constraints: [NSLayoutConstraint] = []
    /// The serial number of the engine whose change notifications know these variables (0: none).
    var registeredEngine = 0
    /// What `exerciseAmbiguityInLayout()` left in the engine for this item.
    var exercise = AmbiguityExercise()

    /// Short literal names: they show in `Solver.dump()` and cost no allocation.
    init() {
        x = Variable("minX")
        y = Variable("minY")
        w = Variable("width")
        h = Variable("height")
    }

    var variables: [Variable] { [x, y, w, h] }

    /// Forgets `constraint`, searching from the newest (constraints usually leave in reverse order).
    func removeConstraint(_ constraint: NSLayoutConstraint) {
        if let index = constraints.lastIndex(ofObject: constraint) { constraints.remove(at: index) }
    }
    var rect: CGRect { CGRect(x: x.value, y: y.value, width: w.value, height: h.value) }
}

/// Turns attributes into linear expressions of an item's variables (spec 7.2).
#if MainActorIsolation
@MainActor
#endif
struct ExpressionBuilder {
    /// The variables to use for an item (the engine's own, or fresh ones while fitting).
    var state: (LayoutItem) -> ItemLayoutState
    /// Whether constraints look for scroll views among their items' ancestors (UIKIT-2 §4.3, §4.4): false for
    /// an engine whose hierarchy has none.
    var looksForScrollViews = true

    func expression(_ item: LayoutItem, _ attribute: NSLayoutConstraint.Attribute,
                    _ direction: UIUserInterfaceLayoutDirection) -> LinearExpression {
        var terms: [Term] = []
        terms.reserveCapacity(4)
        var constant = 0.0
        accumulate(item, attribute, direction, 1, into: &terms, constant: &constant)
        return LinearExpression(terms, constant: constant)
    }

    /// Adds `coefficient × attribute(item)` to `terms` and `constant` (spec 7.2). Duplicate variables are
    /// left for `Constraint`'s reduction to merge.
    ///
    /// Contract: appends at most four terms; reads margins only for margin attributes and baseline
    /// metrics only for baselines, so the common attributes cost no look-up beyond the item's state.
    func accumulate(_ item: LayoutItem, _ attribute: NSLayoutConstraint.Attribute,
                    _ direction: UIUserInterfaceLayoutDirection, _ coefficient: Double,
                    into terms: inout [Term], constant: inout Double) {
        let s = state(item)
        let k = coefficient
        let ltr = direction == .leftToRight
        func margins() -> UIEdgeInsets { (item as? UIView)?.effectiveMarginsLeftRight ?? .zero }
        switch attribute {
        case .notAnAttribute: return
        case .left: terms.append(Term(s.x, k))
        case .right: terms.append(Term(s.x, k)); terms.append(Term(s.w, k))
        case .leading:
            terms.append(Term(s.x, k))
            if !ltr { terms.append(Term(s.w, k)) }
        case .trailing:
            terms.append(Term(s.x, k))
            if ltr { terms.append(Term(s.w, k)) }
        case .top: terms.append(Term(s.y, k))
        case .bottom: terms.append(Term(s.y, k)); terms.append(Term(s.h, k))
        case .width: terms.append(Term(s.w, k))
        case .height: terms.append(Term(s.h, k))
        case .centerX: terms.append(Term(s.x, k)); terms.append(Term(s.w, k / 2))
        case .centerY: terms.append(Term(s.y, k)); terms.append(Term(s.h, k / 2))
        case .leftMargin:
            terms.append(Term(s.x, k)); constant += k * Double(margins().left)
        case .rightMargin:
            terms.append(Term(s.x, k)); terms.append(Term(s.w, k)); constant -= k * Double(margins().right)
        case .leadingMargin, .trailingMargin:
            let leftEdge = (attribute == .leadingMargin) == ltr
            let m = margins()
            terms.append(Term(s.x, k))
            if leftEdge {
                constant += k * Double(m.left)
            } else {
                terms.append(Term(s.w, k)); constant -= k * Double(m.right)
            }
        case .topMargin:
            terms.append(Term(s.y, k)); constant += k * Double(margins().top)
        case .bottomMargin:
            terms.append(Term(s.y, k)); terms.append(Term(s.h, k)); constant -= k * Double(margins().bottom)
        case .centerXWithinMargins:
            let m = margins()
            terms.append(Term(s.x, k)); terms.append(Term(s.w, k / 2))
            constant += k * Double(m.left - (m.left + m.right) / 2)
        case .centerYWithinMargins:
            let m = margins()
            terms.append(Term(s.y, k)); terms.append(Term(s.h, k / 2))
            constant += k * Double(m.top - (m.top + m.bottom) / 2)
        case .firstBaseline, .lastBaseline:
            guard let view = item as? UIView else {
                terms.append(Term(s.y, k)); terms.append(Term(s.h, k))
                return
            }
            let baselineView = attribute == .firstBaseline ? view.forFirstBaselineLayout : view.forLastBaselineLayout
            let b = baselineView.isDescendant(of: view) ? state(baselineView) : s
            guard let metrics = baselineView.textBaselineMetrics else {
                terms.append(Term(b.y, k)); terms.append(Term(b.h, k))
                return
            }
            // UILabel centres its text block of height T vertically (spec 7.4).
            terms.append(Term(b.y, k)); terms.append(Term(b.h, k / 2))
            constant += k * (attribute == .firstBaseline
                ? Double(metrics.ascender - metrics.textHeight / 2)
                : Double(metrics.textHeight / 2 + metrics.descender))
        }
    }
}

/// What a text view tells the engine about its baselines (spec 7.4): the height of its text block, and
/// the font's ascender and (negative) descender.
struct TextBaselineMetrics: Equatable {
    var textHeight: CGFloat
    var ascender: CGFloat
    var descender: CGFloat
}
