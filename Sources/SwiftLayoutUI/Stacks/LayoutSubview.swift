import Foundation

/// A proxy for one subview of a `Layout` container: ask its size, read its traits, place it (SwiftLayoutUI.md).
///
///     let size = subview.sizeThatFits(.unspecified)
///     subview.place(at: CGPoint(x: bounds.minX, y: bounds.minY), proposal: ProposedViewSize(size))
public struct LayoutSubview: Equatable {
    let graph: ViewGraph
    let node: Int32

    /// The size the subview chooses for `proposal` (memoised within the pass).
    ///
    ///     subview.sizeThatFits(ProposedViewSize(width: 100, height: nil))
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { graph.size(node, checked(proposal)) }

    /// The subview's size and alignment guides for `proposal`.
    ///
    ///     subview.dimensions(in: .unspecified)[.firstTextBaseline]
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions { graph.dimensions(node, checked(proposal)) }

    /// Puts the subview's `anchor` at `position` (in the coordinates of the container's bounds) with
    /// `proposal`. Call it once per subview from `placeSubviews`; a second call wins; a subview never placed
    /// is centered in the bounds with the container's proposal.
    ///
    ///     subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: .unspecified)
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        graph.recordPlacement(node, at: position, anchor: anchor, proposal: checked(proposal))
    }

    /// The subview's `layoutPriority(_:)`, 0 by default.
    ///
    ///     subviews.sorted { $0.priority > $1.priority }
    public var priority: Double { graph.nodes[Int(node)].priority }

    /// The subview's spacing preferences.
    ///
    ///     subviews[0].spacing.distance(to: subviews[1].spacing, along: .horizontal)   // 8
    public var spacing: ViewSpacing { graph.spacing(node) }

    /// The value of a layout value key (`layoutValue(key:value:)`), or the key's default.
    ///
    ///     subview[Rank.self]
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        let index = graph.nodes[Int(node)].values
        if index >= 0 {
            for entry in graph.layoutValues[Int(index)].reversed() where entry.key == ObjectIdentifier(key) {
                if let value = entry.value as? K.Value { return value }
            }
        }
        return K.defaultValue
    }

    /// The same subview of the same pass.
    ///
    ///     subviews[0] == subviews[0]   // true
    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.graph === b.graph && a.node == b.node }

    private func checked(_ proposal: ProposedViewSize) -> ProposedViewSize {
        if proposal.width?.isNaN == true || proposal.height?.isNaN == true {
            graph.diagnose(.nonFiniteValue, "A Layout proposed a NaN size to a subview; nil is used instead.")
        }
        return proposal.sanitized
    }
}

/// The subviews of a `Layout` container, in the order of its content (SwiftLayoutUI.md).
///
///     for (index, subview) in subviews.enumerated() { … }
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    let graph: ViewGraph
    let container: Int32
    /// The subviews' node indices: the container's run of the graph's child list.
    let base: Int
    /// Positions in the container's subviews.
    let range: Range<Int>

    init(graph: ViewGraph, container: Int32) {
        self.graph = graph
        self.container = container
        base = Int(graph.nodes[Int(container)].firstChild)
        range = 0..<Int(graph.nodes[Int(container)].childCount)
    }

    init(graph: ViewGraph, container: Int32, base: Int, range: Range<Int>) {
        self.graph = graph
        self.container = container
        self.base = base
        self.range = range
    }

    /// The index of the first subview.
    public var startIndex: Int { range.lowerBound }
    /// One past the last subview's index.
    public var endIndex: Int { range.upperBound }

    /// The subview at `index`.
    ///
    ///     subviews[0].sizeThatFits(.unspecified)
    public subscript(index: Int) -> LayoutSubview {
        LayoutSubview(graph: graph, node: graph.childList[base + index])
    }

    /// The subviews in `bounds`.
    ///
    ///     subviews[1...]
    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(graph: graph, container: container, base: base, range: bounds)
    }

    /// The layout direction (left-to-right).
    ///
    ///     subviews.layoutDirection   // .leftToRight
    public var layoutDirection: LayoutDirection { .leftToRight }

    /// The same subviews of the same pass.
    ///
    ///     subviews == subviews   // true
    public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool {
        a.graph === b.graph && a.container == b.container && a.range == b.range
    }
}

/// A key for a value a view gives its `Layout` container (`layoutValue(key:value:)`).
///
///     struct Rank: LayoutValueKey { static let defaultValue = 0 }
///     Text("A").layoutValue(key: Rank.self, value: 2)
///     subview[Rank.self]   // 2
public protocol LayoutValueKey {
    /// The value's type.
    associatedtype Value
    /// The value of a view that sets none.
    static var defaultValue: Self.Value { get }
}

nonisolated extension View {
    /// Gives the view's `Layout` container a value for `key` (it passes through single-child modifiers).
    ///
    ///     Text("A").layoutValue(key: Rank.self, value: 2)
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        TraitView(content: self) { graph, node in
            let entry: (key: ObjectIdentifier, value: Any) = (ObjectIdentifier(key), value)
            let index = graph.nodes[Int(node)].values
            if index >= 0 {
                graph.layoutValues.append(graph.layoutValues[Int(index)] + [entry])
            } else {
                graph.layoutValues.append([entry])
            }
            graph.nodes[Int(node)].values = Int32(graph.layoutValues.count - 1)
        }
    }
}

/// A view whose nodes get a trait (priority, layout value, guide, name) written by `edit`.
nonisolated struct TraitView<Content: View>: View {
    let content: Content
    let edit: (ViewGraph, Int32) -> Void
    var body: Never { primitiveBody(Self.self) }

    static func _makeViews(_ view: Self, into resolver: _ViewResolver) {
        resolver.editEach({ Content._makeViews(view.content, into: $0) }) { view.edit(resolver.graph, $0) }
    }
}
