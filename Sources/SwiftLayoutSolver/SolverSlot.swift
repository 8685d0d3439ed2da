/// Where a solver keeps an object's index (a variable's, a constraint's): in the object itself, so that
/// finding it reads the object instead of probing a hash table.
///
/// A hash table keyed by address scatters objects made one after another over the whole table, so each
/// lookup and insertion of a large layout is a cache miss, and the table's growth rewrites all of it (a
/// tenth of a large build's cache misses). A slot names the table that owns it and the index there. An
/// object held by several solvers is in the slot of the first and in the other tables' hash tables.
///
/// The slot is a stored property of `Variable` and `Constraint`, public classes the other modules use: a build
/// directory built before it must be rebuilt from scratch (delete `.build/<triple>/<configuration>`). Built
/// incrementally, the platform's random model tests differed by 0.5 pt on translating views and a snapshot test
/// lost its subview, with the same sources that pass built afresh (the reason this change was once reverted).
struct SolverSlot {
    /// The identity of the owning table's ``SlotOwner``; 0 when no table owns the slot.
    var owner: UInt = 0
    var index: Int32 = 0
}

/// An object a solver table finds through its slot.
protocol SlotHolding: AnyObject {
    var solverSlot: SolverSlot { get set }
}

/// The identity a table writes into the slots it owns. A table releases its slots when it goes, and a slot
/// whose owner is gone and whose address a new owner has taken is told apart by the table's check of the
/// index (`isAt`).
final class SlotOwner {
    var bits: UInt { UInt(bitPattern: ObjectIdentifier(self)) }
}

/// The indices of the objects one table holds: in their slots where the table owns them, else in a hash
/// table. The table says which of its indices holds an object (`isAt`), and releases its slots before it
/// goes (`release`).
struct SlotIndex<Object: SlotHolding>: ~Copyable {
    private let owner = SlotOwner()
    private var others = IdentityTable()
    /// The objects indexed.
    private(set) var count = 0

    /// The index of `object`, if it is indexed; `isAt(i)` says whether the table holds `object` at `i`.
    @inline(__always)
    func index(of object: Object, isAt: (Int) -> Bool) -> Int? {
        let slot = object.solverSlot
        if slot.owner == owner.bits, isAt(Int(slot.index)) { return Int(slot.index) }
        return others.count == 0 ? nil : others[ObjectIdentifier(object)]
    }

    /// Indexes `object`, which is not indexed yet, at `index`: in its slot when no other table owns it.
    mutating func insert(_ object: Object, at index: Int) {
        count += 1
        let slotOwner = object.solverSlot.owner
        if slotOwner == 0 || slotOwner == owner.bits {
            object.solverSlot = SolverSlot(owner: owner.bits, index: Int32(truncatingIfNeeded: index))
            // An object this table indexed in the hash table while another table owned its slot, and takes the
            // slot of now (`reclaim`, after that table let it go): the slot alone says where it is.
            if others.count != 0 { others[ObjectIdentifier(object)] = nil }
        } else {
            others[ObjectIdentifier(object)] = index
        }
    }

    /// Forgets `object`, indexed at `index`.
    mutating func remove(_ object: Object, at index: Int) {
        count -= 1
        let slot = object.solverSlot
        if slot.owner == owner.bits, Int(slot.index) == index {
            object.solverSlot = SolverSlot()
        } else {
            others[ObjectIdentifier(object)] = nil
        }
    }

    /// Takes `object`'s slot again after a ``release(_:at:)``, or indexes it in the hash table if another
    /// table took the slot meanwhile.
    mutating func reclaim(_ object: Object, at index: Int) {
        count -= 1
        insert(object, at: index)
    }

    /// Gives `object`'s slot back if this table owns it (the table is going, or lends its objects to a
    /// rebuild); the index stays valid through the hash table only if `object` is indexed again.
    @inline(__always)
    func release(_ object: Object, at index: Int) {
        let slot = object.solverSlot
        if slot.owner == owner.bits, Int(slot.index) == index { object.solverSlot = SolverSlot() }
    }
}
