import SwiftLayoutSolver

/// A constraint as the oracle reads it: `Σ coefficient · variable[index] + constant (relation) 0`, required
/// when `weight` is nil, otherwise optional with that weight. An optional equality may weigh a shortfall
/// (`expression < 0`) with `weightBelow` instead (`Constraint(_:equalWithStrengthAbove:below:)`). An edit
/// variable `v` with suggestion `s` at strength `w` is the optional `v - s == 0` of weight `w`.
struct ModelConstraint: CustomStringConvertible {
    var terms: [(index: Int, coefficient: Double)]
    var constant: Double
    var relation: RelationalOperator
    var weight: Double?
    /// The weight of an optional equality's shortfall when it differs from `weight`.
    var weightBelow: Double?

    init(terms: [(index: Int, coefficient: Double)], constant: Double, relation: RelationalOperator, weight: Double?,
         weightBelow: Double? = nil) {
        self.terms = terms
        self.constant = constant
        self.relation = relation
        self.weight = weight
        self.weightBelow = weightBelow
    }

    /// The oracle's reading of a solver constraint over `variables`; `constant` replaces the constraint's own.
    init(_ constraint: Constraint, over variables: [Variable], constant: Double? = nil) {
        terms = constraint.expression.terms.map { term in
            guard let index = variables.firstIndex(where: { $0 === term.variable }) else {
                preconditionFailure("variable \(term.variable) is not in the model")
            }
            return (index, term.coefficient)
        }
        self.constant = constant ?? constraint.expression.constant
        relation = constraint.relation
        weight = constraint.strength.isRequired ? nil : constraint.strength.value
        weightBelow = constraint.strengthBelow == constraint.strength ? nil : constraint.strengthBelow.value
    }

    /// The edit constraint `variables[index] == suggestion` at `strength`.
    static func edit(_ index: Int, suggestion: Double, strength: Strength) -> ModelConstraint {
        ModelConstraint(terms: [(index, 1)], constant: -suggestion, relation: .equal, weight: strength.value)
    }

    var isRequired: Bool { weight == nil }

    /// The expression's value at `values`.
    func value(at values: [Double]) -> Double {
        terms.reduce(constant) { $0 + $1.coefficient * values[$1.index] }
    }

    /// How far `values` are from satisfying the relation (zero when it holds).
    func violation(at values: [Double]) -> Double {
        let value = value(at: values)
        switch relation {
        case .equal: return abs(value)
        case .lessThanOrEqual: return max(0, value)
        case .greaterThanOrEqual: return max(0, -value)
        }
    }

    /// The weighted error at `values`: weight × violation, a shortfall of an equality at `weightBelow` if it has
    /// one (0 for a required constraint).
    func weightedViolation(at values: [Double]) -> Double {
        guard let weight else { return 0 }
        if let weightBelow, relation == .equal {
            let value = value(at: values)
            return value > 0 ? weight * value : weightBelow * -value
        }
        return weight * violation(at: values)
    }

    /// The absolute tolerance for checking this constraint: 1e-6 of the magnitudes involved.
    func tolerance(at values: [Double]) -> Double {
        1e-6 * terms.reduce(1 + abs(constant)) { $0 + abs($1.coefficient * values[$1.index]) }
    }

    var description: String {
        var text = terms.map { "\($0.coefficient)*x\($0.index)" }.joined(separator: " + ")
        text += " + \(constant) \(relation) 0"
        if let weight, let weightBelow { return text + " | \(weight) above, \(weightBelow) below" }
        return text + (weight.map { " | \($0)" } ?? " | required")
    }
}

/// Cassowary's semantics as one plain LP, solved by ``ReferenceLP``: every variable is free (split as
/// `x⁺ - x⁻`), required constraints are hard rows, and each optional constraint gets error variables whose
/// weighted sum is minimized, exactly the objective of Badros, Borning & Stuckey (ACM TOCHI 2001, §2):
///
///     optional  e == 0   becomes  e - p + n == 0, cost w·(p + n) (w·p + w'·n when a shortfall weighs w')
///     optional  e <= 0   becomes  e + s - v == 0, cost w·v
///     optional  e >= 0   becomes  e - s + v == 0, cost w·v
///     required  e <= 0 / e >= 0 get a slack s and no cost
enum CassowaryOracle {
    /// The optimal weighted error, or nil when the required constraints cannot all hold.
    static func optimum(of constraints: [ModelConstraint], variableCount: Int) throws(RationalOverflow) -> Rational? {
        let lp = try linearProgram(of: constraints, variableCount: variableCount)
        switch try ReferenceLP.minimize(cost: lp.cost, rows: lp.rows, rightHandSides: lp.rightHandSides) {
        case .infeasible: return nil
        case .optimal(let objective, _): return objective
        case .unbounded: preconditionFailure("the weighted error is bounded below by zero")
        }
    }

