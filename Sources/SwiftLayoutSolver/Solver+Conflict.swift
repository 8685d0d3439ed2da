/// Explaining an unsatisfiable constraint: which required constraints it conflicts with.
///
/// When the simplex proves infeasibility it leaves a row that is a linear combination of the
/// constraints' rows (a Farkas certificate): `0 = constant + Σ c·symbol` with no way to satisfy it.
/// Every tableau constraint owns a marker symbol that appears only in its own row, so the marker's
/// coefficient in the certificate gives that constraint's multiplier; basic markers have none.
/// Definitions never enter the tableau, so their share is found by propagating the multipliers
/// back through the definitions, latest first. A basic certificate from the simplex involves an
/// irreducible set, so the result is minimal in the usual case, and it is always a true conflict.
extension Solver.State {
    func unsatisfiable(_ constraint: Constraint, certificate row: Row, basic: Symbol?) -> SolverError {
        var weight: [Int: Double] = [:]
        var involved: [Int] = []
        func note(_ symbol: Symbol, _ coefficient: Double) {
            guard let owner = symbols[symbol].owner.map(Int.init), let record = constraints[owner], let markers = record.markers,
                markers.marker == symbol, record.constraint.strength.isRequired
            else { return }
            if weight[owner] == nil { involved.append(owner) }
            weight[owner, default: 0] += coefficient * markers.scale
        }
        for cell in row.cells { note(cell.symbol, cell.coefficient) }
        if let basic { note(basic, -1) }

        let blamed = constraints[constraint]
        if let blamed, weight[blamed.id] == nil || nearZero(weight[blamed.id]!) {
            // The blamed constraint's marker is basic or absent: match its multiplier on a symbol.
            if weight[blamed.id] == nil { involved.append(blamed.id) }
            weight[blamed.id] = multiplier(of: blamed, against: involved.filter { $0 != blamed.id }, weights: weight)
        }

        var result = recordsInvolved(weights: weight, order: involved, definitionWeights: [:])
        if let blamed { result.remove(blamed.id) }
        let conflicting = result.sorted().compactMap { constraints[$0]?.constraint }
        return SolverError(.unsatisfiableConstraint, constraint: constraint, conflictingConstraints: conflicting)
    }

    /// The record ids with a non-zero weight, plus the definitions their expressions (and the given
    /// definitions) reach with a non-zero net weight, propagated latest definition first.
    func recordsInvolved(weights weight: [Int: Double], order involved: [Int], definitionWeights: [Int: Double]) -> Set<Int> {
        var definitionWeight = definitionWeights
        var heap = MinHeap()
        for index in definitionWeights.keys.sorted() { heap.push(-index) }
        let scale = max(1, weight.values.map(abs).max() ?? 1, definitionWeights.values.map(abs).max() ?? 1)
        func spread(_ terms: [(variable: Int, coefficient: Double)], _ y: Double) {
            for term in terms {
                guard let defined = variables[term.variable].definition else { continue }
                if definitionWeight[defined] == nil { heap.push(-defined) }
                definitionWeight[defined, default: 0] += y * term.coefficient
            }
        }
        for id in involved {
            guard let record = constraints[id] else { continue }
            spread(terms(of: record), weight[id]!)
        }
        var result = Set<Int>()
        for id in involved where abs(weight[id]!) > 1.0e-9 * scale { result.insert(id) }
        while let negated = heap.pop() {
            let index = -negated
            let w = definitionWeight[index]!
            guard abs(w) > 1.0e-9 * scale else { continue }
            if let record = definitions[index].record { result.insert(record) }
            spread(terms(ofDefinition: index), w)
        }
        return result
    }

    /// The multiplier of `record` in the certificate, found by cancelling one symbol of its expansion
    /// against the expansions of the other involved constraints.
    private func multiplier(of record: ConstraintRecord, against others: [Int], weights: [Int: Double]) -> Double {
        let own = expansion(of: record)
        guard let probe = own.cells.first else { return 1 }
        var sum = 0.0
        for id in others {
            guard let other = constraints[id] else { continue }
            sum += weights[id]! * expansion(of: other).coefficient(for: probe.symbol)
        }
        let y = -sum / probe.coefficient
        return nearZero(y) ? 1 : y
    }

    /// The constraint's expression over tableau symbols, definitions expanded.
    func expansion(of record: ConstraintRecord) -> Row {
        var row = Row(constant: record.constraint.expression.constant)
        for term in terms(of: record) {
            if let defined = variables[term.variable].definition, defined != record.definition {
                row.insert(definitions[defined].expansion, times: term.coefficient)
            } else if let symbol = variables[term.variable].symbol {
                row.add(symbol, term.coefficient)
            }
        }
        return row
    }

    /// The terms of definition `index`: `variable = Σ coefficient·terms[i].variable + …`, in variable
    /// indices (for a held constraint `a·variable + Σ c·v + k == 0`, each term is `(v, −c / a)`).
    func terms(ofDefinition index: Int) -> [(variable: Int, coefficient: Double)] {
        guard let id = definitions[index].record, let record = constraints[id] else {
            return definitions[index].freedTerms
        }
        return terms(ofDefinition: index, heldBy: record)
    }

    /// The terms of definition `index` derived from `record`, the constraint that defines it (also while it
    /// is being removed, when the table no longer finds it).
    func terms(ofDefinition index: Int, heldBy record: ConstraintRecord) -> [(variable: Int, coefficient: Double)] {
        guard case .definition(_, let a) = record.placement else { return definitions[index].freedTerms }
        let defined = definitions[index].variable
        return terms(of: record).filter { $0.variable != defined }.map { ($0.variable, -$0.coefficient / a) }
    }

    /// The variables of a held constraint's expression (indices; every one is registered) and their
    /// coefficients, duplicates merged as the constraint merged them.
    func terms(of record: ConstraintRecord) -> [(variable: Int, coefficient: Double)] {
        record.constraint.expression.terms.map { (variable: variables.index(of: $0.variable)!, coefficient: $0.coefficient) }
    }
}
