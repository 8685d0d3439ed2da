/// The ratios issue 10 sets targets for, computed from the medians of this run (no second machine, no
/// second run): the DSL's update against evaluating its body, stacks against plain constraints, the engine
/// against the bare solver on the same system, and growth from 1,000 to 10,000. A ratio is printed once
/// every phase it needs has been measured, so `--filter` and `--sizes` print the ones they can.
///
///     dsl noop update / evaluating the layout body   N=1000   1.42   (target <= 1.5)
enum Ratios {
    /// One phase's median, in milliseconds per operation.
    struct Term {
        let workload: String
        let n: Int
        let phase: String
    }

    /// `sum(numerator) / sum(denominator)`, and the most it may be.
    struct Spec {
        let name: String
        let n: Int
        let numerator: [Term]
        let denominator: [Term]
        let target: Double
    }

    /// Every ratio with a target, in the order they print.
    static let specs: [Spec] = {
        let k = 1_000, tenK = 10_000
        func term(_ workload: String, _ n: Int, _ phase: String) -> Term {
            Term(workload: workload, n: n, phase: phase)
        }
        var specs = [
            Spec(name: "dsl noop update / evaluating the layout body", n: k,
                 numerator: [term("dsl", k, "noop update + layout")],
                 denominator: [term("dsl", k, "evaluate layout body (reference)")], target: 1.5),
            Spec(name: "dsl constant change / noop update", n: k,
                 numerator: [term("dsl", k, "constant + layout")],
                 denominator: [term("dsl", k, "noop update + layout")], target: 1.05),
            Spec(name: "stack build / the same views without a stack", n: k,
                 numerator: [term("stack", k, "stacks: build + first layout")],
                 denominator: [term("stack", k, "plain constraints: build + first layout")], target: 1.3),
            Spec(name: "engine / bare solver: feed build + first layout", n: k,
                 numerator: [term("feed", k, "build + first layout")],
                 denominator: [term("grid", k, GridPhases.build), term("grid", k, GridPhases.firstResolve)],
                 target: 2),
            Spec(name: "engine / bare solver: feed resize", n: k,
                 numerator: [term("feed", k, "resize + layout")],
                 denominator: [term("grid", k, GridPhases.resize)], target: 2),
            Spec(name: "engine / bare solver: row build + first layout", n: k,
                 numerator: [term("row", k, "build + first layout")],
                 denominator: [term("chain", k, "build"), term("chain", k, "first resolve")], target: 2),
            Spec(name: "engine / bare solver: row resize", n: k,
                 numerator: [term("row", k, "resize + layout")],
                 denominator: [term("chain", k, "width update")], target: 2),
        ]
        let growth: [(String, String, Double)] = [
            ("chain", "build", 11), ("grid", GridPhases.build, 11), ("grid_indep", GridPhases.build, 11),
            ("feed", "resize + layout", 11), ("feed", "remove cell + layout", 11),
            ("stack", "hide one row + layout", 11),
            ("feed", "text change + layout", 2), ("feed_labels", "text change + layout", 2),
        ]
        for (workload, phase, target) in growth {
            specs.append(Spec(name: "10k / 1k: \(workload) \(phase)", n: tenK,
                              numerator: [term(workload, tenK, phase)], denominator: [term(workload, k, phase)],
                              target: target))
        }
        return specs
    }()

    /// A ratio's value from the medians measured so far; nil while a term is missing.
    static func value(of spec: Spec, medians: [String: Double]) -> Double? {
        func sum(_ terms: [Term]) -> Double? {
            var total = 0.0
            for term in terms {
                guard let median = medians[key(term.workload, term.n, term.phase)] else { return nil }
                total += median
            }
            return total
        }
        guard let numerator = sum(spec.numerator), let denominator = sum(spec.denominator), denominator > 0 else {
            return nil
        }
        return numerator / denominator
    }

    /// The key a median is kept under.
    static func key(_ workload: String, _ n: Int, _ phase: String) -> String { "\(workload)|\(n)|\(phase)" }
}
