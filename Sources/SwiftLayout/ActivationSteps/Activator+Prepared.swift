import Foundation

#if MainActorIsolation
@MainActor
#endif
extension Activator {
    /// Steps 2–6 of §6.2: materialise, will-hooks, flatten, identifier table, resolve.
    struct Prepared {
        let tree: TreeNode
        let entries: [Entry]
        var resolutions: [Resolution]
    }
}
