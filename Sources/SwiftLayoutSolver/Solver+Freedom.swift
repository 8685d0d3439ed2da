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
/// **Stuck symbols.** A free symbol that a restricted row at 0 (or a dummy row) stops, with no other free
/// symbol in that row to make up for it, cannot move: the slack of an intrinsic size's hugging or
/// compression resistance, which both hold exactly, is the common case. It is left out.
///
/// **Kept up to date.** A symbol's freedom changes only when it is minted, leaves the basis or loses an
/// objective weight, and it comes unstuck only when a row that stopped it changes (its cells, or its
/// constant reaches or leaves zero) or another symbol of that row becomes free; the tableau notes each such
/// symbol or row (`SymbolTable.noteFreedomCandidate`, a basic symbol standing for its row), and a query looks
/// at those and at the symbols that could move at the last query, not at the whole tableau. After changes of
/// constants alone (no pivot, no constraint added or removed) it looks at the noted rows only (see
/// `movableAfterConstantChanges(fromTier:)`). Until the first query
/// nothing is noted (`SymbolTable.notesFreedom`): that query looks at every symbol. A free restricted
/// symbol that no row and no expansion mentions cannot move anything, and nothing can mention it again (a
/// new row only mentions new symbols, externals and what other rows mention).
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
    ///   between returns the kept answer, and so does a call after changes of constants alone (no pivot, no
    ///   constraint added or removed) that leave the same symbols able to move, at the cost of a look at the
    ///   symbols those changes touched.
    public func possiblyAmbiguousVariables(ignoringTiersBelow tier: Int = 0) -> [Variable] {
        state.possiblyAmbiguousVariables(ignoringTiersBelow: tier)
    }

    /// Whether a constraint or an edit variable of this solver mentioned `variable` (a solver keeps the
    /// variables it has met after the constraints that mentioned them are gone, until it compacts: see
    /// ``compact()``).
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
    /// The free symbols that can move (not stuck), as of the last query. Stuck ones are not kept: one only
    /// comes unstuck through a change the tableau notes (its row's constant or cells, or a helper freed).
    var movable: Set<Symbol> = []
    /// The tier the last query judged from; another tier makes the next query look at every symbol.
    var tier: Int? = nil
    /// The statistics and symbol count the kept answer was found at.
    var stamp: [Int] = []
    /// The counts of the changes that can change a row's cells (not only its constant) at the last walk.
    var structure: [Int] = []
    var answer: [Variable] = []
    /// The per-symbol marks of the running query, all clear between queries.
    var scratch = FreedomScratch()
}

/// Per-symbol and per-definition marks for the freedom query's walk, indexed densely and cleared through
/// the lists of what was marked, so a query costs what it reaches (not the table's size) and hashes nothing.
/// (With a `Set` and a `Dictionary` here, hashing and allocation made the query 16.6 M of the DSL benchmark's
/// 134 M instructions for a constant change at N = 1,000; with the marks it is 2.9 M.)
struct FreedomScratch {
    static let movable: UInt8 = 1
    static let reached: UInt8 = 2
    /// In `netted`, with its net coefficient in `net` (`rowMoves`).
    static let netted: UInt8 = 4
    var marks: [UInt8] = []
    var net: [Double] = []
    var netted: [Symbol] = []
    /// Whether each definition was looked at in the running query.
    var definitionSeen: [Bool] = []

    /// Makes room for `symbols` symbols and `definitions` definitions (doubling, so a growing solver grows
    /// its marks a few times only). The first marks have room for a quarter more symbols: the first query
    /// comes at a hierarchy's first layout, and its next change adds a few symbols; growing then copied the
    /// marks whole (5 % of removing a feed cell, N = 1,000, callgrind).
    mutating func grow(symbols: Int, definitions: Int) {
        if marks.count < symbols {
            let count = max(symbols + (marks.isEmpty ? symbols / 4 : 0), marks.count * 2)
            marks.append(contentsOf: repeatElement(0, count: count - marks.count))
            net.append(contentsOf: repeatElement(0, count: count - net.count))
        }
        if definitionSeen.count < definitions {
            let count = max(definitions, definitionSeen.count * 2)
            definitionSeen.append(contentsOf: repeatElement(false, count: count - definitionSeen.count))
        }
    }

