/// What the solver knows about one user variable.
struct VariableState {
    let variable: Variable
    /// The variable's external symbol in the tableau, or -1.
    var symbol: Symbol = -1
    /// The definition that eliminates the variable, or -1.
    var definition: Int = -1
}

/// A required equality that eliminated a variable which appeared nowhere else when it was added:
/// `variable = Σ terms + constant`. Definitions never enter the tableau, so they leave no dummy
/// marker behind and cause no fill-in; other rows see them through `expansion`.
struct Definition {
    /// The eliminated variable (an index into `variables`).
    let variable: Int
    /// The same variable, for writing its value without a lookup. `unowned(unsafe)`: `variables`
    /// holds it strongly for as long as the definition exists.
    unowned(unsafe) let object: Variable
    /// The constraint that defines it, or -1 once that constraint was removed (the variable is then
    /// free along the two slack symbols added to its expansion).
    var record: Int
    /// `variable = Σ coefficient·terms[i].variable + constant`, in variable indices.
    var terms: [(variable: Int, coefficient: Double)]
    /// The expansion of the variable over tableau symbols (external symbols of undefined variables
    /// and free slack pairs), with its constant.
    var expansion: Row
}

/// A direct reference to a defined variable: from another definition or from a tableau constraint.
struct DefinitionUse {
    /// A definition index when `isDefinition`, else a constraint record id.
    let user: Int
    let isDefinition: Bool
    /// The coefficient of the defined variable in the user's expression.
    let coefficient: Double
}

/// What the solver keeps about a constraint it holds.
struct ConstraintRecord {
    let id: Int
    let constraint: Constraint
    /// The variables of the expression (indices) and their coefficients, duplicates merged.
    let terms: [(variable: Int, coefficient: Double)]
    /// For a definition, its index; else -1.
    var definition: Int = -1
    /// The coefficient of the defined variable in the expression (definitions only).
    var subjectCoefficient: Double = 0
    /// The marker symbol (slack, error or dummy) whose column records the constraint's constant.
    var marker: Symbol = -1
    /// The second error symbol of an optional constraint, or -1.
    var other: Symbol = -1
    /// The marker's coefficient in the constraint's row before any sign reversal (±1): changing the
    /// expression constant by Δ is the substitution `marker := marker + Δ·markerScale`.
    var markerScale: Double = 1

    var isDefinition: Bool { definition >= 0 }
}

/// An edit variable: the optional constraint `variable == value` that `suggestValue` moves.
/// A class so that looking one up copies a reference, not the record.
final class EditInfo {
    let variable: Variable
    /// The edit constraint's record (its markers never change while it is in the solver).
    let record: ConstraintRecord

    init(variable: Variable, record: ConstraintRecord) {
        self.variable = variable
        self.record = record
    }
}
