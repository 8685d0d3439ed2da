/// Transactions: every public call that changes the solver runs as one, and a call that throws leaves
/// the solver exactly as it was.
extension Solver.State {
    /// Runs `body` as one undoable step: if it throws, every change it made is undone.
    mutating func transaction<Result>(_ body: (inout Solver.State) throws -> Result) throws -> Result {
        begin()
        defer {
            log.active = false
            log.clear()
        }
        do {
            let result = try body(&self)
            #if SWIFTLAYOUT_INTERNAL_CHECKS
            checkInvariants()
            #endif
            return result
        } catch {
            rollBack()
            #if SWIFTLAYOUT_INTERNAL_CHECKS
            checkInvariants()
            #endif
            throw error
        }
    }

    private mutating func begin() {
        log.active = true
        log.epoch += 1
        log.symbolCount = symbols.count
        log.nextStamp = symbols.nextStamp
        log.variableCount = variables.count
        log.definitionCount = definitions.count
        log.recordCount = constraints.count
        log.note(objective)
        if !infeasibleRows.isEmpty || !log.infeasibleRows.isEmpty { log.infeasibleRows = infeasibleRows }
    }

    // MARK: Saving before a change

    /// Saves the row and weights of `symbol` before its first change in this call.
    @inline(__always)
    mutating func save(_ symbol: Symbol) {
        guard log.active, symbol.index < log.symbolCount, symbols[symbol].savedEpoch != log.epoch else { return }
        symbols[symbol].savedEpoch = log.epoch
        let start = log.savedCells.count
        if !symbols[symbol].row.cells.isEmpty { log.savedCells.append(contentsOf: symbols[symbol].row.cells) }
        var weightRest: Int? = nil
        if !symbols[symbol].weights.rest.isEmpty {
            weightRest = log.savedWeightRests.count
            log.savedWeightRests.append(symbols[symbol].weights.rest)
        }
        log.savedSymbols.append(SavedSymbol(
            symbol: symbol, cells: start..<log.savedCells.count, constant: symbols[symbol].row.constant,
            isBasic: symbols[symbol].isBasic, stamp: symbols[symbol].stamp, weights: symbols[symbol].weights.head,
            weightRest: weightRest))
    }

    /// Saves the constant of the row of `symbol` before a change of its constant alone.
    @inline(__always)
    mutating func saveRowConstant(_ symbol: Symbol) {
        guard log.active, symbol.index < log.symbolCount, symbols[symbol].savedEpoch != log.epoch else { return }
        log.savedRowConstants.append((symbol, symbols[symbol].row.constant))
    }

    /// Saves definition `index` before its first change in this call.
    mutating func saveDefinition(_ index: Int) {
        guard log.active, index < log.definitionCount, definitions[index].savedEpoch != log.epoch else { return }
        definitions[index].savedEpoch = log.epoch
        log.savedDefinitions.append(SavedDefinition(index: index, definition: definitions[index]))
    }

    /// Saves the expansion constant of definition `index` before a change of that constant alone.
    mutating func saveDefinitionConstant(_ index: Int) {
        guard log.active, index < log.definitionCount, definitions[index].savedEpoch != log.epoch else { return }
        log.savedDefinitionConstants.append(SavedDefinitionConstant(index: index, constant: definitions[index].expansion.constant))
    }

    mutating func saveVariable(_ index: Int) {
        guard log.active, index < log.variableCount else { return }
        log.savedVariables.append(SavedVariable(index: index, state: variables[index]))
    }

    mutating func appendUse(_ use: DefinitionUse, to definition: Int) {
        if log.active, definition < log.definitionCount {
            log.userAppends.append((definition, definitions[definition].users.count))
        }
        // Room for four users from the first: growing from one reallocated at two and at three users (callgrind,
        // N = 1,000: feed build + first layout 363.2 M → 360.6 M, grid build 102.5 M → 100.0 M, chain build
        // 10.38 M → 10.45 M; room for two did less).
        if definitions[definition].users.capacity == 0 { definitions[definition].users.reserveCapacity(4) }
        definitions[definition].users.append(use)
    }

    mutating func appendExpansionUser(_ definition: Int, to symbol: Symbol) {
        if log.active, symbol.index < log.symbolCount {
            log.expansionUserAppends.append((symbol, symbols[symbol].expansionUsers.count))
        }
        symbols[symbol].expansionUsers.append(definition)
    }

