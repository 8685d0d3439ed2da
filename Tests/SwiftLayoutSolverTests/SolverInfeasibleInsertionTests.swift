import Testing
import SwiftLayoutSolver

/// An inequality whose row, once written over the tableau's parametric symbols, has only its own new slack
/// left as a subject, at a negative value (a stack view's `UISV-spanning-boundary` rows): the slack enters
/// the basis infeasible and the dual simplex repairs it, in one pivot, as after a constant change.
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
}
