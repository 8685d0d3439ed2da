import Foundation

nonisolated extension View {
    /// The view's priority in its stack: higher groups are sized first; 0 by default (SwiftLayoutUI.md). It
    /// passes through single-child modifiers.
    ///
    ///     HStack { Text("Keep me whole").layoutPriority(1); Text("Truncate me first") }
    public func layoutPriority(_ value: Double) -> some View {
        TraitView(content: self) { graph, node in
            if value.isNaN {
                graph.diagnose(.invalidArgument, "layoutPriority(nan): a priority must be a number; 0 is used.")
                graph.nodes[Int(node)].priority = 0
            } else {
                graph.nodes[Int(node)].priority = value
            }
        }
    }

    /// Sets the view's explicit value of a horizontal guide (SwiftLayoutUI.md); the closure sees the view's
    /// dimensions, including guides set inside this modifier.
    ///
    ///     Day(label: "Monday").alignmentGuide(HorizontalAlignment.center) { _ in 10 }
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        TraitView(content: self) { graph, node in
            graph.withExtra(node) { $0.guides.append((g.key, computeValue)) }
            graph.nodes[Int(node)].mayHaveExplicit = true
        }
    }

    /// Sets the view's explicit value of a vertical guide (SwiftLayoutUI.md).
    ///
    ///     Image("icon").alignmentGuide(.firstTextBaseline) { d in d[.bottom] - 4 }
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        TraitView(content: self) { graph, node in
            graph.withExtra(node) { $0.guides.append((g.key, computeValue)) }
            graph.nodes[Int(node)].mayHaveExplicit = true
        }
    }

    /// Names the view in the placed tree (SwiftLayoutUI.md).
    ///
    ///     Text("Hello").accessibilityIdentifier("greeting")
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        TraitView(content: self) { graph, node in
            graph.withExtra(node) { extra in extra.names[extra.names.count - 1].identifier = identifier }
        }
    }

    /// Names the view's coordinate space, for `GeometryProxy.frame(in: .named(name))` inside it.
    ///
    ///     VStack { GeometryReader { proxy in Text("\(proxy.frame(in: .named("list")).minY)") } }
    ///         .coordinateSpace(name: "list")
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        TraitView(content: self) { graph, node in
            graph.withExtra(node) { $0.coordinateSpace = AnyHashable(name) }
            graph.nodes[Int(node)].hasCoordinateSpace = true
        }
    }
}

/// A view whose content is resolved in a changed environment.
nonisolated struct EnvironmentView<Content: View>: View {
    let content: Content
    let change: (inout ResolvedEnvironment) -> Void
    var body: Never { primitiveBody(Self.self) }

    static func _makeViews(_ view: Self, into resolver: _ViewResolver) {
        resolver.withEnvironment(view.change) { Content._makeViews(view.content, into: $0) }
    }
}

nonisolated extension View {
    /// The font of the texts inside (nearest wins; a text's own `.font(_:)` wins over it).
    ///
    ///     VStack { Text("A"); Text("B") }.font(.caption)
    public func font(_ font: Font?) -> some View {
        EnvironmentView(content: self) { $0.font = font }
    }

    /// The most lines the texts inside show (nil: unlimited).
    ///
    ///     Text(longText).lineLimit(2)
    public func lineLimit(_ number: Int?) -> some View {
        let limit = number.map { max(1, $0) }
        if let number, number < 1 {
            invalidModifier("lineLimit(\(number))", "a line limit must be at least 1; 1 is used")
        }
        return EnvironmentView(content: self) { $0.lineLimit = limit }
    }

    // Modifiers that do not affect layout: they compile and are ignored (SwiftLayoutUI.md).

    /// No effect on layout.
    ///
    ///     Text("Hi").foregroundColor(.white)
    public func foregroundColor(_ color: Color?) -> some View { self }

    /// No effect on layout.
    ///
    ///     Text("Hi").foregroundStyle(Color.white)
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { self }

    /// No effect on layout.
    ///
    ///     Color.red.opacity(0.5)
    public func opacity(_ opacity: Double) -> some View { self }

    /// No effect on layout.
    ///
    ///     Color.red.frame(width: 40, height: 40).cornerRadius(8)
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { self }

    /// No effect on layout.
    ///
    ///     Text("Hi").multilineTextAlignment(.center)
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { self }

    /// No effect on layout.
    ///
    ///     Text("Hi").shadow(radius: 2)
    public func shadow(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View { self }

    /// No effect on layout.
    ///
    ///     Text("Hi").tint(.red)
    public func tint(_ tint: Color?) -> some View { self }

    /// No effect on layout (hit testing is not modelled).
    ///
    ///     Color.clear.contentShape(Rectangle())
    public func contentShape<S: Shape>(_ shape: S) -> some View { self }

    /// No effect on layout (clipping is not drawn).
    ///
    ///     Color.red.clipped()
    public func clipped() -> some View { self }
}

/// How lines of text are aligned (no effect on layout).
///
///     Text("Hi").multilineTextAlignment(.center)
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    /// Leading.
    case leading
    /// Center.
    case center
    /// Trailing.
    case trailing
}
