import Foundation
import Testing
@testable import SwiftLayoutPlatform

/// Frames snap to the pixel grid by rounding halves away from zero (TheUIKitLayer.md), exactly as the C
/// library's `round` does, whatever path the fast rounding takes.
struct PixelSnappingTests {
    /// The C library's answer, with a zero result's sign dropped (frames never keep `-0`).
    private func expected(_ x: Double) -> Double {
        let r = x.rounded(.toNearestOrAwayFromZero)
        return r == 0 ? 0 : r
    }

    private func same(_ a: Double, _ b: Double) -> Bool {
        a.isNaN ? b.isNaN : a.bitPattern == b.bitPattern
    }

    @Test func halvesRoundAwayFromZeroAndTheirNeighboursToTheNearest() {
        var values: [Double] = [0, -0.0, 0x1p51, -0x1p51, 0x1p52, -0x1p52, 1e300, .infinity, -.infinity, .nan,
                                0x1p51 - 0.5, -(0x1p51 - 0.5), 0x1p51 - 1.5]
        for whole in [0.0, 1, 2, 3, 10, 375, 1_000_001, 0x1p50] {
            for tie in [whole + 0.5, -(whole + 0.5)] { values += [tie, tie.nextUp, tie.nextDown] }
        }
        for x in values {
            let rounded = roundedHalfAwayFromZero(x)
            #expect(same(rounded == 0 ? 0 : rounded, expected(x)), "x = \(x)")
            var offset = 0.0
            let measured = roundedHalfAwayFromZero(x, offset: &offset)
            #expect(same(measured == 0 ? 0 : measured, expected(x)), "x = \(x), measuring the offset")
            // The distance to the nearest integer, below 2^31; beyond (and for NaN) no distance is trusted.
            #expect(abs(x) < 0x1p31 ? offset == abs(x - x.rounded()) : offset == .infinity, "x = \(x)")
        }
    }

    @Test func randomValuesRoundAsTheCLibraryDoes() {
        let seed: UInt64 = 0x5EED_0051
        var random = SplitMix64(state: seed)
        for _ in 0..<200_000 {
            let whole = Double(Int(random.next() % 2_000_001) - 1_000_000)
            let x: Double
            switch random.next() % 4 {
            case 0: x = whole + 0.5
            case 1: x = whole + Double(random.next() >> 11) / Double(1 << 53) * 2 - 1
            case 2: x = whole / 3
            default: x = Double(bitPattern: random.next())
            }
            let rounded = roundedHalfAwayFromZero(x)
            var offset = 0.0
            let measured = roundedHalfAwayFromZero(x, offset: &offset)
            guard same(rounded == 0 ? 0 : rounded, expected(x)), same(measured == 0 ? 0 : measured, expected(x)) else {
                Issue.record("seed \(seed): \(x) rounded to \(rounded) and \(measured), the C library says \(expected(x))")
                return
            }
        }
    }

    @Test func aFrameOnHalfPixelsSnapsItsEdgesAwayFromZero() {
        // At scale 2 an edge at 0.25 pt is half a pixel: it goes to 0.5 pt, one at -0.25 pt to -0.5 pt and one at
        // 10.25 pt to 10.5 pt.
        let snapped = snap(CGRect(x: 0.25, y: -0.25, width: 10, height: 10.5), scale: 2)
        #expect(snapped.isIdentical(to: CGRect(x: 0.5, y: -0.5, width: 10, height: 11)))
    }
}
