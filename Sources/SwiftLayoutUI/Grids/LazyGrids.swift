import Foundation

/// A grid as a `Layout`: tracks across `growth.other` from the grid items, lines of cells along `growth`.
struct GridLayout: Layout, NamedLayout {
    /// The axis the grid grows along (vertical for `LazyVGrid`).
    let growth: Axis
    let items: [GridItem]
    let alignment: Alignment
    let spacing: CGFloat?
    let name: StaticString
    var viewName: StaticString? { name }

    struct Lines {
        var tracks: [GridTrack] = []
        /// The length of each line of cells along the growth axis.
        var lines: [CGFloat] = []
        var size: CGSize = .zero
    }

    func makeCache(subviews: Subviews) -> () { () }

    private func lines(_ p: ProposedViewSize, _ subviews: Subviews) -> Lines {
        var result = Lines()
        let cross = growth.other
        let graph = subviews.graph
        result.tracks = gridTracks(items, available: p[cross]) { message in
            graph.diagnose(.invalidArgument, "\(name): \(message).")
        }
        let n = result.tracks.count
        guard n > 0 else {
            if !subviews.isEmpty {
                graph.diagnose(.invalidArgument, "\(name) has no \(growth == .vertical ? "columns" : "rows"); its views are not shown.")
            }
            return result
        }
        let lineCount = (subviews.count + n - 1) / n
        for line in 0..<lineCount {
            var length: CGFloat = 0
            for k in 0..<n where line * n + k < subviews.count {
                let proposal = ProposedViewSize(cross, along: result.tracks[k].length, across: nil)
                length = max(length, subviews[line * n + k].sizeThatFits(proposal)[growth])
            }
            result.lines.append(length)
        }
        let lineSpacing = validSpacing(spacing) ?? ViewSpacing.systemSpacing
        let across = result.tracks.reduce(0) { $0 + $1.length } + result.tracks.dropLast().reduce(0) { $0 + $1.spacingAfter }
        let along = result.lines.reduce(0, +) + lineSpacing * CGFloat(max(0, result.lines.count - 1))
        result.size = CGSize(growth, along: along, across: across)
        return result
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        lines(proposal, subviews).size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let l = lines(proposal, subviews)
        let n = l.tracks.count
        let cross = growth.other
        let lineSpacing = validSpacing(spacing) ?? ViewSpacing.systemSpacing
        guard n > 0 else {
            // No tracks: nothing is shown; the views get a zero frame at the grid's origin.
            for subview in subviews { subview.place(at: bounds.origin, proposal: .zero) }
            return
        }
        var along = growth == .vertical ? bounds.minY : bounds.minX
        for (line, lineLength) in l.lines.enumerated() {
            var position = cross == .horizontal ? bounds.minX : bounds.minY
            for k in 0..<n {
                let index = line * n + k
                guard index < subviews.count else { break }
                let track = l.tracks[k]
                let proposal = ProposedViewSize(cross, along: track.length, across: nil)
                let cell = CGSize(cross, along: track.length, across: lineLength)
                let a = track.alignment ?? alignment
                let d = subviews[index].dimensions(in: proposal)
                let own = ViewDimensions(size: cell, source: nil)
                let x = a.horizontal.key.defaultValue(in: own) - d[a.horizontal]
                let y = a.vertical.key.defaultValue(in: own) - d[a.vertical]
                let origin = cross == .horizontal ? CGPoint(x: position + x, y: along + y) : CGPoint(x: along + x, y: position + y)
                subviews[index].place(at: origin, proposal: proposal)
                position += track.length + track.spacingAfter
            }
            along += lineLength + lineSpacing
        }
    }
}

/// A grid that grows vertically: columns from `GridItem`s, items left to right then the next row
/// (SwiftLayoutUI.md). Every item is laid out ("lazy" has no meaning headless).
///
///     LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))], spacing: 0) {
///         ForEach(cards) { CardView(card: $0).aspectRatio(2/3, contentMode: .fit) }
///     }
public nonisolated struct LazyVGrid<Content: View>: View {
    let layout: GridLayout
    let content: Content

    /// A vertical grid of the builder's views; `alignment` places them in their cells, `spacing` (nil: 8)
    /// separates the rows.
    ///
    ///     LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) { … }
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        layout = GridLayout(growth: .vertical, items: columns, alignment: Alignment(horizontal: alignment, vertical: .center),
                            spacing: spacing, name: "LazyVGrid")
        self.content = content()
    }

    /// Never called.
    public var body: Never { primitiveBody(Self.self) }

    /// A container node run by the grid layout.
    public static func _makeViews(_ view: Self, into resolver: _ViewResolver) {
        LayoutView<GridLayout, Content>._makeViews(LayoutView(layout: view.layout, content: view.content), into: resolver)
    }
}

/// A grid that grows horizontally: rows from `GridItem`s, items top to bottom then the next column.
///
///     LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.fixed(60))], spacing: 5) { … }
public nonisolated struct LazyHGrid<Content: View>: View {
    let layout: GridLayout
    let content: Content

    /// A horizontal grid of the builder's views; `spacing` (nil: 8) separates the columns.
    ///
    ///     LazyHGrid(rows: [GridItem(.fixed(30))]) { … }
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        layout = GridLayout(growth: .horizontal, items: rows, alignment: Alignment(horizontal: .center, vertical: alignment),
                            spacing: spacing, name: "LazyHGrid")
        self.content = content()
    }

    /// Never called.
    public var body: Never { primitiveBody(Self.self) }

    /// A container node run by the grid layout.
    public static func _makeViews(_ view: Self, into resolver: _ViewResolver) {
        LayoutView<GridLayout, Content>._makeViews(LayoutView(layout: view.layout, content: view.content), into: resolver)
    }
}
