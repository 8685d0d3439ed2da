import Testing
import SwiftLayoutSolver

/// An optional equality whose excess and shortfall weigh differently (`Constraint(_:equalWithStrengthAbove:below:)`,
/// a view's content size in one row): it must act exactly as the pair of inequalities it stands for.
@Suite struct SolverAsymmetricEqualityTests {
    /// A solver holding `w == 100` whose excess weighs weak and whose shortfall weighs strong.
    private func hugging100() throws -> (w: Variable, solver: Solver, size: Constraint) {
        let w = Variable("w")
        let solver = Solver()
        let size = Constraint(LinearExpression(w) - 100, equalWithStrengthAbove: .weak, below: .strong)
        try solver.addConstraint(size)
        return (w, solver, size)
    }

    /// `w`'s value once the solver's variables are updated.
    private func solved(_ w: Variable, _ solver: Solver) -> Double {
        solver.updateVariables()
        return w.value
    }

    @Test func theWeakerSideYieldsAndTheStrongerHolds() throws {
        let (w, solver, _) = try hugging100()
        let stretch = (w == 120) | .medium
        try solver.addConstraint(stretch)
        #expect(solved(w, solver) == 120)   // an excess costs weak: medium wins
        try solver.removeConstraint(stretch)
        try solver.addConstraint((w == 80) | .medium)
        #expect(solved(w, solver) == 100)   // a shortfall costs strong: medium loses
    }

    @Test func eachSideWeighsInItsOwnTier() throws {
        let w = Variable("w")
        let solver = Solver()
        // Hugging in tier 1 and compression resistance in tier 3 around a pull in tier 2, however heavy.
        try solver.addConstraint(Constraint(LinearExpression(w) - 100,
                                            equalWithStrengthAbove: Strength(1, tier: 1), below: Strength(1, tier: 3)))
        let pull = Constraint(LinearExpression(w) - 150, .equal, strength: Strength(1e9, tier: 2))
        try solver.addConstraint(pull)
        #expect(solved(w, solver) == 150)
        try solver.updateConstant(of: pull, to: -50)
        #expect(solved(w, solver) == 100)
    }

    @Test func itsConstantMovesTheTargetOfBothSides() throws {
        let (w, solver, size) = try hugging100()
        try solver.addConstraint((w <= 130) | .medium)
        try solver.updateConstant(of: size, to: -150)
        #expect(solved(w, solver) == 150)   // the shortfall (strong) beats the medium bound
        try solver.updateConstant(of: size, to: -60)
        #expect(solved(w, solver) == 60)
    }

    @Test func removingItTakesBothWeightsOutOfTheObjective() throws {
        let (w, solver, size) = try hugging100()
        try solver.addConstraint((w == 80) | .medium)
        #expect(solved(w, solver) == 100)
        try solver.removeConstraint(size)
        #expect(solved(w, solver) == 80)
        #expect(!solver.hasConstraint(size))
        // Added again it weighs as before.
        try solver.addConstraint(size)
        #expect(solved(w, solver) == 100)
    }

    @Test func itsDescriptionNamesBothStrengths() throws {
        let (w, _, size) = try hugging100()
        #expect(size.relation == .equal)
        #expect(size.strength == .weak)
        #expect(size.strengthBelow == .strong)
        #expect("\(size)" == "1.0 * w - 100.0 == 0 | weak above, strong below")
        let plain = (w == 100) | .weak
        #expect(plain.strengthBelow == plain.strength)
        #expect("\(plain)" == "1.0 * w - 100.0 == 0 | weak")
    }
}
