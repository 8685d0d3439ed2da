/// SplitMix64 (Steele, Lea & Flood, "Fast Splittable Pseudorandom Number Generators", OOPSLA 2014), as in
/// Vigna's reference `splitmix64.c`: a tiny generator whose whole state is its seed, so a randomized test
/// that fails can be replayed from the seed printed in its failure message.
///
/// The helpers below draw integers themselves instead of using `Int.random(in:using:)`, whose algorithm
/// the standard library may change: a seed must replay the same sequence on every toolchain.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform integer in `range` (modulo bias is below 2^-50 for the small ranges the tests use).
    mutating func int(in range: ClosedRange<Int>) -> Int {
        let span = UInt64(range.upperBound - range.lowerBound) + 1
        return range.lowerBound + Int(next() % span)
    }

    /// True with probability `percent` / 100.
    mutating func chance(_ percent: Int) -> Bool { int(in: 0...99) < percent }

    /// A uniformly chosen element; the collection must not be empty.
    mutating func pick<C: RandomAccessCollection>(_ elements: C) -> C.Element where C.Index == Int {
        elements[elements.startIndex + int(in: 0...(elements.count - 1))]
    }
}
