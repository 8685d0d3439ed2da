import Testing
@testable import SwiftLayoutSolver

/// A call that throws leaves the solver's whole table exactly as it was (`expectFailure` compares every
/// symbol's row, column, weights, stamp and flags, the objective, variables, definitions and constraints),
/// also when the call had pivoted, minted symbols and grown definitions' users before it failed.
@Suite struct SolverUndoTests {
    @Test func aConflictFoundAfterPivotsRestoresTheTableExactly() throws {
        let solver = Solver()
        let y = Variable("y"), z = Variable("z")
        let held = [z >= y + 20, z + y <= 85, (y == 25) | .weak]
        for c in held { try solver.addConstraint(c) }
        let pivots = solver.statistics.pivots
        // z <= y − 20 conflicts with z >= y + 20, found once the artificial objective has pivoted.
        expectFailure(.unsatisfiableConstraint, in: solver, variables: [y, z]) {
            try solver.addConstraint(z <= y - 20)
        }
        #expect(solver.statistics.pivots > pivots, "the failed call pivoted before it failed")
        try expectOptimal(solver, constraints: held)
    }

    @Test func aConflictingConstantFoundAfterDualPivotsRestoresTheTableExactly() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let gap = y >= x + 10
        let cap = y <= 50
        for c in [gap, cap, x >= 0, (x == 30) | .strong, (y == 0) | .weak] { try solver.addConstraint(c) }
        let pivots = solver.statistics.pivots
        // y >= x + 60 with y <= 50 needs x <= -10 against x >= 0: the dual simplex pivots, then fails.
        expectFailure(.unsatisfiableConstraint, in: solver, variables: [x, y]) {
            try solver.updateConstant(of: gap, to: -60)
        }
        #expect(solver.statistics.pivots > pivots, "the failed call pivoted before it failed")
        #expect(gap.expression.constant == -10, "the constraint's constant is put back")
        try solver.updateConstant(of: gap, to: -20)
        solver.updateVariables()
        expectValues([x: 30, y: 50])
    }

    @Test func aConflictThroughADefinitionForgetsTheUsesItRecorded() throws {
        // x := y + 10 is a definition; x == 5 is written through it and conflicts with y == 0. The failed
        // call registered itself as a user of the definition and minted a dummy: both are undone.
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), w = Variable("w")
        try solver.addConstraint(x == y + 10)
        try solver.addConstraint(y == 0)
        let before = solver.state.tableSnapshot()
        expectFailure(.unsatisfiableConstraint, in: solver, variables: [x, y]) {
            try solver.addConstraint(x + 0 * w == 5)
        }
        #expect(solver.state.tableSnapshot() == before)
        // The definition works as before: removing y == 0 frees it.
        try solver.addConstraint((y == 3) | .weak)
        solver.updateVariables()
        expectValues([x: 10, y: 0])
    }

    @Test func everyKindOfRejectedCallLeavesTheTableAsItWas() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let held = x + y == 10
        try solver.addConstraint(held)
        try solver.addConstraint((x == 2) | .weak)
        try solver.addEditVariable(y, strength: .strong)
        try solver.suggestValue(y, 4)
        let variables = [x, y]
        expectFailure(.duplicateConstraint, in: solver, variables: variables) { try solver.addConstraint(held) }
        expectFailure(.unknownConstraint, in: solver, variables: variables) { try solver.removeConstraint(x == 1) }
        expectFailure(.unknownConstraint, in: solver, variables: variables) { try solver.updateConstant(of: x == 1, to: 3) }
        expectFailure(.invalidValue, in: solver, variables: variables) { try solver.addConstraint(x == .infinity) }
        expectFailure(.invalidValue, in: solver, variables: variables) { try solver.updateConstant(of: held, to: .nan) }
        expectFailure(.invalidValue, in: solver, variables: variables) { try solver.suggestValue(y, .nan) }
        expectFailure(.duplicateEditVariable, in: solver, variables: variables) {
            try solver.addEditVariable(y, strength: .weak)
        }
        expectFailure(.badRequiredStrength, in: solver, variables: variables) {
            try solver.addEditVariable(x, strength: .required)
        }
        expectFailure(.unknownEditVariable, in: solver, variables: variables) { try solver.suggestValue(x, 1) }
        expectFailure(.unknownEditVariable, in: solver, variables: variables) { try solver.removeEditVariable(x) }
        expectFailure(.unsatisfiableConstraint, in: solver, variables: variables) { try solver.addConstraint(x + y == 11) }
        try solver.addConstraint(x - 2 * y >= 100)
        expectFailure(.unsatisfiableConstraint, in: solver, variables: variables) { try solver.addConstraint(x <= 0) }
    }

    /// Chains of definitions (each variable defined from the previous one) used by tight constraints, then a
    /// definition's constant changed so far that the required constraints cannot hold. The change shifts
    /// the markers of every constraint built on the definition, so a row that mentions two of them has its
    /// constant saved twice before the dual simplex fails; the undo must put back the first saved value.
    @Test(arguments: Array(UInt64(1)...UInt64(Fuzz.iterations(normal: 200))))
    func aFailedChangeOfADefinitionUsedByManyRowsRestoresEveryRow(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        let count = rng.int(in: 3...6)
        let x = (0..<count).map { Variable("x\($0)") }
        let solver = Solver()
        try solver.addConstraint(x[0] >= 0)
        var definitions: [Constraint] = []
        for i in 1..<count {
            // x[i] = x[i - 1] + k: a definition (x[i] is new).
            let definition: Constraint = x[i] == x[i - 1] + Double(rng.int(in: 1...10))
            try solver.addConstraint(definition)
            definitions.append(definition)
        }
        // Constraints over several defined variables, made tight by pulls, so their markers are parametric;
        // the first bounds the last variable, which every definition moves.
        try solver.addConstraint(x[count - 1] + x[0] <= Double(rng.int(in: 100...200)))
        for _ in 0..<rng.int(in: 2...5) {
            let i = rng.int(in: 0...(count - 1)), j = rng.int(in: 0...(count - 1))
            let bound = Double(rng.int(in: 20...80))
            let c: Constraint = rng.chance(50) ? (x[i] + x[j] <= bound) : (x[i] - x[j] <= bound)
            try? solver.addConstraint(c)
        }
        try solver.addConstraint((x[0] == 1_000) | .weak)
        try solver.addConstraint((x[count - 1] == 1_000) | .medium)
        let changed = rng.pick(definitions)
        // x[i] = x[i - 1] + k with k past every bound: the sums of two variables can no longer stay below it.
        expectFailure(.unsatisfiableConstraint, in: solver, variables: x) {
            try solver.updateConstant(of: changed, to: -Double(rng.int(in: 500...900)))
        }
    }
}
