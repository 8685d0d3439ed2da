import Foundation
import SwiftLayout

/// live_objects: nothing accumulates over many updates (issue 13, "no leaks"). A card of a title, a body, a
/// guide and a badge that is a new view at every update, as a `Layoutable`; each cycle changes constants
/// (declared and through `activation.anchors(_:)`), flips an `if` (the badge in or out, the body's bottom
/// rule), and lays out: 100,000 cycles (10,000 with `--quick`). Every object a cycle makes (each badge, each
/// activated constraint, the activation) is tracked by a weak reference; at ten even intervals the live ones
/// are counted, with the solver's constraints (added − removed). Checks: every count equals the first
/// interval's (flat), and the frames are a fresh layout's. The first run prints the counts as notes, with the
/// solver's rebuilds (`Solver.compact()`, which gives back what removed constraints left) and the resident
/// memory.
struct LiveObjectsWorkload: Workload {
    let name = "live_objects"

    final class Card: UIView, Layoutable {
        var activation: Activation?
        var step = 0
        let title = UIView()
        let body = UIView()
        let gap = UILayoutGuide()
        var badge = UIView()
        /// Period 4, like the body's rule (period 2): every interval (a multiple of 4) samples the same shape.
        var showsBadge: Bool { (step / 2) % 2 == 0 }

        init() {
            super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            contentScaleFactor = 1
        }

        required init?(coder: NSCoder) { fatalError("not used") }

        var layout: some Layout {
            self.sublayout {
                title.anchors {
                    Anchors.cap(offset: CGFloat(step % 5))
                    Anchors.height.equalTo(constant: 20).identifier("titleHeight")
                }
                gap.identifying("gap").anchors {
                    Anchors.top.equalTo(title, attribute: .bottom)
                    Anchors.height.equalTo(constant: 8)
                    Anchors.horizontal()
                }
                body.anchors {
                    Anchors.top.equalTo("gap", attribute: .bottom)
                    Anchors.horizontal(offset: 12)
                    if step % 2 == 0 {
                        Anchors.bottom.equalToSuper(inwardOffset: CGFloat(step % 7))
                    } else {
                        Anchors.height.equalTo(constant: 100)
                    }
                }.sublayout {
                    if showsBadge {
                        badge.anchors { Anchors.top.trailing; Anchors.size(width: 10, height: 10) }
                    }
                }
            }
        }
    }

    /// Weak references to every object a cycle made, each once; `live` drops the released ones and counts
    /// the rest.
    private struct Pool {
        private struct Entry { weak var object: AnyObject? }
        private var entries: [ObjectIdentifier: Entry] = [:]

        mutating func add(_ object: AnyObject) {
            if let entry = entries[ObjectIdentifier(object)], entry.object === object { return }
            entries[ObjectIdentifier(object)] = Entry(object: object)
        }

        mutating func live() -> Int {
            entries = entries.filter { $0.value.object != nil }
            return entries.count
        }
    }

    /// The process's resident memory (Linux: `/proc/self/statm`, assuming 4 KiB pages), for the notes: the
    /// allocator keeps freed pages, so it is reported, not checked.
    static func residentMegabytes() -> Double? {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = statm.split(separator: " ")
        guard fields.count > 1, let pages = Double(fields[1]) else { return nil }
        return pages * 4096 / 1_048_576
    }

    func run(in bench: Bench) throws {
        let cycles = bench.repetitions(full: 100_000, quick: 10_000)
        let interval = cycles / 10
        let check = Checker(workload: name, n: cycles)
        let cycle = Phase("update + constant + layout", operations: cycles)
        var firstRun = true

        try bench.measure(workload: name, n: cycles, phases: [cycle]) { run in
            var views = Pool(), constraints = Pool(), activations = Pool()
            var flat: [Int]?
            let card = Card()
            card.sl.updateLayout()
            card.layoutIfNeeded()
            var samples: [String] = []
            try run.time(cycle) {
                for step in 1...cycles {
                    card.step = step
                    if card.showsBadge {
                        card.badge = UIView()
                        views.add(card.badge)
                    }
                    card.sl.updateLayout()
                    card.activation?.anchors("titleHeight").update(constant: CGFloat(20 + step % 4))
                    card.layoutIfNeeded()
                    guard let activation = card.activation else { continue }
                    activations.add(activation)
                    for constraint in activation.lastChanges.activated { constraints.add(constraint) }
                    guard step % interval == 0 else { continue }
                    let stats = card.layoutEngineStatistics
                    let counts = [views.live(), constraints.live(), activations.live(),
                                  (stats?.constraintsAdded ?? 0) - (stats?.constraintsRemoved ?? 0)]
                    samples.append("\(name): after \(step) cycles: \(counts[0]) views, \(counts[1]) constraints, "
                                   + "\(counts[2]) activations, \(counts[3]) solver constraints live, "
                                   + "\(stats?.compactions ?? 0) solver rebuilds"
                                   + (Self.residentMegabytes().map { String(format: ", %.1f MB resident", $0) }
                                      ?? ""))
                    if let flat {
                        for (index, label) in ["views", "constraints", "activations", "solver constraints"].enumerated() {
                            try check.expect(Double(counts[index]), Double(flat[index]), "live \(label)",
                                             "after \(step) cycles")
                        }
                    } else {
                        flat = counts
                    }
                }
            }
            // The last step (a multiple of four): the badge is in, the body has its bottom rule.
            try check.expect(Double(card.body.frame.maxY), 480 - Double(cycles % 7), "body bottom", "end")
            try check.expect(Double(card.title.frame.height), Double(20 + cycles % 4), "title height", "end")
            try check.expect(Double(card.badge.frame.minX), Double(card.body.frame.width - 10), "badge x", "end")
            if firstRun { samples.forEach(bench.report.note) }
            firstRun = false
        }
    }
}
