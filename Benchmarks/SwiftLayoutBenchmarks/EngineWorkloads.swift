import Foundation
import SwiftLayoutPlatform
import SwiftLayoutSolver

/// The engine workloads of WORKLOADS.md (feed, row, constant), built the way users build them: views,
/// `addSubview`, anchors, `NSLayoutConstraint.activate`, `layoutIfNeeded()`. Labels are stood in for by
/// views with a fixed intrinsic size (UILabel belongs to another module step).
enum EngineWorkloads {
    /// A view with a settable intrinsic size: a label's text measured.
    final class TextStandIn: UIView {
        var size: CGSize { didSet { invalidateIntrinsicContentSize() } }
        init(_ size: CGSize) {
            self.size = size
            super.init(frame: .zero)
            translatesAutoresizingMaskIntoConstraints = false
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override var intrinsicContentSize: CGSize { size }
    }

    struct Cell {
        let cell = UIView(), avatar = UIView(), body = UIView()
        let title: TextStandIn, subtitle: TextStandIn
        var bodyHeight: NSLayoutConstraint!
        var titleLeading: NSLayoutConstraint!
        var top: NSLayoutConstraint!
    }

    static func iwT(_ i: Int) -> CGFloat { CGFloat(80 + (53 * i) % 220) }
    static func iwS(_ i: Int) -> CGFloat { CGFloat(60 + (97 * i) % 240) }
    static func hB(_ i: Int) -> CGFloat { CGFloat(20 * (1 + i % 4)) }

