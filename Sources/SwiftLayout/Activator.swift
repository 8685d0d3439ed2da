import Foundation

/// The activation pass of ActivationAndUpdates.md, step by step.
#if MainActorIsolation
@MainActor
#endif
enum Activator {
    /// A node of the materialised tree: each node's `sublayouts` is read exactly once per pass.
    #if MainActorIsolation
    @MainActor
    #endif
    struct TreeNode {
        let layout: any Layout
        let children: [TreeNode]

        init(_ layout: any Layout) {
            self.layout = layout
            // Loops rather than closures here and below: a closure formed in main-actor code and passed to a
            // standard library function carries a dynamic isolation check per call (SE-0423).
            var children: [TreeNode] = []
            for child in layout.sublayouts { children.append(TreeNode(child)) }
            self.children = children
        }

        func forEachPreOrder(_ body: (any Layout) -> Void) {
            body(layout)
            for child in children { child.forEachPreOrder(body) }
        }
    }

    /// A view or guide node after flattening (§2.3).
    struct Entry {
        let superview: UIView?
        let view: UIView?
        let guide: UILayoutGuide?
        let anchors: [AnchorsConstraintProperty]
        let option: LayoutOption

        var item: NSObject { view ?? guide! }

        var pair: Pair { Pair(superview: superview.map(ObjectIdentifier.init), item: ObjectIdentifier(item)) }
    }

    /// A node's identity: (superview or owner, item).
    struct Pair: Hashable {
        let superview: ObjectIdentifier?
        let item: ObjectIdentifier
    }

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

