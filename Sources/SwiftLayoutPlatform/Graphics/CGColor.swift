import Foundation

#if !canImport(CoreGraphics)
/// (shim, only where CoreGraphics is missing) An immutable color as RGBA components, so that
/// `layer.borderColor = color.cgColor` compiles. **Differs:** there are no color spaces; a gray is stored as
/// four equal-RGB components, and equality compares the four components.
///
///     let border = UIColor.red.cgColor
///     border.components   // [1.0, 0.0, 0.0, 1.0]
public final class CGColor: Hashable, Sendable {
    private let red: CGFloat
    private let green: CGFloat
    private let blue: CGFloat
    /// The alpha component.
    ///
    ///     CGColor(red: 1, green: 0, blue: 0, alpha: 0.5).alpha   // 0.5
    public let alpha: CGFloat

    /// A color from RGBA components.
    ///
    ///     CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A gray: red = green = blue = `gray`.
    ///
    ///     CGColor(gray: 0.5, alpha: 1).components   // [0.5, 0.5, 0.5, 1.0]
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    /// Opaque black.
    ///
    ///     layer.borderColor = .black
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white.
    ///
    ///     layer.shadowColor = .white
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Transparent black.
    ///
    ///     layer.borderColor = .clear
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// The components: red, green, blue, alpha.
    ///
    ///     CGColor.white.components   // [1.0, 1.0, 1.0, 1.0]
    public var components: [CGFloat]? { [red, green, blue, alpha] }

    /// Always 4.
    ///
    ///     CGColor.black.numberOfComponents   // 4
    public var numberOfComponents: Int { 4 }

    /// The same color with another alpha.
    ///
    ///     CGColor.black.copy(alpha: 0.5)?.alpha   // 0.5
    public func copy(alpha: CGFloat) -> CGColor? {
        CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Equal when the four components are equal.
    ///
    ///     CGColor(gray: 1, alpha: 1) == .white   // true
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
    }

    /// Combines the four components.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
    }
}
#endif
