import Testing
import SwiftLayoutSolver

/// `updateConstant(of:to:)`: the constant of a constraint in the solver changes in place, and the result
/// is what removing the constraint and adding one with the new constant would give.
@Suite struct SolverUpdateConstantTests {
    static let relations: [RelationalOperator] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
    static let strengths: [Strength] = [.required, .strong, .medium]

    /// `x - constant (relation) 0` at `strength`, a weak pull that keeps it active, and `y == x + 1`.
    private func system(
        _ relation: RelationalOperator, _ strength: Strength, constant: Double
    ) throws -> (solver: Solver, x: Variable, y: Variable, constraint: Constraint) {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let constraint = Constraint(x - constant, relation, strength: strength)
        try solver.addConstraint(y == x + 1)
        try solver.addConstraint((x == (relation == .greaterThanOrEqual ? -100 : 100)) | .weak)
        try solver.addConstraint(constraint)
        return (solver, x, y, constraint)
    }

    @Test(arguments: relations, strengths)
    func changingTheConstantMovesTheSolutionLikeReAdding(relation: RelationalOperator, strength: Strength) throws {
        let (solver, x, y, c) = try system(relation, strength, constant: 5)
        solver.updateVariables()
        expectValues([x: 5, y: 6])
        let added = solver.statistics.constraintsAdded, removed = solver.statistics.constraintsRemoved
        try solver.updateConstant(of: c, to: -7)
        solver.updateVariables()
        expectValues([x: 7, y: 8])
        #expect(solver.hasConstraint(c))
        // In place: nothing was removed or added behind the caller's back.
        #expect(solver.statistics.constraintsAdded == added)
        #expect(solver.statistics.constraintsRemoved == removed)
        #expect(solver.statistics.constantsUpdated == 1)
        // The same values as a solver built with the new constant.
        let (rebuilt, rx, ry, _) = try system(relation, strength, constant: 7)
        rebuilt.updateVariables()
        #expect(abs(x.value - rx.value) <= 1e-12 && abs(y.value - ry.value) <= 1e-12)
        // Again, across zero, and the constraint can still be removed afterwards.
        try solver.updateConstant(of: c, to: 3)
        solver.updateVariables()
        expectValues([x: -3, y: -2])
        try solver.removeConstraint(c)
        solver.updateVariables()
        let pull: Double = relation == .greaterThanOrEqual ? -100 : 100
        expectValues([x: pull, y: pull + 1])
    }

    @Test(arguments: [RelationalOperator.lessThanOrEqual, .greaterThanOrEqual], strengths)
    func anInactiveBoundBecomesActiveAndBackAgain(relation: RelationalOperator, strength: Strength) throws {
        // x <= 100 (or x >= -100) with a weak pull to 50 (or -50): tighten it past the pull, then relax it.
        let sign: Double = relation == .lessThanOrEqual ? 1 : -1
        let solver = Solver()
        let x = Variable("x")
        let bound = Constraint(LinearExpression(x) - sign * 100, relation, strength: strength)
        try solver.addConstraint(bound)
        try solver.addConstraint((x == sign * 50) | .weak)
        solver.updateVariables()
        expectValues([x: sign * 50])
        try solver.updateConstant(of: bound, to: -sign * 20)
        solver.updateVariables()
        expectValues([x: sign * 20])
        try solver.updateConstant(of: bound, to: -sign * 80)
        solver.updateVariables()
        expectValues([x: sign * 50])
    }

    @Test func anOptionalConstraintsConstantMovesWithinTheRequiredOnes() throws {
        let solver = Solver()
        let x = Variable("x")
        let wish = (x == 5) | .weak
        try solver.addConstraint(x >= 10)
        try solver.addConstraint(wish)
        solver.updateVariables()
        expectValues([x: 10])
        try solver.updateConstant(of: wish, to: -30)
        solver.updateVariables()
        expectValues([x: 30])
        // Making an optional constraint impossible is never an error.
        try solver.updateConstant(of: wish, to: 1000)
        solver.updateVariables()
        expectValues([x: 10])
    }

