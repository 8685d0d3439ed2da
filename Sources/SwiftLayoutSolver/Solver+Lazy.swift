/// Lazy external rows: how chains of positions stay linear.
///
/// In Cassowary's solved form every basic row is written in parametric symbols only. Along a chain
/// (each cell placed below the previous one, with inequalities in between) that forces the row of
/// the last cell to list every slack and error above it: quadratic fill-in. Here a row whose basic
/// symbol is an external variable that no row mentioned when it was added keeps the row as written,
/// with references to other basic externals (`bottom = previous.bottom + 8 + slack`). References
/// always point to rows with an older stamp, so they never form a cycle.
///
/// Only external rows may hold such references. Restricted rows, the objective and every row used in
/// a ratio test or a certificate are expanded (`expandFully`), newest reference first, so references
/// that cancel (a cell's top and bottom both hang from the previous cell) cancel before they spread.
/// Substitutions keep lazy rows valid (they are linear identities), and values are evaluated in
/// stamp order by `updateVariables`.
extension Solver.State {
    /// Replaces every basic external symbol in `row` by its row, newest first, until none is left.
    /// - Returns: how many references it replaced (the operations that change the solver add it to
    ///   `statistics.referencesExpanded`; queries do not).
    @discardableResult
    mutating func expandFully(_ row: inout Row) -> Int {
        var expanded = 0
        while let newest = newestReference(in: row) {
            expanded += 1
            let coefficient = row.remove(newest)
            row.insert(symbols[newest].row, times: coefficient, scratch: &scratch, entered: { _ in }, left: { _ in })
        }
        return expanded
    }

    /// The basic external symbol with the newest row among those `row` refers to.
    @inline(__always)
    func newestReference(in row: Row) -> Symbol? {
        var best: Symbol? = nil
        var bestStamp = -1
        for cell in row.cells where symbols[cell.symbol].kind == .external && symbols[cell.symbol].isBasic {
            let stamp = symbols[cell.symbol].stamp
            if stamp > bestStamp {
                bestStamp = stamp
                best = cell.symbol
            }
        }
        return best
    }

    /// A symbol that can become basic with `row` as written, lazy references included, or nil: a
    /// parametric external symbol that the objective does not mention and that only external rows
    /// newer than every row `row` refers to mention (the one the fewest rows mention; ties: the
    /// smallest id). Only for a row that refers to a basic external (else expanding costs nothing).
    ///
    /// Substituting it changes no restricted row, so the tableau stays feasible and the objective
    /// stays as it was; the rows that mention it inherit references to rows older than themselves, so
    /// references still point to older rows. And since no row it refers to mentions the subject (even
    /// through their own references: those are older still), its coefficient in `row` is the one
    /// the expanded row would have. Joining two parts of a chain this way (a cell placed below another
    /// again after the one between them was removed) costs the length of the row, not of the chain.
    @inline(__always)
    func lazySubject(in row: Row) -> Symbol? {
        guard let newest = newestReference(in: row) else { return nil }
        let newestStamp = symbols[newest].stamp
        var best: Symbol? = nil
        var bestCount = Int.max
        for cell in row.cells where symbols[cell.symbol].kind == .external && !symbols[cell.symbol].isBasic {
            let column = symbols[cell.symbol].column
            guard column.count < bestCount, hasNoObjectiveWeight(cell.symbol),
                column.allSatisfy({ symbols[$0].kind == .external && symbols[$0].stamp > newestStamp })
            else { continue }
            best = cell.symbol
            bestCount = column.count
        }
        return best
    }

    /// The value of the row at `row` (read in place, `Row.cells(at:)`) from the values of the basic externals it
    /// refers to, as computed by the running `updateVariables` (restricted rows refer to none: their value is
    /// their constant).
    @inline(__always)
    func evaluate(at row: UnsafePointer<Row>) -> Double {
        var value = row.pointee.constant
        for cell in Row.cells(at: row) where symbols[cell.symbol].isBasic {
            value += cell.coefficient
                * (symbols[cell.symbol].kind == .external ? symbols[cell.symbol].value : symbols[cell.symbol].row.constant)
        }
        return value
    }
}