    @inline(__always)
    func has(_ symbol: Symbol, _ flag: UInt8) -> Bool { marks[symbol.index] & flag != 0 }
}

extension Solver.State {
    /// ``Solver/possiblyAmbiguousVariables(ignoringTiersBelow:)``.
    mutating func possiblyAmbiguousVariables(ignoringTiersBelow tier: Int) -> [Variable] {
        applyPendingEdits()
        let stamp = [statistics.constraintsAdded, statistics.constraintsRemoved, statistics.pivots,
                     statistics.suggestions, statistics.constantsUpdated, symbols.count, definitions.count]
        guard let movable = movableSymbolsForNewAnswer(tier: tier, stamp: stamp) else { return freedom.answer }
        let reachedVariables = variablesReached(from: movable)
        freedom.stamp = stamp
        freedom.answer = []
        for (position, variable) in reachedVariables.enumerated()
        where position == 0 || reachedVariables[position - 1] != variable {
            freedom.answer.append(variables[variable].variable)
        }
        return freedom.answer
    }

    /// The movable symbols from `tier` on, or nil when the last answer still holds (same tier and `stamp`,
    /// or only constants changed and the movable symbols stayed the same: the stamp is then brought up to date).
    private mutating func movableSymbolsForNewAnswer(tier: Int, stamp: [Int]) -> Set<Symbol>? {
        if freedom.tier == tier && freedom.stamp == stamp && symbols.freedomCandidates.isEmpty { return nil }
        if freedom.tier != tier {
            freedom.tier = tier
            freedom.movable = []
            freedom.structure = []
            symbols.notesFreedom = true
            for symbol in symbols.all { symbols.noteFreedomCandidate(symbol) }
        }
        let structure = [statistics.constraintsAdded, statistics.constraintsRemoved, statistics.pivots,
                         symbols.count, definitions.count]
        // What the walk finds depends on the movable symbols and on the rows' and expansions' cells, not on
        // their constants: after constant changes and suggestions that did not pivot, the same movable
        // symbols give the same answer.
        let movable: Set<Symbol>
        if freedom.structure == structure {
            guard let updated = movableAfterConstantChanges(fromTier: tier) else {
                freedom.stamp = stamp
                return nil
            }
            movable = updated
        } else {
            movable = movableSymbols(fromTier: tier)
        }
        freedom.movable = movable
        freedom.structure = structure
        return movable
    }

    /// The variables the `movable` symbols move, sorted, a variable possibly more than once: rows reached
    /// through the column index (a lazy row's references too), then the definitions whose expansion, with
    /// basic symbols replaced by their rows, keeps a movable symbol (a freed definition's slack pair often
    /// cancels once a new constraint holds it).
    private mutating func variablesReached(from movable: Set<Symbol>) -> [Int] {
        var scratch = freedom.scratch
        freedom.scratch = FreedomScratch()
        scratch.grow(symbols: symbols.count, definitions: definitions.count)
        var reachedVariables: [Int] = []
        var queue = movable.sorted()
        for symbol in queue { scratch.marks[symbol.index] = FreedomScratch.movable | FreedomScratch.reached }
        var next = 0
        while next < queue.count {
            let symbol = queue[next]
            next += 1
            for key in symbols[symbol].column where !scratch.has(key, FreedomScratch.reached) {
                scratch.marks[key.index] |= FreedomScratch.reached
                queue.append(key)
            }
        }
        // A reached external moves if it is movable itself or its row keeps a movable symbol once the
        // reached externals it refers to are replaced by their rows (free symbols may cancel there too).
        for symbol in queue where symbols[symbol].kind == .external {
            guard let variable = symbols[symbol].variable else { continue }
            var moves = scratch.has(symbol, FreedomScratch.movable)
            if !moves && symbols[symbol].isBasic {
                moves = rowMoves(symbols[symbol].row, scratch: &scratch)
            }
            if moves { reachedVariables.append(Int(variable)) }
        }
        var users: [Int] = []
        for symbol in queue {
            for user in symbols[symbol].expansionUsers where user < definitions.count && !scratch.definitionSeen[user] {
                scratch.definitionSeen[user] = true
                users.append(user)
                let definition = definitions[user]
                guard variables[definition.variable].definition == user,
                    rowMoves(definition.expansion, scratch: &scratch) else { continue }
                reachedVariables.append(definition.variable)
            }
        }
        for symbol in queue { scratch.marks[symbol.index] = 0 }
        for user in users { scratch.definitionSeen[user] = false }
        freedom.scratch = scratch
        reachedVariables.sort()
        return reachedVariables
    }

