import SwiftLayoutSolver

/// enaml-like: the kiwi benchmark's small form (Performance.md). Phases, in one fresh solver per run:
/// build (2 strong edit variables + 111 constraints); for each of the six sizes, one suggest of that size
/// repeated (`suggestValue(width)`, `suggestValue(height)`, `updateVariables()`; the size is suggested
/// once untimed first); and alternating between 400x600 and 600x400 so that every call re-solves.
///
/// The optimum is not unique here (equal-weight constraints can trade slack), so instead of values the
/// checks are: every required constraint holds, the edit variables take the suggested size, and the
/// objective `Σ strength × violation` over the optional constraints, which is unique at the optimum,
/// equals the optimum of the same linear program found by an independent LP solver.
struct EnamlLikeWorkload: Workload {
    let name = "enaml-like"

    /// The six sizes, with the optimal objective at each: minimum of `Σ strength × violation` subject to
    /// the required constraints, computed once with HiGHS (scipy.optimize.linprog) from the data file.
    static let sizes: [(width: Double, height: Double, objective: Double)] = [
        (400, 600, 2_180_044), (600, 400, 1_680_044), (800, 1200, 4_680_044),
        (1200, 800, 3_680_044), (400, 800, 2_880_044), (800, 400, 1_880_044),
    ]

    func run(in bench: Bench) throws {
        guard let (system, _) = try EnamlLikeSystem.load() else {
            bench.report.note("enaml-like skipped: \(EnamlLikeSystem.fileName) not found at "
                + EnamlLikeSystem.candidatePaths().joined(separator: " or "))
            return
        }
        let n = system.lines.count
        let check = Checker(workload: name, n: n)
        guard n == 111 else {
            throw CheckFailure(workload: name, n: n, step: "parsing the data file", variable: "constraint count",
                               expected: 111, got: Double(n))
        }
        let calls = bench.repetitions(full: 1_000, quick: 100)
        let build = Phase("build")
        let fixed = EnamlLikeWorkload.sizes.map { Phase("suggest \(label($0)), same size", operations: calls) }
        let alternateSizes = [EnamlLikeWorkload.sizes[0], EnamlLikeWorkload.sizes[1]]
        let alternate = Phase("alternate \(label(alternateSizes[0]))/\(label(alternateSizes[1]))", operations: calls)

        try bench.measure(workload: name, n: n, phases: [build] + fixed + [alternate]) { run in
            let (variables, constraints) = system.instantiate()
            let width = variables[0], height = variables[1]
            let solver = Solver()
            var values = [Double](repeating: 0, count: variables.count)

            /// Reads and checks the solution for `size`.
            func checkSolution(_ size: (width: Double, height: Double, objective: Double), _ step: String) throws {
                solver.updateVariables()
                read(variables, into: &values)
                try check.expect(values[0], size.width, "width", step)
                try check.expect(values[1], size.height, "height", step)
                for line in system.lines where line.strength.isRequired {
                    let violation = system.violation(of: line, values: values)
                    let scale = system.scale(of: line, values: values)
                    try check.expect(violation / scale, 0, "required line \(line.number) `\(line.text)` (violation/scale)",
                                     step)
                }
                try check.expect(system.objective(values: values), size.objective, "objective", step)
            }

            try run.time(build, counting: solver) {
                try solver.addEditVariable(width, strength: .strong)
                try solver.addEditVariable(height, strength: .strong)
                for constraint in constraints {
                    try solver.addConstraint(constraint)
                }
            }

            for (size, phase) in zip(EnamlLikeWorkload.sizes, fixed) {
                try solver.suggestValue(width, size.width)
                try solver.suggestValue(height, size.height)
                try checkSolution(size, "after suggesting \(label(size)) (untimed)")
                try run.time(phase, counting: solver) {
                    for _ in 0..<calls {
                        try solver.suggestValue(width, size.width)
                        try solver.suggestValue(height, size.height)
                        solver.updateVariables()
                    }
                }
                try checkSolution(size, "after \(calls) suggests of \(label(size))")
            }

            try run.time(alternate, counting: solver) {
                for call in 0..<calls {
                    let size = alternateSizes[call & 1]
                    try solver.suggestValue(width, size.width)
                    try solver.suggestValue(height, size.height)
                    solver.updateVariables()
                }
            }
            let last = (calls - 1) & 1
            let step = "after alternating \(calls) times (last \(label(alternateSizes[last])))"
            try checkSolution(alternateSizes[last], step)
            blackHole(values)
        }
    }

    private func label(_ size: (width: Double, height: Double, objective: Double)) -> String {
        "\(Int(size.width))x\(Int(size.height))"
    }
}
