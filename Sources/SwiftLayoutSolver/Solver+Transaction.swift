/// The undo log of one public call: enough to put the solver back exactly as it was.
///
/// Rows are saved the first time a call touches them (an epoch stamp per symbol says whether it
/// has been), the objective journals every change, and everything appended is truncated.
struct UndoLog {
    var active = false
    var epoch = 0
    var rowStamp: [Int] = [0, 0]
    var savedRows: [(symbol: Symbol, row: Row, wasBasic: Bool, stamp: Int)] = []
    /// Constants of rows changed before (or without) a full save: cheaper than saving the row.
    var savedRowConstants: [(symbol: Symbol, constant: Double)] = []
    var symbolCount = 0
    var variableCount = 0
    var definitionCount = 0
    var recordCount = 0
    var definitionStamp: [Int] = []
    var savedDefinitions: [(index: Int, definition: Definition)] = []
    var userAppends: [(definition: Int, count: Int)] = []
    var expansionUserAppends: [(symbol: Symbol, count: Int)] = []
    var savedVariables: [(index: Int, state: VariableState)] = []
    var addedRecords: [ObjectIdentifier] = []
    var removedRecords: [ConstraintRecord] = []
    var savedConstants: [(constraint: Constraint, constant: Double)] = []
    var objectiveJournal: [(slot: Int, symbol: Symbol, coefficient: Double?)] = []
    var objectiveConstants: [Double] = []
    var objectiveTolerances: [Double] = []
    var infeasibleRows: [Symbol] = []
}

extension Solver {
    /// Runs `body` as one undoable step: if it throws, every change it made is undone.
    func transaction(_ body: () throws -> Void) throws {
        log.active = true
        log.epoch += 1
        log.symbolCount = kinds.count
        log.variableCount = variables.count
        log.definitionCount = definitions.count
        log.recordCount = recordConstraints.count
        if log.objectiveConstants.count != objectives.count { log.objectiveConstants = objectives.map(\.constant) }
        for tier in objectives.indices where log.objectiveConstants[tier] != objectives[tier].constant {
            log.objectiveConstants[tier] = objectives[tier].constant
        }
        if log.objectiveTolerances.count != objectives.count || zip(log.objectiveTolerances, objectives).contains(where: { $0 != $1.tolerance }) {
            log.objectiveTolerances = objectives.map(\.tolerance)
        }
        if !infeasibleRows.isEmpty || !log.infeasibleRows.isEmpty { log.infeasibleRows = infeasibleRows }
        defer {
            log.active = false
            // `removeAll(keepingCapacity:)` is not free even on an empty array: skip the empty ones.
            if !log.savedRows.isEmpty { log.savedRows.removeAll(keepingCapacity: true) }
            if !log.savedRowConstants.isEmpty { log.savedRowConstants.removeAll(keepingCapacity: true) }
            if !log.savedDefinitions.isEmpty { log.savedDefinitions.removeAll(keepingCapacity: true) }
            if !log.userAppends.isEmpty { log.userAppends.removeAll(keepingCapacity: true) }
            if !log.expansionUserAppends.isEmpty { log.expansionUserAppends.removeAll(keepingCapacity: true) }
            if !log.savedVariables.isEmpty { log.savedVariables.removeAll(keepingCapacity: true) }
            if !log.addedRecords.isEmpty { log.addedRecords.removeAll(keepingCapacity: true) }
            if !log.removedRecords.isEmpty { log.removedRecords.removeAll(keepingCapacity: true) }
            if !log.savedConstants.isEmpty { log.savedConstants.removeAll(keepingCapacity: true) }
            if !log.objectiveJournal.isEmpty { log.objectiveJournal.removeAll(keepingCapacity: true) }
        }
        do {
            try body()
            #if SWIFTLAYOUT_INTERNAL_CHECKS
            checkInvariants()
            #endif
        } catch {
            rollBack()
            #if SWIFTLAYOUT_INTERNAL_CHECKS
            checkInvariants()
            #endif
            throw error
        }
    }

    /// Saves the row of `symbol` before its first change in this call.
    @inline(__always)
    func saveRow(_ symbol: Symbol) {
        guard log.active, symbol < log.symbolCount, log.rowStamp[symbol] != log.epoch else { return }
        log.rowStamp[symbol] = log.epoch
        log.savedRows.append((symbol, rows[symbol], isBasic[symbol], rowStamps[symbol]))
    }

