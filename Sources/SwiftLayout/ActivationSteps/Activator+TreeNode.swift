import Foundation

#if MainActorIsolation
@MainActor
#endif
extension Activator {
    /// The materialised tree, flat in pre-order: each node's `sublayouts` is read exactly once per pass.
    ///
    /// Two arrays for the whole tree (the layouts and their parents' places) rather than a node value with a
    /// children array each; the steps that follow walk it in order.
    #if MainActorIsolation
    @MainActor
    #endif
    struct TreeNode {
        /// The layouts, in pre-order.
        private(set) var layouts: [any Layout] = []
        /// `parents[i]`: the index of node i's parent, -1 for the root.
        private(set) var parents: [Int] = []

        init(_ layout: any Layout) {
            append(layout, parent: -1)
        }

        // Loops rather than closures here and below: a closure formed in main-actor code and passed to a
        // standard library function carries a dynamic isolation check per call (SE-0423).
        private mutating func append(_ layout: any Layout, parent: Int) {
            let index = layouts.count
            layouts.append(layout)
            parents.append(parent)
            for child in layout.sublayouts { append(child, parent: index) }
        }

        func forEachPreOrder(_ body: (any Layout) -> Void) {
            for layout in layouts { body(layout) }
        }
    }
}
