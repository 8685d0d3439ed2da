import Testing
import SwiftLayoutSolver

/// The sequence a layout engine runs when it recovers from conflicts: a required constraint fails, is
/// added again as the strongest optional one ("broken"), and later becomes required again.
@Suite struct SolverRecoveryTests {
    @Test func brokenConstraintsRestoredAndRemovedLeaveAFeasibleSolution() throws {
        let sx = Variable("Sx"), sy = Variable("Sy"), sw = Variable("Sw"), sh = Variable("Sh")
        let vy = Variable("Vy"), vw = Variable("Vw"), vh = Variable("Vh")
        let broken = Strength(1, tier: 3)
        let solver = Solver()
        func fails(_ c: Constraint) -> Bool {
            do { try solver.addConstraint(c); return false } catch { return (error as? SolverError)?.code == .unsatisfiableConstraint }
        }
        try solver.addConstraint(sx == 0)
        try solver.addConstraint(sy == 0)
        try solver.addConstraint(sw == 100)
        try solver.addConstraint(sh == 100)
        let top10 = vy == sy + 10
        try solver.addConstraint(top10)
        #expect(fails(vy == sy))
        let topBroken = (vy == sy) | broken
        try solver.addConstraint(topBroken)
        try solver.addConstraint(vy + vh == sy + sh)
        #expect(fails(vy == sy))
        let topBroken2 = (vy == sy) | broken
        try solver.addConstraint(topBroken2)
        try solver.addConstraint(vw == sw + 10)
        let height = vh == sh + 10
        #expect(fails(height))
        let heightBroken = height | broken
        try solver.addConstraint(heightBroken)
        try solver.removeConstraint(top10)
        try solver.removeConstraint(topBroken)
        let topRequired: Constraint = vy == sy
        try solver.addConstraint(topRequired)
        try solver.removeConstraint(topBroken2)
        try solver.addConstraint(vy == sy)
        try solver.removeConstraint(heightBroken)
        #expect(fails(height))
        try solver.addConstraint(heightBroken)
        try solver.removeConstraint(topRequired)
        solver.updateVariables()
        // Still required: Sy = 0, Sh = 100, Vy + Vh = 100, Vy = Sy (the second copy), Vw = 110.
        #expect(sy.value == 0)
        #expect(vy.value == 0)
        #expect(vh.value == 100)
        #expect(vw.value == 110)
    }

    /// Random required equalities and inequalities over a few variables, as an engine adds them:
    /// a constraint that fails is added again as a "broken" optional one in the highest tier; then
    /// constraints leave in random order. After every step each required constraint in the solver holds.
    @Test(arguments: 1...60 as ClosedRange<UInt64>) func recoveringFromConflictsKeepsEveryRequiredConstraint(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let variables = (0..<4).map { Variable("x\($0)") }
        let solver = Solver()
        var inSolver: [Constraint] = []
        func check(_ step: String) {
            solver.updateVariables()
            for c in inSolver where c.strength.isRequired {
                let value = c.expression.value
                let holds: Bool
                switch c.relation {
                case .equal: holds = abs(value) < 1e-6
                case .lessThanOrEqual: holds = value < 1e-6
                case .greaterThanOrEqual: holds = value > -1e-6
                }
                #expect(holds, "seed \(seed), after \(step): \(c) is \(value)")
            }
        }
        for step in 0..<40 {
            if inSolver.isEmpty || Int.random(in: 0..<3, using: &random) > 0 {
                let a = variables[Int.random(in: 0..<4, using: &random)]
                let b = variables[Int.random(in: 0..<4, using: &random)]
                let constant = Double(Int.random(in: -2...2, using: &random) * 10)
                let relation = [RelationalOperator.equal, .equal, .lessThanOrEqual, .greaterThanOrEqual][Int.random(in: 0..<4, using: &random)]
                let c = Constraint(LinearExpression(a) - LinearExpression(b) + constant, relation)
                do {
                    try solver.addConstraint(c)
                    inSolver.append(c)
                } catch let error as SolverError {
                    #expect(error.code == .unsatisfiableConstraint, "seed \(seed), step \(step): \(error)")
                    let broken = c | Strength(1, tier: 5)
                    try solver.addConstraint(broken)
                    inSolver.append(broken)
                }
            } else {
                let c = inSolver.remove(at: Int.random(in: 0..<inSolver.count, using: &random))
                try solver.removeConstraint(c)
            }
            check("step \(step)")
        }
    }
}
