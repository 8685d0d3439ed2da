import Foundation

/// The constraints a stack generates (TheUIKitLayer.md), and how a regeneration keeps the unchanged ones.
extension UIStackView {
    /// One constraint to be.
    #if MainActorIsolation
    @MainActor
    #endif
    struct ArrangementSpec {
        // unowned(unsafe): a spec lives only while the stack regenerates, and its items are the stack, its
        // arranged subviews and its guides, which the stack holds. Retaining them costs 0.5 % of the stack build
        // (callgrind, N = 1,000: 550.5 M strong, 547.8 M unowned; 1.1 % while views had side tables).
        unowned(unsafe) var first: LayoutItem
        var firstAttribute: NSLayoutConstraint.Attribute
        var relation: NSLayoutConstraint.Relation
        unowned(unsafe) var second: LayoutItem?
        var secondAttribute: NSLayoutConstraint.Attribute
        var multiplier: CGFloat
        var constant: CGFloat
        var priority: UILayoutPriority
        var identifier: String

        /// What must be equal for an existing constraint to stay (everything but the constant).
        var key: Key {
            Key(first: ObjectIdentifier(first), firstAttribute: firstAttribute, relation: relation,
                second: second.map { ObjectIdentifier($0) }, secondAttribute: secondAttribute,
                multiplier: multiplier, priority: priority, identifier: identifier)
        }

        /// Whether `constraint` has this spec's key (what must be equal for it to stay).
        func matches(_ constraint: NSLayoutConstraint) -> Bool {
            // The stored items, compared with no retain (the stack's own constraints, whose accessors nothing
            // overrides). Figure: through `firstItem` and `secondItem`, two retains and two releases a
            // comparison: stack hide one row + layout (N = 1,000) 5.01 M → 4.63 M instructions (callgrind).
            return constraint.hasItems(first, second) && constraint.firstAttribute == firstAttribute
                && constraint.relation == relation
                && constraint.secondAttribute == secondAttribute && constraint.multiplier == multiplier
                && constraint.priority == priority && (constraint.identifier ?? "") == identifier
        }

        struct Key: Hashable {
            var first: ObjectIdentifier
            var firstAttribute: NSLayoutConstraint.Attribute
            var relation: NSLayoutConstraint.Relation
            var second: ObjectIdentifier?
            var secondAttribute: NSLayoutConstraint.Attribute
            var multiplier: CGFloat
            var priority: UILayoutPriority
            var identifier: String

        }
    }

    /// Appends one spec: first item, attribute, relation, second item, attribute, multiplier, constant,
    /// priority, identifier.
    typealias AddSpec = (LayoutItem, NSLayoutConstraint.Attribute, NSLayoutConstraint.Relation, LayoutItem?,
                         NSLayoutConstraint.Attribute, CGFloat, CGFloat, UILayoutPriority, String) -> Void

    /// The attributes along and across the axis (TheUIKitLayer.md's notation).
    struct AxisAttributes {
        var lead, trail, size, center: NSLayoutConstraint.Attribute
        var top, bottom, crossSize, crossCenter: NSLayoutConstraint.Attribute

        init(_ axis: NSLayoutConstraint.Axis) {
            if axis == .horizontal {
                (lead, trail, size, center) = (.leading, .trailing, .width, .centerX)
                (top, bottom, crossSize, crossCenter) = (.top, .bottom, .height, .centerY)
            } else {
                (lead, trail, size, center) = (.top, .bottom, .height, .centerY)
                (top, bottom, crossSize, crossCenter) = (.leading, .trailing, .width, .centerX)
            }
        }
    }

