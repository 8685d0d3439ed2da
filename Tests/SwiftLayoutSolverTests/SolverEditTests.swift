import Testing
import SwiftLayoutSolver

/// Edit variables and suggested values, in the manner of kiwi's `test_managing_edit_variable` and
/// `test_suggesting_values_for_edit_variables` (nucleic/kiwi, py/tests/test_solver.py).
@Suite struct SolverEditTests {
    @Test func anEditVariableIsKnownUntilRemoved() throws {
        let solver = Solver()
        let x = Variable("x")
        #expect(!solver.hasEditVariable(x))
        try solver.addEditVariable(x, strength: .weak)
        #expect(solver.hasEditVariable(x))
        try solver.removeEditVariable(x)
        #expect(!solver.hasEditVariable(x))
        try solver.addEditVariable(x, strength: .strong)
        #expect(solver.hasEditVariable(x))
    }

    @Test func addingAnEditVariableTwiceThrowsDuplicateEditVariable() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addEditVariable(x, strength: .weak)
        try solver.suggestValue(x, 3)
        let error = expectFailure(.duplicateEditVariable, in: solver, variables: [x]) {
            try solver.addEditVariable(x, strength: .medium)
        }
        #expect(error?.variable === x)
        #expect(error?.constraint == nil)
    }

    @Test func removingOrSuggestingAnUnknownEditVariableThrowsUnknownEditVariable() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(x == y)
        try solver.addEditVariable(y, strength: .strong)
        let removeError = expectFailure(.unknownEditVariable, in: solver, variables: [x, y]) {
            try solver.removeEditVariable(x)
        }
        #expect(removeError?.variable === x)
        let suggestError = expectFailure(.unknownEditVariable, in: solver, variables: [x, y]) {
            try solver.suggestValue(x, 10)
        }
        #expect(suggestError?.variable === x)
        // Removed twice.
        try solver.removeEditVariable(y)
        expectFailure(.unknownEditVariable, in: solver, variables: [x, y]) { try solver.removeEditVariable(y) }
        expectFailure(.unknownEditVariable, in: solver, variables: [x, y]) { try solver.suggestValue(y, 1) }
    }

    @Test func editVariablesCannotBeRequired() throws {
        let solver = Solver()
        let x = Variable("x")
        let error = expectFailure(.badRequiredStrength, in: solver, variables: [x]) {
            try solver.addEditVariable(x, strength: .required)
        }
        #expect(error?.variable === x)
        #expect(!solver.hasEditVariable(x))
        // Above required is clipped to required, as kiwi does.
        expectFailure(.badRequiredStrength, in: solver, variables: [x]) {
            try solver.addEditVariable(x, strength: Strength(2e9))
        }
        // Just below required is fine.
        try solver.addEditVariable(x, strength: Strength(Strength.required.value - 1))
        #expect(solver.hasEditVariable(x))
    }

    @Test func anEditVariableFollowsItsSuggestions() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addEditVariable(x, strength: .medium)
        try solver.addConstraint((x == 1) | .weak)
        for value in [2.0, -7.5, 1e6, 0] {
            try solver.suggestValue(x, value)
            solver.updateVariables()
            #expect(abs(x.value - value) <= 1e-12 * max(1, abs(value)), "suggested \(value)")
        }
    }

    @Test func aSuggestionYieldsToRequiredConstraints() throws {
        // kiwi: the edit variable enters several rows and a required bound keeps it at -1.
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addEditVariable(y, strength: .weak)
        try solver.addConstraint(x + y == 0)
        try solver.addConstraint(y <= -1)
        try solver.addConstraint((y >= 0) | .weak)
        try solver.suggestValue(y, 0)
        solver.updateVariables()
        expectValues([x: 1, y: -1])
    }

    @Test func anEditOnAVariablePinnedByARequiredEqualityHasNoEffect() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x == 10)
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(x, 20)
        solver.updateVariables()
        expectValues([x: 10])
    }

    @Test func anEditOnABoundedVariableStopsAtTheBound() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x <= 100)
        try solver.addConstraint(x >= 0)
        try solver.addEditVariable(x, strength: .strong)
        let expected: [(Double, Double)] = [(200, 100), (50, 50), (-3, 0), (100, 100), (99.5, 99.5)]
        for (suggestion, value) in expected {
            try solver.suggestValue(x, suggestion)
            solver.updateVariables()
            #expect(abs(x.value - value) < 1e-9, "suggested \(suggestion)")
        }
    }

    @Test func strongerEditsWinOverWeakerOnes() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(x + y == 100)
        try solver.addEditVariable(x, strength: .strong)
        try solver.addEditVariable(y, strength: .weak)
        try solver.suggestValue(x, 30)
        try solver.suggestValue(y, 90)
        solver.updateVariables()
        expectValues([x: 30, y: 70])
        // Swap the roles by re-adding x weaker than y.
        try solver.removeEditVariable(x)
        try solver.addEditVariable(x, strength: Strength.create(0, 0, 0.5))
        try solver.suggestValue(x, 30)
        solver.updateVariables()
        expectValues([x: 10, y: 90])
    }

    @Test func anEditVariableCanPrecedeTheConstraintsOnIt() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(x, 40)
        try solver.addConstraint(y == 2 * x + 1)
        solver.updateVariables()
        expectValues([x: 40, y: 81])
        try solver.addConstraint(x <= 25)
        solver.updateVariables()
        expectValues([x: 25, y: 51])
    }

    @Test func removingAnEditVariableHandsItBackToItsConstraints() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x == 5) | .weak)
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(x, 60)
        solver.updateVariables()
        expectValues([x: 60])
        try solver.removeEditVariable(x)
        solver.updateVariables()
        expectValues([x: 5])
    }

    @Test func anEditVariableWorksWithoutAnyConstraint() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addEditVariable(x, strength: .weak)
        try solver.suggestValue(x, 12.25)
        solver.updateVariables()
        expectValues([x: 12.25])
    }

    @Test func editsOnTheCassowaryPapersMidpointFollowTheMouse() throws {
        // The dragged midpoint of Badros, Borning & Stuckey (ACM TOCHI 2001, §2); kiwi's basic-systems docs.
        let solver = Solver()
        let xl = Variable("xl"), xm = Variable("xm"), xr = Variable("xr")
        try solver.addConstraint(xm == (xl + xr) / 2)
        try solver.addConstraint(xl + 10 <= xr)
        try solver.addConstraint(xr <= 100)
        try solver.addConstraint(xl >= 0)
        try solver.addConstraint((xl == 40) | .weak)
        try solver.addEditVariable(xm, strength: .strong)
        let drags: [(xm: Double, expected: (xl: Double, xm: Double, xr: Double))] = [
            (60, (40, 60, 80)), (90, (80, 90, 100)), (0, (0, 5, 10)), (45, (40, 45, 50)),
        ]
        for drag in drags {
            try solver.suggestValue(xm, drag.xm)
            solver.updateVariables()
            expectValues([xl: drag.expected.xl, xm: drag.expected.xm, xr: drag.expected.xr])
        }
    }

    @Test func manySuggestionsInARowStayCorrect() throws {
        let solver = Solver()
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        try solver.addConstraint(right == left + width)
        try solver.addConstraint(left == 0)
        try solver.addConstraint(width >= 10)
        try solver.addConstraint(width <= 500)
        try solver.addEditVariable(right, strength: .strong)
        for step in 0..<200 {
            let suggestion = Double((step * 37) % 700) - 50
            try solver.suggestValue(right, suggestion)
            solver.updateVariables()
            let expected = min(500, max(10, suggestion))
            #expect(abs(right.value - expected) < 1e-9, "step \(step)")
            #expect(abs(width.value - expected) < 1e-9, "step \(step)")
        }
    }
}
