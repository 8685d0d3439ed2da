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
}