    /// Saves the constant of the row of `symbol` before a change of its constant alone.
    @inline(__always)
    func saveRowConstant(_ symbol: Symbol) {
        guard log.active, symbol < log.symbolCount, log.rowStamp[symbol] != log.epoch else { return }
        log.savedRowConstants.append((symbol, rows[symbol].constant))
    }

    /// Saves definition `index` before its first change in this call.
    func saveDefinition(_ index: Int) {
        guard log.active, index < log.definitionCount, log.definitionStamp[index] != log.epoch else { return }
        log.definitionStamp[index] = log.epoch
        log.savedDefinitions.append((index, definitions[index]))
    }

    func saveVariable(_ index: Int) {
        guard log.active, index < log.variableCount else { return }
        log.savedVariables.append((index, variables[index]))
    }

    func appendUse(_ use: DefinitionUse, to definition: Int) {
        if log.active, definition < log.definitionCount {
            log.userAppends.append((definition, definitionUsers[definition].count))
        }
        definitionUsers[definition].append(use)
    }

    func appendExpansionUser(_ definition: Int, to symbol: Symbol) {
        if log.active, symbol < log.symbolCount {
            log.expansionUserAppends.append((symbol, expansionUsers[symbol].count))
        }
        expansionUsers[symbol].append(definition)
    }

    // MARK: Objective changes (journalled)

    /// The slot of `tier`'s objective, made on first use.
    func slot(forTier tier: Int) -> Int {
        if let slot = tierSlots[tier] { return slot }
        let slot = objectives.count
        objectives.append(ObjectiveRow())
        slotTiers.append(tier)
        tierSlots[tier] = slot
        return slot
    }

    func setObjective(_ symbol: Symbol, _ value: Double?, slot: Int) {
        if log.active { log.objectiveJournal.append((slot, symbol, objectives[slot].coefficients[symbol])) }
        applyObjective(symbol, value, slot: slot)
    }

    /// Sets an objective coefficient and keeps `symbolSlots` and the entering candidates in step.
    func applyObjective(_ symbol: Symbol, _ value: Double?, slot: Int) {
        let wasPresent = objectives[slot].coefficients[symbol] != nil
        objectives[slot].set(symbol, value)
        guard symbol < symbolSlots.count else { return }
        let isPresent = objectives[slot].coefficients[symbol] != nil
        if wasPresent != isPresent {
            if isPresent { symbolSlots[symbol].append(slot) } else { symbolSlots[symbol].removeAll { $0 == slot } }
        }
        let top = topSlot(of: symbol)
        // Dummies never enter the basis: leaving them out keeps the scan of the candidates short when
        // the objective collects many of them (a long stack of required equalities).
        let candidate = top >= 0 && objectives[top].coefficient(for: symbol) < 0 && kinds[symbol] != .dummy
        if candidate != isEnteringCandidate[symbol] {
            isEnteringCandidate[symbol] = candidate
            if candidate { enteringCandidates.insert(symbol) } else { enteringCandidates.remove(symbol) }
        }
    }

    func addToObjective(_ symbol: Symbol, _ coefficient: Double, slot: Int) {
        setObjective(symbol, objectives[slot].coefficient(for: symbol) + coefficient, slot: slot)
    }

    func insertIntoObjective(_ row: Row, times coefficient: Double, slot: Int) {
        objectives[slot].constant += row.constant * coefficient
        for cell in row.cells { addToObjective(cell.symbol, cell.coefficient * coefficient, slot: slot) }
    }

    func substituteInObjective(_ symbol: Symbol, with row: Row) {
        let slots = symbolSlots[symbol]
        if slots.isEmpty { return }
        for slot in slots {
            let c = objectives[slot].coefficient(for: symbol)
            setObjective(symbol, nil, slot: slot)
            insertIntoObjective(row, times: c, slot: slot)
        }
    }

    /// The objective coefficient of `symbol` in every tier is zero.
    func hasNoObjectiveWeight(_ symbol: Symbol) -> Bool { symbolSlots[symbol].isEmpty }

    /// The slot of the highest tier in which `symbol` has an objective coefficient, or -1.
    func topSlot(of symbol: Symbol) -> Int {
        let slots = symbolSlots[symbol]
        if slots.count == 1 { return slots[0] }
        var best = -1
        for slot in slots where best < 0 || slotTiers[slot] > slotTiers[best] { best = slot }
        return best
    }

