import Foundation

/// A font: a name and a point size. Its metrics come from the current text measurer (TextMetrics.md), so
/// they are the same on every machine.
///
///     let font = UIFont.systemFont(ofSize: 17)
///     font.lineHeight   // 21
///     font.ascender     // 16
///     font.descender    // -5
public final class UIFont: NSObject, Sendable {
    /// The PostScript-style name, e.g. `.SFUI-Regular`.
    ///
    ///     UIFont.boldSystemFont(ofSize: 17).fontName   // ".SFUI-Semibold"
    public let fontName: String
    /// The family name, e.g. `.AppleSystemUIFont`.
    ///
    ///     UIFont.systemFont(ofSize: 17).familyName   // ".AppleSystemUIFont"
    public let familyName: String
    /// The size in points.
    ///
    ///     UIFont.systemFont(ofSize: 17).pointSize   // 17
    public let pointSize: CGFloat

    init(fontName: String, familyName: String, pointSize: CGFloat) {
        self.fontName = fontName
        self.familyName = familyName
        self.pointSize = pointSize
        super.init()
    }

    /// The weight of a system font (UIKit's raw values).
    ///
    ///     UIFont.systemFont(ofSize: 17, weight: .semibold)
    public struct Weight: RawRepresentable, Hashable, Sendable {
        /// The numeric weight, −1 … 1.
        public var rawValue: CGFloat
        /// A weight from its raw value.
        ///
        ///     UIFont.Weight(rawValue: 0.3) == .semibold   // true
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// A weight from its raw value.
        ///
        ///     UIFont.Weight(0.3)
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// −0.8.
        public static let ultraLight = Weight(-0.8)
        /// −0.6.
        public static let thin = Weight(-0.6)
        /// −0.4.
        public static let light = Weight(-0.4)
        /// 0.
        public static let regular = Weight(0)
        /// 0.23.
        public static let medium = Weight(0.23)
        /// 0.3.
        public static let semibold = Weight(0.3)
        /// 0.4.
        public static let bold = Weight(0.4)
        /// 0.56.
        public static let heavy = Weight(0.56)
        /// 0.62.
        public static let black = Weight(0.62)

        static let named: [(Weight, String)] = [
            (.ultraLight, "Ultralight"), (.thin, "Thin"), (.light, "Light"), (.regular, "Regular"),
            (.medium, "Medium"), (.semibold, "Semibold"), (.bold, "Bold"), (.heavy, "Heavy"), (.black, "Black"),
        ]

        /// The face name of the nearest named weight (ties go to the lighter one).
        var faceName: String {
            var best = Self.named[0]
            for candidate in Self.named where abs(candidate.0.rawValue - rawValue) < abs(best.0.rawValue - rawValue) {
                best = candidate
            }
            return best.1
        }
    }

    static let systemFamily = ".AppleSystemUIFont"

