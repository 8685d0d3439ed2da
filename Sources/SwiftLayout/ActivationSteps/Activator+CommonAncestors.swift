import Foundation

// The common-ancestor check of the resolved declarations (§6.2 step 8, §5.1).
#if MainActorIsolation
@MainActor
#endif
extension Activator {
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

    /// Each entry's root (the top of its host's hierarchy; nil for a guide without an owner), and whether its
    /// superview is its host or the host's superview. Such an entry shares its superview's entry's root: one
    /// superview load per entry rather than a walk to the top (callgrind, dsl noop phase, N = 1,000: the
    /// check 6.39 M → 5.52 M instructions).
    static func entryRoots(_ entries: [Entry]) -> (roots: [ObjectIdentifier?], underSuperview: [Bool]) {
        var roots: [ObjectIdentifier?] = []
        var under: [Bool] = []
        roots.reserveCapacity(entries.count)
        under.reserveCapacity(entries.count)
        for index in entries.indices {
            // The entry's fields, not the entry: a copy would retain its anchors.
            guard let host = entries[index].view ?? entries[index].guide?.owningView else {
                roots.append(nil)
                under.append(false)
                continue
            }
            if let superview = entries[index].superview, host === superview || host.superview === superview {
                let above = entries[index].superviewEntry
                roots.append(above >= 0 ? roots[above] : ObjectIdentifier(topMost(superview)))
                under.append(true)
            } else {
                roots.append(ObjectIdentifier(topMost(host)))
                under.append(false)
            }
        }
        return (roots, under)
    }

    /// Step 8 (§5.1): items must share a common ancestor, and a guide must have an owner. The declarations
    /// that fail leave `declared` for `skipped`.
    static func checkCommonAncestors(_ prepared: inout Prepared) {
        // The second items' roots, by identity; the item is loaded (and retained) only the first time. Reserved: growing it was a tenth of the check (callgrind, dsl noop phase, N = 1,000:
        // the check 5.51 M → 4.63 M instructions).
        var roots: [ObjectIdentifier: ObjectIdentifier?] = [:]
        roots.reserveCapacity(prepared.entries.count)
        func root(of index: Int, _ id: ObjectIdentifier) -> ObjectIdentifier? {
            if let known = roots[id] { return known }
            var found: ObjectIdentifier? = nil
            if let view = hostView(of: prepared.declared[index].second!) { found = ObjectIdentifier(topMost(view)) }
            roots[id] = found
            return found
        }
        // One entry's declarations share their first item, and most relate it to the entry's superview: its
        // root is the first item's when the superview is the first item's host or the host's superview.
        let (entryRoots, underSuperview) = entryRoots(prepared.entries)
        var current = (entry: -1, root: ObjectIdentifier?.none, superview: ObjectIdentifier?.none)
        var failed: [Int] = []
        for index in prepared.declared.indices {
            let entryIndex = prepared.declared[index].entry
            if entryIndex != current.entry {
                current = (entryIndex, entryRoots[entryIndex], nil)
                if underSuperview[entryIndex], let superview = prepared.entries[entryIndex].superview {
                    current.superview = ObjectIdentifier(superview)
                }
            }
            var ok = current.root != nil
            if ok, let secondID = prepared.declared[index].secondID, secondID != current.superview {
                ok = root(of: index, secondID) == current.root
            }
            if !ok { failed.append(index) }
        }
        guard !failed.isEmpty else { return }
        for index in failed {
            let declared = prepared.declared[index]
            let property = prepared.entries[declared.entry].anchors[declared.anchor]
            prepared.skipped.append((declared.entry, declared.anchor, ActivationDiagnostic(
                kind: .noCommonAncestor, property: property, item: declared.first, secondItem: declared.second)))
        }
        var kept: [Declared] = []
        kept.reserveCapacity(prepared.declared.count - failed.count)
        var next = 0
        for index in prepared.declared.indices {
            if next < failed.count, failed[next] == index {
                next += 1
            } else {
                kept.append(prepared.declared[index])
            }
        }
        prepared.declared = kept
    }
}
