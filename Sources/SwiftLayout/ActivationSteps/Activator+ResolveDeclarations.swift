import Foundation

// Step 1 of the update: resolve the declarations (§6.2 steps 2–6, §5.1).
#if MainActorIsolation
@MainActor
#endif
extension Activator {
    /// Materialises the tree once, calls the will-hooks, flattens it into entries and resolves every
    /// declaration's second item (§6.2 steps 2–6).
    static func resolveDeclarations(_ layout: any Layout) -> Prepared {
        let tree = TreeNode(layout)
        tree.forEachPreOrder { $0.layoutWillActivate() }
        var entries: [Entry] = []
        flatten(tree, superview: nil, option: .none, into: &entries)
        let table = identifierTable(entries)
        var resolutions: [Resolution] = []
        var count = 0
        for entry in entries { count += entry.anchors.count }
        resolutions.reserveCapacity(count)
        for (entryIndex, entry) in entries.enumerated() {
            for (anchor, property) in entry.anchors.enumerated() {
                resolutions.append(resolve(property, of: entry, at: (entryIndex, anchor), table: table))
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
    static func resolve(_ property: AnchorsConstraintProperty, of entry: Entry, at place: (entry: Int, anchor: Int),
                        table: [String: NSObject]) -> Resolution {
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
            identifier: property.identifier, entry: place.entry, anchor: place.anchor))
    }
}
