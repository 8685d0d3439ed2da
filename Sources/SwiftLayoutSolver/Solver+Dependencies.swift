/// Which constraints a variable's solved value depends on (for "constraints affecting layout").
extension Solver {
    /// The constraints whose constant, if changed, would move `variable`'s current solved value: the
    /// required and optional constraints that determine it, and the definitions its value is built from.
    /// A constraint that holds with room to spare (a slack inequality) or that the solution does not use
    /// is not listed. In the order the constraints were added.
    ///
    ///     let x = Variable("x"), y = Variable("y")
    ///     let base = x == 10, link = y == x + 5, loose = y <= 100
    ///     try solver.addConstraint(base); try solver.addConstraint(link); try solver.addConstraint(loose)
    ///     solver.constraintsAffecting(y)   // [base, link]
    ///
    /// - Complexity: proportional to the size of the variable's expansion over the tableau.
    public func constraintsAffecting(_ variable: Variable) -> [Constraint] {
        state.constraintsAffecting(variable)
    }
}

extension Solver.State {
    /// ``Solver/constraintsAffecting(_:)``.
    mutating func constraintsAffecting(_ variable: Variable) -> [Constraint] {
        applyPendingEdits()
        guard let index = variables.index(of: variable), let row = parametricRow(ofVariableAt: index)
        else { return [] }
        var definitionWeights: [Int: Double] = [:]
        if let definition = variables[index].definition { definitionWeights[definition] = 1 }
        var weight: [Int: Double] = [:]
        var involved: [Int] = []
        for cell in row.cells {
            guard let owner = symbols[cell.symbol].owner.map(Int.init), let markers = constraints[owner]?.markers,
                markers.marker == cell.symbol
            else { continue }
            if weight[owner] == nil { involved.append(owner) }
            weight[owner, default: 0] += cell.coefficient * markers.scale
        }
        return recordsInvolved(weights: weight, order: involved, definitionWeights: definitionWeights)
            .sorted().compactMap { constraints[$0]?.constraint }
    }

    /// The current value of variable `index` as `constant + Σ coefficient·symbol` over non-basic symbols
    /// only, or nil when the variable has neither a tableau symbol nor a definition.
    mutating func parametricRow(ofVariableAt index: Int) -> Row? {
        var row = Row()
        if let definition = variables[index].definition {
            row = definitions[definition].expansion
        } else if let symbol = variables[index].symbol {
            row.add(symbol, 1)
        } else {
            return nil
        }
        // Basic externals first (lazy rows), then basic restricted symbols (a definition's free pairs).
        expandFully(&row)
        while let basic = row.cells.first(where: { symbols[$0.symbol].isBasic })?.symbol {
            let coefficient = row.remove(basic)
            row.insert(symbols[basic].row, times: coefficient)
        }
        return row
    }
}
