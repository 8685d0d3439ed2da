import Foundation

/// Changes the constant or priority of an activation's constraints that carry an identifier, in place.
///
///     activation.anchors("gap").update(constant: 20)
#if MainActorIsolation
@MainActor
#endif
public struct ConstraintUpdater {
    /// Selects among the identified constraints.
    public typealias Predicate = (ConstraintDescriptor) -> Bool

    weak var activation: Activation?
    let identifier: String
    let predicate: Predicate?

    /// Sets the constant (a solver edit) and/or the priority of every selected constraint. A priority change
    /// across `.required` deactivates, changes and reactivates the same constraint. Triggers no layout.
    ///
    ///     activation.anchors("gap").update(constant: 20, priority: .defaultHigh)
    public func update(constant: CGFloat? = nil, priority: UILayoutPriority? = nil) {
        guard constant != nil || priority != nil, let activation else { return }
        // Selected in a loop, not with `filter`: a closure that reads a constraint checks the main actor's
        // executor at run time for each one it is called with.
        var selected: [NSLayoutConstraint] = []
        for constraint in activation.liveConstraints where constraint.identifier == identifier {
            if predicate?(ConstraintDescriptor(constraint: constraint)) ?? true { selected.append(constraint) }
        }
        for constraint in selected {
            if let constant { constraint.constant = constant }
            if let priority, priority != constraint.priority {
                if (priority == .required) != (constraint.priority == .required) {
                    constraint.isActive = false
                    constraint.priority = priority
                    constraint.isActive = true
                } else {
                    constraint.priority = priority
                }
            }
        }
    }

    /// A read-only view of one constraint, for predicates.
    #if MainActorIsolation
    @MainActor
    #endif
    public struct ConstraintDescriptor {
        let constraint: NSLayoutConstraint
        /// The first attribute.
        public var attribute: NSLayoutConstraint.Attribute { constraint.firstAttribute }
        /// The relation.
        public var relation: NSLayoutConstraint.Relation { constraint.relation }
        /// The first item.
        public var firstItem: AnyObject? { constraint.firstItem }
        /// The second item.
        public var secondItem: AnyObject? { constraint.secondItem }
        /// The constant.
        public var constant: CGFloat { constraint.constant }
        /// The priority.
        public var priority: UILayoutPriority { constraint.priority }
        /// The identifier.
        public var identifier: String? { constraint.identifier }
    }
}
