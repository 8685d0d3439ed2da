import Testing
import SwiftLayoutSolver

/// How many conflicting constraints the tier tests pile up: fewer when every call re-checks the whole
/// tableau (`SWIFTLAYOUT_INTERNAL_CHECKS`), which makes a long sequence quadratic.
#if SWIFTLAYOUT_INTERNAL_CHECKS
private let manyConstraints = 300
#else
private let manyConstraints = 10_000
#endif

/// Strength tiers: a lexicographic objective on top of kiwi's weighted one.
@Suite struct SolverTierTests {
    @Test func oneHigherTierErrorOutweighsThousandsOfLowerOnes() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint((x == 0) | Strength(1, tier: 2))
        for _ in 0..<manyConstraints {
            try solver.addConstraint((x == 100) | Strength(1_000_000_000, tier: 1))
        }
        solver.updateVariables()
        #expect(x.value == 0)
    }

    @Test func withinATierWeightsAddUpAsInKiwi() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint((x == 0) | Strength(1.5, tier: 1))
        try solver.addConstraint((x == 10) | Strength(1, tier: 1))
        try solver.addConstraint((x == 10) | Strength(1, tier: 1))
        solver.updateVariables()
        #expect(x.value == 10)
    }

    @Test func kiwiStrengthsAreTierZeroAndOrderBelowTiers() {
        #expect(Strength.strong.tier == 0)
        #expect(Strength.strong < Strength(1, tier: 1))
        #expect(Strength(1, tier: 1) < Strength(2, tier: 1))
        #expect(Strength(1_000_000, tier: 9) < .required)
        #expect(Strength(2e9, tier: 3).clipped == .required)
        #expect("\(Strength(250, tier: 2))" == "250.0 (tier 2)")
    }

    @Test func aRowOfViewsKeepsHuggingBelowCompressionWhateverTheirNumber() throws {
        // Two "labels" in a row that is too narrow: compression resistance (tier 2) must beat any
        // number of hugging constraints (tier 1) — here 10,000 of them pulling the other way.
        let a = Variable("a"), b = Variable("b"), container = Variable("w")
        let solver = Solver()
        try solver.addConstraint(container == 80)
        try solver.addConstraint(a + b + 8 == container)              // a + b = 72: too narrow
        try solver.addConstraint((a >= 60) | Strength(2, tier: 2))   // compression resistance of a
        try solver.addConstraint((b >= 30) | Strength(1, tier: 2))   // compression resistance of b (weaker)
        for _ in 0..<manyConstraints {
            try solver.addConstraint((a <= 10) | Strength(1, tier: 1))   // hugging, many times over
        }
        solver.updateVariables()
        // Tier 2 first: b gives way (weight 1 < 2), a keeps 60; tier 1 cannot pull a below that.
        #expect(a.value == 60)
        #expect(b.value == 12)
    }

    @Test func suggestionsRemovalsAndConstantsWorkAcrossTiers() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let keep = (y == x) | Strength(1, tier: 3)
        let low = (y == 5) | Strength(1_000_000, tier: 0)
        try solver.addConstraint(keep)
        try solver.addConstraint(low)
        try solver.addEditVariable(x, strength: Strength(1, tier: 1))
        try solver.suggestValue(x, 40)
        solver.updateVariables()
        #expect(x.value == 40)
        #expect(y.value == 40)
        try solver.updateConstant(of: low, to: -7)
        try solver.removeConstraint(keep)
        solver.updateVariables()
        #expect(x.value == 40)
        #expect(y.value == 7)
        try solver.addConstraint(keep)
        try solver.suggestValue(x, 12)
        solver.updateVariables()
        #expect(y.value == 12)
        let dump = solver.dump()
        #expect(dump.contains("Objective (tier 3)"))
    }

    @Test func aCountdownOfTiersKeepsItsOrder() throws {
        // A countdown of priorities, as a stack view makes: each tier pulls x to its own index (all
        // of them fight over one variable, so every add re-expresses the rows before it); the
        // highest tier wins, then removing it hands x to the next one down.
        let x = Variable("x")
        let solver = Solver()
        var pulls: [Constraint] = []
        for tier in 0..<120 {
            let pull = (x == Double(tier)) | Strength(1, tier: tier)
            pulls.append(pull)
            try solver.addConstraint(pull)
        }
        solver.updateVariables()
        #expect(x.value == 119)
        try solver.removeConstraint(pulls[119])
        try solver.removeConstraint(pulls[118])
        solver.updateVariables()
        #expect(x.value == 117)
        try solver.addConstraint(pulls[118])
        solver.updateVariables()
        #expect(x.value == 118)
    }

    @Test func tiersCanBeAnyIntegerSoPrioritiesNeedNoRanking() throws {
        // A layout engine can use priority × 1000 as the tier: 999.5, 999 and 250 stay in order
        // without ever renumbering, and a tier used once costs one objective row.
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint((x == 250) | Strength(1, tier: 250_000))
        try solver.addConstraint((x == 999) | Strength(1, tier: 999_000))
        let top = (x == 999.5) | Strength(1, tier: 999_500)
        try solver.addConstraint(top)
        solver.updateVariables()
        #expect(x.value == 999.5)
        try solver.removeConstraint(top)
        solver.updateVariables()
        #expect(x.value == 999)
        #expect(solver.dump().contains("Objective (tier 999000)"))
    }

    /// Found by the model-based suite (`SolverModelTests`, seed 14): in the dual simplex, two symbols tie in
    /// the highest tier of the ratio test up to rounding; comparing the ratios exactly picked the one whose
    /// lower tier was worse, and the pivot left the other with a negative lowest-tier coefficient: a
    /// suboptimal "optimum" (x0 = −0.75, x1 = −5 where a fresh solver finds 0.75 and −11).
    @Test func aRoundingTieInAHigherTierLetsTheLowerTierDecideTheDualPivot() throws {
        let (solver, x) = try roundingTieCase()
        try solver.suggestValue(x[2], 6.5)
        solver.updateVariables()
        expectValues([x[0]: 0.75, x[1]: -11, x[2]: 6.5, x[3]: 9.125, x[4]: -44], tolerance: 1e-9)
    }

    /// The same case, counted: the dual simplex's two pivots reach the optimum by themselves, so the primal
    /// pass that follows a dual simplex (kept for rounding no tie rule can see) has nothing to do. With the
    /// tied ratios compared exactly, the dual simplex picks the other symbol, and the primal pass's repair
    /// shows as more pivots (the values come out the same).
    @Test func aRoundingTieInAHigherTierNeedsNoPrimalRepairAfterTheDualPivot() throws {
        let (solver, x) = try roundingTieCase()
        let before = solver.statistics.pivots
        try solver.suggestValue(x[2], 6.5)
        #expect(solver.statistics.pivots - before == 2)
    }

    /// The calls of seed 14 up to its last suggestion.
    private func roundingTieCase() throws -> (Solver, [Variable]) {
        let x = (0..<5).map { Variable("x\($0)") }
        let solver = Solver()
        func optional(_ terms: [(Int, Double)], _ constant: Double, _ relation: RelationalOperator, _ weight: Double, tier: Int) -> Constraint {
            Constraint(LinearExpression(terms.map { Term(x[$0.0], $0.1) }, constant: constant), relation,
                       strength: Strength(weight, tier: tier))
        }
        func required(_ terms: [(Int, Double)], _ constant: Double, _ relation: RelationalOperator) -> Constraint {
            Constraint(LinearExpression(terms.map { Term(x[$0.0], $0.1) }, constant: constant), relation)
        }
        let pins = [(1.0, 1.3733373880386353), (44, 1.5045713782310486), (21, 1.2711135745048523),
                    (2, 1.6671759486198425), (-2, 1.2172282934188843)].enumerated().map {
            optional([($0.offset, 1)], $0.element.0, .equal, $0.element.1, tier: 0)
        }
        for pin in pins { try solver.addConstraint(pin) }
        let c6 = optional([(0, 3), (4, -2), (3, -1)], -39, .lessThanOrEqual, 1.2510900497436523, tier: 0)
        let c7 = required([(1, 0.5), (0, 2), (2, -2)], -29, .greaterThanOrEqual)
        let c8 = optional([(2, 0.5), (1, 2)], -12, .greaterThanOrEqual, 1.1300529837608337, tier: 2)
        let c9 = required([(3, 3), (1, 2), (4, 1)], 30, .equal)
        let c10 = required([(3, 0.5), (0, -1)], 20, .lessThanOrEqual)
        let c11 = required([(1, 0.5), (2, 3)], -14, .greaterThanOrEqual)
        let c12 = optional([(2, 0.5), (3, -2)], 15, .lessThanOrEqual, 1.0924561619758606, tier: 2)
        let c13 = optional([(1, 1)], 5, .lessThanOrEqual, 1.2422855496406555, tier: 1)
        for c in [c6, c7, c8] { try solver.addConstraint(c) }
        try solver.addEditVariable(x[2], strength: Strength(1.1042872071266174, tier: 1))
        try solver.suggestValue(x[2], -54)
        try solver.removeConstraint(c8)
        for c in [c9, c10, c11] { try solver.addConstraint(c) }
        try solver.removeConstraint(c9)
        try solver.updateConstant(of: pins[4], to: -6)
        try solver.addEditVariable(x[4], strength: Strength(1.8124785423278809, tier: 1))
        try solver.suggestValue(x[4], -44)
        try solver.suggestValue(x[2], -40.5)
        try solver.removeConstraint(c10)
        try solver.updateConstant(of: c7, to: 17)
        try solver.addConstraint(c12)
        try solver.addConstraint(c13)
        return (solver, x)
    }
}