    /// The least and greatest values variable `index` takes over the optimal solutions (nil where it is
    /// unbounded), or nil when the required constraints cannot all hold: the programme above with its
    /// weighted error held at the optimum, minimising and then maximising `x⁺ − x⁻`.
    static func optimalRange(
        of index: Int, in constraints: [ModelConstraint], variableCount: Int
    ) throws(RationalOverflow) -> (lower: Rational?, upper: Rational?)? {
        guard let optimum = try optimum(of: constraints, variableCount: variableCount) else { return nil }
        var lp = try linearProgram(of: constraints, variableCount: variableCount)
        lp.rows.append(lp.cost)
        lp.rightHandSides.append(optimum)
        func extreme(_ sign: Rational) throws(RationalOverflow) -> Rational? {
            var cost = Array(repeating: Rational.zero, count: lp.cost.count)
            cost[2 * index] = sign
            cost[2 * index + 1] = -sign
            switch try ReferenceLP.minimize(cost: cost, rows: lp.rows, rightHandSides: lp.rightHandSides) {
            case .infeasible: preconditionFailure("the optimum is feasible")
            case .unbounded: return nil
            case .optimal(let objective, _): return try sign * objective
            }
        }
        return (try extreme(.one), try extreme(-.one))
    }

    /// The programme `minimize cost · x subject to rows · x == rightHandSides, x >= 0` described above.
    private static func linearProgram(
        of constraints: [ModelConstraint], variableCount: Int
    ) throws(RationalOverflow) -> (cost: [Rational], rows: [[Rational]], rightHandSides: [Rational]) {
        var cost = Array(repeating: Rational.zero, count: 2 * variableCount)
        var rows: [[Rational]] = []
        var rightHandSides: [Rational] = []
        // Extra columns per constraint, appended as they are met: (row, coefficient, cost) of each.
        var extraColumns: [(row: Int, coefficient: Rational, cost: Rational)] = []
        for constraint in constraints {
            var row = Array(repeating: Rational.zero, count: 2 * variableCount)
            for term in constraint.terms {
                let coefficient = try Rational(exactly: term.coefficient)
                row[2 * term.index] = try row[2 * term.index] + coefficient
                row[2 * term.index + 1] = try row[2 * term.index + 1] - coefficient
            }
            let index = rows.count
            rows.append(row)
            rightHandSides.append(-(try Rational(exactly: constraint.constant)))
            var weight: Rational?
            if let w = constraint.weight { weight = try Rational(exactly: w) }
            switch (constraint.relation, weight) {
            case (.equal, nil):
                break
            case (.lessThanOrEqual, nil):
                extraColumns.append((index, .one, .zero))
            case (.greaterThanOrEqual, nil):
                extraColumns.append((index, -.one, .zero))
            case (.equal, let w?):
                extraColumns.append((index, -.one, w))
                var below = w
                if let weightBelow = constraint.weightBelow { below = try Rational(exactly: weightBelow) }
                extraColumns.append((index, .one, below))
            case (.lessThanOrEqual, let w?):
                extraColumns.append((index, .one, .zero))
                extraColumns.append((index, -.one, w))
            case (.greaterThanOrEqual, let w?):
                extraColumns.append((index, -.one, .zero))
                extraColumns.append((index, .one, w))
            }
        }
        for column in extraColumns {
            cost.append(column.cost)
            for i in rows.indices { rows[i].append(i == column.row ? column.coefficient : .zero) }
        }
        return (cost, rows, rightHandSides)
    }

    /// Whether the required constraints among `constraints` can all hold.
    static func requiredAreFeasible(_ constraints: [ModelConstraint], variableCount: Int) throws(RationalOverflow) -> Bool {
        try optimum(of: constraints.filter(\.isRequired), variableCount: variableCount) != nil
    }

    /// The weighted error the solver's values give: Σ weight × violation over the optional constraints.
    static func objective(of constraints: [ModelConstraint], at values: [Double]) -> Double {
        constraints.reduce(0) { $0 + $1.weightedViolation(at: values) }
    }

    /// How closely a solver's objective must match the exact optimum: 1e-7 of the largest weight
    /// involved, times the magnitude of the values. A violation of 1 at weak (weight 1) is still seen
    /// next to strong weights of 1e6 whose rounding noise is ~1e-4.
    static func objectiveTolerance(of constraints: [ModelConstraint], at values: [Double]) -> Double {
        let largestWeight = constraints.flatMap { [$0.weight, $0.weightBelow].compactMap { $0 } }.max() ?? 1
        let magnitude = values.reduce(1) { max($0, abs($1)) }
        return 1e-9 * largestWeight * max(100, magnitude)
    }
}
