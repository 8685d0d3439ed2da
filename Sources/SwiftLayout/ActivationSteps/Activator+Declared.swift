import Foundation

#if MainActorIsolation
@MainActor
#endif
extension Activator {
    /// A resolved, not yet created constraint. A class, so that passing resolutions around retains one
    /// object instead of every item it names (views carry weak-reference side tables, whose reference
    /// counting is slow).
    #if MainActorIsolation
    @MainActor
    #endif
    final class Declared {
        let first: NSObject
        let firstAttribute: NSLayoutConstraint.Attribute
        let relation: NSLayoutConstraint.Relation
        let second: NSObject?
        let secondAttribute: NSLayoutConstraint.Attribute
        let multiplier: CGFloat
        let constant: CGFloat
        let priority: UILayoutPriority
        let identifier: String?
        let property: AnchorsConstraintProperty
        let key: ConstraintKey

        init(first: NSObject, firstAttribute: NSLayoutConstraint.Attribute, relation: NSLayoutConstraint.Relation,
             second: NSObject?, secondAttribute: NSLayoutConstraint.Attribute, multiplier: CGFloat,
             constant: CGFloat, priority: UILayoutPriority, identifier: String?, property: AnchorsConstraintProperty) {
            self.first = first
            self.firstAttribute = firstAttribute
            self.relation = relation
            self.second = second
            self.secondAttribute = secondAttribute
            self.multiplier = multiplier
            self.constant = constant
            self.priority = priority
            self.identifier = identifier
            self.property = property
            self.key = ConstraintKey(
                first: ObjectIdentifier(first), firstAttribute: firstAttribute, relation: relation,
                second: second.map(ObjectIdentifier.init), secondAttribute: secondAttribute,
                multiplier: multiplier, constant: constant, priority: priority, identifier: identifier)
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
