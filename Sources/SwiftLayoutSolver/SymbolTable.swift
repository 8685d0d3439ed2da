/// Everything the solver keeps about one tableau symbol (104 bytes; fields ordered so that the small
/// ones share the tail).
struct SymbolEntry {
    /// The symbol's row while it is basic (`symbol = row.constant + Σ cells`); empty otherwise.
    var row = Row()
    /// The basic symbols whose rows mention this symbol (the column index).
    var column = RowSet()
    /// Its coefficients in the objective (only parametric symbols have any).
    var weights = Weights()
    /// When its row was set: a row may refer lazily to basic externals with older stamps (see
    /// `Solver+Lazy.swift`).
    var stamp = 0
    /// An external symbol's value at the last `updateVariables`.
    var value = 0.0
    /// The definitions whose expansion mentions the symbol (may hold stale entries).
    var expansionUsers: [Int] = []
    /// The epoch of the transaction that last saved the symbol for its undo log.
    var savedEpoch = 0
    /// The variable an external symbol stands for (an index into the variables; 32 bits keep the entry
    /// small).
    var variable: Int32? = nil
    /// The constraint whose marker or second error symbol this is (a record id).
    var owner: Int32? = nil
    let kind: SymbolKind
    var isBasic = false
    /// Whether it is in the objective's entering candidates.
    var isEnteringCandidate = false
    /// Whether it waits in `SymbolTable.freedomCandidates` (see `Solver+Freedom.swift`).
    var isFreedomCandidate = false

    init(kind: SymbolKind) { self.kind = kind }
}

/// The tableau's symbols: one ``SymbolEntry`` per symbol ever minted, indexed by ``Symbol``, plus the
/// set of symbols whose values changed. It grows one symbol at a time and shrinks back as a unit when a
/// failed call is undone.
struct SymbolTable: ~Copyable {
    private var entries = PagedArray<SymbolEntry>()
    /// The next row stamp (stamps only grow).
    var nextStamp = 1
    /// The symbols whose values may have changed since the last `updateVariables` (by index).
    var dirty = DirtySet()
    /// The symbols that may have become free since the last freedom query: minted, left the basis, lost an
    /// objective weight or restored by an undo (see `Solver+Freedom.swift`).
    var freedomCandidates: [Symbol] = []
    /// Whether the candidates are noted: only once someone has asked the freedom query, whose first answer
    /// looks at every symbol anyway (a solver nobody asks skips the notes: 1.5 % of an enaml-like build).
    var notesFreedom = false

    var count: Int { entries.count }

    @inline(__always)
    subscript(symbol: Symbol) -> SymbolEntry {
        _read { yield entries[symbol.index] }
        _modify { yield &entries[symbol.index] }
    }

    /// The address of a symbol's row, for reading it in place (`Row.cells(at:)`).
    @inline(__always)
    func rowAddress(_ symbol: Symbol) -> UnsafePointer<Row> {
        UnsafePointer(entries.elementAddress(symbol.index)).pointer(to: \.row)!
    }

    /// Every symbol, oldest first.
    var all: some Sequence<Symbol> { (0..<entries.count).lazy.map { Symbol(index: $0) } }

    /// Mints a new symbol of `kind`.
    mutating func mint(_ kind: SymbolKind) -> Symbol {
        entries.append(SymbolEntry(kind: kind))
        dirty.grow()
        let symbol = Symbol(index: entries.count - 1)
        noteFreedomCandidate(symbol)
        return symbol
    }

    /// A new stamp for a row being set.
    mutating func stamp() -> Int {
        defer { nextStamp += 1 }
        return nextStamp
    }

    /// Notes that the value of `symbol` may have changed. Only the values of externals and of symbols in
    /// definitions' expansions are ever written anywhere; a restricted symbol's is read from its row.
    @inline(__always)
    mutating func markDirty(_ symbol: Symbol) {
        let entry = symbol.index
        if entries[entry].kind == .external || !entries[entry].expansionUsers.isEmpty { dirty.mark(entry) }
    }

    /// Notes that `symbol` may have become free (non-basic with no weight): the next freedom query
    /// looks at it. Nothing is noted before the first query (see `notesFreedom`).
    @inline(__always)
    mutating func noteFreedomCandidate(_ symbol: Symbol) {
        if notesFreedom, !entries[symbol.index].isFreedomCandidate {
            entries[symbol.index].isFreedomCandidate = true
            freedomCandidates.append(symbol)
        }
    }

    /// Forgets the symbols minted from `count` on.
    mutating func truncate(to count: Int) {
        entries.truncate(to: count)
        dirty.truncate(to: count)
    }
}
