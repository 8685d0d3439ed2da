import Testing
@testable import SwiftLayoutSolver

/// Whole scenarios in the shape of the benchmark workloads, small enough for a unit test.
@Suite struct SolverScenarioTests {
    @Test func readmeExampleSolves() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.addConstraint(x + 10 <= y)
        try solver.addConstraint(y <= 100)
        try solver.addConstraint((x == 95) | .weak)
        solver.updateVariables()
        #expect(x.value == 90)
        #expect(y.value == 100)
    }

    @Test func chainOfEqualWidthsFollowsTheContainerWidth() throws {
        let n = 20
        let solver = Solver()
        let cl = Variable("cl"), ct = Variable("ct"), cw = Variable("cw")
        var l: [Variable] = [], w: [Variable] = [], t: [Variable] = [], h: [Variable] = []
        for i in 0..<n {
            l.append(Variable("L\(i)")); w.append(Variable("W\(i)")); t.append(Variable("T\(i)")); h.append(Variable("H\(i)"))
        }
        try solver.addConstraint(cl == 0)
        try solver.addConstraint(ct == 0)
        for i in 0..<n {
            if i == 0 {
                try solver.addConstraint(l[0] == cl + 8)
            } else {
                try solver.addConstraint(l[i] == l[i - 1] + w[i - 1] + 8)
                try solver.addConstraint(w[i] == w[0])
            }
            try solver.addConstraint(t[i] == ct + 8)
            try solver.addConstraint(h[i] == 44)
        }
        try solver.addConstraint(l[n - 1] + w[n - 1] == cl + cw - 8)
        try solver.addEditVariable(cw, strength: .strong)
        for width in [100.0, 57, 83] {
            try solver.suggestValue(cw, 16 + 8 * Double(n - 1) + Double(n) * width)
            solver.updateVariables()
            for i in 0..<n {
                #expect(abs(w[i].value - width) < 1e-9)
                #expect(abs(l[i].value - (8 + Double(i) * (width + 8))) < 1e-9)
                #expect(t[i].value == 8)
                #expect(h[i].value == 44)
            }
        }
    }

    struct Cell {
        let v: [Variable]  // Cl Ct Cw Ch Al At Aw Ah Tl Tt Tw Th Sl St Sw Sh Bl Bt Bw Bh
        init(_ i: Int) {
            v = ["Cl", "Ct", "Cw", "Ch", "Al", "At", "Aw", "Ah", "Tl", "Tt", "Tw", "Th", "Sl", "St", "Sw", "Sh", "Bl", "Bt", "Bw", "Bh"]
                .map { Variable("\($0)\(i)") }
        }
    }

    func grid(_ n: Int, independent: Bool) throws -> (Solver, Variable, [Cell], [Constraint]) {
        let solver = Solver()
        let cl = Variable("cl"), ct = Variable("ct"), cw = Variable("cw")
        var all: [Constraint] = [cl == 0, ct == 0]
        var cells: [Cell] = []
        for i in 0..<n {
            let c = Cell(i), v = c.v
            let iwT = Double(80 + (53 * i) % 220), iwS = Double(60 + (97 * i) % 240), hB = Double(20 * (1 + i % 4))
            let top: Constraint
            if independent { top = v[1] == ct + Double(200 * i) }
            else if i == 0 { top = v[1] == ct }
            else { top = v[1] == cells[i - 1].v[1] + cells[i - 1].v[3] }
            all += [
                v[0] == cl, v[2] == cw, top, v[4] == v[0] + 8, v[5] == v[1] + 8, v[6] == 40, v[7] == 40,
                v[8] == v[4] + v[6] + 8, v[9] == v[1] + 8, (v[10] == iwT) | .medium, v[10] >= 0,
                v[8] + v[10] <= v[0] + v[2] - 8, v[11] == 20, v[12] == v[8], v[13] == v[9] + v[11] + 4,
                (v[14] == iwS) | .medium, v[14] >= 0, v[12] + v[14] <= v[0] + v[2] - 8, v[15] == 18,
                v[16] == v[0] + 8, v[16] + v[18] == v[0] + v[2] - 8, v[17] >= v[5] + v[7] + 8,
                v[17] >= v[13] + v[15] + 8, (v[17] == v[1] + 8) | .weak, v[19] == hB,
                v[1] + v[3] == v[17] + v[19] + 8,
            ]
            cells.append(c)
        }
        for c in all { try solver.addConstraint(c) }
        try solver.addEditVariable(cw, strength: .strong)
        return (solver, cw, cells, all)
    }

    func checkGrid(_ cells: [Cell], width: Double, independent: Bool) {
        var y = 0.0
        for (i, c) in cells.enumerated() {
            let v = c.v.map(\.value)
            let iwT = Double(80 + (53 * i) % 220), iwS = Double(60 + (97 * i) % 240), hB = Double(20 * (1 + i % 4))
            if independent { y = Double(200 * i) }
            let expected: [Double] = [0, y, width, 66 + hB, 8, y + 8, 40, 40, 56, y + 8, iwT, 20, 56, y + 32, iwS, 18, 8, y + 58, width - 16, hB]
            for k in 0..<20 {
                #expect(abs(v[k] - expected[k]) < 1e-6, "cell \(i) variable \(c.v[k].name): \(v[k]) != \(expected[k])")
            }
            y += 66 + hB
        }
    }

    @Test(arguments: [false, true]) func gridOfFeedCellsLaysOutAndSurvivesRemovals(independent: Bool) throws {
        let (solver, cw, cells, all) = try grid(12, independent: independent)
        try solver.suggestValue(cw, 375)
        solver.updateVariables()
        checkGrid(cells, width: 375, independent: independent)
        try solver.suggestValue(cw, 414)
        solver.updateVariables()
        checkGrid(cells, width: 414, independent: independent)
        let picked = all.indices.filter { $0 % 7 == 3 }.map { all[$0] }
        for c in picked { try solver.removeConstraint(c) }
        for c in picked { try solver.addConstraint(c) }
        solver.updateVariables()
        checkGrid(cells, width: 414, independent: independent)
        for c in all.reversed() { try solver.removeConstraint(c); try solver.addConstraint(c) }
        solver.updateVariables()
        checkGrid(cells, width: 414, independent: independent)
    }

    @Test func updatingADefinitionsConstantMovesEverythingBuiltOnIt() throws {
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        let solver = Solver()
        let base = a == 10
        try solver.addConstraint(base)
        try solver.addConstraint(b == a + 5)
        try solver.addConstraint(c >= b)
        try solver.addConstraint((c == 0) | .weak)
        solver.updateVariables()
        #expect(c.value == 15)
        try solver.updateConstant(of: base, to: -20)
        solver.updateVariables()
        #expect(a.value == 20)
        #expect(b.value == 25)
        #expect(c.value == 25)
    }

    @Test func conflictingEqualitiesNameEachOther() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let first = x == 10
        let link = y == x + 1
        try solver.addConstraint(first)
        try solver.addConstraint(link)
        try solver.addConstraint(y >= 0)
        let before = solver.dump()
        let bad = y == 5
        #expect {
            try solver.addConstraint(bad)
        } throws: { error in
            guard let error = error as? SolverError else { return false }
            return error.code == .unsatisfiableConstraint && error.conflictingConstraints == [first, link]
        }
        #expect(solver.dump() == before)
    }

    @Test func conflictingInequalitiesRollBackExactly() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let low = x >= 10
        let high = y <= 5
        try solver.addConstraint(low)
        try solver.addConstraint(high)
        try solver.addConstraint((x == 3) | .weak)
        solver.updateVariables()
        let before = solver.dump()
        let bad = x <= y
        #expect {
            try solver.addConstraint(bad)
        } throws: { error in
            guard let error = error as? SolverError else { return false }
            return error.code == .unsatisfiableConstraint && error.conflictingConstraints == [low, high]
        }
        #expect(solver.dump() == before)
        try solver.addConstraint(x <= y + 20)
        solver.updateVariables()
        #expect(x.value == 10)
    }
}
