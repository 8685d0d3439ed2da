import Foundation
@testable import SwiftLayoutPlatform

/// The knob of the model-based random suites: `SWIFTLAYOUT_FUZZ_ITERATIONS=N` runs N random cases in each
/// family instead of its normal count (and prints each family's tally). The normal counts keep every
/// family under 20 s on two cores.
///
///     SWIFTLAYOUT_FUZZ_ITERATIONS=4000 swift test --filter RandomPlatformModelTests
enum FuzzKnob {
    static var requested: Int? {
        ProcessInfo.processInfo.environment["SWIFTLAYOUT_FUZZ_ITERATIONS"].flatMap { Int($0) }.map { max($0, 1) }
    }

    /// The number of cases to run: the knob's, else `normal` (a tenth of it when the solver checks its
    /// invariants after every call, `-DSWIFTLAYOUT_INTERNAL_CHECKS`, which makes each call quadratic).
    static func iterations(normal: Int) -> Int {
        if let requested { return requested }
        #if SWIFTLAYOUT_INTERNAL_CHECKS
        return max(normal / 10, 4)
        #else
        return normal
        #endif
    }

    /// The seeds of `count` cases (a family mixes in its own `salt`), or only `SWIFTLAYOUT_FUZZ_SEED` when set
    /// (to replay a failure: the seed its message printed).
    static func seeds(count: Int, salt: UInt64 = 0) -> [UInt64] {
        if let seed = ProcessInfo.processInfo.environment["SWIFTLAYOUT_FUZZ_SEED"].flatMap({ UInt64($0) }) {
            return [seed]
        }
        return (0..<UInt64(count)).map { ($0 &* 0x9E37_79B9 &+ 1) ^ salt }
    }

    /// Prints a family's tally on a long run (normal runs stay quiet).
    static func report(_ line: String) {
        if requested != nil || ProcessInfo.processInfo.environment["SWIFTLAYOUT_FUZZ_SEED"] != nil { print(line) }
    }
}

extension SplitMix64: RandomNumberGenerator {
    /// True with probability `p`.
    mutating func chance(_ p: Double) -> Bool { Double(next() >> 11) / Double(1 << 53) < p }

    /// A random element of a non-empty array.
    mutating func pick<T>(_ values: [T]) -> T { values[below(values.count)] }

    /// A multiple of `step` in `range` (both ends included).
    mutating func steps(_ range: ClosedRange<Double>, step: Double) -> CGFloat {
        let count = Int(((range.upperBound - range.lowerBound) / step).rounded(.down))
        return CGFloat(range.lowerBound + Double(below(count + 1)) * step)
    }
}

/// Lays out every hierarchy among `views` (each view without a superview) until none has work left, at most three
/// rounds. A pass of one hierarchy can change another one laid out before it (a `layoutSubviews` override that
/// moves a view across hierarchies); UIKit lays that one out at the next turn of the run loop, and a comparison
/// with a fresh copy must wait for it too (seed 24041224757687 of the bad-input family compared a hierarchy whose
/// moved view had not had its autoresizing constraints made yet).
@MainActor
func layOutUntilSettled(_ views: [UIView]) {
    for _ in 0..<3 {
        for view in views where view.superview == nil { view.layoutIfNeeded() }
        let settled = views.allSatisfy { view in
            view.superview != nil || !(view.subtreeNeedsUpdateConstraints || view.subtreeNeedsLayout
                || (view.ownEngine?.needsSolve ?? false))
        }
        if settled { return }
    }
}
