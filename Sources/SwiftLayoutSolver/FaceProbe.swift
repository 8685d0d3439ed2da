/// A copy of the part of the tableau that can move without leaving the optimum, and the primal simplex
/// that maximises one expression over it (see `Solver+Ambiguity.swift` for why the copy is exact).
///
/// Rows are written as in the tableau, `basics[i] = rows[i]`, but hold only *free* symbols (a fixed
/// symbol stays 0, so its cells are dropped). Restricted basic symbols must stay non-negative and basic
/// dummies must stay 0; free slack and error symbols may only grow from 0, free externals may move either
/// way. Pivots use Bland's rule (smallest entering id, ties in the ratio test to the smallest basic id),
/// which cannot cycle at the degenerate vertices layouts are full of. Nothing here touches the solver.
struct FaceProbe {
    /// The kinds of the symbols the probe mentions.
    private let kinds: [Symbol: SymbolKind]
    private var basics: [Symbol]
    private var rows: [Row]
    /// The expression to maximise; its constant is its value at the current vertex.
    private var goal: Row
    private let start: Double

    /// A probe of `goal` over `rows` (restricted or dummy basic symbols with their rows over free symbols
    /// only); `kind` tells each symbol's kind. `goal` *must* mention free symbols only.
    init(maximizing goal: Row, rows: [(basic: Symbol, row: Row)], kind: (Symbol) -> SymbolKind) {
        var kinds: [Symbol: SymbolKind] = [:]
        for cell in goal.cells { kinds[cell.symbol] = kind(cell.symbol) }
        for (basic, row) in rows {
            kinds[basic] = kind(basic)
            for cell in row.cells { kinds[cell.symbol] = kind(cell.symbol) }
        }
        self.kinds = kinds
        self.basics = rows.map(\.basic)
        self.rows = rows.map(\.row)
        self.goal = goal
        self.start = goal.constant
    }

    /// The kind of a symbol the probe mentions (every symbol the probe meets is in its rows or goal).
    private func kind(of symbol: Symbol) -> SymbolKind { kinds[symbol] ?? .external }

    /// How much the goal can grow from its current value: `.infinity` when nothing bounds it. With
    /// `stopAtFirstMove`, returns as soon as it has grown at all (to answer "can it move?").
    /// Growth below the solver's zero tolerance counts as none.
    mutating func greatestIncrease(stopAtFirstMove: Bool) -> Double {
        // Bland's rule terminates; the bound only guards against rounding making it wander.
        var remaining = 64 + 8 * (rows.count + goal.cells.count)
        while let step = enteringSymbol(), remaining > 0 {
            guard let leaving = leavingRow(for: step.symbol, direction: step.direction) else { return .infinity }
            pivot(row: leaving, entering: step.symbol)
            remaining -= 1
            if stopAtFirstMove, grown > 0 { return grown }
        }
        return grown
    }

    /// The growth so far, 0 when within the zero tolerance.
    private var grown: Double {
        let growth = goal.constant - start
        return growth > 0 && !nearZero(growth) ? growth : 0
    }

    /// Bland's entering symbol: the smallest free symbol whose move raises the goal — up when its
    /// coefficient is positive, down (externals only: the others are at their lower bound 0) when negative.
    private func enteringSymbol() -> (symbol: Symbol, direction: Double)? {
        for cell in goal.cells {
            if cell.coefficient > 0 { return (cell.symbol, 1) }
            if kind(of: cell.symbol) == .external { return (cell.symbol, -1) }
        }
        return nil
    }

    /// The row that first blocks `entering` moving in `direction`: a dummy row it appears in (ratio 0), or
    /// a restricted row whose value falls as it moves, with the smallest ratio (ties: the smallest basic
    /// symbol). Nil when nothing blocks it.
    private func leavingRow(for entering: Symbol, direction: Double) -> Int? {
        var best: Int? = nil
        var bestRatio = Double.infinity
        for i in rows.indices {
            let coefficient = rows[i].coefficient(for: entering) * direction
            guard coefficient != 0 else { continue }
            let ratio: Double
            if kind(of: basics[i]) == .dummy {
                ratio = 0
            } else if coefficient < 0 {
                ratio = max(0, -rows[i].constant / coefficient)
            } else {
                continue
            }
            if best == nil || ratio < bestRatio || (ratio == bestRatio && basics[i] < basics[best!]) {
                bestRatio = ratio
                best = i
            }
        }
        return best
    }

    /// Makes `entering` basic in place of `basics[index]`. A leaving dummy is fixed at 0, so its column is
    /// dropped; an entering external is unrestricted, so its row stops being a constraint and is dropped.
    private mutating func pivot(row index: Int, entering: Symbol) {
        let leaving = basics[index]
        var row = rows[index]
        row.add(leaving, -1)
        row.solve(for: entering)
        if kind(of: leaving) == .dummy { _ = row.remove(leaving) }
        for i in rows.indices where i != index {
            let coefficient = rows[i].coefficient(for: entering)
            if coefficient != 0 {
                _ = rows[i].remove(entering)
                rows[i].insert(row, times: coefficient)
            }
        }
        let coefficient = goal.coefficient(for: entering)
        if coefficient != 0 {
            _ = goal.remove(entering)
            goal.insert(row, times: coefficient)
        }
        if kind(of: entering) == .external {
            rows.remove(at: index)
            basics.remove(at: index)
        } else {
            rows[index] = row
            basics[index] = entering
        }
    }
}
