/// Removing a constraint (kiwi's `removeConstraint`), and freeing a definition.
extension Solver.State {
    /// ``Solver/removeConstraint(_:)``.
    mutating func removeConstraint(_ constraint: Constraint) throws {
        guard let record = constraints[constraint] else {
            throw SolverError(.unknownConstraint, constraint: constraint)
        }
        try transaction { try $0.deleteConstraint(record) }
        statistics.constraintsRemoved += 1
    }

    mutating func deleteConstraint(_ record: ConstraintRecord) throws {
        constraints.remove(record)
        if log.active { log.removedRecords.append(record) }
        switch record.placement {
        case .definition(let index, _):
            try freeDefinition(index, heldBy: record)
        case .tableau(let markers):
            removeMarkerEffects(of: record.constraint, markers)
            let marker = markers.marker
            if symbols[marker].isBasic {
                _ = takeRow(marker)
            } else {
                guard let leaving = markerLeavingRow(for: marker) else {
                    throw SolverError(.internalError, constraint: record.constraint, message: "failed to find a leaving row")
                }
                var row = takeRow(leaving)
                if symbols[leaving].kind != .external || !hasNoObjectiveWeight(marker) {
                    statistics.referencesExpanded += expandFully(&row)
                }
                row.add(leaving, -1)
                row.solve(for: marker)
                let touched = symbols[marker].column.filter { symbols[$0].kind == .dummy }
                substitute(marker, with: row)
                try restoreDummies(touched)
            }
        }
        try optimize()
    }

    /// Takes the constraint's error terms out of the objective.
    mutating func removeMarkerEffects(of constraint: Constraint, _ markers: Markers) {
        for marker in [markers.marker, markers.other] {
            guard let marker, symbols[marker].kind == .error else { continue }
            let weighs = constraint.errorStrength(isSecond: marker == markers.other)
            let strength = weighs.value
            let slot = objective.slot(forTier: weighs.tier)
            if symbols[marker].isBasic {
                insertIntoObjective(symbols[marker].row, times: -strength, slot: slot)
            } else {
                addToObjective(marker, -strength, slot: slot)
            }
        }
    }

    /// kiwi's `getMarkerLeavingRow`: a restricted row where the marker has a negative coefficient and
    /// the smallest ratio, else one where it is positive with the smallest ratio, else an external row.
    ///
    /// Among external rows it takes the oldest: a lazy row can depend on the marker through the rows
    /// it refers to only if an older row mentions the marker, so the oldest one's dependence is its
    /// own coefficient, without expanding anything.
    ///
    /// An external row is returned only when no restricted row mentions the marker. The marker's row
    /// then needs no expansion either (unless the objective mentions the marker): every row it is
    /// substituted into is external and newer than the leaving row, so the references it inherits point
    /// to older rows, as lazy references must. This keeps removing a constraint from the middle of a chain
    /// independent of the chain's length (expanding the row there lists every slack above it).
    @inline(__always)
    func markerLeavingRow(for marker: Symbol) -> Symbol? {
        var first: Symbol? = nil, second: Symbol? = nil, third: Symbol? = nil
        var r1 = Double.greatestFiniteMagnitude, r2 = Double.greatestFiniteMagnitude
        let column = symbols[marker].column
        for key in column {
            if symbols[key].kind == .external {
                if third == nil || symbols[key].stamp < symbols[third!].stamp { third = key }
                continue
            }
            let coefficient = symbols[key].row.coefficient(for: marker)
            if coefficient < 0 {
                let ratio = -symbols[key].row.constant / coefficient
                if first == nil || ratio < r1 || (ratio == r1 && key < first!) { r1 = ratio; first = key }
            } else {
                let ratio = symbols[key].row.constant / coefficient
                if second == nil || ratio < r2 || (ratio == r2 && key < second!) { r2 = ratio; second = key }
            }
        }
        return first ?? second ?? third
    }

