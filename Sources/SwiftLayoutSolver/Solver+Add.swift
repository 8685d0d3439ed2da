/// Adding a constraint: a definition when it can be one, else a tableau row (kiwi's `addConstraint`).
extension Solver {
    /// Adds `constraint` (not yet in the solver). Throws `unsatisfiableConstraint` with the conflicting
    /// set; the caller's transaction undoes any partial change.
    func insertConstraint(_ constraint: Constraint) throws {
        let expression = constraint.expression
        let terms = expression.terms.map { (variable: variableIndex(for: $0.variable), coefficient: $0.coefficient) }
        let id = recordConstraints.count
        recordConstraints.append(constraint)
        var record = ConstraintRecord(id: id, constraint: constraint, terms: terms)
        if constraint.strength.isRequired, constraint.relation == .equal,
            let subject = terms.firstIndex(where: { isFresh($0.variable) })
        {
            if expansionBound(of: record, subject: subject) <= maximumDefinitionLength {
                addDefinition(&record, subject: subject)
                storeRecord(record)
                return
            }
            // A definition this long would be copied into every definition built on it (a chain of
            // definitions, each one cell longer than the last, is quadratic). The variable becomes basic
            // instead, with the constraint's row as written: later definitions refer to it in one cell.
            let symbol = externalSymbol(for: terms[subject].variable)
            var row = makeRow(for: &record)
            storeRecord(record)
            row.solve(for: symbol)
            setRow(symbol, row)
            try optimize()
            return
        }
        var row = makeRow(for: &record)
        storeRecord(record)
        if let fresh = row.cells.first(where: { kinds[$0.symbol] == .external && !isBasic[$0.symbol] && columns[$0.symbol].isEmpty }) {
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
        if let subject = chooseSubject(in: row, record: record) {
            row.solve(for: subject)
            substitute(subject, with: row)
            setRow(subject, row)
        } else if row.allSymbols({ kinds[$0] == .dummy }) {
            if !nearZero(row.constant) {
                throw unsatisfiable(constraint, certificate: row, basic: nil)
            }
            let marker = record.marker
            row.solve(for: marker)
            substitute(marker, with: row)
            setRow(marker, row)
        } else {
            try addWithArtificialVariable(row, constraint: constraint)
        }
        try optimize()
    }

    func storeRecord(_ record: ConstraintRecord) {
        records[ObjectIdentifier(record.constraint)] = record
        if log.active { log.addedRecords.append(ObjectIdentifier(record.constraint)) }
    }

    // MARK: Definitions

    /// The longest expansion a definition may have (see `expansionBound(of:subject:)`).
    var maximumDefinitionLength: Int { 16 }

    /// An upper bound on the length of the expansion `addDefinition(_:subject:)` would build: the
    /// expansions of the defined variables among the other terms, one cell for each other term.
    func expansionBound(of record: ConstraintRecord, subject: Int) -> Int {
        var bound = 0
        for (position, term) in record.terms.enumerated() where position != subject {
            let defined = variables[term.variable].definition
            bound += defined >= 0 ? definitions[defined].expansion.cells.count : 1
        }
        return bound
    }

    /// Makes `record` (a required equality whose term `subject` is a fresh variable) a definition:
    /// `subject = -(other terms + constant) / coefficient`. The tableau does not change.
    func addDefinition(_ record: inout ConstraintRecord, subject: Int) {
        let variable = record.terms[subject].variable
        let a = record.terms[subject].coefficient
        let index = definitions.count
        var terms: [(variable: Int, coefficient: Double)] = []
        var expansion = Row(constant: -record.constraint.expression.constant / a)
        for (position, term) in record.terms.enumerated() where position != subject {
            let coefficient = -term.coefficient / a
            terms.append((term.variable, coefficient))
            let defined = variables[term.variable].definition
            if defined >= 0 {
                expansion.insert(definitions[defined].expansion, times: coefficient, entered: { _ in }, left: { _ in })
            } else {
                expansion.add(externalSymbol(for: term.variable), coefficient)
            }
        }
        definitions.append(Definition(
            variable: variable, object: variables[variable].variable, record: record.id, terms: terms, expansion: expansion))
        definitionUsers.append([])
        isDirtyDefinition.append(false)
        log.definitionStamp.append(0)
        saveVariable(variable)
        variables[variable].definition = index
        for term in terms where variables[term.variable].definition >= 0 {
            appendUse(DefinitionUse(user: index, isDefinition: true, coefficient: term.coefficient),
                      to: variables[term.variable].definition)
        }
        for cell in expansion.cells { appendExpansionUser(index, to: cell.symbol) }
        markDirty(definition: index)
        record.definition = index
        record.subjectCoefficient = a
    }

    // MARK: Tableau rows

    /// kiwi's `createRow`: the constraint's row in terms of the current parametric symbols, with its
    /// slack, error or dummy markers and the errors added to the objective. Basic external symbols
    /// are left in the row (`expandFully` replaces them); other basic symbols are substituted.
    /// Registers the record as a user of every defined variable it mentions.
    func makeRow(for record: inout ConstraintRecord) -> Row {
        let constraint = record.constraint
        var row = Row(constant: constraint.expression.constant)
        for term in record.terms {
            let defined = variables[term.variable].definition
            if defined >= 0 {
                let expansion = definitions[defined].expansion
                row.constant += expansion.constant * term.coefficient
                for cell in expansion.cells {
                    addParametric(cell.symbol, cell.coefficient * term.coefficient, to: &row)
                }
                appendUse(DefinitionUse(user: record.id, isDefinition: false, coefficient: term.coefficient), to: defined)
            } else {
                addParametric(externalSymbol(for: term.variable), term.coefficient, to: &row)
            }
        }
        let strength = constraint.strength.value
        let slot = slot(forTier: constraint.strength.tier)
        if !constraint.strength.isRequired { objectives[slot].noteWeight(strength) }
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let coefficient: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack)
            record.marker = slack
            record.markerScale = coefficient
            row.add(slack, coefficient)
            if !constraint.strength.isRequired {
                let error = makeSymbol(.error)
                record.other = error
                row.add(error, -coefficient)
                addToObjective(error, strength, slot: slot)
            }
        case .equal:
            if constraint.strength.isRequired {
                let dummy = makeSymbol(.dummy)
                record.marker = dummy
                record.markerScale = 1
                row.add(dummy, 1)
            } else {
                let plus = makeSymbol(.error)
                let minus = makeSymbol(.error)
                record.marker = plus
                record.other = minus
                record.markerScale = -1
                row.add(plus, -1)
                row.add(minus, 1)
                addToObjective(plus, strength, slot: slot)
                addToObjective(minus, strength, slot: slot)
            }
        }
        symbolOwner[record.marker] = record.id
        if record.other >= 0 { symbolOwner[record.other] = record.id }
        if row.constant < 0 { row.reverseSign() }
        return row
    }

    /// Adds `coefficient·symbol` to a row being built, substituting the symbol's row if it is basic.
    @inline(__always)
    func addParametric(_ symbol: Symbol, _ coefficient: Double, to row: inout Row) {
        if isBasic[symbol], kinds[symbol] != .external {
            row.insert(rows[symbol], times: coefficient, entered: { _ in }, left: { _ in })
        } else {
            row.add(symbol, coefficient)
        }
    }

    /// kiwi's `chooseSubject`, preferring symbols that create no fill-in: the external symbol that the
    /// fewest other rows mention (whose substitution keeps every restricted row feasible), else a slack
    /// or error symbol with no objective weight that keeps the tableau feasible, else the constraint's
    /// new slack or error symbol when that is feasible, else nil.
    func chooseSubject(in row: Row, record: ConstraintRecord) -> Symbol? {
        var best: Symbol? = nil
        var bestCount = Int.max
        for cell in row.cells where kinds[cell.symbol] == .external {
            let count = columns[cell.symbol].count
            if count < bestCount, substitutionKeepsFeasibility(cell.symbol, in: row) {
                best = cell.symbol
                bestCount = count
                if count == 0 { break }
            }
        }
        if let best { return best }
        // A slack or error symbol the objective does not mention, whose value the row makes
        // non-negative and whose substitution keeps every restricted row feasible: the tableau stays
        // feasible and optimal, so no pivot follows (at a degenerate vertex this saves one pivot per tie).
        for cell in row.cells where kinds[cell.symbol] == .slack || kinds[cell.symbol] == .error {
            let count = columns[cell.symbol].count
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
        for marker in [record.marker, record.other] where marker >= 0 {
            let coefficient = row.coefficient(for: marker)
            if kinds[marker] == .slack || kinds[marker] == .error,
                coefficient < 0 || (coefficient != 0 && nearZero(row.constant))
            {
                return marker
            }
        }
        return nil
    }

    /// Whether making `symbol` basic with `row` leaves every restricted row that mentions it
    /// non-negative (its value moves from 0 to the value the row gives it).
    func substitutionKeepsFeasibility(_ symbol: Symbol, in row: Row) -> Bool {
        let value = -row.constant / row.coefficient(for: symbol)
        if nearZero(value) { return true }
        for key in columns[symbol].keys where kinds[key] != .external {
            if rows[key].constant + rows[key].coefficient(for: symbol) * value < -1.0e-8 { return false }
        }
        return true
    }

    /// kiwi's `addWithArtificialVariable`: minimise an artificial variable standing for the row; the
    /// constraint is satisfiable exactly when it reaches zero.
    func addWithArtificialVariable(_ row: Row, constraint: Constraint) throws {
        let art = makeSymbol(.slack)
        setRow(art, row)
        var objectiveRow = ObjectiveRow()
        objectiveRow.insert(row, times: 1)
        artificial = objectiveRow
        try optimize(artificial: true)
        let success = nearZero(artificial!.constant)
        artificial = nil
        if !success {
            throw unsatisfiable(constraint, certificate: rows[art], basic: nil)
        }
        if isBasic[art] {
            let artRow = takeRow(art)
            if artRow.cells.isEmpty { return }
            // Any slack or error symbol can replace it (the row's value is 0); take the cheapest.
            guard let entering = artRow.cells
                .filter({ kinds[$0.symbol] == .slack || kinds[$0.symbol] == .error })
                .min(by: { (columns[$0.symbol].count, $0.symbol) < (columns[$1.symbol].count, $1.symbol) })?.symbol
            else {
                throw unsatisfiable(constraint, certificate: artRow, basic: nil)
            }
            var pivotRow = artRow
            pivotRow.add(art, -1)
            pivotRow.solve(for: entering)
            substitute(entering, with: pivotRow)
            setRow(entering, pivotRow)
        }
        for key in columns[art].keys {
            saveRow(key)
            _ = rows[key].remove(art)
            markDirty(symbol: key)
        }
        columns[art].removeAll()
        for slot in symbolSlots[art] { setObjective(art, nil, slot: slot) }
    }
}
