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
        applyPendingEdits()
        guard let index = variableIndex[ObjectIdentifier(variable)], let row = parametricRow(ofVariableAt: index)
        else { return [] }
        var definitionWeights: [Int: Double] = [:]
        let definition = variables[index].definition
        if definition >= 0 { definitionWeights[definition] = 1 }
        var weight: [Int: Double] = [:]
        var involved: [Int] = []
        for cell in row.cells {
            let owner = symbolOwner[cell.symbol]
            guard owner >= 0, let c = recordConstraints[owner], let record = records[ObjectIdentifier(c)],
                record.marker == cell.symbol
            else { continue }
            if weight[owner] == nil { involved.append(owner) }
            weight[owner, default: 0] += cell.coefficient * record.markerScale
        }
        return recordsInvolved(weights: weight, order: involved, definitionWeights: definitionWeights)
            .sorted().compactMap { recordConstraints[$0] }
    }

    /// The current value of variable `index` as `constant + Σ coefficient·symbol` over non-basic symbols
    /// only, or nil when the variable has neither a tableau symbol nor a definition.
    func parametricRow(ofVariableAt index: Int) -> Row? {
        var row = Row()
        let definition = variables[index].definition
        if definition >= 0 {
            row = definitions[definition].expansion
        } else if variables[index].symbol >= 0 {
            row.add(variables[index].symbol, 1)
        } else {
            return nil
        }
        // Basic externals first (lazy rows), then basic restricted symbols (a definition's free pairs).
        expandFully(&row)
        while let basic = row.cells.first(where: { isBasic[$0.symbol] })?.symbol {
            let coefficient = row.remove(basic)
            row.insert(rows[basic], times: coefficient, entered: { _ in }, left: { _ in })
        }
        return row
    }
}
