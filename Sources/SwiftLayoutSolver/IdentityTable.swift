/// A map from objects (by identity) to small integers: the solver's index of its variables and
/// constraints.
///
/// An open-addressing table (linear probing, Fibonacci hashing of the object's address) instead of a
/// `Dictionary`, whose seeded hashing was a twentieth of an enaml-like build (callgrind). It is never
/// iterated, so nothing depends on the order of its slots.
struct IdentityTable {
    private var keys: [ObjectIdentifier?] = []
    private var values: [Int] = []
    private(set) var count = 0

    /// The value stored for `key`, if any.
    subscript(key: ObjectIdentifier) -> Int? {
        get {
            guard count > 0 else { return nil }
            let slot = find(key)
            return keys[slot] == nil ? nil : values[slot]
        }
        set {
            if let newValue { insert(newValue, for: key) } else { remove(key) }
        }
    }

    private var mask: Int { keys.count - 1 }

    @inline(__always)
    private func home(of key: ObjectIdentifier) -> Int {
        let bits = UInt64(keys.count.trailingZeroBitCount)
        // Objects are 16-byte aligned: the low bits of an address say nothing.
        let address = UInt64(UInt(bitPattern: key)) >> 4
        return Int(truncatingIfNeeded: (address &* 0x9E37_79B9_7F4A_7C15) >> (64 - bits))
    }

    /// The slot holding `key`, or the empty slot where it would go.
    @inline(__always)
    private func find(_ key: ObjectIdentifier) -> Int {
        var slot = home(of: key)
        while let present = keys[slot], present != key { slot = (slot + 1) & mask }
        return slot
    }

    private mutating func insert(_ value: Int, for key: ObjectIdentifier) {
        if (count + 1) * 2 > keys.count { grow() }
        let slot = find(key)
        if keys[slot] == nil {
            keys[slot] = key
            count += 1
        }
        values[slot] = value
    }

    private mutating func remove(_ key: ObjectIdentifier) {
        guard count > 0 else { return }
        var hole = find(key)
        guard keys[hole] != nil else { return }
        count -= 1
        // Move later entries of the probe run back so that every key stays reachable from its home
        // slot (Knuth's algorithm R for linear probing).
        var next = hole
        while true {
            next = (next + 1) & mask
            guard let entry = keys[next] else { break }
            let home = home(of: entry)
            let reachable = hole <= next ? (home > hole && home <= next) : (home > hole || home <= next)
            if !reachable {
                keys[hole] = entry
                values[hole] = values[next]
                hole = next
            }
        }
        keys[hole] = nil
    }

    private mutating func grow() {
        let old = zip(keys, values)
        let size = max(64, keys.count * 4)
        keys = [ObjectIdentifier?](repeating: nil, count: size)
        values = [Int](repeating: 0, count: size)
        count = 0
        for case let (key?, value) in old { insert(value, for: key) }
    }
}
