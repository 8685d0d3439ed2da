/// Runs workloads' timed runs, takes medians, and hands each phase's result to the ``Report``.
///
/// A workload calls ``measure(workload:n:phases:body:)`` once per size; `body` is one run: it builds a
/// fresh system (untimed), times each phase through ``Run/time(_:_:)``, and checks the results. Runs repeat
/// until the policy's run count or time budget is reached.
final class Bench {
    let options: Options
    let report: Report

    /// How many runs to take of one measurement.
    struct Policy {
        /// Runs taken at most.
        let maxRuns: Int
        /// Runs taken at least, whatever the budget.
        let minRuns: Int
        /// Wall time (setup and checks included) after which no new run starts, once `minRuns` are done.
        /// After ten times this, no new run starts at all: a measurement whose single run takes minutes
        /// (a superlinear solver at N = 10,000) reports fewer runs rather than stalling the whole program.
        let budgetNanoseconds: UInt64
        /// How long one timed batch of a floor layout should last at least.
        let floorBatchNanoseconds: UInt64
    }

    let policy: Policy

    init(options: Options, report: Report) {
        self.options = options
        self.report = report
        let policy = options.quick
            ? Policy(maxRuns: 3, minRuns: 2, budgetNanoseconds: 300_000_000, floorBatchNanoseconds: 200_000)
            : Policy(maxRuns: 11, minRuns: 3, budgetNanoseconds: 4_000_000_000, floorBatchNanoseconds: 1_000_000)
        if let runs = options.runs {
            self.policy = Policy(maxRuns: runs, minRuns: runs, budgetNanoseconds: .max / 16,
                                 floorBatchNanoseconds: policy.floorBatchNanoseconds)
        } else {
            self.policy = policy
        }
    }

    /// The sizes of workloads that scale with N.
    var sizes: [Int] {
        options.sizes ?? (options.quick ? [100, 1_000] : [100, 1_000, 10_000])
    }

    /// Repetitions of an inner loop that `quick` shortens (e.g. calls per run of a micro-phase).
    func repetitions(full: Int, quick: Int) -> Int {
        options.quick ? quick : full
    }

    /// Times `phases` over several fresh runs of `body` and reports one result per phase.
    func measure(workload: String, n: Int, phases: [Phase], body: (inout Run) throws -> Void) throws {
        var runs: [Run] = []
        let start = monotonicNanoseconds()
        while runs.count < policy.maxRuns {
            let elapsed = monotonicNanoseconds() - start
            if runs.count >= policy.minRuns, elapsed > policy.budgetNanoseconds { break }
            if !runs.isEmpty, elapsed > 10 * policy.budgetNanoseconds { break }
            // With `--runs N`, the last run alone is profiled (`profiledPhase(_:)`).
            var run = Run(phases: phases, isProfiled: options.runs == nil || runs.count == policy.maxRuns - 1)
            try body(&run)
            runs.append(run)
        }
        for (index, phase) in phases.enumerated() {
            let samples = runs.map { Double($0.nanoseconds[index]) / 1e6 / Double(phase.operations) }
            let counters = runs[0].counters[index]
            if runs.contains(where: { $0.counters[index] != counters }) {
                report.note("\(workload) N=\(n) \(phase.name): counters differ between runs (nondeterminism?)")
            }
            var floor: Statistics?
            if let spec = phase.floor {
                let perLayout = measureFloor(spec.layout)
                floor = perLayout.map { $0 * spec.layoutsPerOperation }
            }
            var allCounters = Counters([("operations", phase.operations)])
            allCounters.add(counters)
            report.add(Result(
                workload: workload, n: n, phase: phase.name,
                time: Statistics(samples), floor: floor,
                counters: counters.entries.isEmpty ? nil : allCounters))
        }
    }

    /// Times a plain-arithmetic layout: calibrates a batch long enough for the clock, then takes the
    /// median over batches. Milliseconds per layout.
    private func measureFloor(_ layout: () -> Double) -> Statistics {
        var sink = 0.0
        var iterations = 1
        while true {
            let start = monotonicNanoseconds()
            for _ in 0..<iterations { sink += layout() }
            let elapsed = monotonicNanoseconds() - start
            if elapsed >= policy.floorBatchNanoseconds || iterations >= 1 << 24 { break }
            iterations *= elapsed == 0 ? 16 : max(2, min(16, Int(policy.floorBatchNanoseconds / elapsed) + 1))
        }
        var samples: [Double] = []
        for _ in 0..<policy.maxRuns {
            let start = monotonicNanoseconds()
            for _ in 0..<iterations { sink += layout() }
            samples.append(Double(monotonicNanoseconds() - start) / 1e6 / Double(iterations))
        }
        blackHole(sink)
        return Statistics(samples)
    }
}

/// Median, minimum and maximum of a phase's samples, in milliseconds per operation.
struct Statistics {
    let median: Double
    let min: Double
    let max: Double
    let runs: Int

    init(_ samples: [Double]) {
        precondition(!samples.isEmpty, "no samples")
        let sorted = samples.sorted()
        let middle = sorted.count / 2
        median = sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
        min = sorted[0]
        max = sorted[sorted.count - 1]
        runs = sorted.count
    }

    private init(median: Double, min: Double, max: Double, runs: Int) {
        self.median = median
        self.min = min
        self.max = max
        self.runs = runs
    }

    /// Every figure scaled (e.g. per layout → per operation).
    func map(_ transform: (Double) -> Double) -> Statistics {
        Statistics(median: transform(median), min: transform(min), max: transform(max), runs: runs)
    }
}
