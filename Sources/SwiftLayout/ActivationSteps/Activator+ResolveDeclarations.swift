import Foundation

// Step 1 of the update: resolve the declarations (§6.2 steps 2–6, §5.1).
#if MainActorIsolation
@MainActor
#endif
extension Activator {
    /// Materialises the tree once, calls the will-hooks, flattens it into entries and resolves every
    /// declaration's second item (§6.2 steps 2–6).
    static func resolveDeclarations(_ layout: any Layout) -> Prepared {
        var prepared = materialise(layout)
        resolveAll(&prepared)
        return prepared
    }

    /// §6.2 steps 2–4: the tree materialised, the will-hooks called, the entries flattened; nothing resolved.
    static func materialise(_ layout: any Layout) -> Prepared {
        let tree = TreeNode(layout)
        tree.forEachPreOrder { $0.layoutWillActivate() }
        var entries: [Entry] = []
        entries.reserveCapacity(tree.places.count)  // growing it was 0.3 M instructions of copies (dsl noop phase)
        flatten(tree, into: &entries)
        return Prepared(tree: tree, entries: entries)
    }

    /// §6.2 steps 5–6: every declaration resolved, in node order and then declaration order.
    static func resolveAll(_ prepared: inout Prepared) {
        var table: [String: NSObject]?  // made when a declaration first names an identifier
        let entries = prepared.entries
        var count = 0
        for entry in entries { count += entry.anchors.count }
        prepared.declared.reserveCapacity(count)
        for entryIndex in entries.indices {
            let anchors = entries[entryIndex].anchors
            for anchor in anchors.indices {
                resolve(anchors, at: (entryIndex, anchor), table: &table, into: &prepared)
            }
        }
    }

    /// The view and guide nodes, in pre-order, each with the view above it and the option passed down to it.
    static func flatten(_ tree: TreeNode, into entries: inout [Entry]) {
        let places = tree.places
        let groups = tree.groups
        // What each node passes to its children: the view (or its own superview) and the option.
        // Unowned, as in `Entry`: the tree holds these views for the whole pass.
        // The superview's entry comes with it (-1 for none).
        struct Passed {
            unowned(unsafe) let superview: UIView?
            let entry: Int
        }
        var childSuperviews: [Passed] = []
        var childOptions: [LayoutOption] = []
        childSuperviews.reserveCapacity(places.count)
        childOptions.reserveCapacity(places.count)
        for index in places.indices {
            let layout = groups[places[index].group][places[index].index]
            let parent = tree.parents[index]
            let passed = parent < 0 ? Passed(superview: nil, entry: -1) : childSuperviews[parent]
            let option = parent < 0 ? LayoutOption.none : childOptions[parent]
            let view = layout.view
            if let view {
                entries.append(Entry(superview: passed.superview, superviewEntry: passed.entry, view: view,
                                     guide: nil, anchors: layout.anchors.constraints, option: option))
                childSuperviews.append(Passed(superview: view, entry: entries.count - 1))
            } else {
                if let guide = layout.layoutGuide {
                    entries.append(Entry(superview: passed.superview, superviewEntry: passed.entry, view: nil,
                                         guide: guide, anchors: layout.anchors.constraints, option: option))
                }
                childSuperviews.append(passed)
            }
            childOptions.append(layout.option ?? option)
        }
    }

    /// §5.2: every view and guide node with an identifier, the first in pre-order winning. Made only when a
    /// declaration names an identifier (reading every node's identifier was 1.07 M instructions of the dsl
    /// noop phase, N = 1,000, callgrind, where none does).
    static func identifierTable(_ entries: [Entry]) -> [String: NSObject] {
        var table: [String: NSObject] = [:]
        for entry in entries {
            let name = if let view = entry.view { view.accessibilityIdentifier } else { entry.guide?.identifier }
            guard let name, !name.isEmpty, table[name] == nil else { continue }
            table[name] = entry.item
        }
        return table
    }

    /// §5.1, the second item of `anchors[place.anchor]`, the entry's: appends the constraint, or the reason it
    /// is skipped. The declaration's fields are read in place: copying it retained its second item and its
    /// identifier (callgrind, dsl noop phase, N = 1,000: the phase 52.02 M → 50.94 M instructions).
    static func resolve(_ anchors: [AnchorsConstraintProperty], at place: (entry: Int, anchor: Int),
                        table: inout [String: NSObject]?, into prepared: inout Prepared) {
        // Identities throughout: the items as objects were retained for each declaration (callgrind, dsl noop
        // phase, N = 1,000: resolving 3.18 M → 1.24 M instructions).
        let identity = prepared.entries[place.entry].identity
        let second: ObjectIdentifier?
        switch secondItem(anchors, place.anchor, superviewID: identity.superviewID, entries: prepared.entries,
                          table: &table) {
        case .item(let item):
            second = item
        case .skipped(let kind):
            prepared.skipped.append((place.entry, place.anchor, ActivationDiagnostic(
                kind: kind, property: anchors[place.anchor], item: prepared.entries[place.entry].item)))
            return
        }
        let attribute = anchors[place.anchor].attribute
        var identifier = -1
        if let name = anchors[place.anchor].identifier { identifier = prepared.index(of: name) }
        prepared.declared.append(Declared(
            firstID: identity.itemID, firstAttribute: attribute, relation: anchors[place.anchor].relation,
            secondID: second,
            secondAttribute: second == nil ? .notAnAttribute : (anchors[place.anchor].toAttribute ?? attribute),
            multiplier: anchors[place.anchor].multiplier, constant: anchors[place.anchor].constant,
            priority: anchors[place.anchor].priority, identifier: identifier, entry: place.entry,
            anchor: place.anchor))
    }

    /// The second item of a declaration, or why it is skipped.
    enum SecondItem {
        /// Its identity; nil for none.
        case item(ObjectIdentifier?)
        case skipped(ActivationDiagnostic.Kind)
    }

    /// §5.1, the second item of `anchors[anchor]`, declared by a node under `superviewID`.
    static func secondItem(_ anchors: [AnchorsConstraintProperty], _ anchor: Int, superviewID: ObjectIdentifier?,
                           entries: [Entry], table: inout [String: NSObject]?) -> SecondItem {
        switch anchors[anchor].toItem {
        case .object(let object):
            return .item(ObjectIdentifier(object))
        case .identifier(let name):
            if table == nil { table = identifierTable(entries) }
            guard let found = table?[name] else { return .skipped(.unknownIdentifier(name)) }
            return .item(ObjectIdentifier(found))
        case .transparent:
            guard let superviewID else { return .skipped(.missingSuperview) }
            return .item(superviewID)
        case .deny:
            return .item(nil)
        }
    }
}
