import Foundation

/// Mints increasing sequence numbers (activation order, creation order) for the whole process.
enum SequenceNumber {
    private static let counter = Locked(0)
    static func next() -> Int { counter.withLock { $0 += 1; return $0 } }
}
