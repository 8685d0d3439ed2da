import Foundation

#if MainActorIsolation
@MainActor
#endif
extension Activator {
    /// A resolved, not yet created constraint, and where it was declared (`entries[entry].anchors[anchor]`).
    ///
    /// A value that holds its items `unowned(unsafe)`: the materialised tree (`Prepared.tree`) holds every item
    /// a declaration names for the whole pass, and views carry weak-reference side tables whose reference
    /// counting takes the slow path. As a class holding its items strongly it cost 9.5 M of the 26.6 M
    /// instructions of a noop update of the dsl benchmark (N = 1,000, callgrind): one allocation per
    /// declaration and four slow reference-count operations.
    #if MainActorIsolation
    @MainActor
    #endif
    struct Declared {
        unowned(unsafe) let first: NSObject
        let firstAttribute: NSLayoutConstraint.Attribute
        let relation: NSLayoutConstraint.Relation
        unowned(unsafe) let second: NSObject?
        let secondAttribute: NSLayoutConstraint.Attribute
        let multiplier: CGFloat
        let constant: CGFloat
        let priority: UILayoutPriority
        let identifier: String?
        let entry: Int
        let anchor: Int

        /// The nine parts of its identity.
        var key: ConstraintKey {
            ConstraintKey(
                first: ObjectIdentifier(first), firstAttribute: firstAttribute, relation: relation,
                second: second.map(ObjectIdentifier.init), secondAttribute: secondAttribute,
                multiplier: multiplier, constant: constant, priority: priority, identifier: identifier)
        }

        /// Whether the two declare the same constraint (`key == other.key`, without building the keys).
        func isIdentical(to other: Declared) -> Bool {
            first === other.first && firstAttribute == other.firstAttribute && relation == other.relation
                && second === other.second && secondAttribute == other.secondAttribute
                && multiplier == other.multiplier && constant == other.constant && priority == other.priority
                && identifier == other.identifier
        }

        /// Whether `constraint`'s live values are this declaration (`ConstraintKey(live:) == key`, without
        /// building the keys).
        func isIdentical(to constraint: NSLayoutConstraint) -> Bool {
            guard constraint.firstAttribute == firstAttribute, constraint.relation == relation,
                  constraint.secondAttribute == secondAttribute, constraint.constant == constant,
                  constraint.multiplier == multiplier, constraint.priority == priority,
                  constraint.firstItem === first, constraint.secondItem === second else { return false }
            return constraint.identifier == identifier
        }

        func makeConstraint() -> NSLayoutConstraint {
            let constraint = NSLayoutConstraint(
                item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
                attribute: secondAttribute, multiplier: multiplier, constant: constant)
            constraint.priority = priority
            constraint.identifier = identifier
            return constraint
        }
    }
}
