/// How much the solver cares about an optional constraint, in kiwi's encoding.
///
/// Optional constraints minimise the sum of their errors times their strength; a required constraint
/// must hold exactly. kiwi encodes three levels in one number: `strong` is 1,000,000, `medium` 1,000,
/// `weak` 1, and `required` is 1,001,001,000.
///
///     let s = Strength.create(0, 1, 0, weight: 2)   // a medium of weight 2
///     print(s)                                      // 2000.0
public struct Strength: Comparable, Hashable, Sendable, CustomStringConvertible {
    /// The weight; `required` is the largest a constraint can have.
    public var value: Double

    /// A strength of any weight (clamped to `0...required` when it is given to a constraint).
    ///
    ///     let s = Strength(1250)   // a medium of weight 1.25
    public init(_ value: Double) {
        self.value = value
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

    /// The strength clamped to `0...required`, as a constraint stores it.
    public var clipped: Strength { Strength(max(0, min(Strength.required.value, value))) }

    /// Whether this is (at least) ``required``.
    public var isRequired: Bool { value >= Strength.required.value }

    /// Orders by weight.
    public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.value < rhs.value }

    /// `required`, `strong`, `medium`, `weak`, or the number.
    public var description: String {
        switch value {
        case Strength.required.value: return "required"
        case Strength.strong.value: return "strong"
        case Strength.medium.value: return "medium"
        case Strength.weak.value: return "weak"
        default: return "\(value)"
        }
    }
}
