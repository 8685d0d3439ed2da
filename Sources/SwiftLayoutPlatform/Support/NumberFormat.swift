import Foundation

/// Formats a number like C's `%g` (spec 2.4), independently of any locale: at most 6 significant digits,
/// no trailing zeros, exponent form below 1e-4 or from 1e6 up, `-0` written `0`.
///
///     formatNumber(20.333333)   // "20.3333"
///     formatNumber(1_500_000)   // "1.5e+06"
package func formatNumber(_ value: CGFloat) -> String {
    let v = Double(value)
    if v.isNaN { return "nan" }
    if v.isInfinite { return v < 0 ? "-inf" : "inf" }
    if v == 0 { return "0" }
    let negative = v < 0
    var magnitude = abs(v)
    var exponent = Int(floor(log10(magnitude)))
    // Round to 6 significant digits; rounding may carry into the next power of ten.
    let scale = pow(10.0, Double(5 - exponent))
    var rounded = (magnitude * scale).rounded(.toNearestOrAwayFromZero) / scale
    if rounded >= pow(10.0, Double(exponent + 1)) {
        exponent += 1
        let rescale = pow(10.0, Double(5 - exponent))
        rounded = (magnitude * rescale).rounded(.toNearestOrAwayFromZero) / rescale
    }
    magnitude = rounded
    var text: String
    if exponent < -4 || exponent >= 6 {
        let mantissa = magnitude / pow(10.0, Double(exponent))
        let digits = (mantissa * 100_000).rounded(.toNearestOrAwayFromZero)
        text = fixedDigits(digits, decimals: 5)
        let sign = exponent < 0 ? "-" : "+"
        let exponentDigits = String(abs(exponent))
        text += "e" + sign + (exponentDigits.count < 2 ? "0" + exponentDigits : exponentDigits)
    } else {
        let decimals = max(0, 5 - exponent)
        let digits = (magnitude * pow(10.0, Double(decimals))).rounded(.toNearestOrAwayFromZero)
        text = fixedDigits(digits, decimals: decimals)
    }
    return negative ? "-" + text : text
}

/// `digits / 10^decimals` written with a decimal point and without trailing zeros.
private func fixedDigits(_ digits: Double, decimals: Int) -> String {
    var raw = String(UInt64(digits))
    if decimals == 0 { return raw }
    while raw.count <= decimals { raw = "0" + raw }
    let split = raw.index(raw.endIndex, offsetBy: -decimals)
    var fraction = String(raw[split...])
    while fraction.hasSuffix("0") { fraction.removeLast() }
    let whole = String(raw[..<split])
    return fraction.isEmpty ? whole : whole + "." + fraction
}

/// The address of an object as UIKit prints it: `0x` and lowercase hex. (`Unmanaged` only reads the address
/// of a live object here; nothing is kept.)
func addressString(_ object: AnyObject) -> String {
    "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
}

/// A value behind a lock, for the few pieces of process-wide state (spec 16).
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }

    var current: Value { withLock { $0 } }
}

/// Mints increasing sequence numbers (activation order, creation order) for the whole process.
enum SequenceNumber {
    private static let counter = Locked(0)
    static func next() -> Int { counter.withLock { $0 += 1; return $0 } }
}
