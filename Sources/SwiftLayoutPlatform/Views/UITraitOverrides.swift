import Foundation

/// A trait type, named in `UITraitOverrides.contains(_:)` and `remove(_:)` (iOS 17's API). Custom traits are not
/// modelled: only the seven system trait types below conform.
///
///     view.traitOverrides.contains(UITraitHorizontalSizeClass.self)
public protocol UITraitDefinition {}

/// A trait named by its type, as iOS 17 spells it.
///
///     let trait: UITrait = UITraitVerticalSizeClass.self
public typealias UITrait = any UITraitDefinition.Type

/// The horizontal size class trait.
///
///     view.traitOverrides.remove(UITraitHorizontalSizeClass.self)
public enum UITraitHorizontalSizeClass: UITraitDefinition {}
/// The vertical size class trait.
///
///     view.traitOverrides.contains(UITraitVerticalSizeClass.self)
public enum UITraitVerticalSizeClass: UITraitDefinition {}
/// The display scale trait.
///
///     view.traitOverrides.remove(UITraitDisplayScale.self)
public enum UITraitDisplayScale: UITraitDefinition {}
/// The layout direction trait.
///
///     view.traitOverrides.remove(UITraitLayoutDirection.self)
public enum UITraitLayoutDirection: UITraitDefinition {}
/// The idiom trait.
///
///     view.traitOverrides.contains(UITraitUserInterfaceIdiom.self)
public enum UITraitUserInterfaceIdiom: UITraitDefinition {}
/// The light/dark appearance trait.
///
///     view.traitOverrides.remove(UITraitUserInterfaceStyle.self)
public enum UITraitUserInterfaceStyle: UITraitDefinition {}
/// The text size trait.
///
///     view.traitOverrides.remove(UITraitPreferredContentSizeCategory.self)
public enum UITraitPreferredContentSizeCategory: UITraitDefinition {}

/// Trait values a view or view controller imposes on itself and everything below it (iOS 17's
/// `traitOverrides`). Reading a trait that is not overridden returns its unspecified value.
///
///     root.traitOverrides.horizontalSizeClass = .regular   // a Plus/Max iPhone in landscape
///     root.traitOverrides.contains(UITraitHorizontalSizeClass.self)   // true
///     root.traitOverrides.remove(UITraitHorizontalSizeClass.self)
public struct UITraitOverrides: Hashable, Sendable {
    /// Which traits a value overrides.
    struct Traits: OptionSet, Hashable, Sendable {
        let rawValue: UInt8
        static let horizontalSizeClass = Traits(rawValue: 1 << 0)
        static let verticalSizeClass = Traits(rawValue: 1 << 1)
        static let displayScale = Traits(rawValue: 1 << 2)
        static let layoutDirection = Traits(rawValue: 1 << 3)
        static let userInterfaceIdiom = Traits(rawValue: 1 << 4)
        static let userInterfaceStyle = Traits(rawValue: 1 << 5)
        static let preferredContentSizeCategory = Traits(rawValue: 1 << 6)

        /// The bit of a trait type; empty for a type that is not one of the seven.
        init(_ trait: UITrait) {
            let id = ObjectIdentifier(trait)
            let all: [(UITrait, Traits)] = [
                (UITraitHorizontalSizeClass.self, .horizontalSizeClass), (UITraitVerticalSizeClass.self, .verticalSizeClass),
                (UITraitDisplayScale.self, .displayScale), (UITraitLayoutDirection.self, .layoutDirection),
                (UITraitUserInterfaceIdiom.self, .userInterfaceIdiom), (UITraitUserInterfaceStyle.self, .userInterfaceStyle),
                (UITraitPreferredContentSizeCategory.self, .preferredContentSizeCategory),
            ]
            self = all.first { ObjectIdentifier($0.0) == id }?.1 ?? []
        }

        init(rawValue: UInt8) { self.rawValue = rawValue }
    }

    /// The overriding values (meaningful for the traits in `overridden` only).
    private(set) var values = TraitValues()
    /// The traits overridden.
    private(set) var overridden: Traits = []

    /// No overrides.
    ///
    ///     var overrides = UITraitOverrides()
    public init() {}

    /// Whether nothing is overridden.
    var isEmpty: Bool { overridden.isEmpty }