        /// The live values of an existing constraint.
        #if MainActorIsolation
        @MainActor
        #endif
        init?(live constraint: NSLayoutConstraint) {
            guard let first = constraint.firstItem else { return nil }
            self.init(first: ObjectIdentifier(first), firstAttribute: constraint.firstAttribute,
                      relation: constraint.relation, second: constraint.secondItem.map(ObjectIdentifier.init),
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

    /// A declaration after resolution: a constraint to make, or a diagnostic.
    enum Resolution {
        case constraint(Declared)
        case diagnostic(ActivationDiagnostic)
    }

    /// Steps 2–6 of §6.2: materialise, will-hooks, flatten, identifier table, resolve.
    struct Prepared {
        let tree: TreeNode
        let entries: [Entry]
        var resolutions: [Resolution]
    }

    static func prepare(_ layout: any Layout) -> Prepared {
        let tree = TreeNode(layout)
        tree.forEachPreOrder { $0.layoutWillActivate() }
        var entries: [Entry] = []
        flatten(tree, superview: nil, option: .none, into: &entries)
        let table = identifierTable(entries)
        var resolutions: [Resolution] = []
        var count = 0
        for entry in entries { count += entry.anchors.count }
        resolutions.reserveCapacity(count)
        for entry in entries {
            for property in entry.anchors {
                resolutions.append(resolve(property, of: entry, table: table))
            }
        }
        return Prepared(tree: tree, entries: entries, resolutions: resolutions)
    }

    static func flatten(_ node: TreeNode, superview: UIView?, option: LayoutOption, into entries: inout [Entry]) {
        let layout = node.layout
        let view = layout.view
        if let view {
            entries.append(Entry(superview: superview, view: view, guide: nil, anchors: layout.anchors.constraints,
                                 option: option))
        } else if let guide = layout.layoutGuide {
            entries.append(Entry(superview: superview, view: nil, guide: guide, anchors: layout.anchors.constraints,
                                 option: option))
        }
        let childSuperview = view ?? superview
        let childOption = layout.option ?? option
        for child in node.children {
            flatten(child, superview: childSuperview, option: childOption, into: &entries)
        }
    }

    /// §5.2: every view and guide node with an identifier, the first in pre-order winning.
    static func identifierTable(_ entries: [Entry]) -> [String: NSObject] {
        var table: [String: NSObject] = [:]
        for entry in entries {
            let name = if let view = entry.view { view.accessibilityIdentifier } else { entry.guide?.identifier }
            guard let name, !name.isEmpty, table[name] == nil else { continue }
            table[name] = entry.item
        }
        return table
    }

    /// §5.1, the second item.
    static func resolve(_ property: AnchorsConstraintProperty, of entry: Entry, table: [String: NSObject])
        -> Resolution {
        let second: NSObject?
        switch property.toItem {
        case .object(let object):
            second = object
        case .identifier(let name):
            guard let found = table[name] else {
                return .diagnostic(ActivationDiagnostic(kind: .unknownIdentifier(name), property: property,
                                                        item: entry.item))
            }
            second = found
        case .transparent:
            guard let superview = entry.superview else {
                return .diagnostic(ActivationDiagnostic(kind: .missingSuperview, property: property, item: entry.item))
            }
            second = superview
        case .deny:
            second = nil
        }
        return .constraint(Declared(
            first: entry.item, firstAttribute: property.attribute, relation: property.relation, second: second,
            secondAttribute: second == nil ? .notAnAttribute : (property.toAttribute ?? property.attribute),
            multiplier: property.multiplier, constant: property.constant, priority: property.priority,
            identifier: property.identifier, property: property))
    }

    /// The view an item stands for in the hierarchy: itself, or a guide's owning view.
    static func hostView(of item: NSObject) -> UIView? {
        if let view = item as? UIView { return view }
        if let guide = item as? UILayoutGuide { return guide.owningView }
        return nil
    }

    static func topMost(_ view: UIView) -> UIView {
        var current = view
        while let superview = current.superview { current = superview }
        return current
    }

    /// Step 8 (§5.1): items must share a common ancestor, and a guide must have an owner.
    static func checkCommonAncestors(_ resolutions: inout [Resolution]) {
        var roots: [ObjectIdentifier: ObjectIdentifier?] = [:]
        func root(of item: NSObject) -> ObjectIdentifier? {
            let id = ObjectIdentifier(item)
            if let known = roots[id] { return known }
            var found: ObjectIdentifier? = nil
            if let view = hostView(of: item) { found = ObjectIdentifier(topMost(view)) }
            roots[id] = found
            return found
        }
        for index in resolutions.indices {
            guard case .constraint(let declared) = resolutions[index] else { continue }
            let firstRoot = root(of: declared.first)
            var ok = firstRoot != nil
            if ok, let second = declared.second {
                ok = root(of: second) == firstRoot
            }
            if !ok {
                resolutions[index] = .diagnostic(ActivationDiagnostic(
                    kind: .noCommonAncestor, property: declared.property, item: declared.first,
                    secondItem: declared.second))
            }
        }
    }

    /// §6.3, additions: every declared view is added again to its superview in declaration order, even when it
    /// is already there (arranged in stack views), and guides are owned. A subview added again only moves
    /// (`didAddSubview(_:)` is called; nothing is invalidated), so an unchanged layout ends as it was.
    static func addNodes(_ entries: [Entry]) {
        for entry in entries {
            guard let superview = entry.superview else { continue }
            if let view = entry.view {
                if view.translatesAutoresizingMaskIntoConstraints {
                    view.translatesAutoresizingMaskIntoConstraints = false
                }
                superview.addSubview(view)
                if let stack = superview as? any ArrangingContainer {
                    if entry.option.contains(.isNotArranged) {
                        if stack.arrangedSubviews.containsObject(view) { stack.removeArrangedSubview(view) }
                    } else {
                        stack.addArrangedSubview(view)
                    }
                }
            } else if let guide = entry.guide, guide.owningView !== superview {
                guide.owningView?.removeLayoutGuide(guide)
                superview.addLayoutGuide(guide)
            }
        }
    }

    /// Whether the recorded nodes are exactly the new ones (same kinds, pairs and options, in order).
    static func nodesAreUnchanged(_ old: [Activation.Node], _ entries: [Entry]) -> Bool {
        guard old.count == entries.count else { return false }
        for (node, entry) in zip(old, entries) {
            guard node.kind == (entry.view != nil ? .view : .guide), node.option == entry.option,
                  node.hasSuperview == (entry.superview != nil), node.item === entry.item,
                  node.superview === entry.superview else { return false }
        }
        return true
    }

    /// §6.3, removals: old nodes whose pair is gone, if nothing else moved them since.
    static func removeVanishedNodes(_ old: [Activation.Node], keeping pairs: Set<Pair>) {
        for node in old where node.hasSuperview {
            guard let superview = node.superview, let item = node.item else { continue }
            guard !pairs.contains(Pair(superview: ObjectIdentifier(superview), item: ObjectIdentifier(item))) else {
                continue
            }
            switch node.kind {
            case .view:
                if let view = item as? UIView, view.superview === superview { view.removeFromSuperview() }
            case .guide:
                if let guide = item as? UILayoutGuide, guide.owningView === superview {
                    superview.removeLayoutGuide(guide)
                }
            }
        }
    }

    /// §6.5 step 1: the first of each set of identical declarations.
    static func collapseDuplicates(_ resolutions: [Resolution]) -> [Declared] {
        // Identical constraints share their first item. Runs of declarations with one first item (one node's
        // anchors) are compared pairwise; only items that head more than one run (a view declared twice)
        // need a hash set across runs.
        var result: [Declared] = []
        result.reserveCapacity(resolutions.count)
        var runs: [(item: ObjectIdentifier, start: Int, end: Int)] = []
        for resolution in resolutions {
            guard case .constraint(let declared) = resolution else { continue }
            let item = ObjectIdentifier(declared.first)
            if let last = runs.last, last.item == item {
                runs[runs.count - 1].end += 1
            } else {
                runs.append((item, result.count, result.count + 1))
            }
            result.append(declared)
        }
        var runItems = Set<ObjectIdentifier>(minimumCapacity: runs.count)
        var repeated = Set<ObjectIdentifier>()
        for run in runs where !runItems.insert(run.item).inserted { repeated.insert(run.item) }
        var keep = [Bool](repeating: true, count: result.count)
        var seenAcrossRuns = Set<ConstraintKey>()
        for run in runs {
            if repeated.contains(run.item) || run.end - run.start > 16 {
                for index in run.start..<run.end where !seenAcrossRuns.insert(result[index].key).inserted {
                    keep[index] = false
                }
            } else {
                for index in run.start..<run.end {
                    for earlier in run.start..<index where keep[earlier] && result[earlier].key == result[index].key {
                        keep[index] = false
                        break
                    }
                }
            }
        }
        if !keep.contains(false) { return result }
        return result.indices.filter { keep[$0] }.map { result[$0] }
    }

    /// §6.7.
    static func forceLayout(_ entries: [Entry], newPairs isNew: (Entry) -> Bool) {
        for entry in entries where entry.superview == nil {
            guard let view = entry.view else { continue }
            view.setNeedsLayout()
            view.layoutIfNeeded()
        }
        for entry in entries {
            guard let view = entry.view, isNew(entry) else { continue }
            view.cancelFrameAnimationInCurrentAnimation()
        }
    }

    // MARK: The passes

    /// Whether the two arrays hold the same objects in the same order.
    static func sameObjects(_ a: [NSLayoutConstraint], _ b: [NSLayoutConstraint]) -> Bool {
        guard a.count == b.count else { return false }
        for index in a.indices where a[index] !== b[index] { return false }
        return true
    }


    static func update(_ layout: any Layout, from activation: Activation, forceLayout force: Bool) -> Activation {
        guard !activation.isUpdating else {
            activation.reportNestedUpdate()
            return activation
        }
        activation.isUpdating = true
        defer { activation.isUpdating = false }

        var prepared = prepare(layout)
        let entries = prepared.entries

        // 7. The view step.
        let old = activation.nodes
        let sameNodes = nodesAreUnchanged(old, entries)
        var changes = ActivationChangeRecorder()  // change record (RENDERING §3)
        if !sameNodes {
            let newPairs = Set(entries.map(\.pair))
            changes.recordViewStep(old: old, entries: entries, newPairs: newPairs,
                                   liveConstraints: activation.liveConstraints)
            removeVanishedNodes(old, keeping: newPairs)
        }
        addNodes(entries)

        // 8. Common ancestors.
        checkCommonAncestors(&prepared.resolutions)

        // 9. The constraint step.
        let declared = collapseDuplicates(prepared.resolutions)
        let recorded = activation.liveConstraints
        // One step for the engines: constants edited one at a time can conflict half-way (both edges of a
        // fixed-width view moving), although neither the old nor the new layout does.
        var roots: [UIView] = []
        for entry in entries where entry.superview == nil {
            if let root = entry.view ?? entry.guide?.owningView { roots.append(root) }
        }
        var standing: [NSLayoutConstraint] = []
        UIView.performAsOneLayoutStep(in: roots) {
            standing = constraintStep(declared, recorded: recorded, changes: &changes)
        }

        // 10. Record.
        if !sameNodes {
            activation.nodes = entries.map { entry in
                Activation.Node(kind: entry.view != nil ? .view : .guide, superview: entry.superview,
                                hasSuperview: entry.superview != nil, item: entry.item, option: entry.option)
            }
        }
        if !(recorded.count == activation.constraints.count && standing.count == recorded.count
             && sameObjects(standing, recorded)) {
            activation.constraints = standing.map { Activation.WeakConstraint(constraint: $0) }
        }
        activation.storedDiagnostics = []
        for case .diagnostic(let diagnostic) in prepared.resolutions { activation.storedDiagnostics.append(diagnostic) }
        for diagnostic in activation.storedDiagnostics { diagnostic.report() }
        activation.lastChanges = changes.changes  // change record (RENDERING §3)

        // 11. Force layout.
        if force {
            var oldPairs = Set<Pair>()
            for node in old {
                guard let item = node.item else { continue }
                if node.hasSuperview {
                    guard let superview = node.superview else { continue }
                    oldPairs.insert(Pair(superview: ObjectIdentifier(superview), item: ObjectIdentifier(item)))
                } else {
                    oldPairs.insert(Pair(superview: nil, item: ObjectIdentifier(item)))
                }
            }
            forceLayout(entries) { !oldPairs.contains($0.pair) }
        }

        // 12. Did-hooks.
        prepared.tree.forEachPreOrder { $0.layoutDidActivate() }
        return activation
    }

    /// §6.5 steps 2–8; returns, in declaration order, the constraint that stands for each declaration.
    ///
    /// - Complexity: O(d + r) hash lookups for d declarations and r records.
    static func constraintStep(_ declared: [Declared], recorded: [NSLayoutConstraint],
                               changes: inout ActivationChangeRecorder) -> [NSLayoutConstraint] {
        // 2. Live records (the caller passes only alive and active ones).
        let live = recorded
        var matched = [Bool](repeating: false, count: live.count)
        var standing = [NSLayoutConstraint?](repeating: nil, count: declared.count)

        // 3a. Exact matches in the common prefix, by position: declarations are collapsed, so each prefix
        // record is the first unmatched record of its declaration's identity. An unchanged layout stops here.
        var prefix = 0
        while prefix < declared.count, prefix < live.count,
              ConstraintKey(live: live[prefix]) == declared[prefix].key {
            matched[prefix] = true
            standing[prefix] = live[prefix]
            prefix += 1
        }
        if prefix == declared.count && prefix == live.count {
            changes.recordAllUntouched(live.count)  // change record (RENDERING §3)
            return live
        }

        // The remaining records, indexed by shape: `chains[shape]` is the first and last record of that shape,
        // and `next` links the others in recorded order. Identity = shape + constant.
        var chains: [ConstraintKey: (head: Int, tail: Int)] = [:]
        chains.reserveCapacity(live.count - prefix)
        var next = [Int](repeating: -1, count: live.count)
        var liveConstants = [CGFloat](repeating: 0, count: live.count)
        for index in live.indices.dropFirst(prefix) {
            guard let key = ConstraintKey(live: live[index]) else { continue }
            liveConstants[index] = key.constant ?? 0
            let shape = key.shape
            if let chain = chains[shape] {
                next[chain.tail] = index
                chains[shape] = (chain.head, index)
            } else {
                chains[shape] = (index, index)
            }
        }

        /// The first unmatched record of `shape` (with `constant`, if given), now matched.
        func take(_ shape: ConstraintKey, constant: CGFloat?) -> Int? {
            guard let chain = chains[shape] else { return nil }
            var candidate = chain.head
            while candidate >= 0 {
                if !matched[candidate] && (constant == nil || liveConstants[candidate] == constant!) {
                    matched[candidate] = true
                    return candidate
                }
                candidate = next[candidate]
            }
            return nil
        }

        // 3b. Exact matches of the rest: untouched.
        for index in declared.indices.dropFirst(prefix) {
            let declaration = declared[index]
            if let found = take(declaration.key.shape, constant: declaration.constant) { standing[index] = live[found] }
        }

        // 4. Constant-only matches: edits.
        var edits: [(NSLayoutConstraint, CGFloat)] = []
        for index in declared.indices.dropFirst(prefix) where standing[index] == nil {
            if let found = take(declared[index].key.shape, constant: nil) {
                standing[index] = live[found]
                edits.append((live[found], declared[index].constant))
            }
        }

        // 5. Deactivate the unmatched records, in recorded order.
        var unmatched: [NSLayoutConstraint] = []
        for index in live.indices where !matched[index] { unmatched.append(live[index]) }
        changes.recordEdits(edits, deactivating: unmatched)  // change record (RENDERING §3)
        if !unmatched.isEmpty { NSLayoutConstraint.deactivate(unmatched) }

        // 6. Apply the edits in place.
        for (constraint, constant) in edits { constraint.constant = constant }

        // 7. Activate the new ones, in declaration order.
        var fresh: [NSLayoutConstraint] = []
        for index in declared.indices where standing[index] == nil {
            let constraint = declared[index].makeConstraint()
            standing[index] = constraint
            fresh.append(constraint)
        }
        if !fresh.isEmpty { NSLayoutConstraint.activate(fresh) }
        changes.recordActivated(fresh, declared: declared.count)  // change record (RENDERING §3)

        // 8. Record.
        var result: [NSLayoutConstraint] = []
        result.reserveCapacity(standing.count)
        for constraint in standing { result.append(constraint!) }
        return result
    }

    static func finalActive(_ layout: any Layout, forceLayout force: Bool) {
        var prepared = prepare(layout)
        addNodes(prepared.entries)
        checkCommonAncestors(&prepared.resolutions)
        let declared = collapseDuplicates(prepared.resolutions)
        let constraints = declared.map { $0.makeConstraint() }
        if !constraints.isEmpty { NSLayoutConstraint.activate(constraints) }
        for resolution in prepared.resolutions {
            if case .diagnostic(let diagnostic) = resolution { diagnostic.report() }
        }
        if force { forceLayout(prepared.entries) { _ in true } }
        prepared.tree.forEachPreOrder { $0.layoutDidActivate() }
    }
}

/// A view that arranges some of its subviews (a stack view): the DSL adds declared children to
/// `arrangedSubviews` unless they are under `GroupLayout(option: .isNotArranged)`.
#if MainActorIsolation
@MainActor
#endif
package protocol ArrangingContainer: UIView {
    /// The arranged subviews, in order.
    var arrangedSubviews: [UIView] { get }
    /// Adds (or moves to the end) an arranged subview, adding it as a subview if needed.
    func addArrangedSubview(_ view: UIView)
    /// Removes an arranged subview; it stays a subview.
    func removeArrangedSubview(_ view: UIView)
}

/// `UIStackView` is the arranging container of UIKit: declared children become arranged subviews.
extension UIStackView: ArrangingContainer {}
