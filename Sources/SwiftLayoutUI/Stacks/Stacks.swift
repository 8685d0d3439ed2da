import Foundation

/// Arranges subviews in a row: SwiftUI's stack algorithm as a `Layout` (SwiftLayoutUI.md).
///
/// The least flexible subviews are sized first, higher `layoutPriority` groups before lower ones, spacers
/// last; the row is as tall as its subviews aligned on `alignment`.
///
///     HStackLayout(alignment: .top, spacing: 8) { Color.red.frame(width: 40, height: 40); Text("Title") }
public struct HStackLayout: Layout, NamedLayout {
    /// The vertical guide the subviews share.
    public var alignment: VerticalAlignment
    /// The distance between adjacent subviews; nil uses each pair's preference (8, 0 next to a spacer).
    public var spacing: CGFloat?

    /// A row layout.
    ///
    ///     HStackLayout(alignment: .firstTextBaseline)
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = validSpacing(spacing)
    }

    var viewName: StaticString? { "HStack" }
    var algorithm: StackAlgorithm { StackAlgorithm(axis: .horizontal, alignment: alignment.key, spacing: spacing) }

    /// Horizontal.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    /// An empty cache.
    public func makeCache(subviews: Subviews) -> StackLayoutCache { StackLayoutCache() }

    /// The row's size.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout StackLayoutCache) -> CGSize {
        algorithm.sizeThatFits(proposal, subviews, &cache)
    }

    /// Places the subviews left to right.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                              cache: inout StackLayoutCache) {
        algorithm.placeSubviews(bounds, proposal, subviews, &cache)
    }
}

/// Arranges subviews in a column: SwiftUI's stack algorithm as a `Layout` (SwiftLayoutUI.md).
///
///     VStackLayout(alignment: .leading, spacing: 4) { Text("Title"); Text("Subtitle") }
public struct VStackLayout: Layout, NamedLayout {
    /// The horizontal guide the subviews share.
    public var alignment: HorizontalAlignment
    /// The distance between adjacent subviews; nil uses each pair's preference.
    public var spacing: CGFloat?

    /// A column layout.
    ///
    ///     VStackLayout(alignment: .leading)
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = validSpacing(spacing)
    }

    var viewName: StaticString? { "VStack" }
    var algorithm: StackAlgorithm { StackAlgorithm(axis: .vertical, alignment: alignment.key, spacing: spacing) }

    /// Vertical.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    /// An empty cache.
    public func makeCache(subviews: Subviews) -> StackLayoutCache { StackLayoutCache() }

    /// The column's size.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout StackLayoutCache) -> CGSize {
        algorithm.sizeThatFits(proposal, subviews, &cache)
    }

    /// Places the subviews top to bottom.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                              cache: inout StackLayoutCache) {
        algorithm.placeSubviews(bounds, proposal, subviews, &cache)
    }
}

/// An explicit spacing must be finite and non-negative; anything else is dropped (nil: the default).
func validSpacing(_ spacing: CGFloat?) -> CGFloat? {
    guard let spacing else { return nil }
    return spacing.isFinite && spacing >= 0 ? spacing : nil
}

/// Overlays subviews, aligned on both guides of `alignment` (SwiftLayoutUI.md).
///
/// Every subview is proposed the stack's proposal; the stack is, per axis, as large as its largest
/// highest-priority subview; later subviews are in front.
///
///     ZStackLayout(alignment: .topLeading) { Color.red; Text("Badge") }
public struct ZStackLayout: Layout, NamedLayout {
    /// How the subviews are aligned.
    public var alignment: Alignment

    /// An overlay layout.
    ///
    ///     ZStackLayout(alignment: .bottom)
    public init(alignment: Alignment = .center) { self.alignment = alignment }

    var viewName: StaticString? { "ZStack" }

    /// The largest highest-priority subview, per axis.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let top = subviews.map(\.priority).max() else { return .zero }
        var size = CGSize.zero
        for subview in subviews where subview.priority == top {
            let s = subview.sizeThatFits(proposal)
            size.width = max(size.width, s.width)
            size.height = max(size.height, s.height)
        }
        return size
    }

    /// Aligns each subview in the bounds, proposing the stack's size.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let own = ViewDimensions(size: bounds.size, source: nil)
        let x = bounds.minX + alignment.horizontal.key.defaultValue(in: own)
        let y = bounds.minY + alignment.vertical.key.defaultValue(in: own)
        let p = ProposedViewSize(bounds.size)
        for subview in subviews {
            let d = subview.dimensions(in: p)
            subview.place(at: CGPoint(x: x - d[alignment.horizontal], y: y - d[alignment.vertical]), proposal: p)
        }
    }
}

/// A row of views (SwiftLayoutUI.md).
///
///     HStack(alignment: .top, spacing: 8) {
///         Color.gray.frame(width: 40, height: 40)
///         VStack(alignment: .leading, spacing: 4) { Text("Title"); Text("Subtitle") }
///     }
public nonisolated struct HStack<Content: View>: View {
    @usableFromInline let layout: HStackLayout
    @usableFromInline let content: Content

    /// A row of the builder's views.
    ///
    ///     HStack { Text("A"); Spacer(); Text("B") }
    @inlinable
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    /// Never called.
    public var body: Never { primitiveBody(Self.self) }

    /// A container node run by `HStackLayout`'s algorithm.
    public static func _makeViews(_ view: Self, into resolver: _ViewResolver) {
        resolver.container(axis: .horizontal, { Content._makeViews(view.content, into: $0) }) {
            resolver.graph.layoutNode(StackContainer(view.layout))
        }
    }
}

/// A column of views (SwiftLayoutUI.md).
///
///     VStack(alignment: .leading, spacing: 4) { Text("Title"); Text("Subtitle") }
public nonisolated struct VStack<Content: View>: View {
    @usableFromInline let layout: VStackLayout
    @usableFromInline let content: Content

    /// A column of the builder's views.
    ///
    ///     VStack { Text("A"); Text("B") }
    @inlinable
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = VStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    /// Never called.
    public var body: Never { primitiveBody(Self.self) }

    /// A container node run by `VStackLayout`'s algorithm.
    public static func _makeViews(_ view: Self, into resolver: _ViewResolver) {
        resolver.container(axis: .vertical, { Content._makeViews(view.content, into: $0) }) {
            resolver.graph.layoutNode(StackContainer(view.layout))
        }
    }
}

/// Views on top of each other (SwiftLayoutUI.md).
///
///     ZStack(alignment: .bottomTrailing) { Color.blue; Text("Badge") }
public nonisolated struct ZStack<Content: View>: View {
    @usableFromInline let layout: ZStackLayout
    @usableFromInline let content: Content

    /// An overlay of the builder's views; later ones are in front.
    ///
    ///     ZStack { Circle(); Text("1") }
    @inlinable
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        layout = ZStackLayout(alignment: alignment)
        self.content = content()
    }

    /// Never called.
    public var body: Never { primitiveBody(Self.self) }

    /// A container node run by `ZStackLayout`.
    public static func _makeViews(_ view: Self, into resolver: _ViewResolver) {
        LayoutView<ZStackLayout, Content>._makeViews(LayoutView(layout: view.layout, content: view.content), into: resolver)
    }
}
