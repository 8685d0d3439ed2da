import Testing
import SwiftLayoutSolver

/// Removing constraints in every tableau position. A constraint's marker (the slack of an inequality,
/// the error variable of an optional constraint, the dummy of a required equality) is basic when the
/// constraint is slack or violated and parametric (non-basic) when it is tight; Cassowary removes the two
/// cases differently (Badros, Borning & Stuckey, ACM TOCHI 2001, §4.3; kiwi's `getMarkerLeavingRow`).
@Suite struct SolverRemovalTests {
    @Test func removingASlackInequalityChangesNothing() throws {
        // x >= 10 is not tight at x == 50: its slack is basic.
        let solver = Solver()
        let x = Variable("x")
        let floor = x >= 10
        try solver.addConstraint(floor)
        try solver.addConstraint(x <= 100)
        try solver.addConstraint((x == 50) | .weak)
        try solver.removeConstraint(floor)
        solver.updateVariables()
        expectValues([x: 50])
        try solver.addConstraint(floor)
        try solver.updateConstant(of: floor, to: -60)
        solver.updateVariables()
        expectValues([x: 60])
    }

    @Test func removingATightInequalityReleasesTheVariable() throws {
        // x >= 10 is tight against a weak pull to 0: its slack is parametric.
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let floor = x >= 10
        try solver.addConstraint(floor)
        try solver.addConstraint(y == 2 * x)
        try solver.addConstraint((x == 0) | .weak)
        solver.updateVariables()
        expectValues([x: 10, y: 20])
        try solver.removeConstraint(floor)
        solver.updateVariables()
        expectValues([x: 0, y: 0])
    }

    @Test func removingAnEqualityBetweenTwoVariablesReleasesThem() throws {
        // x + y == 10 makes one variable the other's definition; an optional constraint on it stays.
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let sum = x + y == 10
        try solver.addConstraint(sum)
        try solver.addConstraint((x == 3) | .weak)
        solver.updateVariables()
        #expect(abs(x.value + y.value - 10) < 1e-9)
        try solver.removeConstraint(sum)
        try solver.addConstraint((y == 30) | .weak)
        solver.updateVariables()
        expectValues([x: 3, y: 30])
    }

