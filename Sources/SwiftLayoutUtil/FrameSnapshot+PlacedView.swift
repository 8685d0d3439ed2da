import SwiftLayoutUI

extension FrameSnapshot {
    /// A snapshot of SwiftUI content as it was placed (SwiftLayoutUI.md), so that the frame table, the ASCII and
    /// SVG renders and the snapshot assertions work on it as on a `UIView` hierarchy.
    ///
    /// The placed tree's root (the host) is the snapshot's root. Each placed view becomes an item named by
    /// its accessibility identifier or its type (`Text`, `HStack`, a view's struct name), framed relative to
    /// its parent item, with a text's string and first baseline and a colour's fill. Modifiers (`padding`,
    /// `frame`, `background`, …) are left out unless `includesModifiers`, their children taking their place;
    /// a modifier named by an accessibility identifier stays.
    ///
    ///     let placed = PlacedView.layout(Text("Hello").padding(10), in: CGSize(width: 200, height: 100))
    ///     print(FrameTable(FrameSnapshot(placed: placed)))
    ///     // view        x   y  width  height  notes
    ///     // root        0   0    200     100
    ///     //   Text   78.5  39     43      21
    ///
    /// - Complexity: O(n) in the number of placed views, without recursion.
    public init(placed: PlacedView, includesModifiers: Bool = false) {
        var entries: [Entry] = []
        FrameSnapshot.appendPlaced([placed], parent: -1, parentOrigin: .zero, depth: 0,
                                   includesModifiers: includesModifiers, to: &entries)
        self.init(entries: entries, constraintLines: [])
    }

    /// Appends `views` (and their subtrees, in pre-order) as children of entry `parent`, whose frame starts at
    /// `parentOrigin` in the placed tree's coordinates; a left-out modifier's children take its place.
    static func appendPlaced(_ views: [PlacedView], parent: Int, parentOrigin: CGPoint, depth: Int,
                             includesModifiers: Bool, to entries: inout [Entry]) {
        var pending: [(view: PlacedView, parent: Int, origin: CGPoint, depth: Int)] =
            views.reversed().map { ($0, parent, parentOrigin, depth) }
        while let (view, parent, origin, depth) = pending.popLast() {
            if view.isModifier && view.name == view.typeName && !includesModifiers && parent >= 0 {
                for child in view.children.reversed() { pending.append((child, parent, origin, depth)) }
                continue
            }
            let f = view.frame
            let item = Item(typeName: view.typeName, identifier: view.name == view.typeName ? nil : view.name,
                            frame: CGRect(x: f.minX - origin.x, y: f.minY - origin.y, width: f.width, height: f.height),
                            text: view.text, firstBaseline: view.firstBaseline, backgroundColor: view.fillColor)
            var entry = Entry(item: item, depth: depth, parent: parent, frameInRoot: .zero, spaceOrigin: .zero)
            place(&entry, in: entries)
            entries.append(entry)
            let index = entries.count - 1
            for child in view.children.reversed() { pending.append((child, index, f.origin, depth + 1)) }
        }
    }
}

/// The SwiftUI content `view` hosts, if it is a hosting view that has been laid out.
#if MainActorIsolation
@MainActor
#endif
func placedContent(of view: UIView) -> PlacedView? {
    (view as? PlacedContentHost)?.placedContent
}
