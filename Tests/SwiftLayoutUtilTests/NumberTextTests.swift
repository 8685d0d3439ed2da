import Testing
import SwiftLayout
import SwiftLayoutPlatform
@testable import SwiftLayoutUtil

/// The renderers' number writer takes fast paths for whole numbers and tenths: it must print exactly what
/// the platform's `%g`-like formatter prints.
@Suite struct NumberTextTests {
    @Test func fastPathsPrintWhatTheFormatterPrints() {
        var generator = SplitMix64(seed: 0x5EED_0012)
        var values: [CGFloat] = [0, -0.0, 1, -1, 0.5, -0.5, 11.5, 99_999.9, 100_000.5, 999_999, 1_000_000, -8, 20.25,
                                 1e-5, 123_456.7, .nan, .infinity, -.infinity, 0.1, 0.7, 2.3]
        for _ in 0..<20_000 {
            let raw = Double(generator.next() % 4_000_000) / [1, 2, 10, 4, 3, 100][Int(generator.next() % 6)]
            values.append(CGFloat(generator.next() % 2 == 0 ? raw : -raw))
        }
        for value in values {
            var buffer = TextBuffer()
            buffer.append(number: value)
            #expect(numberText(value) == formatNumber(value), "value \(value), seed 0x5EED0012")
            #expect(buffer.text == formatNumber(value), "value \(value), seed 0x5EED0012")
        }
    }
}

/// SplitMix64 (Steele, Lea & Flood 2014): a fixed-seed generator for reproducible tests.
struct SplitMix64 {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
