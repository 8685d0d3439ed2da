/// Adding a constraint: a definition when it can be one, else a tableau row (kiwi's `addConstraint`).
extension Solver.State {
    /// ``Solver/addConstraint(_:)``.
    mutating func addConstraint(_ constraint: Constraint) throws {
        if constraints[constraint] != nil {
            throw SolverError(.duplicateConstraint, constraint: constraint)
        }
        let expression = constraint.expression
        guard expression.constant.isFinite, expression.terms.allSatisfy({ $0.coefficient.isFinite }) else {
            throw SolverError(.invalidValue, constraint: constraint)
        }
        try transaction { try $0.insertConstraint(constraint) }
        statistics.constraintsAdded += 1
    }

    /// Adds `constraint` (not yet in the solver). Throws `unsatisfiableConstraint` with the conflicting
    /// set; the caller's transaction undoes any partial change.
    mutating func insertConstraint(_ constraint: Constraint) throws {
        // The terms in variable indices, in a buffer kept from call to call (one allocation less per add).
        var terms = termBuffer
        termBuffer = []
        defer {
            terms.removeAll(keepingCapacity: true)
            termBuffer = terms
        }
        for term in constraint.expression.terms {
            terms.append((variable: variables.register(term.variable), coefficient: term.coefficient))
        }
        let id = constraints.reserveID()
        if constraint.strength.isRequired, constraint.relation == .equal,
            let subject = terms.firstIndex(where: { variables[$0.variable].isFresh })
        {
            let length = expansionBound(of: terms, subject: subject)
            if length <= maximumDefinitionLength {
                let placement = addDefinition(of: constraint, id: id, terms: terms, subject: subject, length: length)
                constraints.store(ConstraintRecord(id: id, constraint: constraint, placement: placement))
                return
            }
            // A definition this long would be copied into every definition built on it (a chain of
            // definitions, each one cell longer than the last, is quadratic). The variable becomes basic
            // instead, with the constraint's row as written: later definitions refer to it in one cell.
            let symbol = externalSymbol(for: terms[subject].variable)
            var (row, markers) = makeRow(for: constraint, id: id, terms: terms)
            constraints.store(ConstraintRecord(id: id, constraint: constraint, placement: .tableau(markers)))
            row.solve(for: symbol)
            setRow(symbol, row)
            try optimize()
            return
        }
        var (row, markers) = makeRow(for: constraint, id: id, terms: terms)
        constraints.store(ConstraintRecord(id: id, constraint: constraint, placement: .tableau(markers)))
        if let fresh = row.cells.first(where: {
            symbols[$0.symbol].kind == .external && !symbols[$0.symbol].isBasic && symbols[$0.symbol].column.isEmpty
        }) {
            // A variable no row mentions: it becomes basic with this row as written, lazy references
            // to older basic externals included. Nothing else changes, so nothing can fill in.
            row.solve(for: fresh.symbol)
            setRow(fresh.symbol, row)
            try optimize()
            return
        }
        if let subject = lazySubject(in: row) {
            // A free variable that only newer external rows mention: it becomes basic with this row as
            // written, and those rows inherit its lazy references (see `lazySubject(in:)`).
            row.solve(for: subject)
            substitute(subject, with: row)
            setRow(subject, row)
            try optimize()
            return
        }
        statistics.referencesExpanded += expandFully(&row)
        if row.constant < 0 { row.reverseSign() }
        if let subject = chooseSubject(in: row, markers: markers) {
            row.solve(for: subject)
            substitute(subject, with: row)
            setRow(subject, row)
        } else if row.allSymbols({ symbols[$0].kind == .dummy }) {
            if !nearZero(row.constant) {
                throw unsatisfiable(constraint, certificate: row, basic: nil)
            }
            row.solve(for: markers.marker)
            substitute(markers.marker, with: row)
            setRow(markers.marker, row)
        } else if symbols[markers.marker].kind == .slack, row.coefficient(for: markers.marker) > 0,
                  hasNoObjectiveWeight(markers.marker) {
            try addInfeasible(row, solvedFor: markers.marker, constraint: constraint)
        } else {
            try addWithArtificialVariable(row, constraint: constraint)
        }
        try optimize()
    }

    /// An inequality whose own slack is the only subject left, at a negative value: the slack becomes basic
    /// (no other row mentions it and the objective does not weigh it, so the tableau stays optimal) and the
    /// dual simplex makes it feasible, as after a constant change. An artificial variable, kiwi's way, took a
    /// second objective and, for a stack view's rows, twice the pivots to the same optimum.
    private mutating func addInfeasible(_ row: Row, solvedFor slack: Symbol, constraint: Constraint) throws {
        var row = row
        row.solve(for: slack)
        substitute(slack, with: row)
        setRow(slack, row)
        if row.constant < 0 { infeasibleRows.append(slack) }
        try dualOptimize(blame: constraint, shortColumnsFirst: true)
    }

    // MARK: Definitions

