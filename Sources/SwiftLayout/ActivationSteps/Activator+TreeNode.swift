import Foundation

#if MainActorIsolation
@MainActor
#endif
extension Activator {
    /// The materialised tree, flat in pre-order: each node's `sublayouts` is read exactly once per pass.
    ///
    /// Flat arrays for the whole tree (the sibling arrays as read, each node's place in them, its parent)
    /// rather than a node value with a children array each; the steps that follow walk it in order.
    #if MainActorIsolation
    @MainActor
    #endif
    struct TreeNode {
        /// Where a node is: `groups[group][index]`.
        struct Place {
            let group: Int
            let index: Int
        }

        /// Every non-empty `sublayouts` read, as read (the root in a group of its own). The nodes stay in the
        /// arrays their parents returned: appending each to one array of its own copied it out of its
        /// existential box and boxed it again (callgrind, dsl noop phase, N = 1,000: the phase 55.75 M →
        /// 51.69 M instructions).
        private(set) var groups: [[any Layout]] = []
        /// The nodes, in pre-order.
        private(set) var places: [Place] = []
        /// `parents[i]`: the index of node i's parent, -1 for the root.
        private(set) var parents: [Int] = []

        init(_ layout: any Layout) {
            append([layout], parent: -1)
        }

        // Loops rather than closures here and below: a closure formed in main-actor code and passed to a
        // standard library function carries a dynamic isolation check per call (SE-0423).
        private mutating func append(_ siblings: [any Layout], parent: Int) {
            guard !siblings.isEmpty else { return }
            let group = groups.count
            groups.append(siblings)
            for index in siblings.indices {
                let node = places.count
                places.append(Place(group: group, index: index))
                parents.append(parent)
                append(siblings[index].sublayouts, parent: node)
            }
        }

        func forEachPreOrder(_ body: (any Layout) -> Void) {
            for place in places { body(groups[place.group][place.index]) }
        }
    }
}
