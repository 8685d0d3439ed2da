import Foundation

/// Debugging an anchor (TheUIKitLayer.md): the item's answers, restricted to the anchor's axis.
extension NSLayoutAnchor {
    /// The axis of the anchor's attribute: horizontal for x-axis anchors and widths, vertical otherwise.
    private var axis: NSLayoutConstraint.Axis {
        switch attribute.axisKind {
        case .x: return .horizontal
        case .y: return .vertical
        case .dimension, .none: return attribute == .width ? .horizontal : .vertical
        }
    }

    /// Whether the item's position or size on the anchor's axis could take another value that satisfies
    /// the active constraints equally well (as `UIView.hasAmbiguousLayout`, for one axis).
    ///
    ///     child.leadingAnchor.hasAmbiguousLayout   // true while nothing places child horizontally
    ///     child.topAnchor.hasAmbiguousLayout       // false once its top and height are fixed
    public var hasAmbiguousLayout: Bool {
        let names: Set<String> = axis == .horizontal ? ["minX", "width"] : ["minY", "height"]
        if let view = item as? UIView {
            guard let engine = view.existingEngine else { return false }
            return engine.freeVariables(of: view).contains(where: names.contains)
        }
        if let guide = item as? UILayoutGuide {
            guard let engine = guide.owningView?.existingEngine else { return false }
            return engine.freeVariables(of: guide).contains(where: names.contains)
        }
        return false
    }

    /// The active constraints the item's position or size on the anchor's axis depends on, in activation
    /// order (as `constraintsAffectingLayout(for:)` with that axis).
    ///
    ///     child.widthAnchor.constraintsAffectingLayout   // [child.leading == root.leading + 10, child.width == 50]
    public var constraintsAffectingLayout: [NSLayoutConstraint] {
        if let view = item as? UIView { return view.constraintsAffectingLayout(for: axis) }
        if let guide = item as? UILayoutGuide { return guide.constraintsAffectingLayout(for: axis) }
        return []
    }
}
