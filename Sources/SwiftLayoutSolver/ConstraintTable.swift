/// The constraints the solver holds, by id (in the order they were added; ids are never reused) and by
/// identity, and the edit variables.
struct ConstraintTable: ~Copyable {
    private var ids = SlotIndex<Constraint>()
    /// Every id handed out: the live record, or nil once removed (or while being added).
    private var records = PagedArray<ConstraintRecord?>()
    /// The edit variables, by identity: the record id of each one's edit constraint, the optional
    /// constraint `variable == value` that `suggestValue` moves.
    var edits = IdentityTable()
    /// Edit variables added at their current value whose kiwi-defined start, a suggestion of 0, has
    /// not been applied yet (see `addEditVariable`). Applied before anything can observe it.
    var pendingEdits: [Variable] = []

    /// The number of ids handed out.
    var count: Int { records.count }

    /// The number of constraints held.
    var liveCount: Int { ids.count }

    /// The record of `constraint`, if the solver holds it.
    subscript(constraint: Constraint) -> ConstraintRecord? {
        guard let id = ids.index(of: constraint, isAt: { $0 < records.count && records[$0]?.constraint === constraint })
        else { return nil }
        return records[id]
    }

    /// The live records in id order, as a new array (for the dump and a rebuild).
    var liveRecords: [ConstraintRecord] { (0..<records.count).compactMap { records[$0] } }

    /// The record with `id`, if it is live.
    subscript(id: Int) -> ConstraintRecord? { records[id] }

    /// A new id, for a constraint about to be stored.
    mutating func reserveID() -> Int {
        records.append(nil)
        return records.count - 1
    }

    /// Stores a record under its id (reserved, or freed by `remove` and being put back).
    mutating func store(_ record: ConstraintRecord) {
        records[record.id] = record
        ids.insert(record.constraint, at: record.id)
    }

    mutating func remove(_ record: ConstraintRecord) {
        records[record.id] = nil
        ids.remove(record.constraint, at: record.id)
    }

    /// Forgets the ids handed out from `count` on.
    mutating func truncate(to count: Int) {
        for id in count..<records.count {
            if let record = records[id] { ids.remove(record.constraint, at: id) }
        }
        records.truncate(to: count)
    }

    /// Gives the constraints' slots back before a rebuild reads them (see `SolverSlot`).
    func releaseSlots() {
        for id in 0..<records.count { if let record = records[id] { ids.release(record.constraint, at: id) } }
    }

    /// Takes the slots again after a rebuild that was given up.
    mutating func reclaimSlots() {
        for id in 0..<records.count { if let record = records[id] { ids.reclaim(record.constraint, at: id) } }
    }

    deinit { releaseSlots() }
}
