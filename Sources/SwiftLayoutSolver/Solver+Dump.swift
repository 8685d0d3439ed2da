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
        state.applyPendingEdits()
        return state.dump()
    }
}

extension Solver.State {
    func dump() -> String {
        var text = "Objective\n---------\n"
        text += format(constant: objective.constants[0], cells: objectiveCells(inSlot: 0)) + "\n\n"
        for slot in (1..<objective.slotCount).sorted(by: { objective.tiers[$0] < objective.tiers[$1] }) {
            let cells = objectiveCells(inSlot: slot)
            guard !cells.isEmpty else { continue }
            text += "Objective (tier \(objective.tiers[slot]))\n---------\n"
            text += format(constant: objective.constants[slot], cells: cells) + "\n\n"
        }
        text += "Tableau\n-------\n"
        for symbol in symbols.all where symbols[symbol].isBasic {
            let row = symbols[symbol].row
            text += "\(name(of: symbol)) | \(format(constant: row.constant, cells: row.cells))\n"
        }
        text += "\nInfeasible\n----------\n"
        for symbol in infeasibleRows { text += name(of: symbol) + "\n" }
        text += "\nVariables\n---------\n"
        for state in variables.allStates {
            if let index = state.definition {
                let definition = definitions[index]
                var rhs = format(constant: definition.expansion.constant, cells: definition.expansion.cells)
                if definition.record == nil { rhs += " (free)" }
                text += "\(state.variable) := \(rhs)\n"
            } else if let symbol = state.symbol {
                text += "\(state.variable) = \(name(of: symbol))\n"
            }
        }
        text += "\nEdit Variables\n--------------\n"
        for state in variables.allStates where constraints.edits[ObjectIdentifier(state.variable)] != nil {
            text += state.variable.description + "\n"
        }
        text += "\nConstraints\n-----------\n"
        for record in constraints.liveRecords {
            let marker = record.markers.map { name(of: $0.marker) } ?? "definition"
            text += "\(record.constraint) [\(marker)]\n"
        }
        return text
    }

    /// The objective of `slot` as cells, in symbol order.
    func objectiveCells(inSlot slot: Int) -> [Cell] {
        var cells: [Cell] = []
        for symbol in symbols.all {
            let coefficient = weight(of: symbol, inSlot: slot)
            if coefficient != 0 { cells.append(Cell(symbol: symbol, coefficient: coefficient)) }
        }
        return cells
    }

    func name(of symbol: Symbol) -> String { symbols[symbol].kind.letter + String(symbol.index + 2) }

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

extension Solver.State {
    /// Everything the state holds, as text, for tests that check a failed call restored it exactly: every
    /// symbol's kind, row, column, weights, stamp, owner and flags, the objective's tiers, constants and
    /// tolerances, the variables, definitions, constraints and edits. Columns are listed sorted: their
    /// order only says which of several rows a loop meets first, and undoing a call restores them as sets.
    func tableSnapshot() -> String {
        var text = "symbols \(symbols.count), next stamp \(symbols.nextStamp)\n"
        for symbol in symbols.all {
            let entry = symbols[symbol]
            var weights: [String] = []
            entry.weights.forEach { slot, coefficient in weights.append("\(slot):\(coefficient.bitPattern)") }
            let cells = entry.row.cells.map { "\($0.symbol.index):\($0.coefficient.bitPattern)" }
            text += "\(symbol.index) \(entry.kind) basic=\(entry.isBasic) stamp=\(entry.stamp)"
                + " row=\(entry.row.constant.bitPattern)[\(cells.joined(separator: ","))]"
                + " column=\(entry.column.map(\.index).sorted()) weights=\(weights)"
                + " candidate=\(entry.isEnteringCandidate) variable=\(String(describing: entry.variable))"
                + " owner=\(String(describing: entry.owner)) users=\(entry.expansionUsers)\n"
        }
        text += "candidates \(objective.enteringCandidates.map(\.index).sorted())\n"
        text += "tiers \(objective.tiers) constants \(objective.constants.map(\.bitPattern))"
            + " tolerances \(objective.tolerances.map(\.bitPattern))\n"
        for (index, state) in variables.allStates.enumerated() {
            text += "variable \(index) \(state.variable.name) symbol=\(String(describing: state.symbol?.index))"
                + " definition=\(String(describing: state.definition))\n"
        }
        for (index, definition) in definitions.all.enumerated() {
            let cells = definition.expansion.cells.map { "\($0.symbol.index):\($0.coefficient.bitPattern)" }
            text += "definition \(index) of \(definition.variable) record=\(String(describing: definition.record))"
                + " expansion=\(definition.expansion.constant.bitPattern)[\(cells.joined(separator: ","))]"
                + " users=\(definition.users.map { "\($0.user)/\($0.isDefinition)/\($0.coefficient.bitPattern)" })"
                + " freed=\(definition.freedTerms.map { "\($0.variable)/\($0.coefficient.bitPattern)" })\n"
        }
        for record in constraints.liveRecords {
            text += "record \(record.id) \(record.constraint) constant=\(record.constraint.expression.constant.bitPattern)\n"
        }
        text += "records \(constraints.count) infeasible \(infeasibleRows.map(\.index))\n"
        return text
    }
}
