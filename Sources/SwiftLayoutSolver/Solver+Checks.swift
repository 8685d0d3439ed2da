#if SWIFTLAYOUT_INTERNAL_CHECKS
/// Invariant checks, compiled only with `-D SWIFTLAYOUT_INTERNAL_CHECKS` and run after every public
/// call: the column index matches the rows, rows are sorted and never mention a basic symbol,
/// restricted rows are feasible, and every definition's expansion matches its terms.
extension Solver {
    func checkInvariants() {
        precondition(artificial == nil, "artificial objective left behind")
        var expected = [[Symbol]](repeating: [], count: kinds.count)
        for symbol in firstSymbol..<kinds.count where isBasic[symbol] {
            let row = rows[symbol]
            for (i, cell) in row.cells.enumerated() {
                precondition(i == 0 || row.cells[i - 1].symbol < cell.symbol, "row \(symbol) is not sorted")
                if isBasic[cell.symbol] {
                    // Only external rows may refer (lazily) to basic externals, and only to older rows.
                    precondition(kinds[symbol] == .external && kinds[cell.symbol] == .external
                                 && rowStamps[cell.symbol] < rowStamps[symbol],
                                 "row \(symbol) mentions basic symbol \(cell.symbol)")
                }
                precondition(!nearZero(cell.coefficient), "row \(symbol) keeps a zero coefficient")
                expected[cell.symbol].append(symbol)
            }
            if kinds[symbol] != .external {
                precondition(row.constant >= -1.0e-7, "restricted row \(symbol) is infeasible: \(row.constant)")
            }
            if kinds[symbol] == .dummy {
                precondition(abs(row.constant) < 1.0e-7, "dummy row \(symbol) is not zero")
            }
        }
        for symbol in kinds.indices {
            precondition(columns[symbol].keys.sorted() == expected[symbol].sorted(), "column of \(symbol) is stale")
        }
        for symbol in kinds.indices {
            let expected = objectives.indices.filter { objectives[$0].coefficients[symbol] != nil }
            precondition(symbolSlots[symbol].sorted() == expected, "symbol slots of \(symbol) are stale")
            let top = expected.max { slotTiers[$0] < slotTiers[$1] }
            let candidate = kinds[symbol] != .dummy && (top.map { objectives[$0].coefficient(for: symbol) < 0 } ?? false)
            precondition(isEnteringCandidate[symbol] == candidate, "entering candidate \(symbol) is stale")
            precondition(enteringCandidates.keys.contains(symbol) == candidate, "entering candidates are stale")
            if !expected.isEmpty { precondition(!isBasic[symbol], "the objective mentions basic symbol \(symbol)") }
            precondition(!candidate, "objective is not optimal: \(symbol) can enter")
        }
        precondition(Set(tierSlots.values) == Set(objectives.indices) && tierSlots.allSatisfy { slotTiers[$0.value] == $0.key },
                     "tier slots are stale")
        for (index, definition) in definitions.enumerated() {
            var expansion = Row()
            for term in definition.terms {
                let defined = variables[term.variable].definition
                if defined >= 0 {
                    precondition(defined < index, "definition \(index) uses a later definition")
                    expansion.insert(definitions[defined].expansion, times: term.coefficient, entered: { _ in }, left: { _ in })
                } else {
                    expansion.add(variables[term.variable].symbol, term.coefficient)
                }
            }
            for cell in definition.expansion.cells where kinds[cell.symbol] == .external {
                precondition(abs(expansion.coefficient(for: cell.symbol) - cell.coefficient) < 1.0e-6,
                             "definition \(index) has a stale expansion")
            }
        }
    }
}
#endif
