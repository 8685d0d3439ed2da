import Testing
import SwiftLayoutSolver

/// The randomized solver tests are only as good as their oracle and generator, so these check them first,
/// on problems whose answers are in the literature.
@Suite struct ReferenceOracleTests {
    private func r(_ value: Double) throws -> Rational { try Rational(exactly: value) }

    @Test func rationalsAreExactAndReduced() throws {
        #expect(try Rational(6, -4).description == "-3/2")
        #expect(try r(0.5) + r(0.25) == r(0.75))
        #expect(try r(1) / r(3) * r(3) == .one)
        #expect(try r(2) - r(3) < .zero)
        #expect(try r(1_000_000).description == "1000000")
    }

    @Test func rationalOverflowThrowsInsteadOfTrapping() throws {
        let huge = try Rational(Int128(1) << 100, 1)
        #expect(throws: RationalOverflow.self) { try huge * huge }
    }

    /// Vigna's splitmix64.c from seed 1234567 (the sequence quoted in its documentation).
    @Test func splitMix64MatchesTheReferenceSequence() {
        var generator = SplitMix64(seed: 1_234_567)
        let expected: [UInt64] = [
            6_457_827_717_110_365_317, 3_203_168_211_198_807_973, 9_817_491_932_198_370_423,
            4_593_380_528_125_082_431, 16_408_922_859_458_223_821,
        ]
        #expect((0..<5).map { _ in generator.next() } == expected)
    }

    /// Hillier & Lieberman, "Introduction to Operations Research" (9th ed.), §3.1, Wyndor Glass Co.:
    /// maximize 3x1 + 5x2 subject to x1 <= 4, 2x2 <= 12, 3x1 + 2x2 <= 18, x >= 0. Optimum Z = 36 at (2, 6).
    @Test func wyndorGlassOptimumIs36() throws {
        let outcome = try ReferenceLP.minimize(
            cost: [r(-3), r(-5), .zero, .zero, .zero],
            rows: [
                [r(1), r(0), r(1), r(0), r(0)],
                [r(0), r(2), r(0), r(1), r(0)],
                [r(3), r(2), r(0), r(0), r(1)],
            ],
            rightHandSides: [r(4), r(12), r(18)])
        let expected = ReferenceLP.Outcome.optimal(objective: try r(-36), point: try [r(2), r(6), r(2), r(0), r(0)])
        #expect(outcome == expected)
    }

    /// Beale's example (Beale, "Cycling in the dual simplex algorithm", 1955), on which Dantzig's
    /// largest-coefficient rule cycles forever; Bland's rule must reach the optimum -5/4.
    @Test func blandsRuleDoesNotCycleOnBealesExample() throws {
        let outcome = try ReferenceLP.minimize(
            cost: [.zero, .zero, .zero, r(-0.75), r(20), r(-0.5), r(6)],
            rows: [
                [r(1), r(0), r(0), r(0.25), r(-8), r(-1), r(9)],
                [r(0), r(1), r(0), r(0.5), r(-12), r(-0.5), r(3)],
                [r(0), r(0), r(1), r(0), r(0), r(1), r(0)],
            ],
            rightHandSides: [.zero, .zero, .one])
        let expected = try r(-1.25)
        #expect(outcome.objective == expected)
    }

    @Test func infeasibleUnboundedAndRedundantSystemsAreRecognized() throws {
        // x1 + x2 == -1 with x >= 0.
        #expect(try ReferenceLP.minimize(cost: [.zero, .zero], rows: [[.one, .one]], rightHandSides: [-.one]) == .infeasible)
        // minimize -x1 with x1 - x2 == 0.
        #expect(try ReferenceLP.minimize(cost: [-.one, .zero], rows: [[.one, -.one]], rightHandSides: [.zero]) == .unbounded)
        // x1 + x2 == 2 twice over, minimize x1 + 2 x2: the redundant row is dropped, optimum 2 at (2, 0).
        let outcome = try ReferenceLP.minimize(
            cost: [.one, r(2)], rows: [[.one, .one], [r(2), r(2)]], rightHandSides: [r(2), r(4)])
        let expected = ReferenceLP.Outcome.optimal(objective: try r(2), point: [try r(2), .zero])
        #expect(outcome == expected)
    }

    @Test func cassowaryModelWeighsEachRelationsViolation() throws {
        func optimum(_ constraints: [ModelConstraint]) throws -> Double? {
            try CassowaryOracle.optimum(of: constraints, variableCount: 2)?.doubleValue
        }
        let xAtLeast10 = ModelConstraint(terms: [(0, 1)], constant: -10, relation: .greaterThanOrEqual, weight: nil)
        let xAtMost5 = ModelConstraint(terms: [(0, 1)], constant: -5, relation: .lessThanOrEqual, weight: 1000)
        let xIs30 = ModelConstraint(terms: [(0, 1)], constant: -30, relation: .equal, weight: 2)
        #expect(try optimum([xAtLeast10, xAtMost5]) == 5000)
        #expect(try optimum([xAtLeast10, xIs30]) == 0)
        #expect(try optimum([xAtLeast10, xAtMost5, xIs30]) == 5040)
        // Free variables can go negative: x0 - x1 == -7 (required) with x0 == 0 and x1 == 0 (weights 1 and 3).
        let difference = ModelConstraint(terms: [(0, 1), (1, -1)], constant: 7, relation: .equal, weight: nil)
        let x0Is0 = ModelConstraint(terms: [(0, 1)], constant: 0, relation: .equal, weight: 1)
        let x1Is0 = ModelConstraint(terms: [(1, 1)], constant: 0, relation: .equal, weight: 3)
        #expect(try optimum([difference, x0Is0, x1Is0]) == 7)
        // Required conflict.
        var xAtMost5Required = xAtMost5
        xAtMost5Required.weight = nil
        #expect(try optimum([xAtLeast10, xAtMost5Required]) == nil)
        #expect(try !CassowaryOracle.requiredAreFeasible([xAtLeast10, xAtMost5Required, xIs30], variableCount: 2))
        #expect(try CassowaryOracle.requiredAreFeasible([xAtLeast10, xAtMost5, xIs30], variableCount: 2))
        // The solver-side objective of given values.
        #expect(CassowaryOracle.objective(of: [xAtLeast10, xAtMost5, xIs30], at: [10, 0]) == 5040)
    }
}
