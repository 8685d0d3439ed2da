import Foundation

/// The activation pass of spec §6.2, step by step.
enum Activator {
    /// A node of the materialised tree: each node's `sublayouts` is read exactly once per pass.
    struct TreeNode {
        let layout: any Layout
        let children: [TreeNode]

        init(_ layout: any Layout) {
            self.layout = layout
            self.children = layout.sublayouts.map(TreeNode.init)
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

    /// A resolved, not yet created constraint.
    struct Declared {
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

        var key: ConstraintKey {
            ConstraintKey(first: ObjectIdentifier(first), firstAttribute: firstAttribute, relation: relation,
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
        init?(live constraint: NSLayoutConstraint) {
            guard let first = constraint.firstItem else { return nil }
            self.init(first: ObjectIdentifier(first), firstAttribute: constraint.firstAttribute,
                      relation: constraint.relation, second: constraint.secondItem.map(ObjectIdentifier.init),
                      secondAttribute: constraint.secondAttribute, multiplier: constraint.multiplier,
                      constant: constraint.constant, priority: constraint.priority,
                      identifier: constraint.identifier)
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
            let name: String? = entry.view.map { $0.accessibilityIdentifier ?? "" } ?? entry.guide?.identifier
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
        for index in resolutions.indices {
            guard case .constraint(let declared) = resolutions[index] else { continue }
            let firstHost = hostView(of: declared.first)
            var ok = firstHost != nil
            if ok, let second = declared.second {
                if let secondHost = hostView(of: second) {
                    ok = topMost(firstHost!) === topMost(secondHost)
                } else {
                    ok = false
                }
            }
            if !ok {
                resolutions[index] = .diagnostic(ActivationDiagnostic(
                    kind: .noCommonAncestor, property: declared.property, item: declared.first,
                    secondItem: declared.second))
            }
        }
    }

    /// §6.3, additions: views re-added in declaration order (arranged in stack views), guides owned.
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
                        if stack.arrangedSubviews.contains(where: { $0 === view }) { stack.removeArrangedSubview(view) }
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
        var seen = Set<ConstraintKey>()
        var result: [Declared] = []
        for resolution in resolutions {
            guard case .constraint(let declared) = resolution else { continue }
            if seen.insert(declared.key).inserted { result.append(declared) }
        }
        return result
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

    static func update(_ layout: any Layout, from activation: Activation, forceLayout force: Bool) -> Activation {
        guard !activation.isUpdating else {
            writeToDiagnosticLog("SwiftLayout: ignored a nested update of the same Activation")
            return activation
        }
        activation.isUpdating = true
        defer { activation.isUpdating = false }

        var prepared = prepare(layout)
        let entries = prepared.entries

        // 7. The view step.
        let old = activation.nodes
        let newPairs = Set(entries.map(\.pair))
        removeVanishedNodes(old, keeping: newPairs)
        addNodes(entries)

        // 8. Common ancestors.
        checkCommonAncestors(&prepared.resolutions)

        // 9. The constraint step.
        let declared = collapseDuplicates(prepared.resolutions)
        let standing = constraintStep(declared, recorded: activation.liveConstraints)

        // 10. Record.
        activation.nodes = entries.map { entry in
            Activation.Node(kind: entry.view != nil ? .view : .guide, superview: entry.superview,
                            hasSuperview: entry.superview != nil, item: entry.item, option: entry.option)
        }
        activation.constraints = standing.map { Activation.WeakConstraint(constraint: $0) }
        activation.storedDiagnostics = prepared.resolutions.compactMap {
            if case .diagnostic(let diagnostic) = $0 { return diagnostic }
            return nil
        }
        for diagnostic in activation.storedDiagnostics { writeToDiagnosticLog(diagnostic.description) }

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
    static func constraintStep(_ declared: [Declared], recorded: [NSLayoutConstraint]) -> [NSLayoutConstraint] {
        // 2. Live records (the caller passes only alive and active ones).
        let live = recorded
        var exact: [ConstraintKey: [Int]] = [:]
        var shapes: [ConstraintKey: [Int]] = [:]
        var liveKeys: [ConstraintKey?] = []
        for (index, constraint) in live.enumerated() {
            let key = ConstraintKey(live: constraint)
            liveKeys.append(key)
            guard let key else { continue }
            exact[key, default: []].append(index)
            shapes[key.shape, default: []].append(index)
        }
        var matched = [Bool](repeating: false, count: live.count)
        var standing = [NSLayoutConstraint?](repeating: nil, count: declared.count)

        // 3. Exact matches: untouched.
        for (index, declaration) in declared.enumerated() {
            let key = declaration.key
            guard var candidates = exact[key] else { continue }
            while let first = candidates.first, matched[first] { candidates.removeFirst() }
            if let first = candidates.first {
                matched[first] = true
                standing[index] = live[first]
                candidates.removeFirst()
            }
            exact[key] = candidates
        }

        // 4. Constant-only matches: edits.
        var edits: [(NSLayoutConstraint, CGFloat)] = []
        for (index, declaration) in declared.enumerated() where standing[index] == nil {
            let shape = declaration.key.shape
            guard var candidates = shapes[shape] else { continue }
            while let first = candidates.first, matched[first] { candidates.removeFirst() }
            if let first = candidates.first {
                matched[first] = true
                standing[index] = live[first]
                edits.append((live[first], declaration.constant))
                candidates.removeFirst()
            }
            shapes[shape] = candidates
        }

        // 5. Deactivate the unmatched records, in recorded order.
        let unmatched = live.indices.filter { !matched[$0] }.map { live[$0] }
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

        // 8. Record.
        return standing.map { $0! }
    }

    static func finalActive(_ layout: any Layout, forceLayout force: Bool) {
        var prepared = prepare(layout)
        addNodes(prepared.entries)
        checkCommonAncestors(&prepared.resolutions)
        let declared = collapseDuplicates(prepared.resolutions)
        let constraints = declared.map { $0.makeConstraint() }
        if !constraints.isEmpty { NSLayoutConstraint.activate(constraints) }
        for resolution in prepared.resolutions {
            if case .diagnostic(let diagnostic) = resolution { writeToDiagnosticLog(diagnostic.description) }
        }
        if force { forceLayout(prepared.entries) { _ in true } }
        prepared.tree.forEachPreOrder { $0.layoutDidActivate() }
    }
}

/// A view that arranges some of its subviews (a stack view): the DSL adds declared children to
/// `arrangedSubviews` unless they are under `GroupLayout(option: .isNotArranged)`.
package protocol ArrangingContainer: UIView {
    /// The arranged subviews, in order.
    var arrangedSubviews: [UIView] { get }
    /// Adds (or moves to the end) an arranged subview, adding it as a subview if needed.
    func addArrangedSubview(_ view: UIView)
    /// Removes an arranged subview; it stays a subview.
    func removeArrangedSubview(_ view: UIView)
}
