import Foundation

extension UIView: UITraitEnvironment {
    // MARK: Trait collections (TheUIKitLayer.md)

    /// The view's traits: a root's base collection (an iPhone at the root's scale, size classes from its
    /// bounds) with the overrides of every view and view controller from the root down to this view.
    /// Computed on read; `traitCollectionDidChange(_:)` is called at the next layout pass after a change.
    ///
    ///     let root = UIView(frame: CGRect(x: 0, y: 0, width: 667, height: 375))
    ///     root.traitCollection.verticalSizeClass   // .compact (landscape)
    public var traitCollection: UITraitCollection { UITraitCollection(values: currentTraitValues) }

    /// Traits this view imposes on itself and its subtree. A change marks the view for layout; the views
    /// whose collections change hear of it at the next layout pass.
    ///
    ///     root.traitOverrides.userInterfaceIdiom = .pad
    ///     root.traitCollection.horizontalSizeClass   // .regular
    public var traitOverrides: UITraitOverrides {
        get { storedTraitOverrides }
        set {
            guard newValue != storedTraitOverrides else { return }
            let directionChanged = newValue.layoutDirection != storedTraitOverrides.layoutDirection
            storedTraitOverrides = newValue
            traitOverridesDidChange(directionChanged: directionChanged)
        }
    }

    /// After the overrides of this view (or of its view controller) changed: mark the subtree for the trait
    /// check of the next pass, and re-derive leading/trailing if the direction may have changed.
    func traitOverridesDidChange(directionChanged: Bool) {
        markTraitsForCheck()
        setNeedsLayout()
        if directionChanged { directionDidChange() }
    }

    /// The traits of this view now (`traitCollection` without the object).
    var currentTraitValues: TraitValues {
        storedTraitOverrides.applied(to: traitValuesBeforeOwnOverrides)
    }

    /// The traits this view inherits before its own overrides: its superview's (or, for a root, the base
    /// collection) with its view controller's overrides.
    var traitValuesBeforeOwnOverrides: TraitValues {
        let inherited = storedSuperview?.currentTraitValues ?? rootBaseTraitValues
        return controllerTraitOverrides?.applied(to: inherited) ?? inherited
    }

    /// The overrides of the view controller whose view this is, if any (`UIViewController.swift`).
    var controllerTraitOverrides: UITraitOverrides? { viewDelegate?.storedTraitOverrides }

    /// A root's base collection (TheUIKitLayer.md): the size classes follow the idiom its overrides (or its view
    /// controller's) give it, else the phone's.
    private var rootBaseTraitValues: TraitValues {
        let ownIdiom = storedTraitOverrides.userInterfaceIdiom
        let controllerIdiom = controllerTraitOverrides?.userInterfaceIdiom ?? .unspecified
        let idiom = ownIdiom != .unspecified ? ownIdiom : controllerIdiom != .unspecified ? controllerIdiom : nil
        return .root(bounds: storedFrame.size, scale: contentScaleFactor, idiom: idiom)
    }

    /// The layout direction this view's (or its view controller's) overrides impose, if any (TheUIKitLayer.md).
    var overriddenLayoutDirection: UIUserInterfaceLayoutDirection? {
        var direction = storedTraitOverrides.layoutDirection
        if direction == .unspecified, let controller = controllerTraitOverrides { direction = controller.layoutDirection }
        switch direction {
        case .leftToRight: return .leftToRight
        case .rightToLeft: return .rightToLeft
        case .unspecified: return nil
        }
    }

    // MARK: The check at the start of a pass (TheUIKitLayer.md)

    /// Marks the view and its subtree for the trait check of the next pass (the marks on the way up only say
    /// where to look).
    func markTraitsForCheck() {
        traitsNeedCheck = true
        subtreeTraitsNeedCheck = true
        // A marked view's ancestors are marked (marks are cleared top-down), so the walk stops at the first.
        var view = storedSuperview
        while let current = view, !current.subtreeTraitsNeedCheck {
            current.subtreeTraitsNeedCheck = true
            view = current.storedSuperview
        }
    }

    /// A root's size or scale changed: its collection may have (size classes, display scale).
    func rootTraitInputsDidChange() {
        markTraitsForCheck()
    }

    /// Whether an ancestor's traits changed since the last check that reached it (its subtree, the receiver's
    /// included, must be checked).
    var ancestorTraitsNeedCheck: Bool {
        var view = storedSuperview
        while let current = view {
            if current.traitsNeedCheck { return true }
            view = current.storedSuperview
        }
        return false
    }

    /// Calls `traitCollectionDidChange(_:)` once on every view of the receiver's subtree, in the parts marked
    /// or below a marked ancestor, whose collection differs from the one it had at the end of its last pass
    /// (its view controller just before it), and remembers the new one. A view's first pass only records its
    /// collection.
    func notifyTraitChanges() {
        let forced = ancestorTraitsNeedCheck
        guard forced || subtreeTraitsNeedCheck else { return }
        checkTraits(inherited: storedSuperview?.currentTraitValues, forced: forced)
    }

    private func checkTraits(inherited: TraitValues?, forced: Bool) {
        let forced = forced || traitsNeedCheck
        traitsNeedCheck = false
        subtreeTraitsNeedCheck = false
        let beforeOwn: TraitValues
        if let inherited {
            beforeOwn = controllerTraitOverrides?.applied(to: inherited) ?? inherited
        } else {
            beforeOwn = traitValuesBeforeOwnOverrides
        }
        let current = storedTraitOverrides.applied(to: beforeOwn)
        if forced {
            controllerTraitsMayHaveChanged(to: beforeOwn)
            let remembered = rememberedTraits
            rememberedTraits = current
            if let remembered, remembered != current {
                traitCollectionDidChange(UITraitCollection(values: remembered))
            }
        }
        for subview in storedSubviews where forced || subview.subtreeTraitsNeedCheck {
            subview.checkTraits(inherited: current, forced: forced)
        }
    }

    /// Tells the view controller whose view this is (if any) that its collection is `values` (the view's
    /// before its own overrides; `UIViewController.swift`).
    func controllerTraitsMayHaveChanged(to values: TraitValues) {
        viewDelegate?.traitsChecked(values, viewTraits: storedTraitOverrides.applied(to: values))
    }
}
