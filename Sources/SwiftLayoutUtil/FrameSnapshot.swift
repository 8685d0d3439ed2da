import SwiftLayout

/// The frames of an item tree at one moment: what the frame table, the renderers and the snapshot
/// assertions read (RenderingAndSnapshotTests.md).
///
/// A snapshot is a plain value: build one from a live hierarchy with ``init(of:includesConstraints:)``, or
/// construct its items yourself from any other tree (a SwiftUI-like placed tree, a test fixture) with
/// ``init(root:constraintLines:)``, and every renderer draws it the same way.
///
///     let before = FrameSnapshot(of: screen)
///     screen.isCompact = true
///     screen.layoutIfNeeded()
///     FrameSnapshot.changes(from: before, to: FrameSnapshot(of: screen))
///     // [header: (0, 0, 375, 120) -> (0, 0, 375, 72), …]
///
///     let drawn = FrameSnapshot(root: .init(typeName: "Card", frame: CGRect(x: 0, y: 0, width: 80, height: 48),
///                                           children: [.init(typeName: "Text", identifier: "title",
///                                                            frame: CGRect(x: 8, y: 8, width: 40, height: 24))]))
///     print(ASCIIRenderer().render(drawn))
///
/// Items are kept in pre-order (an item, then its children in order); every walk over them is iterative
/// and linear, so deep trees cost no stack. Frames are not transformed (`transform` is not applied).
public struct FrameSnapshot: Sendable, Equatable {
    /// What identifies an item across snapshots (for ``changes(from:to:)``): an object's identity, or a
    /// name of your choosing.
    ///
    ///     FrameSnapshot.ID(view)        // the view's identity
    ///     FrameSnapshot.ID("row-12")    // a key of your own
    public struct ID: Hashable, Sendable {
        private enum Storage: Hashable, Sendable {
            case object(ObjectIdentifier)
            case key(String)
        }
        private let storage: Storage

        /// The identity of `object`.
        ///
        ///     FrameSnapshot.ID(view) == FrameSnapshot.ID(view)   // true
        public init(_ object: AnyObject) { storage = .object(ObjectIdentifier(object)) }

        /// A key of your own.
        ///
        ///     FrameSnapshot.ID("row-12")
        public init(_ key: String) { storage = .key(key) }
    }

    /// One item: a view (or anything drawn as a box) or a layout guide, with its frame and its children.
    ///
    ///     FrameSnapshot.Item(typeName: "UIView", identifier: "a", frame: CGRect(x: 8, y: 8, width: 40, height: 24))
    public struct Item: Sendable, Equatable {
        /// A view or a layout guide.
        ///
        ///     FrameSnapshot.Item(.guide, typeName: "UILayoutGuide", frame: .zero).kind   // .guide
        public enum Kind: Sendable, Equatable {
            /// A view: drawn as a solid box, may have children.
            case view
            /// A layout guide: drawn dashed, and only by renderers that include guides.
            case guide
        }

        /// A view or a guide.
        public var kind: Kind
        /// The unqualified type name (`UIView`, `UILabel`, `UILayoutGuide`, `Text`): the name when there is no
        /// identifier.
        public var typeName: String
        /// The identifier (`accessibilityIdentifier`, a guide's `identifier`), nil when there is none.
        public var identifier: String?
        /// The frame in the parent's coordinate space (a guide's `layoutFrame` in its owning view's); for
        /// the root, its frame in its own superview's space (only the size is drawn).
        public var frame: CGRect
        /// Where the item's own coordinate space starts (a view's `bounds.origin`; zero for most views).
        public var boundsOrigin: CGPoint
        /// A label's text, drawn inside its box; nil when there is none.
        public var text: String?
        /// The distance from the item's top to its text's first baseline; where SVG writes the text.
        public var firstBaseline: CGFloat?
        /// The background colour (SVG fill); nil for none.
        public var backgroundColor: UIColor?
        /// Hidden: listed with a note by the frame table, skipped with its subtree by the renderers.
        public var isHidden: Bool
        /// Another solution fits the constraints equally well (`hasAmbiguousLayout`).
        public var isAmbiguous: Bool
        /// One of the item's constraints was broken to resolve a conflict.
        public var hasConflict: Bool
        /// What identifies the item across snapshots; nil to match items by their place in the tree.
        public var id: ID?
        /// The children, in drawing order: for a view, its layout guides and then its subviews.
        public var children: [Item]

        /// The name every rendering shows (RenderingAndSnapshotTests.md): the identifier when it is non-empty, else the
        /// type name.
        ///
        ///     FrameSnapshot.Item(typeName: "UILabel", frame: .zero).name   // "UILabel"
        public var name: String {
            if let identifier, !identifier.isEmpty { return identifier }
            return typeName
        }

