/// The objective (or artificial objective) row: a sparse row that can be long (one entry per error
/// symbol), so it is kept as a dictionary plus the set of symbols whose coefficient is negative.
///
/// The solver never iterates the dictionary where order matters: the entering symbol is the smallest
/// id among `negatives` (Bland's rule), and `dump()` sorts.
struct ObjectiveRow {
    private(set) var coefficients: [Symbol: Double] = [:]
    var constant: Double = 0
    /// Symbols with a negative coefficient (candidates to enter the basis).
    private(set) var negatives = RowSet()
    /// Coefficients smaller than this in magnitude are zero: kiwi's 1e-8, or 1e-14 of the largest weight
    /// of the tier when that is more (the rounding noise of a weight of 1e9 is about 1e-7).
    var tolerance = 1.0e-8

    /// Notes an optional constraint's weight in this tier (the tolerance grows with the largest).
    mutating func noteWeight(_ weight: Double) {
        tolerance = max(tolerance, weight * 1.0e-14)
    }

    func coefficient(for symbol: Symbol) -> Double { coefficients[symbol] ?? 0 }

    /// Sets the coefficient of `symbol` (near zero removes it).
    mutating func set(_ symbol: Symbol, _ value: Double?) {
        let old = coefficients[symbol] ?? 0
        let new: Double
        if let value, abs(value) >= tolerance {
            coefficients[symbol] = value
            new = value
        } else {
            coefficients[symbol] = nil
            new = 0
        }
        if old < 0, !(new < 0) { negatives.remove(symbol) }
        if new < 0, !(old < 0) { negatives.insert(symbol) }
    }

    mutating func add(_ symbol: Symbol, _ coefficient: Double) {
        set(symbol, (coefficients[symbol] ?? 0) + coefficient)
    }

    /// Adds `coefficient × row`.
    mutating func insert(_ row: Row, times coefficient: Double) {
        constant += row.constant * coefficient
        for cell in row.cells { add(cell.symbol, cell.coefficient * coefficient) }
    }

    /// Replaces `symbol` by `row` (a row `symbol = row`).
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        guard let c = coefficients[symbol] else { return }
        set(symbol, nil)
        insert(row, times: c)
    }

    /// The row's symbols in id order (for dumps and checks).
    var sortedCells: [Cell] {
        coefficients.keys.sorted().map { Cell(symbol: $0, coefficient: coefficients[$0]!) }
    }

    var isEmpty: Bool { coefficients.isEmpty }
}
