import Foundation

#if MainActorIsolation
@MainActor
#endif
extension Activator {
    /// A node of the materialised tree: each node's `sublayouts` is read exactly once per pass.
    #if MainActorIsolation
    @MainActor
    #endif
    struct TreeNode {
        let layout: any Layout
        let children: [TreeNode]

        init(_ layout: any Layout) {
            self.layout = layout
            // Loops rather than closures here and below: a closure formed in main-actor code and passed to a
            // standard library function carries a dynamic isolation check per call (SE-0423).
            var children: [TreeNode] = []
            for child in layout.sublayouts { children.append(TreeNode(child)) }
            self.children = children
        }

        func forEachPreOrder(_ body: (any Layout) -> Void) {
            body(layout)
            for child in children { child.forEachPreOrder(body) }
        }
    }
}