    /// `base` with the overridden traits replaced.
    func applied(to base: TraitValues) -> TraitValues {
        overridden.isEmpty ? base : base.replacing(overridden, from: values)
    }

    private mutating func set<T>(_ keyPath: WritableKeyPath<TraitValues, T>, _ value: T, _ trait: Traits) {
        values[keyPath: keyPath] = value
        overridden.insert(trait)
    }

    /// The overridden horizontal size class (`.unspecified` when not overridden).
    ///
    ///     root.traitOverrides.horizontalSizeClass = .regular
    public var horizontalSizeClass: UIUserInterfaceSizeClass {
        get { overridden.contains(.horizontalSizeClass) ? values.horizontalSizeClass : .unspecified }
        set { set(\.horizontalSizeClass, newValue, .horizontalSizeClass) }
    }
    /// The overridden vertical size class (`.unspecified` when not overridden).
    ///
    ///     root.traitOverrides.verticalSizeClass = .compact
    public var verticalSizeClass: UIUserInterfaceSizeClass {
        get { overridden.contains(.verticalSizeClass) ? values.verticalSizeClass : .unspecified }
        set { set(\.verticalSizeClass, newValue, .verticalSizeClass) }
    }
    /// The overridden display scale (0 when not overridden); it changes no snapping, which follows the root's
    /// `contentScaleFactor`.
    ///
    ///     view.traitOverrides.displayScale = 3
    public var displayScale: CGFloat {
        get { overridden.contains(.displayScale) ? values.displayScale : 0 }
        set { set(\.displayScale, newValue, .displayScale) }
    }
    /// The overridden layout direction (`.unspecified` when not overridden); it flips every `.unspecified`
    /// view at and below the view that overrides it.
    ///
    ///     root.traitOverrides.layoutDirection = .rightToLeft
    public var layoutDirection: UITraitEnvironmentLayoutDirection {
        get { overridden.contains(.layoutDirection) ? values.layoutDirection : .unspecified }
        set { set(\.layoutDirection, newValue, .layoutDirection) }
    }
    /// The overridden idiom (`.unspecified` when not overridden); on a root it decides the size classes.
    ///
    ///     root.traitOverrides.userInterfaceIdiom = .pad
    public var userInterfaceIdiom: UIUserInterfaceIdiom {
        get { overridden.contains(.userInterfaceIdiom) ? values.userInterfaceIdiom : .unspecified }
        set { set(\.userInterfaceIdiom, newValue, .userInterfaceIdiom) }
    }
    /// The overridden appearance (`.unspecified` when not overridden).
    ///
    ///     view.traitOverrides.userInterfaceStyle = .dark
    public var userInterfaceStyle: UIUserInterfaceStyle {
        get { overridden.contains(.userInterfaceStyle) ? values.userInterfaceStyle : .unspecified }
        set { set(\.userInterfaceStyle, newValue, .userInterfaceStyle) }
    }
    /// The overridden text size (`.unspecified` when not overridden).
    ///
    ///     view.traitOverrides.preferredContentSizeCategory = .extraLarge
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { overridden.contains(.preferredContentSizeCategory) ? values.preferredContentSizeCategory : .unspecified }
        set { set(\.preferredContentSizeCategory, newValue, .preferredContentSizeCategory) }
    }

    /// Whether `trait` is overridden.
    ///
    ///     view.traitOverrides.contains(UITraitUserInterfaceStyle.self)   // false
    public func contains(_ trait: UITrait) -> Bool {
        let bit = Traits(trait)
        return !bit.isEmpty && overridden.contains(bit)
    }

    /// Stops overriding `trait`.
    ///
    ///     view.traitOverrides.remove(UITraitHorizontalSizeClass.self)
    public mutating func remove(_ trait: UITrait) {
        let bit = Traits(trait)
        overridden.remove(bit)
        values = values.replacing(bit, from: TraitValues())
    }

    /// Equal when the same traits are overridden with the same values.
    public static func == (lhs: UITraitOverrides, rhs: UITraitOverrides) -> Bool {
        lhs.overridden == rhs.overridden && lhs.applied(to: TraitValues()) == rhs.applied(to: TraitValues())
    }

    /// Hashes the overridden traits and values.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(overridden.rawValue)
        hasher.combine(applied(to: TraitValues()))
    }
}
