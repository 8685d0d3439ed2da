import Foundation
import SwiftLayout
import SwiftLayoutSolver

/// The DSL workloads of shared/bench/WORKLOADS.md: screen, toggle, constant, noop, at N = 100 and 1,000 rows.
enum DSLWorkloads {
    /// A title with a text-like intrinsic size (UILabel lives on another branch).
    final class Title: UIView {
        let width: CGFloat
        init(width: CGFloat) {
            self.width = width
            super.init(frame: .zero)
        }
        required init?(coder: NSCoder) { fatalError("not used") }
        override var intrinsicContentSize: CGSize { CGSize(width: width, height: 20) }
    }

    /// A settings screen of `n` rows: a title and a switch-sized control each.
    final class Screen: UIView, Layoutable {
        var activation: Activation?
        var hiddenRow: Int? = nil
        var topInset: CGFloat = 0
        let rows: [(row: UIView, title: Title, toggle: UIView)]

        init(rows n: Int) {
            rows = (0..<n).map { i in (UIView(), Title(width: CGFloat(80 + (53 * i) % 220)), UIView()) }
            super.init(frame: CGRect(x: 0, y: 0, width: 375, height: 800))
        }
        required init?(coder: NSCoder) { fatalError("not used") }

        /// The row above `index` that is shown, if any.
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

    static func counters(_ before: Solver.Statistics?, _ after: Solver.Statistics?) -> String {
        EngineWorkloads.counters(before, after)
    }

    static func check(_ condition: Bool, _ message: String) {
        if !condition { EngineWorkloads.fail(message) }
    }

    static func run(quick: Bool) {
        for n in quick ? [100] : [100, 1000] {
            let runs = quick ? 3 : 5
            var build: [Double] = [], toggle: [Double] = [], constant: [Double] = [], noop: [Double] = []
            var evaluate: [Double] = []
            var notes: [String] = []
            for run in 0..<runs {
                var screen: Screen!
                build.append(EngineWorkloads.milliseconds {
                    screen = Screen(rows: n)
                    screen.sl.updateLayout()
                    screen.layoutIfNeeded()
                })
                check(screen.rows[n - 1].toggle.frame == CGRect(x: 308, y: 6.5, width: 51, height: 31), "screen frames")

                var before = screen.layoutEngineStatistics
                toggle.append(EngineWorkloads.milliseconds {
                    screen.hiddenRow = n / 2
                    screen.sl.updateLayout()
                    screen.layoutIfNeeded()
                })
                check(screen.rows[n / 2].row.superview == nil, "toggle removes the row")
                check(screen.rows[n / 2 + 1].row.frame.minY == CGFloat(n / 2) * 44 + screen.topInset, "toggle closes the gap")
                if run == 0 { notes.append("toggle (row leaves; the next row re-chains): " + counters(before, screen.layoutEngineStatistics)) }
                before = screen.layoutEngineStatistics
                screen.hiddenRow = nil
                screen.sl.updateLayout()
                screen.layoutIfNeeded()
                if run == 0 { notes.append("toggle (row returns): " + counters(before, screen.layoutEngineStatistics)) }

                before = screen.layoutEngineStatistics
                constant.append(EngineWorkloads.milliseconds {
                    screen.topInset += 10
                    screen.hiddenRow = nil
                    screen.sl.updateLayout()
                    screen.layoutIfNeeded()
                })
                check(screen.rows[n - 1].row.frame.minY == screen.topInset + CGFloat(n - 1) * 44, "constant moves the rows")
                if run == 0 { notes.append("constant (the first row's top): " + counters(before, screen.layoutEngineStatistics)) }

                before = screen.layoutEngineStatistics
                noop.append(EngineWorkloads.milliseconds {
                    screen.sl.updateLayout()
                    screen.layoutIfNeeded()
                })
                let after = screen.layoutEngineStatistics ?? Solver.Statistics()
                let start = before ?? Solver.Statistics()
                check(after.constraintsAdded == start.constraintsAdded && after.constraintsRemoved == start.constraintsRemoved
                      && after.constantsUpdated == start.constantsUpdated, "noop must not touch the solver")
                if run == 0 { notes.append("noop: " + counters(before, screen.layoutEngineStatistics)) }
                evaluate.append(EngineWorkloads.milliseconds {
                    EngineWorkloads.blackHole += CGFloat(screen.layout.sublayouts.count)
                })
            }
            let median = EngineWorkloads.median
            let fmt = EngineWorkloads.fmt
            print("dsl screen n=\(n): build+activate+first layout \(fmt(median(build))) ms, toggle \(fmt(median(toggle))) ms, "
                  + "constant \(fmt(median(constant))) ms, noop \(fmt(median(noop))) ms "
                  + "(\(fmt(median(noop) * 1000 / Double(n))) µs per row; evaluating the layout body alone "
                  + "\(fmt(median(evaluate))) ms)")
            for note in notes { print("  " + note) }
        }
    }
}
