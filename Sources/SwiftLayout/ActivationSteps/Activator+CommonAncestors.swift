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
        func root(of item: NSObject, _ id: ObjectIdentifier) -> ObjectIdentifier? {
            if let known = roots[id] { return known }
            var found: ObjectIdentifier? = nil
            if let view = hostView(of: item) { found = ObjectIdentifier(topMost(view)) }
            roots[id] = found
            return found
        }
        // The last first item: one node's declarations share it.
        var last: (item: ObjectIdentifier, root: ObjectIdentifier?)?
        for index in prepared.resolutions.indices {
            guard case .constraint(let declared) = prepared.resolutions[index] else { continue }
            let firstRoot: ObjectIdentifier?
            if let last, last.item == declared.firstID {
                firstRoot = last.root
            } else {
                firstRoot = root(of: declared.first, declared.firstID)
                last = (declared.firstID, firstRoot)
            }
            var ok = firstRoot != nil
            if ok, let secondID = declared.secondID {
                ok = root(of: declared.second!, secondID) == firstRoot
            }
            if !ok {
                let property = prepared.entries[declared.entry].anchors[declared.anchor]
                prepared.resolutions[index] = .diagnostic(ActivationDiagnostic(
                    kind: .noCommonAncestor, property: property, item: declared.first, secondItem: declared.second))
            }
        }
    }
}
