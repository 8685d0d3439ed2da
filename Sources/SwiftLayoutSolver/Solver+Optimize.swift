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
    mutating func dualOptimize(blame constraint: Constraint) throws {
        let required = constraint.strength.isRequired
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
            guard let entering = dualEnteringSymbol(in: symbols[leaving].row) else {
                guard required else { snapToZero(leaving); continue }
                throw unsatisfiable(constraint, certificate: symbols[leaving].row, basic: leaving)
            }
            pivot(leaving: leaving, entering: entering)
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
    /// the smallest ratio of objective coefficient to row coefficient (ties: the smallest id). With
    /// several tiers the ratios are compared lexicographically, highest tier first.
    @inline(__always)
    func dualEnteringSymbol(in row: Row) -> Symbol? {
        var best: Symbol? = nil
        if objective.slotCount == 1 {
            var bestRatio = Double.greatestFiniteMagnitude
            for cell in row.cells where cell.coefficient > 0 && symbols[cell.symbol].kind != .dummy {
                let ratio = weight(of: cell.symbol, inSlot: 0) / cell.coefficient
                if best == nil || ratio < bestRatio {
                    bestRatio = ratio
                    best = cell.symbol
                }
            }
            return best
        }
        // Sparse ratio vectors, highest tier first; a missing tier counts as 0.
        var bestRatios: [TierRatio] = []
        for cell in row.cells where cell.coefficient > 0 && symbols[cell.symbol].kind != .dummy {
            var ratios: [TierRatio] = []
            symbols[cell.symbol].weights.forEach { slot, coefficient in
                ratios.append(TierRatio(tier: objective.tiers[slot], slot: slot, ratio: coefficient / cell.coefficient))
            }
            ratios.sort { $0.tier > $1.tier }
            if best == nil || isLess(ratios, than: bestRatios, rowCoefficient: cell.coefficient) {
                bestRatios = ratios
                best = cell.symbol
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
