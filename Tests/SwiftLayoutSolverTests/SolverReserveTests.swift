import Testing
@testable import SwiftLayoutSolver

/// `reserve(_:)`: a variable given its place before any constraint mentions it.
@Suite struct SolverReserveTests {
    @Test func aReservedVariableIsKnownAtZeroAndSolvedLikeAnyOther() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        solver.reserve(x)
        #expect(solver.contains(x))
        #expect(!solver.contains(y))
        solver.updateVariables()
        #expect(x.value == 0)
        try solver.addConstraint(x == 5)
        try solver.addConstraint(y == x + 10)
        solver.updateVariables()
        #expect(x.value == 5)
        #expect(y.value == 15)
    }

    @Test func reservingAVariableTheSolverKnowsChangesNothing() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.addConstraint(x == 5)        // a definition
        try solver.addConstraint(y >= x + 1)    // y in a row
        solver.reserve(x)
        solver.reserve(y)
        solver.updateVariables()
        #expect(x.value == 5)
        #expect(y.value == 6)
        try solver.updateConstant(of: solver.constraintsAffecting(x)[0], to: -7)
        solver.updateVariables()
        #expect(x.value == 7)
        #expect(y.value == 8)
    }
}
