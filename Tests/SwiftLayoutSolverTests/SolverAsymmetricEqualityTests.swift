import Testing
import SwiftLayoutSolver

/// An optional equality whose excess and shortfall weigh differently (`Constraint(_:equalWithStrengthAbove:below:)`,
/// a view's content size in one row): it must act exactly as the pair of inequalities it stands for.
@Suite struct SolverAsymmetricEqualityTests {
    @Test func theWeakerSideYieldsAndTheStrongerHolds() throws {
        let w = Variable("w")
        let solver = Solver()
        let size = Constraint(LinearExpression(w) - 100, equalWithStrengthAbove: .weak, below: .strong)
        try solver.addConstraint(size)
        let stretch = (w == 120) | .medium
        try solver.addConstraint(stretch)
        solver.updateVariables()
        #expect(w.value == 120)   // an excess costs weak: medium wins
        try solver.removeConstraint(stretch)
        try solver.addConstraint((w == 80) | .medium)
        solver.updateVariables()
        #expect(w.value == 100)   // a shortfall costs strong: medium loses
    }

    @Test func eachSideWeighsInItsOwnTier() throws {
        let w = Variable("w")
        let solver = Solver()
        // Hugging in tier 1 and compression resistance in tier 3 around a pull in tier 2, however heavy.
        try solver.addConstraint(Constraint(LinearExpression(w) - 100,
                                            equalWithStrengthAbove: Strength(1, tier: 1), below: Strength(1, tier: 3)))
        let pull = Constraint(LinearExpression(w) - 150, .equal, strength: Strength(1e9, tier: 2))
        try solver.addConstraint(pull)
        solver.updateVariables()
        #expect(w.value == 150)
        try solver.updateConstant(of: pull, to: -50)
        solver.updateVariables()
        #expect(w.value == 100)
    }

    @Test func itsConstantMovesTheTargetOfBothSides() throws {
        let w = Variable("w")
        let solver = Solver()
        let size = Constraint(LinearExpression(w) - 100, equalWithStrengthAbove: .weak, below: .strong)
        try solver.addConstraint(size)
        try solver.addConstraint((w <= 130) | .medium)
        try solver.updateConstant(of: size, to: -150)
        solver.updateVariables()
        #expect(w.value == 150)   // the shortfall (strong) beats the medium bound
        try solver.updateConstant(of: size, to: -60)
        solver.updateVariables()
        #expect(w.value == 60)
    }

    @Test func removingItTakesBothWeightsOutOfTheObjective() throws {
        let w = Variable("w")
        let solver = Solver()
        let size = Constraint(LinearExpression(w) - 100, equalWithStrengthAbove: .weak, below: .strong)
        try solver.addConstraint(size)
        try solver.addConstraint((w == 80) | .medium)
        solver.updateVariables()
        #expect(w.value == 100)
        try solver.removeConstraint(size)
        solver.updateVariables()
        #expect(w.value == 80)
        #expect(!solver.hasConstraint(size))
        // Added again it weighs as before.
        try solver.addConstraint(size)
        solver.updateVariables()
        #expect(w.value == 100)
    }

    @Test func itsDescriptionNamesBothStrengths() {
        let w = Variable("w")
        let size = Constraint(LinearExpression(w) - 100, equalWithStrengthAbove: .weak, below: .strong)
        #expect(size.relation == .equal)
        #expect(size.strength == .weak)
        #expect(size.strengthBelow == .strong)
        #expect("\(size)" == "1.0 * w - 100.0 == 0 | weak above, strong below")
        let plain = (w == 100) | .weak
        #expect(plain.strengthBelow == plain.strength)
        #expect("\(plain)" == "1.0 * w - 100.0 == 0 | weak")
    }
}
