/// A required equality that eliminated a variable which appeared nowhere else when it was added:
/// `variable = Σ terms + constant`. Definitions never enter the tableau, so they leave no dummy
/// marker behind and cause no fill-in; other rows see them through `expansion`.
struct Definition {
    /// The eliminated variable (an index into the variables).
    let variable: Int
    /// The constraint that defines it; nil once that constraint was removed (the variable is then
    /// free along the two slack symbols added to its expansion).
    var record: Int?
    /// The terms of a freed definition: `variable = Σ coefficient·terms[i].variable + …`, in variable
    /// indices. Empty while the constraint is held: its terms are derived from the constraint (see
    /// `Solver.State.terms(ofDefinition:)`), which keeps a large layout's definitions to one allocation.
    var freedTerms: [(variable: Int, coefficient: Double)] = []
    /// The expansion of the variable over tableau symbols (external symbols of undefined variables
    /// and free slack pairs), with its constant.
    var expansion: Row
    /// The definitions and tableau constraints that refer to this definition's variable directly.
    var users: [DefinitionUse] = []
    /// The epoch of the transaction that last saved the definition for its undo log.
    var savedEpoch = 0
}

/// A direct reference to a defined variable: from another definition or from a tableau constraint.
struct DefinitionUse {
    /// A definition index when `isDefinition`, else a constraint record id.
    let user: Int
    let isDefinition: Bool
    /// The coefficient of the defined variable in the user's expression.
    let coefficient: Double
}
