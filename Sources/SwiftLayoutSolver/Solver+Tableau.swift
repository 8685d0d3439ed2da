/// Symbols, variables and the primitive tableau operations, each keeping the column index, the
/// undo log and the dirty lists up to date.
extension Solver {
    // MARK: Symbols and variables

    /// Mints a new symbol of `kind`.
    func makeSymbol(_ kind: SymbolKind) -> Symbol {
        let symbol = kinds.count
        kinds.append(kind)
        rows.append(Row())
        isBasic.append(false)
        columns.append(RowSet())
        symbolVariable.append(-1)
        rowStamps.append(0)
        values.append(0)
        symbolOwner.append(-1)
        expansionUsers.append([])
        symbolSlots.append([])
        isEnteringCandidate.append(false)
        isDirtySymbol.append(false)
        log.rowStamp.append(0)
        return symbol
    }

    /// The index of `variable`, registering it (with no symbol and no definition) if new.
    func variableIndex(for variable: Variable) -> Int {
        let key = ObjectIdentifier(variable)
        if let index = variableIndex[key] { return index }
        let index = variables.count
        variables.append(VariableState(variable: variable))
        variableIndex[key] = index
        return index
    }

    /// The external symbol of an undefined variable, minted on first use.
    /// The variable *must not* be defined.
    func externalSymbol(for index: Int) -> Symbol {
        let existing = variables[index].symbol
        if existing >= 0 { return existing }
        let symbol = makeSymbol(.external)
        saveVariable(index)
        variables[index].symbol = symbol
        symbolVariable[symbol] = index
        markDirty(symbol: symbol)
        return symbol
    }

    /// Whether a variable appears nowhere in the solver yet.
    func isFresh(_ index: Int) -> Bool {
        variables[index].symbol < 0 && variables[index].definition < 0
    }

    // MARK: Dirty values

    @inline(__always)
    func markDirty(symbol: Symbol) {
        if !isDirtySymbol[symbol] {
            isDirtySymbol[symbol] = true
            dirtySymbols.append(symbol)
        }
    }

    func markDirty(definition: Int) {
        if !isDirtyDefinition[definition] {
            isDirtyDefinition[definition] = true
            dirtyDefinitions.append(definition)
        }
    }

    // MARK: Rows

    /// Makes `row` the row of `symbol`. The symbol *must not* be basic.
    func setRow(_ symbol: Symbol, _ row: Row) {
        saveRow(symbol)
        rows[symbol] = row
        isBasic[symbol] = true
        rowStamps[symbol] = nextStamp
        nextStamp += 1
        for cell in row.cells { columns[cell.symbol].insert(symbol) }
        markDirty(symbol: symbol)
    }

    /// Takes the row of `symbol` out of the tableau. The symbol *must* be basic.
    func takeRow(_ symbol: Symbol) -> Row {
        saveRow(symbol)
        let row = rows[symbol]
        for cell in row.cells { columns[cell.symbol].remove(symbol) }
        rows[symbol] = Row()
        isBasic[symbol] = false
        markDirty(symbol: symbol)
        return row
    }

    /// Adds `coefficient·symbol` to the row of `basic`, keeping the column index.
    func addToRow(_ basic: Symbol, _ symbol: Symbol, _ coefficient: Double) {
        saveRow(basic)
        switch rows[basic].add(symbol, coefficient) {
        case 1: columns[symbol].insert(basic)
        case -1: columns[symbol].remove(basic)
        default: break
        }
    }

    /// Adds `delta` to the constant of the row of `basic`, noting an infeasible restricted row.
    func shiftRowConstant(_ basic: Symbol, by delta: Double) {
        saveRowConstant(basic)
        rows[basic].constant += delta
        markDirty(symbol: basic)
        if kinds[basic] != .external, rows[basic].constant < 0 { infeasibleRows.append(basic) }
    }

    /// Replaces `symbol` by `row` in every row that mentions it, the objective and the artificial
    /// objective (Cassowary's substitution). Thanks to the column index this touches only the rows
    /// that mention `symbol`.
    func substitute(_ symbol: Symbol, with row: Row) {
        let keys = columns[symbol].keys
        columns[symbol].removeAll()
        statistics.rowsSubstituted += keys.count
        for key in keys {
            saveRow(key)
            let coefficient = rows[key].remove(symbol)
            rows[key].insert(
                row, times: coefficient,
                entered: { columns[$0].insert(key) }, left: { columns[$0].remove(key) })
            markDirty(symbol: key)
            if kinds[key] != .external, rows[key].constant < 0 { infeasibleRows.append(key) }
        }
        substituteInObjective(symbol, with: row)
        artificial?.substitute(symbol, with: row)
    }

    /// Makes `entering` basic in place of `leaving`: solves the leaving row for the entering symbol
    /// and substitutes it everywhere. `leaving` *must* be basic and its row *must* mention `entering`.
    func pivot(leaving: Symbol, entering: Symbol) {
        var row = takeRow(leaving)
        row.add(leaving, -1)
        row.solve(for: entering)
        substitute(entering, with: row)
        setRow(entering, row)
        statistics.pivots += 1
    }
}
