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

    /// The view whose origin a fitting solve measures from: chains of positions stop there (nil for an engine,
    /// whose chains stop at the root).
    var fittingRoot: UIView?

    /// `attribute` of `item` as an expression in the layout space (the root's, or the fitting root's).
    func expression(_ item: LayoutItem, _ attribute: NSLayoutConstraint.Attribute,
                    _ direction: UIUserInterfaceLayoutDirection) -> LinearExpression {
        var terms: [Term] = []
        terms.reserveCapacity(4)
        var constant = 0.0
        accumulate(item, attribute, direction, 1, in: nil, into: &terms, constant: &constant)
        return LinearExpression(terms, constant: constant)
    }

    /// Adds, for a location on `axis` (x or y), the positions of the items from `item`'s parent up to
    /// `container` (excluded): an item's variables are measured from its parent's origin (TheUIKitLayer.md), so
    /// a location in `container`'s space is the item's own plus its ancestors'. Returns false when the chain
    /// ended before meeting a non-nil `container` (not an ancestor of `item`).
    @discardableResult
    func accumulateChain(from item: LayoutItem, axis: NSLayoutConstraint.Attribute.AxisKind, _ coefficient: Double,
                         in container: UIView?, into terms: inout [Term]) -> Bool {
        if item === fittingRoot { return container == nil }
        var parent = item.layoutParent
        while let view = parent {
            if view === container { return true }
            if view === fittingRoot { return container == nil }
            let s = state(view)
            terms.append(Term(axis == .x ? s.x : s.y, coefficient))
            parent = view.storedSuperview
        }
        return container == nil
    }

    /// Whether `container` is `item` itself: its own position is then the origin of the space (0).
    @inline(__always)
    private func isContainer(_ item: LayoutItem, _ container: UIView?) -> Bool {
        container != nil && item === container
    }

    /// Adds `coefficient × attribute(item)`, measured in `container`'s space (nil: the root's, or the fitting
    /// root's), to `terms` and `constant` (TheUIKitLayer.md). A location adds the positions of the item's
    /// ancestors below `container` (`accumulateChain`); `container`'s own position is 0 in its space, so a
    /// constraint between a view and its superview mentions only the view's. Duplicate variables are left for
    /// `Constraint`'s reduction to merge. Returns false when `container` is not an ancestor of the item.
    ///
    /// Contract: appends at most four terms plus one per ancestor below `container`; reads margins only for
    /// margin attributes and baseline metrics only for baselines, so the common attributes cost no look-up
    /// beyond the item's state.
    @discardableResult
    func accumulate(_ item: LayoutItem, _ attribute: NSLayoutConstraint.Attribute,
                    _ direction: UIUserInterfaceLayoutDirection, _ coefficient: Double, in container: UIView?,
                    into terms: inout [Term], constant: inout Double) -> Bool {
        var ok = true
        let axis = attribute.axisKind
        let itemIsContainer = isContainer(item, container)
        if attribute == .firstBaseline || attribute == .lastBaseline, let view = item as? UIView {
            let baselineView = attribute == .firstBaseline ? view.forFirstBaselineLayout : view.forLastBaselineLayout
            if baselineView !== view && baselineView.isDescendant(of: view) {
                // The baseline view's ancestors up to `view` and `view`'s own position (the baseline view's is
                // added with its height below).
                ok = accumulateChain(from: baselineView, axis: .y, coefficient, in: view, into: &terms)
                if !itemIsContainer { terms.append(Term(state(view).y, coefficient)) }
            }
        }
        if axis == .x || axis == .y, !itemIsContainer {
            ok = accumulateChain(from: item, axis: axis, coefficient, in: container, into: &terms) && ok
        }
        accumulateOwn(item, attribute, direction, coefficient, skipsPosition: itemIsContainer,
                      into: &terms, constant: &constant)
        return ok
    }

    /// Adds `coefficient × attribute(item)` from the item's own variables (its position left out where
    /// `skipsPosition`: the item is the space's container). Margins and baselines, which read more than the
    /// item's state, are in `accumulateMargin` and `accumulateBaseline`.
    func accumulateOwn(_ item: LayoutItem, _ attribute: NSLayoutConstraint.Attribute,
                       _ direction: UIUserInterfaceLayoutDirection, _ coefficient: Double, skipsPosition: Bool,
                       into terms: inout [Term], constant: inout Double) {
        let s = state(item)
        let k = coefficient
        if skipsPosition && !s.positionsReserved, let engine {
            // The container's own position is 0 in its space, so its subviews' constraints do not mention it;
            // it enters the solver now, so that the constraints that place it (a chain of rows, each below the
            // previous one) make it a row of its own rather than a chain of definitions, each one longer.
            s.positionsReserved = true
            engine.solver.reserve(s.x)
            engine.solver.reserve(s.y)
        }
        let x = skipsPosition ? nil : s.x, y = skipsPosition ? nil : s.y
        let ltr = direction == .leftToRight
        switch attribute {
        case .notAnAttribute: return
        case .left: if let x { terms.append(Term(x, k)) }
        case .right: if let x { terms.append(Term(x, k)) }; terms.append(Term(s.w, k))
        case .leading:
            if let x { terms.append(Term(x, k)) }
            if !ltr { terms.append(Term(s.w, k)) }
        case .trailing:
            if let x { terms.append(Term(x, k)) }
            if ltr { terms.append(Term(s.w, k)) }
        case .top: if let y { terms.append(Term(y, k)) }
        case .bottom: if let y { terms.append(Term(y, k)) }; terms.append(Term(s.h, k))
        case .width: terms.append(Term(s.w, k))
        case .height: terms.append(Term(s.h, k))
        case .centerX: if let x { terms.append(Term(x, k)) }; terms.append(Term(s.w, k / 2))
        case .centerY: if let y { terms.append(Term(y, k)) }; terms.append(Term(s.h, k / 2))
        case .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .topMargin, .bottomMargin,
             .centerXWithinMargins, .centerYWithinMargins:
            accumulateMargin(item, attribute, s, x: x, y: y, leftToRight: ltr, k, into: &terms, constant: &constant)
        case .firstBaseline, .lastBaseline:
            accumulateBaseline(item, attribute, s, y: y, skipsPosition: skipsPosition, k, into: &terms,
                               constant: &constant)
        }
    }

    /// `accumulateOwn` for a margin attribute: the edge's terms, the margin inset in the constant.
    private func accumulateMargin(_ item: LayoutItem, _ attribute: NSLayoutConstraint.Attribute, _ s: ItemLayoutState,
                                  x: Variable?, y: Variable?, leftToRight ltr: Bool, _ k: Double,
                                  into terms: inout [Term], constant: inout Double) {
        let m = (item as? UIView)?.effectiveMarginsLeftRight ?? .zero
        switch attribute {
        case .leftMargin:
            if let x { terms.append(Term(x, k)) }; constant += k * Double(m.left)
        case .rightMargin:
            if let x { terms.append(Term(x, k)) }; terms.append(Term(s.w, k)); constant -= k * Double(m.right)
        case .leadingMargin, .trailingMargin:
            let leftEdge = (attribute == .leadingMargin) == ltr
            if let x { terms.append(Term(x, k)) }
            if leftEdge {
                constant += k * Double(m.left)
            } else {
                terms.append(Term(s.w, k)); constant -= k * Double(m.right)
            }
        case .topMargin:
            if let y { terms.append(Term(y, k)) }; constant += k * Double(m.top)
        case .bottomMargin:
            if let y { terms.append(Term(y, k)) }; terms.append(Term(s.h, k)); constant -= k * Double(m.bottom)
        case .centerXWithinMargins:
            if let x { terms.append(Term(x, k)) }; terms.append(Term(s.w, k / 2))
            constant += k * Double(m.left - (m.left + m.right) / 2)
        case .centerYWithinMargins:
            if let y { terms.append(Term(y, k)) }; terms.append(Term(s.h, k / 2))
            constant += k * Double(m.top - (m.top + m.bottom) / 2)
        default: return
        }
    }

    /// `accumulateOwn` for a baseline: the baseline view's top and a share of its height, the text's offset in
    /// the constant (a view without text metrics: its bottom).
    private func accumulateBaseline(_ item: LayoutItem, _ attribute: NSLayoutConstraint.Attribute,
                                    _ s: ItemLayoutState, y: Variable?, skipsPosition: Bool, _ k: Double,
                                    into terms: inout [Term], constant: inout Double) {
        guard let view = item as? UIView else {
            if let y { terms.append(Term(y, k)) }; terms.append(Term(s.h, k))
            return
        }
        let baselineView = attribute == .firstBaseline ? view.forFirstBaselineLayout : view.forLastBaselineLayout
        let b = baselineView.isDescendant(of: view) ? state(baselineView) : s
        guard let metrics = baselineView.textBaselineMetrics else {
            if let y = skipsPosition && b === s ? nil : b.y { terms.append(Term(y, k)) }; terms.append(Term(b.h, k))
            return
        }
        // UILabel centres its text block of height T vertically (TheUIKitLayer.md).
        if let y = skipsPosition && b === s ? nil : b.y { terms.append(Term(y, k)) }; terms.append(Term(b.h, k / 2))
        constant += k * (attribute == .firstBaseline
            ? Double(metrics.ascender - metrics.textHeight / 2)
            : Double(metrics.textHeight / 2 + metrics.descender))
    }
}
