/// The indices (of symbols or definitions) whose values may have changed since the last
/// `updateVariables`: each at most once, in the order they were marked.
struct DirtySet {
    /// The marked indices, in marking order.
    var list: [Int] = []
    /// Whether each index is marked; one flag per index the set can hold.
    private(set) var isMarked: [Bool] = []

    /// Makes room for one more index (unmarked).
    mutating func grow() { isMarked.append(false) }

    @inline(__always)
    mutating func mark(_ index: Int) {
        if !isMarked[index] {
            isMarked[index] = true
            list.append(index)
        }
    }

    /// Clears the flag of an index taken from `list`.
    @inline(__always)
    mutating func unmark(_ index: Int) { isMarked[index] = false }

    /// Forgets the indices from `count` on (flags and marks).
    mutating func truncate(to count: Int) {
        isMarked.removeSubrange(count...)
        list.removeAll { $0 >= count }
    }
}
