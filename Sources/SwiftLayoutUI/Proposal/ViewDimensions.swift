import Foundation

/// A view's size and its alignment guides, as a container sees it (SwiftLayoutUI.md).
///
/// Read a guide with a subscript: the view's explicit value if it set one (`alignmentGuide(_:computeValue:)`),
/// else the guide's default.
///
///     Text("Monday").alignmentGuide(.leading) { d in d[HorizontalAlignment.center] }
///     // d.width 51, d[.center] 25.5, d[explicit: .leading] nil
public struct ViewDimensions: Equatable {
    /// The view's width.
    public var width: CGFloat { size.width }
    /// The view's height.
    public var height: CGFloat { size.height }

    let size: CGSize
    /// Where explicit values come from; nil for dimensions without a view behind them.
    let source: AlignmentSource?

    init(size: CGSize, source: AlignmentSource?) {
        self.size = size
        self.source = source
    }

    /// The value of a horizontal guide: explicit if set, else the guide's default.
    ///
    ///     d[HorizontalAlignment.trailing]   // d.width unless the view set .trailing
    public subscript(guide: HorizontalAlignment) -> CGFloat { value(guide.key) }

    /// The value of a vertical guide: explicit if set, else the guide's default.
    ///
    ///     d[VerticalAlignment.firstTextBaseline]   // 16 for a one-line 17 pt text
    public subscript(guide: VerticalAlignment) -> CGFloat { value(guide.key) }

    /// The explicit value of a horizontal guide, or nil if the view sets none.
    ///
    ///     d[explicit: HorizontalAlignment.center]   // nil unless set
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitValue(guide.key) }

    /// The explicit value of a vertical guide, or nil if the view sets none.
    ///
    ///     d[explicit: VerticalAlignment.firstTextBaseline]   // 16 for a text
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitValue(guide.key) }

    func value(_ key: AlignmentKey) -> CGFloat { explicitValue(key) ?? key.defaultValue(in: self) }

    func explicitValue(_ key: AlignmentKey) -> CGFloat? { source?.explicitValue(key, size: size) }

    /// Equal sizes of the same view under the same proposal.
    ///
    ///     subview.dimensions(in: .unspecified) == subview.dimensions(in: .unspecified)   // true
    public static func == (a: ViewDimensions, b: ViewDimensions) -> Bool {
        a.size == b.size && a.source == b.source
    }
}

/// A view of a graph under a proposal: answers its explicit alignment values.
struct AlignmentSource: Equatable {
    let graph: ViewGraph
    let node: Int32
    let proposal: ProposedViewSize
    /// Only the first `limit` `alignmentGuide` overrides of the node count (a guide's closure sees the ones
    /// applied inside it).
    let limit: Int

    func explicitValue(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        graph.explicitValue(node, key, proposal: proposal, size: size, overrideLimit: limit)
    }

    static func == (a: AlignmentSource, b: AlignmentSource) -> Bool {
        a.graph === b.graph && a.node == b.node && a.proposal == b.proposal && a.limit == b.limit
    }
}