        /// An item; only the type name and the frame are required.
        ///
        ///     FrameSnapshot.Item(.guide, typeName: "UILayoutGuide", identifier: "g",
        ///                        frame: CGRect(x: 0, y: 0, width: 40, height: 4))
        public init(_ kind: Kind = .view, typeName: String, identifier: String? = nil, frame: CGRect,
                    boundsOrigin: CGPoint = .zero, text: String? = nil, firstBaseline: CGFloat? = nil,
                    backgroundColor: UIColor? = nil, isHidden: Bool = false, isAmbiguous: Bool = false,
                    hasConflict: Bool = false, id: ID? = nil, children: [Item] = []) {
            self.kind = kind
            self.typeName = typeName
            self.identifier = identifier
            self.frame = frame
            self.boundsOrigin = boundsOrigin
            self.text = text
            self.firstBaseline = firstBaseline
            self.backgroundColor = backgroundColor
            self.isHidden = isHidden
            self.isAmbiguous = isAmbiguous
            self.hasConflict = hasConflict
            self.id = id
            self.children = children
        }

        /// `hidden`, `ambiguous`, `conflict`: the frame table's notes, in that order.
        var notes: [String] {
            guard isHidden || isAmbiguous || hasConflict else { return [] }
            var notes: [String] = []
            if isHidden { notes.append("hidden") }
            if isAmbiguous { notes.append("ambiguous") }
            if hasConflict { notes.append("conflict") }
            return notes
        }
    }

    /// A constraint between two items drawn as a line (SVG with `showsConstraints`), from the first item's
    /// attribute point to the second's, in the root's coordinate space.
    ///
    ///     FrameSnapshot.ConstraintLine(from: CGPoint(x: 48, y: 20), to: CGPoint(x: 56, y: 20),
    ///                                  equation: "name.leading == avatar.trailing + 8")
    public struct ConstraintLine: Sendable, Equatable {
        /// The first item's attribute point.
        public var from: CGPoint
        /// The second item's attribute point.
        public var to: CGPoint
        /// The constraint as the update report writes it (RenderingAndSnapshotTests.md).
        public var equation: String

        /// A line.
        ///
        ///     FrameSnapshot.ConstraintLine(from: .zero, to: CGPoint(x: 10, y: 0), equation: "a.leading == b.leading")
        public init(from: CGPoint, to: CGPoint, equation: String) {
            self.from = from
            self.to = to
            self.equation = equation
        }
    }

    /// One item in pre-order, with where it sits.
    struct Entry: Sendable, Equatable {
        /// The item, without its children.
        var item: Item
        /// 0 for the root.
        var depth: Int
        /// The parent's index in ``entries``; -1 for the root.
        var parent: Int
        /// The frame in the root's coordinate space (the root's own: its bounds).
        var frameInRoot: CGRect
        /// Where the item's own coordinate space starts, in the root's coordinate space.
        var spaceOrigin: CGPoint
    }

    /// The items in pre-order; the first is the root.
    let entries: [Entry]
    /// The constraint lines, in constraint order.
    public let constraintLines: [ConstraintLine]

    /// A snapshot of an item tree you built.
    ///
    ///     let root = FrameSnapshot.Item(typeName: "root", frame: CGRect(x: 0, y: 0, width: 80, height: 48))
    ///     let snapshot = FrameSnapshot(root: root)
    ///     snapshot.count   // 1
    public init(root: Item, constraintLines: [ConstraintLine] = []) {
        var entries: [Entry] = []
        var pending: [(item: Item, depth: Int, parent: Int)] = [(root, 0, -1)]
        while let (item, depth, parent) = pending.popLast() {
            var entry = Entry(item: item, depth: depth, parent: parent, frameInRoot: .zero, spaceOrigin: .zero)
            entry.item.children = []
            FrameSnapshot.place(&entry, in: entries)
            entries.append(entry)
            let index = entries.count - 1
            for child in item.children.reversed() { pending.append((child, depth + 1, index)) }
        }
        self.init(entries: entries, constraintLines: constraintLines)
    }

    init(entries: [Entry], constraintLines: [ConstraintLine]) {
        self.entries = entries
        self.constraintLines = constraintLines
    }

    /// Sets an entry's frame and coordinate-space origin in the root's space from its parent (already in
    /// `entries`): the root's frame is its bounds; a child's frame is offset by its parent's space origin.
    static func place(_ entry: inout Entry, in entries: [Entry]) {
        let item = entry.item
        guard entry.parent >= 0 else {
            entry.frameInRoot = CGRect(origin: item.boundsOrigin, size: item.frame.size)
            entry.spaceOrigin = .zero
            return
        }
        let base = entries[entry.parent].spaceOrigin
        let origin = CGPoint(x: base.x + item.frame.origin.x, y: base.y + item.frame.origin.y)
        entry.frameInRoot = CGRect(origin: origin, size: item.frame.size)
        entry.spaceOrigin = CGPoint(x: origin.x - item.boundsOrigin.x, y: origin.y - item.boundsOrigin.y)
    }

