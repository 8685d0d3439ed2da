import Foundation

#if MainActorIsolation
@MainActor
#endif
extension Activator {
    /// A resolved, not yet created constraint, and where it was declared (`entries[entry].anchors[anchor]`).
    ///
    /// A plain value, copied as bytes: it holds its items `unowned(unsafe)` and its identifier as an index into
    /// the pass's `Prepared.identifiers`. The materialised tree (`Prepared.tree`) holds every item a declaration
    /// names for the whole pass. As a class holding its items strongly (one allocation and four reference-count
    /// operations per declaration, on the slow path while views still had weak-reference side tables), the update
    /// step of the dsl benchmark's noop phase (N = 1,000, callgrind) ran 94.4 M instructions; with this value,
    /// unowned entries and identities compared, 78.7 M. With the
    /// identifier a `String?`, every copy was a runtime call: the whole noop phase ran 104.1 M instructions,
    /// 97.2 M with the index.
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
        /// The index of its identifier in the pass's `Prepared.identifiers` (equal strings, equal indices);
        /// -1 for none. A `String?` here made every copy of a declaration a runtime call.
        let identifier: Int
        let entry: Int
        let anchor: Int
        /// The items' identities: comparing them reads no reference.
        let firstID: ObjectIdentifier
        let secondID: ObjectIdentifier?

        init(first: NSObject, firstAttribute: NSLayoutConstraint.Attribute, relation: NSLayoutConstraint.Relation,
             second: NSObject?, secondAttribute: NSLayoutConstraint.Attribute, multiplier: CGFloat,
             constant: CGFloat, priority: UILayoutPriority, identifier: Int, entry: Int, anchor: Int) {
            self.first = first
            self.firstAttribute = firstAttribute
            self.relation = relation
            self.second = second
            self.secondAttribute = secondAttribute
            self.multiplier = multiplier
            self.constant = constant
            self.priority = priority
            self.identifier = identifier
            self.entry = entry
            self.anchor = anchor
            firstID = ObjectIdentifier(first)
            secondID = second.map(ObjectIdentifier.init)
        }

        /// The nine parts of its identity; `identifiers` is the pass's `Prepared.identifiers`.
        func key(_ identifiers: [String]) -> ConstraintKey {
            ConstraintKey(
                first: firstID, firstAttribute: firstAttribute, relation: relation, second: secondID,
                secondAttribute: secondAttribute, multiplier: multiplier, constant: constant, priority: priority,
                identifier: identifier < 0 ? nil : identifiers[identifier])
        }

        /// Whether the two declare the same constraint (`key == other.key`, without building the keys).
        func isIdentical(to other: Declared) -> Bool {
            firstID == other.firstID && firstAttribute == other.firstAttribute && relation == other.relation
                && secondID == other.secondID && secondAttribute == other.secondAttribute
                && multiplier == other.multiplier && constant == other.constant && priority == other.priority
                && identifier == other.identifier
        }

        /// Whether the two declare the same constraint but for the constant.
        func hasSameShape(as other: Declared) -> Bool {
            firstID == other.firstID && firstAttribute == other.firstAttribute && relation == other.relation
                && secondID == other.secondID && secondAttribute == other.secondAttribute
                && multiplier == other.multiplier && priority == other.priority && identifier == other.identifier
        }

        /// Whether the record's live values are this declaration but for the constant.
        func hasSameShape(as constraint: NSLayoutConstraint, firstID: ObjectIdentifier?,
                          secondID: ObjectIdentifier?, identifiers: [String]) -> Bool {
            guard constraint.firstAttribute == firstAttribute, constraint.relation == relation,
                  constraint.secondAttribute == secondAttribute, constraint.multiplier == multiplier,
                  constraint.priority == priority, firstID == self.firstID, secondID == self.secondID
            else { return false }
            guard let live = constraint.identifier else { return identifier < 0 }
            return identifier >= 0 && live == identifiers[identifier]
        }

        func makeConstraint(_ identifiers: [String]) -> NSLayoutConstraint {
            let constraint = NSLayoutConstraint(
                item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
                attribute: secondAttribute, multiplier: multiplier, constant: constant)
            constraint.priority = priority
            if identifier >= 0 { constraint.identifier = identifiers[identifier] }
            return constraint
        }
    }
}