    /// Removes the constraint behind a definition: the defined variable becomes free. It keeps its
    /// definition plus `f⁺ − f⁻`, two new non-negative symbols, and every row that was built through
    /// the definition gains their column, found through the markers of the constraints that use it.
    /// `record` is the removed constraint: its terms become the freed definition's (the table, which
    /// `terms(ofDefinition:)` reads, no longer has it).
    mutating func freeDefinition(_ index: Int, heldBy record: ConstraintRecord) throws {
        saveDefinition(index)
        definitions[index].freedTerms = terms(ofDefinition: index, heldBy: record)
        definitions[index].record = nil
        let plus = makeSymbol(.slack)
        let minus = makeSymbol(.slack)
        var affected = dependents(of: index)
        affected.definitions.insert((index, 1), at: 0)
        for (definition, derivative) in affected.definitions {
            saveDefinition(definition)
            definitions[definition].expansion.add(plus, derivative)
            definitions[definition].expansion.add(minus, -derivative)
            appendExpansionUser(definition, to: plus)
            appendExpansionUser(definition, to: minus)
            markDirty(definition: definition)
        }
        // The column of f⁺: each using constraint's row changes as if its constant grew by δ·f⁺,
        // i.e. its marker m becomes m + δ·scale·f⁺ in every row (or m's own row moves).
        var column: [Symbol: Double] = [:]
        var order: [Symbol] = []
        for (user, delta) in affected.constraints {
            guard let markers = constraints[user]?.markers else { continue }
            let t = delta * markers.scale
            let marker = markers.marker
            if symbols[marker].isBasic {
                if column[marker] == nil { order.append(marker) }
                column[marker, default: 0] -= t
            } else {
                let keys = symbols[marker].column
                for key in keys {
                    if column[key] == nil { order.append(key) }
                    column[key, default: 0] += symbols[key].row.coefficient(for: marker) * t
                }
            }
        }
        order.sort()
        // Each tier's objective Σ strength·error sees f⁺ through the rows of basic error symbols.
        var objectiveCoefficients = [Double](repeating: 0, count: objective.slotCount)
        var dummies: [Symbol] = []
        for key in order {
            let value = column[key]!
            if nearZero(value) { continue }
            addToRow(key, plus, value)
            addToRow(key, minus, -value)
            if let cost = cost(of: key) { objectiveCoefficients[objective.slot(forTier: cost.tier)] += cost.weight * value }
            if symbols[key].kind == .dummy { dummies.append(key) }
        }
        for (slot, coefficient) in objectiveCoefficients.enumerated() where !nearZero(coefficient) {
            addToObjective(plus, coefficient, slot: slot)
            addToObjective(minus, -coefficient, slot: slot)
        }
        try restoreDummies(dummies)
    }

    /// The objective weight and tier of an error symbol (its constraint's strength, `strengthBelow` for the
    /// second error of an equality); nil otherwise.
    @inline(__always)
    func cost(of symbol: Symbol) -> (tier: Int, weight: Double)? {
        guard symbols[symbol].kind == .error, let owner = symbols[symbol].owner,
            let record = constraints[Int(owner)]
        else { return nil }
        let weighs = record.constraint.errorStrength(isSecond: record.markers?.other == symbol)
        return (weighs.tier, weighs.value)
    }

    /// A basic dummy must stay zero. When a removal substitutes non-dummy symbols into its row:
    /// - with a zero constant, pivot one of them in: the dummy becomes parametric, no value moves;
    /// - otherwise the dummy's equality (a redundant copy of the removed one, now in force alone) is
    ///   established again with the dummy at zero, through the artificial variable, which keeps every
    ///   restricted row feasible.
    mutating func restoreDummies(_ dummies: [Symbol]) throws {
        for dummy in dummies where symbols[dummy].isBasic {
            let row = symbols[dummy].row
            guard let entering = row.cells.first(where: { symbols[$0.symbol].kind != .dummy })?.symbol else { continue }
            if nearZero(row.constant) {
                pivot(leaving: dummy, entering: entering)
                continue
            }
            var equation = takeRow(dummy)
            equation.add(dummy, -1)
            if equation.constant < 0 { equation.reverseSign() }
            guard let owner = symbols[dummy].owner.flatMap({ constraints[Int($0)]?.constraint }) else {
                throw SolverError(.internalError, message: "a dummy without its constraint")
            }
            try addWithArtificialVariable(equation, constraint: owner)
        }
    }
}

/// A binary min-heap of definition indices without duplicates (callers push each index once).
struct MinHeap {
    private var items: [Int] = []

    mutating func push(_ value: Int) {
        items.append(value)
        var i = items.count - 1
        while i > 0 {
            let parent = (i - 1) / 2
            if items[parent] <= items[i] { break }
            items.swapAt(parent, i)
            i = parent
        }
    }

    mutating func pop() -> Int? {
        guard let top = items.first else { return nil }
        let last = items.removeLast()
        if !items.isEmpty {
            items[0] = last
            var i = 0
            while true {
                let l = 2 * i + 1, r = l + 1
                var smallest = i
                if l < items.count, items[l] < items[smallest] { smallest = l }
                if r < items.count, items[r] < items[smallest] { smallest = r }
                if smallest == i { break }
                items.swapAt(i, smallest)
                i = smallest
            }
        }
        return top
    }
}