    static func buildFeed(_ n: Int) -> (UIView, [Cell]) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 800))
        root.contentScaleFactor = 2
        var cells: [Cell] = []
        var constraints: [NSLayoutConstraint] = []
        for i in 0..<n {
            var c = Cell(title: TextStandIn(CGSize(width: iwT(i), height: 20)),
                         subtitle: TextStandIn(CGSize(width: iwS(i), height: 18)))
            for view in [c.cell, c.avatar, c.body] { view.translatesAutoresizingMaskIntoConstraints = false }
            root.addSubview(c.cell)
            for view in [c.avatar, c.title, c.subtitle, c.body] { c.cell.addSubview(view) }
            c.top = i == 0 ? c.cell.topAnchor.constraint(equalTo: root.topAnchor)
                : c.cell.topAnchor.constraint(equalTo: cells[i - 1].cell.bottomAnchor)
            c.bodyHeight = c.body.heightAnchor.constraint(equalToConstant: hB(i))
            c.titleLeading = c.title.leadingAnchor.constraint(equalTo: c.avatar.trailingAnchor, constant: 8)
            let weakTop = c.body.topAnchor.constraint(equalTo: c.cell.topAnchor, constant: 8)
            weakTop.priority = UILayoutPriority(1)
            constraints += [
                c.cell.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                c.cell.widthAnchor.constraint(equalTo: root.widthAnchor), c.top,
                c.avatar.leadingAnchor.constraint(equalTo: c.cell.leadingAnchor, constant: 8),
                c.avatar.topAnchor.constraint(equalTo: c.cell.topAnchor, constant: 8),
                c.avatar.widthAnchor.constraint(equalToConstant: 40), c.avatar.heightAnchor.constraint(equalToConstant: 40),
                c.titleLeading,
                c.title.topAnchor.constraint(equalTo: c.cell.topAnchor, constant: 8),
                c.title.trailingAnchor.constraint(lessThanOrEqualTo: c.cell.trailingAnchor, constant: -8),
                c.subtitle.leadingAnchor.constraint(equalTo: c.title.leadingAnchor),
                c.subtitle.topAnchor.constraint(equalTo: c.title.bottomAnchor, constant: 4),
                c.subtitle.trailingAnchor.constraint(lessThanOrEqualTo: c.cell.trailingAnchor, constant: -8),
                c.body.leadingAnchor.constraint(equalTo: c.cell.leadingAnchor, constant: 8),
                c.body.trailingAnchor.constraint(equalTo: c.cell.trailingAnchor, constant: -8),
                c.body.topAnchor.constraint(greaterThanOrEqualTo: c.avatar.bottomAnchor, constant: 8),
                c.body.topAnchor.constraint(greaterThanOrEqualTo: c.subtitle.bottomAnchor, constant: 8),
                weakTop, c.bodyHeight,
                c.cell.bottomAnchor.constraint(equalTo: c.body.bottomAnchor, constant: 8),
            ]
            cells.append(c)
        }
        NSLayoutConstraint.activate(constraints)
        return (root, cells)
    }

    /// The feed's frames by arithmetic: the floor.
    static func feedFloor(_ n: Int, width: CGFloat) -> [CGRect] {
        var frames: [CGRect] = []
        frames.reserveCapacity(n * 5)
        var y: CGFloat = 0
        for i in 0..<n {
            let h = 66 + hB(i)
            frames.append(CGRect(x: 0, y: y, width: width, height: h))
            frames.append(CGRect(x: 8, y: 8, width: 40, height: 40))
            frames.append(CGRect(x: 56, y: 8, width: iwT(i), height: 20))
            frames.append(CGRect(x: 56, y: 32, width: iwS(i), height: 18))
            frames.append(CGRect(x: 8, y: 58, width: width - 16, height: hB(i)))
            y += h
        }
        return frames
    }

    static func check(_ cells: [Cell], width: CGFloat) {
        let expected = feedFloor(cells.count, width: width)
        for (i, c) in cells.enumerated() {
            let got = [c.cell.frame, c.avatar.frame, c.title.frame, c.subtitle.frame, c.body.frame]
            for k in 0..<5 where !close(got[k], expected[5 * i + k]) {
                fail("feed cell \(i) view \(k): \(got[k]) != \(expected[5 * i + k])")
            }
        }
    }

    static func close(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6 && abs(a.width - b.width) < 1e-6
            && abs(a.height - b.height) < 1e-6
    }

    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("check failed: \(message)\n".utf8))
        exit(1)
    }

    static func counters(_ before: Solver.Statistics?, _ after: Solver.Statistics?) -> String {
        let b = before ?? Solver.Statistics(), a = after ?? Solver.Statistics()
        return "added \(a.constraintsAdded - b.constraintsAdded), removed \(a.constraintsRemoved - b.constraintsRemoved), "
            + "constants \(a.constantsUpdated - b.constantsUpdated), pivots \(a.pivots - b.pivots)"
    }

    static func milliseconds(_ body: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    }

    static func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

    nonisolated(unsafe) static var blackHole: CGFloat = 0

    static func run(quick: Bool) {
        let n = quick ? 100 : 1000
        let runs = quick ? 3 : 5
        // feed
        var build: [Double] = [], resize: [Double] = [], text: [Double] = [], remove: [Double] = []
        var floor: [Double] = []
        var notes: [String] = []
        for run in 0..<runs {
            var feed: (UIView, [Cell])!
            build.append(milliseconds {
                feed = buildFeed(n)
                feed.0.layoutIfNeeded()
            })
            let (root, cells) = feed!
            check(cells, width: 375)
            var before = root.layoutEngineStatistics
            resize.append(milliseconds {
                root.frame = CGRect(x: 0, y: 0, width: 414, height: 800)
                root.layoutIfNeeded()
            })
            check(cells, width: 414)
            if run == 0 { notes.append("feed resize: " + counters(before, root.layoutEngineStatistics)) }
            before = root.layoutEngineStatistics
            text.append(milliseconds {
                cells[n / 2].title.size = CGSize(width: 120, height: 20)
                root.layoutIfNeeded()
            })
            if cells[n / 2].title.frame.width != 120 { fail("feed text change") }
            if run == 0 { notes.append("feed text: " + counters(before, root.layoutEngineStatistics)) }
            before = root.layoutEngineStatistics
            remove.append(milliseconds {
                let victim = cells[n / 2]
                victim.cell.isHidden = true
                victim.cell.removeFromSuperview()
                cells[n / 2 + 1].cell.topAnchor.constraint(equalTo: cells[n / 2 - 1].cell.bottomAnchor).isActive = true
                root.layoutIfNeeded()
            })
            if cells[n / 2 + 1].cell.frame.minY != cells[n / 2 - 1].cell.frame.maxY { fail("feed remove") }
            if run == 0 { notes.append("feed remove: " + counters(before, root.layoutEngineStatistics)) }
            floor.append(milliseconds { blackHole += feedFloor(n, width: 414).last!.maxY })
        }
        print("feed n=\(n): build+first layout \(fmt(median(build))) ms, resize \(fmt(median(resize))) ms, "
              + "text change \(fmt(median(text))) ms, remove cell \(fmt(median(remove))) ms; floor \(fmt(median(floor))) ms")
        for note in notes { print("  " + note) }

        // constant
        let (root, cells) = buildFeed(n)
        root.layoutIfNeeded()
        var constant: [Double] = []
        var constantNote = ""
        for k in 0..<max(runs, 20) {
            let before = root.layoutEngineStatistics
            let value = hB(n / 2) + CGFloat(k % 2 == 0 ? 10 : 0)
            constant.append(milliseconds {
                cells[n / 2].bodyHeight.constant = value
                root.layoutIfNeeded()
            })
            if cells[n / 2].body.frame.height != value { fail("constant") }
            if k == 0 { constantNote = counters(before, root.layoutEngineStatistics) }
        }
        var local: [Double] = []
        var localNote = ""
        for k in 0..<max(runs, 20) {
            let before = root.layoutEngineStatistics
            let value = CGFloat(k % 2 == 0 ? 12 : 8)
            local.append(milliseconds {
                cells[n / 2].titleLeading.constant = value
                root.layoutIfNeeded()
            })
            if cells[n / 2].title.frame.minX != 48 + value { fail("local constant") }
            if k == 0 { localNote = counters(before, root.layoutEngineStatistics) }
        }
        print("constant n=\(n), local (a title's leading: moves 2 views): \(fmt(median(local) * 1000)) µs (\(localNote))")
        let idleBefore = root.layoutEngineStatistics
        let idle = milliseconds { root.layoutIfNeeded() }
        print("constant n=\(n), a body height (moves every cell below): change + layout \(fmt(median(constant) * 1000)) µs (\(constantNote)); "
              + "layout with nothing changed \(fmt(idle * 1000)) µs (\(counters(idleBefore, root.layoutEngineStatistics)))")

        // row
        var rowBuild: [Double] = [], rowResize: [Double] = [], rowFloor: [Double] = []
        for _ in 0..<runs {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: CGFloat(16 + 8 * (n - 1) + n * 100), height: 60))
            root.contentScaleFactor = 1
            var views: [UIView] = []
            rowBuild.append(milliseconds {
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
            })
            let before = root.layoutEngineStatistics
            var times: [Double] = []
            for k in 1...20 {
                let w = CGFloat(50 + (37 * k) % 100)
                times.append(milliseconds {
                    root.frame = CGRect(x: 0, y: 0, width: CGFloat(16 + 8 * (n - 1)) + CGFloat(n) * w, height: 60)
                    root.layoutIfNeeded()
                })
                if abs(views[n - 1].frame.minX - (8 + CGFloat(n - 1) * (w + 8))) > 1e-6 { fail("row") }
            }
            rowResize.append(median(times))
            rowFloor.append(milliseconds {
                var x: CGFloat = 8
                let w = (root.frame.width - 16 - CGFloat(8 * (n - 1))) / CGFloat(n)
                for _ in 0..<n { x += w + 8 }
                blackHole += x
            })
            notes = ["row resize ×20: " + counters(before, root.layoutEngineStatistics)]
        }
        print("row n=\(n): build+first layout \(fmt(median(rowBuild))) ms, resize + layout \(fmt(median(rowResize))) ms; "
              + "floor \(fmt(median(rowFloor) * 1000)) µs")
        for note in notes { print("  " + note) }
    }

    static func fmt(_ value: Double) -> String { String(format: "%.3f", value) }
}
