import Foundation

#if MainActorIsolation
@MainActor
#endif
extension Activator {
    /// A node's identity: (superview or owner, item).
    struct Pair: Hashable {
        let superview: ObjectIdentifier?
        let item: ObjectIdentifier
    }
}
