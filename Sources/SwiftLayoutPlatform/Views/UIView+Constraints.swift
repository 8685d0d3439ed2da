import Foundation

extension UIView {
    // MARK: Constraints on a view (TheUIKitLayer.md)

    /// The active constraints installed on this view, in installation order.
    ///
    ///     root.constraints.count   // the constraints whose nearest common ancestor is root
    public var constraints: [NSLayoutConstraint] { installedConstraints }

    /// Installs and activates `constraint` on the receiver, which must be a common ancestor of its items
    /// (otherwise `.viewHierarchyNotPrepared`).
    ///
    ///     root.addConstraint(NSLayoutConstraint(item: a, attribute: .top, relatedBy: .equal,
    ///                                           toItem: root, attribute: .top, multiplier: 1, constant: 0))
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        constraint.activate(installingOn: self)
    }

    /// `addConstraint` for each, in order.
    ///
    ///     root.addConstraints([top, leading])
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    /// Deactivates `constraint` if it is installed on the receiver; ignores others.
    ///
    ///     root.removeConstraint(top)
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.installedView === self else { return }
        constraint.deactivate()
    }

    /// `removeConstraint` for each.
    ///
    ///     root.removeConstraints(root.constraints)
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    // MARK: System constraints owned by a subclass

    /// Activates constraints a view subclass of this module generates for itself (a stack view's
    /// arrangement): they are installed on the receiver, validated like system constraints (not at all),
    /// listed in `constraints` and diagnostics, and never chosen to break while a user constraint in the same
    /// conflicting set can be broken instead.
    func activateOwnedSystemConstraints(_ constraints: [NSLayoutConstraint]) {
        guard !constraints.isEmpty else { return }
        let engine = self.engine
        for constraint in constraints {
            constraint.systemKind = .viewOwned
            constraint.activate(ownedBy: self, engine: engine)
        }
    }

    /// Deactivates constraints made with ``activateOwnedSystemConstraints(_:)``.
    func deactivateOwnedSystemConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints where constraint.systemKind == .viewOwned { constraint.deactivate() }
    }

    // MARK: Autoresizing (TheUIKitLayer.md)

    /// Whether the frame and `autoresizingMask` become required constraints (default true, as in UIKit).
    /// Set it to false on every view you position with constraints.
    ///
    ///     child.translatesAutoresizingMaskIntoConstraints = false
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { storedTranslates }
        set {
            guard newValue != storedTranslates else { return }
            storedTranslates = newValue
            if newValue { noteAutoresizingReference() }
            if isRoot {
                ownEngine?.updateEncapsulatedSize()
            } else {
                updateAutoresizingConstraints()
            }
            setNeedsUpdateConstraints()
            (storedSuperview ?? self).setNeedsLayout()
        }
    }

    /// Which segments stretch when the superview's size changes; default `[]`.
    ///
    ///     banner.autoresizingMask = [.flexibleWidth]
    public var autoresizingMask: AutoresizingMask {
        get { storedAutoresizingMask }
        set {
            guard newValue != storedAutoresizingMask else { return }
            storedAutoresizingMask = newValue
            noteAutoresizingReference()
            if !autoresizingConstraints.isEmpty { updateAutoresizingConstraints() }
        }
    }

    /// Creates, updates in place, or removes the four autoresizing constraints (TheUIKitLayer.md).
    func updateAutoresizingConstraints() {
        guard translatesAutoresizingMaskIntoConstraints, let superview = storedSuperview else {
            for constraint in autoresizingConstraints { constraint.deactivate() }
            autoresizingConstraints = []
            return
        }
        if autoresizingConstraints.isEmpty {
            autoresizingConstraints = [
                NSAutoresizingMaskLayoutConstraint(view: self, superview: superview, axis: .horizontal, isPosition: true),
                NSAutoresizingMaskLayoutConstraint(view: self, superview: superview, axis: .horizontal, isPosition: false),
                NSAutoresizingMaskLayoutConstraint(view: self, superview: superview, axis: .vertical, isPosition: true),
                NSAutoresizingMaskLayoutConstraint(view: self, superview: superview, axis: .vertical, isPosition: false),
            ]
            configureAutoresizing()
            for constraint in autoresizingConstraints { constraint.activate(installingOn: superview) }
        } else {
            configureAutoresizing()
            for constraint in autoresizingConstraints { constraint.constantOrPriorityDidChange() }
        }
    }

    /// Records the superview's bounds size as the length the mask is measured from (TheUIKitLayer.md): called when
    /// the frame, the mask, the superview or the translation flag is set by code, never by the layout pass.
    /// Returns whether it changed.
    @discardableResult
    func noteAutoresizingReference() -> Bool {
        let reference = storedSuperview?.bounds.size
        guard reference != autoresizingReference else { return false }
        autoresizingReference = reference
        return true
    }

    /// Computes each autoresizing constraint's share of the superview's size and its constant, measuring the
    /// mask from the superview's size when the frame was set (`autoresizingReference`).
    private func configureAutoresizing() {
        guard let superview = storedSuperview else { return }
        let mask = autoresizingMask
        let hCode = Self.maskCode(mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                                  mask.contains(.flexibleRightMargin))
        let vCode = Self.maskCode(mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                                  mask.contains(.flexibleBottomMargin))
        let code = "h=\(hCode) v=\(vCode)"
        // In alignment rects (TheUIKitLayer.md): the view's, measured from the superview's (a root's is its bounds).
        let aligned = alignmentRect(forFrame: frame)
        let superInsets = superview.isRoot ? .zero : superview.alignmentRectInsets
        let reference = autoresizingReference ?? superview.bounds.size
        for constraint in autoresizingConstraints {
            let horizontal = constraint.maskAxis == NSLayoutConstraint.Axis.horizontal
            let s = horizontal ? reference.width - superInsets.left - superInsets.right
                : reference.height - superInsets.top - superInsets.bottom
            let l = horizontal ? aligned.origin.x - superInsets.left : aligned.origin.y - superInsets.top
            let w = horizontal ? aligned.size.width : aligned.size.height
            let r = s - l - w
            var flexible: [Bool] = horizontal
                ? [mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)]
                : [mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)]
            if !flexible.contains(true) { flexible[2] = true }
            let lengths: [CGFloat] = [l, w, r]
            var total: CGFloat = 0
            for index in 0..<3 where flexible[index] { total += lengths[index] }
            let count = CGFloat(flexible.filter { $0 }.count)
            func share(_ index: Int) -> CGFloat {
                guard flexible[index] else { return 0 }
                return total == 0 ? 1 / count : lengths[index] / total
            }
            constraint.maskCode = code
            if constraint.isPosition {
                constraint.share = share(0)
                constraint.constant = l - share(0) * s
            } else {
                constraint.share = share(1)
                constraint.constant = w - share(1) * s
            }
        }
    }

    private static func maskCode(_ a: Bool, _ b: Bool, _ c: Bool) -> String {
        if !a && !b && !c { return "--&" }
        return (a ? "&" : "-") + (b ? "&" : "-") + (c ? "&" : "-")
    }

    // MARK: Intrinsic content size (TheUIKitLayer.md)

    /// A view with no intrinsic size on an axis returns this (−1).
    ///
    ///     UIView().intrinsicContentSize   // (-1, -1)
    nonisolated public static let noIntrinsicMetric: CGFloat = -1

    /// `invalidateIntrinsicContentSize()`: marks the intrinsic size for re-reading.
    func markIntrinsicContentSizeInvalid() {
        intrinsicContentSizeDidInvalidate()
        intrinsicSizeIsInvalid = true
        setNeedsUpdateConstraints()
        (storedSuperview ?? self).setNeedsLayout()
    }

    /// The hugging priority on an axis (default 250).
    ///
    ///     label.contentHuggingPriority(for: .horizontal)   // 250
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        hugging[axis.rawValue]
    }

    /// Sets the hugging priority; updates the content-size constraint's strength.
    ///
    ///     label.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        guard checkPriority(priority, "content hugging") else { return }
        hugging[axis.rawValue] = priority
        if let constraint = contentSizeConstraints[axis.rawValue] {
            constraint.huggingPriority = priority
            constraint.constantOrPriorityDidChange()
        }
    }

    /// The compression-resistance priority on an axis (default 750).
    ///
    ///     label.contentCompressionResistancePriority(for: .horizontal)   // 750
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        compressionResistance[axis.rawValue]
    }

    /// Sets the compression-resistance priority; updates the content-size constraint's strength.
    ///
    ///     label.setContentCompressionResistancePriority(.required, for: .horizontal)
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        guard checkPriority(priority, "compression resistance") else { return }
        compressionResistance[axis.rawValue] = priority
        if let constraint = contentSizeConstraints[axis.rawValue] {
            constraint.compressionResistancePriority = priority
            constraint.constantOrPriorityDidChange()
        }
    }

    private func checkPriority(_ priority: UILayoutPriority, _ what: String) -> Bool {
        guard priority.isValid else {
            report(.invalidPriority, .error, "Priority \(formatNumber(CGFloat(priority.rawValue))) for the \(what) of "
                + "\(shortName) is outside 0 < p <= 1000; the priority was not changed.", items: [self],
                context: .activation)
            return false
        }
        return true
    }

    /// Reads `intrinsicContentSize` and creates, updates in place or removes the content-size constraints.
    func updateContentSizeConstraints() {
        let size = intrinsicContentSize
        // A plain view (no intrinsic size, no content-size constraints) has nothing to do: the usual case.
        if size.width == UIView.noIntrinsicMetric && size.height == UIView.noIntrinsicMetric
            && contentSizeConstraints[0] == nil && contentSizeConstraints[1] == nil {
            return
        }
        for index in 0..<2 {
            let axis = NSLayoutConstraint.Axis(rawValue: index)!
            var value = axis == .horizontal ? size.width : size.height
            if !value.isFinite || (value < 0 && value != UIView.noIntrinsicMetric) {
                report(value.isFinite ? .invalidArgument : .nonFiniteValue, .error,
                       "\(shortName) has an invalid intrinsic content size \(formatNumber(value)) on the "
                       + "\(axis == .horizontal ? "horizontal" : "vertical") axis; it is treated as none.",
                       items: [self], context: .layout)
                value = UIView.noIntrinsicMetric
            }
            if value < 0 {
                contentSizeConstraints[index]?.deactivate()
                contentSizeConstraints[index] = nil
            } else if let constraint = contentSizeConstraints[index] {
                constraint.constant = value
            } else {
                let constraint = NSContentSizeLayoutConstraint(
                    view: self, axis: axis, value: value, hugging: hugging[index],
                    compressionResistance: compressionResistance[index])
                contentSizeConstraints[index] = constraint
                constraint.activate(installingOn: self)
            }
        }
    }

    // MARK: Layout direction changes

    /// Re-resolves leading/trailing and margins in the subtree after a direction change.
    func directionDidChange() {
        directionMayHaveChanged()
        setNeedsLayout()
    }

    /// Re-derives the constraints of every view of the subtree whose effective direction changed, as one
    /// step: flipped one at a time, a half-flipped set can conflict.
    func directionMayHaveChanged() {
        performAsOneLayoutStep {
            visitPreOrder { view in
                let direction = view.effectiveUserInterfaceLayoutDirection
                guard direction != view.lastKnownDirection else { return }
                view.lastKnownDirection = direction
                for constraint in view.installedConstraints { constraint.engine?.refresh(constraint) }
                view.refreshConstraintsUsingMargins()
            }
        }
    }

    /// Refreshes the constraints whose expressions contain this view's margins, as one step.
    func refreshConstraintsUsingMargins() {
        performAsOneLayoutStep {
            for constraint in layoutState.constraints {
                let usesMargins = (constraint.firstItem === self && constraint.firstAttribute.isMargin)
                    || (constraint.secondItem === self && constraint.secondAttribute.isMargin)
                if usesMargins { constraint.engine?.refresh(constraint) }
            }
        }
    }
}
