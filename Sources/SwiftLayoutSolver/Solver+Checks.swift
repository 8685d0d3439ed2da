#if SWIFTLAYOUT_INTERNAL_CHECKS
/// Invariant checks, compiled only with `-D SWIFTLAYOUT_INTERNAL_CHECKS` and run after every public
/// call: the column index matches the rows, rows are sorted and never mention a basic symbol,
/// restricted rows are feasible, the objective mentions only parametric symbols and is optimal, and
/// every definition's expansion matches its terms.
extension Solver.State {
    func checkInvariants() {
        precondition(artificial == nil, "artificial objective left behind")
        checkRowsAndColumns()
        checkObjective()
        checkDefinitions()
    }

    private func checkRowsAndColumns() {
        var expected = [[Symbol]](repeating: [], count: symbols.count)
        for symbol in symbols.all where symbols[symbol].isBasic {
            let entry = symbols[symbol]
            let row = entry.row
            for (i, cell) in row.cells.enumerated() {
                precondition(i == 0 || row.cells[i - 1].symbol < cell.symbol, "row \(symbol) is not sorted")
                if symbols[cell.symbol].isBasic {
                    // Only external rows may refer (lazily) to basic externals, and only to older rows.
                    precondition(entry.kind == .external && symbols[cell.symbol].kind == .external
                                 && symbols[cell.symbol].stamp < entry.stamp,
                                 "row \(symbol) mentions basic symbol \(cell.symbol)")
                }
                precondition(!nearZero(cell.coefficient), "row \(symbol) keeps a zero coefficient")
                precondition(entry.kind == .external || symbols[cell.symbol].kind != .external,
                             "restricted row \(symbol) mentions external \(cell.symbol)")
                expected[cell.symbol.index].append(symbol)
            }
            if entry.kind != .external {
                precondition(row.constant >= -1.0e-7, "restricted row \(symbol) is infeasible: \(row.constant)")
            }
            if entry.kind == .dummy {
                precondition(abs(row.constant) < 1.0e-7, "dummy row \(symbol) is not zero")
            }
        }
        for symbol in symbols.all {
            precondition(symbols[symbol].column.sorted() == expected[symbol.index].sorted(), "column of \(symbol) is stale")
        }
    }

    private func checkObjective() {
        for symbol in symbols.all {
            let entry = symbols[symbol]
            let top = entry.weights.topSlot(tiers: objective.tiers)
            let candidate = entry.kind != .dummy && (top.map { entry.weights.coefficient(inSlot: $0) < 0 } ?? false)
            precondition(entry.isEnteringCandidate == candidate, "entering candidate \(symbol) is stale")
            precondition(objective.enteringCandidates.contains(symbol) == candidate, "entering candidates are stale")
            if !entry.weights.isEmpty { precondition(!entry.isBasic, "the objective mentions basic symbol \(symbol)") }
            precondition(!candidate, "objective is not optimal: \(symbol) can enter")
            entry.weights.forEach { slot, coefficient in
                precondition(slot < objective.slotCount && abs(coefficient) >= objective.tolerances[slot],
                             "weight of \(symbol) in slot \(slot) is out of range")
            }
        }
        precondition(Set(objective.tiers).count == objective.slotCount, "two slots share a tier")
    }

    private func checkDefinitions() {
        for (index, definition) in definitions.all.enumerated() {
            var expansion = Row()
            for term in terms(ofDefinition: index) {
                if let defined = variables[term.variable].definition {
                    precondition(defined < index, "definition \(index) uses a later definition")
                    expansion.insert(definitions[defined].expansion, times: term.coefficient)
                } else {
                    expansion.add(variables[term.variable].symbol!, term.coefficient)
                }
            }
            for cell in definition.expansion.cells where symbols[cell.symbol].kind == .external {
                precondition(abs(expansion.coefficient(for: cell.symbol) - cell.coefficient) < 1.0e-6,
                             "definition \(index) has a stale expansion")
            }
        }
    }
}
#endif
