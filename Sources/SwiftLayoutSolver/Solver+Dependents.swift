/// What depends on a definition: the walk that a definition's constant change (`moveConstant`) and its
/// removal (`freeDefinition`) make over the definitions and constraints built on it.
extension Solver.State {
    /// The definitions and tableau constraints whose expansion depends on defined variable
    /// `definition`, with the derivative of each with respect to it (zero derivatives pruned), both in
    /// index order. Definitions are in creation order, a topological order (each refers only to older
    /// ones), so the walk takes the reached definitions smallest index first: each one's derivative is
    /// complete when it is taken. The derivatives are summed in dense buffers kept from call to call, and
    /// the reached indices are taken in order from bit sets (`AscendingBits`): with dictionaries, hashing was
    /// a third of a feed resize; with a binary heap and a sort of the reached constraints, the walk was
    /// 1.87 M of its 11.67 M instructions (N = 1,000, callgrind), 0.9 k per definition reached.
    mutating func dependents(of definition: Int) -> (definitions: [(Int, Double)], constraints: [(Int, Double)]) {
        var scratch = dependentsScratch
        dependentsScratch = DependentsScratch()
        scratch.grow(definitions: definitions.count, constraints: constraints.count)
        var result: [(Int, Double)] = []
        var users: [(Int, Double)] = []
        scratch.derivative[definition] = 1
        var source = definition
        var value = 1.0
        while true {
            for use in definitions[source].users {
                if use.isDefinition {
                    scratch.reachedDefinitions.insert(use.user)
                    scratch.derivative[use.user] += use.coefficient * value
                } else if constraints[use.user] != nil {
                    scratch.reachedConstraints.insert(use.user)
                    scratch.delta[use.user] += use.coefficient * value
                }
            }
            scratch.derivative[source] = 0
            var next: Int? = nil
            while let candidate = scratch.reachedDefinitions.popFirst() {
                if nearZero(scratch.derivative[candidate]) {
                    scratch.derivative[candidate] = 0
                    continue
                }
                next = candidate
                break
            }
            guard let next else { break }
            value = scratch.derivative[next]
            result.append((next, value))
            source = next
        }
        while let id = scratch.reachedConstraints.popFirst() {
            if !nearZero(scratch.delta[id]) { users.append((id, scratch.delta[id])) }
            scratch.delta[id] = 0
        }
        dependentsScratch = scratch
        return (result, users)
    }
}

/// The buffers of `dependents(of:)`: a derivative per definition and a delta per constraint record, and the
/// indices reached. All zero and empty between calls: a call clears what it reached, so it costs what it
/// reaches, not the table's size.
struct DependentsScratch {
    var derivative: [Double] = []
    var delta: [Double] = []
    var reachedDefinitions = AscendingBits()
    var reachedConstraints = AscendingBits()

    /// Makes room for every definition and constraint record id.
    mutating func grow(definitions: Int, constraints: Int) {
        if derivative.count < definitions {
            Self.zeroes(&derivative, count: definitions)
            reachedDefinitions.grow(to: definitions)
        }
        if delta.count < constraints {
            Self.zeroes(&delta, count: constraints)
            reachedConstraints.grow(to: constraints)
        }
    }

    /// Lengthens `buffer`, all zero, to `count` zeroes. Out of room, it takes a new buffer with half as much
    /// again to spare instead of copying its zeroes: the dsl screen's first constant change after a removal
    /// copied them all, 4.9 k of its 23 k more last-level misses than an unchanged update (callgrind,
    /// N = 1,000), and a feed's removals, each a few records longer than the last, grow within the room.
    @inline(__always)
    private static func zeroes(_ buffer: inout [Double], count: Int) {
        if buffer.capacity < count {
            buffer = []
            buffer.reserveCapacity(count + count / 2)
        }
        buffer.append(contentsOf: repeatElement(0, count: count - buffer.count))
    }
}

/// A set of small non-negative integers, a bit each, taken out smallest first. Taking one costs a look at
/// the words between it and the last one taken, so a walk that takes what it inserts in increasing order
/// costs the span of its indices over 64 plus one step per element: no comparisons, no reordering.
struct AscendingBits {
    private var words: [UInt64] = []
    /// No set bit below this word (`words.count` when none is set).
    private var low = 0
    /// No set bit above this word (-1 when none is set).
    private var high = -1

    /// Makes room for the integers below `count`.
    mutating func grow(to count: Int) {
        let needed = (count + 63) >> 6
        if words.count < needed {
            if low == words.count { low = needed }
            words.append(contentsOf: repeatElement(0, count: needed - words.count))
        }
    }

    @inline(__always)
    mutating func insert(_ value: Int) {
        let word = value >> 6
        words[word] |= 1 << UInt64(value & 63)
        if word < low { low = word }
        if word > high { high = word }
    }

    /// Removes and returns the smallest element, or nil when the set is empty.
    @inline(__always)
    mutating func popFirst() -> Int? {
        while low <= high {
            let bits = words[low]
            if bits != 0 {
                words[low] = bits & (bits &- 1)
                return low << 6 | bits.trailingZeroBitCount
            }
            low += 1
        }
        low = words.count
        high = -1
        return nil
    }
}
