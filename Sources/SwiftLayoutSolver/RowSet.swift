/// The rows that mention one symbol: an unordered set of row keys with O(1) insert and remove
/// whose iteration order depends only on the sequence of operations (never on hashing seeds).
///
/// Small sets are plain arrays searched linearly; large ones keep a position index.
struct RowSet {
    private(set) var keys: [Symbol] = []
    private var positions: [Symbol: Int]? = nil

    var isEmpty: Bool { keys.isEmpty }
    var count: Int { keys.count }

    mutating func insert(_ key: Symbol) {
        if var index = positions {
            positions = nil
            index[key] = keys.count
            keys.append(key)
            positions = index
            return
        }
        keys.append(key)
        if keys.count > 24 {
            var index: [Symbol: Int] = [:]
            index.reserveCapacity(keys.count * 2)
            for (i, k) in keys.enumerated() { index[k] = i }
            positions = index
        }
    }

    mutating func remove(_ key: Symbol) {
        if var index = positions {
            positions = nil
            guard let i = index.removeValue(forKey: key) else { positions = index; return }
            let last = keys.removeLast()
            if i < keys.count {
                keys[i] = last
                index[last] = i
            }
            positions = index
            return
        }
        if let i = keys.lastIndex(of: key) {
            keys[i] = keys[keys.count - 1]
            keys.removeLast()
        }
    }

    mutating func removeAll() {
        keys.removeAll()
        positions = nil
    }
}