    /// The stack's own edge attribute, or its margin attribute when the arrangement is margin-relative.
    func canvasAttribute(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutConstraint.Attribute {
        guard isLayoutMarginsRelativeArrangement else { return attribute }
        switch attribute {
        case .leading: return .leadingMargin
        case .trailing: return .trailingMargin
        case .top: return .topMargin
        case .bottom: return .bottomMargin
        case .centerX: return .centerXWithinMargins
        case .centerY: return .centerYWithinMargins
        default: return attribute
        }
    }

    // MARK: Regeneration

    /// Computes the constraints the configuration calls for and brings the active set to it: a constraint
    /// whose items, attributes, relation, multiplier, priority and identifier are unchanged stays active
    /// (its constant is edited in place); the others are swapped. All of it reaches the engine as one step:
    /// edited constants and swapped constraints together (with spacing 0 a proportional constraint is
    /// required, with spacing 10 it is not, so editing the spacing first would conflict).
    func updateArrangementConstraints() {
        performAsOneLayoutStep { regenerateArrangementConstraints() }
    }

    private func regenerateArrangementConstraints() {
        let specs = arrangementSpecs()
        let old = arrangementConstraints
        let matches = Self.match(specs, to: old)
        var kept = Array(repeating: false, count: old.count)
        var result: [NSLayoutConstraint] = []
        result.reserveCapacity(specs.count)
        var fresh: [NSLayoutConstraint] = []
        var changed = false
        for i in specs.indices {
            let index = matches[i]
            if index >= 0 {
                kept[index] = true
                let constraint = old[index]
                if constraint.constant != specs[i].constant {
                    constraint.constant = specs[i].constant
                    changed = true
                }
                result.append(constraint)
            } else {
                let spec = specs[i]
                let constraint = NSLayoutConstraint(
                    item: spec.first, spec.firstAttribute, spec.relation, item: spec.second, spec.secondAttribute,
                    multiplier: spec.multiplier, constant: spec.constant, priority: spec.priority,
                    identifier: spec.identifier)
                fresh.append(constraint)
                result.append(constraint)
            }
        }
        var leaving: [NSLayoutConstraint] = []
        for (index, constraint) in old.enumerated() where !kept[index] { leaving.append(constraint) }
        if !leaving.isEmpty || !fresh.isEmpty { changed = true }
        deactivateOwnedSystemConstraints(leaving)
        activateOwnedSystemConstraints(fresh)
        // A loop, not `filter`: a main-actor closure handed to the standard library checks its executor on every
        // call (callgrind, N = 1,000: 3.8 M of the stack build).
        var active: [NSLayoutConstraint] = []
        active.reserveCapacity(result.count)
        for constraint in result where constraint.storedIsActive { active.append(constraint) }
        arrangementConstraints = active
        if changed { arrangementUpdateCount += 1 }
    }

    /// For each spec, the index of an active constraint of `old` with its key (each used once), or -1.
    ///
    /// Specs come in a fixed order, so after a local change (a row hidden or shown) most line up with the
    /// previous constraints: a walk along both, looking a few places ahead on a mismatch, pairs them with
    /// a comparison each. Whatever it leaves is paired through a dictionary of keys, so any change still
    /// finds every constraint that can stay. Regenerating a stack of thousands of rows on each hide thus
    /// costs a pass over them, not a hash table of them.
    private static func match(_ specs: [ArrangementSpec], to old: [NSLayoutConstraint]) -> [Int] {
        var matches = Array(repeating: -1, count: specs.count)
        var used = Array(repeating: false, count: old.count)
        let window = 8
        var j = 0
        var leftovers = false
        for i in specs.indices {
            var k = j
            while k < old.count && k < j + window && !(old[k].isActive && specs[i].matches(old[k])) { k += 1 }
            if k < old.count && k < j + window {
                // The constraints skipped over wait for the dictionary below.
                if k > j { leftovers = true }
                matches[i] = k
                used[k] = true
                j = k + 1
            } else {
                leftovers = true
            }
        }
        guard leftovers || j < old.count else { return matches }
        // The active constraints left, by key, each key's in order: `available[key]` is the first unused
        // one, `next[index]` the one after it (-1: none).
        var available: [ArrangementSpec.Key: Int] = [:]
        var next = Array(repeating: -1, count: old.count)
        for index in old.indices.reversed() where !used[index] && old[index].isActive {
            let key = key(of: old[index])
            next[index] = available[key] ?? -1
            available[key] = index
        }
        if available.isEmpty { return matches }
        for i in specs.indices where matches[i] < 0 {
            let key = specs[i].key
            if let index = available[key], index >= 0 {
                available[key] = next[index]
                matches[i] = index
            }
        }
        return matches
    }

    private static func key(of constraint: NSLayoutConstraint) -> ArrangementSpec.Key {
        ArrangementSpec.Key(
            first: ObjectIdentifier(constraint.firstItem ?? constraint), firstAttribute: constraint.firstAttribute,
            relation: constraint.relation, second: constraint.secondItem.map { ObjectIdentifier($0) },
            secondAttribute: constraint.secondAttribute, multiplier: constraint.multiplier,
            priority: constraint.priority, identifier: constraint.identifier ?? "")
    }

    // MARK: What the configuration calls for

    /// Every constraint of TheUIKitLayer.md for the current configuration, in a fixed order: alignment, then
    /// distribution and hiding. Within the alignment, the canvas and the spanner's fit enter the engine
    /// before the spanner's boundaries: measured on 1,000 rows of label + switch, that order keeps the
    /// solver's rows short (5.4 s → 0.3 s to build), with the same solution.
    func arrangementSpecs() -> [ArrangementSpec] {
        let arranged = storedArrangedSubviews
        guard !arranged.isEmpty else { return [] }
        var specs: [ArrangementSpec] = []
        // About six per arranged view plus the canvas's (a row of two: 14); growing by doubling costs more.
        specs.reserveCapacity(8 + 6 * arranged.count)
        func add(_ first: LayoutItem, _ a1: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
                 _ second: LayoutItem?, _ a2: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1,
                 _ constant: CGFloat = 0, _ priority: UILayoutPriority = .required, _ identifier: String) {
            specs.append(ArrangementSpec(first: first, firstAttribute: a1, relation: relation, second: second,
                                         secondAttribute: second == nil ? .notAnAttribute : a2,
                                         multiplier: multiplier, constant: constant, priority: priority,
                                         identifier: identifier))
        }
        let x = AxisAttributes(axis)
        // One loop, not two `filter`s (each call of a main-actor closure checks the executor).
        var visible: [UIView] = [], hidden: [UIView] = []
        visible.reserveCapacity(arranged.count)
        for view in arranged {
            if view.isHidden { hidden.append(view) } else { visible.append(view) }
        }
        alignmentSpecs(arranged: arranged, visible: visible, x: x, add: add)
        distributionSpecs(arranged: arranged, visible: visible, hidden: hidden, x: x, add: add)
        return specs
    }

    // MARK: Ties between equal priorities (TheUIKitLayer.md)

    /// Gives the arranged views their index for the engine's tie-break, in the stack's update-constraints phase,
    /// and re-derives the content-size constraints whose index changed.
    func reindexArrangedSubviews() {
        for index in storedArrangedSubviews.indices {
            let view = storedArrangedSubviews[index]
            let key = ObjectIdentifier(view)
            guard tieBreakIndices[key] != index else { continue }
            tieBreakIndices[key] = index
            refreshTieBreak(of: view)
        }
    }

    /// Re-derives the view's content-size constraints (their strengths depend on the index).
    func refreshTieBreak(of view: UIView) {
        view.contentSizeConstraints.horizontal?.constantOrPriorityDidChange()
        view.contentSizeConstraints.vertical?.constantOrPriorityDidChange()
    }

    /// The fraction of strength taken off the optional content-size constraints of `view` along `axis`:
    /// `index × 1e-6`, capped at 5e-4, so that among equal priorities the highest index gives way first.
    func contentTieBreak(for view: UIView, axis: NSLayoutConstraint.Axis) -> Double {
        guard axis == self.axis, let index = tieBreakIndices[ObjectIdentifier(view)] else { return 0 }
        return min(Double(index) * 1e-6, 5e-4)
    }
}
