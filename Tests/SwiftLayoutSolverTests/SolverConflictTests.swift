import Testing
import SwiftLayoutSolver

/// Unsatisfiable required constraints: the error names the whole conflicting set, the failed call leaves
/// the solver exactly as it was, and the solver goes on working (where kiwi's tableau is left corrupt).
@Suite struct SolverConflictTests {
    @Test func twoDifferentValuesForOneVariableConflict() throws {
        let solver = Solver()
        let x = Variable("x")
        let ten = x == 10, twenty = x == 20
        try solver.addConstraint(ten)
        let error = expectFailure(.unsatisfiableConstraint, in: solver, variables: [x]) {
            try solver.addConstraint(twenty)
        }
        #expect(error?.constraint === twenty)
        #expect(sameConstraints(error?.conflictingConstraints ?? [], [ten]))
        #expect(!solver.hasConstraint(twenty))
        #expect(solver.hasConstraint(ten))
    }

    @Test func crossedBoundsConflict() throws {
        let solver = Solver()
        let x = Variable("x")
        let atLeast10 = x >= 10, atMost5 = x <= 5
        try solver.addConstraint(atLeast10)
        let error = expectFailure(.unsatisfiableConstraint, in: solver, variables: [x]) {
            try solver.addConstraint(atMost5)
        }
        #expect(error?.constraint === atMost5)
        #expect(sameConstraints(error?.conflictingConstraints ?? [], [atLeast10]))
    }

    @Test func aCycleOfStrictOrderingsConflicts() throws {
        // x >= y + 1, y >= z + 1, z >= x + 1 cannot all hold; the first two are the conflicting set.
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let xy = x >= y + 1, yz = y >= z + 1, zx = z >= x + 1
        try solver.addConstraint(xy)
        try solver.addConstraint(yz)
        let error = expectFailure(.unsatisfiableConstraint, in: solver, variables: [x, y, z]) {
            try solver.addConstraint(zx)
        }
        #expect(error?.constraint === zx)
        #expect(sameConstraints(error?.conflictingConstraints ?? [], [xy, yz]))
    }

