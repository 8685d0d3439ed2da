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
/// **What this does.** The solver has lexicographic strength tiers (`Strength(_:tier:)`): it minimises the
/// errors of the highest tier first, and no number of lower-tier errors outweighs one higher-tier error.
/// This type ranks the distinct *optional* priorities in use in the engine (a sorted list of levels) and
/// gives the level of rank `r` (0 = lowest) the tier `r + 1`, weight 1. Within a tier, errors add up
/// (several constraints of the same priority are traded off by their total error, as in UIKit). A
/// constraint broken to recover from an unsatisfiable set gets the tier above every level (the strongest
/// optional strength). Required (1000) maps to `.required`.
///
/// **Keeping it current.** Tiers are dense ranks, so when a new distinct priority appears the levels above
/// it move up one tier: the engine re-adds exactly the optional solver constraints whose strength changed
/// (`LayoutEngine.restrengthen`), never the others. Levels are never dropped while the engine lives (a
/// priority that comes and goes does not re-strengthen twice), and the list starts with the default hugging
/// (250) and compression resistance (750), which nearly every hierarchy uses.
///
/// **Limits.** Exact: the order holds for any number of constraints and any two distinct `Float`
/// priorities. The cost of a new distinct priority is one re-add per optional constraint of a higher level;
/// a screen that keeps introducing new priorities (say, an ever-decreasing countdown) pays that each time.
/// The number of tiers is the number of distinct optional priorities plus one.
struct PriorityStrengths {
    /// The distinct optional priorities seen, ascending.
    private(set) var levels: [Float] = [250, 750]

    /// Adds a level; returns true when it is new (the caller then re-strengthens).
    mutating func insert(_ priority: UILayoutPriority) -> Bool {
        guard !priority.isRequired else { return false }
        let p = priority.rawValue
        var low = 0, high = levels.count
        while low < high {
            let mid = (low + high) / 2
            if levels[mid] < p { low = mid + 1 } else { high = mid }
        }
        if low < levels.count && levels[low] == p { return false }
        levels.insert(p, at: low)
        return true
    }

    /// The strongest optional strength: the tier above every level.
    var broken: Strength { Strength(1, tier: levels.count + 1) }

    /// The strength for a priority (which must have been inserted), or the broken strength.
    func strength(for priority: UILayoutPriority, broken: Bool) -> Strength {
        if broken { return self.broken }
        if priority.isRequired { return .required }
        let rank = levels.firstIndex(of: priority.rawValue) ?? 0
        return Strength(1, tier: rank + 1)
    }
}
