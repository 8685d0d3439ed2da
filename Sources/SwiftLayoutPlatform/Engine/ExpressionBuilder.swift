import Foundation
import SwiftLayoutSolver

/// Turns attributes into linear expressions of an item's variables (TheUIKitLayer.md).
#if MainActorIsolation
@MainActor
#endif
struct ExpressionBuilder {
    /// The engine whose variables an item's expressions use (each item registered with it first), or nil for
    /// `freshState`'s.
    // An engine reference rather than a closure: the closure's context was made for every constraint inserted
    // (callgrind, N = 1,000, with `ItemReference.init` made without `Optional.map`: feed build + first layout
    // 339.10 M → 335.07 M instructions).
    private let engine: LayoutEngine?
    /// The variables to use for an item while fitting (fresh ones, `systemLayoutSizeFitting`); set exactly when
    /// `engine` is nil. (Two optionals rather than an enum of the two: the enum cost the feed build 0.5 M more.)
    private let freshState: ((LayoutItem) -> ItemLayoutState)?
    /// Whether constraints look for scroll views among their items' ancestors (TheUIKitLayer.md, §4.4): false for
    /// an engine whose hierarchy has none.
    var looksForScrollViews = true

    /// A builder of `engine`'s expressions.
    init(engine: LayoutEngine, looksForScrollViews: Bool) {
        self.engine = engine
        freshState = nil
        self.looksForScrollViews = looksForScrollViews
    }

    /// A builder whose items' variables `state` gives.
    init(state: @escaping (LayoutItem) -> ItemLayoutState) {
        engine = nil
        freshState = state
    }

    /// The variables to use for `item` (registered with the engine first).
    func state(_ item: LayoutItem) -> ItemLayoutState {
        guard let engine else { return freshState!(item) }
        let state = item.layoutState
        if state.registeredEngine != engine.serial { engine.register(item, state) }
        return state
    }

    func expression(_ item: LayoutItem, _ attribute: NSLayoutConstraint.Attribute,
                    _ direction: UIUserInterfaceLayoutDirection) -> LinearExpression {
        var terms: [Term] = []
        terms.reserveCapacity(4)
        var constant = 0.0
        accumulate(item, attribute, direction, 1, into: &terms, constant: &constant)
        return LinearExpression(terms, constant: constant)
    }

    /// Adds `coefficient × attribute(item)` to `terms` and `constant` (TheUIKitLayer.md). Duplicate variables are
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
            // UILabel centres its text block of height T vertically (TheUIKitLayer.md).
            terms.append(Term(b.y, k)); terms.append(Term(b.h, k / 2))
            constant += k * (attribute == .firstBaseline
                ? Double(metrics.ascender - metrics.textHeight / 2)
                : Double(metrics.textHeight / 2 + metrics.descender))
        }
    }
}
