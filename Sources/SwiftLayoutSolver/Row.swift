/// One entry of a row: a symbol and its coefficient.
struct Cell {
    var symbol: Symbol
    var coefficient: Double
}

/// Whether a value is zero for the solver's purposes (kiwi's `nearZero`).
@inline(__always)
func nearZero(_ value: Double) -> Bool { abs(value) < 1.0e-8 }

/// A linear row `constant + Σ coefficient·symbol`, with cells sorted by symbol.
///
/// A row in the tableau means `basic = constant + Σ cells`; a row being built means `0 = constant + Σ cells`.
/// Rows are flat sorted arrays (no dictionaries), so iteration order is the symbol order and every
/// operation is deterministic.
struct Row {
    var cells: [Cell] = []
    var constant: Double = 0

    init(constant: Double = 0) { self.constant = constant }

    /// The index of `symbol` in `cells`, or where it would be inserted.
    @inline(__always)
    func position(of symbol: Symbol) -> (index: Int, found: Bool) {
        var low = 0, high = cells.count
        while low < high {
            let mid = (low + high) >> 1
            let s = cells[mid].symbol
            if s < symbol { low = mid + 1 } else if symbol < s { high = mid } else { return (mid, true) }
        }
        return (low, false)
    }

    /// The coefficient of `symbol`, or 0 when the row does not mention it.
    func coefficient(for symbol: Symbol) -> Double {
        let p = position(of: symbol)
        return p.found ? cells[p.index].coefficient : 0
    }

    /// Adds `coefficient·symbol`, dropping the cell if the sum is near zero.
    /// - Returns: +1 if the symbol was added to the row, -1 if it left the row, 0 otherwise.
    @discardableResult
    mutating func add(_ symbol: Symbol, _ coefficient: Double) -> Int {
        let p = position(of: symbol)
        if p.found {
            let sum = cells[p.index].coefficient + coefficient
            if nearZero(sum) {
                removeCell(at: p.index)
                return -1
            }
            cells[p.index].coefficient = sum
            return 0
        }
        if nearZero(coefficient) { return 0 }
        insert(Cell(symbol: symbol, coefficient: coefficient), at: p.index)
        return 1
    }

    /// `cells.insert(_:at:)` without the generic range replacement it goes through (a tenth of a build's
    /// row work in callgrind).
    @inline(__always)
    private mutating func insert(_ cell: Cell, at index: Int) {
        cells.append(cell)
        let last = cells.count - 1
        if index == last { return }
        cells.withUnsafeMutableBufferPointer { buffer in
            var i = last
            while i > index {
                buffer[i] = buffer[i - 1]
                i -= 1
            }
            buffer[index] = cell
        }
    }

    /// Removes `symbol` from the row and returns its coefficient. The symbol *must* be in the row.
    mutating func remove(_ symbol: Symbol) -> Double {
        let p = position(of: symbol)
        let coefficient = cells[p.index].coefficient
        removeCell(at: p.index)
        return coefficient
    }

    /// `cells.remove(at:)` without the generic range replacement it goes through: one `memmove` (0.3 % of an
    /// enaml-like build; a cell-by-cell loop here cost more than the generic path).
    @inline(__always)
    private mutating func removeCell(at index: Int) {
        let last = cells.count - 1
        if index < last {
            cells.withUnsafeMutableBufferPointer { buffer in
                let base = buffer.baseAddress!
                (base + index).update(from: base + index + 1, count: last - index)
            }
        }
        cells.removeLast()
    }

    /// Adds `coefficient × other` to this row, calling `entered` for each symbol that joins the row
    /// and `left` for each that leaves it (its coefficient cancelled). A long merge is written into
    /// `scratch`, whose buffer then becomes the row's (and the row's old buffer the next scratch), so a
    /// caller that keeps its scratch allocates only while its rows grow.
    @inline(__always)
    mutating func insert(
        _ other: Row, times coefficient: Double, scratch: inout [Cell],
        entered: (Symbol) -> Void, left: (Symbol) -> Void
    ) {
        constant += other.constant * coefficient
        if other.cells.isEmpty { return }
        if Self.addsEach(other.cells.count, into: cells.count) {
            addEach(of: other, times: coefficient, entered: entered, left: left)
        } else {
            merge(other, times: coefficient, skipping: nil, scratch: &scratch, entered: entered, left: left)
        }
    }

    /// Replaces `symbol`, which *must* be in the row, by `other`: the row becomes
    /// `self − c·symbol + c·other`, where `c` is the symbol's coefficient (Cassowary's substitution).
    /// Calls `entered` and `left` as ``insert(_:times:scratch:entered:left:)`` does (not for `symbol`).
    @inline(__always)
    mutating func substitute(
        _ symbol: Symbol, with other: Row, scratch: inout [Cell],
        entered: (Symbol) -> Void, left: (Symbol) -> Void
    ) {
        let p = position(of: symbol)
        let coefficient = cells[p.index].coefficient
        constant += other.constant * coefficient
        if Self.addsEach(other.cells.count, into: cells.count - 1) {
            removeCell(at: p.index)
            addEach(of: other, times: coefficient, entered: entered, left: left)
        } else {
            // Merging past the symbol's cell, instead of removing it first, leaves the row's buffer as it
            // is: when an undo log holds it, removing would copy it only for the merge to copy it again.
            merge(other, times: coefficient, skipping: symbol, scratch: &scratch, entered: entered, left: left)
        }
    }

