import Testing
import SwiftLayoutSolver

/// Local changes to long chains (cells stacked one below the other, rows of a list) cost the same
/// whatever the chain's length: the work counters of a change in the middle of a chain of n cells equal
/// those of the same change in a chain of 4n cells, and the solver's size grows linearly with n.
@Suite struct SolverChainTests {
    /// The grid of the benchmark workloads (Performance.md): cells stacked vertically, each an
    /// avatar, a title, a subtitle and a body, with inequalities and a weak constraint inside each cell.
    final class Feed {
        let solver = Solver()
        let cl = Variable("cl"), ct = Variable("ct"), cw = Variable("cw")
        /// Per cell: Cl Ct Cw Ch Al At Aw Ah Tl Tt Tw Th Sl St Sw Sh Bl Bt Bw Bh.
        var cells: [[Variable]] = []
        /// Per cell, its 26 constraints in order (index 2 places it below the previous cell).
        var constraints: [[Constraint]] = []

        static func titleWidth(_ i: Int) -> Double { Double(80 + (53 * i) % 220) }
        static func subtitleWidth(_ i: Int) -> Double { Double(60 + (97 * i) % 240) }
        static func bodyHeight(_ i: Int) -> Double { Double(20 * (1 + i % 4)) }

        init(n: Int) throws {
            try solver.addConstraint(cl == 0)
            try solver.addConstraint(ct == 0)
            for i in 0..<n {
                let v = ["Cl", "Ct", "Cw", "Ch", "Al", "At", "Aw", "Ah", "Tl", "Tt", "Tw", "Th",
                         "Sl", "St", "Sw", "Sh", "Bl", "Bt", "Bw", "Bh"].map { Variable("\($0)\(i)") }
                let (Cl, Ct, Cw, Ch, Al, At, Aw, Ah) = (v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7])
                let (Tl, Tt, Tw, Th, Sl, St, Sw, Sh) = (v[8], v[9], v[10], v[11], v[12], v[13], v[14], v[15])
                let (Bl, Bt, Bw, Bh) = (v[16], v[17], v[18], v[19])
                let cell: [Constraint] = [
                    Cl == cl, Cw == cw, i == 0 ? Ct == ct : Ct == cells[i - 1][1] + cells[i - 1][3],
                    Al == Cl + 8, At == Ct + 8, Aw == 40, Ah == 40, Tl == Al + Aw + 8, Tt == Ct + 8,
                    (Tw == Feed.titleWidth(i)) | .medium, Tw >= 0, Tl + Tw <= Cl + Cw - 8, Th == 20, Sl == Tl,
                    St == Tt + Th + 4, (Sw == Feed.subtitleWidth(i)) | .medium, Sw >= 0, Sl + Sw <= Cl + Cw - 8,
                    Sh == 18, Bl == Cl + 8, Bl + Bw == Cl + Cw - 8, Bt >= At + Ah + 8, Bt >= St + Sh + 8,
                    (Bt == Ct + 8) | .weak, Bh == Feed.bodyHeight(i), Ct + Ch == Bt + Bh + 8,
                ]
                for c in cell { try solver.addConstraint(c) }
                cells.append(v)
                constraints.append(cell)
            }
            try solver.addEditVariable(cw, strength: .strong)
            try solver.suggestValue(cw, 375)
            solver.updateVariables()
        }

        /// Removes cell `m` (its constraints, and the one placing the next cell below it) and places the
        /// next cell below the previous one, as a list does when a row goes away.
        func removeCell(_ m: Int) throws {
            for c in constraints[m] { try solver.removeConstraint(c) }
            try solver.removeConstraint(constraints[m + 1][2])
            let join = cells[m + 1][1] == cells[m - 1][1] + cells[m - 1][3]
            try solver.addConstraint(join)
            constraints[m + 1][2] = join
            solver.updateVariables()
        }

