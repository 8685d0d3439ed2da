/// How much the solver cares about an optional constraint, in kiwi's encoding, optionally in a tier.
///
/// Optional constraints minimise the sum of their errors times their strength; a required constraint
/// must hold exactly. kiwi encodes three levels in one number: `strong` is 1,000,000, `medium` 1,000,
/// `weak` 1, and `required` is 1,001,001,000.
///
/// Beyond kiwi, a strength can name a **tier**: the solver minimises the errors of the highest tier
/// first, then the next one, and so on (a lexicographic, or preemptive, objective). Within a tier,
/// weights add up as in kiwi; across tiers, no number of lower-tier errors outweighs a higher-tier one.
/// kiwi's strengths are all in tier 0.
///
///     let s = Strength.create(0, 1, 0, weight: 2)   // a medium of weight 2
///     print(s)                                      // 2000.0
///     let high = Strength(1, tier: 3)               // beats any number of tier 0...2 errors
///     print(high)                                   // 1.0 (tier 3)
public struct Strength: Comparable, Hashable, Sendable, CustomStringConvertible {
    /// The weight; `required` is the largest a constraint can have.
    public var value: Double
    /// The tier: errors of a higher tier always count before those of a lower one. kiwi's is 0.
    public var tier: Int

    /// A strength of any weight in tier 0 (clamped to `0...required` when given to a constraint).
    ///
    ///     let s = Strength(1250)   // a medium of weight 1.25
    public init(_ value: Double) {
        self.value = value
        self.tier = 0
    }

    /// A strength of weight `value` in `tier` (any integer from 0; tiers need not be contiguous, so a
    /// layout engine can use a priority scaled to an integer directly). Required stays above every tier.
    ///
    ///     let hugging = Strength(1, tier: 1)
    ///     let compression = Strength(1, tier: 2)   // always wins against any number of huggings
    public init(_ value: Double, tier: Int) {
        self.value = value
        self.tier = max(0, tier)
    }

    /// kiwi's `strength::create`: each of `a`, `b`, `c` times `weight` is clamped to `0...1000`, then
    /// `a` counts as strong, `b` as medium, `c` as weak.
    ///
    ///     Strength.create(1, 0, 0)   // == .strong
    public static func create(_ a: Double, _ b: Double, _ c: Double, weight: Double = 1) -> Strength {
        func clamp(_ x: Double) -> Double { max(0, min(1000, x)) }
        return Strength(clamp(a * weight) * 1_000_000 + clamp(b * weight) * 1000 + clamp(c * weight))
    }

    /// A constraint that must hold: 1,001,001,000.
    public static let required = Strength.create(1000, 1000, 1000)
    /// 1,000,000.
    public static let strong = Strength.create(1, 0, 0)
    /// 1,000.
    public static let medium = Strength.create(0, 1, 0)
    /// 1.
    public static let weak = Strength.create(0, 0, 1)

    /// The strength clamped to `0...required`, as a constraint stores it (a required strength is
    /// always tier 0).
    public var clipped: Strength {
        let clamped = max(0, min(Strength.required.value, value))
        return clamped >= Strength.required.value ? .required : Strength(clamped, tier: tier)
    }

    /// Whether this is (at least) ``required``.
    public var isRequired: Bool { value >= Strength.required.value }

    /// Orders by tier, then weight; required is above everything.
    public static func < (lhs: Strength, rhs: Strength) -> Bool {
        if lhs.isRequired || rhs.isRequired { return !lhs.isRequired && rhs.isRequired }
        return (lhs.tier, lhs.value) < (rhs.tier, rhs.value)
    }

    /// `required`, `strong`, `medium`, `weak`, or the number; ` (tier N)` for tiers above 0.
    public var description: String {
        if tier > 0, !isRequired { return "\(value) (tier \(tier))" }
        switch value {
        case Strength.required.value: return "required"
        case Strength.strong.value: return "strong"
        case Strength.medium.value: return "medium"
        case Strength.weak.value: return "weak"
        default: return "\(value)"
        }
    }
}
