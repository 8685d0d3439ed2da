import Foundation

/// Nanoseconds on the monotonic clock (`clock_gettime(CLOCK_MONOTONIC)`, a vDSO call on Linux: tens of
/// nanoseconds, negligible beside the phases timed here).
@inline(__always)
func monotonicNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
}