    /// Whether `added` cells go into a row of `count` cells one by one (a binary search and an insertion
    /// each) rather than by a merge that copies the whole row: when they are a few and fewer than half the
    /// row's (an insertion shifts cells at a few instructions each, a merge copies every cell at twenty).
    /// Either way the sums are the same.
    @inline(__always)
    static func addsEach(_ added: Int, into count: Int) -> Bool {
        added * 2 < count && added <= 8
    }

    /// A short row into a long one: binary-search each cell.
    @inline(__always)
    private mutating func addEach(
        of other: Row, times coefficient: Double, entered: (Symbol) -> Void, left: (Symbol) -> Void
    ) {
        for cell in other.cells {
            switch add(cell.symbol, cell.coefficient * coefficient) {
            case 1: entered(cell.symbol)
            case -1: left(cell.symbol)
            default: break
            }
        }
    }

    /// Merges `coefficient × other` into the row, leaving out `skipped`, through `scratch`.
    @inline(__always)
    private mutating func merge(
        _ other: Row, times coefficient: Double, skipping skipped: Symbol?, scratch: inout [Cell],
        entered: (Symbol) -> Void, left: (Symbol) -> Void
    ) {
        scratch.removeAll(keepingCapacity: true)
        scratch.reserveCapacity(cells.count + other.cells.count)
        cells.withUnsafeBufferPointer { a in
            other.cells.withUnsafeBufferPointer { b in
                var i = 0, j = 0
                while i < a.count || j < b.count {
                    if i < a.count, a[i].symbol == skipped {
                        i += 1
                    } else if j == b.count || (i < a.count && a[i].symbol < b[j].symbol) {
                        scratch.append(a[i]); i += 1
                    } else if i == a.count || b[j].symbol < a[i].symbol {
                        let c = b[j].coefficient * coefficient
                        if !nearZero(c) {
                            scratch.append(Cell(symbol: b[j].symbol, coefficient: c))
                            entered(b[j].symbol)
                        }
                        j += 1
                    } else {
                        let c = a[i].coefficient + b[j].coefficient * coefficient
                        if nearZero(c) {
                            left(a[i].symbol)
                        } else {
                            scratch.append(Cell(symbol: a[i].symbol, coefficient: c))
                        }
                        i += 1; j += 1
                    }
                }
            }
        }
        swap(&cells, &scratch)
    }

    /// Adds `coefficient × other` to this row (a row being built: nobody watches its symbols). Cell by cell
    /// when both are short and the row has room for all of them, so a short row built with its capacity
    /// reserved allocates nothing.
    mutating func insert(_ other: Row, times coefficient: Double) {
        if cells.count + other.cells.count <= 32, cells.capacity >= cells.count + other.cells.count {
            constant += other.constant * coefficient
            addEach(of: other, times: coefficient, entered: { _ in }, left: { _ in })
            return
        }
        var scratch: [Cell] = []
        insert(other, times: coefficient, scratch: &scratch, entered: { _ in }, left: { _ in })
    }

    /// Multiplies the row by -1.
    mutating func reverseSign() {
        constant = -constant
        for i in cells.indices { cells[i].coefficient = -cells[i].coefficient }
    }

    /// Turns `0 = constant + c·symbol + rest` into `symbol = -(constant + rest)/c`.
    /// The symbol *must* be in the row.
    mutating func solve(for symbol: Symbol) {
        let coefficient = -1.0 / remove(symbol)
        constant *= coefficient
        for i in cells.indices { cells[i].coefficient *= coefficient }
    }

    /// Whether every symbol in the row satisfies `predicate`.
    func allSymbols(_ predicate: (Symbol) -> Bool) -> Bool {
        cells.allSatisfy { predicate($0.symbol) }
    }
}

extension Row {
    /// The cells of the row at `row`, read in place: no retain and no release of their buffer, which reading
    /// `row.pointee.cells` for a loop costs (each an atomic instruction). Valid while the row is not changed.
    ///
    ///     for cell in Row.cells(at: symbols.rowAddress(symbol)) { … }
    // Figure: the retain and release of each changed definition's cells in `updateVariables`: chain width update
    // 34.31 M → 23.52 M instructions, 0.056 → 0.035 ms (N = 1,000; callgrind, wall clock).
    @inline(__always)
    static func cells(at row: UnsafePointer<Row>) -> UnsafeBufferPointer<Cell> {
        UnsafeBufferPointer(start: row.pointee.cells._baseAddressIfContiguous, count: row.pointee.cells.count)
    }
}