    // MARK: Undoing

    /// Undoes the running call, in the order its changes depend on each other.
    private mutating func rollBack() {
        artificial = nil
        restoreTableau()
        restoreObjective()
        restoreDefinitions()
        restoreVariables()
        restoreConstraints()
    }

    /// Puts the saved rows and weights back, keeping the column index in step, and forgets the new symbols.
    private mutating func restoreTableau() {
        let oldCount = log.symbolCount
        // Take the new rows' cells out of the old symbols' columns.
        for index in oldCount..<symbols.count {
            let symbol = Symbol(index: index)
            guard symbols[symbol].isBasic else { continue }
            let cells = symbols[symbol].row.cells
            for cell in cells where cell.symbol.index < oldCount {
                symbols[cell.symbol].column.remove(symbol)
            }
        }
        // Take the changed rows' current cells out of the columns, then put the saved rows back.
        for saved in log.savedSymbols where symbols[saved.symbol].isBasic {
            let cells = symbols[saved.symbol].row.cells
            for cell in cells where cell.symbol.index < oldCount {
                symbols[cell.symbol].column.remove(saved.symbol)
                symbols.noteFreedomCandidate(cell.symbol)
            }
        }
        for saved in log.savedSymbols {
            var row = Row(constant: saved.constant)
            row.cells = Array(log.savedCells[saved.cells])
            symbols[saved.symbol].row = row
            symbols[saved.symbol].isBasic = saved.isBasic
            symbols[saved.symbol].stamp = saved.stamp
            symbols[saved.symbol].weights = Weights(
                head: saved.weights, rest: saved.weightRest.map { log.savedWeightRests[$0] } ?? [])
            if saved.isBasic {
                for cell in row.cells { symbols[cell.symbol].column.insert(saved.symbol) }
            }
            symbols.markDirty(saved.symbol)
            symbols.noteFreedomCandidate(saved.symbol)
        }
        // Constants saved before any full save of their row, latest first so the oldest wins.
        for saved in log.savedRowConstants.reversed() {
            symbols[saved.symbol].row.constant = saved.constant
            symbols.markDirty(saved.symbol)
        }
        symbols.truncate(to: oldCount)
        symbols.nextStamp = log.nextStamp
        for append in log.expansionUserAppends.reversed() {
            symbols[append.symbol].expansionUsers.removeSubrange(append.count...)
        }
        infeasibleRows = log.infeasibleRows
    }

    /// Forgets the new tiers, puts the constants and tolerances back, and brings the entering candidates
    /// in step with the restored weights.
    private mutating func restoreObjective() {
        objective.restore(slotCount: log.slotCount, constants: log.objectiveConstants, tolerances: log.objectiveTolerances)
        for symbol in objective.enteringCandidates where symbol.index >= log.symbolCount {
            objective.enteringCandidates.remove(symbol)
        }
        for saved in log.savedSymbols { updateEnteringCandidate(saved.symbol) }
    }

    /// Cuts the users lists back, puts the saved definitions back and forgets the new ones.
    private mutating func restoreDefinitions() {
        for append in log.userAppends.reversed() where append.definition < log.definitionCount {
            definitions[append.definition].users.removeSubrange(append.count...)
        }
        for saved in log.savedDefinitions.reversed() {
            let users = definitions[saved.index].users
            definitions[saved.index] = saved.definition
            definitions[saved.index].users = users
        }
        // Constants saved before any full save of their definition, latest first so the oldest wins.
        for saved in log.savedDefinitionConstants.reversed() {
            definitions[saved.index].expansion.constant = saved.constant
        }
        for index in log.definitionCount..<definitions.count {
            let variable = definitions[index].variable
            if variable < log.variableCount { variables[variable].definition = nil }
        }
        definitions.truncate(to: log.definitionCount)
        for index in definitions.indices { definitions.dirty.mark(index) }
    }

    private mutating func restoreVariables() {
        for saved in log.savedVariables.reversed() { variables[saved.index] = saved.state }
        variables.truncate(to: log.variableCount)
    }

    /// Forgets the new constraints, stores the removed ones again and puts changed constants back.
    private mutating func restoreConstraints() {
        constraints.truncate(to: log.recordCount)
        for record in log.removedRecords { constraints.store(record) }
        for saved in log.savedConstants.reversed() { saved.constraint.expression.constant = saved.constant }
    }
}
