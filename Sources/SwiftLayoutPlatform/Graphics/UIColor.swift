import Foundation

/// A color as four RGBA components in UIKit's extended sRGB space (no clamping). Immutable.
///
///     let c = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
///     c == .red                            // true
///     print(c)                             // UIExtendedSRGBColorSpace 1 0 0 1
///     print(UIColor(white: 0.5, alpha: 1)) // UIExtendedGrayColorSpace 0.5 1
public final class UIColor: NSObject, Sendable {
    let red: CGFloat
    let green: CGFloat
    let blue: CGFloat
    let alpha: CGFloat
    /// Made with `init(white:alpha:)`: prints in the gray space.
    let isGray: Bool

    /// A color from its RGBA components.
    ///
    ///     UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1)
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        isGray = false
        super.init()
    }

    /// A gray: red = green = blue = `white`.
    ///
    ///     UIColor(white: 1, alpha: 0.5)
    public init(white: CGFloat, alpha: CGFloat) {
        red = white
        green = white
        blue = white
        self.alpha = alpha
        isGray = true
        super.init()
    }

    /// A color from hue, saturation and brightness (the standard HSB to RGB conversion; hue in 0…1).
    ///
    ///     UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1) == .red   // true
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6   // 0 ..< 6
        let sector = Int(h.rounded(.down)) % 6
        let f = h - h.rounded(.down)
        let v = brightness, s = saturation
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (CGFloat, CGFloat, CGFloat)
        switch sector {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// Fills the RGBA components; always true.
    ///
    ///     var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
    ///     UIColor.orange.getRed(&r, green: &g, blue: &b, alpha: &a)   // r 1, g 0.5, b 0, a 1
    @discardableResult
    public func getRed(_ red: inout CGFloat, green: inout CGFloat, blue: inout CGFloat, alpha: inout CGFloat) -> Bool {
        red = self.red
        green = self.green
        blue = self.blue
        alpha = self.alpha
        return true
    }

    /// Fills the white and alpha components; always true. A color that is not a gray gives its luma
    /// (0.299 r + 0.587 g + 0.114 b).
    ///
    ///     var w: CGFloat = 0, a: CGFloat = 0
    ///     UIColor.gray.getWhite(&w, alpha: &a)   // w 0.5, a 1
    @discardableResult
    public func getWhite(_ white: inout CGFloat, alpha: inout CGFloat) -> Bool {
        white = red == green && green == blue ? red : 0.299 * red + 0.587 * green + 0.114 * blue
        alpha = self.alpha
        return true
    }

    /// The same color with another alpha.
    ///
    ///     UIColor.red.withAlphaComponent(0.5)   // UIExtendedSRGBColorSpace 1 0 0 0.5
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        isGray ? UIColor(white: red, alpha: alpha) : UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The color as a `CGColor`, for layer properties (a gray made with `init(white:alpha:)` gives
    /// `CGColor(gray:alpha:)`).
    ///
    ///     view.layer.borderColor = UIColor.red.cgColor   // components [1, 0, 0, 1]
    public var cgColor: CGColor {
        isGray ? CGColor(gray: red, alpha: alpha) : CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Equal when the four components are equal (**Differs:** UIKit also compares color spaces).
    ///
    ///     UIColor(white: 0.5, alpha: 1) == UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)   // true
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return red == other.red && green == other.green && blue == other.blue && alpha == other.alpha
    }

    /// Combines the four components.
    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
        return hasher.finalize()
    }

    /// `UIExtendedSRGBColorSpace r g b a`, or `UIExtendedGrayColorSpace w a` for a gray made with
    /// `init(white:alpha:)`.
    ///
    ///     print(UIColor.orange)   // UIExtendedSRGBColorSpace 1 0.5 0 1
    public override var description: String {
        if isGray { return "UIExtendedGrayColorSpace \(formatNumber(red)) \(formatNumber(alpha))" }
        return "UIExtendedSRGBColorSpace \(formatNumber(red)) \(formatNumber(green)) \(formatNumber(blue)) "
            + formatNumber(alpha)
    }

    // MARK: Named colors (exact UIKit values)

    /// White 0.
    public static let black = UIColor(white: 0, alpha: 1)
    /// White 1/3.
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    /// White 2/3.
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    /// White 1.
    public static let white = UIColor(white: 1, alpha: 1)
    /// White 0.5.
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// White 0, alpha 0.
    public static let clear = UIColor(white: 0, alpha: 0)
    /// (1, 0, 0).
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// (0, 1, 0).
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// (0, 0, 1).
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// (0, 1, 1).
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// (1, 1, 0).
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// (1, 0, 1).
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// (1, 0.5, 0).
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// (0.5, 0, 0.5).
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// (0.6, 0.4, 0.2).
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)

    // MARK: Semantic and system colors (iOS light appearance, fixed)

    private static func rgb255(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> UIColor {
        UIColor(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
    }

    /// The primary text color: black.
    public static let label = rgb255(0, 0, 0)
    /// (60, 60, 67) at alpha 0.6.
    public static let secondaryLabel = rgb255(60, 60, 67, 0.6)
    /// White.
    public static let systemBackground = rgb255(255, 255, 255)
    /// (0, 122, 255): the default tint.
    public static let systemBlue = rgb255(0, 122, 255)
    /// (255, 59, 48).
    public static let systemRed = rgb255(255, 59, 48)
    /// (52, 199, 89).
    public static let systemGreen = rgb255(52, 199, 89)
    /// (142, 142, 147).
    public static let systemGray = rgb255(142, 142, 147)
    /// (60, 60, 67) at alpha 0.3.
    public static let tertiaryLabel = rgb255(60, 60, 67, 0.3)
    /// (60, 60, 67) at alpha 0.18.
    public static let quaternaryLabel = rgb255(60, 60, 67, 0.18)
    /// (242, 242, 247).
    public static let secondarySystemBackground = rgb255(242, 242, 247)
    /// White.
    public static let tertiarySystemBackground = rgb255(255, 255, 255)
    /// (242, 242, 247).
    public static let systemGroupedBackground = rgb255(242, 242, 247)
    /// (60, 60, 67) at alpha 0.29.
    public static let separator = rgb255(60, 60, 67, 0.29)
    /// (198, 198, 200).
    public static let opaqueSeparator = rgb255(198, 198, 200)
    /// (0, 122, 255).
    public static let link = rgb255(0, 122, 255)
    /// (255, 149, 0).
    public static let systemOrange = rgb255(255, 149, 0)
    /// (255, 204, 0).
    public static let systemYellow = rgb255(255, 204, 0)
    /// (255, 45, 85).
    public static let systemPink = rgb255(255, 45, 85)
    /// (175, 82, 222).
    public static let systemPurple = rgb255(175, 82, 222)
    /// (90, 200, 250).
    public static let systemTeal = rgb255(90, 200, 250)
    /// (88, 86, 214).
    public static let systemIndigo = rgb255(88, 86, 214)
    /// (174, 174, 178).
    public static let systemGray2 = rgb255(174, 174, 178)
    /// (199, 199, 204).
    public static let systemGray3 = rgb255(199, 199, 204)
    /// (209, 209, 214).
    public static let systemGray4 = rgb255(209, 209, 214)
    /// (229, 229, 234).
    public static let systemGray5 = rgb255(229, 229, 234)
    /// (242, 242, 247).
    public static let systemGray6 = rgb255(242, 242, 247)
}

extension UIView {
    /// The tint: the first non-nil value up the superview chain, else `UIColor.systemBlue`. Setting nil
    /// restores inheritance.
    ///
    ///     root.tintColor = .systemRed
    ///     child.tintColor == .systemRed   // true
    public var tintColor: UIColor! {
        get {
            var view: UIView? = self
            while let current = view {
                if let color = current.storedTintColor { return color }
                view = current.superview
            }
            return .systemBlue
        }
        set { storedTintColor = newValue }
    }
}
