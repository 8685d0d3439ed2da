/// A map from objects (by identity) to small integers: the solver's index of its variables and
/// constraints.
///
/// An open-addressing table (linear probing, Fibonacci hashing of the object's address) instead of a
/// `Dictionary`, whose seeded hashing was a twentieth of an enaml-like build (callgrind). It is never
/// iterated, so nothing depends on the order of its slots. Twelve bytes a slot, at most half of them full.
struct IdentityTable {
    /// The address of each slot's object; 0 for an empty slot (no object lives at address 0).
    private var keys: [UInt] = []
    private var values: [Int32] = []
    private(set) var count = 0

    /// The value stored for `key`, if any.
    subscript(key: ObjectIdentifier) -> Int? {
        get {
            guard count > 0 else { return nil }
            let slot = find(UInt(bitPattern: key))
            return keys[slot] == 0 ? nil : Int(values[slot])
        }
        set {
            if let newValue { insert(newValue, for: UInt(bitPattern: key)) } else { remove(UInt(bitPattern: key)) }
        }
    }

    private var mask: Int { keys.count - 1 }

    @inline(__always)
    private func home(of key: UInt) -> Int { Self.home(of: key, size: keys.count) }

    /// The home slot of `key` in a table of `size` slots (a power of two).
    @inline(__always)
    private static func home(of key: UInt, size: Int) -> Int {
        let bits = UInt64(size.trailingZeroBitCount)
        // Objects are 16-byte aligned: the low bits of an address say nothing.
        return Int(truncatingIfNeeded: ((UInt64(key) >> 4) &* 0x9E37_79B9_7F4A_7C15) >> (64 - bits))
    }

    /// The slot holding `key`, or the empty slot where it would go.
    @inline(__always)
    private func find(_ key: UInt) -> Int {
        var slot = home(of: key)
        while keys[slot] != 0, keys[slot] != key { slot = (slot + 1) & mask }
        return slot
    }

    private mutating func insert(_ value: Int, for key: UInt) {
        if (count + 1) * 2 > keys.count { grow() }
        let slot = find(key)
        if keys[slot] == 0 {
            keys[slot] = key
            count += 1
        }
        values[slot] = Int32(value)
    }

    private mutating func remove(_ key: UInt) {
        guard count > 0 else { return }
        var hole = find(key)
        guard keys[hole] != 0 else { return }
        count -= 1
        // Move later entries of the probe run back so that every key stays reachable from its home
        // slot (Knuth's algorithm R for linear probing).
        var next = hole
        while true {
            next = (next + 1) & mask
            let entry = keys[next]
            if entry == 0 { break }
            let home = home(of: entry)
            let reachable = hole <= next ? (home > hole && home <= next) : (home > hole || home <= next)
            if !reachable {
                keys[hole] = entry
                values[hole] = values[next]
                hole = next
            }
        }
        keys[hole] = 0
    }

    /// Moves every entry into a table twice or four times as large. The keys are distinct, so each goes to
    /// the first empty slot from its home, written through the buffers (re-inserting one by one, with a
    /// capacity and a uniqueness check each, was 8 % of a grid build at N = 1,000).
    private mutating func grow() {
        let size = keys.count < 1024 ? max(64, keys.count * 4) : keys.count * 2
        var newKeys = [UInt](repeating: 0, count: size)
        var newValues = [Int32](repeating: 0, count: size)
        let mask = size - 1
        keys.withUnsafeBufferPointer { oldKeys in
            values.withUnsafeBufferPointer { oldValues in
                newKeys.withUnsafeMutableBufferPointer { keys in
                    newValues.withUnsafeMutableBufferPointer { values in
                        for position in 0..<oldKeys.count where oldKeys[position] != 0 {
                            let key = oldKeys[position]
                            var slot = Self.home(of: key, size: size)
                            while keys[slot] != 0 { slot = (slot + 1) & mask }
                            keys[slot] = key
                            values[slot] = oldValues[position]
                        }
                    }
                }
            }
        }
        keys = newKeys
        values = newValues
    }
}
