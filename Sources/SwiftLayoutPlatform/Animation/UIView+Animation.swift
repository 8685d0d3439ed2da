import Foundation

private let animationsEnabled = Locked(true)

extension UIView {
    /// Options of an animation (TheUIKitLayer.md). The curve, `layoutSubviews`, `repeat`, `autoreverse`,
    /// `overrideInheritedDuration` and `overrideInheritedCurve` have an effect; the others are accepted.
    ///
    ///     UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseOut]) { root.layoutIfNeeded() }
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        /// The raw bits (UIKit's values).
        public let rawValue: UInt
        /// Options from raw bits.
        ///
        ///     UIView.AnimationOptions(rawValue: 3 << 16) == .curveLinear   // true
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Views whose bounds size changes in the block get a layout pass inside it, so their subviews
        /// animate too.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Accepted, no effect.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// No visible effect: animations are additive.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeats the animation until it is cancelled (it never completes on its own).
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Runs each cycle forward, then backward over the same duration.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// A nested block uses its own duration instead of the enclosing block's.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// A nested block uses its own curve instead of the enclosing block's.
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

    /// Records, for every view whose frame or alpha is written inside `animations`, the value before and
    /// after; the model values change at once and `presentationFrame` / `presentationAlpha` move on
    /// `AnimationClock.current`. Nested inside another block, it takes that block's duration and curve unless
    /// `options` has `overrideInheritedDuration` / `overrideInheritedCurve`.
    ///
    ///     UIView.animate(withDuration: 0.3, delay: 0.1, options: .curveLinear, animations: {
    ///         root.layoutIfNeeded()
    ///     }, completion: { _ in print("done") })
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        let clock = AnimationClock.current
        guard areAnimationsEnabled else {
            AnimationRecorder.recordWithoutAnimating(animations)
            clock.register(.init(end: clock.now, completion: completion))
            return
        }
        var block = RunningBlock(duration: duration, curve: options.curve)
        if let outer = runningBlock {
            if !options.contains(.overrideInheritedDuration) { block.duration = outer.duration }
            if !options.contains(.overrideInheritedCurve) { block.curve = outer.curve }
        }
        let recorder = AnimationRecorder.record { recorder in
            $runningBlock.withValue(block) {
                animations()
                if options.contains(.layoutSubviews) { recorder.layOutResizedViews() }
            }
        }
        let transaction = AnimationClock.Transaction(end: clock.now, completion: completion)
        if block.duration > 0 || delay > 0 {
            let timing = AnimationTiming(
                start: clock.now + max(0, delay), duration: block.duration,
                options: options.subtracting(.curveMask).union(block.curve))
            for change in recorder.frames.changes(current: \.storedFrame) {
                change.view.frameAnimations.removeAll { $0.isFinished }
                change.view.frameAnimations.append(ViewAnimation(
                    from: change.from, to: change.to, timing: timing, clock: clock, transaction: transaction))
                transaction.include(end: timing.end)
            }
            for change in recorder.alphas.changes(current: \.alpha) {
                change.view.alphaAnimations.removeAll { $0.isFinished }
                change.view.alphaAnimations.append(ViewAnimation(
                    from: change.from, to: change.to, timing: timing, clock: clock, transaction: transaction))
                transaction.include(end: timing.end)
            }
        }
        clock.register(transaction)
    }

    /// Animates like `animate(withDuration:delay:options:animations:completion:)` with the `.curveEaseOut`
    /// curve, whatever the damping and velocity: no spring physics or overshoot is modelled.
    ///
    ///     UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0,
    ///                    animations: { root.layoutIfNeeded() })
    ///     // presentationFrame follows the ease-out curve for 0.5 s
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                              options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: delay, options: options.subtracting(.curveMask).union(.curveEaseOut),
                animations: animations, completion: completion)
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
        $animationsEnabledOverride.withValue(false) {
            $runningBlock.withValue(nil) { AnimationRecorder.recordWithoutAnimating(actionsWithoutAnimation) }
        }
    }

    @TaskLocal static var animationsEnabledOverride: Bool?

    /// The duration and curve of the innermost animation block running on this task, after inheritance.
    struct RunningBlock: Sendable {
        var duration: TimeInterval
        /// Only the curve bits.
        var curve: AnimationOptions
    }

    @TaskLocal static var runningBlock: RunningBlock?

    /// The duration of the innermost running animation block (inherited from an enclosing block unless it
    /// overrides it); 0 outside one and inside `performWithoutAnimation`.
    ///
    ///     UIView.animate(withDuration: 0.3) { print(UIView.inheritedAnimationDuration) }   // 0.3
    public class var inheritedAnimationDuration: TimeInterval { runningBlock?.duration ?? 0 }

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
    func cancelFrameAnimations() { frameAnimations.cancelAll() }

    /// Cancels the view's running alpha animations, like `cancelFrameAnimations()`.
    func cancelAlphaAnimations() { alphaAnimations.cancelAll() }

    /// (headless) The in-flight frame: the model `frame` plus the remaining offset of every running
    /// animation (additive, TheUIKitLayer.md). Equals `frame` when nothing runs; not snapped.
    ///
    ///     child.presentationFrame.height   // 55.0 halfway through 10 → 100
    public var presentationFrame: CGRect { frameAnimations.presentationValue(model: storedFrame) }

    /// (headless) The in-flight alpha: the model `alpha` plus the remaining offset of every running alpha
    /// animation. Equals `alpha` when nothing runs.
    ///
    ///     badge.alpha = 1
    ///     UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { badge.alpha = 0 })
    ///     clock.advance(by: 0.25)
    ///     badge.presentationAlpha   // 0.75
    public var presentationAlpha: CGFloat { alphaAnimations.presentationValue(model: alpha) }
}

extension UIView.AnimationOptions {
    /// Bits 16–19: the curve.
    static let curveMask = UIView.AnimationOptions(rawValue: 0xF << 16)

    /// Only the curve bits of these options.
    var curve: UIView.AnimationOptions { intersection(.curveMask) }
}
