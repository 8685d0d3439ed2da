/// What the command line asked for.
///
///     SwiftLayoutBenchmarks [--quick] [--json] [--filter NAME[,NAME...]] [--sizes N[,N...]] [--runs N]
///         [--profile PHASE] [--list]
struct Options {
    /// Small sizes and few runs, for CI (well under a minute in release mode).
    var quick = false
    /// One JSON object per result line on standard output instead of a table.
    var json = false
    /// Run only the workloads with these names.
    var filter: [String]?
    /// Override the sizes of the workloads that scale with N.
    var sizes: [Int]?
    /// Print the workload names and stop.
    var list = false
    /// Exactly this many runs of every measurement (for callgrind: `--runs 1`).
    var runs: Int?
    /// The phase whose timed work runs inside `profiledPhase(_:)`, so that
    /// `valgrind --tool=callgrind --toggle-collect='*profiledPhase*'` counts that phase alone (with `runs`, in
    /// the last run only).
    var profile: String?

    static let usage = """
        usage: SwiftLayoutBenchmarks [--quick] [--json] [--filter NAME[,NAME...]] [--sizes N[,N...]] [--runs N]
                                     [--profile PHASE] [--list]
          --quick    small sizes (N = 100, 1,000) and few runs
          --json     one JSON object per line: workload, n, phase, median_ms, min_ms, max_ms, runs,
                     floor_ms and counters where they apply
          --filter   run only the named workloads (see --list)
          --sizes    sizes for the workloads that scale with N (default 100,1000,10000; quick 100,1000)
          --runs     exactly N runs of every measurement (e.g. 1 under valgrind --tool=callgrind)
          --profile  run the timed work of the phases named PHASE inside profiledPhase(_:), for
                     valgrind --tool=callgrind --toggle-collect='*profiledPhase*'; with --runs N, in the
                     last run only (--runs 2: without the process's one-time costs of its first run)
          --list     print the workload names
        """

    /// A command line this program does not understand.
    struct UsageError: Error, CustomStringConvertible {
        let description: String
    }

    /// Parses the arguments after the program name.
    static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        var options = Options()
        var rest = arguments[...]
        func value(for flag: String) throws(UsageError) -> String {
            guard let value = rest.popFirst() else { throw UsageError(description: "\(flag) needs a value") }
            return value
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--quick": options.quick = true
            case "--json": options.json = true
            case "--list": options.list = true
            case "--filter":
                options.filter = try value(for: argument).split(separator: ",").map(String.init)
            case "--sizes":
                let text = try value(for: argument)
                let sizes = text.split(separator: ",").compactMap { Int($0) }
                guard !sizes.isEmpty, sizes.count == text.split(separator: ",").count, sizes.allSatisfy({ $0 > 0 })
                else { throw UsageError(description: "--sizes wants positive integers, got \(text)") }
                options.sizes = sizes
            case "--runs":
                let text = try value(for: argument)
                guard let runs = Int(text), runs > 0 else {
                    throw UsageError(description: "--runs wants a positive integer, got \(text)")
                }
                options.runs = runs
            case "--profile": options.profile = try value(for: argument)
            case "--help", "-h": throw UsageError(description: "")
            default: throw UsageError(description: "unknown argument \(argument)")
            }
        }
        return options
    }
}