    /// Undoes the running call.
    private func rollBack() {
        let oldCount = log.symbolCount
        artificial = nil
        // Take the new rows' cells out of the old symbols' columns.
        for symbol in oldCount..<kinds.count where isBasic[symbol] {
            for cell in rows[symbol].cells where cell.symbol < oldCount { columns[cell.symbol].remove(symbol) }
        }
        // Take the changed rows' current cells out of the columns, then put the saved rows back.
        for saved in log.savedRows where isBasic[saved.symbol] {
            for cell in rows[saved.symbol].cells where cell.symbol < oldCount {
                columns[cell.symbol].remove(saved.symbol)
            }
        }
        for saved in log.savedRows {
            rows[saved.symbol] = saved.row
            isBasic[saved.symbol] = saved.wasBasic
            rowStamps[saved.symbol] = saved.stamp
            if saved.wasBasic {
                for cell in saved.row.cells { columns[cell.symbol].insert(saved.symbol) }
            }
            markDirty(symbol: saved.symbol)
        }
        // Constants saved before any full save of their row, latest first so the oldest wins.
        for saved in log.savedRowConstants.reversed() {
            rows[saved.symbol].constant = saved.constant
            markDirty(symbol: saved.symbol)
        }
        kinds.removeSubrange(oldCount...)
        rows.removeSubrange(oldCount...)
        isBasic.removeSubrange(oldCount...)
        columns.removeSubrange(oldCount...)
        symbolVariable.removeSubrange(oldCount...)
        rowStamps.removeSubrange(oldCount...)
        values.removeSubrange(oldCount...)
        symbolOwner.removeSubrange(oldCount...)
        expansionUsers.removeSubrange(oldCount...)
        symbolSlots.removeSubrange(oldCount...)
        isEnteringCandidate.removeSubrange(oldCount...)
        isDirtySymbol.removeSubrange(oldCount...)
        log.rowStamp.removeSubrange(oldCount...)
        for append in log.expansionUserAppends.reversed() {
            expansionUsers[append.symbol].removeSubrange(append.count...)
        }
        // Objective.
        for symbol in enteringCandidates.keys where symbol >= oldCount { enteringCandidates.remove(symbol) }
        for entry in log.objectiveJournal.reversed() {
            applyObjective(entry.symbol, entry.coefficient, slot: entry.slot)
        }
        for slot in log.objectiveConstants.count..<objectives.count { tierSlots[slotTiers[slot]] = nil }
        slotTiers.removeSubrange(log.objectiveConstants.count...)
        objectives.removeSubrange(log.objectiveConstants.count...)
        for tier in objectives.indices {
            objectives[tier].constant = log.objectiveConstants[tier]
            objectives[tier].tolerance = log.objectiveTolerances[tier]
        }
        infeasibleRows = log.infeasibleRows
        // Definitions and their users.
        for append in log.userAppends.reversed() where append.definition < log.definitionCount {
            definitionUsers[append.definition].removeSubrange(append.count...)
        }
        for saved in log.savedDefinitions.reversed() { definitions[saved.index] = saved.definition }
        for index in log.definitionCount..<definitions.count {
            let variable = definitions[index].variable
            if variable < log.variableCount { variables[variable].definition = -1 }
        }
        definitions.removeSubrange(log.definitionCount...)
        definitionUsers.removeSubrange(log.definitionCount...)
        isDirtyDefinition.removeSubrange(log.definitionCount...)
        log.definitionStamp.removeSubrange(log.definitionCount...)
        for index in definitions.indices { markDirty(definition: index) }
        // Variables.
        for saved in log.savedVariables.reversed() { variables[saved.index] = saved.state }
        for state in variables[log.variableCount...] { variableIndex[ObjectIdentifier(state.variable)] = nil }
        variables.removeSubrange(log.variableCount...)
        // Constraints.
        for key in log.addedRecords { records[key] = nil }
        for record in log.removedRecords {
            records[ObjectIdentifier(record.constraint)] = record
            recordConstraints[record.id] = record.constraint
        }
        recordConstraints.removeSubrange(log.recordCount...)
        for saved in log.savedConstants.reversed() { saved.constraint.expression.constant = saved.constant }
    }
}
