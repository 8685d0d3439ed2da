import Foundation

#if MainActorIsolation
@MainActor
#endif
extension Activator {
    /// Each view entry's declared subviews (the view entries right under it), in declaration order, as lists
    /// through the entries: whether adding them again in order (§6.3) keeps the superview's order is told before
    /// the first is added, from the entries' identities and the superview's list alone (`areLastSubviews`).
    ///
    /// Looking at a superview's list at its first re-add, not beforehand in a pass of its own: the pass of its own
    /// retained every view it read, and a reference count written on a cold line cost more than the moves it
    /// saved (wall clock, dsl noop phase, N = 1,000: 4.24 → 4.45 ms with its answer thrown away).
    #if MainActorIsolation
    @MainActor
    #endif
    struct DeclaredSubviews {
        /// Per entry: the first and the last view entry right under it; -1 for none.
        private var firsts: [Int]
        private var lasts: [Int]
        /// Per entry: the next view entry under the same superview entry; -1 for none.
        private var nexts: [Int]

        /// The lists of `entries`.
        init(_ entries: [Entry]) {
            firsts = [Int](repeating: -1, count: entries.count)
            lasts = firsts
            nexts = firsts
            for index in entries.indices where entries[index].identity.kind == .view {
                let above = entries[index].superviewEntry
                guard above >= 0 else { continue }
                if firsts[above] < 0 { firsts[above] = index } else { nexts[lasts[above]] = index }
                lasts[above] = index
            }
        }

        /// The first view entry right under the entry `above`; -1 for none (and for `above` < 0, a root).
        func first(under above: Int) -> Int { above >= 0 ? firsts[above] : -1 }

        /// The last view entry right under the entry `above`; -1 for none (and for `above` < 0).
        func last(under above: Int) -> Int { above >= 0 ? lasts[above] : -1 }

        /// Whether the view entries right under `above` are the last subviews of `superview` (its view), in
        /// their order: adding each again at the end then ends with the order it began with. Only the
        /// superview's list is read, not the subviews.
        func areLastSubviews(under above: Int, of superview: UIView, _ entries: [Entry]) -> Bool {
            var count = 0
            var child = first(under: above)
            while child >= 0 {
                count += 1
                child = nexts[child]
            }
            var slot = superview.subviewCount - count
            child = first(under: above)
            while child >= 0 {
                guard superview.hasSubview(entries[child].identity.itemID, at: slot) else { return false }
                slot += 1
                child = nexts[child]
            }
            return count > 0
        }
    }
}
