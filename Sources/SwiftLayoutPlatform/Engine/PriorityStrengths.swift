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
/// weight 1 in the tier `p.bitPattern + 2`: for positive `Float`s the IEEE 754 bit pattern orders exactly as
/// the value does, so every pair of distinct priorities, however close, lands in distinct tiers in the same
/// order, and equal priorities share a tier (their errors add up, as in UIKit). A constraint broken to
/// recover from an unsatisfiable set gets the tier of 1000 itself, above every optional priority (the
/// strongest optional strength). Required (1000) maps to `.required`.
///
/// **Limits.** None on the number of constraints or on how close two priorities are. A tier is a pure
/// function of the priority, so a new priority never re-strengthens anything. The cost is the solver's: one
/// objective row per distinct priority in use.
///
/// Below the priorities, three tiers of the engine's own: the holds of internal stack guides (tier 2), the
/// exercise pins (tier 1) and, under them, the rests of free attributes (tier 0, `RestingPlaces.swift`).
///
///     PriorityStrengths().strength(for: .defaultLow, broken: false)    // 1.0 (tier 1132068866)
///     PriorityStrengths().strength(for: .defaultHigh, broken: false)   // 1.0 (tier 1144750082)
struct PriorityStrengths {
    /// The tier of an optional priority: its bit pattern (monotonic for positive floats) plus 2, above the
    /// hold tier (the smallest positive `Float` has bit pattern 1).
    static func tier(of priority: Float) -> Int { Int(priority.bitPattern) + 2 }

    /// The tier of the holds of internal stack guides (`RestingPlaces.swift`): 2, below every priority and
    /// above the exercise pins; ambiguity is judged from it up, so a held attribute is not ambiguous.
    static let holdTier = 2

    /// The tier of the rests of free attributes (UIKIT-2 §13): 0, the lowest, so a rest only chooses among
    /// solutions that are equally good for every constraint and every exercise pin.
    static let restTier = 0

    /// The tier of the pins `exerciseAmbiguityInLayout()` adds: 1, below every priority's tier and above the
    /// rests, so a pin only chooses among solutions that are equally good for every constraint, and moves a
    /// free attribute away from its rest. Ambiguity is judged on the tiers above it.
    static let exerciseTier = 1

    /// The strength of an exercise pin.
    var exercise: Strength { Strength(1, tier: Self.exerciseTier) }

    /// The strength of the rest of an item's attribute (0 minX, 1 minY, 2 width, 3 height), for the item
    /// created `serial`-th: weights fall strictly with the serial, then the attribute (the tie rule of
    /// `RestingPlaces.swift`), from 1 towards 0, consecutive ones at least 1e-8 apart for the first four million
    /// or so items.
    func rest(serial: Int, attribute: Int) -> Strength {
        Strength(1 / (1 + Double(4 * serial + attribute) * 0x1p-22), tier: Self.restTier)
    }

    /// The strength of the hold of an internal stack guide's attribute (0 minX … 3 height).
    func hold(attribute: Int) -> Strength {
        Strength(1 / (1 + Double(attribute) * 0x1p-22), tier: Self.holdTier)
    }

    /// The strongest optional strength: the tier of 1000, above every optional priority.
    var broken: Strength { Strength(1, tier: Self.tier(of: 1000)) }

    /// The strength for a solver spec: its priority's, lowered by the tie-break fraction when optional
    /// (TheUIKitLayer.md: a stack's arranged views; the fraction is at most 5e-4 of the weight, inside the same
    /// tier, so it only separates exact ties).
    func strength(for spec: SolverSpec, broken: Bool) -> Strength {
        strength(for: spec.priority, tieBreak: spec.tieBreak, broken: broken)
    }

    /// The strength for `priority` lowered by the tie-break fraction when optional (`strength(for:broken:)`).
    private func strength(for priority: UILayoutPriority, tieBreak: Double, broken: Bool) -> Strength {
        let strength = self.strength(for: priority, broken: broken)
        guard tieBreak != 0, !broken, !priority.isRequired else { return strength }
        return Strength(strength.value * (1 - tieBreak), tier: strength.tier)
    }

    /// The solver constraint for a solver spec, at `strength(for:broken:)` (an equality weighing its sides
    /// differently at the strengths of both its priorities).
    func solverConstraint(for spec: SolverSpec, broken: Bool) -> Constraint {
        let strength = self.strength(for: spec, broken: broken)
        guard let below = spec.priorityBelow, !broken else {
            return Constraint(spec.expression, spec.relation, strength: strength)
        }
        return Constraint(spec.expression, equalWithStrengthAbove: strength,
                          below: self.strength(for: below, tieBreak: spec.tieBreak, broken: false))
    }

    /// The strength for a priority, or the broken strength.
    func strength(for priority: UILayoutPriority, broken: Bool) -> Strength {
        if broken { return self.broken }
        if priority.isRequired { return .required }
        return Strength(1, tier: Self.tier(of: max(priority.rawValue, .leastNonzeroMagnitude)))
    }
}
