import Testing
@testable import SwiftLayoutSolver

/// `possiblyAmbiguousVariables`: every ambiguous variable, found from the free symbols; what a layout engine
/// asks before it gives free attributes a resting place (UIKIT-2 §13).
@Suite struct SolverFreedomTests {
    @Test func aLoneUpperBoundIsListedAndAFixedVariableIsNot() throws {
        let solver = Solver()
        let w = Variable("w"), h = Variable("h")
        try solver.addConstraint(w <= 323)
        try solver.addConstraint(h == 20)
        #expect(solver.possiblyAmbiguousVariables() == [w])
        #expect(solver.contains(w) && solver.contains(h) && !solver.contains(Variable("x")))
    }

    @Test func aUniqueOptimumListsNothing() throws {
        let solver = Solver()
        let w = Variable("w")
        try solver.addConstraint(w >= 10)
        try solver.addConstraint(w <= 20)
        try solver.addConstraint((w == 15) | .medium)
        #expect(solver.possiblyAmbiguousVariables().isEmpty)
    }

    /// An intrinsic size: hugging and compression resistance both hold exactly; the slack of one is free
    /// but stuck at a degenerate vertex, so the size is not listed.
    @Test func twoOppositeBoundsHoldingExactlyAreNotListed() throws {
        let solver = Solver()
        let h = Variable("h")
        try solver.addConstraint((h <= 31) | .weak)
        try solver.addConstraint((h >= 31) | .medium)
        #expect(solver.possiblyAmbiguousVariables().isEmpty)
        #expect(!solver.isAmbiguous(h))
    }

    /// A constant change that pivots nothing can still change the answer: an upper bound moved down onto the
    /// lower bound makes both hold exactly (the free slack is stuck), and moving it back releases it. The
    /// query, which after changes of constants alone looks only at the rows they touched, must see both.
    @Test func anUpperBoundMovedOntoTheLowerOneFixesTheVariableAndMovingItBackFreesIt() throws {
        let solver = Solver()
        let x = Variable("x")
        let upper = x <= 10
        try solver.addConstraint(x >= 0)
        try solver.addConstraint(upper)
        #expect(solver.possiblyAmbiguousVariables() == [x])
        let pivots = solver.statistics.pivots
        try solver.updateConstant(of: upper, to: 0)
        #expect(solver.possiblyAmbiguousVariables().isEmpty)
        #expect(!solver.isAmbiguous(x))
        try solver.updateConstant(of: upper, to: -4)
        #expect(solver.possiblyAmbiguousVariables() == [x])
        #expect(solver.statistics.pivots == pivots)
    }

    /// The same through a definition: the bound is another variable, defined by a constant; changing that
    /// constant shifts the bound's row, which becomes tight and then slack again.
    @Test func aDefinedBoundMovedOntoTheLowerOneFixesTheVariableAndMovingItBackFreesIt() throws {
        let solver = Solver()
        let x = Variable("x"), limit = Variable("limit")
        let definition = limit == 10
        try solver.addConstraint(definition)
        try solver.addConstraint(x >= 2)
        try solver.addConstraint(x <= limit)
        #expect(solver.possiblyAmbiguousVariables() == [x])
        let pivots = solver.statistics.pivots
        try solver.updateConstant(of: definition, to: -2)
        #expect(solver.possiblyAmbiguousVariables().isEmpty)
        try solver.updateConstant(of: definition, to: -8)
        #expect(solver.possiblyAmbiguousVariables() == [x])
        try solver.updateConstant(of: definition, to: -5)
        #expect(solver.possiblyAmbiguousVariables() == [x])
        #expect(solver.statistics.pivots == pivots)
        solver.updateVariables()
        #expect(limit.value == 5 && x.value >= 2 && x.value <= 5)
    }

    /// A chain: t[i] = t[i−1] + h[i−1] + 4. Removing two links frees the middle top and the rest of the
    /// chain; joining the chain again past the middle leaves only the middle top free, although the
    /// later tops are still written with the freed links' slack pairs (they cancel).
    @Test func aChainJoinedAgainListsOnlyTheVariableLeftOut() throws {
        let solver = Solver()
        var tops: [Variable] = [], heights: [Variable] = [], links: [Constraint] = []
        for i in 0..<5 {
            let t = Variable("t\(i)"), h = Variable("h\(i)")
            tops.append(t)
            heights.append(h)
            try solver.addConstraint(h == 10)
            if i == 0 {
                try solver.addConstraint(t == 0)
            } else {
                links.append(t == tops[i - 1] + heights[i - 1] + 4)
                try solver.addConstraint(links[i - 1])
            }
        }
        #expect(solver.possiblyAmbiguousVariables().isEmpty)
        try solver.removeConstraint(links[1])
        try solver.removeConstraint(links[2])
        #expect(solver.possiblyAmbiguousVariables() == [tops[2], tops[3], tops[4]])
        try solver.addConstraint(tops[3] == tops[1] + heights[1] + 4)
        #expect(solver.possiblyAmbiguousVariables() == [tops[2]])
        #expect(solver.isAmbiguous(tops[2]) && !solver.isAmbiguous(tops[3]) && !solver.isAmbiguous(tops[4]))
    }

