extension Solver {
    /// The solver's whole state, as one value: the tableau's symbols (with their rows, columns and
    /// objective weights), the objective's tiers, the variables, the definitions, the constraints, and
    /// the undo log of the running call.
    ///
    /// Every step of the algorithm is a method of the state, so the `Solver` object makes one access per
    /// public call and the steps reach the parts of the state without run-time exclusivity checks. (On a
    /// class's stored properties those checks made the enaml-like build 1.6× and its alternating re-solve
    /// 3.1× as many instructions: callgrind, main at 751f65e without its `@exclusivity(unchecked)`.)
    ///
    /// The state is noncopyable: a non-mutating step called from a mutating one would otherwise receive a
    /// copy of the whole state, retains included (callgrind: 39 M instead of 25 M instructions for 1,000
    /// enaml-like alternations). Even noncopyable, it is handed a bitwise copy (448 bytes), so the
    /// read-only steps called in loops or once per pivot are `@inline(__always)`.
    struct State: ~Copyable {
        /// The tableau: every symbol with its row, column, weights and flags.
        var symbols = SymbolTable()
        /// The tiers of the objective, their constants and tolerances, and the entering candidates.
        var objective = Objective()
        var variables = VariableTable()
        var definitions = DefinitionTable()
        var constraints = ConstraintTable()
        /// Restricted rows whose constants may have gone negative: the dual simplex's work list.
        var infeasibleRows: [Symbol] = []
        /// The artificial objective, while a constraint is added through an artificial variable.
        var artificial: Row? = nil
        var log = UndoLog()
        var statistics = Statistics()
        /// The spare buffer of row merges (see `Row.insert(_:times:scratch:entered:left:)`).
        var scratch: [Cell] = []
        /// The spare buffer of a constraint's terms while it is added.
        var termBuffer: [(variable: Int, coefficient: Double)] = []
        /// The spare buffer of `updateVariables`'s ordering.
        var sortKeys: [Int] = []
        /// The spare buffers of `dependents(of:)` (`Solver+Dependents.swift`).
        var dependentsScratch = DependentsScratch()
        /// What the last freedom query found (`Solver+Freedom.swift`).
        var freedom = Freedom()
        /// When the state was last built from its live constraints (`Solver+Compaction.swift`).
        var compaction = Compaction()
    }
}
