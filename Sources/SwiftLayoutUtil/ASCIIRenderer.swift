import SwiftLayout

/// Draws a laid-out hierarchy as boxes of text (RenderingAndSnapshotTests.md): one cell per `pointsPerColumn` ×
/// `pointsPerRow` points of the root's bounds, each visible item a box with its name on the top edge, a
/// label's text inside.
///
///     // root 80 × 48 named "root", a at (8, 8, 40, 24)
///     print(ASCIIRenderer().render(root), terminator: "")
///     // ┌root──────────────┐
///     // │ ┌a───────┐       │
///     // │ │        │       │
///     // │ └────────┘       │
///     // │                  │
///     // └──────────────────┘
///
/// Items are drawn in pre-order, so a child draws over its parent; hidden views and their subtrees are
/// skipped, guides are drawn (dashed: `┄ ┆`) only with `includesGuides`. An item's frame maps to columns
/// `round(minX / ppc) … round(maxX / ppc) − 1` and rows likewise (halves away from zero), clipped to the
/// canvas. A box one cell tall is a line of `─`, one cell wide a line of `│`. The name is written from the
/// second cell of the top edge, shortened with `…` when it does not fit and left out below two cells.
/// Names and texts are written on one line (a newline as `\n`), in display columns as a terminal shows
/// them: a wide character (Hangul, CJK, fullwidth forms, emoji) takes two cells and is never split (a name
/// or text is cut before it), a combining mark none. Items with a
/// non-finite frame are not drawn; a canvas is at most ``maximumCells`` cells wide and tall. Lines have no
/// trailing spaces and each ends with `\n`.
public struct ASCIIRenderer: Sendable {
    /// Points per column (default 4). A value that is not a positive number gives an empty render.
    public var pointsPerColumn: CGFloat
    /// Points per row (default 8). A value that is not a positive number gives an empty render.
    public var pointsPerRow: CGFloat
    /// Whether layout guides are drawn (default false).
    public var includesGuides: Bool

    /// The most columns, and the most rows, a canvas has; larger roots are cut at this size.
    ///
    ///     ASCIIRenderer.maximumCells   // 4096: a 1,000,000-point-wide root still renders 4,096 columns
    public static let maximumCells = 4_096

    /// A renderer.
    ///
    ///     ASCIIRenderer(pointsPerColumn: 2, pointsPerRow: 4, includesGuides: true)
    public init(pointsPerColumn: CGFloat = 4, pointsPerRow: CGFloat = 8, includesGuides: Bool = false) {
        self.pointsPerColumn = pointsPerColumn
        self.pointsPerRow = pointsPerRow
        self.includesGuides = includesGuides
    }

    /// The render of a live hierarchy, as it is laid out now.
    ///
    ///     print(ASCIIRenderer().render(screen), terminator: "")
    #if MainActorIsolation
    @MainActor
    #endif
    public func render(_ root: UIView) -> String {
        render(FrameSnapshot(of: root))
    }

    /// The render of a snapshot.
    ///
    ///     ASCIIRenderer().render(FrameSnapshot(root: item))
    ///
    /// - Complexity: O(n + area) for n items, each costing at most its clipped perimeter.
    public func render(_ snapshot: FrameSnapshot) -> String {
        guard pointsPerColumn > 0, pointsPerRow > 0, pointsPerColumn.isFinite, pointsPerRow.isFinite else { return "" }
        let bounds = snapshot.canvas
        var canvas = Canvas(columns: cellCount(bounds.width, pointsPerColumn),
                            rows: cellCount(bounds.height, pointsPerRow))
        snapshot.forEachDrawnItem(includesGuides: includesGuides) { item, frame in
            let c0 = cell(frame.minX - bounds.minX, pointsPerColumn)
            let c1 = cell(frame.maxX - bounds.minX, pointsPerColumn) - 1
            let r0 = cell(frame.minY - bounds.minY, pointsPerRow)
            let r1 = cell(frame.maxY - bounds.minY, pointsPerRow) - 1
            guard c1 >= c0, r1 >= r0, c0 < canvas.columns, r0 < canvas.rows, c1 >= 0, r1 >= 0 else { return }
            canvas.drawBox(c0: c0, c1: c1, r0: r0, r1: r1, dashed: item.kind == .guide)
            canvas.write(title(singleLine(item.name), room: c1 - c0 - 1), row: r0, from: c0 + 1)
            if let text = item.text, r1 - r0 >= 2, c1 - c0 >= 2 {
                canvas.write(DisplayWidth.prefix(Array(singleLine(text)), columns: c1 - c0 - 1), row: r0 + 1, from: c0 + 1)
            }
        }
        return canvas.text
    }

