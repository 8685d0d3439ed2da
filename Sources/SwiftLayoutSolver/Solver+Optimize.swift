/// The primal and dual simplex steps (kiwi's `optimize` and `dualOptimize`).
extension Solver.State {
    /// Pivots until the objective (or, with `artificial`, the artificial objective) has no negative
    /// coefficient on a non-dummy symbol. The entering symbol is the candidate that the fewest rows
    /// mention (the cheapest substitution); after `blandThreshold` pivots in one call it switches to
    /// Bland's rule (smallest id), which cannot cycle. Leaving rows are found through the column.
    mutating func optimize(artificial useArtificial: Bool = false) throws {
        var count = 0
        while true {
            guard let entering = enteringSymbol(artificial: useArtificial, bland: count >= blandThreshold) else { return }
            guard let leaving = leavingRow(for: entering) else {
                throw SolverError(.internalError, message: "the objective is unbounded")
            }
            pivot(leaving: leaving, entering: entering)
            count += 1
        }
    }

    /// Pivots in one `optimize` call before Bland's rule takes over.
    var blandThreshold: Int { 64 }

    /// A non-dummy symbol whose objective coefficients are lexicographically negative (the highest
    /// tier where it has a coefficient says it improves), or nil when optimal: the one with the
    /// shortest column (ties: smallest id), or with `bland` the smallest id. A lexicographic
    /// objective is one linear objective over an ordered field, so Bland's rule still cannot cycle.
    @inline(__always)
    func enteringSymbol(artificial useArtificial: Bool, bland: Bool) -> Symbol? {
        var best: Symbol? = nil
        var bestCount = Int.max
        func consider(_ symbol: Symbol) {
            let count = bland ? 0 : symbols[symbol].column.count
            if count < bestCount || (count == bestCount && symbol < best!) {
                best = symbol
                bestCount = count
            }
        }
        if useArtificial {
            for cell in artificial!.cells where cell.coefficient < 0 && symbols[cell.symbol].kind != .dummy { consider(cell.symbol) }
        } else {
            for symbol in objective.enteringCandidates { consider(symbol) }
        }
        return best
    }

    /// kiwi's `getLeavingRow`: among restricted rows where `entering` has a negative coefficient, the
    /// one with the smallest ratio `-constant / coefficient` (ties: the smallest basic symbol).
    @inline(__always)
    func leavingRow(for entering: Symbol) -> Symbol? {
        var best: Symbol? = nil
        var bestRatio = Double.greatestFiniteMagnitude
        let column = symbols[entering].column
        for key in column where symbols[key].kind != .external {
            let coefficient = symbols[key].row.coefficient(for: entering)
            if coefficient < 0 {
                let ratio = -symbols[key].row.constant / coefficient
                if best == nil || ratio < bestRatio || (ratio == bestRatio && key < best!) {
                    bestRatio = ratio
                    best = key
                }
            }
        }
        return best
    }

    /// Restores feasibility after the constant of `constraint` changed, keeping optimality (the dual
    /// simplex). A row that cannot be made feasible means required constraints conflict: throws with
    /// their set.
    ///
    /// When `constraint` is optional that cannot happen (the required constraints did not change, and an
    /// optional one's errors absorb any constant), so such a row can only be rounding noise: its constant
    /// is set to zero and nothing is thrown. Changing an optional constant therefore never fails.
    ///
    /// `shortColumnsFirst`: of symbols tied for entering, take the one the fewest rows mention rather than the
    /// smallest id (`dualEnteringSymbol`), as the insertion of an infeasible row does.
    mutating func dualOptimize(blame constraint: Constraint, shortColumnsFirst: Bool = false) throws {
        let required = constraint.strength.isRequired
        var pivots = 0
        while let leaving = infeasibleRows.popLast() {
            guard symbols[leaving].isBasic else { continue }
            if symbols[leaving].kind == .dummy {
                if !nearZero(symbols[leaving].row.constant) {
                    guard required else { snapToZero(leaving); continue }
                    throw unsatisfiable(constraint, certificate: symbols[leaving].row, basic: leaving)
                }
                continue
            }
            let constant = symbols[leaving].row.constant
            guard constant < 0, !nearZero(constant) else { continue }
            let bland = !shortColumnsFirst || pivots >= blandThreshold
            guard let entering = dualEnteringSymbol(in: symbols[leaving].row, bland: bland) else {
                guard required else { snapToZero(leaving); continue }
                throw unsatisfiable(constraint, certificate: symbols[leaving].row, basic: leaving)
            }
            pivot(leaving: leaving, entering: entering)
            pivots += 1
        }
    }

