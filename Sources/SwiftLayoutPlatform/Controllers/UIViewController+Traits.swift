import Foundation

extension UIViewController {
    // MARK: Trait collections (TheUIKitLayer.md)

    /// The controller's traits: what its view inherits before the view's own overrides (the view's
    /// superview's, or a root's base collection, with the controller's overrides). With no view loaded, its
    /// parent's with its overrides; with neither, those of a root the size of the main screen.
    ///
    ///     controller.traitCollection.horizontalSizeClass   // .compact on an iPhone in portrait
    public var traitCollection: UITraitCollection { UITraitCollection(values: currentTraitValues) }

    /// Traits the controller imposes on its view and everything below it (applied before the view's own). A
    /// change marks the view for layout; whoever's collection changes hears of it at the next pass.
    ///
    ///     controller.traitOverrides.horizontalSizeClass = .regular
    public var traitOverrides: UITraitOverrides {
        get { storedTraitOverrides }
        set {
            guard newValue != storedTraitOverrides else { return }
            let directionChanged = newValue.layoutDirection != storedTraitOverrides.layoutDirection
            storedTraitOverrides = newValue
            storedView?.traitOverridesDidChange(directionChanged: directionChanged)
        }
    }

    var currentTraitValues: TraitValues {
        if let storedView { return storedView.traitValuesBeforeOwnOverrides }
        if let parent = storedParent { return storedTraitOverrides.applied(to: parent.currentTraitValues) }
        let screen = UIScreen.main
        let idiom = storedTraitOverrides.userInterfaceIdiom
        return storedTraitOverrides.applied(to: .root(bounds: screen.bounds.size, scale: screen.scale,
                                                      idiom: idiom == .unspecified ? nil : idiom))
    }

    /// The trait check of a pass reached the view (just before the view's own check): the controller's
    /// collection is `values` and the view's `viewTraits`. Calls `traitCollectionDidChange(_:)` if the
    /// controller's changed since the last check, and refreshes the system minimum margins.
    func traitsChecked(_ values: TraitValues, viewTraits: TraitValues) {
        let remembered = rememberedTraits
        rememberedTraits = values
        if refreshSystemMinimumMargins(viewTraits: viewTraits) { storedView?.effectiveMarginsDidChange() }
        if let remembered, remembered != values {
            traitCollectionDidChange(UITraitCollection(values: remembered))
        }
    }
}
