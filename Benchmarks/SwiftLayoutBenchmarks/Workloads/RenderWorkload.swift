import Foundation
import SwiftLayoutPlatform
import SwiftLayoutUtil

/// render: the feed of N cells (5 N + 1 items) laid out, then seen each way RenderingAndSnapshotTests.md shows, each
/// from the live views as a user calls it (the snapshot of the hierarchy included): the frame snapshot alone,
/// the frame table, the ASCII render (the 375 × 800 root: 94 × 100 cells), and the SVG render; and the SVG
/// render of a snapshot taken before, which separates the renderer from reading the views. Checks the number
/// of rows, lines and rectangles.
struct RenderWorkload: Workload {
    let name = "render"

    func run(in bench: Bench) throws {
        for n in bench.sizes where n <= 10_000 {
            try run(n: n, in: bench)
        }
    }

    private func run(n: Int, in bench: Bench) throws {
        let check = Checker(workload: name, n: n)
        let snapshot = Phase("frame snapshot")
        let table = Phase("frame table")
        let ascii = Phase("ASCII render")
        let svg = Phase("SVG render")
        let svgOfSnapshot = Phase("SVG render of a snapshot")
        let items = 5 * n + 1

        try bench.measure(workload: name, n: n, phases: [snapshot, table, ascii, svg, svgOfSnapshot]) { run in
            let feed = FeedViews(n: n)
            feed.root.layoutIfNeeded()
            let taken = run.time(snapshot) { FrameSnapshot(of: feed.root) }
            try check.expect(Double(taken.count), Double(items), "snapshot items", "frame snapshot")
            let text = run.time(table) { FrameTable(root: feed.root).description }
            try check.expect(Double(lineCount(text)), Double(items + 1), "table lines", "frame table")
            let picture = run.time(ascii) { ASCIIRenderer().render(feed.root) }
            try check.expect(Double(lineCount(picture)), 100, "ASCII lines", "ASCII render")
            let drawing = run.time(svg) { SVGRenderer().render(feed.root) }
            try check.expect(Double(rectangleCount(drawing)), Double(items), "SVG rectangles", "SVG render")
            let redrawn = run.time(svgOfSnapshot) { SVGRenderer().render(taken) }
            try check.expect(redrawn == drawing ? 1 : 0, 1, "same SVG", "SVG render of a snapshot")
            blackHole(text.utf8.count + picture.utf8.count + drawing.utf8.count)
        }
    }

    private func lineCount(_ text: String) -> Int {
        text.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    }

    private func rectangleCount(_ svg: String) -> Int {
        svg.split(separator: "\n").reduce(0) { $0 + ($1.hasPrefix("<rect ") ? 1 : 0) }
    }
}
