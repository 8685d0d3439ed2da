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
        super.init(first: view, firstAttribute: axis == .horizontal ? .width : .height, relation: .equal,
                   second: nil, secondAttribute: .notAnAttribute, multiplier: 1, constant: value)
        systemKind = .contentSize
    }

    override func solverSpecs(_ builder: ExpressionBuilder) -> [SolverSpec] {
        guard let view = firstLayoutItem else { return [] }
        let state = builder.state(view)
        let size = LinearExpression(firstAttribute == .width ? state.w : state.h) - Double(constant)
        let axis: NSLayoutConstraint.Axis = firstAttribute == .width ? .horizontal : .vertical
        var tieBreak = 0.0
        if let owner = view as? UIView, let stack = owner.superview as? UIStackView {
            tieBreak = stack.contentTieBreak(for: owner, axis: axis)
        }
        return [
            SolverSpec(expression: size, relation: .greaterThanOrEqual, priority: compressionResistancePriority,
                       tieBreak: tieBreak),
            SolverSpec(expression: size, relation: .lessThanOrEqual, priority: huggingPriority, tieBreak: tieBreak),
        ]
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
        super.init(first: view, firstAttribute: attribute, relation: .equal, second: superview,
                   secondAttribute: axis == .horizontal ? .width : .height, multiplier: 1, constant: 0)
        systemKind = .autoresizing
    }

    override func solverSpecs(_ builder: ExpressionBuilder) -> [SolverSpec] {
        guard let view = firstLayoutItem, let superview = secondLayoutItem else { return [] }
        let v = builder.state(view), s = builder.state(superview)
        let superSize = maskAxis == .horizontal ? s.w : s.h
        let expression: LinearExpression
        if isPosition {
            let superOrigin = maskAxis == .horizontal ? s.x : s.y
            expression = LinearExpression(maskAxis == .horizontal ? v.x : v.y) - superOrigin
                - Double(share) * superSize - Double(constant)
        } else {
            expression = LinearExpression(maskAxis == .horizontal ? v.w : v.h) - Double(share) * superSize
                - Double(constant)
        }
        return [SolverSpec(expression: expression, relation: .equal, priority: .required)]
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
    var constraints: [NSLayoutConstraint] = []
    /// The engine whose change notifications know these variables.
    weak var registeredEngine: LayoutEngine?
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
    var rect: CGRect { CGRect(x: x.value, y: y.value, width: w.value, height: h.value) }
}

/// Turns attributes into linear expressions of an item's variables (spec 7.2).
struct ExpressionBuilder {
    /// The variables to use for an item (the engine's own, or fresh ones while fitting).
    var state: (LayoutItem) -> ItemLayoutState

    func expression(_ item: LayoutItem, _ attribute: NSLayoutConstraint.Attribute,
                    _ direction: UIUserInterfaceLayoutDirection) -> LinearExpression {
        let s = state(item)
        let x = LinearExpression(s.x), y = LinearExpression(s.y)
        let margins = (item as? UIView)?.effectiveMarginsLeftRight ?? .zero
        let ltr = direction == .leftToRight
        switch attribute {
        case .notAnAttribute: return LinearExpression(Double(0))
        case .left: return x
        case .right: return x + s.w
        case .leading: return ltr ? x : x + s.w
        case .trailing: return ltr ? x + s.w : x
        case .top: return y
        case .bottom: return y + s.h
        case .width: return LinearExpression(s.w)
        case .height: return LinearExpression(s.h)
        case .centerX: return x + s.w / 2
        case .centerY: return y + s.h / 2
        case .leftMargin: return x + Double(margins.left)
        case .rightMargin: return x + s.w - Double(margins.right)
        case .leadingMargin: return ltr ? x + Double(margins.left) : x + s.w - Double(margins.right)
        case .trailingMargin: return ltr ? x + s.w - Double(margins.right) : x + Double(margins.left)
        case .topMargin: return y + Double(margins.top)
        case .bottomMargin: return y + s.h - Double(margins.bottom)
        case .centerXWithinMargins:
            return x + Double(margins.left) + (LinearExpression(s.w) - Double(margins.left + margins.right)) / 2
        case .centerYWithinMargins:
            return y + Double(margins.top) + (LinearExpression(s.h) - Double(margins.top + margins.bottom)) / 2
        case .firstBaseline, .lastBaseline:
            guard let view = item as? UIView else { return y + s.h }
            let baselineView = attribute == .firstBaseline ? view.viewForFirstBaselineLayout : view.viewForLastBaselineLayout
            let b = baselineView.isDescendant(of: view) ? state(baselineView) : s
            let top = LinearExpression(b.y)
            guard let metrics = baselineView.textBaselineMetrics else { return top + b.h }
            // UILabel centres its text block of height T vertically (spec 7.4).
            let middle = top + b.h / 2
            return attribute == .firstBaseline
                ? middle - Double(metrics.textHeight / 2) + Double(metrics.ascender)
                : middle + Double(metrics.textHeight / 2) + Double(metrics.descender)
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
