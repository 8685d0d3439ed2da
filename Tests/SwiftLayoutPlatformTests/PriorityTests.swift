import Foundation
import SwiftLayoutSolver
import Testing
@testable import SwiftLayoutPlatform

/// How many conflicting lower-priority constraints the "beats any number" tests use: 10,000, or 300 when
/// the solver checks its invariants after every call (`-DSWIFTLAYOUT_INTERNAL_CHECKS`, quadratic per call).
#if SWIFTLAYOUT_INTERNAL_CHECKS
let manyConstraints = 300
#else
let manyConstraints = 10_000
#endif

#if MainActorIsolation
@MainActor
#endif
@Suite struct PriorityTests {
    @Test func aHigherPriorityBeatsTenThousandLowerOnes() {
        let root = makeRoot(width: 100, height: 100)
        let child = makeChild(of: root)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            child.topAnchor.constraint(equalTo: root.topAnchor), child.heightAnchor.constraint(equalToConstant: 1),
        ])
        // Four distinct optional levels in use: 250, 500, 750, 999.
        for value: Float in [500, 999] {
            let other = child.heightAnchor.constraint(greaterThanOrEqualToConstant: 0)
            other.priority = UILayoutPriority(value)
            other.isActive = true
        }
        let high = child.widthAnchor.constraint(equalToConstant: 10)
        high.priority = .defaultHigh
        high.isActive = true
        var lows: [NSLayoutConstraint] = []
        for _ in 0..<manyConstraints {
            let low = child.widthAnchor.constraint(equalToConstant: 90)
            low.priority = .defaultLow
            lows.append(low)
        }
        NSLayoutConstraint.activate(lows)
        root.layoutIfNeeded()
        #expect(child.frame.width == 10)
    }

    @Test func nineHundredNinetyNineBeatsTenThousandAtNineHundredNinetyEight() {
        let root = makeRoot(width: 100, height: 100)
        let child = makeChild(of: root)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            child.topAnchor.constraint(equalTo: root.topAnchor), child.heightAnchor.constraint(equalToConstant: 1),
        ])
        let high = child.widthAnchor.constraint(equalToConstant: 10)
        high.priority = UILayoutPriority(999)
        high.isActive = true
        let lows = (0..<manyConstraints).map { index in
            let low = child.widthAnchor.constraint(equalToConstant: CGFloat(20 + index % 70))
            low.priority = UILayoutPriority(998)
            return low
        }
        NSLayoutConstraint.activate(lows)
        root.layoutIfNeeded()
        #expect(child.frame.width == 10)
    }

    @Test func aNewPriorityReAddsNothing() {
        let root = makeRoot(width: 100, height: 100)
        let child = makeChild(of: root)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            child.topAnchor.constraint(equalTo: root.topAnchor), child.heightAnchor.constraint(equalToConstant: 1),
        ])
        let high = child.widthAnchor.constraint(equalToConstant: 10)
        high.priority = .defaultHigh
        high.isActive = true
        let lows = (0..<500).map { _ in
            let low = child.widthAnchor.constraint(equalToConstant: 90)
            low.priority = .defaultLow
            return low
        }
        NSLayoutConstraint.activate(lows)
        let before = root.engine.solver.statistics
        for value: Float in [1, 500, 999, 999.5] {
            let other = child.heightAnchor.constraint(greaterThanOrEqualToConstant: 0)
            other.priority = UILayoutPriority(value)
            other.isActive = true
        }
        root.layoutIfNeeded()
        let after = root.engine.solver.statistics
        #expect(after.constraintsRemoved == before.constraintsRemoved)
        #expect(after.constraintsAdded == before.constraintsAdded + 4)
        #expect(child.frame.width == 10)
        high.isActive = false
        root.layoutIfNeeded()
        #expect(child.frame.width == 90)
    }

    @Test func closePrioritiesKeepTheirOrder() {
        let root = makeRoot(width: 100, height: 100)
        let child = makeChild(of: root)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            child.topAnchor.constraint(equalTo: root.topAnchor), child.heightAnchor.constraint(equalToConstant: 1),
        ])
        var widths: [NSLayoutConstraint] = []
        for (priority, value) in [(998 as Float, 20.0), (999, 30), (999.5, 40), (250, 50)] {
            let c = child.widthAnchor.constraint(equalToConstant: CGFloat(value))
            c.priority = UILayoutPriority(priority)
            widths.append(c)
        }
        NSLayoutConstraint.activate(widths)
        root.layoutIfNeeded()
        #expect(child.frame.width == 40)
        widths[2].isActive = false
        root.layoutIfNeeded()
        #expect(child.frame.width == 30)
        widths[1].priority = UILayoutPriority(997)
        root.layoutIfNeeded()
        #expect(child.frame.width == 20)
    }

    @Test func theMappingIsStrictlyMonotonic() {
        let strengths = PriorityStrengths()
        let priorities: [Float] = [0.001, 1, 25, 49, 50, 51, 149, 250, 251, 749, 750, 759, 998, 999, 999.5, 999.99994]
        let values = priorities.map { strengths.strength(for: UILayoutPriority($0), broken: false) }
        #expect(zip(values, values.dropFirst()).allSatisfy { $0 < $1 })
        #expect(values.last! < strengths.broken)
        #expect(strengths.broken < strengths.strength(for: .required, broken: false))
        #expect(strengths.strength(for: .required, broken: false).isRequired)
        #expect(!strengths.broken.isRequired)
        #expect(Set(values.map(\.tier)).count == priorities.count)
        // Below every priority: the exercise pins. Whatever its priority, a broken constraint has one strength.
        #expect(PriorityStrengths.exerciseTier < values[0].tier)
        #expect(strengths.strength(for: .defaultLow, broken: true) == strengths.broken)
        #expect(strengths.strength(for: UILayoutPriority(999), broken: true) == strengths.broken)
    }

    @Test func aTieBreakWeakensWithinItsPriorityAndNeverReachesTheNextOne() {
        let strengths = PriorityStrengths()
        func spec(_ priority: Float, tieBreak: Double) -> SolverSpec {
            .init(expression: LinearExpression(0), relation: .equal, priority: UILayoutPriority(priority),
                  tieBreak: tieBreak)
        }
        let plain = strengths.strength(for: spec(250, tieBreak: 0), broken: false)
        let weakened = strengths.strength(for: spec(250, tieBreak: 5e-4), broken: false)
        #expect(weakened.tier == plain.tier && weakened.value < plain.value)
        #expect(weakened.value == plain.value * (1 - 5e-4))
        #expect(weakened > strengths.strength(for: spec(249.99998, tieBreak: 0), broken: false))
        // Required and broken strengths ignore a tie-break.
        #expect(strengths.strength(for: spec(1000, tieBreak: 5e-4), broken: false) == .required)
        #expect(strengths.strength(for: spec(250, tieBreak: 5e-4), broken: true) == strengths.broken)
    }
}
