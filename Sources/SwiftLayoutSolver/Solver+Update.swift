/// Writing the solution into the variables: only those whose symbols or definitions changed.
extension Solver.State {
    /// Writes the solved value of every variable whose value may have changed and calls `report` for
    /// each one whose value did change.
    mutating func updateVariables(_ report: (Variable) -> Void) {
        compactIfWorthwhile()
        writeForgottenValues(report)
        applyPendingEdits()
        markLazyRowsDirty()
        var queue = symbols.dirty.list
        symbols.dirty.list = []
        // Usually no changed row refers to another changed row: take the symbols in the order they were
        // marked until one does, then the rest oldest row first (references point to older rows), so that
        // every reference is up to date when it is read.
        var done = 0
        while done < queue.count {
            let symbol = Symbol(index: queue[done])
            guard let value = freshValue(of: symbol) else { break }
            write(value, to: symbol, report)
            done += 1
        }
        if done < queue.count {
            sortOldestRowFirst(&queue, from: done)
            for index in queue[done...] {
                let symbol = Symbol(index: index)
                let isRow = symbols[symbol].kind == .external && symbols[symbol].isBasic
                let value = isRow ? evaluate(at: symbols.rowAddress(symbol)) : 0
                write(value, to: symbol, report)
            }
        }
        queue.removeAll(keepingCapacity: true)
        symbols.dirty.list = queue
        var defined = definitions.dirty.list
        definitions.dirty.list = []
        for index in defined {
            definitions.dirty.unmark(index)
            setValue(evaluate(at: definitions.expansionAddress(index)), ofVariable: definitions[index].variable,
                     report)
        }
        defined.removeAll(keepingCapacity: true)
        definitions.dirty.list = defined
    }

    /// Rows that refer lazily to a changed external change too: marks them, and the rows that refer to
    /// those, and so on.
    private mutating func markLazyRowsDirty() {
        var next = 0
        while next < symbols.dirty.list.count {
            let symbol = Symbol(index: symbols.dirty.list[next])
            next += 1
            guard symbols[symbol].kind == .external else { continue }
            let column = symbols[symbol].column
            for key in column where symbols[key].kind == .external && symbols[key].isBasic {
                symbols.dirty.mark(key.index)
            }
        }
    }

    /// The value of a changed symbol (0 for a symbol with no row, and for restricted symbols, whose value
    /// is read from their rows), or nil when its row refers to a changed external row not evaluated yet.
    @inline(__always)
    private func freshValue(of symbol: Symbol) -> Double? {
        guard symbols[symbol].kind == .external, symbols[symbol].isBasic else { return 0 }
        let row = symbols.rowAddress(symbol)
        var value = row.pointee.constant
        for cell in Row.cells(at: row) where symbols[cell.symbol].isBasic {
            if symbols[cell.symbol].kind == .external {
                if symbols.dirty.isMarked[cell.symbol.index] { return nil }
                value += cell.coefficient * symbols[cell.symbol].value
            } else {
                value += cell.coefficient * symbols[cell.symbol].row.constant
            }
        }
        return value
    }

    /// Orders `queue[start...]` oldest row first, symbols without a row (value 0) before all rows.
    private mutating func sortOldestRowFirst(_ queue: inout [Int], from start: Int) {
        var keys = sortKeys
        sortKeys = []
        keys.removeAll(keepingCapacity: true)
        for index in queue[start...] {
            let symbol = Symbol(index: index)
            let isRow = symbols[symbol].isBasic && symbols[symbol].kind == .external
            keys.append(((isRow ? symbols[symbol].stamp + 1 : 0) << 32) | index)
        }
        keys.sort()
        for (offset, key) in keys.enumerated() { queue[start + offset] = key & 0xFFFF_FFFF }
        sortKeys = keys
    }

    /// Records the new value of a changed symbol: in its variable (reporting it if it changed) and in the
    /// definitions built on it, which are then evaluated too.
    @inline(__always)
    private mutating func write(_ value: Double, to symbol: Symbol, _ report: (Variable) -> Void) {
        symbols.dirty.unmark(symbol.index)
        if symbols[symbol].kind == .external {
            symbols[symbol].value = value
            if let variable = symbols[symbol].variable { setValue(value, ofVariable: Int(variable), report) }
        }
        for definition in symbols[symbol].expansionUsers { markDirty(definition: definition) }
    }

    /// Writes `value` into the variable at `index` of the variables, and reports the variable if that changed
    /// it. The variable is lent to `report` unretained: the table holds it, and `report` cannot change the
    /// table (the solver is busy).
    // Figure: a retain and a release of each changed variable around `report`: row resize + layout 22.67 M →
    // 20.87 M instructions (N = 1,000, callgrind).
    @inline(__always)
    private func setValue(_ value: Double, ofVariable index: Int, _ report: (Variable) -> Void) {
        Unmanaged.passUnretained(variables[index].variable)._withUnsafeGuaranteedRef { object in
            guard object.value != value else { return }
            object.value = value
            report(object)
        }
    }
}
