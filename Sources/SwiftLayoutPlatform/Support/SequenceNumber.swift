import Synchronization

/// Mints increasing sequence numbers (activation order, creation order) for the whole process.
///
///     let first = SequenceNumber.next(), second = SequenceNumber.next()   // first < second
enum SequenceNumber {
    // An atomic add, not a lock: `NSLock` cost about 75 instructions a number, and every activated constraint and
    // item takes one (callgrind, N = 1,000: feed build + first layout, see `RestingState.serial`'s figure).
    private static let counter = Atomic<Int>(0)

    /// The next number: greater than every number this counter gave before.
    static func next() -> Int { counter.wrappingAdd(1, ordering: .relaxed).newValue }
}
