import Foundation
import SwiftLayoutPlatform

/// A 375 × 667 scroll view filling its root, holding N rows (375 × 20) stacked on its content layout guide,
/// and, when `header` is true, a 375 × 44 header pinned to its frame layout guide.
@MainActor
struct ScrollViews {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let scroll = UIScrollView()
    var rows: [UIView] = []
    var header: UIView?

    init(n: Int, header withHeader: Bool) {
        root.contentScaleFactor = 1
        scroll.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(scroll)
        let content = scroll.contentLayoutGuide
        var constraints = [
            scroll.topAnchor.constraint(equalTo: root.topAnchor),
            scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            content.widthAnchor.constraint(equalToConstant: 375),
        ]
        var previous = content.topAnchor
        for _ in 0..<n {
            let row = UIView()
            row.translatesAutoresizingMaskIntoConstraints = false
            scroll.addSubview(row)
            constraints += [
                row.topAnchor.constraint(equalTo: previous),
                row.leadingAnchor.constraint(equalTo: content.leadingAnchor),
                row.trailingAnchor.constraint(equalTo: content.trailingAnchor),
                row.heightAnchor.constraint(equalToConstant: 20),
            ]
            previous = row.bottomAnchor
            rows.append(row)
        }
        constraints.append(previous.constraint(equalTo: content.bottomAnchor))
        if withHeader {
            let header = UIView()
            header.translatesAutoresizingMaskIntoConstraints = false
            scroll.addSubview(header)
            constraints += [
                header.topAnchor.constraint(equalTo: scroll.frameLayoutGuide.topAnchor),
                header.leadingAnchor.constraint(equalTo: scroll.frameLayoutGuide.leadingAnchor),
                header.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
                header.heightAnchor.constraint(equalToConstant: 44),
            ]
            self.header = header
        }
        NSLayoutConstraint.activate(constraints)
    }
}

/// scroll: a scroll view with N = 1,000 content rows (TheUIKitLayer.md, issue 11's performance requirement).
/// Phases: build + first layout; scroll (set `contentOffset.y`) + layout with nothing depending on the
/// offset (the counters must stay at zero: no solver work); the same with a header pinned to the frame
/// layout guide (one constant edit per scroll, one axis changing). Every scroll checks a row's frame (it
/// never moves) and the header's (it follows the offset).
struct ScrollWorkload: Workload {
    let name = "scroll"
    let n = 1_000

    func run(in bench: Bench) throws {
        let check = Checker(workload: name, n: n)
        let scrolls = bench.repetitions(full: 200, quick: 50)
        let build = Phase("build + first layout")
        let plain = Phase("offset + layout, no dependents", operations: scrolls)
        let pinned = Phase("offset + layout, pinned header", operations: scrolls)

        try bench.measure(workload: name, n: n, phases: [build, plain, pinned]) { run in
            var views: ScrollViews!
            run.time(build) {
                views = ScrollViews(n: n, header: false)
                views.root.layoutIfNeeded()
            }
            run.count(build, Counters(engineOf: views.root))
            try check.expect(Double(views.scroll.contentSize.height), Double(20 * n), "contentSize.height", "build")
            try scroll(views, phase: plain, times: scrolls, check: check, run: &run)

            let withHeader = ScrollViews(n: n, header: true)
            withHeader.root.layoutIfNeeded()
            try scroll(withHeader, phase: pinned, times: scrolls, check: check, run: &run)
            blackHole(views.rows.last?.frame.minY ?? 0)
        }
    }

    private func scroll(_ views: ScrollViews, phase: Phase, times: Int, check: Checker, run: inout Run) throws {
        let last = views.rows.count - 1
        for k in 1...times {
            let y = CGFloat((37 * k) % 900)
            run.time(phase, engineOf: views.root) {
                views.scroll.contentOffset = CGPoint(x: 0, y: y)
                views.root.layoutIfNeeded()
            }
            try check.expect(Double(views.rows[last].frame.minY), Double(20 * last), "row \(last).y",
                             "\(phase.name) k = \(k)")
            if let header = views.header {
                try check.expect(Double(header.frame.minY), Double(y), "header.y", "\(phase.name) k = \(k)")
            }
        }
    }
}

/// cell_measure: measure a self-sizing table cell (title and body in its content view's margins) with
/// `systemLayoutSizeFitting` at a required width of 375, the cell sitting in a root beside N other
/// constrained views. The cost must not grow with N (TheUIKitLayer.md).
struct CellMeasureWorkload: Workload {
    let name = "cell_measure"

    func run(in bench: Bench) throws {
        for n in bench.sizes where n <= 10_000 {
            try run(n: n, in: bench)
        }
    }

    private func run(n: Int, in bench: Bench) throws {
        let check = Checker(workload: name, n: n)
        let measures = bench.repetitions(full: 200, quick: 50)
        let measure = Phase("measure cell at width 375", operations: measures)
        try bench.measure(workload: name, n: n, phases: [measure]) { run in
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
            root.contentScaleFactor = 1
            var constraints: [NSLayoutConstraint] = []
            for index in 0..<n {
                let other = UIView()
                other.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(other)
                constraints += [
                    other.topAnchor.constraint(equalTo: root.topAnchor, constant: CGFloat(index % 600)),
                    other.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                    other.widthAnchor.constraint(equalToConstant: 10),
                    other.heightAnchor.constraint(equalToConstant: 10),
                ]
            }
            NSLayoutConstraint.activate(constraints)
            let cell = UITableViewCell(style: .default, reuseIdentifier: "row")
            let title = UIView(), body = UIView()
            for view in [title, body] {
                view.translatesAutoresizingMaskIntoConstraints = false
                cell.contentView.addSubview(view)
            }
            let margins = cell.contentView.layoutMarginsGuide
            NSLayoutConstraint.activate([
                title.topAnchor.constraint(equalTo: margins.topAnchor),
                title.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                title.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                title.heightAnchor.constraint(equalToConstant: 20),
                body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 6),
                body.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                body.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                body.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
                body.heightAnchor.constraint(equalToConstant: 40),
            ])
            cell.frame = CGRect(x: 0, y: 0, width: 375, height: 82)   // the height a table would give it
            root.addSubview(cell)
            root.layoutIfNeeded()
            var size = CGSize.zero
            run.time(measure, engineOf: root) {
                for _ in 0..<measures {
                    size = cell.systemLayoutSizeFitting(
                        CGSize(width: 375, height: UIView.layoutFittingCompressedSize.height),
                        withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
                }
            }
            // 8 + 20 + 6 + 40 + 8.
            try check.expect(Double(size.height), 82, "cell height", "after \(measures) measurements")
            try check.expect(Double(size.width), 375, "cell width", "after \(measures) measurements")
            blackHole(size.height)
        }
    }
}
