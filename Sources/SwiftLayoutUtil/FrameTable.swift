import SwiftLayout

/// Every item's frame as a table (RENDERING.md §2): columns `view`, `x`, `y`, `width`, `height`, `notes`,
/// one row per item in pre-order (a view, its layout guides, its subviews), hidden views and their subtrees
/// included with a note.
///
///     root.layoutIfNeeded()
///     print(FrameTable(root: root))
///     // view           x  y  width  height  notes
///     // root           0  0     80      48
///     //   a            8  8     40      24
///     //     [guide] g  0  0     40       4
///
/// The `view` cell is two spaces per depth, `[guide] ` for a guide, then the name; names are written on one
/// line (a newline as `\n`). The `view` column is left-aligned and as wide as its longest cell, each number
/// column right-aligned and as wide as its longest cell; columns are two spaces apart, lines have no
/// trailing spaces and each ends with `\n`.
public struct FrameTable: CustomStringConvertible, Sendable {
    /// Which coordinate space the frames are written in.
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
        let header = ["view", "x", "y", "width", "height", "notes"]
        var names: [String] = []
        var numbers: [[String]] = []
        var notes: [String] = []
        names.reserveCapacity(snapshot.entries.count)
        numbers.reserveCapacity(snapshot.entries.count)
        notes.reserveCapacity(snapshot.entries.count)
        var widths = header.map(\.count)
        for entry in snapshot.entries {
            let item = entry.item
            let name = String(repeating: "  ", count: entry.depth) + (item.kind == .guide ? "[guide] " : "")
                + singleLine(item.name)
            let frame = coordinates == .root ? entry.frameInRoot : item.frame
            let cells = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height].map(numberText)
            widths[0] = max(widths[0], name.count)
            for (column, cell) in cells.enumerated() { widths[column + 1] = max(widths[column + 1], cell.count) }
            names.append(name)
            numbers.append(cells)
            notes.append(item.notes.joined(separator: ", "))
        }
        var text = ""
        func appendLine(_ name: String, _ cells: [String], _ note: String) {
            text += name
            text += String(repeating: " ", count: widths[0] - name.count)
            for (column, cell) in cells.enumerated() {
                text += String(repeating: " ", count: 2 + widths[column + 1] - cell.count)
                text += cell
            }
            if !note.isEmpty { text += "  " + note }
            text += "\n"
        }
        appendLine(header[0], Array(header[1...4]), header[5])
        for index in names.indices { appendLine(names[index], numbers[index], notes[index]) }
        return text
    }
}
