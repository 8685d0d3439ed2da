import Foundation

/// A container node's layout, type-erased, with its cache (made on first use, updated when the graph is
/// resolved again).
class LayoutContainer {
    var orientation: Axis? { nil }
    /// The built-in container's name (`HStack`, `LazyVGrid`, …); nil for a user's layout.
    var builtInName: StaticString? { nil }
    /// The layout's type, which names a user's layout in the placed tree.
    var layoutType: Any.Type { Void.self }
    func sizeThatFits(_ graph: ViewGraph, _ node: Int32, _ p: ProposedViewSize) -> CGSize { .zero }
    func place(_ graph: ViewGraph, _ node: Int32, bounds: CGRect, proposal: ProposedViewSize) {}
    func explicitAlignment(_ graph: ViewGraph, _ node: Int32, _ key: AlignmentKey, size: CGSize,
                           proposal: ProposedViewSize) -> CGFloat? { nil }
    func spacing(_ graph: ViewGraph, _ node: Int32) -> ViewSpacing { ViewSpacing() }

    /// Runs `placeSubviews` (in `run`) and places each child where it asked.
    final func placeChildren(_ graph: ViewGraph, _ node: Int32, bounds: CGRect, proposal: ProposedViewSize,
                             run: () -> Void) {
        graph.forEachPlacement(node, bounds: bounds, proposal: proposal, run: run) { child, origin, proposal in
            graph.place(child, at: origin, proposal: proposal)
        }
    }
}

/// Runs `HStackLayout` or `VStackLayout` for one container node: the same `StackAlgorithm` their `Layout`
/// methods run, and the `Layout` defaults for spacing and explicit alignment, without a generic box (a
/// generic class's methods run unspecialized through its vtable, which costs the stacks, the most common
/// containers, a third of a pass).
final class StackContainer: LayoutContainer {
    let algorithm: StackAlgorithm
    let name: StaticString
    // Unchecked: see ViewGraph (41.3 % more instructions for swiftui-feed with these checked).
    @exclusivity(unchecked) var cache = StackLayoutCache()

    init(_ layout: HStackLayout) {
        algorithm = layout.algorithm
        name = "HStack"
    }

    init(_ layout: VStackLayout) {
        algorithm = layout.algorithm
        name = "VStack"
    }

    override var orientation: Axis? { algorithm.axis }
    override var builtInName: StaticString? { name }
    override var layoutType: Any.Type { algorithm.axis == .horizontal ? HStackLayout.self : VStackLayout.self }

    override func sizeThatFits(_ graph: ViewGraph, _ node: Int32, _ p: ProposedViewSize) -> CGSize {
        algorithm.sizeThatFits(p, LayoutSubviews(graph: graph, container: node), &cache)
    }

    override func place(_ graph: ViewGraph, _ node: Int32, bounds: CGRect, proposal: ProposedViewSize) {
        let subviews = LayoutSubviews(graph: graph, container: node)
        placeChildren(graph, node, bounds: bounds, proposal: proposal) {
            algorithm.placeSubviews(bounds, proposal, subviews, &cache)
        }
    }

    override func explicitAlignment(_ graph: ViewGraph, _ node: Int32, _ key: AlignmentKey, size: CGSize,
                                    proposal: ProposedViewSize) -> CGFloat? {
        guard key.kind != .builtIn else { return nil }
        let subviews = LayoutSubviews(graph: graph, container: node)
        let bounds = CGRect(origin: .zero, size: size)
        let placements = graph.collectPlacements(node, bounds: bounds, proposal: proposal) {
            algorithm.placeSubviews(bounds, proposal, subviews, &cache)
        }
        return graph.mergedExplicitValue(key, placements: placements)
    }

    override func spacing(_ graph: ViewGraph, _ node: Int32) -> ViewSpacing {
        unionSpacing(LayoutSubviews(graph: graph, container: node))
    }
}

