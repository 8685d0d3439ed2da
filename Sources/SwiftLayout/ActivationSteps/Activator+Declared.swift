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
        // Ordered and sized so that a declaration takes 56 bytes, not 104: the pass writes and reads 15,000 of
        // them at N = 1,000 (callgrind, cache simulated with a 1 MiB last-level cache, dsl noop phase: last-level
        // misses 222 k → 205 k, first-level 300 k → 273 k).
        /// The items' identities: comparing them reads no reference.
        let firstID: ObjectIdentifier
        let secondID: ObjectIdentifier?
        let multiplier: CGFloat
        let constant: CGFloat
        let priority: UILayoutPriority
        private let identifierIndex: Int32
        private let entryIndex: Int32
        private let anchorIndex: Int32
        let firstAttribute: NSLayoutConstraint.Attribute
        let relation: NSLayoutConstraint.Relation
        let secondAttribute: NSLayoutConstraint.Attribute

        init(first: NSObject, firstAttribute: NSLayoutConstraint.Attribute, relation: NSLayoutConstraint.Relation,
             second: NSObject?, secondAttribute: NSLayoutConstraint.Attribute, multiplier: CGFloat,
             constant: CGFloat, priority: UILayoutPriority, identifier: Int, entry: Int, anchor: Int) {
            self.init(firstID: ObjectIdentifier(first), firstAttribute: firstAttribute, relation: relation,
                      secondID: second.map(ObjectIdentifier.init), secondAttribute: secondAttribute,
                      multiplier: multiplier, constant: constant, priority: priority, identifier: identifier,
                      entry: entry, anchor: anchor)
        }

        /// The live values of a recorded constraint whose items had the identities `firstID` and `secondID` when
        /// it was made; `identifier` indexes the record's identifiers (`Activation.recordedValues`).
        init(live constraint: NSLayoutConstraint, firstID: ObjectIdentifier, secondID: ObjectIdentifier?,
             identifier: Int) {
            self.init(firstID: firstID, firstAttribute: constraint.firstAttribute, relation: constraint.relation,
                      secondID: secondID, secondAttribute: constraint.secondAttribute,
                      multiplier: constraint.multiplier, constant: constraint.constant,
                      priority: constraint.priority, identifier: identifier, entry: -1, anchor: -1)
        }

        init(firstID: ObjectIdentifier, firstAttribute: NSLayoutConstraint.Attribute,
             relation: NSLayoutConstraint.Relation, secondID: ObjectIdentifier?,
             secondAttribute: NSLayoutConstraint.Attribute, multiplier: CGFloat, constant: CGFloat,
             priority: UILayoutPriority, identifier: Int, entry: Int, anchor: Int) {
            self.firstID = firstID
            self.secondID = secondID
            self.multiplier = multiplier
            self.constant = constant
            self.priority = priority
            // A pass with 2³¹ declarations would not fit in memory.
            identifierIndex = Int32(truncatingIfNeeded: identifier)
            entryIndex = Int32(truncatingIfNeeded: entry)
            anchorIndex = Int32(truncatingIfNeeded: anchor)
            self.firstAttribute = firstAttribute
            self.relation = relation
            self.secondAttribute = secondAttribute
        }

        /// The index of its identifier in the pass's `Prepared.identifiers` (equal strings, equal indices);
        /// -1 for none. A `String?` here made every copy of a declaration a runtime call.
        var identifier: Int { Int(identifierIndex) }
        /// Where it was declared: `entries[entry].anchors[anchor]`.
        var entry: Int { Int(entryIndex) }
        var anchor: Int { Int(anchorIndex) }
        /// The items, read back from their identities, as `unowned(unsafe)` references would be: the materialised
        /// tree (`Prepared.tree`) holds them for the whole pass. Unowned fields read as identities retained the
        /// items (callgrind, dsl noop phase, N = 1,000: 46 k more retains).
        var first: NSObject { unsafeBitCast(firstID, to: NSObject.self) }
        var second: NSObject? { secondID.map { unsafeBitCast($0, to: NSObject.self) } }

        /// The same declaration with another constant.
        func with(constant: CGFloat) -> Declared {
            Declared(firstID: firstID, firstAttribute: firstAttribute, relation: relation, secondID: secondID,
                     secondAttribute: secondAttribute, multiplier: multiplier, constant: constant,
                     priority: priority, identifier: identifier, entry: entry, anchor: anchor)
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

        /// Whether a record whose constraint has the values `recorded` (its identifier indexing
        /// `recordedIdentifiers`) is this declaration but for the constant: `hasSameShape(as:firstID:…)` without
        /// reading the constraint.
        func hasSameShape(asRecorded recorded: Declared, identifiers: [String], recordedIdentifiers: [String])
            -> Bool {
            guard firstID == recorded.firstID, firstAttribute == recorded.firstAttribute,
                  relation == recorded.relation, secondID == recorded.secondID,
                  secondAttribute == recorded.secondAttribute, multiplier == recorded.multiplier,
                  priority == recorded.priority else { return false }
            guard identifier >= 0, recorded.identifier >= 0 else { return identifier < 0 && recorded.identifier < 0 }
            return identifiers[identifier] == recordedIdentifiers[recorded.identifier]
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
