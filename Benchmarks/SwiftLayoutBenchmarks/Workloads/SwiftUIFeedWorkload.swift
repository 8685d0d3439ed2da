import Foundation
import SwiftLayoutUI

// The feed of Performance.md written in SwiftUI (SwiftLayoutUI.md): a scroll view's VStack of cells; a cell is
// padding 8 around a VStack(alignment: .leading, spacing: 8) of an HStack(alignment: .top, spacing: 8)
// (a 40 × 40 avatar and a VStack(alignment: .leading, spacing: 4) of a title and a subtitle box) and a
// body as wide as the cell. The same boxes as the constraint feed and yoga_feed.cpp.

struct SwiftUIFeedCell: View {
    let titleWidth: CGFloat
    let subtitleWidth: CGFloat
    let bodyHeight: CGFloat

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack(alignment: .top, spacing: 8) {
                Color.gray.frame(width: 40, height: 40)
                VStack(alignment: .leading, spacing: 4) {
                    Color.blue.frame(width: titleWidth, height: 20)
                    Color.blue.frame(width: subtitleWidth, height: 18)
                }
            }
            Color.green.frame(height: bodyHeight)
        }
        .padding(8)
    }
}

struct SwiftUIFeed: View {
    /// The cells shown, by index in the full feed.
    let cells: [Int]
    var wideTitle: Int?

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(cells, id: \.self) { i in
                    SwiftUIFeedCell(titleWidth: i == wideTitle ? 120 : FeedViews.titleWidth(i),
                                    subtitleWidth: FeedViews.subtitleWidth(i), bodyHeight: FeedViews.bodyHeight(i))
                }
            }
        }
    }
}

/// swiftui-feed: the feed in SwiftUI, with the constraint feed's phase names. Build + first layout (the view
/// value, its graph and one pass at 375 × 800); resize (a pass at 414); a title's width changed (a new
/// value: the graph is resolved again — no diffing yet); a cell removed (likewise). The placed tree is built
/// and checked outside the timed region; "placed tree" times building it.
struct SwiftUIFeedWorkload: Workload {
    let name = "swiftui-feed"

    func run(in bench: Bench) throws {
        for n in bench.sizes where n <= 10_000 {
            try run(n: n, in: bench)
        }
    }

    private func run(n: Int, in bench: Bench) throws {
        let check = Checker(workload: name, n: n)
        var floor = FeedFloor(n: n)
        _ = floor.layout(width: 375)
        let floorLayout = Floor { [floor] in
            var copy = floor
            return copy.layout(width: 375)
        }
        let build = Phase("build + first layout", floor: floorLayout)
        let resize = Phase("resize + layout", floor: floorLayout)
        let text = Phase("text change + layout", floor: floorLayout)
        let remove = Phase("remove cell + layout")
        let report = Phase("placed tree")
        let all = Array(0..<n)

        try bench.measure(workload: name, n: n, phases: [build, resize, text, remove, report]) { run in
            var graph: ViewGraph!
            run.time(build) {
                graph = ViewGraph(root: SwiftUIFeed(cells: all))
                graph.layout(in: CGSize(width: 375, height: 800))
            }
            run.count(build, Counters([("views", graph.count), ("sizes_computed", graph.sizesComputed)]))
            var placed = run.time(report) { graph.placedTree(hostSize: CGSize(width: 375, height: 800)) }
            var expected = FeedFloor(n: n)
            _ = expected.layout(width: 375)
            try check.expect(SwiftUIFeedWorkload.frames(placed), expected.values, names: FeedViews.names, "after the first layout")

            let before = graph.sizesComputed
            run.time(resize) { graph.layout(in: CGSize(width: 414, height: 800)) }
            run.count(resize, Counters([("sizes_computed", graph.sizesComputed - before)]))
            placed = graph.placedTree(hostSize: CGSize(width: 414, height: 800))
            _ = expected.layout(width: 414)
            try check.expect(SwiftUIFeedWorkload.frames(placed), expected.values, names: FeedViews.names, "after resizing to 414")

            let middle = n / 2
            run.time(text) {
                graph = ViewGraph(root: SwiftUIFeed(cells: all, wideTitle: middle))
                graph.layout(in: CGSize(width: 414, height: 800))
            }
            placed = graph.placedTree(hostSize: CGSize(width: 414, height: 800))
            _ = expected.layout(width: 414, wideTitle: middle)
            try check.expect(SwiftUIFeedWorkload.frames(placed), expected.values, names: FeedViews.names, "after the text change")

            guard n >= 3 else { return }
            var remaining = all
            remaining.remove(at: middle)
            run.time(remove) {
                graph = ViewGraph(root: SwiftUIFeed(cells: remaining, wideTitle: middle))
                graph.layout(in: CGSize(width: 414, height: 800))
            }
            placed = graph.placedTree(hostSize: CGSize(width: 414, height: 800))
            let cells = SwiftUIFeedWorkload.cells(placed)
            try check.expect(Double(cells[middle].frame.minY), Double(cells[middle - 1].frame.maxY),
                             "cell \(middle + 1).y", "after removing a cell")
            blackHole(cells.count)
        }
    }

