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
///
/// 16 bytes (the index in 32 bits, like a symbol's variable and owner): every definition with users keeps
/// room for four, and at 24 bytes the users lists were a tenth of a grid build's heap (N = 10,000, massif).
struct DefinitionUse {
    private let storedUser: Int32
    let isDefinition: Bool
    /// The coefficient of the defined variable in the user's expression.
    let coefficient: Double

    /// A definition index when `isDefinition`, else a constraint record id.
    var user: Int { Int(storedUser) }

    init(user: Int, isDefinition: Bool, coefficient: Double) {
        storedUser = Int32(truncatingIfNeeded: user)
        self.isDefinition = isDefinition
        self.coefficient = coefficient
    }
}