    /// The longest expansion a definition may have (see `expansionBound(of:subject:)`).
    var maximumDefinitionLength: Int { 16 }

    /// An upper bound on the length of the expansion `addDefinition` would build: the expansions of the
    /// defined variables among the other terms, one cell for each other term.
    @inline(__always)
    func expansionBound(of terms: [(variable: Int, coefficient: Double)], subject: Int) -> Int {
        var bound = 0
        for (position, term) in terms.enumerated() where position != subject {
            if let defined = variables[term.variable].definition {
                bound += definitions[defined].expansion.cells.count
            } else {
                bound += 1
            }
        }
        return bound
    }

    /// Makes `constraint` (a required equality whose term `subject` is a fresh variable) a definition:
    /// `subject = -(other terms + constant) / coefficient`. The tableau does not change. `length` bounds the
    /// expansion's length (`expansionBound(of:subject:)`): its cells are allocated once.
    mutating func addDefinition(
        of constraint: Constraint, id: Int, terms: [(variable: Int, coefficient: Double)], subject: Int, length: Int
    ) -> Placement {
        let variable = terms[subject].variable
        let a = terms[subject].coefficient
        let index = definitions.count
        var expansion = Row(constant: -constraint.expression.constant / a)
        expansion.cells.reserveCapacity(length)
        for (position, term) in terms.enumerated() where position != subject {
            let coefficient = -term.coefficient / a
            if let defined = variables[term.variable].definition {
                expansion.insert(definitions[defined].expansion, times: coefficient)
            } else {
                expansion.add(externalSymbol(for: term.variable), coefficient)
            }
        }
        definitions.append(Definition(variable: variable, record: id, expansion: expansion))
        saveVariable(variable)
        variables[variable].definition = index
        for (position, term) in terms.enumerated() where position != subject {
            if let defined = variables[term.variable].definition {
                appendUse(DefinitionUse(user: index, isDefinition: true, coefficient: -term.coefficient / a), to: defined)
            }
        }
        for cell in expansion.cells { appendExpansionUser(index, to: cell.symbol) }
        markDirty(definition: index)
        return .definition(index, subjectCoefficient: a)
    }

    // MARK: Tableau rows

