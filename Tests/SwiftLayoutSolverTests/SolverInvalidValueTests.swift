import Testing
import SwiftLayoutSolver

/// NaN and infinities are refused with `invalidValue` before anything changes.
@Suite struct SolverInvalidValueTests {
    func solverWithOneConstraint() throws -> (Solver, Variable, Constraint) {
        let x = Variable("x")
        let solver = Solver()
        let c = x >= 10
        try solver.addConstraint(c)
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(x, 20)
        solver.updateVariables()
        return (solver, x, c)
    }

    @Test func aNaNConstantIsRefusedAndNothingChanges() throws {
        let (solver, x, _) = try solverWithOneConstraint()
        let before = solver.dump()
        let bad = x == .nan
        #expect {
            try solver.addConstraint(bad)
        } throws: { error in
            (error as? SolverError)?.code == .invalidValue && (error as? SolverError)?.constraint === bad
        }
        #expect(!solver.hasConstraint(bad))
        #expect(solver.dump() == before)
        #expect("\(SolverError(.invalidValue, constraint: bad))" == "not a finite number in constraint: 1.0 * x + nan == 0 | required")
    }

    @Test func anInfiniteCoefficientIsRefused() throws {
        let (solver, x, _) = try solverWithOneConstraint()
        let y = Variable("y")
        #expect {
            try solver.addConstraint(x <= .infinity * y)
        } throws: { error in (error as? SolverError)?.code == .invalidValue }
    }

    @Test func aNaNSuggestionOrConstantIsRefusedAndTheLayoutStays() throws {
        let (solver, x, c) = try solverWithOneConstraint()
        let before = solver.dump()
        #expect {
            try solver.suggestValue(x, .nan)
        } throws: { error in
            (error as? SolverError)?.code == .invalidValue && "\(error)" == "not a finite number suggested for: x"
        }
        #expect {
            try solver.updateConstant(of: c, to: -.infinity)
        } throws: { error in (error as? SolverError)?.code == .invalidValue }
        #expect(solver.dump() == before)
        try solver.suggestValue(x, 30)
        solver.updateVariables()
        #expect(x.value == 30)
    }
}