    /// The root item, with its whole tree.
    ///
    ///     FrameSnapshot(of: root).root.children.count   // root's guides and subviews
    public var root: Item {
        // Rebuild bottom-up: entries in reverse pre-order see every child before its parent.
        var children = [[Item]](repeating: [], count: entries.count)
        for index in entries.indices.reversed() {
            var item = entries[index].item
            item.children = children[index].reversed()
            children[index] = []
            if entries[index].parent >= 0 {
                children[entries[index].parent].append(item)
            } else {
                return item
            }
        }
        preconditionFailure("a snapshot always has a root")
    }

    /// The number of items, the root included.
    ///
    ///     FrameSnapshot(of: root).count   // 1 + guides + subviews, all levels
    public var count: Int { entries.count }

    /// The root's bounds: what the ASCII and SVG renders cover.
    var canvas: CGRect { entries[0].frameInRoot }

    /// Calls `body` with every item a picture draws, in pre-order: not hidden nor under a hidden view, a
    /// guide only with `includesGuides`, and with a finite frame in the root's space.
    func forEachDrawnItem(includesGuides: Bool, _ body: (Item, CGRect) -> Void) {
        var skipped = [Bool](repeating: false, count: entries.count)
        for (index, entry) in entries.enumerated() {
            let item = entry.item
            skipped[index] = item.isHidden || (entry.parent >= 0 && skipped[entry.parent])
            if skipped[index] || (item.kind == .guide && !includesGuides) { continue }
            let frame = entry.frameInRoot
            guard frame.origin.x.isFinite, frame.origin.y.isFinite, frame.width.isFinite, frame.height.isFinite
            else { continue }
            body(item, frame)
        }
    }

    /// The items present in both snapshots whose frame (in the parent's space) differs, in `after`'s
    /// pre-order. Items match by ``Item/id``, or, without one, by their place in the tree (the path of
    /// child positions from the root).
    ///
    ///     FrameSnapshot.changes(from: before, to: after).map(\.name)   // ["header", "avatar"]
    public static func changes(from before: FrameSnapshot, to after: FrameSnapshot) -> [FrameChange] {
        var paths = PathNumbers()
        let beforeKeys = paths.keys(of: before)
        var framesBefore: [Key: CGRect] = [:]
        framesBefore.reserveCapacity(before.entries.count)
        for (entry, key) in zip(before.entries, beforeKeys) where framesBefore[key] == nil {
            framesBefore[key] = entry.item.frame
        }
        var result: [FrameChange] = []
        for (entry, key) in zip(after.entries, paths.keys(of: after)) {
            guard let old = framesBefore[key], !sameRect(old, entry.item.frame) else { continue }
            result.append(FrameChange(name: entry.item.name, before: old, after: entry.item.frame))
        }
        return result
    }

    /// An item's key for matching: its id, or its path number.
    private enum Key: Hashable {
        case id(ID)
        case path(Int)
    }

    /// Numbers for tree paths, shared by both snapshots: (parent's number, position among its siblings)
    /// → a number, so each key costs one lookup.
    private struct PathNumbers {
        private var numbers: [PathStep: Int] = [:]
        private struct PathStep: Hashable {
            let parent: Int
            let position: Int
        }

        mutating func keys(of snapshot: FrameSnapshot) -> [Key] {
            var pathNumber = [Int](repeating: 0, count: snapshot.entries.count)
            var childCount = [Int](repeating: 0, count: snapshot.entries.count)
            var keys: [Key] = []
            keys.reserveCapacity(snapshot.entries.count)
            for (index, entry) in snapshot.entries.enumerated() {
                var step = PathStep(parent: -1, position: 0)
                if entry.parent >= 0 {
                    step = PathStep(parent: pathNumber[entry.parent], position: childCount[entry.parent])
                    childCount[entry.parent] += 1
                }
                let number = numbers[step] ?? numbers.count
                numbers[step] = number
                pathNumber[index] = number
                keys.append(entry.item.id.map(Key.id) ?? .path(number))
            }
            return keys
        }
    }
}

/// Whether two rectangles are the same, a NaN matching a NaN.
func sameRect(_ a: CGRect, _ b: CGRect) -> Bool {
    func same(_ x: CGFloat, _ y: CGFloat) -> Bool { x == y || (x.isNaN && y.isNaN) }
    return same(a.origin.x, b.origin.x) && same(a.origin.y, b.origin.y)
        && same(a.size.width, b.size.width) && same(a.size.height, b.size.height)
}
