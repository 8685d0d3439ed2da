import Testing
import SwiftLayoutSolver

/// `constraintsAffecting(_:)`: the constraints a variable's solved value depends on.
@Suite struct SolverDependencyTests {
    @Test func aChainOfDefinitionsAndTheBindingInequalityAreListedLooseOnesAreNot() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let solver = Solver()
        let base: Constraint = x == 10
        let link: Constraint = y == x + 5
        let loose: Constraint = y <= 100
        let floor: Constraint = z >= y + 1
        let pull = (z == 0) | .weak
        for c in [base, link, loose, floor, pull] { try solver.addConstraint(c) }
        solver.updateVariables()
        #expect(z.value == 16)
        #expect(solver.constraintsAffecting(x) == [base])
        #expect(solver.constraintsAffecting(y) == [base, link])
        // z sits on its floor (binding) because the weak pull wants it lower; `loose` has room to spare.
        #expect(solver.constraintsAffecting(z) == [base, link, floor])
        #expect(solver.constraintsAffecting(Variable("unknown")).isEmpty)
    }

    @Test func anEditVariableDependsOnItsEditAndAFreedDefinitionOnWhatHoldsIt() throws {
        let w = Variable("w"), half = Variable("half")
        let solver = Solver()
        let split: Constraint = half * 2 == w
        try solver.addConstraint(split)
        try solver.addEditVariable(w, strength: .strong)
        try solver.suggestValue(w, 300)
        solver.updateVariables()
        #expect(half.value == 150)
        let affecting = solver.constraintsAffecting(half)
        #expect(affecting.contains(split))
        #expect(affecting.count == 2)   // the split and the edit constraint on w
        try solver.removeConstraint(split)
        #expect(!solver.constraintsAffecting(half).contains(split))
    }
}
