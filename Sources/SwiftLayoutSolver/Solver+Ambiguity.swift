/// Ambiguity: whether a variable takes other values in other optimal solutions (for "has ambiguous layout").
///
/// **The optimal face.** At an optimum every non-basic symbol's objective coefficients, one per tier read
/// from the highest, are lexicographically non-negative. So the optimal solutions are exactly the feasible
/// points where every non-basic symbol with a coefficient in some tier stays 0 (moving it would make that
/// tier worse before any lower one could make up for it). Those symbols are *fixed*, and so are dummies
/// (required equalities). The others are *free*: slack and error symbols with no weight, which may grow
/// from 0 (a tie between equally strong optional constraints gives such an error symbol a coefficient of
/// exactly 0), and externals with no weight, which may move either way.
///
/// **The probe.** A variable is ambiguous when it changes along some feasible move of the free symbols,
/// and its free range runs from the minimum to the maximum it reaches that way: a small linear programme.
/// Pivoting on a free symbol changes only the restricted rows that mention free symbols and never the
/// objectives (its coefficients there are 0), so those rows, copied with their fixed cells dropped, are
/// the whole programme; `FaceProbe` solves it on the copy. Most variables need no probe at all: with no
/// free symbol the variable is determined, and a free symbol that no row at 0 stops settles it at once.
extension Solver {
    /// Whether `variable` can take another value in an equally good solution: one that keeps every
    /// required constraint and makes no tier of optional errors worse. Ties between equally strong
    /// optional constraints count, and so does a free range of any width, however narrow.
    ///
    ///     let x = Variable("x")
    ///     try solver.addConstraint(x >= 0)
    ///     try solver.addConstraint(x <= 0.5)
    ///     solver.isAmbiguous(x)   // true: every x in 0...0.5 is as good
    ///     try solver.addConstraint((x == 0.25) | .weak)
    ///     solver.isAmbiguous(x)   // false
    ///
    /// With `ignoringTiersBelow`, the errors of optional constraints in lower tiers do not count: a caller
    /// that breaks ties with constraints of its own in a low tier asks about the tiers above it. A variable
    /// the solver does not know is constrained by nothing, so it is ambiguous. The solver is only read
    /// (pending edit starts are applied first, as ``updateVariables()`` would).
    ///
    /// - Complexity: proportional to the size of the variable's expansion over the tableau and the rows
    ///   that mention its free symbols; only a degenerate vertex (a free symbol stopped by a row at 0)
    ///   needs pivots, on a copy of the rows connected to it.
    public func isAmbiguous(_ variable: Variable, ignoringTiersBelow tier: Int = 0) -> Bool {
        state.isAmbiguous(variable, ignoringTiersBelow: tier)
    }

    /// The values `variable` takes over all equally good solutions (as for ``isAmbiguous(_:ignoringTiersBelow:)``):
    /// a single value when it is determined, an infinite bound where nothing stops it.
    ///
    ///     try solver.addConstraint(x >= 0)
    ///     try solver.addConstraint(x <= 0.5)
    ///     solver.optimalRange(of: x)         // 0.0...0.5
    ///     solver.optimalRange(of: Variable()) // -inf...inf
    ///
    /// The solver is only read (pending edit starts are applied first).
    ///
    /// - Complexity: that of ``isAmbiguous(_:ignoringTiersBelow:)`` plus the pivots to both ends of the range.
    public func optimalRange(of variable: Variable, ignoringTiersBelow tier: Int = 0) -> ClosedRange<Double> {
        state.optimalRange(of: variable, ignoringTiersBelow: tier)
    }
}

