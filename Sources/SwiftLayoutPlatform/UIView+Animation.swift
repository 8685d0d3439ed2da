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
public final class AnimationClock: @unchecked Sendable {
    final class Transaction {
        var end: TimeInterval
        var completion: ((Bool) -> Void)?
        var finished = true
        init(end: TimeInterval, completion: ((Bool) -> Void)?) {
            self.end = end
            self.completion = completion
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

    /// Advances to the end of every pending animation, completions included.
    ///
    ///     clock.finishAll()
    public func finishAll() {
        while true {
            lock.lock()
            let end = pending.map(\.end).max()
            lock.unlock()
            guard let end else { return }
            advance(to: max(end, now))
        }
    }

    /// Whether an animation or completion is still pending.
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

/// One recorded frame change of a view (spec 14.4).
struct FrameAnimation {
    var from: CGRect
    var to: CGRect
    var start: TimeInterval
    var duration: TimeInterval
    var curve: UIView.AnimationOptions
    var clock: AnimationClock
    var transaction: AnimationClock.Transaction

    /// 0 before the start, 1 from the end on, the curve in between.
    func progress(at time: TimeInterval) -> Double {
        if time < start { return 0 }
        if duration <= 0 || time >= start + duration { return 1 }
        return evaluateCurve(curve, (time - start) / duration)
    }
}

/// Collects the frames of the views written inside one animation block.
final class AnimationRecorder: @unchecked Sendable {
    var entries: [(view: UIView, before: CGRect)] = []
    private var seen: Set<ObjectIdentifier> = []

    @TaskLocal static var current: AnimationRecorder?

    static func willChangeFrame(of view: UIView) {
        guard let recorder = current, UIView.areAnimationsEnabled else { return }
        if recorder.seen.insert(ObjectIdentifier(view)).inserted {
            recorder.entries.append((view, view.storedFrame))
        }
    }
}

private let animationsEnabled = Locked(true)

/// The cubic Bézier timing curves of spec 14.4, solved by Newton's method with a bisection fallback.
func evaluateCurve(_ curve: UIView.AnimationOptions, _ tau: Double) -> Double {
    let (x1, y1, x2, y2): (Double, Double, Double, Double)
    switch curve.rawValue & (0xF << 16) {
    case UIView.AnimationOptions.curveEaseIn.rawValue: (x1, y1, x2, y2) = (0.42, 0, 1, 1)
    case UIView.AnimationOptions.curveEaseOut.rawValue: (x1, y1, x2, y2) = (0, 0, 0.58, 1)
    case UIView.AnimationOptions.curveLinear.rawValue: return tau
    default: (x1, y1, x2, y2) = (0.42, 0, 0.58, 1)
    }
    func bezier(_ u: Double, _ a: Double, _ b: Double) -> Double {
        let v = 1 - u
        return 3 * v * v * u * a + 3 * v * u * u * b + u * u * u
    }
    func derivative(_ u: Double, _ a: Double, _ b: Double) -> Double {
        let v = 1 - u
        return 3 * v * v * a + 6 * v * u * (b - a) + 3 * u * u * (1 - b)
    }
    var u = tau
    var solved = false
    for _ in 0..<8 {
        let error = bezier(u, x1, x2) - tau
        if abs(error) < 1e-7 { solved = true; break }
        let slope = derivative(u, x1, x2)
        if abs(slope) < 1e-12 { break }
        u -= error / slope
        if u < 0 || u > 1 { break }
    }
    if !solved || u < 0 || u > 1 {
        var low = 0.0, high = 1.0
        u = tau
        for _ in 0..<64 {
            u = (low + high) / 2
            let x = bezier(u, x1, x2)
            if abs(x - tau) < 1e-7 { break }
            if x < tau { low = u } else { high = u }
        }
    }
    return bezier(u, y1, y2)
}

extension UIView {
    /// Options of an animation; only the curve has an effect here (spec 14.2).
    ///
    ///     UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseOut]) { root.layoutIfNeeded() }
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        /// The raw bits (UIKit's values).
        public let rawValue: UInt
        /// Options from raw bits.
        ///
        ///     UIView.AnimationOptions(rawValue: 3 << 16) == .curveLinear   // true
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Lay out subviews during the animation (accepted, no effect yet).
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Accepted, no effect.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// No visible effect: animations are additive.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Accepted, no effect yet.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Accepted, no effect yet.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Accepted, no effect yet.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Accepted, no effect yet.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Accepted, no effect.
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// Accepted, no effect.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Accepted, no effect.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        /// Ease in and out (the default curve).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Ease in.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Ease out.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Linear.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        /// No transition.
        public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
        /// Accepted, no visual.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// Accepted, no visual.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// Accepted, no visual.
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// Accepted, no visual.
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// Accepted, no visual.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// Accepted, no visual.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// Accepted, no visual.
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
        /// Accepted, no effect.
        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        /// Accepted, no effect.
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        /// Accepted, no effect.
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)
    }

