import Foundation

// SwiftLayoutBenchmarks: the workloads of Performance.md.
//
//     swift run -c release SwiftLayoutBenchmarks            # full sizes, table
//     swift run -c release SwiftLayoutBenchmarks --quick    # N = 100 and 1,000, few runs (CI)
//     swift run -c release SwiftLayoutBenchmarks --json     # one JSON object per line
//
// Exits 1 if any result differs from its closed form (or the code under test throws), 2 on a bad
// command line.

/// Every workload, in the order they run. New workloads (engine, DSL) are a file in Workloads/ and a line here.
let workloads: [any Workload] = [
    EnamlLikeWorkload(),
    ChainWorkload(),
    GridWorkload(stacking: .chained),
    GridWorkload(stacking: .independent),
    ChurnWorkload(stacking: .chained),
    ChurnWorkload(stacking: .independent),
    FeedWorkload(),
    RowWorkload(),
    EngineConstantWorkload(),
    StackWorkload(),
    LabelFeedWorkload(),
    DSLScreenWorkload(),
    RenderWorkload(),
    SwiftUIFeedWorkload(),
    SwiftUINestWorkload(),
    ScrollWorkload(),
    CellMeasureWorkload(),
    LiveObjectsWorkload(),
]

func standardError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}

let options: Options
do {
    options = try Options.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    if !error.description.isEmpty { standardError("error: \(error.description)") }
    standardError(Options.usage)
    exit(error.description.isEmpty ? 0 : 2)
}

if options.list {
    for workload in workloads { print(workload.name) }
    exit(0)
}

var selected = workloads
if let filter = options.filter {
    let names = Set(workloads.map(\.name))
    if let unknown = filter.first(where: { !names.contains($0) }) {
        standardError("error: no workload named \(unknown); workloads: \(workloads.map(\.name).joined(separator: ", "))")
        exit(2)
    }
    selected = workloads.filter { filter.contains($0.name) }
}

Run.profiled = options.profile
let bench = Bench(options: options, report: Report(json: options.json))
var failures: [String] = []
for workload in selected {
    do {
        try workload.run(in: bench)
    } catch let failure as CheckFailure {
        failures.append(failure.description)
        standardError(failure.description)
    } catch {
        let message = "workload \(workload.name) failed: \(error)"
        failures.append(message)
        standardError(message)
    }
}

bench.report.ratios()

if !failures.isEmpty {
    standardError("\(failures.count) workload(s) failed:")
    for failure in failures { standardError("  \(failure)") }
    exit(1)
}
