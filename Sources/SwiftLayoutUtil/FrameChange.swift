import SwiftLayout

/// An item whose frame differs between two snapshots (``FrameSnapshot/changes(from:to:)``).
///
///     FrameChange(name: "header", before: CGRect(x: 0, y: 0, width: 375, height: 120),
///                 after: CGRect(x: 0, y: 0, width: 375, height: 72)).description
///     // "header: (0, 0, 375, 120) -> (0, 0, 375, 72)"
public struct FrameChange: Sendable, Equatable, CustomStringConvertible {
    /// The item's name (RenderingAndSnapshotTests.md).
    public var name: String
    /// The frame in the first snapshot, in the parent's space.
    public var before: CGRect
    /// The frame in the second snapshot, in the parent's space.
    public var after: CGRect

    /// A change.
    ///
    ///     FrameChange(name: "a", before: .zero, after: CGRect(x: 0, y: 0, width: 10, height: 10))
    public init(name: String, before: CGRect, after: CGRect) {
        self.name = name
        self.before = before
        self.after = after
    }

    /// `name: (x, y, w, h) -> (x, y, w, h)`, as the update report lists it.
    ///
    ///     change.description   // "header: (0, 0, 375, 120) -> (0, 0, 375, 72)"
    public var description: String {
        singleLine(name) + ": " + rectangleText(before) + " -> " + rectangleText(after)
    }
}

/// `(x, y, w, h)` with `%g`-like numbers.
func rectangleText(_ rect: CGRect) -> String {
    "(" + [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].map(numberText)
        .joined(separator: ", ") + ")"
}
