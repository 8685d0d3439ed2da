import Foundation

/// A type whose values SwiftUI can interpolate: `Layout` and `Shape` refine it, as in SwiftUI. Animations are
/// not modelled (SwiftLayoutUI.md), so nothing reads `animatableData` here; the protocol exists so that layouts
/// and shapes written for SwiftUI, which often declare it, compile unchanged.
///
///     struct Radial: Layout {
///         var angle: Double
///         var animatableData: Double {
///             get { angle }
///             set { angle = newValue }
///         }
///         // sizeThatFits, placeSubviews …
///     }
public protocol Animatable {
    /// The type of the data to animate.
    associatedtype AnimatableData: VectorArithmetic = EmptyAnimatableData

    /// The data to animate.
    ///
    ///     var animatableData: Double { get { angle } set { angle = newValue } }
    var animatableData: Self.AnimatableData { get set }
}

extension Animatable where Self.AnimatableData == EmptyAnimatableData {
    /// Nothing to animate.
    ///
    ///     HStackLayout().animatableData   // EmptyAnimatableData()
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

/// A value that can be scaled and added: what `animatableData` is made of.
///
///     var d = 2.0
///     d.scale(by: 1.5)   // 3
///     d.magnitudeSquared // 9
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies each component by `rhs`.
    ///
    ///     var d = 2.0; d.scale(by: 0.5)   // 1
    mutating func scale(by rhs: Double)

    /// The dot product of the value with itself.
    ///
    ///     3.0.magnitudeSquared   // 9
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    /// The value scaled by `rhs`.
    ///
    ///     2.0.scaled(by: 3)   // 6
    public func scaled(by rhs: Double) -> Self {
        var result = self
        result.scale(by: rhs)
        return result
    }
}

extension Double: VectorArithmetic {
    /// Multiplies by `rhs`.
    ///
    ///     var d = 2.0; d.scale(by: 3)   // 6
    public mutating func scale(by rhs: Double) { self *= rhs }

    /// The square.
    ///
    ///     3.0.magnitudeSquared   // 9
    public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
    /// Multiplies by `rhs`.
    ///
    ///     var f: Float = 2; f.scale(by: 3)   // 6
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }

    /// The square.
    ///
    ///     Float(3).magnitudeSquared   // 9
    public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
    /// Multiplies by `rhs`.
    ///
    ///     var c: CGFloat = 2; c.scale(by: 3)   // 6
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }

    /// The square.
    ///
    ///     CGFloat(3).magnitudeSquared   // 9
    public var magnitudeSquared: Double { Double(self * self) }
}

/// No data to animate: the default `animatableData`.
///
///     EmptyAnimatableData() + EmptyAnimatableData()   // EmptyAnimatableData()
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
    /// The empty value.
    ///
    ///     EmptyAnimatableData()
    public init() {}

    /// The empty value.
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }

    /// The empty value.
    ///
    ///     EmptyAnimatableData() + EmptyAnimatableData()
    public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { .zero }

    /// The empty value.
    ///
    ///     EmptyAnimatableData() - EmptyAnimatableData()
    public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { .zero }

    /// Nothing to scale.
    ///
    ///     var e = EmptyAnimatableData(); e.scale(by: 2)
    public mutating func scale(by rhs: Double) {}

    /// 0.
    ///
    ///     EmptyAnimatableData().magnitudeSquared   // 0
    public var magnitudeSquared: Double { 0 }
}
