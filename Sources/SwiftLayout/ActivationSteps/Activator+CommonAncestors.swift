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

    /// Step 8 (§5.1): items must share a common ancestor, and a guide must have an owner.
    static func checkCommonAncestors(_ prepared: inout Prepared) {
        var roots: [ObjectIdentifier: ObjectIdentifier?] = [:]
        // The last item looked up: one node's declarations share their first item.
        var last: (item: ObjectIdentifier, root: ObjectIdentifier?)?
        func root(of item: NSObject) -> ObjectIdentifier? {
            let id = ObjectIdentifier(item)
            if let last, last.item == id { return last.root }
            if let known = roots[id] {
                last = (id, known)
                return known
            }
            var found: ObjectIdentifier? = nil
            if let view = hostView(of: item) { found = ObjectIdentifier(topMost(view)) }
            roots[id] = found
            last = (id, found)
            return found
        }
        for index in prepared.resolutions.indices {
            guard case .constraint(let declared) = prepared.resolutions[index] else { continue }
            let firstRoot = root(of: declared.first)
            var ok = firstRoot != nil
            if ok, let second = declared.second {
                ok = root(of: second) == firstRoot
            }
            if !ok {
                let property = prepared.entries[declared.entry].anchors[declared.anchor]
                prepared.resolutions[index] = .diagnostic(ActivationDiagnostic(
                    kind: .noCommonAncestor, property: property, item: declared.first, secondItem: declared.second))
            }
        }
    }
}
