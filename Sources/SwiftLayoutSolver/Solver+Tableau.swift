/// Symbols, variables and the primitive tableau operations, each keeping the column index, the
/// undo log and the dirty lists up to date.
extension Solver.State {
    // MARK: Symbols and variables

    /// Mints a new symbol of `kind`.
    mutating func makeSymbol(_ kind: SymbolKind) -> Symbol {
        symbols.mint(kind)
    }

    /// The external symbol of an undefined variable, minted on first use.
    /// The variable *must not* be defined.
    mutating func externalSymbol(for index: Int) -> Symbol {
        if let existing = variables[index].symbol { return existing }
        let symbol = makeSymbol(.external)
        saveVariable(index)
        variables[index].symbol = symbol
        symbols[symbol].variable = Int32(index)
        symbols.markDirty(symbol)
        return symbol
    }

    // MARK: Rows

    /// Makes `row` the row of `symbol`. The symbol *must not* be basic.
    mutating func setRow(_ symbol: Symbol, _ row: Row) {
        save(symbol)
        for cell in row.cells { symbols[cell.symbol].column.insert(symbol) }
        let stamp = symbols.stamp()
        symbols[symbol].row = row
        symbols[symbol].isBasic = true
        symbols[symbol].stamp = stamp
        symbols.markDirty(symbol)
    }

    /// Takes the row of `symbol` out of the tableau. The symbol *must* be basic.
    mutating func takeRow(_ symbol: Symbol) -> Row {
        save(symbol)
        let row = symbols[symbol].row
        symbols[symbol].row = Row()
        symbols[symbol].isBasic = false
        for cell in row.cells {
            symbols[cell.symbol].column.remove(symbol)
            symbols.noteFreedomCandidate(cell.symbol)   // no longer held by this row
        }
        symbols.markDirty(symbol)
        symbols.noteFreedomCandidate(symbol)
        return row
    }

    /// Adds `coefficient·symbol` to the row of `basic`, keeping the column index.
    mutating func addToRow(_ basic: Symbol, _ symbol: Symbol, _ coefficient: Double) {
        save(basic)
        switch symbols[basic].row.add(symbol, coefficient) {
        case 1: symbols[symbol].column.insert(basic)
        case -1:
            symbols[symbol].column.remove(basic)
            symbols.noteFreedomCandidate(symbol)
        default: break
        }
        symbols.noteFreedomCandidate(basic)
    }

    /// Adds `delta` to the constant of the row of `basic`, noting an infeasible restricted row, and, for the
    /// freedom query, a restricted row whose constant reaches zero or leaves it.
    mutating func shiftRowConstant(_ basic: Symbol, by delta: Double) {
        saveRowConstant(basic)
        let old = symbols[basic].row.constant
        symbols[basic].row.constant += delta
        symbols.markDirty(basic)
        noteIfZeroChanged(basic, from: old)
        if symbols[basic].kind != .external, symbols[basic].row.constant < 0 { infeasibleRows.append(basic) }
    }

    /// Notes `basic` for the freedom query if it is a restricted row (not a dummy's) whose constant was zero
    /// and is not any more, or the other way round: the only change of a constant that can stop or release a
    /// free symbol (see `movableAfterConstantChanges(fromTier:)` in `Solver+Freedom.swift`).
    @inline(__always)
    mutating func noteIfZeroChanged(_ basic: Symbol, from old: Double) {
        let kind = symbols[basic].kind
        if kind != .external, kind != .dummy, nearZero(old) != nearZero(symbols[basic].row.constant) {
            symbols.noteFreedomCandidate(basic)
        }
    }

    /// Replaces `symbol` by `row` in every row that mentions it, the objective and the artificial
    /// objective (Cassowary's substitution). Thanks to the column index this touches only the rows
    /// that mention `symbol`.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        let keys = symbols[symbol].column
        symbols[symbol].column.removeAll()
        statistics.rowsSubstituted += keys.count
        var scratch = self.scratch
        self.scratch = []
        for key in keys {
            save(key)
            // The row is taken out while it changes, so that the merge can update other symbols' columns.
            var target = symbols[key].row
            symbols[key].row = Row()
            target.substitute(
                symbol, with: row, scratch: &scratch,
                entered: { symbols[$0].column.insert(key) },
                left: { symbols[$0].column.remove(key); symbols.noteFreedomCandidate($0) })
            let infeasible = symbols[key].kind != .external && target.constant < 0
            symbols[key].row = target
            symbols.markDirty(key)
            symbols.noteFreedomCandidate(key)
            if infeasible { infeasibleRows.append(key) }
        }
        self.scratch = scratch
        substituteInObjective(symbol, with: row)
        if artificial != nil {
            var objective = artificial!
            artificial = nil
            let coefficient = objective.coefficient(for: symbol)
            if coefficient != 0 {
                _ = objective.remove(symbol)
                objective.insert(row, times: coefficient)
            }
            artificial = objective
        }
    }

    /// Makes `entering` basic in place of `leaving`: solves the leaving row for the entering symbol
    /// and substitutes it everywhere. `leaving` *must* be basic and its row *must* mention `entering`.
    mutating func pivot(leaving: Symbol, entering: Symbol) {
        var row = takeRow(leaving)
        row.add(leaving, -1)
        row.solve(for: entering)
        substitute(entering, with: row)
        setRow(entering, row)
        statistics.pivots += 1
    }

    // MARK: Dirty values

    mutating func markDirty(definition: Int) { definitions.dirty.mark(definition) }
}
