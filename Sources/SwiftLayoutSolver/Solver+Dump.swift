/// `dump()`: the solver's state as text, in a fixed order (symbol ids, registration order).
extension Solver {
    /// A readable, deterministic dump of the solver's state: the objective, every tableau row, the
    /// variables (tableau symbols or definitions), the edit variables and the constraints with their
    /// markers. The same sequence of calls gives byte-identical text.
    ///
    ///     let x = Variable("x")
    ///     let solver = Solver()
    ///     try solver.addConstraint(x >= 10)
    ///     print(solver.dump())
    ///
    /// prints
    ///
    ///     Objective
    ///     ---------
    ///     0.0
    ///
    ///     Tableau
    ///     -------
    ///     v2 | 10.0 + 1.0 * s3
    ///     ...
    public func dump() -> String {
        applyPendingEdits()
        var text = "Objective\n---------\n"
        text += format(constant: objectives[0].constant, cells: objectives[0].sortedCells) + "\n\n"
        for slot in objectives.indices.dropFirst().sorted(by: { slotTiers[$0] < slotTiers[$1] })
        where !objectives[slot].isEmpty {
            text += "Objective (tier \(slotTiers[slot]))\n---------\n"
            text += format(constant: objectives[slot].constant, cells: objectives[slot].sortedCells) + "\n\n"
        }
        text += "Tableau\n-------\n"
        for symbol in firstSymbol..<kinds.count where isBasic[symbol] {
            text += "\(name(of: symbol)) | \(format(constant: rows[symbol].constant, cells: rows[symbol].cells))\n"
        }
        text += "\nInfeasible\n----------\n"
        for symbol in infeasibleRows { text += name(of: symbol) + "\n" }
        text += "\nVariables\n---------\n"
        for state in variables {
            if state.definition >= 0 {
                let definition = definitions[state.definition]
                var rhs = format(constant: definition.expansion.constant, cells: definition.expansion.cells)
                if definition.record < 0 { rhs += " (free)" }
                text += "\(state.variable) := \(rhs)\n"
            } else if state.symbol >= 0 {
                text += "\(state.variable) = \(name(of: state.symbol))\n"
            }
        }
        text += "\nEdit Variables\n--------------\n"
        let editNames = edits.values
            .map { (variableIndex[ObjectIdentifier($0.variable)] ?? -1, $0.variable.description) }
            .sorted { $0.0 < $1.0 }
        for (_, name) in editNames { text += name + "\n" }
        text += "\nConstraints\n-----------\n"
        for case let constraint? in recordConstraints {
            guard let record = records[ObjectIdentifier(constraint)] else { continue }
            let marker = record.isDefinition ? "definition" : name(of: record.marker)
            text += "\(constraint) [\(marker)]\n"
        }
        return text
    }

    func name(of symbol: Symbol) -> String { kinds[symbol].letter + String(symbol) }

    func format(constant: Double, cells: [Cell]) -> String {
        var text = "\(constant)"
        for cell in cells {
            if cell.coefficient < 0 {
                text += " - \(-cell.coefficient) * \(name(of: cell.symbol))"
            } else {
                text += " + \(cell.coefficient) * \(name(of: cell.symbol))"
            }
        }
        return text
    }
}
