import Foundation

/// Prints results as they come: a readable table by default, or one JSON object per line (`--json`).
/// Notes (skipped workloads, oddities) go to the table as `#` lines, or to standard error in JSON mode
/// so that standard output stays pure JSON lines.
final class Report {
    let json: Bool
    private var printedHeader = false
    /// Every median reported so far, by `Ratios.key`, for the ratios printed at the end.
    private var medians: [String: Double] = [:]
    /// The medians reported so far, by workload, phase and N (for the growth ratios).
    private var growthMedians: [String: Double] = [:]

    init(json: Bool) {
        self.json = json
    }

    private static let columns: [(title: String, width: Int, left: Bool)] = [
        ("workload", 17, true), ("N", 6, false), ("phase", 30, true), ("median ms", 11, false),
        ("min", 11, false), ("max", 11, false), ("runs", 4, false), ("floor ms", 11, false),
        ("kiwi", 9, false), ("counters (one run)", 0, true),
    ]

    func add(_ result: Result) {
        var result = result
        growthMedians["\(result.workload)|\(result.phase)|\(result.n)"] = result.time.median
        if result.n % 10 == 0, let smaller = growthMedians["\(result.workload)|\(result.phase)|\(result.n / 10)"], smaller > 0 {
            result.growth = (result.n / 10, result.time.median / smaller)
        }
        medians[Ratios.key(result.workload, result.n, result.phase)] = result.time.median
        if json {
            emit(result.json)
            return
        }
        header()
        let counters = result.counters.map { counters in
            counters.entries.map { "\(Report.abbreviation[$0.name] ?? $0.name)=\($0.value)" }.joined(separator: " ")
        }
        emit(Report.row([
            result.workload, "\(result.n)", result.phase,
            milliseconds(result.time.median), milliseconds(result.time.min), milliseconds(result.time.max),
            "\(result.time.runs)", result.floor.map { milliseconds($0.median) } ?? "-",
            KiwiReference.figure(workload: result.workload, n: result.n, phase: result.phase) ?? "-",
            counters ?? "-",
        ]))
        if let growth = result.growth {
            emit(String(format: "#   %@ %@: N = %d / N = %d is %.2fx", result.workload, result.phase, result.n, growth.fromN, growth.ratio))
        }
    }

    /// Prints every ratio of `Ratios.specs` whose phases were measured in this run: a table after the
    /// results, or one JSON object per ratio (`{"ratio":…,"n":…,"value":…,"target":…,"met":…}`).
    func ratios() {
        var lines: [String] = []
        for spec in Ratios.specs {
            guard let value = Ratios.value(of: spec, medians: medians) else { continue }
            let met = value <= spec.target
            if json {
                lines.append("{\"ratio\":\(jsonString(spec.name)),\"n\":\(spec.n),\"value\":\(jsonNumber(value)),"
                    + "\"target\":\(jsonNumber(spec.target)),\"met\":\(met)}")
            } else {
                let name = spec.name + String(repeating: " ", count: max(0, 58 - spec.name.count))
                let figure = String(format: "%.2f", value)
                lines.append("\(name)  N=\(spec.n)  \(String(repeating: " ", count: max(0, 7 - figure.count)))\(figure)"
                    + "  (target <= \(spec.target))\(met ? "" : "  SHORT")")
            }
        }
        guard !lines.isEmpty else { return }
        if !json { emit("# ratios within this run (issue 10): medians divided, the target beside each") }
        for line in lines { emit(line) }
    }

    /// A remark that is not a result.
    func note(_ text: String) {
        if json {
            FileHandle.standardError.write(Data("note: \(text)\n".utf8))
        } else {
            emit("# \(text)")
        }
    }

    private static let abbreviation = [
        "operations": "ops", "constraints_added": "added", "constraints_removed": "removed",
        "constants_updated": "constants", "suggestions": "suggested", "pivots": "pivots",
        "forms_rebuilt": "rebuilt",
    ]

    private func header() {
        guard !printedHeader else { return }
        printedHeader = true
        emit("# times in ms per operation (median, min, max over runs); floor = the same frames by plain")
        emit("# arithmetic; kiwi = the figures of Performance.md; counters are totals for one run of ops operations")
        let titles = Report.columns.map(\.title)
        emit(Report.row(titles))
        emit(Report.row(Report.columns.map { String(repeating: "-", count: max($0.width, $0.title.count)) }))
    }

    private static func row(_ cells: [String]) -> String {
        var line = ""
        for (cell, column) in zip(cells, columns) {
            let pad = String(repeating: " ", count: max(0, column.width - cell.count))
            line += column.left ? cell + pad : pad + cell
            line += "  "
        }
        while line.last == " " { line.removeLast() }
        return line
    }

    private func emit(_ line: String) {
        print(line)
        fflush(nil)  // show each row as it is measured, also when piped
    }
}

/// Milliseconds with four significant digits: `0.006712`, `1.234`, `905.1`, `28300`.
func milliseconds(_ value: Double) -> String {
    guard value > 0, value.isFinite else { return value == 0 ? "0" : "\(value)" }
    let magnitude = Int((log10(value)).rounded(.down))
    let decimals = min(7, max(0, 3 - magnitude))
    return String(format: "%.\(decimals)f", value)
}
