import Foundation

/// A primary view with a secondary one behind (background) or in front (overlay): the modifier reports the
/// primary's size, and the secondary is proposed exactly that size and aligned in it (SwiftLayoutUI.md).
nonisolated struct SecondaryContentView<Content: View, Secondary: View>: View {
    let content: Content
    let secondary: Secondary
    let alignment: Alignment
    let isBackground: Bool
    var isBorder = false
    var body: Never { primitiveBody(Self.self) }

    static func _makeViews(_ view: Self, into resolver: _ViewResolver) {
        let run = resolver.resolveRun { Content._makeViews(view.content, into: $0) }
        for k in run {
            let primary = resolver.output[k]
            let secondary = resolver.single({ Secondary._makeViews(view.secondary, into: $0) }, axis: nil) {
                resolver.graph.layoutNode(LayoutBox(ZStackLayout(alignment: view.alignment)))
            }
            var node = resolver.graph.secondaryNode(view.alignment, isBackground: view.isBackground,
                                                    isBorder: view.isBorder)
            node.priority = resolver.graph.nodes[Int(primary)].priority
            node.values = resolver.graph.nodes[Int(primary)].values
            resolver.output[k] = resolver.graph.add(node, children: [primary, secondary])
        }
    }
}

nonisolated extension View {
    /// Puts `content` behind the view, proposed the view's size and aligned by `alignment`.
    ///
    ///     Text("Monday").padding(10).background(alignment: .center) { RoundedRectangle(cornerRadius: 8) }
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        SecondaryContentView(content: self, secondary: content(), alignment: alignment, isBackground: true)
    }

    /// Puts `background` behind the view.
    ///
    ///     Text("Hello").padding(10).background(Color.red)
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        SecondaryContentView(content: self, secondary: background, alignment: alignment, isBackground: true)
    }

    /// Puts `content` in front of the view, proposed the view's size and aligned by `alignment`.
    ///
    ///     Color.red.frame(width: 50, height: 50).overlay(alignment: .topTrailing) { Circle().frame(width: 10) }
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        SecondaryContentView(content: self, secondary: content(), alignment: alignment, isBackground: false)
    }

    /// Puts `overlay` in front of the view.
    ///
    ///     Rectangle().frame(width: 50, height: 50).overlay(Text("Hi"))
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        SecondaryContentView(content: self, secondary: overlay, alignment: alignment, isBackground: false)
    }

    /// A border of `width` inside the view's frame: an overlay of a rectangle (the view's size is unchanged).
    ///
    ///     Text("Hi").padding().border(Color.gray)
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        SecondaryContentView(content: self, secondary: Rectangle().fill(content), alignment: .center, isBackground: false,
                             isBorder: true)
    }
}
