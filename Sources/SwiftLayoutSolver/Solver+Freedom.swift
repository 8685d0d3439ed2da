/// Freedom: which variables may move at the optimum, found from the free symbols, without a test per
/// variable (for a caller that must give every free variable a resting place, cheaply).
///
/// **Free symbols.** At an optimum, a non-basic symbol that is not a dummy and has no objective weight in
/// the judged tiers may move (see `Solver+Ambiguity.swift`): such a symbol is *free*. A variable can take
/// another value in an equally good solution only if its value depends on a free symbol: its external
/// symbol is one, or its row (lazy references followed), or its definition's expansion, mentions one.
/// So the variables reached from the free symbols through the column index and the definitions'
/// expansion users are a superset of the ambiguous ones (a degenerate vertex may hold a reached one still).
///
/// **Kept up to date.** A symbol becomes free only when it is minted, leaves the basis or loses an
/// objective weight (or an undo restores it); the tableau notes each such symbol
/// (`SymbolTable.noteFreedomCandidate`), and a query looks at those and at the symbols that were free at
/// the last query, not at the whole tableau. A free restricted symbol that no row and no expansion
/// mentions is dropped for good: nothing can mention it again (a new row only mentions new symbols,
/// externals and what other rows mention). The answer is kept until the tableau's structure changes.
extension Solver {
    /// The variables that may take another value in an equally good solution (judged on the tiers from
    /// `ignoringTiersBelow` up, as ``isAmbiguous(_:ignoringTiersBelow:)``), in the order the solver met
    /// them: every ambiguous variable, and possibly a few that a degenerate vertex holds still. Empty when
    /// the optimum is unique. A variable the solver never met is not listed (see ``contains(_:)``).
    ///
    ///     let w = Variable("w"), h = Variable("h")
    ///     try solver.addConstraint(w <= 323)
    ///     try solver.addConstraint(h == 20)
    ///     solver.possiblyAmbiguousVariables()   // [w]
    ///
    /// - Complexity: proportional to the symbols that changed since the last call and to the part of the
    ///   tableau the free symbols reach, not to the size of the tableau; a repeated call with no change in
    ///   between returns the kept answer.
    public func possiblyAmbiguousVariables(ignoringTiersBelow tier: Int = 0) -> [Variable] {
        state.possiblyAmbiguousVariables(ignoringTiersBelow: tier)
    }

    /// Whether a constraint or an edit variable of this solver ever mentioned `variable` (a solver keeps
    /// every variable it has met, also after the constraints that mentioned it are gone).
    ///
    ///     try solver.addConstraint(w <= 323)
    ///     solver.contains(w)                 // true
    ///     solver.contains(Variable("x"))     // false
    public func contains(_ variable: Variable) -> Bool {
        state.variables.index(of: variable) != nil
    }
}

/// What the last freedom query found, and when (`Solver+Freedom.swift`).
struct Freedom {
    /// The free symbols found by the last query that a row or an expansion mentions (or externals).
    var free: [Symbol] = []
    /// The tier the last query judged from; another tier makes the next query look at every symbol.
    var tier: Int? = nil
    /// The statistics and symbol count the kept answer was found at.
    var stamp: [Int] = []
    var answer: [Variable] = []
}

extension Solver.State {
    /// ``Solver/possiblyAmbiguousVariables(ignoringTiersBelow:)``.
    mutating func possiblyAmbiguousVariables(ignoringTiersBelow tier: Int) -> [Variable] {
        applyPendingEdits()
        let stamp = [statistics.constraintsAdded, statistics.constraintsRemoved, statistics.pivots,
                     statistics.suggestions, symbols.count, definitions.count]
        if freedom.tier == tier && freedom.stamp == stamp && symbols.freedomCandidates.isEmpty {
            return freedom.answer
        }
        if freedom.tier != tier {
            freedom.tier = tier
            for symbol in symbols.all { symbols.noteFreedomCandidate(symbol) }
        }
        // The free symbols: those free last time that still are, and the candidates that now are.
        var free: [Symbol] = []
        var seen = Set<Symbol>()
        func consider(_ symbol: Symbol) {
            guard symbol.index < symbols.count, !seen.contains(symbol), isFreeNonBasic(symbol, fromTier: tier)
            else { return }
            let entry = symbols[symbol]
            guard entry.kind == .external || !entry.column.isEmpty || !entry.expansionUsers.isEmpty else { return }
            seen.insert(symbol)
            free.append(symbol)
        }
        for symbol in freedom.free { consider(symbol) }
        let candidates = symbols.freedomCandidates
        symbols.freedomCandidates = []
        for symbol in candidates where symbol.index < symbols.count {
            symbols[symbol].isFreedomCandidate = false
            consider(symbol)
        }
        freedom.free = free
        // What they reach: rows through the column index (a lazy row's references too), definitions
        // through their expansion users.
        var reachedVariables = Set<Int>()
        var queue = free
        var next = 0
        while next < queue.count {
            let symbol = queue[next]
            next += 1
            if symbols[symbol].kind == .external, let variable = symbols[symbol].variable {
                reachedVariables.insert(Int(variable))
            }
            for key in symbols[symbol].column where seen.insert(key).inserted { queue.append(key) }
            for user in symbols[symbol].expansionUsers where user < definitions.count {
                let definition = definitions[user]
                guard variables[definition.variable].definition == user,
                    definition.expansion.coefficient(for: symbol) != 0 else { continue }
                reachedVariables.insert(definition.variable)
            }
        }
        freedom.stamp = stamp
        freedom.answer = reachedVariables.sorted().map { variables[$0].variable }
        return freedom.answer
    }

    /// Whether `symbol` is non-basic, not a dummy and without weight in the tiers from `tier` up.
    func isFreeNonBasic(_ symbol: Symbol, fromTier tier: Int) -> Bool {
        !symbols[symbol].isBasic && isFree(symbol, fromTier: tier)
    }
}
