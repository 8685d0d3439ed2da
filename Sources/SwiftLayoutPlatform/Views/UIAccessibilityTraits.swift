import Foundation

/// What an accessibility element is and what state it is in (stored only: nothing reads it headless).
/// UIKit's bit values.
///
///     label.accessibilityTraits                          // .staticText
///     title.accessibilityTraits = [.staticText, .header]
///     title.accessibilityTraits.rawValue                 // 65600 (1 << 6 | 1 << 16)
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt64
    /// Traits from raw bits.
    ///
    ///     UIAccessibilityTraits(rawValue: 1) == .button   // true
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// No trait (0).
    public static let none = UIAccessibilityTraits([])
    /// Behaves like a button (1 << 0); `UIButton`'s default.
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// Behaves like a link (1 << 1).
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    /// Behaves like an image (1 << 2).
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    /// Is selected (1 << 3).
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    /// Plays its own sound when activated (1 << 4).
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    /// Behaves like a keyboard key (1 << 5).
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    /// Static text that cannot change (1 << 6); `UILabel`'s default.
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// Gives summary information when the app starts (1 << 7).
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    /// Is not enabled (1 << 8).
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    /// Updates its label or value often (1 << 9).
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    /// Behaves like a search field (1 << 10).
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    /// Starts a media session when activated (1 << 11).
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    /// Allows continuous adjustment of a value (1 << 12).
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    /// Allows direct touch interaction (1 << 13).
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    /// Turns the page when reading finishes (1 << 14).
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    /// Behaves like a tab bar (1 << 15).
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
    /// A header that divides content into sections (1 << 16).
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
}
