import Testing
@testable import SwiftLayoutSolver

/// `isAmbiguous(_:)` and `optimalRange(of:)`: which values a variable takes over all equally good solutions.
@Suite struct SolverAmbiguityTests {
    @Test func aFreeRangeNarrowerThanOnePointIsAmbiguous() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint(x >= 0)
        try solver.addConstraint(x <= 0.5)
        #expect(solver.isAmbiguous(x))
        #expect(solver.optimalRange(of: x) == 0...0.5)
    }

    @Test func aVariableHeldByAnEqualityIsNotAmbiguous() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint(x == 0.25)
        #expect(!solver.isAmbiguous(x))
        #expect(solver.optimalRange(of: x) == 0.25...0.25)
    }

    @Test func aRangeClosedToAPointByTwoInequalitiesIsNotAmbiguous() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint(x >= 0.25)
        try solver.addConstraint(x <= 0.25)
        #expect(!solver.isAmbiguous(x))
        #expect(solver.optimalRange(of: x) == 0.25...0.25)
    }

    @Test func equallyStrongConstraintsPullingApartLeaveEveryValueBetweenThemAsGood() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint((x == 10) | .weak)
        try solver.addConstraint((x == 20) | .weak)
        #expect(solver.isAmbiguous(x))
        #expect(solver.optimalRange(of: x) == 10...20)
        // Equal priorities in a tier tie the same way.
        let y = Variable("y")
        try solver.addConstraint((y >= 30) | Strength(1, tier: 4))
        try solver.addConstraint((y <= 0) | Strength(1, tier: 4))
        #expect(solver.isAmbiguous(y))
        #expect(solver.optimalRange(of: y) == 0...30)
    }

    @Test func aStrongerConstraintDecidesSoNothingIsAmbiguous() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.addConstraint((x == 10) | .strong)
        try solver.addConstraint((x == 20) | .weak)
        #expect(!solver.isAmbiguous(x))
        #expect(solver.optimalRange(of: x) == 10...10)
        // A higher tier decides however weak its weight.
        try solver.addConstraint((y == 10) | Strength(1, tier: 2))
        try solver.addConstraint((y == 20) | Strength(1_000_000, tier: 1))
        #expect(!solver.isAmbiguous(y))
        #expect(solver.optimalRange(of: y) == 10...10)
    }

    @Test func lowerTiersCanBeLeftOut() throws {
        let y = Variable("y")
        let solver = Solver()
        try solver.addConstraint(y >= 0)
        try solver.addConstraint((y == 10) | Strength(1, tier: 2))
        try solver.addConstraint((y == 20) | Strength(1, tier: 1))
        #expect(!solver.isAmbiguous(y, ignoringTiersBelow: 2))
        // Without tier 2 nothing but y >= 0 holds y: every y from 0 up is as good.
        #expect(solver.isAmbiguous(y, ignoringTiersBelow: 3))
        #expect(solver.optimalRange(of: y, ignoringTiersBelow: 3) == 0...Double.infinity)
        // A tie-breaker in tier 0 settles a tie of tier 1 without hiding it from a caller that leaves it out.
        let x = Variable("x")
        try solver.addConstraint((x == 10) | Strength(1, tier: 1))
        try solver.addConstraint((x == 20) | Strength(1, tier: 1))
        try solver.addConstraint((x == 12) | .weak)
        solver.updateVariables()
        #expect(x.value == 12)
        #expect(!solver.isAmbiguous(x))
        #expect(solver.isAmbiguous(x, ignoringTiersBelow: 1))
        #expect(solver.optimalRange(of: x, ignoringTiersBelow: 1) == 10...20)
    }

    @Test func aVariableTiedToAFreeOneThroughTwoInequalitiesSharesItsRange() throws {
        // x == y written as two inequalities: the row of one of them sits at 0 whichever way the basis
        // falls, so the free move of x goes through a degenerate vertex.
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.addConstraint(x - y >= 0)
        try solver.addConstraint(y - x >= 0)
        try solver.addConstraint(y >= 0)
        try solver.addConstraint(y <= 10)
        #expect(solver.isAmbiguous(x))
        #expect(solver.optimalRange(of: x) == 0...10)
        #expect(solver.optimalRange(of: y) == 0...10)
    }

    @Test func aDefinedVariableFollowsTheRangeOfWhatDefinesIt() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.addConstraint(x >= 0)
        try solver.addConstraint(x <= 1)
        try solver.addConstraint(y == x * 2 + 5)   // y is fresh: a definition
        #expect(solver.isAmbiguous(y))
        #expect(solver.optimalRange(of: y) == 5...7)
    }

    @Test func anEditVariableAndWhatItDeterminesAreNotAmbiguous() throws {
        let w = Variable("w"), half = Variable("half")
        let solver = Solver()
        try solver.addConstraint(half * 2 == w)
        try solver.addEditVariable(w, strength: .strong)
        try solver.suggestValue(w, 300)
        #expect(!solver.isAmbiguous(w) && !solver.isAmbiguous(half))
        #expect(solver.optimalRange(of: half) == 150...150)
        // Removing the definition frees half: it is no longer tied to w.
        try solver.removeConstraint(solver.constraintsAffecting(half).first { $0.strength.isRequired }!)
        #expect(solver.isAmbiguous(half))
        #expect(!solver.isAmbiguous(w))
    }

    @Test func aVariableTheSolverDoesNotHoldIsFree() throws {
        let x = Variable("x")
        let solver = Solver()
        #expect(solver.isAmbiguous(x))
        #expect(solver.optimalRange(of: x) == -Double.infinity...Double.infinity)
        let c: Constraint = x == 3
        try solver.addConstraint(c)
        #expect(!solver.isAmbiguous(x))
        try solver.removeConstraint(c)
        #expect(solver.isAmbiguous(x))
        #expect(solver.optimalRange(of: x) == -Double.infinity...Double.infinity)
    }

    @Test func askingChangesNothing() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let solver = Solver()
        try solver.addConstraint(x - y >= 0)
        try solver.addConstraint(y - x >= 0)
        try solver.addConstraint(y >= 0)
        try solver.addConstraint(y + z <= 10)
        try solver.addConstraint((z == 4) | .weak)
        try solver.addConstraint((x == 20) | .medium)
        try solver.addConstraint((x == 0) | .medium)
        solver.updateVariables()
        let before = solver.state(of: [x, y, z])
        let statistics = solver.statistics
        for variable in [x, y, z] {
            _ = solver.isAmbiguous(variable)
            _ = solver.optimalRange(of: variable)
            _ = solver.optimalRange(of: variable, ignoringTiersBelow: 1)
        }
        #expect(solver.state(of: [x, y, z]) == before)
        #expect(solver.statistics == statistics)
        solver.updateVariables()
        #expect(solver.state(of: [x, y, z]) == before)
    }

    // MARK: The probe at a degenerate vertex

    @Test func theProbePivotsThroughARowAtZeroToReachAFreeDirection() {
        // goal = s0; the row s1 = 0 − s0 + s2 stops s0 alone, but s0 and s2 can grow together until
        // s3 = 4 − s2 reaches 0: the goal grows by 4.
        let s = (0..<4).map { Symbol(index: $0) }
        let slack: (Symbol) -> SymbolKind = { _ in .slack }
        var goal = Row()
        goal.add(s[0], 1)
        var s1 = Row()
        s1.add(s[0], -1)
        s1.add(s[2], 1)
        var s3 = Row(constant: 4)
        s3.add(s[2], -1)
        var probe = FaceProbe(maximizing: goal, rows: [(s[1], s1), (s[3], s3)], kind: slack)
        #expect(probe.greatestIncrease(stopAtFirstMove: false) == 4)
        // Without the second row nothing bounds the move.
        var open = FaceProbe(maximizing: goal, rows: [(s[1], s1)], kind: slack)
        #expect(open.greatestIncrease(stopAtFirstMove: false) == .infinity)
        // A dummy row (a required equality) mentioning the symbol stops it for good.
        var dummyRow = Row()
        dummyRow.add(s[0], 1)
        var held = FaceProbe(maximizing: goal, rows: [(s[1], dummyRow)], kind: { $0 == s[1] ? .dummy : .slack })
        #expect(held.greatestIncrease(stopAtFirstMove: false) == 0)
    }

    @Test func anExternalMayMoveDownButASlackMayNot() {
        let p = Symbol(index: 0), s1 = Symbol(index: 1)
        var goal = Row()
        goal.add(p, -1)   // maximise −p: p must fall
        var external = FaceProbe(maximizing: goal, rows: [], kind: { _ in .external })
        #expect(external.greatestIncrease(stopAtFirstMove: true) == .infinity)
        var slack = FaceProbe(maximizing: goal, rows: [], kind: { _ in .slack })
        #expect(slack.greatestIncrease(stopAtFirstMove: true) == 0)
        // An external falling is stopped by a restricted row that grows the other way: s1 = 2 + p.
        var row = Row(constant: 2)
        row.add(p, 1)
        var bounded = FaceProbe(maximizing: goal, rows: [(s1, row)], kind: { $0 == p ? .external : .slack })
        #expect(bounded.greatestIncrease(stopAtFirstMove: false) == 2)
    }

    // MARK: Against the oracle

    /// Random small systems with many ties (few distinct weights, small integer data): each variable's
    /// range must be the oracle's exact one, and asking must change nothing. Seeds 1–200, plus later seeds
    /// where only the probe (not the quick test) finds that a variable can move.
    @Test(arguments: Array(UInt64(1)...200) + [364, 523, 599, 635, 1025, 1586, 1985])
    func rangesMatchTheOracleOnRandomSystems(seed: UInt64) throws {
        try checkRangesAgainstTheOracle(seed: seed, asymmetricEqualities: false)
    }

    /// The same with optional equalities that weigh their two sides differently (a view's content size).
    @Test(arguments: Array(UInt64(1)...100))
    func rangesMatchTheOracleWithEqualitiesWeighingTheirSidesDifferently(seed: UInt64) throws {
        try checkRangesAgainstTheOracle(seed: seed, asymmetricEqualities: true)
    }

    private func checkRangesAgainstTheOracle(seed: UInt64, asymmetricEqualities: Bool) throws {
        var rng = SplitMix64(seed: seed)
        let variables = (0..<rng.int(in: 2...4)).map { Variable("x\($0)") }
        let solver = Solver()
        var constraints: [Constraint] = []
        var models: [ModelConstraint] = []
        var log: [String] = []
        func add(_ model: ModelConstraint) throws {
            guard try CassowaryOracle.requiredAreFeasible(models + [model], variableCount: variables.count) else { return }
            let expression = LinearExpression(model.terms.map { Term(variables[$0.index], $0.coefficient) },
                                              constant: model.constant)
            let constraint = if let weight = model.weight, let below = model.weightBelow {
                Constraint(expression, equalWithStrengthAbove: Strength(weight), below: Strength(below))
            } else {
                Constraint(expression, model.relation, strength: model.weight.map { Strength($0) } ?? .required)
            }
            try solver.addConstraint(constraint)
            constraints.append(constraint)
            models.append(model)
            log.append("\(model)")
        }
        // Boxes (some closed to a point by two inequalities), then random rows, some of them copies of
        // earlier ones: redundancy and rows at 0 make the degenerate vertices the probe must see through.
        for index in variables.indices where rng.chance(50) {
            let low = Double(rng.int(in: -4...4))
            let high = rng.chance(30) ? low : low + Double(rng.int(in: 1...6))
            try add(ModelConstraint(terms: [(index, 1)], constant: -low, relation: .greaterThanOrEqual, weight: nil))
            try add(ModelConstraint(terms: [(index, 1)], constant: -high, relation: .lessThanOrEqual, weight: nil))
        }
        for _ in 0..<rng.int(in: 2...9) {
            if !models.isEmpty && rng.chance(20) {
                var copy = rng.pick(models)
                copy.terms = copy.terms.map { ($0.index, $0.coefficient * 2) }
                copy.constant *= 2
                try add(copy)
                continue
            }
            var terms: [(index: Int, coefficient: Double)] = []
            var indices = Array(variables.indices)
            for _ in 0..<rng.int(in: 1...min(3, variables.count)) {
                let index = indices.remove(at: rng.int(in: 0...(indices.count - 1)))
                terms.append((index, rng.pick([1.0, -1, 2, 0.5])))
            }
            let relation: RelationalOperator = rng.chance(25) ? .equal : rng.pick([.lessThanOrEqual, .greaterThanOrEqual])
            let weight: Double? = rng.chance(50) ? nil : rng.pick([1.0, 1, 1000])
            var below: Double? = nil
            if asymmetricEqualities, relation == .equal, let weight, rng.chance(60) {
                below = rng.pick([1.0, 2, 1000].filter { $0 != weight })
            }
            try add(ModelConstraint(terms: terms, constant: Double(rng.int(in: -6...6)), relation: relation, weight: weight,
                                    weightBelow: below))
        }
        if !constraints.isEmpty && rng.chance(30) {
            let index = rng.int(in: 0...(constraints.count - 1))
            try solver.removeConstraint(constraints.remove(at: index))
            log.append("removed #\(index)")
            models.remove(at: index)
        }
        solver.updateVariables()
        let before = solver.state(of: variables)
        for (index, variable) in variables.enumerated() {
            guard let exact = try CassowaryOracle.optimalRange(of: index, in: models, variableCount: variables.count)
            else { Issue.record("seed \(seed): the oracle finds the system infeasible"); return }
            let range = solver.optimalRange(of: variable)
            let lower = exact.lower?.doubleValue ?? -.infinity
            let upper = exact.upper?.doubleValue ?? .infinity
            let comment = Comment(rawValue: "seed \(seed), \(variable): solver \(range), oracle \(lower)...\(upper)\n"
                + log.joined(separator: "\n") + "\n" + solver.dump())
            #expect(close(range.lowerBound, lower) && close(range.upperBound, upper), comment)
            #expect(solver.isAmbiguous(variable) == (lower < upper), comment)
        }
        #expect(solver.state(of: variables) == before, "seed \(seed): asking changed the solver")
    }

    private func close(_ a: Double, _ b: Double) -> Bool {
        a == b || abs(a - b) <= 1e-7 * max(1, abs(b))
    }

    // MARK: The same constraints in two orders

    /// Systems shaped like a layout's (weight 1 in a few tiers, as the platform gives priorities; a root
    /// size edited several times) are built twice, with their constraints in two orders. Wherever the two
    /// solutions differ, the solver must call the variable ambiguous. Seed 362 is the case from the
    /// platform's random testing ("the same constraints activated in two orders give two frames for a view
    /// whose `hasAmbiguousLayout` is false"): the dual simplex broke ties between tiers by rounding and
    /// left one of the two at a suboptimal vertex (`SolverTierTests` has the reduced case).
    @Test(arguments: [362] + (1...UInt64(Fuzz.iterations(normal: 300))).map { $0 })
    func solutionsThatDependOnTheOrderAreReportedAmbiguous(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        let count = rng.int(in: 3...5)
        var specs: [(terms: [(Int, Double)], constant: Double, relation: RelationalOperator, strength: Strength)] = []
        for _ in 0..<rng.int(in: 3...10) {
            var terms: [(Int, Double)] = []
            var used = Set<Int>()
            for _ in 0..<rng.int(in: 1...3) {
                let v = rng.int(in: 1...(count - 1))
                if used.insert(v).inserted { terms.append((v, [1.0, -1, 2, 0.5][rng.int(in: 0...3)])) }
            }
            if rng.int(in: 0...2) == 0 { terms.append((0, [1.0, -1][rng.int(in: 0...1)])) }
            let relation: RelationalOperator = [.equal, .lessThanOrEqual, .greaterThanOrEqual][rng.int(in: 0...2)]
            let strength: Strength = rng.int(in: 0...2) == 0 ? .required : Strength(1, tier: rng.int(in: 1...3))
            specs.append((terms, Double(rng.int(in: -10...10) * 8), relation, strength))
        }
        let suggestions = (0..<4).map { _ in Double(rng.int(in: 0...50) * 10) }
        func solve(in order: [Int]) throws -> (values: [Double], ambiguous: [Bool], ranges: [ClosedRange<Double>])? {
            let variables = (0..<count).map { Variable("x\($0)") }
            let solver = Solver()
            try solver.addEditVariable(variables[0], strength: Strength(1, tier: 4))
            try solver.suggestValue(variables[0], suggestions[0])
            for i in order {
                let spec = specs[i]
                let constraint = Constraint(
                    LinearExpression(spec.terms.map { Term(variables[$0.0], $0.1) }, constant: spec.constant),
                    spec.relation, strength: spec.strength)
                do { try solver.addConstraint(constraint) } catch { return nil }   // a conflict in this order
            }
            for value in suggestions.dropFirst() { try solver.suggestValue(variables[0], value) }
            solver.updateVariables()
            return (variables.map(\.value), variables.map { solver.isAmbiguous($0) }, variables.map { solver.optimalRange(of: $0) })
        }
        let order = Array(specs.indices)
        var shuffled = order
        for i in stride(from: shuffled.count - 1, to: 0, by: -1) { shuffled.swapAt(i, rng.int(in: 0...i)) }
        guard let first = try solve(in: order), let second = try solve(in: shuffled) else { return }
        for index in 0..<count where abs(first.values[index] - second.values[index]) > 1e-6 * max(1, abs(first.values[index])) {
            #expect(first.ambiguous[index] && second.ambiguous[index],
                    "seed \(seed): x\(index) is \(first.values[index]) in one order and \(second.values[index]) in another")
            #expect(first.ranges[index].contains(second.values[index]) || abs(first.ranges[index].lowerBound - second.values[index]) < 1e-6
                        || abs(first.ranges[index].upperBound - second.values[index]) < 1e-6,
                    "seed \(seed): x\(index) = \(second.values[index]) is outside the first solver's range \(first.ranges[index])")
        }
    }
}
