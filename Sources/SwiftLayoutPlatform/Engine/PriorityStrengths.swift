import Foundation
import SwiftLayoutSolver

/// The one place where layout priorities become solver strengths.
///
/// **The requirement.** A higher priority must win against *any* number of conflicting lower ones
/// (hugging 250 never beats compression resistance 750, 999 beats 998, 999.5 beats 999), and every pair of
/// distinct priorities, fractional ones included, must keep its order. A weighted sum in one objective cannot
/// promise that: a fixed weight function gives 999 and 998 a ratio near 1, and even a ranked geometric
/// scale runs out of `Double` range (and of precision against the solver's 1e-8 zero test) after a handful
/// of levels.
///
/// **What this does.** The solver has lexicographic strength tiers (`Strength(_:tier:)`, any non-negative
/// integer, not necessarily contiguous): it minimises the errors of the highest tier first, and no number
/// of lower-tier errors outweighs one higher-tier error. An optional priority `p` (`0 < p < 1000`) gets
/// weight 1 in the tier `p.bitPattern`: for positive `Float`s the IEEE 754 bit pattern orders exactly as the
/// value does, so every pair of distinct priorities, however close, lands in distinct tiers in the same
/// order, and equal priorities share a tier (their errors add up, as in UIKit). A constraint broken to
/// recover from an unsatisfiable set gets the tier of 1000 itself, above every optional priority (the
/// strongest optional strength). Required (1000) maps to `.required`.
///
/// **Limits.** None on the number of constraints or on how close two priorities are. A tier is a pure
/// function of the priority, so a new priority never re-strengthens anything. The cost is the solver's: one
/// objective row per distinct priority in use.
///
///     PriorityStrengths().strength(for: .defaultLow, broken: false)    // 1.0 (tier 1132068864)
///     PriorityStrengths().strength(for: .defaultHigh, broken: false)   // 1.0 (tier 1144750080)
struct PriorityStrengths {
    /// The tier of an optional priority: its bit pattern (monotonic for positive floats).
    static func tier(of priority: Float) -> Int { Int(priority.bitPattern) }

    /// The tier of the pins `exerciseAmbiguityInLayout()` adds: 0, below every priority's tier (the smallest
    /// positive `Float` has bit pattern 1), so a pin only chooses among solutions that are equally good for
    /// every constraint. Ambiguity is judged on the tiers above it.
    static let exerciseTier = 0

    /// The strength of an exercise pin.
    var exercise: Strength { Strength(1, tier: Self.exerciseTier) }

    /// The strongest optional strength: the tier of 1000, above every optional priority.
    var broken: Strength { Strength(1, tier: Self.tier(of: 1000)) }

    /// The strength for a solver spec: its priority's, lowered by the tie-break fraction when optional
    /// (TheUIKitLayer.md: a stack's arranged views; the fraction is at most 5e-4 of the weight, inside the same
    /// tier, so it only separates exact ties).
    func strength(for spec: SolverSpec, broken: Bool) -> Strength {
        let strength = self.strength(for: spec.priority, broken: broken)
        guard spec.tieBreak != 0, !broken, !spec.priority.isRequired else { return strength }
        return Strength(strength.value * (1 - spec.tieBreak), tier: strength.tier)
    }

    /// The strength for a priority, or the broken strength.
    func strength(for priority: UILayoutPriority, broken: Bool) -> Strength {
        if broken { return self.broken }
        if priority.isRequired { return .required }
        return Strength(1, tier: Self.tier(of: max(priority.rawValue, .leastNonzeroMagnitude)))
    }
}