    @Test func unrelatedConstraintsAreNotInTheConflictingSet() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z"), w = Variable("w")
        let unrelated: [Constraint] = [y == 5, w >= y + 2, z <= 100, x <= 1000, (x == 50) | .strong]
        let xy = x >= y + 1, yz = y >= z + 1
        for c in unrelated + [xy, yz] { try solver.addConstraint(c) }
        let zx = z >= x + 1
        let error = expectFailure(.unsatisfiableConstraint, in: solver, variables: [x, y, z, w]) {
            try solver.addConstraint(zx)
        }
        #expect(sameConstraints(error?.conflictingConstraints ?? [], [xy, yz]))
        // x == 7 fits everything; x == 8 then conflicts with it alone.
        let seven = x == 7
        try solver.addConstraint(seven)
        let other = expectFailure(.unsatisfiableConstraint, in: solver, variables: [x, y, z, w]) {
            try solver.addConstraint(x == 8)
        }
        #expect(sameConstraints(other?.conflictingConstraints ?? [], [seven]))
    }

    @Test func optionalConstraintsNeverConflict() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x >= 10)
        for strength in [Strength.strong, .medium, .weak, Strength(Strength.required.value - 1)] {
            try solver.addConstraint((x <= 5) | strength)
        }
        solver.updateVariables()
        expectValues([x: 10])
        // Only required constraints can be in a conflicting set.
        let error = expectFailure(.unsatisfiableConstraint, in: solver, variables: [x]) {
            try solver.addConstraint(x <= 5)
        }
        #expect(error?.conflictingConstraints.allSatisfy { $0.strength.isRequired } == true)
        #expect(error?.conflictingConstraints.count == 1)
    }

    @Test func aConflictInvolvingALongChainNamesTheChain() throws {
        // v0 == 0, v(i+1) == v(i) + 1 for i < 5, then v5 <= 3: the whole chain is the conflict.
        let solver = Solver()
        let v = (0..<6).map { Variable("v\($0)") }
        var chain: [Constraint] = [v[0] == 0]
        for i in 0..<5 { chain.append(v[i + 1] == v[i] + 1) }
        for c in chain { try solver.addConstraint(c) }
        try solver.addConstraint(v[2] >= -10)   // not part of it
        let cap = v[5] <= 3
        let error = expectFailure(.unsatisfiableConstraint, in: solver, variables: v) { try solver.addConstraint(cap) }
        let set = error?.conflictingConstraints ?? []
        #expect(sameConstraints(set, chain))
        #expect(try !requiredConstraintsAreFeasible(set + [cap]))
    }

    @Test func theConflictingSetIsATrueConflictWhenThereAreSeveral() throws {
        // x == y, y == z, x == z are redundant; then x == z + 1 conflicts with {x == z} and with {x == y, y == z}.
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let cycle: [Constraint] = [x == y, y == z, x == z]
        for c in cycle { try solver.addConstraint(c) }
        let shifted = x == z + 1
        let error = expectFailure(.unsatisfiableConstraint, in: solver, variables: [x, y, z]) {
            try solver.addConstraint(shifted)
        }
        let set = error?.conflictingConstraints ?? []
        #expect(set.allSatisfy { c in cycle.contains { $0 === c } })
        #expect(set.count <= 2, "a minimal set has one or two members: \(set)")
        #expect(try !requiredConstraintsAreFeasible(set + [shifted]))
    }

    @Test func theErrorDescriptionListsTheConflict() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x == 10)
        let error = expectFailure(.unsatisfiableConstraint, in: solver, variables: [x]) {
            try solver.addConstraint(x == 20)
        }
        #expect(error?.description == """
            unsatisfiable constraint: 1.0 * x - 20.0 == 0 | required
            conflicts with:
              1.0 * x - 10.0 == 0 | required
            """)
    }

    @Test func theSolverKeepsWorkingAfterManyUnsatisfiableAdds() throws {
        // kiwi's tableau can be left corrupt by a failed add; here each failure must leave no trace.
        let solver = Solver()
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        let variables = [left, width, right]
        try solver.addConstraint(right == left + width)
        try solver.addConstraint(left >= 0)
        try solver.addConstraint(width >= 20)
        try solver.addConstraint(right <= 100)
        try solver.addConstraint((width == 50) | .medium)
        try solver.addConstraint((left == 10) | .weak)
        try solver.addEditVariable(right, strength: .strong)
        try solver.suggestValue(right, 70)
        let impossible: [Constraint] = [
            width <= 10, right >= 120, left + width >= 101, left == -1, width == 19, right - left <= 19,
            2 * right == 250, left + right <= 19,
        ]
        // With right pinned by the strong edit, the medium width of 50 beats the weak left of 10.
        func expectSolution(right suggestion: Double, leftAtLeast floor: Double) {
            let right = min(100, suggestion)
            let left = max(floor, right - 50)
            expectValues([variables[2]: right, variables[0]: left, variables[1]: right - left])
        }
        for (round, c) in impossible.enumerated() {
            expectFailure(.unsatisfiableConstraint, in: solver, variables: variables) { try solver.addConstraint(c) }
            // Then real work: suggestions, adds and removes that must all be solved correctly.
            let suggestion = Double(30 + round * 11)
            try solver.suggestValue(right, suggestion)
            let extra = left >= Double(round)
            try solver.addConstraint(extra)
            solver.updateVariables()
            expectSolution(right: suggestion, leftAtLeast: Double(round))
            try solver.removeConstraint(extra)
        }
        try solver.suggestValue(right, 200)
        solver.updateVariables()
        expectSolution(right: 200, leftAtLeast: 0)
    }

    @Test func aFailedAddOfAnEqualityInvolvingEditedVariablesLeavesTheEditsWorking() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(x + y <= 50)
        try solver.addEditVariable(x, strength: .strong)
        try solver.addEditVariable(y, strength: .medium)
        try solver.suggestValue(x, 30)
        try solver.suggestValue(y, 30)
        expectFailure(.unsatisfiableConstraint, in: solver, variables: [x, y]) {
            try solver.addConstraint(x + y == 60)
        }
        expectFailure(.unsatisfiableConstraint, in: solver, variables: [x, y]) {
            try solver.addConstraint(x + y >= 51)
        }
        solver.updateVariables()
        expectValues([x: 30, y: 20])
        try solver.suggestValue(x, 10)
        solver.updateVariables()
        expectValues([x: 10, y: 30])
        try solver.removeEditVariable(x)
        try solver.suggestValue(y, 45)
        solver.updateVariables()
        expectValues([y: 45])
    }
}