    /// kiwi's `createRow`: the constraint's row in terms of the current parametric symbols, with its
    /// slack, error or dummy markers and the errors added to the objective. Basic external symbols
    /// are left in the row (`expandFully` replaces them); other basic symbols are substituted.
    /// Registers the constraint (`id`) as a user of every defined variable it mentions.
    mutating func makeRow(
        for constraint: Constraint, id: Int, terms: [(variable: Int, coefficient: Double)]
    ) -> (row: Row, markers: Markers) {
        var row = Row(constant: constraint.expression.constant)
        // Room for every term, each defined variable's expansion in full, and two markers.
        var length = 2
        for term in terms {
            if let defined = variables[term.variable].definition {
                length += definitions[defined].expansion.cells.count
            } else {
                length += 1
            }
        }
        row.cells.reserveCapacity(length)
        for term in terms {
            if let defined = variables[term.variable].definition {
                let expansion = definitions[defined].expansion
                row.constant += expansion.constant * term.coefficient
                for cell in expansion.cells {
                    addParametric(cell.symbol, cell.coefficient * term.coefficient, to: &row)
                }
                appendUse(DefinitionUse(user: id, isDefinition: false, coefficient: term.coefficient), to: defined)
            } else {
                addParametric(externalSymbol(for: term.variable), term.coefficient, to: &row)
            }
        }
        let strength = constraint.strength.value
        let slot = objective.slot(forTier: constraint.strength.tier)
        if !constraint.strength.isRequired { objective.noteWeight(strength, inSlot: slot) }
        let markers: Markers
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let coefficient: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack)
            row.add(slack, coefficient)
            var error: Symbol? = nil
            if !constraint.strength.isRequired {
                error = makeSymbol(.error)
                row.add(error!, -coefficient)
                addToObjective(error!, strength, slot: slot)
            }
            markers = Markers(marker: slack, other: error, scale: coefficient)
        case .equal:
            if constraint.strength.isRequired {
                let dummy = makeSymbol(.dummy)
                row.add(dummy, 1)
                markers = Markers(marker: dummy, other: nil, scale: 1)
            } else {
                let plus = makeSymbol(.error)
                let minus = makeSymbol(.error)
                row.add(plus, -1)
                row.add(minus, 1)
                addToObjective(plus, strength, slot: slot)
                let below = constraint.strengthBelow
                if below == constraint.strength {
                    addToObjective(minus, strength, slot: slot)
                } else {
                    let belowSlot = objective.slot(forTier: below.tier)
                    objective.noteWeight(below.value, inSlot: belowSlot)
                    addToObjective(minus, below.value, slot: belowSlot)
                }
                markers = Markers(marker: plus, other: minus, scale: -1)
            }
        }
        symbols[markers.marker].owner = Int32(id)
        if let other = markers.other { symbols[other].owner = Int32(id) }
        if row.constant < 0 { row.reverseSign() }
        return (row, markers)
    }

    /// Adds `coefficient·symbol` to a row being built, substituting the symbol's row if it is basic.
    @inline(__always)
    mutating func addParametric(_ symbol: Symbol, _ coefficient: Double, to row: inout Row) {
        if symbols[symbol].isBasic, symbols[symbol].kind != .external {
            row.insert(symbols[symbol].row, times: coefficient, scratch: &scratch, entered: { _ in }, left: { _ in })
        } else {
            row.add(symbol, coefficient)
        }
    }

    /// kiwi's `chooseSubject`, preferring symbols that create no fill-in: the external symbol that the
    /// fewest other rows mention, else a slack or error symbol with no objective weight that keeps the
    /// tableau feasible, else the constraint's new slack or error symbol when that is feasible, else nil.
    ///
    /// An external subject keeps the tableau feasible whatever its value: restricted rows never mention
    /// external symbols (a row that has one is always solved for an external, and pivots only bring
    /// restricted symbols into restricted rows; the invariant checks say so).
    @inline(__always)
    func chooseSubject(in row: Row, markers: Markers) -> Symbol? {
        var best: Symbol? = nil
        var bestCount = Int.max
        for cell in row.cells where symbols[cell.symbol].kind == .external {
            let count = symbols[cell.symbol].column.count
            if count < bestCount {
                best = cell.symbol
                bestCount = count
                if count == 0 { break }
            }
        }
        if let best { return best }
        // A slack or error symbol the objective does not mention, whose value the row makes
        // non-negative and whose substitution keeps every restricted row feasible: the tableau stays
        // feasible and optimal, so no pivot follows (at a degenerate vertex this saves one pivot per tie).
        for cell in row.cells where symbols[cell.symbol].kind == .slack || symbols[cell.symbol].kind == .error {
            let count = symbols[cell.symbol].column.count
            guard count < bestCount, hasNoObjectiveWeight(cell.symbol) else { continue }
            let value = -row.constant / cell.coefficient
            if value >= 0 || nearZero(value), substitutionKeepsFeasibility(cell.symbol, in: row) {
                best = cell.symbol
                bestCount = count
            }
        }
        if let best { return best }
        // The constraint's own new slack or error symbol (no other row mentions it): feasible when its
        // coefficient is negative, or when the row's constant is zero (its value stays 0).
        for marker in [markers.marker, markers.other] {
            guard let marker, symbols[marker].kind == .slack || symbols[marker].kind == .error else { continue }
            let coefficient = row.coefficient(for: marker)
            if coefficient < 0 || (coefficient != 0 && nearZero(row.constant)) {
                return marker
            }
        }
        return nil
    }

    /// Whether making `symbol` basic with `row` leaves every restricted row that mentions it
    /// non-negative (its value moves from 0 to the value the row gives it).
    @inline(__always)
    func substitutionKeepsFeasibility(_ symbol: Symbol, in row: Row) -> Bool {
        let value = -row.constant / row.coefficient(for: symbol)
        if nearZero(value) { return true }
        let column = symbols[symbol].column
        for key in column where symbols[key].kind != .external {
            if symbols[key].row.constant + symbols[key].row.coefficient(for: symbol) * value < -1.0e-8 { return false }
        }
        return true
    }

    /// kiwi's `addWithArtificialVariable`: minimise an artificial variable standing for the row; the
    /// constraint is satisfiable exactly when it reaches zero.
    mutating func addWithArtificialVariable(_ row: Row, constraint: Constraint) throws {
        let art = makeSymbol(.slack)
        setRow(art, row)
        artificial = row
        try optimize(artificial: true)
        let success = nearZero(artificial!.constant)
        artificial = nil
        if !success {
            throw unsatisfiable(constraint, certificate: symbols[art].row, basic: nil)
        }
        if symbols[art].isBasic {
            let artRow = takeRow(art)
            if artRow.cells.isEmpty { return }
            // Any slack or error symbol can replace it (the row's value is 0); take the cheapest.
            guard let entering = artRow.cells
                .filter({ symbols[$0.symbol].kind == .slack || symbols[$0.symbol].kind == .error })
                .min(by: { (symbols[$0.symbol].column.count, $0.symbol) < (symbols[$1.symbol].column.count, $1.symbol) })?.symbol
            else {
                throw unsatisfiable(constraint, certificate: artRow, basic: nil)
            }
            var pivotRow = artRow
            pivotRow.add(art, -1)
            pivotRow.solve(for: entering)
            substitute(entering, with: pivotRow)
            setRow(entering, pivotRow)
        }
        let column = symbols[art].column
        for key in column {
            save(key)
            _ = symbols[key].row.remove(art)
            symbols.markDirty(key)
        }
        symbols[art].column.removeAll()
        for slot in 0..<objective.slotCount where weight(of: art, inSlot: slot) != 0 { setWeight(art, 0, slot: slot) }
    }
}
