import Testing
import SwiftLayoutSolver

/// `updateVariables()` writes the solution into the variables; `updateVariables { }` also names each
/// variable whose value changed since the last update, so callers need not rescan everything.
@Suite struct SolverUpdateVariablesTests {
    @Test func aVariablesTagIsTheCallersAndTheSolverLeavesItAlone() throws {
        let x = Variable("x"), y = Variable("y")
        #expect(x.tag == -1)
        x.tag = 7
        y.tag = 8
        let solver = Solver()
        try solver.addConstraint(x == 10)
        try solver.addConstraint(y == x + 5)
        var tags: [Int] = []
        solver.updateVariables { tags.append($0.tag) }
        #expect(tags.sorted() == [7, 8])
        #expect(x.tag == 7 && y.tag == 8 && y.value == 15)
    }

    private func changes(_ solver: Solver) -> [(name: String, value: Double)] {
        var changed: [(String, Double)] = []
        solver.updateVariables { changed.append(($0.name, $0.value)) }
        return changed
    }

    @Test func valuesAreWrittenOnlyByUpdateVariables() throws {
        let solver = Solver()
        let x = Variable("x")
        #expect(x.value == 0)
        try solver.addConstraint(x == 20)
        #expect(x.value == 0, "adding a constraint does not write values")
        solver.updateVariables()
        #expect(x.value == 20)
    }

    @Test func anUnderConstrainedSystemStillGetsValues() throws {
        // kiwi's test_solving_under_constrained_system: 2v + 1 >= 0 with a weak edit to 10.
        let solver = Solver()
        let v = Variable("v")
        let c = 2 * v + 1 >= 0
        try solver.addEditVariable(v, strength: .weak)
        try solver.addConstraint(c)
        try solver.suggestValue(v, 10)
        solver.updateVariables()
        #expect(c.expression.value == 21)
        #expect(c.expression.terms[0].value == 20)
        #expect(c.expression.terms[0].variable.value == 10)
    }

    @Test func theCallbackNamesEachChangedVariableOnceWithItsNewValue() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        try solver.addConstraint(x == 10)
        try solver.addConstraint(y == x + 5)
        let first = changes(solver)
        #expect(first.map(\.name).sorted() == ["x", "y"])
        #expect(first.allSatisfy { $0.value == ($0.name == "x" ? 10 : 15) }, "values are written before the call")
        // Only z changes now.
        try solver.addConstraint(z == 3)
        let second = changes(solver)
        #expect(second.map(\.name) == ["z"])
        #expect(x.value == 10 && y.value == 15 && z.value == 3)
    }

    @Test func nothingIsReportedWhenNothingChanged() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(x == 10)
        try solver.addConstraint((y == 1) | .weak)
        solver.updateVariables()
        #expect(changes(solver).isEmpty, "the plain call counts as an update too")
        // Adding and removing a constraint that does not move anything.
        let loose = x <= 1000
        try solver.addConstraint(loose)
        try solver.removeConstraint(loose)
        #expect(changes(solver).isEmpty)
    }

    @Test func aSuggestionReportsOnlyTheVariablesItMoves() throws {
        let solver = Solver()
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        let other = Variable("other")
        try solver.addConstraint(right == left + width)
        try solver.addConstraint(left == 8)
        try solver.addConstraint(other == 42)
        try solver.addEditVariable(width, strength: .strong)
        try solver.suggestValue(width, 100)
        solver.updateVariables()
        try solver.suggestValue(width, 120)
        #expect(changes(solver).map(\.name).sorted() == ["right", "width"])
        #expect(right.value == 128)
        // Suggesting the same value again moves nothing.
        try solver.suggestValue(width, 120)
        #expect(changes(solver).isEmpty)
        // A value that changes and changes back between updates is not a change.
        try solver.suggestValue(width, 7)
        try solver.suggestValue(width, 120)
        let reported = changes(solver)
        #expect(reported.allSatisfy { $0.name != "other" && $0.name != "left" })
        #expect(width.value == 120 && right.value == 128)
    }

    @Test func aVariableThatMovesAfterARemovalIsReported() throws {
        let solver = Solver()
        let x = Variable("x")
        let pin = x == 10
        try solver.addConstraint(pin)
        try solver.addConstraint((x == 3) | .weak)
        solver.updateVariables()
        try solver.removeConstraint(pin)
        let reported = changes(solver)
        #expect(reported.count == 1 && reported.first?.name == "x" && reported.first?.value == 3)
    }

    @Test func definitionsBuiltOnDefinitionsFollowEachSuggestionAsTheSystemGrows() throws {
        // y and z are defined by x (and z by y too); each step adds a variable defined by all three, so the
        // rows and definitions the update reads grow between updates.
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        try solver.addEditVariable(x, strength: .strong)
        try solver.addConstraint(y == x + 5)
        try solver.addConstraint(z == y + x)
        var extras: [(variable: Variable, offset: Double)] = []
        for (step, value) in [10.0, 20, 35, 35].enumerated() {
            try solver.suggestValue(x, value)
            let reported = Set(changes(solver).map(\.name))
            #expect(y.value == value + 5 && z.value == 2 * value + 5, "step \(step)")
            for extra in extras { #expect(extra.variable.value == z.value + y.value + x.value + extra.offset) }
            // Everything moves with x, except at the repeated 35, where only the variable added last (first
            // solved now) does.
            let moved = step == 3 ? ["e2"] : ["x", "y", "z"] + extras.map(\.variable.name)
            #expect(reported == Set(moved), "step \(step)")
            let extra = Variable("e\(step)")
            try solver.addConstraint(extra == z + y + x + Double(step))
            extras.append((extra, Double(step)))
        }
    }

    @Test func plainAndReportingUpdatesAgree() throws {
        // The same random-looking sequence on two solvers: one plain, one reporting; same values, and the
        // reports name exactly the variables whose values differ from the previous update.
        let plain = Solver(), reporting = Solver()
        let a = (0..<4).map { Variable("a\($0)") }, b = (0..<4).map { Variable("b\($0)") }
        func both(_ body: (Solver, [Variable]) throws -> Void) throws {
            try body(plain, a)
            try body(reporting, b)
        }
        try both { s, v in
            try s.addConstraint(v[0] + v[1] == 100)
            try s.addConstraint(v[2] == v[1] * 2)
            try s.addConstraint((v[3] >= v[2]) | .medium)
            try s.addConstraint((v[3] == 10) | .weak)
            try s.addEditVariable(v[0], strength: .strong)
        }
        var previous = b.map(\.value)
        for step in 0..<30 {
            let value = Double((step * 29) % 17) * 5
            try both { s, v in try s.suggestValue(v[0], value) }
            plain.updateVariables()
            let reported = changes(reporting)
            for i in 0..<4 {
                #expect(a[i].value == b[i].value, "step \(step), variable \(i)")
                let moved = b[i].value != previous[i]
                #expect(moved == reported.contains { $0.name == "b\(i)" }, "step \(step), b\(i)")
            }
            #expect(Set(reported.map(\.name)).count == reported.count, "each variable at most once")
            previous = b.map(\.value)
        }
    }
}
