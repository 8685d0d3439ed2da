import SwiftLayout

/// Every item's frame as a table (RenderingAndSnapshotTests.md): columns `view`, `x`, `y`, `width`, `height`, `notes`,
/// one row per item in pre-order (a view, its layout guides, its subviews), hidden views and their subtrees
/// included with a note. The notes are `hidden`, `ambiguous` (while `LayoutDiagnostics.checksAmbiguity` is
/// on) and `conflict`, as ``FrameSnapshot/init(of:includesConstraints:)`` reads them.
///
///     root.layoutIfNeeded()
///     print(FrameTable(root: root))
///     // view           x  y  width  height  notes
///     // root           0  0     80      48
///     //   a            8  8     40      24
///     //     [guide] g  0  0     40       4
///
/// The `view` cell is two spaces per depth, `[guide] ` for a guide, then the name; names are written on one
/// line (a newline as `\n`). The `view` column is left-aligned and as wide as its longest cell in display
/// columns (a Hangul or CJK character counts two, as a terminal shows it), each number
/// column right-aligned and as wide as its longest cell; columns are two spaces apart, lines have no
/// trailing spaces and each ends with `\n`.
public struct FrameTable: CustomStringConvertible, Sendable {
    /// Which coordinate space the frames are written in.
    ///
    ///     FrameTable(root: screen, coordinates: .root)
    public enum Coordinates: Sendable {
        /// Each frame relative to its superview (a guide's relative to its owning view): `frame`.
        case superview
        /// Every frame in the root's coordinate space (the root's own: its bounds).
        case root
    }

    /// The items.
    public let snapshot: FrameSnapshot
    /// The coordinate space of the frames.
    public let coordinates: Coordinates

    /// The table of a snapshot.
    ///
    ///     FrameTable(FrameSnapshot(of: root), coordinates: .root).description
    public init(_ snapshot: FrameSnapshot, coordinates: Coordinates = .superview) {
        self.snapshot = snapshot
        self.coordinates = coordinates
    }

    /// The table of a live hierarchy, as it is laid out now.
    ///
    ///     print(FrameTable(root: screen, coordinates: .root))
    #if MainActorIsolation
    @MainActor
    #endif
    public init(root: UIView, coordinates: Coordinates = .superview) {
        self.init(FrameSnapshot(of: root), coordinates: coordinates)
    }

    /// The table, every line ending with `\n`.
    ///
    ///     FrameTable(root: root).description.hasPrefix("view")   // true
    ///
    /// - Complexity: O(n) in the number of items.
    public var description: String {
        let entries = snapshot.entries
        let header = ["view", "x", "y", "width", "height", "notes"]
        // First pass: every cell's text and each column's width.
        var names: [String] = []
        var nameWidths: [Int] = []
        var numbers: [String] = []
        names.reserveCapacity(entries.count)
        nameWidths.reserveCapacity(entries.count)
        numbers.reserveCapacity(4 * entries.count)
        var widths = header.map(\.count)
        for entry in entries {
            let item = entry.item
            let name = singleLine(item.name)
            let nameWidth = 2 * entry.depth + (item.kind == .guide ? 8 : 0) + DisplayWidth.of(name)
            widths[0] = max(widths[0], nameWidth)
            names.append(name)
            nameWidths.append(nameWidth)
            let frame = coordinates == .root ? entry.frameInRoot : item.frame
            for (column, value) in [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height].enumerated() {
                let cell = numberText(value)
                widths[column + 1] = max(widths[column + 1], cell.utf8.count)
                numbers.append(cell)
            }
        }
        // Second pass: the lines.
        var text = TextBuffer(capacity: (widths.reduce(0, +) + 24) * (entries.count + 1))
        text.append(header[0])
        text.append(spaces: widths[0] - header[0].count)
        for column in 1...4 {
            text.append(spaces: 2 + widths[column] - header[column].count)
            text.append(header[column])
        }
        text.append("  notes\n")
        for (index, entry) in entries.enumerated() {
            text.append(spaces: 2 * entry.depth)
            if entry.item.kind == .guide { text.append("[guide] ") }
            text.append(names[index])
            text.append(spaces: widths[0] - nameWidths[index])
            for column in 1...4 {
                let cell = numbers[4 * index + column - 1]
                text.append(spaces: 2 + widths[column] - cell.utf8.count)
                text.append(cell)
            }
            let notes = entry.item.notes
            if !notes.isEmpty {
                text.append("  ")
                text.append(notes.joined(separator: ", "))
            }
            text.append(UInt8(ascii: "\n"))
        }
        return text.text
    }
}