/// The union of the subviews' spacing preferences (the default spacing when there are none): a container's
/// spacing unless its `Layout` says otherwise.
func unionSpacing(_ subviews: LayoutSubviews) -> ViewSpacing {
    guard let first = subviews.first else { return ViewSpacing() }
    return subviews.dropFirst().reduce(first.spacing) { $0.union($1.spacing) }
}

/// Runs a `Layout` value for one container node.
final class LayoutBox<L: Layout>: LayoutContainer {
    let layout: L
    // Unchecked: see ViewGraph (41.3 % more instructions for swiftui-feed with these checked).
    @exclusivity(unchecked) var cache: L.Cache?

    init(_ layout: L) { self.layout = layout }

    override var orientation: Axis? { L.layoutProperties.stackOrientation ?? (layout as? AnyLayout)?.orientation }
    override var builtInName: StaticString? { (layout as? any NamedLayout)?.viewName }
    override var layoutType: Any.Type { (layout as? AnyLayout)?.box.layoutType ?? L.self }

    /// Calls `body` with the cache, made on first use.
    @inline(__always)
    private func withCache<R>(_ subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
        var c = cache.take() ?? layout.makeCache(subviews: subviews)
        defer { cache = c }
        return body(&c)
    }

    override func sizeThatFits(_ graph: ViewGraph, _ node: Int32, _ p: ProposedViewSize) -> CGSize {
        let subviews = LayoutSubviews(graph: graph, container: node)
        var size = withCache(subviews) { layout.sizeThatFits(proposal: p, subviews: subviews, cache: &$0) }
        if size.width.isNaN || size.height.isNaN || size.width < 0 || size.height < 0 {
            graph.diagnose(.nonFiniteValue, "\(L.self).sizeThatFits returned an invalid size (\(size.width), \(size.height)); 0 is used instead.")
            if size.width.isNaN || size.width < 0 { size.width = 0 }
            if size.height.isNaN || size.height < 0 { size.height = 0 }
        }
        return size
    }

    override func place(_ graph: ViewGraph, _ node: Int32, bounds: CGRect, proposal: ProposedViewSize) {
        let subviews = LayoutSubviews(graph: graph, container: node)
        withCache(subviews) { cache in
            placeChildren(graph, node, bounds: bounds, proposal: proposal) {
                layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            }
        }
    }

    override func explicitAlignment(_ graph: ViewGraph, _ node: Int32, _ key: AlignmentKey, size: CGSize,
                                    proposal: ProposedViewSize) -> CGFloat? {
        let subviews = LayoutSubviews(graph: graph, container: node)
        let bounds = CGRect(origin: .zero, size: size)
        let value = withCache(subviews) { cache -> CGFloat? in
            key.axis == .horizontal
                ? layout.explicitAlignment(of: HorizontalAlignment(key: key), in: bounds, proposal: proposal,
                                           subviews: subviews, cache: &cache)
                : layout.explicitAlignment(of: VerticalAlignment(key: key), in: bounds, proposal: proposal,
                                           subviews: subviews, cache: &cache)
        }
        if let value, !value.isFinite {
            graph.diagnose(.nonFiniteValue, "\(L.self).explicitAlignment returned \(value); it is ignored.")
            return nil
        }
        return value
    }

    override func spacing(_ graph: ViewGraph, _ node: Int32) -> ViewSpacing {
        let subviews = LayoutSubviews(graph: graph, container: node)
        return withCache(subviews) { layout.spacing(subviews: subviews, cache: &$0) }
    }
}

/// A built-in layout's name in the placed tree (`HStack`, `VStack`, …).
protocol NamedLayout {
    var viewName: StaticString? { get }
}

/// A type-erased layout: switch between layouts (`AnyLayout(HStackLayout())` or `AnyLayout(VStackLayout())`)
/// without changing the subviews.
///
///     let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
///     layout { Text("A"); Text("B") }
public struct AnyLayout: Layout {
    let box: AnyLayoutStorage

    /// Erases `layout`'s type.
    ///
    ///     AnyLayout(VStackLayout(spacing: 4))
    public init<L: Layout>(_ layout: L) { box = ErasedLayout(layout) }

    var orientation: Axis? { box.orientation }

