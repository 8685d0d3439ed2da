import Foundation

#if MainActorIsolation
@MainActor
#endif
extension Activator {
    /// Each view entry's declared subviews (the view entries right under it), in declaration order, as lists
    /// through the entries, and whether adding them again in order (§6.3) keeps the superview's order: told at
    /// the first re-add from the entries' identities and the superview's list alone, then kept while nothing
    /// changes the list (`keepsOrder(readding:under:of:_:)`).
    ///
    /// Looking at a superview's list at its first re-add, not beforehand in a pass of its own: the pass of its own
    /// retained every view it read, and a reference count written on a cold line cost more than the moves it
    /// saved (wall clock, dsl noop phase, N = 1,000: 4.24 → 4.45 ms with its answer thrown away).
    #if MainActorIsolation
    @MainActor
    #endif
    struct DeclaredSubviews {
        /// Per entry: the first view entry right under it; -1 for none.
        private var firsts: [Int]
        /// Per entry: the next view entry under the same superview entry; -1 for none.
        private var nexts: [Int]
        /// Per entry, once its first declared subview is added again: the version of its subviews' list then
        /// (`UIView.subviewsVersion`) while its run keeps its order; nil when it does not, or not yet.
        private var runVersions: [Int?]

        /// The lists of `entries`.
        init(_ entries: [Entry]) {
            firsts = [Int](repeating: -1, count: entries.count)
            nexts = firsts
            runVersions = [Int?](repeating: nil, count: entries.count)
            var lasts = firsts
            for index in entries.indices where entries[index].identity.kind == .view {
                let above = entries[index].superviewEntry
                guard above >= 0 else { continue }
                if firsts[above] < 0 { firsts[above] = index } else { nexts[lasts[above]] = index }
                lasts[above] = index
            }
        }

        /// Whether adding the view entry `index` again to `superview` (its superview entry `above`'s view) keeps
        /// the order: at the first of its declared subviews, whether they are its last subviews in their order
        /// (`areLastSubviews`); at the others, whether that held and nothing changed its subviews since.
        mutating func keepsOrder(readding index: Int, under above: Int, of superview: UIView,
                                 _ entries: [Entry]) -> Bool {
            if firsts[above] == index {
                let keeps = areLastSubviews(under: above, of: superview, entries)
                runVersions[above] = keeps ? superview.subviewsVersion : nil
            } else if let version = runVersions[above], version != superview.subviewsVersion {
                runVersions[above] = nil
            }
            return runVersions[above] != nil
        }

        /// Whether the view entries right under `above` are the last subviews of `superview` (its view), in
        /// their order: adding each again at the end then ends with the order it began with. Only the
        /// superview's list is read, not the subviews.
        func areLastSubviews(under above: Int, of superview: UIView, _ entries: [Entry]) -> Bool {
            var count = 0
            var child = firsts[above]
            while child >= 0 {
                count += 1
                child = nexts[child]
            }
            var slot = superview.subviewCount - count
            child = firsts[above]
            while child >= 0 {
                guard superview.hasSubview(entries[child].identity.itemID, at: slot) else { return false }
                slot += 1
                child = nexts[child]
            }
            return count > 0
        }
    }
}
