import Testing
import SwiftLayoutSolver

/// Redundant but consistent required constraints are accepted, never reported as conflicts, and removing
/// any of them leaves the others in force.
@Suite struct SolverRedundancyTests {
    @Test func theSameEqualityTwiceIsAccepted() throws {
        let solver = Solver()
        let x = Variable("x")
        let first = x == 10, second = x == 10
        try solver.addConstraint(first)
        try solver.addConstraint(second)
        try solver.addConstraint((x == 50) | .strong)
        solver.updateVariables()
        expectValues([x: 10])
        try solver.removeConstraint(first)
        solver.updateVariables()
        expectValues([x: 10])
        try solver.removeConstraint(second)
        solver.updateVariables()
        expectValues([x: 50])
    }

    @Test func removingOneOfTwoIdenticalLinksKeepsTheOtherInForce() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let first: Constraint = x == y, second: Constraint = x == y
        try solver.addConstraint(first)
        try solver.addConstraint(second)
        try solver.removeConstraint(first)
        try solver.addConstraint((x == 0) | .weak)
        try solver.addConstraint((y == 20) | .strong)
        solver.updateVariables()
        expectValues([x: 20, y: 20])
        // The survivor can still be changed in place and removed.
        try solver.updateConstant(of: second, to: 5)   // x - y + 5 == 0
        solver.updateVariables()
        expectValues([x: 15, y: 20])
        try solver.removeConstraint(second)
        solver.updateVariables()
        expectValues([x: 0, y: 20])
    }

    @Test func removingOneOfTwoIdenticalValuesKeepsTheOtherInForce() throws {
        let solver = Solver()
        let x = Variable("x")
        let first = x == 10, second = x == 10
        try solver.addConstraint(first)
        try solver.addConstraint(second)
        try solver.removeConstraint(first)
        try solver.addConstraint((x == 3) | .weak)
        solver.updateVariables()
        expectValues([x: 10])
    }

    @Test func removingOneOfTwoIdenticalValuesKeepsTheOtherChangeable() throws {
        let solver = Solver()
        let x = Variable("x")
        let first = x == 10, second = x == 10
        try solver.addConstraint(first)
        try solver.addConstraint(second)
        try solver.removeConstraint(first)
        try solver.updateConstant(of: second, to: -20)
        solver.updateVariables()
        expectValues([x: 20])
    }

    @Test func aScaledCopyOfAnEqualityIsAccepted() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let sum = x + y == 10
        try solver.addConstraint(sum)
        try solver.addConstraint(2 * x + 2 * y == 20)
        try solver.addConstraint(-0.5 * x - 0.5 * y + 5 == 0)
        try solver.addConstraint((x == 3) | .weak)
        try solver.removeConstraint(sum)
        solver.updateVariables()
        expectValues([x: 3, y: 7])
    }

    @Test func aTransitiveCycleOfEqualitiesIsAccepted() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let xy: Constraint = x == y, yz: Constraint = y == z, xz: Constraint = x == z
        for c in [xy, yz, xz] { try solver.addConstraint(c) }
        try solver.addConstraint(z == 5)
        solver.updateVariables()
        expectValues([x: 5, y: 5, z: 5])
    }

    @Test(arguments: [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]])
    func removingTheCycleInAnyOrderReleasesTheVariablesOneByOne(order: [Int]) throws {
        // Weak pulls x -> 0 (weight 1), y -> 10 (weight 2), z -> 20 (weight 4), each variable's own
        // optimum once it is free; tied variables sit at their group's weighted median.
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let variables = [x, y, z]
        let targets: [Double] = [0, 10, 20], weights: [Double] = [1, 2, 4]
        let edges: [(Int, Int)] = [(0, 1), (1, 2), (0, 2)]
        let cycle: [Constraint] = edges.map { variables[$0.0] == variables[$0.1] }
        for c in cycle { try solver.addConstraint(c) }
        for i in 0..<3 { try solver.addConstraint((variables[i] == targets[i]) | Strength(weights[i])) }
        var remaining = Set(0..<3)
        func expectGroups() {
            solver.updateVariables()
            // Union-find over the remaining edges, then the weighted median of each group.
            var group = [0, 1, 2]
            for e in remaining.sorted() {
                let (a, b) = (group[edges[e].0], group[edges[e].1])
                for i in 0..<3 where group[i] == b { group[i] = a }
            }
            for i in 0..<3 {
                let members = (0..<3).filter { group[$0] == group[i] }
                let total = members.reduce(0) { $0 + weights[$1] }
                var cumulative = 0.0
                let median = members.sorted { targets[$0] < targets[$1] }.first {
                    cumulative += weights[$0]
                    return cumulative > total / 2
                }!
                #expect(abs(variables[i].value - targets[median]) < 1e-9, "order \(order), \(variables[i].name)")
            }
        }
        expectGroups()
        for e in order {
            try solver.removeConstraint(cycle[e])
            remaining.remove(e)
            expectGroups()
        }
    }

    @Test func anImpliedEqualityIsAccepted() throws {
        // x + y == 10 and x - y == 2 imply x == 6; adding 2x == 12 and y == 4 is redundant, not a conflict.
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let implied: [Constraint] = [x + y == 10, x - y == 2, 2 * x == 12, y == 4]
        for c in implied { try solver.addConstraint(c) }
        solver.updateVariables()
        expectValues([x: 6, y: 4])
        // Removing the defining pair leaves the implied pair in charge.
        try solver.removeConstraint(implied[0])
        try solver.removeConstraint(implied[1])
        try solver.addConstraint((x == 100) | .strong)
        solver.updateVariables()
        expectValues([x: 6, y: 4])
    }

    @Test func redundantInequalitiesAndAnEqualityAtTheirBoundAreAccepted() throws {
        let solver = Solver()
        let x = Variable("x")
        let bounds: [Constraint] = [x >= 10, x >= 10, x >= 5, x <= 10, x <= 12, x == 10]
        for c in bounds { try solver.addConstraint(c) }
        solver.updateVariables()
        expectValues([x: 10])
        for c in bounds.dropLast() { try solver.removeConstraint(c) }
        try solver.addConstraint((x == 30) | .weak)
        solver.updateVariables()
        expectValues([x: 10])
    }

    @Test func aRedundantEqualityAmongEditedVariablesIsAccepted() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        try solver.addEditVariable(a, strength: .strong)
        try solver.suggestValue(a, 7)
        try solver.addConstraint(b == a + 1)
        try solver.addConstraint(c == b + 1)
        let redundant = c == a + 2
        try solver.addConstraint(redundant)
        solver.updateVariables()
        expectValues([a: 7, b: 8, c: 9])
        try solver.suggestValue(a, -1)
        solver.updateVariables()
        expectValues([a: -1, b: 0, c: 1])
        let conflicting = c == a + 3
        let error = expectFailure(.unsatisfiableConstraint, in: solver, variables: [a, b, c]) {
            try solver.addConstraint(conflicting)
        }
        #expect(try !requiredConstraintsAreFeasible((error?.conflictingConstraints ?? []) + [conflicting]))
    }
}