    /// The cells of a placed feed: root → SwiftUIFeed → ScrollView → VStack → cells.
    static func cells(_ placed: PlacedView) -> [PlacedView] {
        placed.children.first?.children.first?.children.first?.children ?? []
    }

    /// Every frame, cell by cell (cell, avatar, title, subtitle, body), as four numbers each — the order of
    /// `FeedViews.frames()`: the cell's in the feed's coordinates, the others relative to the cell.
    static func frames(_ placed: PlacedView) -> [Double] {
        var values: [Double] = []
        for cell in cells(placed) {
            // SwiftUIFeedCell → padding → VStack → [HStack → [avatar frame, VStack → [title, subtitle]], body frame]
            let padding = cell.children[0]
            let column = padding.children[0]
            let row = column.children[0]
            let texts = row.children[1]
            let c = cell.frame
            values += [Double(c.minX), Double(c.minY), Double(c.width), Double(c.height)]
            for view in [row.children[0], texts.children[0], texts.children[1], column.children[1]] {
                let f = view.frame
                values += [Double(f.minX - c.minX), Double(f.minY - c.minY), Double(f.width), Double(f.height)]
            }
        }
        return values
    }
}

/// swiftui-nest: the same 1,000 flexible leaves in one HStack and in a 20-deep nest of alternating HStacks
/// and VStacks (50 leaves per level). Memoised probing keeps the nest's work within 3× the flat stack's:
/// the counters report the sizes computed for each, and the run fails if the ratio passes 3.
struct SwiftUINestWorkload: Workload {
    let name = "swiftui-nest"
    static let leaves = 1_000
    static let depth = 20

    static var leaf: some View { Color.red.frame(minWidth: 1, maxWidth: 20, minHeight: 1, maxHeight: 20) }

    static func nest(_ level: Int) -> AnyView {
        let count = leaves / depth
        guard level < depth else { return AnyView(EmptyView()) }
        let inner = nest(level + 1)
        if level % 2 == 0 {
            return AnyView(HStack(spacing: 0) { ForEach(0..<count, id: \.self) { _ in leaf }; inner })
        }
        return AnyView(VStack(spacing: 0) { ForEach(0..<count, id: \.self) { _ in leaf }; inner })
    }

    func run(in bench: Bench) throws {
        let check = Checker(workload: name, n: SwiftUINestWorkload.leaves)
        let flat = Phase("flat stack: build + layout")
        let nested = Phase("20-deep nest: build + layout")
        let size = CGSize(width: 2_000, height: 2_000)
        try bench.measure(workload: name, n: SwiftUINestWorkload.leaves, phases: [flat, nested]) { run in
            var flatGraph: ViewGraph!
            run.time(flat) {
                flatGraph = ViewGraph(root: HStack(spacing: 0) { ForEach(0..<SwiftUINestWorkload.leaves, id: \.self) { _ in SwiftUINestWorkload.leaf } })
                flatGraph.layout(in: size)
            }
            var nestGraph: ViewGraph!
            run.time(nested) {
                nestGraph = ViewGraph(root: SwiftUINestWorkload.nest(0))
                nestGraph.layout(in: size)
            }
            run.count(flat, Counters([("sizes_computed", flatGraph.sizesComputed)]))
            run.count(nested, Counters([("sizes_computed", nestGraph.sizesComputed)]))
            // The flat row: 1,000 leaves of at most 20 in 2,000: each 2 wide.
            let flatPlaced = flatGraph.placedTree(hostSize: size)
            try check.expect(Double(flatPlaced.children[0].frame.width), 2_000, "flat width", "first layout")
            let ratio = Double(nestGraph.sizesComputed) / Double(flatGraph.sizesComputed)
            try check.expect(min(ratio, 3), ratio, "sizes computed, nest / flat (at most 3)", "first layout")
            blackHole(nestGraph.placedTree(hostSize: size).allViews.count)
        }
    }
}
