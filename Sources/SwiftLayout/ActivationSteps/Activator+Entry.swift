import Foundation

#if MainActorIsolation
@MainActor
#endif
extension Activator {
    /// A view or guide node after flattening (§2.3).
    ///
    /// Its views and guide are `unowned(unsafe)`, as in `Declared`: the materialised tree holds them for the
    /// whole pass, and a strong reference to a view takes the slow reference-counting path.
    struct Entry {
        // Figure: all platform and DSL unsafe annotations made safe: +12.8 % instructions, dsl (callgrind).
        unowned(unsafe) let superview: UIView?
        /// The entry whose view is `superview`, earlier in pre-order; -1 for a root.
        let superviewEntry: Int
        unowned(unsafe) let view: UIView?
        unowned(unsafe) let guide: UILayoutGuide?
        let anchors: [AnchorsConstraintProperty]
        let option: LayoutOption
        /// What the record keeps of this node, made once while flattening: reading it from the unowned fields
        /// retained the view (callgrind, dsl noop phase, N = 1,000: comparing the nodes was 1.86 M instructions;
        /// with the identity table made on demand, the whole phase 87.60 M → 84.89 M).
        let identity: Activation.NodeIdentity

        init(superview: UIView?, superviewEntry: Int, view: UIView?, guide: UILayoutGuide?,
             anchors: [AnchorsConstraintProperty], option: LayoutOption) {
            self.superview = superview
            self.superviewEntry = superviewEntry
            self.view = view
            self.guide = guide
            self.anchors = anchors
            self.option = option
            identity = Activation.NodeIdentity(
                kind: view != nil ? .view : .guide, option: option,
                superviewID: superview.map(ObjectIdentifier.init), itemID: ObjectIdentifier(view ?? guide!))
        }

        var item: NSObject { view ?? guide! }

        var pair: Pair { Pair(superview: identity.superviewID, item: identity.itemID) }
    }
}
