/// Edit variables and constants changed in place: `suggestValue` and `updateConstant`.
extension Solver.State {
    /// ``Solver/addEditVariable(_:strength:)``.
    mutating func addEditVariable(_ variable: Variable, strength: Strength) throws {
        let key = ObjectIdentifier(variable)
        if constraints.edits[key] != nil { throw SolverError(.duplicateEditVariable, variable: variable) }
        let strength = strength.clipped
        if strength.isRequired { throw SolverError(.badRequiredStrength, variable: variable) }
        let current = currentValue(of: variable)
        let constraint = Constraint(LinearExpression(variable) - current, .equal, strength: strength)
        try addConstraint(constraint)
        constraints.edits[key] = constraints[constraint]!.id
        if current != 0 { constraints.pendingEdits.append(variable) }
    }

    /// ``Solver/removeEditVariable(_:)``.
    mutating func removeEditVariable(_ variable: Variable) throws {
        guard let id = constraints.edits[ObjectIdentifier(variable)], let record = constraints[id] else {
            throw SolverError(.unknownEditVariable, variable: variable)
        }
        try removeConstraint(record.constraint)
        constraints.edits[ObjectIdentifier(variable)] = nil
        constraints.pendingEdits.removeAll { $0 === variable }
    }

    /// ``Solver/suggestValue(_:_:)``.
    mutating func suggestValue(_ variable: Variable, _ value: Double) throws {
        guard let id = constraints.edits[ObjectIdentifier(variable)], let record = constraints[id] else {
            throw SolverError(.unknownEditVariable, variable: variable)
        }
        guard value.isFinite else { throw SolverError(.invalidValue, variable: variable) }
        try changeConstant(record, to: -value)
        if !constraints.pendingEdits.isEmpty { constraints.pendingEdits.removeAll { $0 === variable } }
        statistics.suggestions += 1
    }

    /// ``Solver/updateConstant(of:to:)``.
    mutating func updateConstant(of constraint: Constraint, to constant: Double) throws {
        guard let record = constraints[constraint] else {
            throw SolverError(.unknownConstraint, constraint: constraint)
        }
        guard constant.isFinite else { throw SolverError(.invalidValue, constraint: constraint) }
        try changeConstant(record, to: constant)
        statistics.constantsUpdated += 1
    }

    /// Sets the expression constant of the constraint behind `record` to `constant` and restores
    /// feasibility. A required constraint's new constant can conflict with the other required
    /// constraints (the call then throws `unsatisfiableConstraint` and changes nothing), so it runs in a
    /// transaction. An optional one's cannot (see `dualOptimize(blame:)`): it needs no undo log, which is a
    /// tenth of a suggestion's work.
    mutating func changeConstant(_ record: ConstraintRecord, to constant: Double) throws {
        if record.constraint.strength.isRequired {
            try transaction { try $0.moveConstant(record, to: constant) }
        } else {
            try moveConstant(record, to: constant)
            #if SWIFTLAYOUT_INTERNAL_CHECKS
            checkInvariants()
            #endif
        }
    }

    /// Sets the expression constant of the constraint behind `record` to `constant`, then restores
    /// feasibility with the dual simplex. Throws `unsatisfiableConstraint` if required constraints
    /// conflict with the new constant.
    private mutating func moveConstant(_ record: ConstraintRecord, to constant: Double) throws {
        let constraint = record.constraint
        let delta = constant - constraint.expression.constant
        if delta == 0 { return }
        if log.active { log.savedConstants.append(SavedConstant(constraint: constraint, constant: constraint.expression.constant)) }
        constraint.expression.constant = constant
        switch record.placement {
        case .definition(let index, let subjectCoefficient):
            // variable = -(rest + constant) / a: the definition's constant moves by -delta / a.
            let shift = -delta / subjectCoefficient
            let affected = dependents(of: index)
            // Room for every saved constant at once: grown by appends, the log doubled about fifteen times for
            // the 20,000 constants of a first feed resize at N = 10,000, copying them each time (callgrind:
            // 63.35 M → 62.77 M instructions, 944 k → 937 k last-level misses).
            if log.active {
                log.savedDefinitionConstants.reserveCapacity(
                    log.savedDefinitionConstants.count + affected.definitions.count + 1)
            }
            shiftDefinitionConstant(index, by: shift)
            for (definition, derivative) in affected.definitions {
                shiftDefinitionConstant(definition, by: derivative * shift)
            }
            for (user, derivative) in affected.constraints {
                guard let markers = constraints[user]?.markers else { continue }
                shiftMarker(markers, by: derivative * shift)
            }
        case .tableau(let markers):
            shiftMarker(markers, by: delta)
        }
        try dualOptimize(blame: constraint)
        // Rounding can leave an improving direction behind the dual simplex (a pivot between symbols tied in
        // a higher tier, whose lower-tier coefficient turns negative): the primal simplex removes it.
        if !objective.enteringCandidates.isEmpty { try optimize() }
    }

    /// Adds `delta` to the constant of definition `index`'s expansion (its undo record holds the constant
    /// alone: a whole saved definition was a fifth of a feed resize's solver work).
    private mutating func shiftDefinitionConstant(_ index: Int, by delta: Double) {
        saveDefinitionConstant(index)
        definitions[index].expansion.constant += delta
        markDirty(definition: index)
    }

    /// Applies a change of `delta` to the expression constant of a tableau constraint: the
    /// substitution `marker := marker + delta·scale`, which moves the row constants along the
    /// marker's column (or the marker's own row when it is basic).
    mutating func shiftMarker(_ markers: Markers, by delta: Double) {
        let t = delta * markers.scale
        let marker = markers.marker
        if symbols[marker].isBasic {
            shiftRowConstant(marker, by: -t)
            if symbols[marker].kind == .dummy { infeasibleRows.append(marker) }
        } else {
            let column = symbols[marker].column
            for key in column {
                shiftRowConstant(key, by: symbols[key].row.coefficient(for: marker) * t)
                if symbols[key].kind == .dummy { infeasibleRows.append(key) }
            }
        }
    }

    /// The value `variable` has in the current solution (0 for a variable the solver does not know).
    mutating func currentValue(of variable: Variable) -> Double {
        guard let index = variables.index(of: variable) else { return 0 }
        return currentValue(ofVariableAt: index)
    }

    /// The value the variable at `index` has in the current solution.
    mutating func currentValue(ofVariableAt index: Int) -> Double {
        var row: Row
        if let definition = variables[index].definition {
            row = definitions[definition].expansion
        } else {
            guard let symbol = variables[index].symbol, symbols[symbol].isBasic else { return 0 }
            row = symbols[symbol].row
        }
        expandFully(&row)
        return row.constant
    }

    /// Moves the edit variables added since their last observation to kiwi's starting value, 0.
    mutating func applyPendingEdits() {
        guard !constraints.pendingEdits.isEmpty else { return }
        let pending = constraints.pendingEdits
        constraints.pendingEdits.removeAll()
        for variable in pending {
            guard let id = constraints.edits[ObjectIdentifier(variable)], let record = constraints[id] else { continue }
            // An optional constraint's constant cannot conflict: this cannot fail.
            try? changeConstant(record, to: 0)
        }
    }
}
