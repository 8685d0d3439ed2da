import Foundation
import SwiftLayoutPlatform

/// stack: a settings screen made of stack views (issue 4): a vertical stack of N horizontal rows, each a
/// `UILabel` and a `UISwitch`, in a 375-wide root. Phases: build + activate + first layout; the same frames
/// made with plain constraints (the issue's bar: stacks within 3× of it); hide one row + layout (the
/// counters show that only the outer stack's constraints around that row change); change one label's text
/// + layout (measured once).
///
/// The hide phases move the rows below up: their y is checked. Every frame is checked against the closed form.
struct StackWorkload: Workload {
    let name = "stack"

    func run(in bench: Bench) throws {
        for n in bench.sizes where n <= 10_000 {
            try run(n: n, in: bench)
        }
    }

    // Rows are 343 wide (375 − 2 × 16), 31 high (the switch), 4 apart. In a row the label takes
    // 343 − 8 − 51 = 284 and is centred, (31 − 21) / 2 = 5 down; the switch sits at 292.
    static let rowHeight = 31.0, rowSpacing = 4.0, width = 343.0

    /// Every row's label and switch frames in root coordinates, 8 numbers per row.
    static func expected(n: Int) -> [Double] {
        var values: [Double] = []
        values.reserveCapacity(8 * n)
        var y = 0.0
        for _ in 0..<n {
            values += [16, y + 5, 284, 21, 16 + 292, y, 51, 31]
            y += rowHeight + rowSpacing
        }
        return values
    }

    static func names(_ index: Int) -> String {
        "row \(index / 8) \(index % 8 < 4 ? "label" : "switch").\(["x", "y", "width", "height"][index % 4])"
    }

    private func run(n: Int, in bench: Bench) throws {
        let check = Checker(workload: name, n: n)
        let floor = Floor { StackWorkload.expected(n: n).reduce(0, +) }
        let build = Phase("stacks: build + first layout", floor: floor)
        let plain = Phase("plain constraints: build + first layout", floor: floor)
        let hide = Phase("hide one row + layout")
        let hideAgain = Phase("hide another row + layout")
        let text = Phase("label text + layout")

        try bench.measure(workload: name, n: n, phases: [build, plain, hide, hideAgain, text]) { run in
            var screen: StackScreen!
            run.time(build) {
                screen = StackScreen(n: n)
                screen.root.layoutIfNeeded()
            }
            run.count(build, Counters(engineOf: screen.root))
            try check.expect(screen.frames(), StackWorkload.expected(n: n), names: StackWorkload.names,
                             "stacks, first layout")

            var manual: PlainScreen!
            run.time(plain) {
                manual = PlainScreen(n: n)
                manual.root.layoutIfNeeded()
            }
            run.count(plain, Counters(engineOf: manual.root))
            try check.expect(manual.frames(), StackWorkload.expected(n: n), names: StackWorkload.names,
                             "plain constraints, first layout")

            let middle = n / 2
            run.time(hide, engineOf: screen.root) {
                screen.rows[middle].isHidden = true
                screen.root.layoutIfNeeded()
            }
            try check.expect(Double(screen.rows[middle].frame.height), 0, "row \(middle).height", "after hiding")
            if middle + 1 < n {
                try check.expect(Double(screen.switches[middle + 1].frame.minY + screen.rows[middle + 1].frame.minY),
                                 Double(middle) * (StackWorkload.rowHeight + StackWorkload.rowSpacing),
                                 "row \(middle + 1).y", "after hiding")
            }

            // The first hide brings a new priority level (the hidden view's spacing @50) into the engine, which
            // re-strengthens its optional constraints once; a second hide touches only that row's constraints.
            let other = n / 4
            run.time(hideAgain, engineOf: screen.root) {
                screen.rows[other].isHidden = true
                screen.root.layoutIfNeeded()
            }
            try check.expect(Double(screen.rows[other].frame.height), 0, "row \(other).height", "after hiding another")
            if other + 1 < middle {
                try check.expect(Double(screen.rows[other + 1].frame.minY),
                                 Double(other) * (StackWorkload.rowHeight + StackWorkload.rowSpacing),
                                 "row \(other + 1).y", "after hiding another")
            }

            let label = screen.labels[0]
            let measured = label.textMeasurementCount
            run.time(text, engineOf: screen.root) {
                label.text = "A longer title for the first row"
                screen.root.layoutIfNeeded()
            }
            try check.expect(Double(label.textMeasurementCount - measured), 1, "row 0 label measurements",
                             "after the text change")
            try check.expect(Double(label.frame.width), 284, "row 0 label.width", "after the text change")
            blackHole(screen.frames())
        }
    }
}