    /// An opaque cache holding the wrapped layout's.
    public struct Cache {
        var value: Any
    }

    /// Makes the wrapped layout's cache.
    public func makeCache(subviews: Subviews) -> Cache { Cache(value: box.makeCache(subviews)) }

    /// Updates the wrapped layout's cache.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) { box.updateCache(&cache.value, subviews) }

    /// The wrapped layout's spacing.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { box.spacing(subviews, &cache.value) }

    /// The wrapped layout's size.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        box.sizeThatFits(proposal, subviews, &cache.value)
    }

    /// The wrapped layout's placements.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        box.placeSubviews(bounds, proposal, subviews, &cache.value)
    }

    /// The wrapped layout's horizontal guide value.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        box.explicitAlignment(guide.key, bounds, proposal, subviews, &cache.value)
    }

    /// The wrapped layout's vertical guide value.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        box.explicitAlignment(guide.key, bounds, proposal, subviews, &cache.value)
    }
}

extension AnyLayout: NamedLayout {
    var viewName: StaticString? { box.viewName }
}

class AnyLayoutStorage: @unchecked Sendable {
    var orientation: Axis? { nil }
    var viewName: StaticString? { nil }
    var layoutType: Any.Type { Void.self }
    func makeCache(_ subviews: LayoutSubviews) -> Any { () }
    func updateCache(_ cache: inout Any, _ subviews: LayoutSubviews) {}
    func spacing(_ subviews: LayoutSubviews, _ cache: inout Any) -> ViewSpacing { ViewSpacing() }
    func sizeThatFits(_ p: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) -> CGSize { .zero }
    func placeSubviews(_ bounds: CGRect, _ p: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) {}
    func explicitAlignment(_ key: AlignmentKey, _ bounds: CGRect, _ p: ProposedViewSize, _ subviews: LayoutSubviews,
                           _ cache: inout Any) -> CGFloat? { nil }
}

/// `AnyLayoutStorage` for one layout type; the layout is immutable, so sharing it is safe.
final class ErasedLayout<L: Layout>: AnyLayoutStorage, @unchecked Sendable {
    let layout: L
    init(_ layout: L) { self.layout = layout }

    override var orientation: Axis? { L.layoutProperties.stackOrientation }
    override var viewName: StaticString? { (layout as? any NamedLayout)?.viewName }
    override var layoutType: Any.Type { L.self }

    private func with<R>(_ cache: inout Any, _ subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
        var c = (cache as? L.Cache) ?? layout.makeCache(subviews: subviews)
        defer { cache = c }
        return body(&c)
    }

    override func makeCache(_ subviews: LayoutSubviews) -> Any { layout.makeCache(subviews: subviews) }
    override func updateCache(_ cache: inout Any, _ subviews: LayoutSubviews) {
        with(&cache, subviews) { layout.updateCache(&$0, subviews: subviews) }
    }
    override func spacing(_ subviews: LayoutSubviews, _ cache: inout Any) -> ViewSpacing {
        with(&cache, subviews) { layout.spacing(subviews: subviews, cache: &$0) }
    }
    override func sizeThatFits(_ p: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) -> CGSize {
        with(&cache, subviews) { layout.sizeThatFits(proposal: p, subviews: subviews, cache: &$0) }
    }
    override func placeSubviews(_ bounds: CGRect, _ p: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) {
        with(&cache, subviews) { layout.placeSubviews(in: bounds, proposal: p, subviews: subviews, cache: &$0) }
    }
    override func explicitAlignment(_ key: AlignmentKey, _ bounds: CGRect, _ p: ProposedViewSize,
                                    _ subviews: LayoutSubviews, _ cache: inout Any) -> CGFloat? {
        with(&cache, subviews) { c in
            key.axis == .horizontal
                ? layout.explicitAlignment(of: HorizontalAlignment(key: key), in: bounds, proposal: p, subviews: subviews, cache: &c)
                : layout.explicitAlignment(of: VerticalAlignment(key: key), in: bounds, proposal: p, subviews: subviews, cache: &c)
        }
    }
}
