import Foundation

/// A container's geometry: how it sizes itself for a proposal and places its subviews (iOS 16, SwiftLayoutUI.md).
///
/// Implement `sizeThatFits(proposal:subviews:cache:)` and `placeSubviews(in:proposal:subviews:cache:)`;
/// use the layout like a container view. The built-in `HStackLayout`, `VStackLayout` and `ZStackLayout` are
/// written the same way. As in SwiftUI the protocol is `Sendable` and `Animatable` and its methods are not
/// isolated, whatever the `MainActorIsolation` trait says.
///
///     struct BasicVStack: Layout {
///         func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
///             let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
///             return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
///         }
///         func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
///             var y = bounds.minY
///             for subview in subviews {
///                 subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
///                 y += subview.sizeThatFits(.unspecified).height
///             }
///         }
///     }
///     BasicVStack { Text("A"); Text("B") }
public protocol Layout: Sendable, Animatable {
    /// Properties of the layout type: a stack orientation, which `Spacer`s inside follow.
    ///
    ///     static var layoutProperties: LayoutProperties { var p = LayoutProperties(); p.stackOrientation = .vertical; return p }
    static var layoutProperties: LayoutProperties { get }

    /// Data kept between calls while the subviews do not change; `Void` by default.
    associatedtype Cache = Void

    /// The subviews' proxies.
    typealias Subviews = LayoutSubviews

    /// Makes the cache (once per container and set of subviews).
    ///
    ///     func makeCache(subviews: Subviews) -> [CGSize] { subviews.map { $0.sizeThatFits(.unspecified) } }
    func makeCache(subviews: Self.Subviews) -> Self.Cache

    /// Updates the cache when the subviews change; by default makes a new one.
    ///
    ///     func updateCache(_ cache: inout [CGSize], subviews: Subviews) { cache = makeCache(subviews: subviews) }
    func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)

    /// The container's spacing preferences; by default the union of its subviews'.
    ///
    ///     func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { .zero }
    func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing

    /// The container's size for `proposal`.
    ///
    ///     func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    ///         proposal.replacingUnspecifiedDimensions()
    ///     }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize

    /// Places each subview (call `place(at:anchor:proposal:)` once per subview) inside `bounds`, which is in
    /// the parent's coordinates and has the size `sizeThatFits` returned for `proposal`.
    ///
    ///     for s in subviews { s.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: proposal) }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)

    /// The container's explicit value of a horizontal guide, in `bounds`' coordinates; by default merged from
    /// the subviews (custom guides: their mean; baselines: the first or last).
    ///
    ///     func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    ///                            subviews: Subviews, cache: inout ()) -> CGFloat? { bounds.minX + 10 }
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat?

    /// The container's explicit value of a vertical guide, in `bounds`' coordinates; by default merged from
    /// the subviews.
    ///
    ///     func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    ///                            subviews: Subviews, cache: inout ()) -> CGFloat? { nil }
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat?
}

extension Layout {
    /// No stack orientation.
    ///
    ///     MyLayout.layoutProperties.stackOrientation   // nil
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// Makes a new cache.
    ///
    ///     layout.updateCache(&cache, subviews: subviews)
    public func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// The union of the subviews' spacing preferences (the default spacing when there are none).
    ///
    ///     layout.spacing(subviews: subviews, cache: &cache)
    public func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing {
        unionSpacing(subviews)
    }

    /// Merges the subviews' explicit values (SwiftLayoutUI.md).
    ///
    ///     layout.explicitAlignment(of: .leading, in: bounds, proposal: p, subviews: s, cache: &c)   // nil
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat? {
        mergedAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// Merges the subviews' explicit values (SwiftLayoutUI.md).
    ///
    ///     layout.explicitAlignment(of: .firstTextBaseline, in: bounds, proposal: p, subviews: s, cache: &c)
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat? {
        mergedAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    func mergedAlignment(_ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
                         cache: inout Self.Cache) -> CGFloat? {
        guard key.kind != .builtIn else { return nil }
        let graph = subviews.graph, node = subviews.container
        let placements = graph.collectPlacements(node, bounds: bounds, proposal: proposal) {
            placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
        return graph.mergedExplicitValue(key, placements: placements)
    }
}

extension Layout where Cache == () {
    /// No cache.
    ///
    ///     layout.makeCache(subviews: subviews)   // ()
    public func makeCache(subviews: Self.Subviews) -> Self.Cache { () }
}

extension Layout {
    /// Uses the layout as a container view of the builder's views.
    ///
    ///     BasicVStack { Text("A"); Text("B") }
    ///     HStackLayout(spacing: 4) { Text("A"); Text("B") }
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        LayoutView(layout: self, content: content())
    }
}

/// Properties of a layout type.
///
///     HStackLayout.layoutProperties.stackOrientation   // .horizontal
public struct LayoutProperties: Sendable {
    /// The axis along which the layout stacks its subviews, if it is a stack; spacers follow it.
    public var stackOrientation: Axis?

    /// Properties with no stack orientation.
    ///
    ///     var properties = LayoutProperties(); properties.stackOrientation = .vertical
    public init() {}
}

/// A `Layout` used as a view.
nonisolated struct LayoutView<L: Layout, Content: View>: View {
    let layout: L
    let content: Content
    var body: Never { primitiveBody(Self.self) }

    static func _makeViews(_ view: Self, into resolver: _ViewResolver) {
        let axis = L.layoutProperties.stackOrientation ?? (view.layout as? AnyLayout)?.orientation
        resolver.container(axis: axis, { Content._makeViews(view.content, into: $0) }) {
            resolver.graph.layoutNode(LayoutBox(view.layout))
        }
    }
}
