/// The rows that mention one symbol: an unordered set of row keys with O(1) insert and remove whose
/// iteration order depends only on the sequence of operations (never on a hashing seed).
///
/// Small sets are plain arrays searched linearly. Past `indexThreshold` keys a position index joins them:
/// an open-addressing table (linear probing, Fibonacci hashing of the symbol) holding each key's
/// position in `keys` plus one. It replaces a `Dictionary`, whose seeded hashing cost about as much as
/// the rest of a set operation.
struct RowSet: Sequence {
    private(set) var keys: [Symbol] = []
    /// Positions + 1 by hash slot (0: empty); empty while the set is small. Its size is a power of two
    /// at least twice the number of keys.
    private var index: [Int32] = []

    private static let indexThreshold = 24

    var isEmpty: Bool { keys.isEmpty }
    var count: Int { keys.count }

    /// Adds `key`, which *must not* be in the set.
    mutating func insert(_ key: Symbol) {
        // Most columns hold a few rows: room for eight from the start saves three reallocations.
        if keys.capacity == 0 { keys.reserveCapacity(8) }
        keys.append(key)
        if index.isEmpty {
            if keys.count > Self.indexThreshold { rebuildIndex() }
        } else if keys.count * 2 > index.count {
            rebuildIndex()
        } else {
            index[emptySlot(for: key)] = Int32(keys.count)
        }
    }

    /// Removes `key` if it is in the set; the last key takes its place.
    mutating func remove(_ key: Symbol) {
        if index.isEmpty {
            if let i = keys.lastIndex(of: key) {
                keys[i] = keys[keys.count - 1]
                keys.removeLast()
            }
            return
        }
        guard let slot = slot(of: key) else { return }
        let position = Int(index[slot]) - 1
        deleteSlot(slot)
        let lastPosition = keys.count - 1
        if position < lastPosition {
            let last = keys[lastPosition]
            index[self.slot(of: last)!] = Int32(position + 1)
            keys[position] = last
        }
        keys.removeLast()
    }

    mutating func removeAll() {
        keys.removeAll()
        index = []
    }

    func makeIterator() -> IndexingIterator<[Symbol]> { keys.makeIterator() }

    var underestimatedCount: Int { keys.count }

    // MARK: The position index

    private var mask: Int { index.count - 1 }

    @inline(__always)
    private func home(of key: Symbol) -> Int {
        let bits = index.count.trailingZeroBitCount
        return Int(truncatingIfNeeded: (UInt64(key.index) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - bits))
    }

    private func slot(of key: Symbol) -> Int? {
        var slot = home(of: key)
        while index[slot] != 0 {
            if keys[Int(index[slot]) - 1] == key { return slot }
            slot = (slot + 1) & mask
        }
        return nil
    }

    private func emptySlot(for key: Symbol) -> Int {
        var slot = home(of: key)
        while index[slot] != 0 { slot = (slot + 1) & mask }
        return slot
    }

    private mutating func rebuildIndex() {
        var size = 64
        while size < keys.count * 4 { size *= 2 }
        index = [Int32](repeating: 0, count: size)
        for (position, key) in keys.enumerated() { index[emptySlot(for: key)] = Int32(position + 1) }
    }

    /// Empties `slot` and moves later entries of its probe run back so that every key stays reachable
    /// from its home slot (Knuth's algorithm R for linear probing).
    private mutating func deleteSlot(_ slot: Int) {
        var hole = slot
        var next = slot
        while true {
            next = (next + 1) & mask
            let entry = index[next]
            if entry == 0 { break }
            let home = home(of: keys[Int(entry) - 1])
            // The entry may move into the hole when its home is not cyclically within (hole, next].
            let reachable = hole <= next ? (home > hole && home <= next) : (home > hole || home <= next)
            if !reachable {
                index[hole] = entry
                hole = next
            }
        }
        index[hole] = 0
    }
}
