import Foundation

extension UILayoutGuide {
    /// Whether another position or size of the guide satisfies the active constraints equally well.
    ///
    ///     spacer.hasAmbiguousLayout   // true while only its width is constrained
    public var hasAmbiguousLayout: Bool {
        guard let engine = storedOwningView?.existingEngine else { return false }
        return !engine.freeVariables(of: self).isEmpty
    }

    /// The active constraints the guide's position or size on `axis` depends on (those whose constant, if
    /// changed, would move it), in activation order.
    ///
    ///     spacer.constraintsAffectingLayout(for: .horizontal).count   // 2
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        storedOwningView?.existingEngine?.constraintsAffecting(self, axis: axis) ?? []
    }
}
