import Foundation
import SwiftLayout

/// dsl: the DSL workloads of Performance.md on a settings screen of N rows (a title with an intrinsic width and
/// a switch-sized control each, every row chained below the previous one), as a `Layoutable`.
/// Phases: screen (build + `sl.updateLayout()` + first layout); toggle (one row's `if` flips: the row leaves,
/// the next row re-chains) + layout; constant (the first row's top constant) + layout; noop
/// (`sl.updateLayout()` with nothing changed) + layout; and, for comparison, evaluating the `layout` body alone.
/// Checks frames and the solver work: noop adds, removes and updates nothing; constant updates exactly one
/// constant; toggle removes only that row's constraints and the one chain constraint it replaces.
struct DSLScreenWorkload: Workload {
    let name = "dsl"

    final class Screen: UIView, Layoutable {
        var activation: Activation?
        var hiddenRow: Int?
        var topInset: CGFloat = 0
        let rows: [(row: UIView, title: TextStandIn, toggle: UIView)]

        init(rows n: Int) {
            rows = (0..<n).map { i in
                (UIView(), TextStandIn(CGSize(width: CGFloat(80 + (53 * i) % 220), height: 20)), UIView())
            }
            super.init(frame: CGRect(x: 0, y: 0, width: 375, height: 800))
            contentScaleFactor = 1
        }

        required init?(coder: NSCoder) { fatalError("not used") }

        /// The shown row above `index`, if any.
        func previousRow(_ index: Int) -> UIView? {
            var previous = index - 1
            if previous == hiddenRow { previous -= 1 }
            return previous >= 0 ? rows[previous].row : nil
        }

        var layout: some Layout {
            self.sublayout {
                for (index, row) in rows.enumerated() where index != hiddenRow {
                    row.row.anchors {
                        if let previous = previousRow(index) {
                            Anchors.top.equalTo(previous, attribute: .bottom)
                        } else {
                            Anchors.top.equalToSuper(constant: topInset)
                        }
                        Anchors.horizontal()
                        Anchors.height.equalTo(constant: 44)
                    }.sublayout {
                        row.title.anchors {
                            Anchors.leading.equalToSuper(constant: 16)
                            Anchors.centerY
                            Anchors.trailing.lessThanOrEqualTo(row.toggle, attribute: .leading, constant: -8)
                        }
                        row.toggle.anchors {
                            Anchors.trailing.equalToSuper(inwardOffset: 16)
                            Anchors.centerY
                            Anchors.size(width: 51, height: 31)
                        }
                    }
                }
            }
        }
    }

    func run(in bench: Bench) throws {
        for n in bench.sizes where n <= 1_000 {
            try run(n: n, in: bench)
        }
    }

    private func run(n: Int, in bench: Bench) throws {
        let check = Checker(workload: name, n: n)
        let screenPhase = Phase("screen: build + update + first layout")
        let toggle = Phase("toggle + layout")
        let constant = Phase("constant + layout")
        let noop = Phase("noop update + layout")
        let evaluate = Phase("evaluate layout body (reference)")

        try bench.measure(workload: name, n: n, phases: [screenPhase, toggle, constant, noop, evaluate]) { run in
            var screen: Screen!
            run.time(screenPhase) {
                screen = Screen(rows: n)
                screen.sl.updateLayout()
                screen.layoutIfNeeded()
            }
            run.count(screenPhase, Counters(engineOf: screen))
            try check.expect(Double(screen.rows[n - 1].row.frame.minY), Double(n - 1) * 44, "last row y", "screen")
            try check.expect(Double(screen.rows[n - 1].toggle.frame.minX), 308, "last switch x", "screen")

            let middle = n / 2
            var before = Counters(engineOf: screen)
            run.time(toggle) {
                screen.hiddenRow = middle
                screen.sl.updateLayout()
                screen.layoutIfNeeded()
            }
            var work = Counters.difference(Counters(engineOf: screen), before)
            run.count(toggle, work)
            try check.expect(Double(screen.rows[middle].row.superview == nil ? 1 : 0), 1, "row left", "toggle")
            try check.expect(Double(screen.rows[middle + 1].row.frame.minY), Double(middle) * 44, "next row y", "toggle")
            try check.expect(Double(value(work, "constraints_added")), 1, "solver constraints added", "toggle")
            // The row comes back and is laid out before the next phase, which measures its own change alone.
            screen.hiddenRow = nil
            screen.sl.updateLayout()
            screen.layoutIfNeeded()

            before = Counters(engineOf: screen)
            run.time(constant) {
                screen.topInset = 10
                screen.sl.updateLayout()
                screen.layoutIfNeeded()
            }
            work = Counters.difference(Counters(engineOf: screen), before)
            run.count(constant, work)
            try check.expect(Double(screen.rows[n - 1].row.frame.minY), 10 + Double(n - 1) * 44, "last row y", "constant")
            try check.expect(Double(value(work, "constants_updated")), 1, "solver constants updated", "constant")
            try check.expect(Double(value(work, "constraints_added") + value(work, "constraints_removed")), 0, "solver adds and removes", "constant")

            before = Counters(engineOf: screen)
            run.time(noop) {
                screen.sl.updateLayout()
                screen.layoutIfNeeded()
            }
            work = Counters.difference(Counters(engineOf: screen), before)
            run.count(noop, work)
            try check.expect(Double(value(work, "constraints_added") + value(work, "constraints_removed") + value(work, "constants_updated")), 0,
                             "solver work", "noop")

            run.time(evaluate) { blackHole(screen.layout.sublayouts.count) }
            blackHole(screen.rows[0].row.frame)
        }
    }

    private func value(_ counters: Counters, _ name: String) -> Int {
        counters.entries.first { $0.name == name }?.value ?? 0
    }
}
