/// Writing the solution into the variables: only those whose symbols or definitions changed.
extension Solver.State {
    /// Writes the solved value of every variable whose value may have changed and calls `report` for
    /// each one whose value did change.
    mutating func updateVariables(_ report: (Variable) -> Void) {
        applyPendingEdits()
        // Rows that refer lazily to a changed external change too: close the dirty set over them,
        // then evaluate the externals oldest row first, so every reference is already up to date.
        var next = 0
        while next < symbols.dirty.list.count {
            let symbol = Symbol(index: symbols.dirty.list[next])
            next += 1
            guard symbols[symbol].kind == .external else { continue }
            for key in symbols[symbol].column.keys where symbols[key].kind == .external && symbols[key].isBasic {
                symbols.dirty.mark(key.index)
            }
        }
        var queue = symbols.dirty.list
        symbols.dirty.list = []
        if next > 1 {
            // Oldest row first; symbols that are not basic (value 0) before all rows.
            var keys = sortKeys
            sortKeys = []
            keys.removeAll(keepingCapacity: true)
            for index in queue {
                let symbol = Symbol(index: index)
                let isRow = symbols[symbol].isBasic && symbols[symbol].kind == .external
                keys.append(((isRow ? symbols[symbol].stamp + 1 : 0) << 32) | index)
            }
            keys.sort()
            for i in keys.indices { queue[i] = keys[i] & 0xFFFF_FFFF }
            sortKeys = keys
        }
        for index in queue {
            let symbol = Symbol(index: index)
            symbols.dirty.unmark(index)
            if symbols[symbol].kind == .external {
                let value = symbols[symbol].isBasic ? evaluate(symbols[symbol].row) : 0
                symbols[symbol].value = value
                if let variable = symbols[symbol].variable {
                    let object = variables[variable].variable
                    if object.value != value {
                        object.value = value
                        report(object)
                    }
                }
            }
            for definition in symbols[symbol].expansionUsers { markDirty(definition: definition) }
        }
        queue.removeAll(keepingCapacity: true)
        symbols.dirty.list = queue
        var defined = definitions.dirty.list
        definitions.dirty.list = []
        for index in defined {
            definitions.dirty.unmark(index)
            let value = evaluate(definitions[index].expansion)
            let object = variables[definitions[index].variable].variable
            if object.value != value {
                object.value = value
                report(object)
            }
        }
        defined.removeAll(keepingCapacity: true)
        definitions.dirty.list = defined
    }
}
