import Foundation
import SwiftLayoutSolver

/// The one place where layout priorities become solver strengths.
///
/// **Why not a fixed function.** A higher priority must win against *any realistic number* of conflicting
/// lower ones (hugging 250 never beats compression resistance 750, 999 beats 998, 999.5 beats 999). With
/// weighted-sum optimisation that needs a weight ratio between two adjacent priorities larger than the
/// number of constraints that can gang up. A fixed function of the priority (say `10^(p/100)`) gives 999
/// and 998 a ratio of ~1.02, so two 998s beat one 999.
///
/// **What this does.** It ranks the distinct *optional* priorities in use in this engine (a sorted list of
/// levels) and gives the level `k` steps below the highest the weight `top / base^k`, with
/// `top = 1e8` (safely below the solver's required strength, 1,001,001,000) and
/// `base = min(1e6, 10^(14 / (levels − 1)))`: the levels share 14 decades, `[1e-6, 1e8]`, the range in which
/// a `Double` objective still tells the lowest level apart from the highest (about 16 significant digits,
/// with margin for the coefficients of the constraints). A constraint broken to recover from an
/// unsatisfiable set gets `1e9` (the strongest optional strength, above every level). Required (1000) maps
/// to `.required`. When a new distinct priority appears, every optional solver constraint whose strength
/// changes is removed and re-added with the new one (`LayoutEngine.restrengthen`); levels are never dropped
/// while the engine lives, so a churning priority does not re-strengthen twice. Only constraints that have an
/// optional part are visited.
///
/// **What it guarantees.** Distinct priorities always keep their order (the weights are strictly
/// monotonic). A level beats `N` conflicting constraints of lower levels (of unit coefficients) as long as
/// `N < base`: with up to 3 levels in use `base` is 1e6; 4 levels, ~46,000; 5 levels, ~3,160; 8 levels, 100;
/// 15 levels, 10. A typical hierarchy (250, 750, a 999) is far inside the guarantee; a screen using a dozen
/// distinct optional priorities only keeps the order, and a higher priority can then be outvoted by many
/// lower ones.
///
/// **Its limits, and the fix.** A weighted sum in one `Double` objective cannot give strict lexicographic
/// order for many levels. If the solver gains lexicographic strength tiers, this type is the only thing to
/// change: map each level to its own tier.
struct PriorityStrengths {
    /// The distinct optional priorities seen, ascending. Seeded with the default hugging (250) and
    /// compression resistance (750), which nearly every hierarchy uses, so that the first views with an
    /// intrinsic size do not re-strengthen everything added before them.
    private(set) var levels: [Float] = [250, 750]

    static let topWeight = 1e8
    static let decades = 14.0
    static let maxBase = 1e6
    /// The strength of a broken required constraint: above every level, still optional.
    static let broken = Strength(1e9)

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

    /// The ratio between adjacent levels.
    var base: Double {
        levels.count <= 1 ? Self.maxBase : min(Self.maxBase, pow(10, Self.decades / Double(levels.count - 1)))
    }

    /// The strength for a solver spec: its priority's, lowered by the spec's tie-break fraction when optional
    /// (spec 12.7: a stack's arranged views; the fraction is at most 5e-4, far below the ratio between two
    /// levels, so it only separates exact ties).
    func strength(for spec: NSLayoutConstraint.SolverSpec, broken: Bool) -> Strength {
        let strength = self.strength(for: spec.priority, broken: broken)
        guard spec.tieBreak != 0, !broken, !spec.priority.isRequired else { return strength }
        return Strength(strength.value * (1 - spec.tieBreak))
    }

    /// The strength for a priority (which must have been inserted), or the broken strength.
    func strength(for priority: UILayoutPriority, broken: Bool) -> Strength {
        if broken { return Self.broken }
        if priority.isRequired { return .required }
        let rank = levels.firstIndex(of: priority.rawValue) ?? 0
        let stepsBelowTop = levels.count - 1 - rank
        return Strength(Self.topWeight / pow(base, Double(stepsBelowTop)))
    }
}
