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

    @Test func aFreedDefinitionStillDependsOnTheDefinitionsItWasBuiltFrom() throws {
        let w = Variable("w"), y = Variable("y"), x = Variable("x")
        let solver = Solver()
        let base: Constraint = w == 3
        let offset: Constraint = y == w + 5   // y is new: a definition over w
        let copy: Constraint = x == y         // x is new: a definition over y
        for c in [base, offset, copy] { try solver.addConstraint(c) }
        try solver.removeConstraint(copy)
        solver.updateVariables()
        // x is free now, resting where it was (its free pair at zero), so it still moves with y's constant.
        #expect(x.value == 8)
        #expect(solver.constraintsAffecting(x) == [base, offset])
        try solver.updateConstant(of: offset, to: -6)
        solver.updateVariables()
        #expect(x.value == 9)
    }
}