    /// Sets the constant of the row of `basic` to zero (rounding noise the dual simplex cannot repair).
    private mutating func snapToZero(_ basic: Symbol) {
        saveRowConstant(basic)
        let old = symbols[basic].row.constant
        symbols[basic].row.constant = 0
        symbols.markDirty(basic)
        noteIfZeroChanged(basic, from: old)
    }

    /// kiwi's `getDualEnteringSymbol`: the non-dummy symbol with a positive coefficient in `row` and
    /// the smallest ratio of objective coefficient to row coefficient; of tied ones, the one the fewest rows
    /// mention (the cheapest substitution, as the primal simplex picks; the smallest id at equal columns), or
    /// with `bland` the smallest id. With several tiers the ratios are compared lexicographically, highest tier
    /// first. Inserting an infeasible row takes the short columns (with the smallest id the enaml-like form's
    /// build took 1.891 M instructions, 1.776 M so, callgrind); a constant change or a suggestion keeps the
    /// smallest id (short columns first made the enaml-like alternation 6.80 M → 9.83 M).
    @inline(__always)
    func dualEnteringSymbol(in row: Row, bland: Bool) -> Symbol? {
        var best: Symbol? = nil
        if objective.slotCount == 1 {
            var bestRatio = Double.greatestFiniteMagnitude
            var bestCount = Int.max
            for cell in row.cells where cell.coefficient > 0 && symbols[cell.symbol].kind != .dummy {
                let ratio = weight(of: cell.symbol, inSlot: 0) / cell.coefficient
                let count = bland ? 0 : symbols[cell.symbol].column.count
                if best == nil || ratio < bestRatio || (ratio == bestRatio && count < bestCount) {
                    bestRatio = ratio
                    bestCount = count
                    best = cell.symbol
                }
            }
            return best
        }
        // Sparse ratio vectors, highest tier first; a missing tier counts as 0. Two buffers for the whole
        // scan, swapped when a candidate wins, rather than an array per candidate (0.8 M fewer instructions
        // of the stack's first layout, N = 1,000, callgrind).
        var bestRatios: [TierRatio] = []
        var ratios: [TierRatio] = []
        var bestCount = Int.max
        var bestCoefficient = 0.0
        bestRatios.reserveCapacity(4)
        ratios.reserveCapacity(4)
        for cell in row.cells where cell.coefficient > 0 && symbols[cell.symbol].kind != .dummy {
            ratios.removeAll(keepingCapacity: true)
            symbols[cell.symbol].weights.forEach { slot, coefficient in
                ratios.append(TierRatio(tier: objective.tiers[slot], slot: slot, ratio: coefficient / cell.coefficient))
            }
            if ratios.count > 1 { ratios.sort { $0.tier > $1.tier } }
            let count = bland ? 0 : symbols[cell.symbol].column.count
            if best == nil || isLess(ratios, than: bestRatios, rowCoefficient: cell.coefficient)
                || (count < bestCount && !isLess(bestRatios, than: ratios, rowCoefficient: bestCoefficient)) {
                swap(&bestRatios, &ratios)
                best = cell.symbol
                bestCount = count
                bestCoefficient = cell.coefficient
            }
        }
        return best
    }

    /// One tier's part of a dual ratio.
    struct TierRatio {
        let tier: Int
        let slot: Int
        let ratio: Double
    }

    /// Whether ratio vector `a` (of a symbol whose coefficient in the leaving row is `rowCoefficient`) is
    /// lexicographically less than `b`, both given highest tier first (absent tiers are 0).
    ///
    /// Two ratios that differ only by rounding count as equal, and the next tier decides: pivoting on the
    /// symbol of `b` would leave the symbol of `a` the coefficient `rowCoefficient·(a − b)` in that tier,
    /// which the objective takes for 0 below the tier's tolerance. Comparing the ratios exactly instead let
    /// a rounding difference at a tie hide a lower tier that the pivot then made negative: an optimum
    /// that was not one.
    private func isLess(_ a: [TierRatio], than b: [TierRatio], rowCoefficient: Double) -> Bool {
        var i = 0, j = 0
        while i < a.count || j < b.count {
            let ta = i < a.count ? a[i].tier : Int.min
            let tb = j < b.count ? b[j].tier : Int.min
            let tier = max(ta, tb)
            let x = ta == tier ? a[i].ratio : 0
            let y = tb == tier ? b[j].ratio : 0
            let slot = ta == tier ? a[i].slot : b[j].slot
            if abs(rowCoefficient * (x - y)) >= objective.tolerances[slot] { return x < y }
            if ta == tier { i += 1 }
            if tb == tier { j += 1 }
        }
        return false
    }
}
