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

        var item: NSObject { view ?? guide! }

        var pair: Pair { Pair(superview: superview.map(ObjectIdentifier.init), item: ObjectIdentifier(item)) }
    }
}