    @Test func removingALinkEqualityAfterAnEditCameAndWent() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let sum = x + y == 10
        try solver.addConstraint(sum)
        try solver.addConstraint((x == 3) | .weak)
        try solver.addEditVariable(y, strength: .strong)
        try solver.suggestValue(y, 4)
        try solver.removeEditVariable(y)
        try solver.removeConstraint(sum)
        solver.updateVariables()
        expectValues([x: 3])
    }

    /// Found by the randomized tests (seed 48) and reduced: after removing a required equality over three
    /// variables the solver must re-optimize; it must not keep a feasible but costlier solution.
    @Test func removingAThreeVariableEqualityLeavesAnOptimalSolution() throws {
        let solver = Solver()
        let x = (0..<4).map { Variable("x\($0)") }
        let bound = -x[3] + 2 * x[2] + 2 <= 0
        let link = 0.5 * x[1] + x[2] + 0.5 * x[0] + 10 == 0
        let wish = (-x[2] - x[1] - x[0] + 16 >= 0) | Strength(500_000)
        let sum = x[0] + x[1] == 19
        let weakWish = (2 * x[3] + 0.5 * x[1] + 19 == 0) | Strength(1)
        try solver.addConstraint(bound)
        try solver.addConstraint(link)
        try solver.addEditVariable(x[1], strength: Strength(3))
        try solver.suggestValue(x[1], 33)
        try solver.addConstraint(wish)
        try solver.addConstraint(sum)
        try solver.addConstraint(weakWish)
        try expectOptimal(
            solver, constraints: [bound, link, wish, sum, weakWish], edits: [(x[1], Strength(3), 33)], "before")
        try solver.removeConstraint(link)
        try expectOptimal(solver, constraints: [bound, wish, sum, weakWish], edits: [(x[1], Strength(3), 33)], "after")
    }

    @Test func removingASatisfiedOrAViolatedOptionalConstraint() throws {
        // strong x == 20 holds (its errors are parametric), weak x == 10 is violated (an error is basic).
        let solver = Solver()
        let x = Variable("x")
        let strong = (x == 20) | .strong, weak = (x == 10) | .weak
        try solver.addConstraint(strong)
        try solver.addConstraint(weak)
        solver.updateVariables()
        expectValues([x: 20])
        try solver.removeConstraint(weak)
        solver.updateVariables()
        expectValues([x: 20])
        try solver.addConstraint(weak)
        try solver.removeConstraint(strong)
        solver.updateVariables()
        expectValues([x: 10])
    }

    @Test func removingAViolatedOptionalInequality() throws {
        let solver = Solver()
        let x = Variable("x")
        let cap = (x <= 5) | .medium
        try solver.addConstraint(x >= 10)
        try solver.addConstraint(cap)
        try solver.addConstraint((x == 0) | .weak)
        solver.updateVariables()
        expectValues([x: 10])
        try solver.removeConstraint(cap)
        try solver.addConstraint((x == 30) | .medium)
        solver.updateVariables()
        expectValues([x: 30])
    }

    @Test func removingRequiredEqualitiesInAChainInEveryPosition() throws {
        // v0 == 0, v(i+1) == v(i) + 10; remove link k and the part after it falls to its weak pull.
        for k in 0..<4 {
            let solver = Solver()
            let v = (0..<5).map { Variable("v\($0)") }
            try solver.addConstraint(v[0] == 0)
            var links: [Constraint] = []
            for i in 0..<4 {
                links.append(v[i + 1] == v[i] + 10)
                try solver.addConstraint(links[i])
            }
            // Pulls: each vi toward 100 + i, each ten times weaker than the one before, so the head of a
            // free tail outweighs the rest of it together and decides where the tail goes.
            let weights: [Double] = [10000, 1000, 100, 10, 1]
            for i in 0..<5 { try solver.addConstraint((v[i] == 100 + Double(i)) | Strength(weights[i])) }
            solver.updateVariables()
            for i in 0..<5 { #expect(abs(v[i].value - Double(10 * i)) < 1e-9, "before, v\(i)") }
            try solver.removeConstraint(links[k])
            solver.updateVariables()
            for i in 0..<5 {
                // The tail v(k+1)...v4 is tied together and its heaviest pull is v(k+1)'s.
                let expected = i <= k ? Double(10 * i) : 100 + Double(k + 1) + Double(10 * (i - k - 1))
                #expect(abs(v[i].value - expected) < 1e-9, "removed link \(k), v\(i)")
            }
        }
    }

    /// Every constraint of a small layout, removed on its own, leaves the optimum of the others (checked
    /// against the oracle), whether its marker was basic or parametric, and the solver then takes it back.
    @Test func removingAnyConstraintLeavesTheOptimumOfTheRest() throws {
        let left = Variable("left"), width = Variable("width"), right = Variable("right"), gap = Variable("gap")
        let constraints: [Constraint] = [
            right == left + width,
            left >= 0,
            right <= 300,
            width >= 40,
            gap == 300 - right,
            gap >= 8,
            (width == 120) | .strong,
            (left == 200) | .medium,
            (gap <= 20) | .weak,
            (width <= 100) | Strength.create(0, 0, 500),
            (right >= 310) | Strength(3),
        ]
        for index in constraints.indices {
            let solver = Solver()
            for c in constraints { try solver.addConstraint(c) }
            try expectOptimal(solver, constraints: constraints, "all")
            try solver.removeConstraint(constraints[index])
            var rest = constraints
            rest.remove(at: index)
            try expectOptimal(solver, constraints: rest, "without \(constraints[index])")
            try solver.addConstraint(constraints[index])
            try expectOptimal(solver, constraints: constraints, "re-added \(constraints[index])")
        }
    }

    @Test func removingEverythingLeavesAnEmptySolverThatStillWorks() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let all: [Constraint] = [x >= 0, y == x + 5, (x == 10) | .weak, x + y <= 100, (y == 1) | .medium]
        for c in all { try solver.addConstraint(c) }
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(x, 20)
        for c in all.reversed() { try solver.removeConstraint(c) }
        try solver.removeEditVariable(x)
        for c in all { #expect(!solver.hasConstraint(c)) }
        try solver.addConstraint(x == 3)
        try solver.addConstraint(y == x * 2)
        solver.updateVariables()
        expectValues([x: 3, y: 6])
    }
}
