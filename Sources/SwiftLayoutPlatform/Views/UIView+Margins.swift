import Foundation

extension UIView {
    // MARK: Margins (TheUIKitLayer.md)

    /// The margins in leading/trailing terms; default 8 on each edge. For the view of a view controller that
    /// respects the system minimum margins (the default), the getter returns the margins the view uses: the
    /// system minimum while none were set (`(0, 16, 0, 16)` at a compact width, 20 leading and trailing at a
    /// regular one), and otherwise, edge by edge, the larger of the value set and the minimum (UIKit's rule).
    /// The safe area is not included: `layoutMarginsGuide` adds it when `insetsLayoutMarginsFromSafeArea`.
    ///
    ///     view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
    ///     controller.view.directionalLayoutMargins   // (0, 16, 0, 16) on an iPhone in portrait, none set
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { marginsWithSystemMinimum }
        set {
            guard newValue != storedMargins || !hasCustomMargins else { return }
            guard [newValue.top, newValue.leading, newValue.bottom, newValue.trailing].allSatisfy(\.isFinite) else {
                report(.nonFiniteValue, .error, "\(shortName) refused non-finite layout margins; they stay as they were.",
                       items: [self])
                return
            }
            let before = marginsWithSystemMinimum
            storedMargins = newValue
            hasCustomMargins = true
            if marginsWithSystemMinimum != before { effectiveMarginsDidChange() }
        }
    }

    /// The margins in left/right terms (`left` is `leading` in a left-to-right view), the same margins as
    /// `directionalLayoutMargins` (a view controller's view included).
    ///
    ///     view.layoutMargins = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
    public var layoutMargins: UIEdgeInsets {
        get {
            let m = marginsWithSystemMinimum
            return effectiveUserInterfaceLayoutDirection == .leftToRight
                ? UIEdgeInsets(top: m.top, left: m.leading, bottom: m.bottom, right: m.trailing)
                : UIEdgeInsets(top: m.top, left: m.trailing, bottom: m.bottom, right: m.leading)
        }
        set {
            directionalLayoutMargins = effectiveUserInterfaceLayoutDirection == .leftToRight
                ? NSDirectionalEdgeInsets(top: newValue.top, leading: newValue.left, bottom: newValue.bottom,
                                          trailing: newValue.right)
                : NSDirectionalEdgeInsets(top: newValue.top, leading: newValue.right, bottom: newValue.bottom,
                                          trailing: newValue.left)
        }
    }

    /// Whether the safe area insets add to the margins; default true.
    ///
    ///     root.insetsLayoutMarginsFromSafeArea = false
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { storedInsetsFromSafeArea }
        set {
            guard newValue != storedInsetsFromSafeArea else { return }
            storedInsetsFromSafeArea = newValue
            effectiveMarginsDidChange()
        }
    }

    /// Whether the view's margins grow to keep its content inside the superview's margins; default false.
    /// Each effective margin becomes at least the superview's effective margin on that edge minus the
    /// distance between the two edges. It depends on the frames, so it settles in the layout pass that lays
    /// the view out (TheUIKitLayer.md, step 5).
    ///
    ///     root.layoutMargins = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
    ///     card.preservesSuperviewLayoutMargins = true   // card at x = 2: its left margin is 20 − 2 = 18
    public var preservesSuperviewLayoutMargins: Bool {
        get { storedPreservesSuperviewMargins }
        set {
            guard newValue != storedPreservesSuperviewMargins else { return }
            let before = effectiveMarginsLeftRight
            storedPreservesSuperviewMargins = newValue
            if newValue { markDependsOnSafeArea() }
            preservedMarginFloor = preservedMarginsFromFrames()
            if effectiveMarginsLeftRight != before { effectiveMarginsDidChange() }
        }
    }

    /// The margins the margin attributes and `layoutMarginsGuide` use: `layoutMargins` plus the safe area
    /// insets when `insetsLayoutMarginsFromSafeArea`, grown to the superview's when
    /// `preservesSuperviewLayoutMargins`.
    var effectiveMarginsLeftRight: UIEdgeInsets {
        var m = layoutMargins
        if insetsLayoutMarginsFromSafeArea {
            let s = safeAreaInsets
            m.top += s.top
            m.left += s.left
            m.bottom += s.bottom
            m.right += s.right
        }
        if storedPreservesSuperviewMargins {
            let floor = preservedMarginFloor
            m = UIEdgeInsets(top: max(m.top, floor.top), left: max(m.left, floor.left),
                             bottom: max(m.bottom, floor.bottom), right: max(m.right, floor.right))
        }
        return m
    }

    /// The least margins `preservesSuperviewLayoutMargins` implies with the current frames: the superview's
    /// effective margin on each edge minus the distance between the two edges (zero when off or a root).
    func preservedMarginsFromFrames() -> UIEdgeInsets {
        guard storedPreservesSuperviewMargins, let superview = storedSuperview else { return .zero }
        let outer = superview.effectiveMarginsLeftRight
        let b = superview.bounds, f = frame
        return UIEdgeInsets(top: outer.top - (f.minY - b.minY), left: outer.left - (f.minX - b.minX),
                            bottom: outer.bottom - (b.maxY - f.maxY), right: outer.right - (b.maxX - f.maxX))
    }

    /// After a pass: recomputes the preserved margins from the frames; true if the effective margins changed
    /// (they were then refreshed, and the pass must run again).
    func refreshPreservedMargins() -> Bool {
        let floor = preservedMarginsFromFrames()
        guard floor != preservedMarginFloor else { return false }
        let before = effectiveMarginsLeftRight
        preservedMarginFloor = floor
        guard effectiveMarginsLeftRight != before else { return false }
        effectiveMarginsDidChange()
        return true
    }

    func effectiveMarginsDidChange() {
        refreshConstraintsUsingMargins()
        setNeedsLayout()
        layoutMarginsDidChange()
        viewDelegate?.viewLayoutMarginsDidChange()
    }

    /// (headless setter) On a root, the insets a device would give it (status bar, home indicator). On other
    /// views the getter returns how far the unsafe bands of the view's source (the nearest ancestor that is
    /// the root or a view controller's view) overlap the view, edge by edge, as of the last layout pass
    /// (TheUIKitLayer.md): never more than the source's own inset, and nothing for a part of the view outside the
    /// source. A value set on a non-root view applies once the view is a root. A view controller's view adds the
    /// controller's `additionalSafeAreaInsets` (TheUIKitLayer.md).
    ///
    ///     root.safeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
    ///     root.layoutIfNeeded()
    ///     header.safeAreaInsets   // (top: 44, left: 0, bottom: 0, right: 0) for a header pinned to the top
    public var safeAreaInsets: UIEdgeInsets {
        get { isRoot ? withAdditionalSafeArea(storedSafeAreaInsets) : computedSafeAreaInsets }
        set {
            guard newValue != storedSafeAreaInsets else { return }
            guard [newValue.top, newValue.left, newValue.bottom, newValue.right].allSatisfy(\.isFinite) else {
                report(.nonFiniteValue, .error, "\(shortName) refused non-finite safe area insets.", items: [self])
                return
            }
            storedSafeAreaInsets = newValue
            safeAreaDidChange()
            if isRoot { notifySafeAreaInsetsDidChange() }
        }
    }

    func markDependsOnSafeArea() {
        guard !dependsOnSafeArea else { return }
        dependsOnSafeArea = true
        engine.hasSafeAreaDependents = true
    }

    /// The view whose unsafe bands a non-root view's safe area comes from (TheUIKitLayer.md): the nearest proper
    /// ancestor that is the root or the view of a view controller. Nil for a root.
    var safeAreaSource: UIView? {
        var view = storedSuperview
        while let current = view {
            if current.isSafeAreaSource { return current }
            view = current.storedSuperview
        }
        return nil
    }

    /// Whether the view's own safe area is the source of its descendants': a root or a view controller's view.
    var isSafeAreaSource: Bool { storedSuperview == nil || viewDelegate != nil }

    /// The non-root safe area insets implied by the current frames (TheUIKitLayer.md): on each edge, how far the
    /// source's unsafe band on that edge (the strip between the source's edge and its safe rectangle)
    /// overlaps the view, in the source's coordinates. So an inset never exceeds the source's, and a part of
    /// the view outside the source's bounds adds nothing.
    func safeAreaInsetsFromFrames() -> UIEdgeInsets {
        guard let source = safeAreaSource else { return withAdditionalSafeArea(storedSafeAreaInsets) }
        let insets = source.safeAreaInsets
        let b = source.bounds
        let mine = convert(bounds, to: source)
        func overlap(_ low: CGFloat, _ high: CGFloat, band bandLow: CGFloat, _ bandHigh: CGFloat) -> CGFloat {
            max(0, min(high, bandHigh) - max(low, bandLow))
        }
        return withAdditionalSafeArea(UIEdgeInsets(
            top: overlap(mine.minY, mine.maxY, band: b.minY, b.minY + insets.top),
            left: overlap(mine.minX, mine.maxX, band: b.minX, b.minX + insets.left),
            bottom: overlap(mine.minY, mine.maxY, band: b.maxY - insets.bottom, b.maxY),
            right: overlap(mine.minX, mine.maxX, band: b.maxX - insets.right, b.maxX)))
    }

    /// After a pass: recomputes the safe area of dependent non-root views in the subtree; true if one changed.
    func refreshComputedSafeAreas() -> Bool {
        var changed = false
        let recorder = rootView.ownEngine?.roundRecorder
        visitPreOrder { view in
            if view.storedPreservesSuperviewMargins {
                let before = recorder == nil ? .zero : view.effectiveMarginsLeftRight
                if view.refreshPreservedMargins() {
                    changed = true
                    recorder?.insets("layout margins", of: view, from: before, to: view.effectiveMarginsLeftRight)
                }
            }
            if view.refreshReadableWidth() { changed = true }
            guard view.dependsOnSafeArea, !view.isRoot else { return }
            let insets = view.safeAreaInsetsFromFrames()
            guard insets != view.computedSafeAreaInsets else { return }
            recorder?.insets("safe area insets", of: view, from: view.computedSafeAreaInsets, to: insets)
            view.computedSafeAreaInsets = insets
            view.safeAreaDidChange()
            view.notifySafeAreaInsetsDidChange()
            changed = true
        }
        return changed
    }

    func safeAreaDidChange() {
        if let guide = safeAreaGuide {
            let insets = safeAreaInsets
            for constraint in guide.systemConstraints {
                switch constraint.firstAttribute {
                case .left: constraint.constant = insets.left
                case .right: constraint.constant = -insets.right
                case .top: constraint.constant = insets.top
                default: constraint.constant = -insets.bottom
                }
            }
        }
        effectiveMarginsDidChange()
    }

    // MARK: System guides

    /// A guide inset from the view's edges by its effective margins (identifier `UIViewLayoutMarginsGuide`).
    ///
    ///     title.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor)
    public var layoutMarginsGuide: UILayoutGuide {
        if let guide = marginsGuide { return guide }
        let guide = makeSystemGuide("UIViewLayoutMarginsGuide")
        marginsGuide = guide
        markDependsOnSafeArea()
        let pairs: [(NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute, String)] = [
            (.left, .leftMargin, "UIView-leftMargin-guide-constraint"),
            (.right, .rightMargin, "UIView-rightMargin-guide-constraint"),
            (.top, .topMargin, "UIView-topMargin-guide-constraint"),
            (.bottom, .bottomMargin, "UIView-bottomMargin-guide-constraint"),
        ]
        for (guideAttribute, viewAttribute, identifier) in pairs {
            let constraint = NSLayoutConstraint(first: guide, firstAttribute: guideAttribute, relation: .equal,
                                                second: self, secondAttribute: viewAttribute, multiplier: 1, constant: 0)
            constraint.identifier = identifier
            constraint.systemKind = .marginsGuide
            guide.systemConstraints.append(constraint)
            constraint.activate(installingOn: self)
        }
        return guide
    }

    /// A guide covering the view's bounds inset by `safeAreaInsets` (identifier `UIViewSafeAreaLayoutGuide`).
    ///
    ///     header.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor)
    public var safeAreaLayoutGuide: UILayoutGuide {
        if let guide = safeAreaGuide { return guide }
        let guide = makeSystemGuide("UIViewSafeAreaLayoutGuide")
        safeAreaGuide = guide
        markDependsOnSafeArea()
        let insets = safeAreaInsets
        let edges: [(NSLayoutConstraint.Attribute, CGFloat, String)] = [
            (.left, insets.left, "left"), (.right, -insets.right, "right"),
            (.top, insets.top, "top"), (.bottom, -insets.bottom, "bottom"),
        ]
        for (attribute, constant, name) in edges {
            let constraint = NSLayoutConstraint(first: guide, firstAttribute: attribute, relation: .equal,
                                                second: self, secondAttribute: attribute, multiplier: 1,
                                                constant: constant)
            constraint.identifier = "UIViewSafeAreaLayoutGuide-\(name)"
            constraint.systemKind = .safeAreaGuide
            guide.systemConstraints.append(constraint)
            constraint.activate(installingOn: self)
        }
        return guide
    }

    /// A guide for readable text (identifier `UIViewReadableContentGuide`): top and bottom are the margins
    /// guide's; horizontally it is centred in the margins guide with width `min(margins width, 672)`, 672
    /// points being UIKit's readable width at the default text size. The width follows the view's frame, so it
    /// settles in the layout pass that lays the view out.
    ///
    ///     body.leadingAnchor.constraint(equalTo: root.readableContentGuide.leadingAnchor)
    public var readableContentGuide: UILayoutGuide {
        if let guide = readableGuide { return guide }
        let guide = makeSystemGuide("UIViewReadableContentGuide")
        readableGuide = guide
        let pairs: [(NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute, String)] = [
            (.left, .leftMargin, "left"), (.right, .rightMargin, "right"),
            (.top, .topMargin, "top"), (.bottom, .bottomMargin, "bottom"),
        ]
        for (guideAttribute, viewAttribute, name) in pairs {
            let constraint = NSLayoutConstraint(first: guide, firstAttribute: guideAttribute, relation: .equal,
                                                second: self, secondAttribute: viewAttribute, multiplier: 1, constant: 0)
            constraint.identifier = "UIViewReadableContentGuide-\(name)"
            constraint.systemKind = .marginsGuide
            guide.systemConstraints.append(constraint)
            constraint.activate(installingOn: self)
        }
        markDependsOnSafeArea()
        _ = refreshReadableWidth()
        return guide
    }

    /// Sets the readable guide's side insets from the current width; true if they changed.
    func refreshReadableWidth() -> Bool {
        guard let guide = readableGuide else { return false }
        let margins = effectiveMarginsLeftRight
        let inset = max(0, (bounds.width - margins.left - margins.right - 672) / 2)
        var changed = false
        for constraint in guide.systemConstraints {
            let value: CGFloat
            switch constraint.firstAttribute {
            case .left: value = inset
            case .right: value = -inset
            default: continue
            }
            if constraint.constant != value {
                constraint.constant = value
                changed = true
            }
        }
        return changed
    }

    func makeSystemGuide(_ identifier: String) -> UILayoutGuide {
        let guide = UILayoutGuide()
        guide.identifier = identifier
        guide.isSystemGuide = true
        guide.storedOwningView = self
        storedLayoutGuides.append(guide)
        return guide
    }

    // MARK: Layout guides (TheUIKitLayer.md)

    /// The guides owned by the view, in the order they were added (system guides included once created).
    ///
    ///     root.layoutGuides.count   // 1 after root.addLayoutGuide(spacer)
    public var layoutGuides: [UILayoutGuide] { storedLayoutGuides }

    /// Makes the receiver the guide's owning view (removing it from a previous owner first).
    ///
    ///     root.addLayoutGuide(spacer)
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        if layoutGuide.storedOwningView === self { return }
        if let previous = layoutGuide.storedOwningView {
            guard !layoutGuide.isSystemGuide else {
                report(.invalidArgument, .error, "\(layoutGuide.constraintItemName) is a system guide of "
                    + "\(previous.shortName) and cannot move.", items: [layoutGuide])
                return
            }
            previous.removeLayoutGuide(layoutGuide)
        }
        layoutGuide.storedOwningView = self
        storedLayoutGuides.append(layoutGuide)
    }

    /// Deactivates every constraint that refers to the guide, then clears its owning view. System guides
    /// cannot be removed (`.invalidArgument`).
    ///
    ///     root.removeLayoutGuide(spacer)
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.storedOwningView === self else { return }
        guard !layoutGuide.isSystemGuide else {
            report(.invalidArgument, .warning, "\(layoutGuide.constraintItemName) is a system guide of \(shortName) "
                + "and cannot be removed; the call was ignored.", items: [layoutGuide])
            return
        }
        var view: UIView? = self
        while let current = view {
            for constraint in current.installedConstraints
                where constraint.firstItem === layoutGuide || constraint.secondItem === layoutGuide {
                constraint.deactivate()
            }
            view = current.storedSuperview
        }
        storedLayoutGuides.removeAll { $0 === layoutGuide }
        layoutGuide.storedOwningView = nil
    }
}
