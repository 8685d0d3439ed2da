import Testing
import SwiftLayoutSolver

/// Problems with published answers. A classic LP "maximize c·x" becomes Cassowary's weighted errors with
/// one optional constraint `x_j >= M` of weight c_j per variable: its error `M - x_j` (for x_j <= M)
/// sums to `Σ c_j M - c·x`, so minimizing the errors maximizes `c·x`.
@Suite struct TextbookLPTests {
    /// Badros, Borning & Stuckey, "The Cassowary Linear Arithmetic Constraint Solving Algorithm",
    /// ACM TOCHI 8(4), 2001, §2: a midpoint between two bounded points, with weak stays.
    @Test func cassowaryPaperMidpointExample() throws {
        let solver = Solver()
        let xl = Variable("xl"), xm = Variable("xm"), xr = Variable("xr")
        let required: [Constraint] = [xm == (xl + xr) / 2, xl + 10 <= xr, xr <= 100, xl >= 0]
        for c in required { try solver.addConstraint(c) }
        // The paper's stays hold xl at 90 and xr at 100 weakly.
        try solver.addConstraint((xl == 90) | .weak)
        try solver.addConstraint((xr == 100) | .weak)
        solver.updateVariables()
        expectValues([xl: 90, xm: 95, xr: 100])
        // Editing xm to 50 (strong) moves xl and xr with it. Every xr in 55...100 (xl = 100 - xr) breaks
        // the equal weak stays by 90 in total, so the optimum is not unique: check its cost, and that
        // the edit and the required constraints hold.
        try solver.addEditVariable(xm, strength: .strong)
        try solver.suggestValue(xm, 50)
        try expectOptimal(
            solver, constraints: required + [(xl == 90) | .weak, (xr == 100) | .weak], edits: [(xm, .strong, 50)])
        #expect(abs(xm.value - 50) < 1e-9)
        #expect(abs(xl.value + xr.value - 100) < 1e-9 && xr.value >= 55 - 1e-9 && xr.value <= 100 + 1e-9)
    }

    /// The same example as kiwi's documentation ("Basic systems") and test suite run it: a weak wish
    /// xl == 40 and xm dragged strongly.
    @Test func kiwiDocumentationBasicSystem() throws {
        let solver = Solver()
        let x1 = Variable("x1"), x2 = Variable("x2"), xm = Variable("xm")
        for c in [x1 >= 0, x2 <= 100, x2 >= x1 + 10, xm == (x1 + x2) / 2] { try solver.addConstraint(c) }
        try solver.addConstraint((x1 == 40) | .weak)
        try solver.addEditVariable(xm, strength: .strong)
        try solver.suggestValue(xm, 60)
        solver.updateVariables()
        expectValues([xm: 60, x1: 40, x2: 80])
        try solver.suggestValue(xm, 90)
        solver.updateVariables()
        expectValues([xm: 90, x1: 80, x2: 100])
    }

    /// Chvátal, "Linear Programming" (1983), chapter 2, the opening example (also Vanderbei, "Linear
    /// Programming: Foundations and Extensions", §2.1): maximize 5x1 + 4x2 + 3x3 subject to
    /// 2x1 + 3x2 + x3 <= 5, 4x1 + x2 + 2x3 <= 11, 3x1 + 4x2 + 2x3 <= 8, x >= 0. Optimum z = 13 at (2, 0, 1).
    @Test func chvatalOpeningExample() throws {
        let solver = Solver()
        let x = (1...3).map { Variable("x\($0)") }
        try solver.addConstraint(2 * x[0] + 3 * x[1] + x[2] <= 5)
        try solver.addConstraint(4 * x[0] + x[1] + 2 * x[2] <= 11)
        try solver.addConstraint(3 * x[0] + 4 * x[1] + 2 * x[2] <= 8)
        for v in x { try solver.addConstraint(v >= 0) }
        for (v, c) in zip(x, [5.0, 4, 3]) { try solver.addConstraint((v >= 100) | Strength(c)) }
        solver.updateVariables()
        expectValues([x[0]: 2, x[1]: 0, x[2]: 1])
        #expect(abs(5 * x[0].value + 4 * x[1].value + 3 * x[2].value - 13) < 1e-9)
    }

    /// Hillier & Lieberman, "Introduction to Operations Research" (9th ed.), §3.1, the Wyndor Glass Co.
    /// product mix: maximize 3x1 + 5x2 subject to x1 <= 4, 2x2 <= 12, 3x1 + 2x2 <= 18, x >= 0.
    /// Optimum Z = 36 at (2, 6). Then the right-hand side of the third (plant 3's hours) is changed in
    /// place, a sensitivity question in the book's spirit: at 24 hours the optimum is (4, 6), Z = 42.
    @Test func wyndorGlassProductMix() throws {
        let solver = Solver()
        let x1 = Variable("x1"), x2 = Variable("x2")
        let plant3 = 3 * x1 + 2 * x2 <= 18
        for c in [x1 <= 4, 2 * x2 <= 12, plant3, x1 >= 0, x2 >= 0] { try solver.addConstraint(c) }
        try solver.addConstraint((x1 >= 100) | Strength(3))
        try solver.addConstraint((x2 >= 100) | Strength(5))
        solver.updateVariables()
        expectValues([x1: 2, x2: 6])
        try solver.updateConstant(of: plant3, to: -24)
        solver.updateVariables()
        expectValues([x1: 4, x2: 6])
        try solver.updateConstant(of: plant3, to: -12)   // 12 hours: x2 alone, (0, 6), Z = 30
        solver.updateVariables()
        expectValues([x1: 0, x2: 6])
    }

    /// A two-variable covering problem worked by hand (no source needed: its vertices are enumerated
    /// here): minimize 2x + 3y subject to x + y >= 4, x + 3y >= 6, x, y >= 0. The vertices (0, 4),
    /// (3, 1), (6, 0) cost 12, 9, 12: the optimum is 9 at (3, 1). Minimizing c·x is the weighted errors of
    /// `x_j <= 0`.
    @Test func smallCoveringProblem() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        for c in [x + y >= 4, x + 3 * y >= 6, x >= 0, y >= 0] { try solver.addConstraint(c) }
        try solver.addConstraint((x <= 0) | Strength(2))
        try solver.addConstraint((y <= 0) | Strength(3))
        solver.updateVariables()
        expectValues([x: 3, y: 1])
    }
}