    /// Animates the frame changes made in `animations` over `duration` seconds (delay 0, ease in-out).
    ///
    ///     heightConstraint.constant = 100
    ///     UIView.animate(withDuration: 0.5) { root.layoutIfNeeded() }
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// As above, with a completion that runs when the clock reaches the end.
    ///
    ///     UIView.animate(withDuration: 0.5, animations: { root.layoutIfNeeded() }) { finished in print(finished) }
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Records, for every view whose frame is written inside `animations`, the frame before and after; the
    /// model frame changes at once and `presentationFrame` moves on `AnimationClock.current`.
    ///
    ///     UIView.animate(withDuration: 0.3, delay: 0.1, options: .curveLinear, animations: {
    ///         root.layoutIfNeeded()
    ///     }, completion: { _ in print("done") })
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        let clock = AnimationClock.current
        guard areAnimationsEnabled else {
            animations()
            clock.register(.init(end: clock.now, completion: completion))
            return
        }
        let recorder = AnimationRecorder()
        AnimationRecorder.$current.withValue(recorder) {
            $runningDuration.withValue(duration) { animations() }
        }
        let start = clock.now + max(0, delay)
        let transaction = AnimationClock.Transaction(end: clock.now, completion: completion)
        if duration > 0 || delay > 0 {
            for (view, before) in recorder.entries where view.storedFrame != before {
                view.frameAnimations.removeAll { $0.progress(at: $0.clock.now) >= 1 }
                view.frameAnimations.append(FrameAnimation(
                    from: before, to: view.storedFrame, start: start, duration: max(0, duration),
                    curve: options, clock: clock, transaction: transaction))
                transaction.end = start + max(0, duration)
            }
        }
        clock.register(transaction)
    }

    /// Runs `animations` at once without recording anything; the completion runs when the clock reaches
    /// `now + duration`.
    ///
    ///     UIView.transition(with: card, duration: 0.3, options: .transitionCrossDissolve, animations: {
    ///         card.isHidden = false
    ///     })
    public class func transition(with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let clock = AnimationClock.current
        performWithoutAnimation { animations?() }
        clock.register(.init(end: clock.now + max(0, duration), completion: completion))
    }

    /// Runs the block with animation recording switched off, also inside an animation block.
    ///
    ///     UIView.performWithoutAnimation { root.layoutIfNeeded() }
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        $animationsEnabledOverride.withValue(false) { actionsWithoutAnimation() }
    }

    @TaskLocal static var animationsEnabledOverride: Bool?
    @TaskLocal static var runningDuration: TimeInterval?

    /// The duration of the innermost running animation block; 0 outside one.
    ///
    ///     UIView.animate(withDuration: 0.3) { print(UIView.inheritedAnimationDuration) }   // 0.3
    public class var inheritedAnimationDuration: TimeInterval { runningDuration ?? 0 }

    /// An animation curve (the curve bits of `AnimationOptions` as an enum).
    ///
    ///     let curve = UIView.AnimationCurve.easeOut
    public enum AnimationCurve: Int, Hashable, Sendable {
        /// Slow at both ends.
        case easeInOut = 0
        /// Slow at the start.
        case easeIn = 1
        /// Slow at the end.
        case easeOut = 2
        /// Constant speed.
        case linear = 3
    }

    /// Switches animations on or off for the whole process.
    ///
    ///     UIView.setAnimationsEnabled(false)
    public class func setAnimationsEnabled(_ enabled: Bool) {
        animationsEnabled.withLock { $0 = enabled }
    }

    /// Whether animation blocks record anything (the task's override first, then the process switch).
    ///
    ///     UIView.areAnimationsEnabled   // true
    public class var areAnimationsEnabled: Bool {
        animationsEnabledOverride ?? animationsEnabled.current
    }

    /// Cancels the view's running frame animations: the presentation jumps to the model frame and each
    /// cancelled animation's completion will report `false`.
    func cancelFrameAnimations() {
        for animation in frameAnimations where animation.progress(at: animation.clock.now) < 1 {
            animation.transaction.finished = false
        }
        frameAnimations.removeAll()
    }

    /// (headless) The in-flight frame: the model `frame` plus the remaining offset of every running
    /// animation (additive, spec 14.4). Equals `frame` when nothing runs; not snapped.
    ///
    ///     child.presentationFrame.height   // 55.0 halfway through 10 → 100
    public var presentationFrame: CGRect {
        frameAnimations.removeAll { $0.progress(at: $0.clock.now) >= 1 }
        var f = storedFrame
        for animation in frameAnimations {
            let remaining = 1 - animation.progress(at: animation.clock.now)
            f.origin.x += (animation.from.origin.x - animation.to.origin.x) * remaining
            f.origin.y += (animation.from.origin.y - animation.to.origin.y) * remaining
            f.size.width += (animation.from.size.width - animation.to.size.width) * remaining
            f.size.height += (animation.from.size.height - animation.to.size.height) * remaining
        }
        return f
    }
}
