import Foundation

/// A size class: how much room an axis has (UIKit's raw values).
///
///     view.traitCollection.horizontalSizeClass   // .compact on an iPhone in portrait
public enum UIUserInterfaceSizeClass: Int, Hashable, Sendable {
    /// 0: not specified.
    case unspecified = 0
    /// 1: constrained space.
    case compact = 1
    /// 2: expansive space.
    case regular = 2
}

/// The kind of device an interface is for (UIKit's raw values).
///
///     root.traitOverrides.userInterfaceIdiom = .pad   // regular × regular size classes
public enum UIUserInterfaceIdiom: Int, Hashable, Sendable {
    /// −1: not specified.
    case unspecified = -1
    /// 0: an iPhone (the default of a root here).
    case phone = 0
    /// 1: an iPad.
    case pad = 1
    /// 2: Apple TV.
    case tv = 2
    /// 3: CarPlay.
    case carPlay = 3
    /// 5: a Mac (Catalyst's Mac idiom).
    case mac = 5
    /// 6: Apple Vision.
    case vision = 6
}

/// The layout direction of a trait environment (UIKit's raw values).
///
///     root.traitOverrides.layoutDirection = .rightToLeft   // flips every `.unspecified` view below
public enum UITraitEnvironmentLayoutDirection: Int, Hashable, Sendable {
    /// −1: not specified.
    case unspecified = -1
    /// 0: left to right.
    case leftToRight = 0
    /// 1: right to left.
    case rightToLeft = 1
}

/// Light or dark appearance (UIKit's raw values). Colors keep their light values here.
///
///     view.traitCollection.userInterfaceStyle   // .light
public enum UIUserInterfaceStyle: Int, Hashable, Sendable {
    /// 0: not specified.
    case unspecified = 0
    /// 1: light.
    case light = 1
    /// 2: dark.
    case dark = 2
}

/// The user's preferred text size (UIKit's raw strings), ordered from smallest to largest.
///
///     UIContentSizeCategory.large < .extraLarge                       // true
///     UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory   // true
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    /// UIKit's string for the category, e.g. `UICTContentSizeCategoryL`.
    public let rawValue: String

    /// A category from its raw string.
    ///
    ///     UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL") == .large   // true
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Not specified.
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// XS.
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    /// S.
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    /// M.
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    /// L: the default.
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    /// XL.
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    /// XXL.
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    /// XXXL.
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    /// Accessibility M.
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// Accessibility L.
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    /// Accessibility XL.
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    /// Accessibility XXL.
    public static let accessibilityExtraExtraLarge =
        UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    /// Accessibility XXXL.
    public static let accessibilityExtraExtraExtraLarge =
        UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    private static let order: [UIContentSizeCategory] = [
        .unspecified, .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// The position in the size order; an unknown string sorts with `unspecified`.
    private var rank: Int { Self.order.firstIndex(of: self) ?? 0 }

    /// Whether the category is one of the five accessibility sizes.
    ///
    ///     UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory   // false
    public var isAccessibilityCategory: Bool { rank >= 8 }

    /// Smaller text first.
    ///
    ///     UIContentSizeCategory.small < .medium   // true
    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool { lhs.rank < rhs.rank }
}

/// The traits of a trait collection, as plain values (the unspecified value of each trait means "not
/// specified"). One per view remembers what `traitCollectionDidChange(_:)` compares with.
struct TraitValues: Hashable, Sendable {
    var horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified
    var verticalSizeClass: UIUserInterfaceSizeClass = .unspecified
    var displayScale: CGFloat = 0
    var layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified
    var userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified
    var userInterfaceStyle: UIUserInterfaceStyle = .unspecified
    var preferredContentSizeCategory: UIContentSizeCategory = .unspecified

    /// The traits whose value is not the unspecified one, as `UITraitOverrides` bits.
    var specified: UITraitOverrides.Traits {
        var traits: UITraitOverrides.Traits = []
        if horizontalSizeClass != .unspecified { traits.insert(.horizontalSizeClass) }
        if verticalSizeClass != .unspecified { traits.insert(.verticalSizeClass) }
        if displayScale != 0 { traits.insert(.displayScale) }
        if layoutDirection != .unspecified { traits.insert(.layoutDirection) }
        if userInterfaceIdiom != .unspecified { traits.insert(.userInterfaceIdiom) }
        if userInterfaceStyle != .unspecified { traits.insert(.userInterfaceStyle) }
        if preferredContentSizeCategory != .unspecified { traits.insert(.preferredContentSizeCategory) }
        return traits
    }

    /// The receiver with the traits in `traits` taken from `other`.
    func replacing(_ traits: UITraitOverrides.Traits, from other: TraitValues) -> TraitValues {
        var values = self
        if traits.contains(.horizontalSizeClass) { values.horizontalSizeClass = other.horizontalSizeClass }
        if traits.contains(.verticalSizeClass) { values.verticalSizeClass = other.verticalSizeClass }
        if traits.contains(.displayScale) { values.displayScale = other.displayScale }
        if traits.contains(.layoutDirection) { values.layoutDirection = other.layoutDirection }
        if traits.contains(.userInterfaceIdiom) { values.userInterfaceIdiom = other.userInterfaceIdiom }
        if traits.contains(.userInterfaceStyle) { values.userInterfaceStyle = other.userInterfaceStyle }
        if traits.contains(.preferredContentSizeCategory) {
            values.preferredContentSizeCategory = other.preferredContentSizeCategory
        }
        return values
    }

    /// A root's base collection (TheUIKitLayer.md): an iPhone at `scale`, left to right, light, large text, with
    /// size classes from the idiom and the bounds (`idiom` is the root's overridden idiom, if any).
    static func root(bounds: CGSize, scale: CGFloat, idiom: UIUserInterfaceIdiom?) -> TraitValues {
        var values = TraitValues(displayScale: scale, layoutDirection: .leftToRight, userInterfaceIdiom: .phone,
                                 userInterfaceStyle: .light, preferredContentSizeCategory: .large)
        switch idiom ?? .phone {
        case .phone:
            values.horizontalSizeClass = .compact
            values.verticalSizeClass = bounds.width > bounds.height ? .compact : .regular
        case .pad:
            values.horizontalSizeClass = .regular
            values.verticalSizeClass = .regular
        default:
            break
        }
        return values
    }
}
