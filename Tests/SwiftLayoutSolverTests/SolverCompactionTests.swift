import Testing
@testable import SwiftLayoutSolver

/// Compaction: a solver gives back what removed constraints leave behind (their symbols, and the variables
/// no constraint mentions any more), by rebuilding itself from its live constraints once removals
/// outnumber them, so a long-lived solver stays the size of what it holds.
@Suite struct SolverCompactionTests {
    /// A column of rows under a fixed top, where the bottom row comes and goes with a new variable each
    /// time, as a screen's views do.
    final class ChurningColumn {
        let solver = Solver()
        let top = Variable("top")
        var rows: [Variable] = []
        var bottom: (variable: Variable, constraint: Constraint)?

        init(rows count: Int) throws {
            try solver.addConstraint(top == 10)
            for i in 0..<count {
                let row = Variable("row\(i)")
                try solver.addConstraint(row == (rows.last ?? top) + 20)
                rows.append(row)
            }
        }

        /// Replaces the bottom row with a new one, `extra` below the last fixed row.
        func cycle(extra: Double) throws -> Variable {
            if let bottom { try solver.removeConstraint(bottom.constraint) }
            let variable = Variable("bottom")
            let constraint = variable == rows.last! + extra
            try solver.addConstraint(constraint)
            bottom = (variable, constraint)
            return variable
        }
    }

    @Test func aLongLivedSolverStaysTheSizeOfWhatItHolds() throws {
        let column = try ChurningColumn(rows: 20)
        var sizes: [Int] = []
        for step in 1...10_000 {
            let bottom = try column.cycle(extra: Double(step % 7))
            column.solver.updateVariables()
            #expect(bottom.value == 10 + 20 * 20 + Double(step % 7), "step \(step)")
            if step % 1_000 == 0 { sizes.append(column.solver.state.symbols.count + column.solver.state.variables.count) }
        }
        // Rebuilt every 151 removals (more than 22 live constraints + the floor of 128): bounded, not growing.
        #expect(column.solver.statistics.compactions == 9_999 / (22 + Compaction.floor + 1))
        #expect(sizes.allSatisfy { $0 < 2 * (21 + Compaction.floor + 1) * 2 }, "symbols + variables: \(sizes)")
        #expect(column.solver.statistics.constraintsRemoved == 9_999)
    }

    @Test func aRebuiltSolverForgetsTheVariablesNoConstraintMentions() throws {
        let column = try ChurningColumn(rows: 2)
        let first = try column.cycle(extra: 5)
        column.solver.updateVariables()
        for _ in 0...Compaction.floor + 8 { _ = try column.cycle(extra: 5) }
        #expect(column.solver.contains(first))
        column.solver.updateVariables()
        #expect(column.solver.statistics.compactions == 1)
        #expect(!column.solver.contains(first))
        #expect(column.solver.contains(column.top) && column.solver.contains(column.rows[1]))
        #expect(column.solver.hasConstraint(column.bottom!.constraint))
        #expect(column.solver.possiblyAmbiguousVariables().isEmpty)
    }

    /// A variable whose last constraint went before the rebuild gets the value the solver would have written
    /// without the rebuild (0, once its lower bound is gone), reported by the update that rebuilds.
    @Test func aForgottenVariableGetsItsLastValueWrittenAndReported() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let held = x >= 42
        try solver.addConstraint(held)
        try solver.addConstraint(y == 7)
        solver.updateVariables()
        try solver.removeConstraint(held)
        #expect(solver.compact())
        #expect(!solver.contains(x))
        var reported: [String] = []
        solver.updateVariables { reported.append("\($0.name)=\($0.value)") }
        #expect(reported == ["x=0.0"])
        #expect(x.value == 0 && y.value == 7)
    }

    @Test func editVariablesKeepTheirSuggestionsThroughARebuild() throws {
        let solver = Solver()
        let width = Variable("width"), half = Variable("half")
        try solver.addConstraint(half * 2 == width)
        try solver.addEditVariable(width, strength: .strong)
        try solver.suggestValue(width, 300)
        solver.updateVariables()
        #expect(solver.compact())
        #expect(solver.hasEditVariable(width))
        solver.updateVariables()
        #expect(width.value == 300 && half.value == 150)
        try solver.suggestValue(width, 414)
        solver.updateVariables()
        #expect(half.value == 207)
        try solver.removeEditVariable(width)
        #expect(!solver.hasEditVariable(width))
        #expect(throws: SolverError.self) { try solver.suggestValue(width, 1) }
    }

    /// Optional constraints keep their strengths: the rebuilt solver finds the same compromise.
    @Test func aRebuildKeepsTheOptimumOfOptionalConstraints() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(x + y == 100)
        try solver.addConstraint((x == 70) | .strong)
        try solver.addConstraint((y == 50) | .medium)
        let gone = (x == 10) | .required
        try solver.addConstraint(gone)
        try solver.removeConstraint(gone)
        solver.updateVariables()
        let before = (x.value, y.value)
        #expect(solver.compact())
        solver.updateVariables()
        #expect(before == (70, 30))
        #expect((x.value, y.value) == before)
        #expect(solver.statistics.constraintsAdded == 4 && solver.statistics.compactions == 1)
    }

    /// Two required equalities a thousandth of the tolerance apart from a third, each accepted next to it,
    /// conflict once it is gone and they are added afresh: the rebuild fails and the solver stays as it was.
    @Test func aRebuildThatCannotHoldLeavesTheSolverAsItWas() throws {
        let solver = Solver()
        let x = Variable("x")
        let middle = x == 1
        let above = x == 1 + 6e-9
        let below = x == 1 - 6e-9
        for constraint in [middle, above, below] { try solver.addConstraint(constraint) }
        try solver.removeConstraint(middle)
        solver.updateVariables()
        let value = x.value
        let table = solver.state.tableSnapshot()
        #expect(!solver.compact())
        #expect(solver.state.tableSnapshot() == table)
        #expect(solver.hasConstraint(above) && solver.hasConstraint(below) && !solver.hasConstraint(middle))
        #expect(solver.statistics.compactions == 0)
        solver.updateVariables()
        #expect(x.value == value)
    }
}