    /// The movable symbols after changes that may have changed the tableau's structure: the noted symbols
    /// (a noted basic symbol stands for its row: the row's free cells), the free cells of the rows a newly
    /// free symbol may help, and the movable ones. Only free symbols can move, so only those are looked at.
    private mutating func movableSymbols(fromTier tier: Int) -> Set<Symbol> {
        var toCheck: [Symbol] = Array(freedom.movable)
        let candidates = symbols.freedomCandidates
        symbols.freedomCandidates = []
        func appendFreeCells(of basic: Symbol) {
            for cell in symbols[basic].row.cells where isFreeNonBasic(cell.symbol, fromTier: tier) {
                toCheck.append(cell.symbol)
            }
        }
        for symbol in candidates where symbol.index < symbols.count {
            symbols[symbol].isFreedomCandidate = false
            if symbols[symbol].isBasic {
                if symbols[symbol].kind != .external { appendFreeCells(of: symbol) }
                continue
            }
            guard isFreeNonBasic(symbol, fromTier: tier) else { continue }
            toCheck.append(symbol)
            for key in symbols[symbol].column where symbols[key].kind != .external { appendFreeCells(of: key) }
        }
        // Each looked at once: a bit per symbol when there are many, a set when there are few (a local change
        // must not cost a pass over the tableau).
        var checkedBits = toCheck.count > 1024 ? [UInt64](repeating: 0, count: (symbols.count + 63) / 64) : []
        var checkedSet = Set<Symbol>()
        var movable = Set<Symbol>()
        for symbol in toCheck {
            if checkedBits.isEmpty {
                guard checkedSet.insert(symbol).inserted else { continue }
            } else {
                let (word, bit) = (symbol.index / 64, UInt64(1) << UInt64(symbol.index % 64))
                guard checkedBits[word] & bit == 0 else { continue }
                checkedBits[word] |= bit
            }
            if isMovable(symbol, fromTier: tier) { movable.insert(symbol) }
        }
        return movable
    }

    /// The movable symbols after changes that left the tableau's structure as it was at the last query (no
    /// constraint added or removed, no pivot, no symbol or definition made): changes of constants alone, as a
    /// constant change or a suggestion that pivots nothing makes; nil when they are the same as then.
    ///
    /// **Why only the noted rows are looked at.** Whether a symbol is movable depends on whether it is basic,
    /// on its objective weights, on its column and the expansions that mention it, and, for whether it is
    /// stuck, on the cells of the restricted rows in its column and on which of their constants are zero.
    /// Without a pivot, an added or a removed constraint, the basis, the weights, the columns and every row's
    /// cells stay as they were (an undone call puts them back exactly), so only a restricted row's constant
    /// reaching zero or leaving it can change the answer: a slack inequality becoming tight can stop a free
    /// symbol, a tight one becoming slack can release it. The tableau notes those rows alone
    /// (`shiftRowConstant`, `snapToZero`: a constant that moves from one nonzero value to another is not
    /// noted), and the free cells of the noted rows are all this looks at: a feed resize (N = 1,000) changes
    /// 2,000 row constants and none of them reaches zero, so the query costs almost nothing instead of a look
    /// at every movable symbol (1.63 M instructions, callgrind).
    private mutating func movableAfterConstantChanges(fromTier tier: Int) -> Set<Symbol>? {
        let candidates = symbols.freedomCandidates
        symbols.freedomCandidates = []
        var movable = freedom.movable
        var changed = false
        func recheck(_ symbol: Symbol) {
            if isMovable(symbol, fromTier: tier) {
                if movable.insert(symbol).inserted { changed = true }
            } else if movable.remove(symbol) != nil {
                changed = true
            }
        }
        func recheckFreeCells(of basic: Symbol) {
            for cell in symbols[basic].row.cells where isFreeNonBasic(cell.symbol, fromTier: tier) { recheck(cell.symbol) }
        }
        for symbol in candidates where symbol.index < symbols.count {
            symbols[symbol].isFreedomCandidate = false
            if symbols[symbol].isBasic {
                if symbols[symbol].kind != .external { recheckFreeCells(of: symbol) }
                continue
            }
            recheck(symbol)
            for key in symbols[symbol].column where symbols[key].kind != .external { recheckFreeCells(of: key) }
        }
        return changed ? movable : nil
    }

