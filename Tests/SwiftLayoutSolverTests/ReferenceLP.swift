/// An independent, deliberately plain LP solver the Cassowary solver is checked against: a dense two-phase
/// tableau simplex in exact rational arithmetic with Bland's smallest-index rule, which cannot cycle
/// (Bland, "New finite pivoting rules for the simplex method", Math. Oper. Res. 1977). It shares no code or
/// idea with the incremental solver beyond linear algebra, and it is slow on purpose: clarity over speed.
enum ReferenceLP {
    enum Outcome: Equatable {
        case infeasible
        case unbounded
        /// The optimal objective and one optimal point.
        case optimal(objective: Rational, point: [Rational])

        var objective: Rational? {
            if case .optimal(let objective, _) = self { return objective }
            return nil
        }
    }

    /// Minimizes `cost · x` subject to `rows · x == rightHandSides` and `x >= 0`.
    static func minimize(
        cost: [Rational], rows: [[Rational]], rightHandSides: [Rational]
    ) throws(RationalOverflow) -> Outcome {
        let columnCount = cost.count
        precondition(rows.allSatisfy { $0.count == columnCount } && rows.count == rightHandSides.count)
        let rowCount = rows.count
        // Phase 1: one artificial variable per row (columns columnCount..<columnCount+rowCount), right-hand
        // sides made non-negative, minimize the sum of the artificials.
        var tableau = Tableau(
            rows: rows.indices.map { i in
                let flip = rightHandSides[i].isNegative
                let entries = flip ? rows[i].map { -$0 } : rows[i]
                let artificial = (0..<rowCount).map { $0 == i ? Rational.one : .zero }
                return entries + artificial
            },
            rightHandSides: rightHandSides.map { $0.isNegative ? -$0 : $0 },
            basis: Array(columnCount..<(columnCount + rowCount)))
        let phaseOneCost = Array(repeating: Rational.zero, count: columnCount)
            + Array(repeating: Rational.one, count: rowCount)
        guard try tableau.optimize(cost: phaseOneCost, enterable: columnCount + rowCount) else {
            preconditionFailure("phase 1 is bounded below by zero")
        }
        if try tableau.objectiveValue(cost: phaseOneCost).isPositive { return .infeasible }
        // Drive the artificials (all at level zero now) out of the basis, or drop their rows as redundant.
        var row = 0
        while row < tableau.rows.count {
            if tableau.basis[row] >= columnCount {
                if let column = (0..<columnCount).first(where: { !tableau.rows[row][$0].isZero }) {
                    try tableau.pivot(row: row, column: column)
                } else {
                    tableau.removeRow(row)
                    continue
                }
            }
            row += 1
        }
        // Phase 2: the real cost; artificial columns may never enter again.
        let phaseTwoCost = cost + Array(repeating: Rational.zero, count: rowCount)
        guard try tableau.optimize(cost: phaseTwoCost, enterable: columnCount) else { return .unbounded }
        var point = Array(repeating: Rational.zero, count: columnCount)
        for (i, column) in tableau.basis.enumerated() where column < columnCount {
            point[column] = tableau.rightHandSides[i]
        }
        return .optimal(objective: try tableau.objectiveValue(cost: phaseTwoCost), point: point)
    }

    private struct Tableau {
        var rows: [[Rational]]
        var rightHandSides: [Rational]
        /// The basic column of each row.
        var basis: [Int]

        /// Runs the primal simplex with Bland's rule from the current feasible basis, letting only
        /// columns below `enterable` enter. Returns false if the objective is unbounded below.
        mutating func optimize(cost: [Rational], enterable: Int) throws(RationalOverflow) -> Bool {
            while true {
                // Entering: the lowest-indexed non-basic column with a negative reduced cost.
                var entering: Int?
                for column in 0..<enterable where !basis.contains(column) {
                    var reduced = cost[column]
                    for (i, basic) in basis.enumerated() where !rows[i][column].isZero {
                        reduced = try reduced - cost[basic] * rows[i][column]
                    }
                    if reduced.isNegative {
                        entering = column
                        break
                    }
                }
                guard let column = entering else { return true }
                // Leaving: minimum ratio, ties to the lowest-indexed basic column.
                var leaving: (row: Int, ratio: Rational)?
                for i in rows.indices where rows[i][column].isPositive {
                    let ratio = try rightHandSides[i] / rows[i][column]
                    if let best = leaving,
                        best.ratio < ratio || (best.ratio == ratio && basis[best.row] < basis[i])
                    {
                        continue
                    }
                    leaving = (i, ratio)
                }
                guard let leaving else { return false }
                try pivot(row: leaving.row, column: column)
            }
        }

        func objectiveValue(cost: [Rational]) throws(RationalOverflow) -> Rational {
            var value = Rational.zero
            for (i, basic) in basis.enumerated() { value = try value + cost[basic] * rightHandSides[i] }
            return value
        }

        /// Makes `column` basic in `row`; the entry there must not be zero.
        mutating func pivot(row: Int, column: Int) throws(RationalOverflow) {
            let pivot = rows[row][column]
            for j in rows[row].indices where !rows[row][j].isZero { rows[row][j] = try rows[row][j] / pivot }
            rightHandSides[row] = try rightHandSides[row] / pivot
            for i in rows.indices where i != row && !rows[i][column].isZero {
                let factor = rows[i][column]
                for j in rows[i].indices where !rows[row][j].isZero {
                    rows[i][j] = try rows[i][j] - factor * rows[row][j]
                }
                rightHandSides[i] = try rightHandSides[i] - factor * rightHandSides[row]
            }
            basis[row] = column
        }

        mutating func removeRow(_ row: Int) {
            rows.remove(at: row)
            rightHandSides.remove(at: row)
            basis.remove(at: row)
        }
    }
}