    /// The name as it fits `room` cells: whole, or cut with `…`, or nothing below two cells (widths in
    /// display columns).
    private func title(_ name: String, room: Int) -> [Character] {
        let characters = Array(name)
        if DisplayWidth.of(name) <= room { return characters }
        guard room >= 2 else { return [] }
        return DisplayWidth.prefix(characters, columns: room - 1) + ["…"]
    }

    /// `round(length / scale)` for the canvas size, at least 0 and at most ``maximumCells``.
    private func cellCount(_ length: CGFloat, _ scale: CGFloat) -> Int {
        guard length.isFinite, length > 0 else { return 0 }
        return min(ASCIIRenderer.maximumCells, cell(length, scale))
    }

    /// `round(value / scale)`, halves away from zero, kept within a range where `Int` cannot overflow.
    private func cell(_ value: CGFloat, _ scale: CGFloat) -> Int {
        let scaled = (Double(value) / Double(scale)).rounded(.toNearestOrAwayFromZero)
        return Int(min(max(scaled, -1e9), 1e9))
    }
}

/// A grid of characters, written cell by cell with clipping. A wide character fills its cell and the next
/// one (marked as its continuation, written as nothing); drawing over either half clears the other, so a
/// line never shifts.
private struct Canvas {
    let columns: Int
    let rows: Int
    private var cells: [Character]
    private var continuation: [Bool]

    init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
        cells = [Character](repeating: " ", count: columns * rows)
        continuation = [Bool](repeating: false, count: columns * rows)
    }

    mutating func set(_ row: Int, _ column: Int, _ character: Character) {
        guard row >= 0, row < rows, column >= 0, column < columns else { return }
        clear(row * columns + column, row: row, column: column)
        cells[row * columns + column] = character
    }

    /// Empties cell `i` and the other half of a wide character it belongs to.
    private mutating func clear(_ i: Int, row: Int, column: Int) {
        if continuation[i] {
            continuation[i] = false
            cells[i - 1] = " "
        } else if column + 1 < columns, continuation[i + 1] {
            continuation[i + 1] = false
        }
        cells[i] = " "
    }

    /// Writes a wide character in cells `column` and `column + 1`; nothing when the second is off the canvas.
    mutating func setWide(_ row: Int, _ column: Int, _ character: Character) {
        guard row >= 0, row < rows, column >= 0, column + 1 < columns else { return }
        let i = row * columns + column
        clear(i, row: row, column: column)
        clear(i + 1, row: row, column: column + 1)
        cells[i] = character
        continuation[i + 1] = true
    }

    /// A box's outline (interior untouched), or a line when it is one cell tall or wide.
    mutating func drawBox(c0: Int, c1: Int, r0: Int, r1: Int, dashed: Bool) {
        let horizontal: Character = dashed ? "┄" : "─"
        let vertical: Character = dashed ? "┆" : "│"
        // Only the visible part of each edge is walked, so a huge frame costs no more than the canvas.
        let firstColumn = max(c0, -1), lastColumn = min(c1, columns)
        let firstRow = max(r0, -1), lastRow = min(r1, rows)
        guard firstColumn <= lastColumn, firstRow <= lastRow else { return }
        let columnRange = firstColumn...lastColumn, rowRange = firstRow...lastRow
        if r0 == r1 {
            for column in columnRange { set(r0, column, horizontal) }
            return
        }
        if c0 == c1 {
            for row in rowRange { set(row, c0, vertical) }
            return
        }
        for column in columnRange where column > c0 && column < c1 {
            set(r0, column, horizontal)
            set(r1, column, horizontal)
        }
        for row in rowRange where row > r0 && row < r1 {
            set(row, c0, vertical)
            set(row, c1, vertical)
        }
        set(r0, c0, "┌")
        set(r0, c1, "┐")
        set(r1, c0, "└")
        set(r1, c1, "┘")
    }

    /// Writes `characters` from `column`, each over as many cells as it takes (none for a combining mark).
    mutating func write(_ characters: [Character], row: Int, from column: Int) {
        guard row >= 0, row < rows else { return }
        var c = column
        for character in characters {
            switch DisplayWidth.of(character) {
            case 0: continue
            case 1: set(row, c, character); c += 1
            default: setWide(row, c, character); c += 2
            }
        }
    }

    /// The lines, trailing spaces removed, each ending with `\n`; empty when the canvas has no area.
    var text: String {
        guard columns > 0 else { return "" }
        var text = ""
        for row in 0..<rows {
            var end = (row + 1) * columns
            while end > row * columns && cells[end - 1] == " " && !continuation[end - 1] { end -= 1 }
            for i in (row * columns)..<end where !continuation[i] { text.append(cells[i]) }
            text += "\n"
        }
        return text
    }
}
