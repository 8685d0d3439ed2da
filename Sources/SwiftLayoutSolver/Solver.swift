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

        /// Creates zero counts.
        public init() {}
    }

    /// Counts of the work done since the solver was made or reset.
    ///
    ///     let before = solver.statistics.pivots
    @exclusivity(unchecked) public internal(set) var statistics = Statistics()

    // MARK: Symbols and the tableau (flat arrays indexed by symbol id)
    //
    // `@exclusivity(unchecked)`: these are touched in every pivot, and the dynamic exclusivity check
    // cost about a sixth of the build time; the solver never lends them out across a call.

    @exclusivity(unchecked) var kinds: [SymbolKind] = [.invalid, .invalid]
    /// `rows[s]` is the row of `s` when `isBasic[s]`.
    @exclusivity(unchecked) var rows: [Row] = [Row(), Row()]
    @exclusivity(unchecked) var isBasic: [Bool] = [false, false]
    /// The basic symbols whose rows mention each symbol.
    @exclusivity(unchecked) var columns: [RowSet] = [RowSet(), RowSet()]
    /// The variable index of an external symbol, or -1.
    @exclusivity(unchecked) var symbolVariable: [Int] = [-1, -1]
    /// When each basic symbol's row was set (a row may refer lazily to basic externals with an
    /// older stamp; see `Solver+Lazy.swift`).
    @exclusivity(unchecked) var rowStamps: [Int] = [0, 0]
    @exclusivity(unchecked) var nextStamp = 1
    /// The value of each external symbol at the last `updateVariables`.
    @exclusivity(unchecked) var values: [Double] = [0, 0]
    /// The record id of the constraint a marker belongs to, or -1.
    @exclusivity(unchecked) var symbolOwner: [Int] = [-1, -1]
    /// The definitions whose expansion mentions each symbol (may hold stale entries).
    @exclusivity(unchecked) var expansionUsers: [[Int]] = [[], []]

    /// The objective of each strength tier in use, by slot (slot 0 is tier 0, kiwi's objective).
    @exclusivity(unchecked) var objectives: [ObjectiveRow] = [ObjectiveRow()]
    /// The tier of each slot, and the slot of each tier (tiers can be any integer; slots are dense).
    @exclusivity(unchecked) var slotTiers: [Int] = [0]
    @exclusivity(unchecked) var tierSlots: [Int: Int] = [0: 0]
    /// The slots in which each symbol has an objective coefficient (derived from `objectives`).
    @exclusivity(unchecked) var symbolSlots: [[Int]] = [[], []]
    /// Non-dummy symbols whose objective coefficients are lexicographically negative — their highest
    /// tier's coefficient is negative — so they can enter the basis (derived from `objectives`; empty
    /// at the optimum).
    @exclusivity(unchecked) var enteringCandidates = RowSet()
    @exclusivity(unchecked) var isEnteringCandidate: [Bool] = [false, false]
    @exclusivity(unchecked) var artificial: ObjectiveRow? = nil
    @exclusivity(unchecked) var infeasibleRows: [Symbol] = []

    // MARK: Variables, definitions, constraints, edits

    @exclusivity(unchecked) var variableIndex: [ObjectIdentifier: Int] = [:]
    @exclusivity(unchecked) var variables: [VariableState] = []
    @exclusivity(unchecked) var definitions: [Definition] = []
    @exclusivity(unchecked) var definitionUsers: [[DefinitionUse]] = []
    @exclusivity(unchecked) var records: [ObjectIdentifier: ConstraintRecord] = [:]
    /// Live records by id (nil once removed); ids are never reused.
    @exclusivity(unchecked) var recordConstraints: [Constraint?] = []
    @exclusivity(unchecked) var edits: [ObjectIdentifier: EditInfo] = [:]
    /// Edit variables added at their current value whose kiwi-defined start, a suggestion of 0, has
    /// not been applied yet (see `addEditVariable`). Applied before anything can observe it.
    @exclusivity(unchecked) var pendingEdits: [Variable] = []

    // MARK: Values that changed since the last `updateVariables`

    @exclusivity(unchecked) var dirtySymbols: [Symbol] = []
    @exclusivity(unchecked) var isDirtySymbol: [Bool] = [false, false]
    @exclusivity(unchecked) var dirtyDefinitions: [Int] = []
    @exclusivity(unchecked) var isDirtyDefinition: [Bool] = []
    /// Reused by `updateVariables` to order the rows it evaluates.
    @exclusivity(unchecked) var sortScratch: [Int] = []

    // MARK: The undo log of the running call

    @exclusivity(unchecked) var log = UndoLog()

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
        if records[ObjectIdentifier(constraint)] != nil {
            throw SolverError(.duplicateConstraint, constraint: constraint)
        }
        let expression = constraint.expression
        guard expression.constant.isFinite, expression.terms.allSatisfy({ $0.coefficient.isFinite }) else {
            throw SolverError(.invalidValue, constraint: constraint)
        }
        try transaction { try insertConstraint(constraint) }
        statistics.constraintsAdded += 1
    }

    /// Removes a constraint.
    ///
    ///     try solver.removeConstraint(c)
    ///
    /// - Throws: ``SolverError/Code/unknownConstraint`` if it is not in the solver.
    /// - Complexity: proportional to the rows that mention its marker, plus re-optimisation.
    public func removeConstraint(_ constraint: Constraint) throws {
        guard let record = records[ObjectIdentifier(constraint)] else {
            throw SolverError(.unknownConstraint, constraint: constraint)
        }
        try transaction { try deleteConstraint(record) }
        statistics.constraintsRemoved += 1
    }

    /// Whether the constraint is in the solver.
    ///
    ///     solver.hasConstraint(c)   // true after addConstraint(c)
    public func hasConstraint(_ constraint: Constraint) -> Bool {
        records[ObjectIdentifier(constraint)] != nil
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
        let key = ObjectIdentifier(variable)
        if edits[key] != nil { throw SolverError(.duplicateEditVariable, variable: variable) }
        let strength = strength.clipped
        if strength.isRequired { throw SolverError(.badRequiredStrength, variable: variable) }
        let current = currentValue(of: variable)
        let constraint = Constraint(LinearExpression(variable) - current, .equal, strength: strength)
        try addConstraint(constraint)
        edits[key] = EditInfo(variable: variable, record: records[ObjectIdentifier(constraint)]!)
        if current != 0 { pendingEdits.append(variable) }
    }

    /// Stops editing `variable` and removes its edit constraint.
    ///
    ///     try solver.removeEditVariable(width)
    ///
    /// - Throws: ``SolverError/Code/unknownEditVariable``.
    public func removeEditVariable(_ variable: Variable) throws {
        guard let info = edits[ObjectIdentifier(variable)] else {
            throw SolverError(.unknownEditVariable, variable: variable)
        }
        try removeConstraint(info.record.constraint)
        edits[ObjectIdentifier(variable)] = nil
        pendingEdits.removeAll { $0 === variable }
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        edits[ObjectIdentifier(variable)] != nil
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
        guard let info = edits[ObjectIdentifier(variable)] else {
            throw SolverError(.unknownEditVariable, variable: variable)
        }
        guard value.isFinite else { throw SolverError(.invalidValue, variable: variable) }
        try transaction { try changeConstant(info.record, to: -value) }
        if !pendingEdits.isEmpty { pendingEdits.removeAll { $0 === variable } }
        statistics.suggestions += 1
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
        guard let record = records[ObjectIdentifier(constraint)] else {
            throw SolverError(.unknownConstraint, constraint: constraint)
        }
        guard constant.isFinite else { throw SolverError(.invalidValue, constraint: constraint) }
        try transaction { try changeConstant(record, to: constant) }
        statistics.constantsUpdated += 1
    }

    /// Writes the solved value of every variable whose value may have changed.
    ///
    ///     solver.updateVariables()
    ///     print(x.value)
    ///
    /// - Complexity: proportional to the symbols and definitions touched since the last update.
    public func updateVariables() {
        updateVariables { _ in }
    }

    /// Writes the solved values and calls `body` for each variable whose value changed since the
    /// last update, so a caller can read only what changed.
    ///
    ///     solver.updateVariables { variable in print(variable.name, variable.value) }
    public func updateVariables(_ body: (Variable) -> Void) {
        applyPendingEdits()
        // Rows that refer lazily to a changed external change too: close the dirty set over them,
        // then evaluate the externals oldest row first, so every reference is already up to date.
        var queue = dirtySymbols
        dirtySymbols = []
        queue.removeAll { $0 >= kinds.count }
        var next = 0
        while next < queue.count {
            let symbol = queue[next]
            next += 1
            guard kinds[symbol] == .external else { continue }
            for key in columns[symbol].keys where kinds[key] == .external && isBasic[key] && !isDirtySymbol[key] {
                isDirtySymbol[key] = true
                queue.append(key)
            }
        }
        if next > 1 {
            // Oldest row first; symbols that are not basic (value 0) before all rows.
            var keys = sortScratch
            sortScratch = []
            keys.removeAll(keepingCapacity: true)
            for symbol in queue {
                keys.append(((isBasic[symbol] && kinds[symbol] == .external ? rowStamps[symbol] + 1 : 0) << 32) | symbol)
            }
            keys.sort()
            for i in keys.indices { queue[i] = keys[i] & 0xFFFF_FFFF }
            sortScratch = keys
        }
        for symbol in queue {
            isDirtySymbol[symbol] = false
            if kinds[symbol] == .external {
                let value = isBasic[symbol] ? evaluate(rows[symbol]) : 0
                values[symbol] = value
                let index = symbolVariable[symbol]
                if index >= 0 {
                    let variable = variables[index].variable
                    if variable.value != value {
                        variable.value = value
                        body(variable)
                    }
                }
            }
            for definition in expansionUsers[symbol] { markDirty(definition: definition) }
        }
        queue.removeAll(keepingCapacity: true)
        dirtySymbols = queue
        var defined = dirtyDefinitions
        dirtyDefinitions = []
        defer {
            defined.removeAll(keepingCapacity: true)
            dirtyDefinitions = defined
        }
        for index in defined where index < definitions.count {
            isDirtyDefinition[index] = false
            let value = evaluate(definitions[index].expansion)
            let variable = definitions[index].object
            if variable.value != value {
                variable.value = value
                body(variable)
            }
        }
    }

    /// Removes every constraint and edit variable. Variables keep their last values.
    ///
    ///     solver.reset()
    public func reset() {
        kinds = [.invalid, .invalid]
        rows = [Row(), Row()]
        isBasic = [false, false]
        columns = [RowSet(), RowSet()]
        symbolVariable = [-1, -1]
        rowStamps = [0, 0]
        nextStamp = 1
        values = [0, 0]
        symbolOwner = [-1, -1]
        expansionUsers = [[], []]
        objectives = [ObjectiveRow()]
        slotTiers = [0]
        tierSlots = [0: 0]
        symbolSlots = [[], []]
        enteringCandidates = RowSet()
        isEnteringCandidate = [false, false]
        artificial = nil
        infeasibleRows = []
        variableIndex = [:]
        variables = []
        definitions = []
        definitionUsers = []
        records = [:]
        recordConstraints = []
        edits = [:]
        pendingEdits = []
        dirtySymbols = []
        isDirtySymbol = [false, false]
        dirtyDefinitions = []
        isDirtyDefinition = []
        log = UndoLog()
        statistics = Statistics()
    }

    /// The value `variable` has in the current solution (0 for a variable the solver does not know).
    func currentValue(of variable: Variable) -> Double {
        guard let index = variableIndex[ObjectIdentifier(variable)] else { return 0 }
        let definition = variables[index].definition
        var row = definition >= 0 ? definitions[definition].expansion : Row()
        if definition < 0 {
            let symbol = variables[index].symbol
            guard symbol >= 0, isBasic[symbol] else { return 0 }
            row = rows[symbol]
        }
        expandFully(&row)
        return row.constant
    }

    /// Moves the edit variables added since their last observation to kiwi's starting value, 0.
    func applyPendingEdits() {
        guard !pendingEdits.isEmpty else { return }
        let pending = pendingEdits
        pendingEdits.removeAll()
        for variable in pending {
            guard let info = edits[ObjectIdentifier(variable)] else { continue }
            // An optional constraint's constant cannot conflict; on an internal error the solver is
            // left as it was and the edit stays where it is.
            try? transaction { try changeConstant(info.record, to: 0) }
        }
    }
}
