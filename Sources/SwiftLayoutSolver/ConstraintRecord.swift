/// The markers of a constraint in the tableau.
struct Markers {
    /// The marker symbol (slack, error or dummy) whose column records the constraint's constant.
    let marker: Symbol
    /// The second error symbol of an optional constraint.
    let other: Symbol?
    /// The marker's coefficient in the constraint's row before any sign reversal (±1): changing the
    /// expression constant by Δ is the substitution `marker := marker + Δ·scale`.
    let scale: Double
}

/// Where a constraint lives in the solver.
enum Placement {
    /// A definition (its index) of the variable whose term has `subjectCoefficient`.
    case definition(Int, subjectCoefficient: Double)
    /// A tableau row, with its markers.
    case tableau(Markers)
}

/// What the solver keeps about a constraint it holds.
struct ConstraintRecord {
    let id: Int
    /// The constraint; its expression's terms are never copied here (they are a third of the solver's
    /// memory in a large layout), see `Solver.State.terms(of:)`.
    let constraint: Constraint
    let placement: Placement

    /// The definition it is, if it is one.
    var definition: Int? {
        if case .definition(let index, _) = placement { return index }
        return nil
    }

    /// Its markers, if it is a tableau constraint.
    var markers: Markers? {
        if case .tableau(let markers) = placement { return markers }
        return nil
    }
}

/// The constraints the solver holds, by id (in the order they were added; ids are never reused) and by
/// identity, and the edit variables.
struct ConstraintTable {
    private var ids = IdentityTable()
    /// Every id handed out: the live record, or nil once removed (or while being added).
    private(set) var records: [ConstraintRecord?] = []
    /// The edit variables, by identity: the record id of each one's edit constraint, the optional
    /// constraint `variable == value` that `suggestValue` moves.
    var edits = IdentityTable()
    /// Edit variables added at their current value whose kiwi-defined start, a suggestion of 0, has
    /// not been applied yet (see `addEditVariable`). Applied before anything can observe it.
    var pendingEdits: [Variable] = []

    /// The number of ids handed out.
    var count: Int { records.count }

    /// The record of `constraint`, if the solver holds it.
    subscript(constraint: Constraint) -> ConstraintRecord? {
        guard let id = ids[ObjectIdentifier(constraint)] else { return nil }
        return records[id]
    }

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
        ids[ObjectIdentifier(record.constraint)] = record.id
    }

    mutating func remove(_ record: ConstraintRecord) {
        records[record.id] = nil
        ids[ObjectIdentifier(record.constraint)] = nil
    }

    /// Forgets the ids handed out from `count` on.
    mutating func truncate(to count: Int) {
        for case let record? in records[count...] { ids[ObjectIdentifier(record.constraint)] = nil }
        records.removeSubrange(count...)
    }
}
