import Foundation

#if MainActorIsolation
@MainActor
#endif
extension Activator {
    /// The records between the matched prefix and the matched suffix, indexed by shape (identity without the constant): `chains[shape]`
    /// is the first and last record of that shape, and `next` links the others in recorded order.
    #if MainActorIsolation
    @MainActor
    #endif
    struct RecordedShapes {
        var chains: [ConstraintKey: (head: Int, tail: Int)] = [:]
        var next: [Int]
        var constants: [CGFloat]

        init(_ records: Activation.LiveRecords, from prefix: Int, to end: Int) {
            let live = records.constraints
            chains.reserveCapacity(end - prefix)
            next = [Int](repeating: -1, count: live.count)
            constants = [CGFloat](repeating: 0, count: live.count)
            for index in prefix..<end {
                guard let key = ConstraintKey(live: live[index], firstID: records.items[index].firstID,
                                              secondID: records.items[index].secondID) else { continue }
                constants[index] = key.constant ?? 0
                let shape = key.shape
                if let chain = chains[shape] {
                    next[chain.tail] = index
                    chains[shape] = (chain.head, index)
                } else {
                    chains[shape] = (index, index)
                }
            }
        }

        /// The first unmatched record of `shape` (with `constant`, if given), now marked in `matched`.
        func take(_ shape: ConstraintKey, constant: CGFloat?, matched: inout [Bool]) -> Int? {
            guard let chain = chains[shape] else { return nil }
            var candidate = chain.head
            while candidate >= 0 {
                if !matched[candidate] && (constant == nil || constants[candidate] == constant!) {
                    matched[candidate] = true
                    return candidate
                }
                candidate = next[candidate]
            }
            return nil
        }
    }
}