    /// Judged from a tier up: a tie-breaker in a lower tier does not make a variable determined.
    @Test func constraintsBelowTheJudgedTierDoNotFixAVariable() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x >= 0)
        try solver.addConstraint((x == 0) | Strength(1, tier: 0))
        #expect(solver.possiblyAmbiguousVariables(ignoringTiersBelow: 1) == [x])
        #expect(solver.possiblyAmbiguousVariables(ignoringTiersBelow: 0).isEmpty)
    }

    /// Every ambiguous variable is listed, on random systems (seeded): the list is a superset of the exact test.
    @Test func everyAmbiguousVariableIsListedOnRandomSystems() throws {
        var seed: UInt64 = 0x5EED_F4EE
        func next() -> UInt64 {
            seed &+= 0x9E37_79B9_7F4A_7C15
            var z = seed
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        for round in 0..<200 {
            let solver = Solver()
            let variables = (0..<6).map { Variable("v\($0)") }
            var added: [Constraint] = []
            for _ in 0..<(3 + Int(next() % 6)) {
                let a = variables[Int(next() % 6)], b = variables[Int(next() % 6)]
                let constant = Double(next() % 5) * 10
                let strengths: [Strength] = [.required, .strong, .medium, .weak]
                let strength = strengths[Int(next() % 4)]
                let constraint: Constraint
                switch next() % 3 {
                case 0: constraint = (a - b == constant) | strength
                case 1: constraint = (a <= b + constant) | strength
                default: constraint = (a >= constant) | strength
                }
                if (try? solver.addConstraint(constraint)) != nil { added.append(constraint) }
                if next() % 4 == 0, let victim = added.popLast() { try solver.removeConstraint(victim) }
            }
            let listed = solver.possiblyAmbiguousVariables()
            for variable in variables where solver.contains(variable) && solver.isAmbiguous(variable) {
                #expect(listed.contains { $0 === variable }, "round \(round), seed 0x5EEDF4EE: \(variable) is ambiguous and not listed")
            }
        }
    }

    /// The answer kept from query to query (after constant changes, suggestions, additions and removals) is
    /// the one a query from scratch gives, on random systems (seeded). Asking at another tier makes the next
    /// query look at every symbol again.
    @Test func theKeptAnswerIsTheOneAQueryFromScratchGives() throws {
        var rng = SplitMix64(seed: 0xF4EE_D0C5)
        for round in 0..<100 {
            let solver = Solver()
            let variables = (0..<6).map { Variable("v\($0)") }
            let edited = variables[0]
            try solver.addEditVariable(edited, strength: .strong)
            var added: [Constraint] = []
            for step in 0..<24 {
                switch rng.int(in: 0...3) {
                case 0 where !added.isEmpty:
                    _ = try? solver.updateConstant(of: rng.pick(added), to: -Double(rng.int(in: 0...4)) * 10)
                case 1:
                    try solver.suggestValue(edited, Double(rng.int(in: 0...6)) * 15)
                case 2 where !added.isEmpty && rng.chance(50):
                    try solver.removeConstraint(added.remove(at: rng.int(in: 0...(added.count - 1))))
                default:
                    let constraint = Self.randomConstraint(among: variables, &rng)
                    if (try? solver.addConstraint(constraint)) != nil { added.append(constraint) }
                }
                let kept = solver.possiblyAmbiguousVariables()
                _ = solver.possiblyAmbiguousVariables(ignoringTiersBelow: 1)
                let fromScratch = solver.possiblyAmbiguousVariables()
                #expect(kept.map(\.name) == fromScratch.map(\.name),
                        "round \(round), step \(step), seed 0xF4EED0C5: kept \(kept.map(\.name)), from scratch \(fromScratch.map(\.name))")
            }
        }
    }

    /// A difference, an upper bound or a lower bound on two of `variables`, at a random strength.
    private static func randomConstraint(among variables: [Variable], _ rng: inout SplitMix64) -> Constraint {
        let a = rng.pick(variables), b = rng.pick(variables)
        let constant = Double(rng.int(in: 0...4)) * 10
        let strength = rng.pick([Strength.required, .strong, .medium, .weak])
        let constraint = switch rng.int(in: 0...2) {
        case 0: a - b == constant
        case 1: a <= b + constant
        default: a >= constant
        }
        return constraint | strength
    }
}
