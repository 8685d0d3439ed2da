/// An incremental Cassowary constraint solver with kiwi's API.
///
/// Required constraints hold exactly; optional ones minimise the sum of their errors weighted by
/// strength; edit variables follow suggested values at their strength. The algorithm is the one of
/// Badros, Borning & Stuckey, "The Cassowary Linear Arithmetic Constraint Solving Algorithm",
/// ACM TOCHI 2001, as kiwi implements it, with four changes that make UI-shaped systems scale
/// linearly and failures harmless:
///
/// - a column index (which rows mention each symbol), so a substitution touches only those rows;
/// - required equalities that introduce a variable seen nowhere else become *definitions* outside
///   the tableau (while their expansion stays short): no dummy marker, no fill-in along chains;
/// - constants change in place (`updateConstant(of:to:)`, `suggestValue`) by shifting a marker column;
/// - every public call runs in a transaction: a call that throws leaves the solver exactly as it was,
///   and an unsatisfiable constraint comes with the set of required constraints it conflicts with.
///
///     let x = Variable("x"), y = Variable("y")
///     let solver = Solver()
///     try solver.addConstraint(x + 10 <= y)
///     try solver.addConstraint(y <= 100)
///     try solver.addConstraint((x == 95) | .weak)
///     solver.updateVariables()
///     print(x.value, y.value)   // 90.0 100.0
public final class Solver {
    /// Counts of the work the solver has done, for benchmarks and engine counters.
    ///
    ///     print(solver.statistics.pivots)
    public struct Statistics: Sendable, Hashable {
        /// Constraints added (edit constraints included).
        public var constraintsAdded = 0
        /// Constraints removed (edit constraints included).
        public var constraintsRemoved = 0
        /// Constants changed in place by ``Solver/updateConstant(of:to:)``.
        public var constantsUpdated = 0
        /// Values suggested for edit variables.
        public var suggestions = 0
        /// Simplex pivots.
        public var pivots = 0
        /// Rows rewritten by substitutions (the main cost of a pivot).
        public var rowsSubstituted = 0
        /// Lazy references to other rows replaced by those rows when adding or removing a constraint
        /// (to write a row in parametric symbols only). A local change that expands a row deep in a
        /// chain counts the chain's length here.
        public var referencesExpanded = 0
        /// Times the solver rebuilt itself from its live constraints to give back what removed ones left
        /// behind (see ``Solver/compact()``).
        public var compactions = 0

        /// Creates zero counts.
        public init() {}
    }

    /// Counts of the work done since the solver was made or reset.
    ///
    ///     let before = solver.statistics.pivots
    public var statistics: Statistics { state.statistics }

    /// Everything the solver knows, as one value (see `Solver+State.swift`). Each public call is one
    /// access to it; the algorithm's steps are its mutating methods.
    // `@exclusivity(unchecked)`: the one run-time check per public call costs 1 % of an enaml-like build,
    // 3 % of a grid build (N = 1,000) and 6 % of an alternating re-solve (callgrind: 1.91 M, 135 M and
    // 7.3 k instructions instead of 1.89 M, 131 M and 6.8 k). No call lends the state out: the body of
    // `updateVariables(_:)` runs after the access has ended.
    @exclusivity(unchecked) var state = State()
    /// The variables whose values changed in the running ``updateVariables(_:)``, handed to its body
    /// once the solver is no longer being accessed (so the body may call the solver).
    private var changed: [Variable] = []

    /// Creates an empty solver.
    ///
    ///     let solver = Solver()
    public init() {}

    // MARK: - Public API

    /// Adds a constraint.
    ///
    ///     try solver.addConstraint(x >= 10)
    ///
    /// - Throws: ``SolverError/Code/duplicateConstraint`` if it is already in the solver;
    ///   ``SolverError/Code/invalidValue`` if a coefficient or the constant is NaN or infinite;
    ///   ``SolverError/Code/unsatisfiableConstraint`` (with the conflicting set) if it is required and
    ///   cannot hold with the required constraints already there. The solver is then unchanged.
    /// - Complexity: proportional to the rows that mention the constraint's symbols, plus the pivots
    ///   of the re-optimisation; a required equality on a variable seen nowhere else costs only the
    ///   size of its expression.
    public func addConstraint(_ constraint: Constraint) throws {
        try state.addConstraint(constraint)
    }

    /// Gives `variable` its place in the solver before any constraint mentions it, so that the first
    /// required equality to mention it does not make it a definition: it becomes basic with that equality's
    /// row as written instead (a chain of such equalities stays one row each). Its value stays 0 until
    /// a constraint mentions it.
    ///
    ///     for y in rowTops { solver.reserve(y) }   // then rows[k].top == rows[k - 1].bottom, one row each
    package func reserve(_ variable: Variable) {
        // Nothing to undo on failure (nothing can fail), so no transaction. A variable the solver knows
        // already (a symbol, or a definition) keeps its place.
        let index = state.variables.register(variable)
        guard state.variables[index].isFresh else { return }
        _ = state.externalSymbol(for: index)
    }

    /// Removes a constraint.
    ///
    ///     try solver.removeConstraint(c)
    ///
    /// - Throws: ``SolverError/Code/unknownConstraint`` if it is not in the solver.
    /// - Complexity: proportional to the rows that mention its marker, plus re-optimisation.
    public func removeConstraint(_ constraint: Constraint) throws {
        try state.removeConstraint(constraint)
    }

