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
