import SwiftLayout

/// A number as every rendering writes it (TheUIKitLayer.md, `%g`-like: `100`, `20.5`, `-8`, `0`, `nan`).
///
///     numberText(375)    // "375"
///     numberText(20.5)   // "20.5"
func numberText(_ value: CGFloat) -> String {
    switch NumberShape(value) {
    case .whole(let whole): return String(whole)
    case .tenths(let negative, let whole, let digit): return (negative ? "-" : "") + String(whole) + "." + String(digit)
    case .other: return formatNumber(value)
    }
}

/// The fast paths of the `%g`-like format: whole numbers below a million, and numbers with one decimal
/// below 100,000 (most frames), which print the same as `formatNumber`; everything else goes to it.
private enum NumberShape {
    case whole(Int)
    case tenths(negative: Bool, whole: Int, digit: Int)
    case other

    init(_ value: CGFloat) {
        let double = Double(value)
        let magnitude = abs(double)
        if double == double.rounded(.towardZero), magnitude < 1e6 {
            self = .whole(Int(double))   // -0 becomes 0
            return
        }
        let tenths = magnitude * 10
        if tenths == tenths.rounded(.towardZero), magnitude < 1e5 {
            self = .tenths(negative: double < 0, whole: Int(tenths) / 10, digit: Int(tenths) % 10)
            return
        }
        self = .other
    }
}

/// UTF-8 text built by appending, without the temporaries of `+`: what the renderers write into.
struct TextBuffer {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// The text so far.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    mutating func append(_ byte: UInt8) {
        bytes.append(byte)
    }

    mutating func append(spaces count: Int) {
        if count > 0 { bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count)) }
    }

    /// A number as ``numberText(_:)`` writes it.
    mutating func append(number value: CGFloat) {
        switch NumberShape(value) {
        case .whole(let whole):
            if whole < 0 { bytes.append(UInt8(ascii: "-")) }
            append(digitsOf: abs(whole))
        case .tenths(let negative, let whole, let digit):
            if negative { bytes.append(UInt8(ascii: "-")) }
            append(digitsOf: whole)
            bytes.append(UInt8(ascii: "."))
            bytes.append(UInt8(ascii: "0") + UInt8(digit))
        case .other:
            append(formatNumber(value))
        }
    }

    /// The decimal digits of a non-negative number.
    private mutating func append(digitsOf value: Int) {
        var divisor = 1
        while divisor <= value / 10 { divisor *= 10 }
        var rest = value
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }
}