    /// Whether the constraint is in the solver.
    ///
    ///     solver.hasConstraint(c)   // true after addConstraint(c)
    public func hasConstraint(_ constraint: Constraint) -> Bool {
        state.constraints[constraint] != nil
    }

    /// Makes `variable` editable at `strength`: adds the optional constraint `variable == 0` that
    /// ``suggestValue(_:_:)`` moves.
    ///
    /// As in kiwi, the edit starts at 0. The solver adds it at the variable's current value and
    /// applies the move to 0 only when something could observe it (``updateVariables()``,
    /// ``dump()``), so the usual `addEditVariable` + `suggestValue` pair never drags the layout to 0
    /// and back.
    ///
    ///     try solver.addEditVariable(width, strength: .strong)
    ///     try solver.suggestValue(width, 375)
    ///
    /// - Throws: ``SolverError/Code/duplicateEditVariable``; ``SolverError/Code/badRequiredStrength``
    ///   if `strength` is required.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws {
        try state.addEditVariable(variable, strength: strength)
    }

    /// Stops editing `variable` and removes its edit constraint.
    ///
    ///     try solver.removeEditVariable(width)
    ///
    /// - Throws: ``SolverError/Code/unknownEditVariable``.
    public func removeEditVariable(_ variable: Variable) throws {
        try state.removeEditVariable(variable)
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        state.constraints.edits[ObjectIdentifier(variable)] != nil
    }

    /// Suggests a value for an edit variable and re-solves with the dual simplex.
    ///
    ///     try solver.suggestValue(width, 414)
    ///     solver.updateVariables()
    ///
    /// - Throws: ``SolverError/Code/unknownEditVariable``; ``SolverError/Code/invalidValue`` for NaN or
    ///   an infinite value.
    /// - Complexity: proportional to the rows the edit's error column touches, plus dual pivots.
    public func suggestValue(_ variable: Variable, _ value: Double) throws {
        try state.suggestValue(variable, value)
    }

    /// Changes the constant of a constraint already in the solver, in place.
    ///
    /// A constraint reads `expression relation 0`, so the constant is `expression.constant`:
    /// `x == 5` is `x - 5 == 0`, and `updateConstant(of: c, to: -7)` makes it `x == 7`. The result
    /// equals removing the constraint and adding one with the new constant, at the cost of an edit
    /// (a shift of the constraint's marker column and a dual re-optimisation).
    ///
    ///     let c = x == 5
    ///     try solver.addConstraint(c)
    ///     try solver.updateConstant(of: c, to: -7)
    ///     solver.updateVariables()
    ///     print(x.value)   // 7.0
    ///
    /// - Throws: ``SolverError/Code/unknownConstraint``; ``SolverError/Code/unsatisfiableConstraint``
    ///   if the new constant makes required constraints conflict (the solver is then unchanged);
    ///   ``SolverError/Code/invalidValue`` for NaN or an infinite constant.
    public func updateConstant(of constraint: Constraint, to constant: Double) throws {
        try state.updateConstant(of: constraint, to: constant)
    }

    /// Writes the solved value of every variable whose value may have changed.
    ///
    ///     solver.updateVariables()
    ///     print(x.value)
    ///
    /// - Complexity: proportional to the symbols and definitions touched since the last update.
    public func updateVariables() {
        state.updateVariables { _ in }
    }

    /// Writes the solved values and calls `body` for each variable whose value changed since the
    /// last update, so a caller can read only what changed.
    ///
    ///     solver.updateVariables { variable in print(variable.name, variable.value) }
    public func updateVariables(_ body: (Variable) -> Void) {
        var changed = self.changed
        self.changed = []
        state.updateVariables { changed.append($0) }
        for variable in changed { body(variable) }
        changed.removeAll(keepingCapacity: true)
        self.changed = changed
    }

    /// ``updateVariables(_:)`` calling `body` as each value is written, without collecting the variables first.
    /// `body` must not use the solver (the solver is in the middle of the update). For the platform's engine,
    /// which only notes each changed variable's owner: collecting them (a retain and an append each) was 7 %
    /// of removing a feed cell (N = 1,000, callgrind).
    ///
    ///     solver.updateVariablesReportingInPlace { changed.append($0.tag) }
    package func updateVariablesReportingInPlace(_ body: (Variable) -> Void) {
        state.updateVariables(body)
    }

    /// Rebuilds the solver from its live constraints and edit variables, in the order they were added, and
    /// gives back what removed constraints left behind: their symbols, and the variables no constraint
    /// mentions any more (``contains(_:)`` is false for those again). The constraints, the edit variables
    /// and the optimum stay the same. The solver does this by itself, at an ``updateVariables()``, once the
    /// constraints removed since it was last built outnumber the live ones; call it after removing most
    /// of a large system. Returns false, and changes nothing, if the live constraints cannot be added
    /// again (required constraints that held within the solver's tolerance only in the order they were
    /// added and removed).
    ///
    ///     for constraint in oldScreen { try solver.removeConstraint(constraint) }
    ///     solver.compact()
    ///     solver.updateVariables()
    ///
    /// - Complexity: one build of the live constraints.
    @discardableResult
    public func compact() -> Bool {
        state.compact()
    }

    /// Removes every constraint and edit variable. Variables keep their last values.
    ///
    ///     solver.reset()
    public func reset() {
        state = State()
    }
}