extension Solver.State {
    /// ``Solver/isAmbiguous(_:ignoringTiersBelow:)``.
    mutating func isAmbiguous(_ variable: Variable, ignoringTiersBelow tier: Int) -> Bool {
        applyPendingEdits()
        guard let index = variables.index(of: variable), let row = parametricRow(ofVariableAt: index)
        else { return true }
        let free = row.cells.filter { isFree($0.symbol, fromTier: tier) }
        if free.isEmpty { return false }
        for cell in free {
            if canStep(cell.symbol, up: true) { return true }
            if symbols[cell.symbol].kind == .external, canStep(cell.symbol, up: false) { return true }
        }
        var up = faceProbe(maximizing: row, fromTier: tier)
        if up.greatestIncrease(stopAtFirstMove: true) > 0 { return true }
        var negated = row
        negated.reverseSign()
        var down = faceProbe(maximizing: negated, fromTier: tier)
        return down.greatestIncrease(stopAtFirstMove: true) > 0
    }

    /// ``Solver/optimalRange(of:ignoringTiersBelow:)``.
    mutating func optimalRange(of variable: Variable, ignoringTiersBelow tier: Int) -> ClosedRange<Double> {
        applyPendingEdits()
        guard let index = variables.index(of: variable), let row = parametricRow(ofVariableAt: index)
        else { return -Double.infinity...Double.infinity }
        let value = row.constant
        guard row.cells.contains(where: { isFree($0.symbol, fromTier: tier) }) else { return value...value }
        var up = faceProbe(maximizing: row, fromTier: tier)
        let increase = up.greatestIncrease(stopAtFirstMove: false)
        var negated = row
        negated.reverseSign()
        var down = faceProbe(maximizing: negated, fromTier: tier)
        let decrease = down.greatestIncrease(stopAtFirstMove: false)
        return (value - decrease)...(value + increase)
    }

    /// Whether a non-basic `symbol` may move at the optimum: it is not a dummy and has no objective
    /// weight in any tier from `tier` up. (A basic symbol has no weight, so a non-dummy one is free once
    /// it leaves the basis.)
    func isFree(_ symbol: Symbol, fromTier tier: Int) -> Bool {
        guard symbols[symbol].kind != .dummy else { return false }
        var free = true
        symbols[symbol].weights.forEach { slot, _ in if objective.tiers[slot] >= tier { free = false } }
        return free
    }

    /// Whether the non-basic `symbol` can move a little (up, or down for an external) with every other
    /// non-basic symbol at 0: no dummy row mentions it and no restricted row at 0 falls as it moves.
    func canStep(_ symbol: Symbol, up: Bool) -> Bool {
        let column = symbols[symbol].column
        for key in column where symbols[key].kind != .external {
            if symbols[key].kind == .dummy { return false }
            let coefficient = symbols[key].row.coefficient(for: symbol)
            if (up ? coefficient < 0 : coefficient > 0), nearZero(symbols[key].row.constant) { return false }
        }
        return true
    }

    /// A probe of the optimal face that maximises `goal` (a row over non-basic symbols): the goal and the
    /// restricted rows connected to its free symbols through other free symbols, fixed cells dropped, in
    /// basic-symbol order.
    func faceProbe(maximizing goal: Row, fromTier tier: Int) -> FaceProbe {
        var freeGoal = Row(constant: goal.constant)
        freeGoal.cells = goal.cells.filter { isFree($0.symbol, fromTier: tier) }
        var queue = freeGoal.cells.map(\.symbol)
        var seenSymbols = Set(queue)
        var seenRows: Set<Symbol> = []
        var copied: [(basic: Symbol, row: Row)] = []
        var next = 0
        while next < queue.count {
            let symbol = queue[next]
            next += 1
            let column = symbols[symbol].column
            for key in column where symbols[key].kind != .external && seenRows.insert(key).inserted {
                var row = Row(constant: symbols[key].row.constant)
                row.cells = symbols[key].row.cells.filter { isFree($0.symbol, fromTier: tier) }
                for cell in row.cells where seenSymbols.insert(cell.symbol).inserted { queue.append(cell.symbol) }
                copied.append((key, row))
            }
        }
        copied.sort { $0.basic < $1.basic }
        return FaceProbe(maximizing: freeGoal, rows: copied, kind: { symbols[$0].kind })
    }
}
