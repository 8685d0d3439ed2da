import Testing
import SwiftLayoutSolver

/// `statistics` counts the work done since the solver was made or reset.
@Suite struct SolverStatisticsTests {
    @Test func aFreshSolverHasDoneNothing() {
        let zero = Solver().statistics
        #expect(zero.constraintsAdded == 0 && zero.constraintsRemoved == 0 && zero.constantsUpdated == 0)
        #expect(zero.suggestions == 0 && zero.pivots == 0)
    }

    @Test func eachCallIsCounted() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let c = x + y == 10
        try solver.addConstraint(c)
        try solver.addConstraint((x == 3) | .weak)
        #expect(solver.statistics.constraintsAdded == 2)
        try solver.addEditVariable(y, strength: .strong)
        #expect(solver.statistics.constraintsAdded == 3, "an edit variable adds an edit constraint")
        try solver.suggestValue(y, 4)
        try solver.suggestValue(y, 5)
        #expect(solver.statistics.suggestions == 2)
        try solver.updateConstant(of: c, to: -20)
        #expect(solver.statistics.constantsUpdated == 1)
        try solver.removeEditVariable(y)
        #expect(solver.statistics.constraintsRemoved == 1, "removing an edit variable removes its constraint")
        try solver.removeConstraint(c)
        #expect(solver.statistics.constraintsRemoved == 2)
        #expect(solver.statistics.constraintsAdded == 3)
        solver.updateVariables()
        #expect(solver.statistics.constraintsAdded == 3, "updating values is not counted as work on constraints")
    }

    @Test func aSuggestionAgainstABoundPivots() throws {
        // Pushing x past x <= 100 makes the current basis infeasible; restoring it takes at least one pivot.
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x <= 100)
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(x, 50)
        let before = solver.statistics.pivots
        try solver.suggestValue(x, 200)
        #expect(solver.statistics.pivots > before)
    }

    @Test func resetStartsTheCountsAgain() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x >= 1)
        try solver.addEditVariable(x, strength: .weak)
        try solver.suggestValue(x, -3)
        solver.reset()
        #expect(solver.statistics == Solver().statistics)
    }
}
