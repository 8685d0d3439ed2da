import SwiftLayoutSolver

// Glue between the harness and SwiftLayoutSolver: statistics as counters, timed solver work, reading values.

extension Counters {
    /// The solver's statistics, snake_case names for JSON.
    init(_ statistics: Solver.Statistics) {
        self.init([
            ("constraints_added", statistics.constraintsAdded),
            ("constraints_removed", statistics.constraintsRemoved),
            ("constants_updated", statistics.constantsUpdated),
            ("suggestions", statistics.suggestions),
            ("pivots", statistics.pivots),
        ])
    }
}

extension Run {
    /// Times `body` as part of `phase` and adds the solver statistics it produced to the phase's counters.
    @inline(__always)
    mutating func time<Result>(_ phase: Phase, counting solver: Solver, _ body: () throws -> Result) rethrows
        -> Result
    {
        let before = solver.statistics
        let result = try time(phase, body)
        count(phase, Counters.difference(Counters(solver.statistics), Counters(before)))
        return result
    }
}

/// Copies every variable's value (as the last `updateVariables()` wrote it) into `values`, which must
/// have the same count: "read all values".
@inline(__always)
func read(_ variables: [Variable], into values: inout [Double]) {
    precondition(values.count == variables.count)
    values.withUnsafeMutableBufferPointer { buffer in
        for index in variables.indices {
            buffer[index] = variables[index].value
        }
    }
}
