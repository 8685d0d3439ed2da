import Foundation
import SwiftLayoutPlatform

/// feed: N cells of views (Performance.md, engine workloads). Phases: build + activate + first layout;
/// resize the root to 414 + layout (one edit); change one title's text (intrinsic size) + layout; remove one
/// cell, join its neighbours, and lay out. Every frame is checked against the closed form.
struct FeedWorkload: Workload {
    let name = "feed"

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

        try bench.measure(workload: name, n: n, phases: [build, resize, text, remove]) { run in
            var feed: FeedViews!
            run.time(build) {
                feed = FeedViews(n: n)
                feed.root.layoutIfNeeded()
            }
            count(&run, build, feed)
            var expected = FeedFloor(n: n)
            _ = expected.layout(width: 375)
            try check.expect(feed.frames(), expected.values, names: FeedViews.names, "after the first layout")

            run.time(resize, engineOf: feed.root) {
                feed.root.frame = CGRect(x: 0, y: 0, width: 414, height: 800)
                feed.root.layoutIfNeeded()
            }
            _ = expected.layout(width: 414)
            try check.expect(feed.frames(), expected.values, names: FeedViews.names, "after resizing to 414")

            let middle = n / 2
            run.time(text, engineOf: feed.root) {
                feed.cells[middle].title.size = CGSize(width: 120, height: 20)
                feed.root.layoutIfNeeded()
            }
            _ = expected.layout(width: 414, wideTitle: middle)
            try check.expect(feed.frames(), expected.values, names: FeedViews.names, "after the text change")

            guard n >= 3 else { return }
            run.time(remove, engineOf: feed.root) {
                let victim = feed.cells[middle].cell
                victim.isHidden = true
                victim.removeFromSuperview()
                feed.cells[middle + 1].cell.topAnchor.constraint(equalTo: feed.cells[middle - 1].cell.bottomAnchor)
                    .isActive = true
                feed.root.layoutIfNeeded()
            }
            try check.expect(Double(feed.cells[middle + 1].cell.frame.minY),
                             Double(feed.cells[middle - 1].cell.frame.maxY), "cell \(middle + 1).y", "after removing a cell")
            blackHole(feed.frames())
        }
    }

    private func count(_ run: inout Run, _ phase: Phase, _ feed: FeedViews) {
        run.count(phase, Counters(engineOf: feed.root))
    }
}

/// row: N views in a row with equal widths (chain as views). Phases: build + first layout; resize the root
/// and lay out (20 widths, per resize).
struct RowWorkload: Workload {
    let name = "row"

    func run(in bench: Bench) throws {
        for n in bench.sizes {
            try run(n: n, in: bench)
        }
    }

    static func rootWidth(n: Int, viewWidth: Double) -> Double { 16 + 8 * Double(n - 1) + Double(n) * viewWidth }

    private func run(n: Int, in bench: Bench) throws {
        let check = Checker(workload: name, n: n)
        let floorLayout = Floor {
            let w = (RowWorkload.rootWidth(n: n, viewWidth: 100) - 16 - 8 * Double(n - 1)) / Double(n)
            var x = 8.0
            for _ in 0..<n { x += w + 8 }
            return x
        }
        let updates = 20
        let build = Phase("build + first layout", floor: floorLayout)
        let resize = Phase("resize + layout", operations: updates, floor: floorLayout)

        try bench.measure(workload: name, n: n, phases: [build, resize]) { run in
            let root = UIView(frame: CGRect(x: 0, y: 0, width: RowWorkload.rootWidth(n: n, viewWidth: 100), height: 60))
            root.contentScaleFactor = 1
            var views: [UIView] = []
            run.time(build) {
                var constraints: [NSLayoutConstraint] = []
                for i in 0..<n {
                    let view = UIView()
                    view.translatesAutoresizingMaskIntoConstraints = false
                    root.addSubview(view)
                    constraints += [
                        i == 0 ? view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8)
                            : view.leadingAnchor.constraint(equalTo: views[i - 1].trailingAnchor, constant: 8),
                        view.topAnchor.constraint(equalTo: root.topAnchor, constant: 8),
                        view.heightAnchor.constraint(equalToConstant: 44),
                    ]
                    if i > 0 { constraints.append(view.widthAnchor.constraint(equalTo: views[0].widthAnchor)) }
                    views.append(view)
                }
                constraints.append(views[n - 1].trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8))
                NSLayoutConstraint.activate(constraints)
                root.layoutIfNeeded()
            }
            run.count(build, Counters(engineOf: root))
            try check.expect(Double(views[n - 1].frame.minX), 8 + Double(n - 1) * 108, "view \(n - 1).x", "first layout")
            for k in 1...updates {
                let w = Double(50 + (37 * k) % 100)
                run.time(resize, engineOf: root) {
                    root.frame = CGRect(x: 0, y: 0, width: RowWorkload.rootWidth(n: n, viewWidth: w), height: 60)
                    root.layoutIfNeeded()
                }
                try check.expect(Double(views[n - 1].frame.minX), 8 + Double(n - 1) * (w + 8), "view \(n - 1).x",
                                 "resize k = \(k)")
                try check.expect(Double(views[n / 2].frame.width), w, "view \(n / 2).width", "resize k = \(k)")
            }
        }
    }
}

/// constant: change the constant of one constraint in a 1,000-cell feed and lay out (the animation
/// pattern). Phases: a local constant (a title's leading: two views move), a body height (every cell below
/// moves), and a layout with nothing changed. Each must update exactly one constant (none for the idle one)
/// and add or remove nothing.
struct EngineConstantWorkload: Workload {
    let name = "constant"

    func run(in bench: Bench) throws {
        let n = 1_000
        let check = Checker(workload: name, n: n)
        let changes = bench.repetitions(full: 100, quick: 20)
        let local = Phase("title leading + layout", operations: changes)
        let moving = Phase("body height + layout", operations: changes)
        let idle = Phase("layout, nothing changed", operations: changes)

        try bench.measure(workload: name, n: n, phases: [local, moving, idle]) { run in
            let feed = FeedViews(n: n)
            feed.root.layoutIfNeeded()
            let middle = n / 2
            for k in 0..<changes {
                let value: CGFloat = k % 2 == 0 ? 12 : 8
                run.time(local, engineOf: feed.root) {
                    feed.cells[middle].titleLeading.constant = value
                    feed.root.layoutIfNeeded()
                }
                try check.expect(Double(feed.cells[middle].title.frame.minX), 48 + Double(value),
                                 "cell \(middle) title.x", "local change k = \(k)")
            }
            for k in 0..<changes {
                let value = FeedViews.bodyHeight(middle) + (k % 2 == 0 ? 10 : 0)
                run.time(moving, engineOf: feed.root) {
                    feed.cells[middle].bodyHeight.constant = value
                    feed.root.layoutIfNeeded()
                }
                try check.expect(Double(feed.cells[middle + 1].cell.frame.minY),
                                 Double(feed.cells[middle].cell.frame.maxY), "cell \(middle + 1).y", "body change k = \(k)")
            }
            for _ in 0..<changes {
                run.time(idle, engineOf: feed.root) { feed.root.layoutIfNeeded() }
            }
        }
    }
}