        /// Checks every remaining cell's top against the closed form (cells below `removed` move up).
        func expectTops(without removed: Int?, sourceLocation: SourceLocation = #_sourceLocation) {
            var y = 0.0
            for i in cells.indices where i != removed {
                #expect(abs(cells[i][1].value - y) < 1e-6, "cell \(i) top", sourceLocation: sourceLocation)
                #expect(abs(cells[i][17].value - (y + 58)) < 1e-6, "cell \(i) body top", sourceLocation: sourceLocation)
                y += 66 + Feed.bodyHeight(i)
            }
        }
    }

    /// The work of one change, as counted by the solver.
    struct Work: Equatable, CustomStringConvertible {
        var pivots, rowsSubstituted, referencesExpanded: Int

        init(_ after: Solver.Statistics, since before: Solver.Statistics) {
            pivots = after.pivots - before.pivots
            rowsSubstituted = after.rowsSubstituted - before.rowsSubstituted
            referencesExpanded = after.referencesExpanded - before.referencesExpanded
        }

        var description: String {
            "\(pivots) pivots, \(rowsSubstituted) rows substituted, \(referencesExpanded) references expanded"
        }
    }

    func workOfRemovingTheMiddleCell(n: Int) throws -> Work {
        let feed = try Feed(n: n)
        feed.expectTops(without: nil)
        let before = feed.solver.statistics
        try feed.removeCell(n / 2)
        let work = Work(feed.solver.statistics, since: before)
        feed.expectTops(without: n / 2)
        return work
    }

    @Test func removingACellFromTheMiddleOfAFeedCostsTheSameAtAnyLength() throws {
        let short = try workOfRemovingTheMiddleCell(n: 20)
        let long = try workOfRemovingTheMiddleCell(n: 80)
        #expect(short == long, "20 cells: \(short); 80 cells: \(long)")
    }

    @Test func queriesOnAChainCountNoWork() throws {
        let feed = try Feed(n: 10)
        let before = feed.solver.statistics
        _ = feed.solver.constraintsAffecting(feed.cells[9][17])
        feed.solver.updateVariables()
        #expect(feed.solver.statistics == before)
    }

    @Test func removingAndAddingBackAChainLinkCostsTheSameAtAnyLength() throws {
        func work(n: Int) throws -> Work {
            let feed = try Feed(n: n)
            let link = feed.constraints[n / 2][2]
            let before = feed.solver.statistics
            try feed.solver.removeConstraint(link)
            try feed.solver.addConstraint(link)
            feed.solver.updateVariables()
            let work = Work(feed.solver.statistics, since: before)
            feed.expectTops(without: nil)
            return work
        }
        let short = try work(n: 20), long = try work(n: 80)
        #expect(short == long, "20 cells: \(short); 80 cells: \(long)")
    }

    /// Random removals and additions on a short feed-like chain, checked against the oracle after each
    /// step: constraints go away and come back, and whole cells leave the chain, their neighbours joined
    /// (the lazy rows of a chain are taken apart and put together in every order).
    @Test(arguments: Array(UInt64(1)...16))
    func randomChangesToAChainStayFeasibleAndOptimal(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        let n = 5
        let solver = Solver()
        let top = Variable("top")
        // Per cell: its top, its avatar's bottom, its body's top, its height.
        let y = (0..<n).map { Variable("y\($0)") }, a = (0..<n).map { Variable("a\($0)") }
        let b = (0..<n).map { Variable("b\($0)") }, h = (0..<n).map { Variable("h\($0)") }
        let variables = [top] + y + a + b + h
        var cells: [[Constraint]] = []
        for i in 0..<n {
            cells.append([
                i == 0 ? y[0] == top : y[i] == y[i - 1] + h[i - 1],
                a[i] == y[i] + 48, b[i] >= a[i] + 8, b[i] >= y[i] + Double(8 + 10 * (i % 3)),
                (b[i] == y[i] + 8) | .weak, y[i] + h[i] == b[i] + Double(20 + 10 * i) + 8,
                (h[i] <= 90) | .medium,
            ])
        }
        let joins: [Constraint] = (1..<(n - 1)).map { (m: Int) -> Constraint in y[m + 1] == y[m - 1] + h[m - 1] }
        let start: Constraint = top == 0
        let pull: Constraint = (y[n - 1] == 400) | .strong
        let pool: [Constraint] = [start] + cells.flatMap { $0 } + joins + [pull]
        var present: [Constraint] = []
        func isPresent(_ c: Constraint) -> Bool { present.contains { $0 === c } }
        func remove(_ c: Constraint) throws {
            try solver.removeConstraint(c)
            present.removeAll { $0 === c }
        }
        /// Adds `c`, or checks that the solver refuses it when the oracle says the required constraints
        /// cannot all hold with it.
        func add(_ c: Constraint) throws {
            let feasible = try !c.strength.isRequired
                || requiredConstraintsAreFeasible(present.filter { $0.strength.isRequired } + [c])
            if feasible {
                try solver.addConstraint(c)
                present.append(c)
            } else {
                expectFailure(.unsatisfiableConstraint, in: solver, variables: variables) { try solver.addConstraint(c) }
            }
        }
        for c in [start] + cells.flatMap({ $0 }) { try add(c) }
        try expectOptimal(solver, constraints: present, "seed \(seed), built")
        for step in 1...30 {
            let what: String
            switch rng.int(in: 0...99) {
            case 0..<45:
                let c = rng.pick(present)
                try remove(c)
                what = "removed \(c)"
            case 45..<80:
                let absent = pool.filter { !isPresent($0) }
                guard !absent.isEmpty else { continue }
                let c = rng.pick(absent)
                try add(c)
                what = "added \(c)"
            default:
                // Cell m leaves: its constraints and the link below it go, the cells around it are joined.
                let m = rng.int(in: 1...(n - 2))
                for c in cells[m] + [cells[m + 1][0]] where isPresent(c) { try remove(c) }
                if !isPresent(joins[m - 1]) { try add(joins[m - 1]) }
                what = "removed cell \(m)"
            }
            try expectOptimal(solver, constraints: present, "seed \(seed), step \(step): \(what)")
        }
    }

    /// Rows stacked with required equalities only (each row's top is the previous row's bottom plus a
    /// gap, its height a measured size): every top is a sum over the rows above, but no stored expression
    /// may list them all, or the solver grows quadratically.
    @Test func aChainOfRequiredEqualitiesKeepsTheSolverLinear() throws {
        func size(n: Int) throws -> Int {
            let solver = Solver()
            let top = Variable("top")
            try solver.addConstraint(top == 0)
            var bottom = LinearExpression(top)
            for i in 0..<n {
                let y = Variable("y\(i)"), h = Variable("h\(i)"), labelY = Variable("labelY\(i)")
                try solver.addConstraint((h >= 31) | .strong)
                try solver.addConstraint((h <= 31) | .weak)
                try solver.addConstraint(y == bottom + 4)
                try solver.addConstraint(labelY == y + 5)
                bottom = y + h
            }
            solver.updateVariables()
            // Each cell of the tableau, the objective and the definitions prints as "coefficient * symbol".
            return solver.dump().split(separator: "*", omittingEmptySubsequences: false).count - 1
        }
        let short = try size(n: 50), long = try size(n: 200)
        #expect(Double(long) <= 4.5 * Double(short), "50 rows: \(short) cells; 200 rows: \(long) cells")
    }
}
