/// One run of a workload: a fresh system, and the time and counters each phase accumulated in it.
///
/// Only the code inside ``time(_:_:)`` counts; setup, checks and bookkeeping between calls do not.
struct Run {
    let phases: [Phase]
    /// Whether the phase named by `--profile` runs inside `profiledPhase(_:)` in this run.
    let isProfiled: Bool
    private(set) var nanoseconds: [UInt64]
    private(set) var counters: [Counters]

    init(phases: [Phase], isProfiled: Bool) {
        self.phases = phases
        self.isProfiled = isProfiled
        nanoseconds = Array(repeating: 0, count: phases.count)
        counters = Array(repeating: Counters(), count: phases.count)
    }

    /// Times `body` as part of `phase` (which must be one of the phases given to ``Bench/measure``).
    @inline(__always)
    mutating func time<Result>(_ phase: Phase, _ body: () throws -> Result) rethrows -> Result {
        let index = self.index(of: phase)
        let start = monotonicNanoseconds()
        let result: Result
        if isProfiled, phase.name == Run.profiled {
            var value: Result?
            try profiledPhase { value = try body() }
            result = value!
        } else {
            result = try body()
        }
        nanoseconds[index] += monotonicNanoseconds() - start
        return result
    }

    /// The phase named by `--profile`, if any.
    nonisolated(unsafe) static var profiled: String?

    /// Adds counts to `phase`, e.g. the solver statistics its timed work produced.
    mutating func count(_ phase: Phase, _ delta: Counters) {
        counters[index(of: phase)].add(delta)
    }

    private func index(of phase: Phase) -> Int {
        guard let index = phases.firstIndex(where: { $0.name == phase.name }) else {
            preconditionFailure("phase \(phase.name) was not given to Bench.measure")
        }
        return index
    }
}

/// Runs `body`: the timed work of the phase named by `--profile`, in a function of its own so that callgrind
/// can count it alone.
///
///     valgrind --tool=callgrind --toggle-collect='*profiledPhase*' \
///         SwiftLayoutBenchmarks --filter dsl --sizes 1000 --runs 1 --profile 'noop update + layout'
///
/// With `--runs N`, only the last run's phase is counted: `--runs 2` counts the phase in a warmed-up process,
/// without the costs the process pays once, in its first run (the Swift runtime instantiating type metadata
/// at a generic type's first use: 0.44 M of the 0.46 M instructions `--runs 1` counts for the feed's text
/// change at N = 1,000, 0.47 M of the 4.00 M of its cell removal).
///
/// Not generic: the specialisations of a generic one were merged into one shared function whose name also
/// matches `*profiledPhase*`, and entering it toggled collection off again (6 instructions counted).
@inline(never)
func profiledPhase(_ body: () throws -> Void) rethrows {
    try body()
}