    /// The system font (`.SFUI-Regular`).
    ///
    ///     UIFont.systemFont(ofSize: 17)
    public class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(fontName: ".SFUI-Regular", familyName: systemFamily, pointSize: fontSize)
    }

    /// The bold system font: UIKit's is the semibold face (`.SFUI-Semibold`).
    ///
    ///     UIFont.boldSystemFont(ofSize: 17).fontName   // ".SFUI-Semibold"
    public class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(fontName: ".SFUI-Semibold", familyName: systemFamily, pointSize: fontSize)
    }

    /// The system font of a weight; a weight between the named ones uses the nearest.
    ///
    ///     UIFont.systemFont(ofSize: 15, weight: .medium).fontName   // ".SFUI-Medium"
    public class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(fontName: ".SFUI-" + weight.faceName, familyName: systemFamily, pointSize: fontSize)
    }

    /// The italic system font (`.SFUI-RegularItalic`).
    ///
    ///     UIFont.italicSystemFont(ofSize: 17).fontName   // ".SFUI-RegularItalic"
    public class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(fontName: ".SFUI-RegularItalic", familyName: systemFamily, pointSize: fontSize)
    }

    /// A font by name. Always succeeds (there is no font registry); the metrics come from the model.
    /// **Differs:** UIKit returns nil for unknown names.
    ///
    ///     UIFont(name: "Menlo", size: 12)?.lineHeight   // 15
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        self.init(fontName: fontName, familyName: fontName, pointSize: fontSize)
    }

    /// A text style of Dynamic Type (UIKit's raw values).
    ///
    ///     UIFont.preferredFont(forTextStyle: .headline)
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// The style's name.
        public var rawValue: String
        /// A style from its name.
        ///
        ///     UIFont.TextStyle(rawValue: "UICTFontTextStyleBody") == .body   // true
        public init(rawValue: String) { self.rawValue = rawValue }

        /// 34 pt.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// 28 pt.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// 22 pt.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// 20 pt.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// 17 pt semibold.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// 17 pt.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// 16 pt.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// 15 pt.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// 13 pt.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// 12 pt.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// 11 pt.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }

    /// The font of a text style at UIKit's default (Large) content size; an unknown style gets the body font.
    ///
    ///     UIFont.preferredFont(forTextStyle: .footnote).pointSize   // 13
    public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let sizes: [(TextStyle, CGFloat)] = [
            (.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.body, 17),
            (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption1, 12), (.caption2, 11),
        ]
        let size = sizes.first { $0.0 == style }?.1 ?? 17
        return style == .headline ? systemFont(ofSize: size, weight: .semibold) : systemFont(ofSize: size)
    }

    /// 17: the size of label text.
    public class var labelFontSize: CGFloat { 17 }
    /// 18: the size of button titles.
    public class var buttonFontSize: CGFloat { 18 }
    /// 14: the standard system font size.
    public class var systemFontSize: CGFloat { 14 }
    /// 12: the small system font size.
    public class var smallSystemFontSize: CGFloat { 12 }

    /// `<UICTFont: 0xADDR> font-family: "NAME"; font-size: P pt`.
    ///
    ///     print(UIFont.systemFont(ofSize: 17))   // <UICTFont: 0x…> font-family: ".SFUI-Regular"; font-size: 17 pt
    public override var description: String {
        "<UICTFont: \(addressString(self))> font-family: \"\(fontName)\"; font-size: \(formatNumber(pointSize)) pt"
    }

    /// The same face at another size.
    ///
    ///     UIFont.boldSystemFont(ofSize: 17).withSize(20).fontName   // ".SFUI-Semibold"
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(fontName: fontName, familyName: familyName, pointSize: fontSize)
    }

    // MARK: Metrics (from the current measurer)

    /// The metrics from `TextMeasurement.current`.
    var metrics: FontMetrics { TextMeasurement.current.metrics(for: self) }

    /// The height of one line.
    ///
    ///     UIFont.systemFont(ofSize: 17).lineHeight   // 21
    public var lineHeight: CGFloat { metrics.lineHeight }
    /// From the baseline up to the top of the line.
    ///
    ///     UIFont.systemFont(ofSize: 17).ascender   // 16
    public var ascender: CGFloat { metrics.ascender }
    /// From the baseline down to the bottom of the line (negative).
    ///
    ///     UIFont.systemFont(ofSize: 17).descender   // -5
    public var descender: CGFloat { metrics.descender }
    /// Extra space between lines.
    ///
    ///     UIFont.systemFont(ofSize: 17).leading   // 0
    public var leading: CGFloat { metrics.leading }
    /// The height of capital letters.
    ///
    ///     UIFont.systemFont(ofSize: 17).capHeight   // 11.9
    public var capHeight: CGFloat { metrics.capHeight }
    /// The height of lowercase letters.
    ///
    ///     UIFont.systemFont(ofSize: 17).xHeight   // 8.5
    public var xHeight: CGFloat { metrics.xHeight }

    // MARK: Equality

    /// Equal when the names and point sizes are equal.
    ///
    ///     UIFont.systemFont(ofSize: 17) == UIFont.systemFont(ofSize: 17)   // true
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return fontName == other.fontName && pointSize == other.pointSize
    }

    /// Combines the name and point size.
    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(fontName)
        hasher.combine(pointSize)
        return hasher.finalize()
    }
}
