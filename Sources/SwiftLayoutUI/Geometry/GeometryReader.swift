import Foundation

/// A coordinate space a `GeometryProxy` converts frames into.
///
///     proxy.frame(in: .named("list"))
public enum CoordinateSpace: Hashable {
    /// The host's coordinates (the root of the placed tree).
    case global
    /// The view's own coordinates: its frame is at (0, 0).
    case local
    /// The coordinates of the nearest ancestor with `.coordinateSpace(name:)`; the global space if none.
    case named(AnyHashable)
}

/// The size and position of a `GeometryReader`, read while its content is built (SwiftLayoutUI.md).
///
///     GeometryReader { proxy in
///         Text("\(proxy.size.width)")   // the reader's width
///     }
public struct GeometryProxy {
    /// The reader's size.
    public let size: CGSize
    /// The safe area insets reaching the reader: zero (a host's safe area is not modelled yet).
    public let safeAreaInsets: EdgeInsets
    let globalFrame: CGRect
    let namedSpaces: [(name: AnyHashable, frame: CGRect)]

    /// The reader's frame in a coordinate space.
    ///
    ///     proxy.frame(in: .global).minY     // distance from the host's top
    ///     proxy.frame(in: .named("list"))   // relative to the ancestor named "list"
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .global:
            return globalFrame
        case .local:
            return CGRect(origin: .zero, size: size)
        case let .named(name):
            guard let space = namedSpaces.last(where: { $0.name == name }) else { return globalFrame }
            return globalFrame.offsetBy(dx: -space.frame.minX, dy: -space.frame.minY)
        }
    }
}

/// A container that takes the whole proposal (nil → 10, like a shape) and builds its content from its own
/// size and position; the content is proposed that size and placed at the top-leading corner (SwiftLayoutUI.md).
///
///     GeometryReader { proxy in
///         LazyVGrid(columns: [GridItem(.adaptive(minimum: proxy.size.width / 3))]) { … }
///     }
public nonisolated struct GeometryReader<Content: View>: View {
    /// Builds the content from the proxy.
    public var content: (GeometryProxy) -> Content

    /// A reader whose content is built from its geometry.
    ///
    ///     GeometryReader { proxy in Color.red.frame(width: proxy.size.width / 2) }
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }

    /// Never called.
    public var body: Never { primitiveBody(Self.self) }

    /// A reader node; the content is resolved when the reader is placed.
    public static func _makeViews(_ view: Self, into resolver: _ViewResolver) {
        let build = view.content
        let reader = GeometryReaderContent(environment: resolver.environment) { proxy, r in
            Content._makeViews(build(proxy), into: r)
        }
        resolver.appendLeaf(resolver.graph.readerNode(reader))
    }
}

/// A reader's content: built in a graph of its own each time the reader is placed.
final class GeometryReaderContent {
    let environment: ResolvedEnvironment
    let build: (GeometryProxy, _ViewResolver) -> Void
    /// The content of the last placement.
    var graph: ViewGraph?

    init(environment: ResolvedEnvironment, build: @escaping (GeometryProxy, _ViewResolver) -> Void) {
        self.environment = environment
        self.build = build
    }

    func place(_ parent: ViewGraph, frame: CGRect) {
        let graph = ViewGraph(child: parent)
        let proxy = GeometryProxy(size: frame.size, safeAreaInsets: EdgeInsets(), globalFrame: frame,
                                  namedSpaces: parent.namedSpaces)
        let resolver = _ViewResolver(graph: graph, reusing: self.graph)
        resolver.environment = environment
        build(proxy, resolver)
        graph.roots = resolver.output
        graph.beginPass()
        graph.pass = parent.pass
        let p = ProposedViewSize(frame.size)
        for root in graph.roots {
            graph.place(root, at: frame.origin, proposal: p)
        }
        self.graph = graph
    }
}

/// A scrollable region: its content is proposed nil along the scroll axes (its ideal length) and the
/// proposal across them; the scroll view reports the proposal (nil → the content's size) and places the
/// content at its leading/top edge, centered across (SwiftLayoutUI.md). Several views are stacked in an implicit
/// `VStack` (`HStack` for a horizontal-only scroll view).
///
///     ScrollView { VStack { ForEach(0..<100) { Text("Row \($0)") } } }
public nonisolated struct ScrollView<Content: View>: View {
    /// The scroll axes.
    public var axes: Axis.Set
    /// Ignored: indicators are not drawn.
    public var showsIndicators: Bool
    /// The content.
    public var content: Content

    /// A scroll view of the builder's views.
    ///
    ///     ScrollView(.horizontal) { HStack { … } }
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    /// Never called.
    public var body: Never { primitiveBody(Self.self) }

    /// A scroll view node with one child.
    public static func _makeViews(_ view: Self, into resolver: _ViewResolver) {
        let horizontal = view.axes == .horizontal
        let axis: Axis = horizontal ? .horizontal : .vertical
        let content = resolver.single({ Content._makeViews(view.content, into: $0) }, axis: axis) {
            resolver.graph.layoutNode(horizontal ? StackContainer(HStackLayout()) : StackContainer(VStackLayout()))
        }
        resolver.output.append(resolver.graph.add(Node(.scrollView(view.axes)), child: content))
    }
}