/// The stack version: an outer vertical stack of rows (label + switch, centred, 8 apart).
@MainActor
struct StackScreen {
    let root: UIView
    let rows: [UIStackView]
    let labels: [UILabel]
    let switches: [UISwitch]

    init(n: Int) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 800))
        root.contentScaleFactor = 2
        var rows: [UIStackView] = [], labels: [UILabel] = [], switches: [UISwitch] = []
        for i in 0..<n {
            let label = UILabel()
            label.text = "Setting \(i)"
            let toggle = UISwitch()
            let row = UIStackView(arrangedSubviews: [label, toggle])
            row.alignment = .center
            row.spacing = 8
            rows.append(row)
            labels.append(label)
            switches.append(toggle)
        }
        let stack = UIStackView(arrangedSubviews: rows)
        stack.axis = .vertical
        stack.spacing = StackWorkload.rowSpacing
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        self.root = root
        self.rows = rows
        self.labels = labels
        self.switches = switches
    }

    /// Label and switch frames in root coordinates, 8 numbers per row.
    func frames() -> [Double] {
        var values: [Double] = []
        values.reserveCapacity(8 * rows.count)
        for i in rows.indices {
            for view in [labels[i], switches[i]] as [UIView] {
                let f = view.convert(view.bounds, to: root)
                values += [Double(f.minX), Double(f.minY), Double(f.width), Double(f.height)]
            }
        }
        return values
    }
}

/// The same frames with plain constraints: each row a view holding a label and a switch.
@MainActor
struct PlainScreen {
    let root: UIView
    let labels: [UILabel]
    let switches: [UISwitch]

    init(n: Int) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 800))
        root.contentScaleFactor = 2
        var labels: [UILabel] = [], switches: [UISwitch] = [], rows: [UIView] = []
        var constraints: [NSLayoutConstraint] = []
        for i in 0..<n {
            let row = UIView(), label = UILabel(), toggle = UISwitch()
            label.text = "Setting \(i)"
            for view in [row, label, toggle] { view.translatesAutoresizingMaskIntoConstraints = false }
            root.addSubview(row)
            row.addSubview(label)
            row.addSubview(toggle)
            constraints += [
                row.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                row.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
                i == 0 ? row.topAnchor.constraint(equalTo: root.topAnchor)
                    : row.topAnchor.constraint(equalTo: rows[i - 1].bottomAnchor, constant: StackWorkload.rowSpacing),
                toggle.topAnchor.constraint(equalTo: row.topAnchor),
                toggle.bottomAnchor.constraint(equalTo: row.bottomAnchor),
                toggle.trailingAnchor.constraint(equalTo: row.trailingAnchor),
                label.leadingAnchor.constraint(equalTo: row.leadingAnchor),
                label.trailingAnchor.constraint(equalTo: toggle.leadingAnchor, constant: -8),
                label.centerYAnchor.constraint(equalTo: row.centerYAnchor),
            ]
            rows.append(row)
            labels.append(label)
            switches.append(toggle)
        }
        NSLayoutConstraint.activate(constraints)
        self.root = root
        self.labels = labels
        self.switches = switches
        self.rows = rows
    }

    let rows: [UIView]

    func frames() -> [Double] {
        var values: [Double] = []
        values.reserveCapacity(8 * labels.count)
        for i in labels.indices {
            for view in [labels[i], switches[i]] as [UIView] {
                let f = view.convert(view.bounds, to: root)
                values += [Double(f.minX), Double(f.minY), Double(f.width), Double(f.height)]
            }
        }
        return values
    }
}
