import Foundation

/// A value a view animates additively (TheUIKitLayer.md): a frame (componentwise on origin and size) or an alpha.
protocol AnimatableValue: Equatable {
    /// `self + other × factor`, componentwise. `CGRect` is taken as four plain numbers (never standardized).
    func adding(_ other: Self, times factor: CGFloat) -> Self
}

extension CGRect: AnimatableValue {
    func adding(_ other: CGRect, times factor: CGFloat) -> CGRect {
        CGRect(x: origin.x + other.origin.x * factor, y: origin.y + other.origin.y * factor,
               width: size.width + other.size.width * factor, height: size.height + other.size.height * factor)
    }
}

extension CGFloat: AnimatableValue {
    func adding(_ other: CGFloat, times factor: CGFloat) -> CGFloat { self + other * factor }
}

/// When a recorded animation runs and how its progress moves (TheUIKitLayer.md).
struct AnimationTiming {
    var start: TimeInterval
    /// The length of one forward run; with `autoreverses` a cycle is twice as long.
    var duration: TimeInterval
    /// Only the curve bits (16–19) matter.
    var curve: UIView.AnimationOptions
    var repeats: Bool
    var autoreverses: Bool

    init(start: TimeInterval, duration: TimeInterval, options: UIView.AnimationOptions) {
        self.start = start
        self.duration = max(0, duration)
        curve = options
        // A zero-length cycle cannot repeat or reverse: it is a step at `start`.
        repeats = self.duration > 0 && options.contains(.repeat)
        autoreverses = self.duration > 0 && options.contains(.autoreverse)
    }

    /// When the animation is over: `start + duration` (twice the duration with `autoreverses`), infinity for
    /// a repeating one.
    var end: TimeInterval {
        if repeats { return .infinity }
        return start + (autoreverses ? 2 * duration : duration)
    }

    /// 0 before the start, 1 from the end on, the curve in between. A repeating cycle starts again at 0;
    /// with `autoreverses` the second half of each cycle runs the curve backwards.
    func progress(at time: TimeInterval) -> Double {
        if time < start { return 0 }
        if time >= end || duration <= 0 { return 1 }
        let cycle = autoreverses ? 2 * duration : duration
        var local = time - start
        if repeats { local = local.truncatingRemainder(dividingBy: cycle) }
        let tau = local <= duration ? local / duration : (cycle - local) / duration
        return evaluateCurve(curve, tau)
    }
}

/// One recorded change of a view's frame or alpha (TheUIKitLayer.md): the view shows
/// `model + (from − to) × (1 − progress)`.
#if MainActorIsolation
@MainActor
#endif
struct ViewAnimation<Value: AnimatableValue> {
    var from: Value
    var to: Value
    var timing: AnimationTiming
    var clock: AnimationClock
    var transaction: AnimationClock.Transaction

    var isFinished: Bool { clock.now >= timing.end }

    /// The part of `from − to` still to run, added to the model value.
    func remainingOffset(added value: Value) -> Value {
        let remaining = CGFloat(1 - timing.progress(at: clock.now))
        return value.adding(from.adding(to, times: -1), times: remaining)
    }

    /// Stops the animation now; its transaction's completion will report `false` unless it had finished.
    func cancel() {
        guard !isFinished else { return }
        transaction.cancel(end: timing.end, at: clock.now)
    }
}

extension Array {
    /// The model value plus the remaining offsets of the running animations, after dropping finished ones.
    #if MainActorIsolation
    @MainActor
    #endif
    mutating func presentationValue<Value>(model: Value) -> Value where Element == ViewAnimation<Value> {
        removeAll { $0.isFinished }
        return reduce(model) { $1.remainingOffset(added: $0) }
    }

    /// Cancels every animation (TheUIKitLayer.md) and forgets them.
    #if MainActorIsolation
    @MainActor
    #endif
    mutating func cancelAll<Value>() where Element == ViewAnimation<Value> {
        for animation in self { animation.cancel() }
        removeAll()
    }
}

/// The cubic Bézier timing curves of TheUIKitLayer.md, solved by Newton's method with a bisection fallback.
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
