/// An exact fraction for the reference LP solver, so the oracle the solver is checked against has no
/// tolerances of its own. Arithmetic throws ``RationalOverflow`` instead of trapping: the tests keep their
/// systems small enough that it never happens, and if it ever does the test reports it rather than crash.
struct Rational: Comparable, Hashable, CustomStringConvertible {
    /// Always reduced, with a positive denominator.
    let numerator: Int128
    let denominator: Int128

    static let zero = Rational(0)
    static let one = Rational(1)

    init(_ integer: Int) {
        numerator = Int128(integer)
        denominator = 1
    }

    /// `numerator / denominator`, reduced; `denominator` must not be zero.
    init(_ numerator: Int128, _ denominator: Int128) throws(RationalOverflow) {
        precondition(denominator != 0, "zero denominator")
        guard numerator != .min, denominator != .min else { throw RationalOverflow() }
        let divisor = Rational.gcd(numerator, denominator)
        let sign: Int128 = denominator < 0 ? -1 : 1
        self.numerator = sign * numerator / divisor
        self.denominator = sign * denominator / divisor
    }

    /// The exact value of a double whose binary expansion is short (integers, halves, strength weights).
    init(exactly value: Double) throws(RationalOverflow) {
        precondition(value.isFinite, "not finite")
        var scaled = value
        var denominator: Int128 = 1
        while scaled != scaled.rounded(.towardZero) {
            guard denominator < (1 << 40) else { throw RationalOverflow() }
            scaled *= 2
            denominator *= 2
        }
        guard abs(scaled) < 0x1p100 else { throw RationalOverflow() }
        try self.init(Int128(scaled), denominator)
    }

    var isZero: Bool { numerator == 0 }
    var isNegative: Bool { numerator < 0 }
    var isPositive: Bool { numerator > 0 }
    var doubleValue: Double { Double(numerator) / Double(denominator) }
    var description: String { denominator == 1 ? "\(numerator)" : "\(numerator)/\(denominator)" }

    static func < (lhs: Rational, rhs: Rational) -> Bool {
        // Compare via the sign of the difference; fall back to doubles only if the difference overflows.
        if let difference = try? lhs - rhs { return difference.isNegative }
        return lhs.doubleValue < rhs.doubleValue
    }

    static func + (lhs: Rational, rhs: Rational) throws(RationalOverflow) -> Rational {
        let divisor = gcd(lhs.denominator, rhs.denominator)
        let left = try multiply(lhs.numerator, rhs.denominator / divisor)
        let right = try multiply(rhs.numerator, lhs.denominator / divisor)
        let (sum, overflow) = left.addingReportingOverflow(right)
        if overflow { throw RationalOverflow() }
        return try Rational(sum, try multiply(lhs.denominator / divisor, rhs.denominator))
    }

    static prefix func - (operand: Rational) -> Rational {
        // numerator is never .min (the initializer refuses it), so negation cannot overflow.
        Rational(reduced: -operand.numerator, operand.denominator)
    }

    static func - (lhs: Rational, rhs: Rational) throws(RationalOverflow) -> Rational { try lhs + -rhs }

    static func * (lhs: Rational, rhs: Rational) throws(RationalOverflow) -> Rational {
        // Cross-cancel first so the products stay as small as the result allows.
        let a = gcd(lhs.numerator, rhs.denominator), b = gcd(rhs.numerator, lhs.denominator)
        return try Rational(
            try multiply(lhs.numerator / a, rhs.numerator / b),
            try multiply(lhs.denominator / b, rhs.denominator / a))
    }

    static func / (lhs: Rational, rhs: Rational) throws(RationalOverflow) -> Rational {
        precondition(!rhs.isZero, "division by zero")
        return try lhs * Rational(rhs.denominator, rhs.numerator)
    }

    private init(reduced numerator: Int128, _ denominator: Int128) {
        self.numerator = numerator
        self.denominator = denominator
    }

    private static func multiply(_ a: Int128, _ b: Int128) throws(RationalOverflow) -> Int128 {
        let (product, overflow) = a.multipliedReportingOverflow(by: b)
        if overflow { throw RationalOverflow() }
        return product
    }

    private static func gcd(_ a: Int128, _ b: Int128) -> Int128 {
        var (x, y) = (a.magnitude, b.magnitude)
        while y != 0 { (x, y) = (y, x % y) }
        return x == 0 ? 1 : Int128(x)
    }
}

/// The exact arithmetic of the reference solver left 128 bits: the test's system is too large for it.
struct RationalOverflow: Error, CustomStringConvertible {
    var description: String { "reference LP: 128-bit rational arithmetic overflowed" }
}
