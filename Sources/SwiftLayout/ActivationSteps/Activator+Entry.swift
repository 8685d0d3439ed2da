import Foundation

#if MainActorIsolation
@MainActor
#endif
extension Activator {
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
}
