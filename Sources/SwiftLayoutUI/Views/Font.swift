import Foundation

/// A font for texts: the system text styles at the default content size, or a system font of a given size
/// (SwiftLayoutUI.md). Sizes are the platform's `preferredFont(forTextStyle:)` table; `.body` is 17 pt.
///
///     Text("Title").font(.title)            // 28 pt
///     Text("Note").font(.system(size: 12))
public struct Font: Hashable, Sendable {
    let size: CGFloat
    let weight: Weight

    /// A font weight.
    ///
    ///     Text("Bold").font(.system(size: 17, weight: .bold))
    public struct Weight: Hashable, Sendable {
        let value: UIFont.Weight
        /// Ultra light.
        public static let ultraLight = Weight(value: .ultraLight)
        /// Thin.
        public static let thin = Weight(value: .thin)
        /// Light.
        public static let light = Weight(value: .light)
        /// Regular.
        public static let regular = Weight(value: .regular)
        /// Medium.
        public static let medium = Weight(value: .medium)
        /// Semibold.
        public static let semibold = Weight(value: .semibold)
        /// Bold.
        public static let bold = Weight(value: .bold)
        /// Heavy.
        public static let heavy = Weight(value: .heavy)
        /// Black.
        public static let black = Weight(value: .black)
    }

    /// A font design; it does not change the text model's metrics.
    ///
    ///     Font.system(size: 15, design: .monospaced)
    public enum Design: Hashable, Sendable {
        /// The default design.
        case `default`
        /// Serif.
        case serif
        /// Rounded.
        case rounded
        /// Monospaced.
        case monospaced
    }

    /// A text style; its size is UIKit's at the default (Large) content size.
    ///
    ///     Font.system(.headline)
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        /// 34 pt.
        case largeTitle
        /// 28 pt.
        case title
        /// 22 pt.
        case title2
        /// 20 pt.
        case title3
        /// 17 pt semibold.
        case headline
        /// 15 pt.
        case subheadline
        /// 17 pt.
        case body
        /// 16 pt.
        case callout
        /// 13 pt.
        case footnote
        /// 12 pt.
        case caption
        /// 11 pt.
        case caption2

        var uiStyle: UIFont.TextStyle {
            switch self {
            case .largeTitle: .largeTitle
            case .title: .title1
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .subheadline: .subheadline
            case .body: .body
            case .callout: .callout
            case .footnote: .footnote
            case .caption: .caption1
            case .caption2: .caption2
            }
        }
    }

    init(size: CGFloat, weight: Weight) {
        self.size = size.isFinite && size > 0 ? size : 17
        self.weight = weight
    }

    /// The font of a text style.
    ///
    ///     Font.system(.title).pointSize   // 28
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        let font = UIFont.preferredFont(forTextStyle: style.uiStyle)
        return Font(size: font.pointSize, weight: weight ?? (style == .headline ? .semibold : .regular))
    }

    /// The system font of a size.
    ///
    ///     Text("Hi").font(.system(size: 12))
    public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default) -> Font {
        Font(size: size, weight: weight)
    }

    /// A named font of a size (the text model ignores the name).
    ///
    ///     Font.custom("Avenir", size: 14)
    public static func custom(_ name: String, size: CGFloat) -> Font { Font(size: size, weight: .regular) }

    /// 34 pt.
    public static let largeTitle = system(.largeTitle)
    /// 28 pt.
    public static let title = system(.title)
    /// 22 pt.
    public static let title2 = system(.title2)
    /// 20 pt.
    public static let title3 = system(.title3)
    /// 17 pt semibold.
    public static let headline = system(.headline)
    /// 15 pt.
    public static let subheadline = system(.subheadline)
    /// 17 pt, the default for texts.
    public static let body = system(.body)
    /// 16 pt.
    public static let callout = system(.callout)
    /// 13 pt.
    public static let footnote = system(.footnote)
    /// 12 pt.
    public static let caption = system(.caption)
    /// 11 pt.
    public static let caption2 = system(.caption2)

    /// The same font with another weight.
    ///
    ///     Font.body.weight(.bold)
    public func weight(_ weight: Weight) -> Font { Font(size: size, weight: weight) }

    /// The same font, bold.
    ///
    ///     Font.body.bold()
    public func bold() -> Font { weight(.bold) }

    /// The point size.
    ///
    ///     Font.title.pointSize   // 28
    public var pointSize: CGFloat { size }

    /// The platform font the text model measures.
    var uiFont: UIFont { UIFont.systemFont(ofSize: size, weight: weight.value) }
}
