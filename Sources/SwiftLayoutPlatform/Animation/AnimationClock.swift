import Foundation

/// (headless) The clock animations run on. Nothing moves until you advance it; completions run inside
/// `advance`.
///
///     let clock = AnimationClock()
///     AnimationClock.$override.withValue(clock) {
///         UIView.animate(withDuration: 0.5) { root.layoutIfNeeded() }
///         clock.advance(by: 0.25)
///         print(child.presentationFrame.height)   // 55.0, halfway from 10 to 100
///     }
#if MainActorIsolation
@MainActor
#endif
public final class AnimationClock: @unchecked Sendable {
    /// One call to `animate` (TheUIKitLayer.md): its completion runs once, when the clock reaches `end`.
    final class Transaction {
        /// The latest end of its finite animations (the time of the call when it recorded nothing).
        var finiteEnd: TimeInterval
        /// How many of its repeating animations are still running; while any is, the transaction never ends.
        var runningRepeats = 0
        var completion: ((Bool) -> Void)?
        /// False once one of its animations was cancelled before finishing.
        var finished = true

        init(end: TimeInterval, completion: ((Bool) -> Void)?) {
            self.finiteEnd = end
            self.completion = completion
        }

        /// When the completion runs: infinity while a repeating animation runs.
        var end: TimeInterval { runningRepeats > 0 ? .infinity : finiteEnd }

        /// Adds an animation of the transaction that ends at `animationEnd` (infinity for a repeating one).
        func include(end animationEnd: TimeInterval) {
            if animationEnd.isFinite {
                finiteEnd = max(finiteEnd, animationEnd)
            } else {
                runningRepeats += 1
            }
        }

        /// One of its animations, ending at `animationEnd`, was cancelled at `time` before it finished: the
        /// completion will report `false`; a cancelled repeating animation lets the transaction end at `time`.
        func cancel(end animationEnd: TimeInterval, at time: TimeInterval) {
            finished = false
            if !animationEnd.isFinite {
                runningRepeats -= 1
                finiteEnd = max(finiteEnd, time)
            }
        }
    }

    private let lock = NSLock()
    private var storedNow: TimeInterval
    private var pending: [Transaction] = []

    /// A clock starting at `now`.
    ///
    ///     let clock = AnimationClock(now: 10)
    public init(now: TimeInterval = 0) { storedNow = now }

    /// The process-wide clock.
    ///
    ///     AnimationClock.shared.advance(by: 1)
    public static let shared = AnimationClock()

    /// A per-task clock that replaces ``shared`` (for tests that run in parallel).
    ///
    ///     AnimationClock.$override.withValue(AnimationClock()) { /* … */ }
    @TaskLocal public static var override: AnimationClock?

    /// `override ?? shared`: the clock a new animation registers with.
    ///
    ///     let now = AnimationClock.current.now
    public static var current: AnimationClock { override ?? shared }

    /// The current time in seconds.
    ///
    ///     clock.now   // 0.0
    public var now: TimeInterval {
        lock.lock()
        defer { lock.unlock() }
        return storedNow
    }

    /// Moves time forward by `seconds`, running completions that fall due, in time then registration order.
    ///
    ///     clock.advance(by: 0.5)
    public func advance(by seconds: TimeInterval) { advance(to: now + seconds) }

    /// Moves time forward to `time`; moving backwards is refused with an `.invalidArgument` diagnostic.
    ///
    ///     clock.advance(to: 2)
    public func advance(to time: TimeInterval) {
        guard time.isFinite, time >= now else {
            LayoutDiagnostics.report(LayoutDiagnostic(
                kind: .invalidArgument, severity: .error, context: .animation,
                message: "AnimationClock cannot move from \(formatNumber(now)) to \(formatNumber(time)); "
                    + "time only moves forward."), in: nil)
            return
        }
        while let due = nextDue(by: time) {
            due.completion?(due.finished)
        }
        lock.lock()
        storedNow = time
        lock.unlock()
    }

    /// Removes and returns the earliest transaction ending by `time`, after setting `now` to its end.
    private func nextDue(by time: TimeInterval) -> Transaction? {
        lock.lock()
        defer { lock.unlock() }
        var best: Int?
        for (index, transaction) in pending.enumerated() where transaction.end <= time {
            if best == nil || transaction.end < pending[best!].end { best = index }
        }
        guard let best else { return nil }
        let transaction = pending.remove(at: best)
        storedNow = max(storedNow, transaction.end)
        return transaction
    }

    /// Advances to the end of every finite animation, completions included. Repeating animations go on
    /// running (they end only when cancelled).
    ///
    ///     clock.finishAll()
    public func finishAll() {
        while true {
            lock.lock()
            let end = pending.map(\.end).filter(\.isFinite).max()
            lock.unlock()
            guard let end else { return }
            advance(to: max(end, now))
        }
    }

    /// Whether an animation or completion is still pending (a repeating animation keeps it true until it is
    /// cancelled).
    ///
    ///     clock.hasPendingWork   // false after finishAll()
    public var hasPendingWork: Bool {
        lock.lock()
        defer { lock.unlock() }
        return !pending.isEmpty
    }

    func register(_ transaction: Transaction) {
        lock.lock()
        pending.append(transaction)
        lock.unlock()
    }
}