    /// Whether `symbol` can move: free, able to move something (an external, or mentioned by a row or an
    /// expansion) and not stuck.
    private func isMovable(_ symbol: Symbol, fromTier tier: Int) -> Bool {
        // The fields read in place: a copy of the whole entry (104 bytes, four references) cost more than
        // the test.
        isFreeNonBasic(symbol, fromTier: tier)
            && (symbols[symbol].kind == .external || !symbols[symbol].column.isEmpty
                || !symbols[symbol].expansionUsers.isEmpty)
            && !isStuck(symbol, fromTier: tier)
    }

    /// Whether a value written as `row` (a lazy row or a definition's expansion) may move: a movable symbol
    /// keeps a coefficient once basic symbols are replaced by their rows (restricted ones, and the reached
    /// externals, recursively; unreached ones do not move). Past a depth of 64 it answers yes. `scratch`
    /// marks the movable and reached symbols; its net coefficients are clear before and after.
    func rowMoves(_ row: Row, scratch: inout FreedomScratch) -> Bool {
        var tooDeep = false
        func add(_ row: Row, times factor: Double, depth: Int) {
            for cell in row.cells {
                let coefficient = factor * cell.coefficient
                let index = cell.symbol.index
                let marks = scratch.marks[index]
                if marks & FreedomScratch.movable != 0 {
                    if marks & FreedomScratch.netted == 0 {
                        scratch.marks[index] = marks | FreedomScratch.netted
                        scratch.netted.append(cell.symbol)
                    }
                    scratch.net[index] += coefficient
                } else if symbols[cell.symbol].isBasic && marks & FreedomScratch.reached != 0 {
                    if depth >= 64 { tooDeep = true; return }
                    add(symbols[cell.symbol].row, times: coefficient, depth: depth + 1)
                }
            }
        }
        add(row, times: 1, depth: 0)
        var moves = tooDeep
        for symbol in scratch.netted {
            if !nearZero(scratch.net[symbol.index]) { moves = true }
            scratch.net[symbol.index] = 0
            scratch.marks[symbol.index] &= ~FreedomScratch.netted
        }
        scratch.netted.removeAll(keepingCapacity: true)
        return moves
    }

    /// Whether `symbol` is non-basic, not a dummy and without weight in the tiers from `tier` up.
    func isFreeNonBasic(_ symbol: Symbol, fromTier tier: Int) -> Bool {
        !symbols[symbol].isBasic && isFree(symbol, fromTier: tier)
    }

    /// Whether the free `symbol` cannot move in any equally good solution: a restricted row at 0 falls as
    /// it grows (for an external, also one that falls as it shrinks), or a dummy row mentions it, and no
    /// other free symbol of that row could make up for it. The common case is a degenerate pair of
    /// inequalities that both hold exactly (an intrinsic size's hugging and compression resistance): the
    /// slack of one is free and stuck. A symbol this does not call stuck may still be held (it is a
    /// superset test), never the other way round.
    func isStuck(_ symbol: Symbol, fromTier tier: Int) -> Bool {
        let external = symbols[symbol].kind == .external
        var upBlocked = false, downBlocked = !external
        for key in symbols[symbol].column {
            let kind = symbols[key].kind
            guard kind != .external else { continue }
            let row = symbols[key].row
            let isDummy = kind == .dummy
            guard isDummy || nearZero(row.constant) else { continue }
            let coefficient = row.coefficient(for: symbol)
            let helped = row.cells.contains { cell in
                guard cell.symbol != symbol, cell.coefficient != 0, isFreeNonBasic(cell.symbol, fromTier: tier)
                else { return false }
                return isDummy || symbols[cell.symbol].kind == .external || cell.coefficient > 0
            }
            if helped { continue }
            if isDummy {
                upBlocked = true
                downBlocked = true
            } else if coefficient < 0 {
                upBlocked = true
            } else if coefficient > 0 {
                downBlocked = true
            }
            if upBlocked && downBlocked { return true }
        }
        return upBlocked && downBlocked
    }
}
