import Foundation

/// An immutable set of traits of the interface: size classes, display scale, layout direction, idiom,
/// appearance and text size (TheUIKitLayer.md). A view's collection comes from its root (an iPhone in portrait at
/// the root's scale by default) with the `traitOverrides` of the views and controllers on the way down.
///
///     let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
///     root.traitCollection.horizontalSizeClass   // .compact
///     root.traitCollection.verticalSizeClass     // .regular (portrait)
///     UITraitCollection(horizontalSizeClass: .regular).containsTraits(in: nil)   // true
public final class UITraitCollection: NSObject, Sendable {
    let values: TraitValues

    init(values: TraitValues) {
        self.values = values
        super.init()
    }

    /// A collection with every trait unspecified.
    ///
    ///     UITraitCollection().horizontalSizeClass   // .unspecified
    public override convenience init() { self.init(values: TraitValues()) }

    /// A collection with only the horizontal size class specified.
    ///
    ///     UITraitCollection(horizontalSizeClass: .regular)
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(values: TraitValues(horizontalSizeClass: horizontalSizeClass))
    }

    /// A collection with only the vertical size class specified.
    ///
    ///     UITraitCollection(verticalSizeClass: .compact)
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(values: TraitValues(verticalSizeClass: verticalSizeClass))
    }

    /// A collection with only the display scale specified (0: unspecified).
    ///
    ///     UITraitCollection(displayScale: 3)
    public convenience init(displayScale: CGFloat) {
        self.init(values: TraitValues(displayScale: displayScale))
    }

    /// A collection with only the layout direction specified.
    ///
    ///     UITraitCollection(layoutDirection: .rightToLeft)
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(values: TraitValues(layoutDirection: layoutDirection))
    }

    /// A collection with only the idiom specified.
    ///
    ///     UITraitCollection(userInterfaceIdiom: .pad)
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
        self.init(values: TraitValues(userInterfaceIdiom: userInterfaceIdiom))
    }

    /// A collection with only the appearance specified.
    ///
    ///     UITraitCollection(userInterfaceStyle: .dark)
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(values: TraitValues(userInterfaceStyle: userInterfaceStyle))
    }

    /// A collection with only the text size specified.
    ///
    ///     UITraitCollection(preferredContentSizeCategory: .extraLarge)
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(values: TraitValues(preferredContentSizeCategory: preferredContentSizeCategory))
    }

    /// The traits of several collections: for each trait, the last collection that specifies it wins.
    ///
    ///     let merged = UITraitCollection(traitsFrom: [UITraitCollection(horizontalSizeClass: .compact),
    ///                                                 UITraitCollection(horizontalSizeClass: .regular)])
    ///     merged.horizontalSizeClass   // .regular
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var values = TraitValues()
        for collection in traitCollections {
            values = values.replacing(collection.values.specified, from: collection.values)
        }
        self.init(values: values)
    }

    /// The horizontal size class.
    ///
    ///     view.traitCollection.horizontalSizeClass == .compact
    public var horizontalSizeClass: UIUserInterfaceSizeClass { values.horizontalSizeClass }
    /// The vertical size class.
    ///
    ///     view.traitCollection.verticalSizeClass == .regular
    public var verticalSizeClass: UIUserInterfaceSizeClass { values.verticalSizeClass }
    /// The display scale (0: unspecified); a root's is its `contentScaleFactor`.
    ///
    ///     view.traitCollection.displayScale   // 2
    public var displayScale: CGFloat { values.displayScale }
    /// The layout direction.
    ///
    ///     view.traitCollection.layoutDirection   // .leftToRight
    public var layoutDirection: UITraitEnvironmentLayoutDirection { values.layoutDirection }
    /// The idiom.
    ///
    ///     view.traitCollection.userInterfaceIdiom   // .phone
    public var userInterfaceIdiom: UIUserInterfaceIdiom { values.userInterfaceIdiom }
    /// Light or dark (colors keep their light values here).
    ///
    ///     view.traitCollection.userInterfaceStyle   // .light
    public var userInterfaceStyle: UIUserInterfaceStyle { values.userInterfaceStyle }
    /// The preferred text size (Dynamic Type is not modelled: fonts do not follow it).
    ///
    ///     view.traitCollection.preferredContentSizeCategory   // .large
    public var preferredContentSizeCategory: UIContentSizeCategory { values.preferredContentSizeCategory }

    /// Whether every trait `trait` specifies has the same value in the receiver (true for nil).
    ///
    ///     view.traitCollection.containsTraits(in: UITraitCollection(horizontalSizeClass: .compact))   // true
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        let specified = trait.values.specified
        return values.replacing(specified, from: trait.values) == values
    }

    /// Equal when all seven traits are equal.
    ///
    ///     UITraitCollection(displayScale: 2) == UITraitCollection(displayScale: 2)   // true
    public override func isEqual(_ object: Any?) -> Bool {
        (object as? UITraitCollection)?.values == values
    }

    /// A hash of the seven traits.
    public override var hash: Int { values.hashValue }

    /// The specified traits, in UIKit's words:
    /// `<UITraitCollection: 0x…; HorizontalSizeClass = Compact, VerticalSizeClass = Regular, …>`.
    ///
    ///     print(UITraitCollection(horizontalSizeClass: .regular))
    ///     // <UITraitCollection: 0x…; HorizontalSizeClass = Regular>
    public override var description: String {
        var fields: [String] = []
        let v = values
        func sizeClass(_ s: UIUserInterfaceSizeClass) -> String { s == .compact ? "Compact" : "Regular" }
        if v.userInterfaceIdiom != .unspecified {
            let names: [UIUserInterfaceIdiom: String] = [.phone: "Phone", .pad: "Pad", .tv: "TV", .carPlay: "CarPlay",
                                                         .mac: "Mac", .vision: "Vision"]
            fields.append("UserInterfaceIdiom = \(names[v.userInterfaceIdiom] ?? "Unspecified")")
        }
        if v.displayScale != 0 { fields.append("DisplayScale = \(formatNumber(v.displayScale))") }
        if v.horizontalSizeClass != .unspecified {
            fields.append("HorizontalSizeClass = \(sizeClass(v.horizontalSizeClass))")
        }
        if v.verticalSizeClass != .unspecified { fields.append("VerticalSizeClass = \(sizeClass(v.verticalSizeClass))") }
        if v.userInterfaceStyle != .unspecified {
            fields.append("UserInterfaceStyle = \(v.userInterfaceStyle == .light ? "Light" : "Dark")")
        }
        if v.layoutDirection != .unspecified {
            fields.append("LayoutDirection = \(v.layoutDirection == .leftToRight ? "LeftToRight" : "RightToLeft")")
        }
        if v.preferredContentSizeCategory != .unspecified {
            fields.append("PreferredContentSizeCategory = \(v.preferredContentSizeCategory.rawValue)")
        }
        return "<UITraitCollection: \(addressString(self))" + (fields.isEmpty ? "" : "; " + fields.joined(separator: ", "))
            + ">"
    }
}

/// An object with a trait collection that tells it when the collection changes: views and view controllers.
///
///     final class Card: UIView {
///         override func traitCollectionDidChange(_ previous: UITraitCollection?) {
///             super.traitCollectionDidChange(previous)
///             axis = traitCollection.horizontalSizeClass == .regular ? .horizontal : .vertical
///         }
///     }
#if MainActorIsolation
@MainActor
#endif
public protocol UITraitEnvironment: AnyObject {
    /// The current traits.
    var traitCollection: UITraitCollection { get }
    /// Called once per change, at the next layout pass that reaches the object, with the collection it had.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
