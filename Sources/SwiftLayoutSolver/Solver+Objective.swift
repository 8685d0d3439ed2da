/// The objective's coefficients (kept with the symbols, per tier slot) and the entering candidates.
extension Solver.State {
    /// The coefficient of `symbol` in `slot`.
    @inline(__always)
    func weight(of symbol: Symbol, inSlot slot: Int) -> Double {
        symbols[symbol].weights.coefficient(inSlot: slot)
    }

    /// Sets the coefficient of `symbol` in `slot` (one below the slot's tolerance is 0), saving the
    /// symbol first and keeping the entering candidates in step.
    mutating func setWeight(_ symbol: Symbol, _ value: Double, slot: Int) {
        save(symbol)
        let count = symbols[symbol].weights.count
        symbols[symbol].weights.set(abs(value) < objective.tolerances[slot] ? 0 : value, inSlot: slot)
        if symbols[symbol].weights.count < count { symbols.noteFreedomCandidate(symbol) }
        updateEnteringCandidate(symbol)
    }

    mutating func addToObjective(_ symbol: Symbol, _ coefficient: Double, slot: Int) {
        save(symbol)
        let count = symbols[symbol].weights.count
        symbols[symbol].weights.add(coefficient, inSlot: slot, tolerance: objective.tolerances[slot])
        if symbols[symbol].weights.count < count { symbols.noteFreedomCandidate(symbol) }
        updateEnteringCandidate(symbol)
    }

    mutating func insertIntoObjective(_ row: Row, times coefficient: Double, slot: Int) {
        objective.constants[slot] += row.constant * coefficient
        for cell in row.cells { addToObjective(cell.symbol, cell.coefficient * coefficient, slot: slot) }
    }

    /// Replaces `symbol` by `row` in the objective of every tier.
    mutating func substituteInObjective(_ symbol: Symbol, with row: Row) {
        let weights = symbols[symbol].weights
        if weights.isEmpty { return }
        weights.forEach { slot, coefficient in
            setWeight(symbol, 0, slot: slot)
            insertIntoObjective(row, times: coefficient, slot: slot)
        }
    }

    /// The objective coefficient of `symbol` in every tier is zero.
    @inline(__always)
    func hasNoObjectiveWeight(_ symbol: Symbol) -> Bool { symbols[symbol].weights.isEmpty }

    /// The slot of the highest tier in which `symbol` has an objective coefficient.
    @inline(__always)
    func topSlot(of symbol: Symbol) -> Int? {
        symbols[symbol].weights.topSlot(tiers: objective.tiers)
    }

    /// Puts `symbol` in the entering candidates exactly when it is not a dummy and its coefficient in its
    /// highest tier is negative. (Dummies never enter the basis: leaving them out keeps the scan of the
    /// candidates short when the objective collects many of them, as a long stack of required equalities does.)
    @inline(__always)
    mutating func updateEnteringCandidate(_ symbol: Symbol) {
        let candidate = symbols[symbol].kind != .dummy && symbols[symbol].weights.leadingCoefficient(tiers: objective.tiers) < 0
        if candidate != symbols[symbol].isEnteringCandidate {
            symbols[symbol].isEnteringCandidate = candidate
            if candidate { objective.enteringCandidates.insert(symbol) } else { objective.enteringCandidates.remove(symbol) }
        }
    }
}