    @Test func settingTheSameConstantChangesNothing() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let c = x + y == 10
        try solver.addConstraint(c)
        try solver.addConstraint((x == 3) | .medium)
        solver.updateVariables()
        try solver.updateConstant(of: c, to: -10)
        solver.updateVariables()
        expectValues([x: 3, y: 7])
    }

    /// (relation, old constant's value, new one, x before): x == 15 → 5, x <= 20 → 5, x >= 5 → 20.
    @Test(arguments: [
        (RelationalOperator.equal, 15.0, 5.0, 15.0), (.lessThanOrEqual, 20, 5, 12), (.greaterThanOrEqual, 5, 20, 10),
    ])
    func aConstantThatBreaksRequiredConstraintsThrowsAndChangesNothing(
        relation: RelationalOperator, from old: Double, to new: Double, before: Double
    ) throws {
        // The other bound: x >= 10 against == and <=, x <= 10 against >=; a weak pull to 12.
        let solver = Solver()
        let x = Variable("x")
        let other = relation == .greaterThanOrEqual ? (x <= 10) : (x >= 10)
        let c = Constraint(x - old, relation)
        try solver.addConstraint(other)
        try solver.addConstraint(c)
        try solver.addConstraint((x == 12) | .weak)
        let error = expectFailure(.unsatisfiableConstraint, in: solver, variables: [x]) {
            try solver.updateConstant(of: c, to: -new)
        }
        #expect(error?.constraint === c)
        #expect(sameConstraints(error?.conflictingConstraints ?? [], [other]))
        #expect(solver.hasConstraint(c))
        #expect(solver.statistics.constantsUpdated == 0)
        // The old constant still holds, and the solver keeps working.
        solver.updateVariables()
        expectValues([x: before])
        try solver.removeConstraint(other)
        try solver.updateConstant(of: c, to: -new)
        solver.updateVariables()
        expectValues([x: new])
    }

    @Test func updatingAConstraintNotInTheSolverThrowsUnknownConstraint() throws {
        let solver = Solver()
        let x = Variable("x")
        let never = x == 1
        try solver.addConstraint(x >= 0)
        let error = expectFailure(.unknownConstraint, in: solver, variables: [x]) {
            try solver.updateConstant(of: never, to: 4)
        }
        #expect(error?.constraint === never)
        let removed = x <= 8
        try solver.addConstraint(removed)
        try solver.removeConstraint(removed)
        expectFailure(.unknownConstraint, in: solver, variables: [x]) { try solver.updateConstant(of: removed, to: 4) }
    }

    @Test func updatingOneOfTwoIdenticalEqualitiesConflictsWithTheOther() throws {
        let solver = Solver()
        let x = Variable("x")
        let first = x == 10, second = x == 10
        try solver.addConstraint(first)
        try solver.addConstraint(second)
        let error = expectFailure(.unsatisfiableConstraint, in: solver, variables: [x]) {
            try solver.updateConstant(of: second, to: -20)
        }
        #expect(sameConstraints(error?.conflictingConstraints ?? [], [first]))
        try solver.removeConstraint(first)
        try solver.updateConstant(of: second, to: -20)
        solver.updateVariables()
        expectValues([x: 20])
    }

    @Test func updatingAnEqualityInARedundantCycleConflictsWithTheRestOfTheCycle() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let xy: Constraint = x == y, yz: Constraint = y == z, xz: Constraint = x == z
        for c in [xy, yz, xz] { try solver.addConstraint(c) }
        try solver.addConstraint(z == 4)
        let error = expectFailure(.unsatisfiableConstraint, in: solver, variables: [x, y, z]) {
            try solver.updateConstant(of: xz, to: -1)   // x == z + 1
        }
        #expect(sameConstraints(error?.conflictingConstraints ?? [], [xy, yz]))
        try solver.removeConstraint(xy)
        try solver.updateConstant(of: xz, to: -1)
        solver.updateVariables()
        expectValues([x: 5, y: 4, z: 4])
    }

    @Test func updatingABoundOnAnEditedVariable() throws {
        let solver = Solver()
        let x = Variable("x")
        let cap = x <= 50
        try solver.addConstraint(cap)
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(x, 80)
        solver.updateVariables()
        expectValues([x: 50])
        try solver.updateConstant(of: cap, to: -70)
        solver.updateVariables()
        expectValues([x: 70])
        try solver.updateConstant(of: cap, to: -90)
        solver.updateVariables()
        expectValues([x: 80])
        try solver.suggestValue(x, 100)
        solver.updateVariables()
        expectValues([x: 90])
    }

    @Test func manyUpdatesInARowMatchTheClosedForm() throws {
        // A row of three boxes: left0 == margin, each width >= 10 (weakly 40 wide), boxes touch, and the
        // right edge == total. Updating `total` redistributes the widths.
        let solver = Solver()
        let lefts = (0..<3).map { Variable("left\($0)") }, widths = (0..<3).map { Variable("width\($0)") }
        try solver.addConstraint(lefts[0] == 0)
        for i in 0..<3 {
            try solver.addConstraint(widths[i] >= 10)
            try solver.addConstraint((widths[i] == 40) | Strength(Double(i + 1)))
            if i > 0 { try solver.addConstraint(lefts[i] == lefts[i - 1] + widths[i - 1]) }
        }
        let total = lefts[2] + widths[2] == 120
        try solver.addConstraint(total)
        for step in 0..<60 {
            let right = Double(30 + (step * 53) % 200)
            try solver.updateConstant(of: total, to: -right)
            solver.updateVariables()
            // The weakest box (width0) gives first, then width1; width2 keeps 40 while it can.
            var remaining = right
            var expected = [0.0, 0, 0]
            for i in [2, 1, 0] {
                let others = Double(i) * 10
                expected[i] = i == 0 ? remaining : max(10, min(40, remaining - others))
                remaining -= expected[i]
            }
            for i in 0..<3 { #expect(abs(widths[i].value - expected[i]) < 1e-9, "right \(right), width\(i)") }
        }
    }
}
