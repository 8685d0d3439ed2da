import Testing
import SwiftLayoutSolver

/// The solver example of README.md and README_ko.md, line for line, so the README cannot go stale.
@Suite struct ReadmeSolverExampleTests {
    @Test func readmeSolverExamplePrintsWhatTheReadmeShows() throws {
        var output: [String] = []
        func print(_ items: Any...) { output.append(items.map { "\($0)" }.joined(separator: " ")) }

        // --- README example begins
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        let solver = Solver()
        try solver.addConstraint(left == 16)
        try solver.addConstraint(right == left + width)
        try solver.addConstraint(right <= 359)
        try solver.addConstraint((width == 400) | .medium)   // as wide as it can be
        solver.updateVariables()
        print(left.value, width.value, right.value)          // 16.0 343.0 359.0

        do {
            try solver.addConstraint(width >= 350)
        } catch let error as SolverError {
            print(error)
        }
        // --- README example ends

        #expect(output == [
            "16.0 343.0 359.0",
            """
            unsatisfiable constraint: 1.0 * width - 350.0 >= 0 | required
            conflicts with:
              1.0 * left - 16.0 == 0 | required
              1.0 * right - 1.0 * left - 1.0 * width == 0 | required
              1.0 * right - 359.0 <= 0 | required
            """,
        ])
    }
}
