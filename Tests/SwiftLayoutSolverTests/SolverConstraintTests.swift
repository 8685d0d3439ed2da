import Testing
import SwiftLayoutSolver

/// Adding, removing and querying constraints, in the manner of kiwi's `test_managing_constraints` and
/// `test_solving_with_strength` (nucleic/kiwi, py/tests/test_solver.py).
@Suite struct SolverConstraintTests {
    @Test func anAddedConstraintIsInTheSolverUntilRemoved() throws {
        let solver = Solver()
        let x = Variable("x")
        let c = x >= 1
        #expect(!solver.hasConstraint(c))
        try solver.addConstraint(c)
        #expect(solver.hasConstraint(c))
        try solver.removeConstraint(c)
        #expect(!solver.hasConstraint(c))
        // It can be added again after removal.
        try solver.addConstraint(c)
        #expect(solver.hasConstraint(c))
    }

    @Test func constraintsAreKnownByIdentityNotByLooks() throws {
        let solver = Solver()
        let x = Variable("x")
        let added = x == 10
        let lookalike = x == 10
        try solver.addConstraint(added)
        #expect(!solver.hasConstraint(lookalike))
        #expect(!solver.hasConstraint(added | .required), "| makes a new constraint")
        let error = expectFailure(.unknownConstraint, in: solver, variables: [x]) {
            try solver.removeConstraint(lookalike)
        }
        #expect(error?.constraint === lookalike)
        #expect(solver.hasConstraint(added))
    }

    @Test func addingTheSameConstraintTwiceThrowsDuplicateConstraint() throws {
        let solver = Solver()
        let x = Variable("x")
        let c = (x == 10) | .strong
        try solver.addConstraint(c)
        let error = expectFailure(.duplicateConstraint, in: solver, variables: [x]) { try solver.addConstraint(c) }
        #expect(error?.constraint === c)
        #expect(error?.conflictingConstraints.isEmpty == true)
        #expect(solver.hasConstraint(c))
        solver.updateVariables()
        expectValues([x: 10])
    }

    @Test func removingAConstraintNotInTheSolverThrowsUnknownConstraint() throws {
        let solver = Solver()
        let x = Variable("x")
        let c = x <= 0
        let error = expectFailure(.unknownConstraint, in: solver, variables: [x]) { try solver.removeConstraint(c) }
        #expect(error?.constraint === c)
        // Removed twice.
        try solver.addConstraint(c)
        try solver.removeConstraint(c)
        expectFailure(.unknownConstraint, in: solver, variables: [x]) { try solver.removeConstraint(c) }
    }

    @Test func requiredConstraintsHoldExactly() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(x + y == 0)
        try solver.addConstraint(x == 10)
        try solver.addConstraint((y >= 0) | .weak)
        solver.updateVariables()
        #expect(x.value == 10)
        #expect(y.value == -10)
    }

    @Test func strongerOptionalConstraintsWin() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(x + y == 0)
        try solver.addConstraint((x >= 10) | .medium)
        try solver.addConstraint((y == 2) | .strong)
        solver.updateVariables()
        #expect(x.value == -2)
        #expect(y.value == 2)
    }

    @Test func optionalConstraintsMinimizeTheirWeightedError() throws {
        // Three weak pulls of different weights on one variable: the weighted median wins (weights 1, 2, 4).
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x == 0) | Strength(1))
        try solver.addConstraint((x == 10) | Strength(2))
        try solver.addConstraint((x == 20) | Strength(4))
        solver.updateVariables()
        expectValues([x: 20])
        // A thousand weak constraints do not beat one medium.
        let other = Solver()
        let y = Variable("y")
        try other.addConstraint((y == 5) | .medium)
        for _ in 0..<999 { try other.addConstraint((y == 50) | .weak) }
        other.updateVariables()
        #expect(abs(y.value - 5) < 1e-9)
    }

    @Test func optionalInequalitiesOnlyCountWhenViolated() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x <= 30) | .strong)
        try solver.addConstraint((x >= 10) | .strong)
        try solver.addConstraint((x == 25) | .weak)
        solver.updateVariables()
        expectValues([x: 25])
        try solver.addConstraint((x == 100) | .medium)
        solver.updateVariables()
        expectValues([x: 30])
    }

    @Test func removingAConstraintReleasesItsVariables() throws {
        let solver = Solver()
        let x = Variable("x")
        let pin = x == 10
        try solver.addConstraint(pin)
        try solver.addConstraint((x == 42) | .weak)
        solver.updateVariables()
        expectValues([x: 10])
        try solver.removeConstraint(pin)
        solver.updateVariables()
        expectValues([x: 42])
    }

    @Test func constraintsWithoutVariablesAreAcceptedWhenTheyHold() throws {
        // kiwi accepts a constant constraint that holds and rejects one that cannot.
        let solver = Solver()
        let empty = Constraint(LinearExpression(0), .equal)
        let holds = Constraint(LinearExpression(-1), .lessThanOrEqual)
        try solver.addConstraint(empty)
        try solver.addConstraint(holds)
        #expect(solver.hasConstraint(empty) && solver.hasConstraint(holds))
        let never = Constraint(LinearExpression(3), .equal)
        let error = expectFailure(.unsatisfiableConstraint, in: solver, variables: []) { try solver.addConstraint(never) }
        #expect(error?.constraint === never)
        #expect(error?.conflictingConstraints.isEmpty == true, "it conflicts with nothing else")
        // An optional one that cannot hold is fine.
        try solver.addConstraint(Constraint(LinearExpression(3), .equal, strength: .weak))
    }

    @Test func termsThatCancelLeaveAConstantConstraint() throws {
        let solver = Solver()
        let x = Variable("x")
        let c = x + 1 >= x      // 1 >= 0 once the terms are merged
        #expect(c.expression.terms.isEmpty)
        try solver.addConstraint(c)
        #expect(solver.hasConstraint(c))
    }

    @Test func resetEmptiesTheSolver() throws {
        let solver = Solver()
        let x = Variable("x")
        let c = x == 3
        try solver.addConstraint(c)
        try solver.addEditVariable(x, strength: .weak)
        solver.reset()
        #expect(!solver.hasConstraint(c))
        #expect(!solver.hasEditVariable(x))
        // The same objects can be used again, and the old constraint no longer binds.
        try solver.addConstraint(x == 4)
        try solver.addConstraint(c | .weak)
        try solver.addEditVariable(x, strength: .weak)
        solver.updateVariables()
        expectValues([x: 4])
    }

    @Test func resetSolverDumpsLikeAFreshOne() throws {
        let used = Solver()
        let x = Variable("x")
        try used.addConstraint(x >= 3)
        try used.addConstraint((x == 1) | .weak)
        try used.addEditVariable(x, strength: .medium)
        try used.suggestValue(x, 7)
        used.updateVariables()
        used.reset()
        #expect(used.dump() == Solver().dump())
    }

    @Test func largeCoefficientsAndConstantsStayAccurate() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(1000 * x + 0.001 * y == 2_000_000)
        try solver.addConstraint(y == 1_000_000)
        solver.updateVariables()
        expectValues([x: 1999, y: 1_000_000])
    }
}
