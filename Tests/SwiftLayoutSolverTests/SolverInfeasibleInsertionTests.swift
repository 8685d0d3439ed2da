import Testing
import SwiftLayoutSolver

/// Constraints whose rows, once written over the tableau's parametric symbols, have no subject that keeps the
/// tableau feasible and optimal. An inequality whose own new slack is left at a negative value (a stack view's
/// `UISV-spanning-boundary` rows) enters the basis infeasible and the dual simplex repairs it, as after a
/// constant change; a required equality over other constraints' errors (a stack view's centring) is solved for
/// one of them and the primal simplex follows. Neither needs an artificial variable.
@Suite struct SolverInfeasibleInsertionTests {
    /// `a >= 10` and `b <= 12` (at `bStrength`), each solved for its variable with its slack in the row, and
    /// the solver. `b - a >= 5` then has no external and no slack that could take a non-negative value.
    private func bounds(bStrength: Strength) throws -> (a: Variable, b: Variable, solver: Solver,
                                                        lower: Constraint, upper: Constraint) {
        let a = Variable("a"), b = Variable("b")
        let solver = Solver()
        let lower = a >= 10
        let upper = (b <= 12) | bStrength
        try solver.addConstraint(lower)
        try solver.addConstraint(upper)
        return (a, b, solver, lower, upper)
    }

    @Test func anInequalityThatBreaksAnOptionalBoundTakesOnePivot() throws {
        let (a, b, solver, _, _) = try bounds(bStrength: .strong)
        let pivots = solver.statistics.pivots
        try solver.addConstraint(b - a >= 5)
        solver.updateVariables()
        #expect(a.value == 10)
        #expect(b.value == 15)   // the strong bound yields by 3
        #expect(solver.statistics.pivots - pivots == 1)
    }

    @Test func theSolutionIsTheOneAddingInAnotherOrderGives() throws {
        let (a, b, solver, _, _) = try bounds(bStrength: .strong)
        try solver.addConstraint(b - a >= 5)
        try solver.addConstraint((a == 11) | .weak)
        solver.updateVariables()
        let reference = Solver()
        let a2 = Variable("a"), b2 = Variable("b")
        try reference.addConstraint((a2 == 11) | .weak)
        try reference.addConstraint(b2 - a2 >= 5)
        try reference.addConstraint((b2 <= 12) | .strong)
        try reference.addConstraint(a2 >= 10)
        reference.updateVariables()
        #expect(a.value == a2.value && b.value == b2.value, "\(a.value), \(b.value) against \(a2.value), \(b2.value)")
        #expect(a.value == 10 && b.value == 15)   // a strong unit outweighs any number of weak ones
    }

    @Test func aConflictingInequalityIsRefusedAndNamesTheBoundsItConflictsWith() throws {
        let (a, b, solver, lower, upper) = try bounds(bStrength: .required)
        let before = solver.dump()
        let gap = b - a >= 5
        do {
            try solver.addConstraint(gap)
            Issue.record("b - a >= 5 was accepted with a >= 10 and b <= 12")
        } catch let error as SolverError {
            #expect(error.code == .unsatisfiableConstraint)
            #expect(error.constraint === gap)
            #expect(Set(error.conflictingConstraints.map(ObjectIdentifier.init))
                    == [ObjectIdentifier(lower), ObjectIdentifier(upper)])
        }
        // The failed call left nothing behind.
        #expect(solver.dump() == before)
        #expect(!solver.hasConstraint(gap))
        solver.updateVariables()
        #expect(a.value == 10 && b.value == 12)
    }

    @Test func aRequiredEqualityOverOtherConstraintsErrorsMakesTheWeakerOneYieldInOnePivot() throws {
        let a = Variable("a"), b = Variable("b")
        let solver = Solver()
        try solver.addConstraint((a == 10) | .strong)
        try solver.addConstraint((b == 20) | .medium)
        let pivots = solver.statistics.pivots
        try solver.addConstraint(a + b == 40)
        solver.updateVariables()
        #expect(a.value == 10)
        #expect(b.value == 30)
        #expect(solver.statistics.pivots - pivots == 1)   // an artificial variable took two
    }

    @Test func aRequiredEqualityOverErrorsGivesTheOptimumOfAnyOrder() throws {
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        let solver = Solver()
        try solver.addConstraint((a == 10) | .strong)
        try solver.addConstraint((b == 20) | .medium)
        try solver.addConstraint((c == 5) | .weak)
        try solver.addConstraint(a + b + c == 50)
        try solver.addConstraint(c - a <= 0)
        solver.updateVariables()
        let reference = Solver()
        let a2 = Variable("a"), b2 = Variable("b"), c2 = Variable("c")
        try reference.addConstraint(a2 + b2 + c2 == 50)
        try reference.addConstraint(c2 - a2 <= 0)
        try reference.addConstraint((c2 == 5) | .weak)
        try reference.addConstraint((b2 == 20) | .medium)
        try reference.addConstraint((a2 == 10) | .strong)
        reference.updateVariables()
        #expect([a.value, b.value, c.value] == [a2.value, b2.value, c2.value])
        // The weak one yields as far as c <= a lets it (to 10), the medium one the rest (to 30).
        #expect([a.value, b.value, c.value] == [10, 30, 10])
    }
}
