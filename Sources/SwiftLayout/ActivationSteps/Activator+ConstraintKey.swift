import Foundation

#if MainActorIsolation
@MainActor
#endif
extension Activator {
    /// The nine parts of constraint identity (§6.4); a nil `constant` makes it the shape.
    struct ConstraintKey: Hashable {
        let first: ObjectIdentifier
        let firstAttribute: NSLayoutConstraint.Attribute
        let relation: NSLayoutConstraint.Relation
        let second: ObjectIdentifier?
        let secondAttribute: NSLayoutConstraint.Attribute
        let multiplier: CGFloat
        var constant: CGFloat?
        let priority: UILayoutPriority
        let identifier: String?

        var shape: ConstraintKey {
            var copy = self
            copy.constant = nil
            return copy
        }

        init(first: ObjectIdentifier, firstAttribute: NSLayoutConstraint.Attribute,
             relation: NSLayoutConstraint.Relation, second: ObjectIdentifier?,
             secondAttribute: NSLayoutConstraint.Attribute, multiplier: CGFloat, constant: CGFloat?,
             priority: UILayoutPriority, identifier: String?) {
            self.first = first
            self.firstAttribute = firstAttribute
            self.relation = relation
            self.second = second
            self.secondAttribute = secondAttribute
            self.multiplier = multiplier
            self.constant = constant
            self.priority = priority
            self.identifier = identifier
        }

        /// The live values of a recorded constraint whose items had the identities `firstID` and `secondID`
        /// when it was made.
        #if MainActorIsolation
        @MainActor
        #endif
        init?(live constraint: NSLayoutConstraint, firstID: ObjectIdentifier?, secondID: ObjectIdentifier?) {
            guard let firstID else { return nil }
            self.init(first: firstID, firstAttribute: constraint.firstAttribute,
                      relation: constraint.relation, second: secondID,
                      secondAttribute: constraint.secondAttribute, multiplier: constraint.multiplier,
                      constant: constraint.constant, priority: constraint.priority,
                      identifier: constraint.identifier)
        }

        /// Hashes the cheap parts; `==` still compares all nine.
        func hash(into hasher: inout Hasher) {
            hasher.combine(first)
            hasher.combine(second)
            hasher.combine(firstAttribute.rawValue &* 64 &+ secondAttribute.rawValue &* 4 &+ relation.rawValue)
            if let constant { hasher.combine(Double(constant)) }
        }
    }
}
