import Foundation
import SwiftLayoutUI
import SwiftLayoutUtil
import Testing

/// A title over a row of two colours, padded by 8 (SwiftLayoutUI.md's pictures of SwiftUI content).
///
/// The title frame is 64 × 24 and the row 24 + 8 + 32 = 64 × 16, so the column is 64 × (24 + 8 + 16) = 48 and
/// the padding 80 × 64; in a 120 × 80 host it is centered at (20, 8). The column is at (28, 16); the title
/// frame at its top, the 43 × 21 "Title" leading in it, (24 − 21) / 2 = 1.5 down; the row 32 below the
/// column's top: red at (28, 48), blue 24 + 8 further right at (60, 48).
nonisolated func titledRow() -> some View {
    VStack(alignment: .leading, spacing: 8) {
        Text("Title").frame(width: 64, height: 24, alignment: .leading).accessibilityIdentifier("title")
        HStack(spacing: 8) {
            Color.red.frame(width: 24, height: 16)
            Color.blue.frame(width: 32, height: 16)
        }
    }
    .padding(8)
}

/// A UIKit card with its own constraints: a label 8 from its leading and top edges, at least 8 from the
/// others; compressed it is 8 + 43 + 8 by 8 + 21 + 8 = 59 × 37.
struct CardView: UIViewRepresentable {
    func makeUIView(context: Context) -> UIView {
        let view = UIView()
        view.accessibilityIdentifier = "card"
        let label = UILabel()
        label.text = "Hello"
        label.accessibilityIdentifier = "label"
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 8),
            label.topAnchor.constraint(equalTo: view.topAnchor, constant: 8),
            label.trailingAnchor.constraint(lessThanOrEqualTo: view.trailingAnchor, constant: -8),
            label.bottomAnchor.constraint(lessThanOrEqualTo: view.bottomAnchor, constant: -8),
        ])
        return view
    }

    func updateUIView(_ uiView: UIView, context: Context) {}
}

/// A hosting view stand-in: a UIKit view that shows SwiftUI content laid out in its bounds.
final class HostStub: UIView, PlacedContentHost {
    var content: AnyView = AnyView(titledRow())
    var placedContent: PlacedView? { PlacedView.layout(content, in: bounds.size) }
}

/// §11: SwiftUI content in the frame table, the ASCII and SVG renders and the snapshot assertions.
@MainActor
@Suite struct PlacedSnapshotTests {
    static let host = CGSize(width: 120, height: 80)

    /// Without modifiers the padding and the colours' frames are left out, their children taking their
    /// place: the column is the root's child at (28, 16); the title frame stays, being named; each frame is
    /// relative to its parent item (the text 1.5 into the title, the row 24 + 8 = 32 into the column, blue
    /// 24 + 8 = 32 into the row).
    @Test func theFrameTableOfSwiftUIContentLeavesModifiersOut() {
        let snapshot = FrameSnapshot(placed: PlacedView.layout(titledRow(), in: PlacedSnapshotTests.host))
        #expect(FrameTable(snapshot).description == """
            view          x    y  width  height  notes
            root          0    0    120      80
              VStack     28   16     64      48
                title     0    0     64      24
                  Text    0  1.5     43      21
                HStack    0   32     64      16
                  Color   0    0     24      16
                  Color  32    0     32      16

            """)
    }

    /// With modifiers every placed view is an item: the padding at (20, 8), the column 8 into it, each colour
    /// in a frame of its own size.
    @Test func theFrameTableCanShowTheModifiers() {
        let snapshot = FrameSnapshot(placed: PlacedView.layout(titledRow(), in: PlacedSnapshotTests.host),
                                     includesModifiers: true)
        #expect(FrameTable(snapshot).description == """
            view              x    y  width  height  notes
            root              0    0    120      80
              padding        20    8     80      64
                VStack        8    8     64      48
                  title       0    0     64      24
                    Text      0  1.5     43      21
                  HStack      0   32     64      16
                    frame     0    0     24      16
                      Color   0    0     24      16
                    frame    32    0     32      16
                      Color   0    0     32      16

            """)
    }

    /// 4 points a column and 8 a row: 30 × 10 cells. The column spans columns 7…22 and rows 2…7; the title
    /// rows 2…4; the text (28…71 → columns 7…17, 17.5…38.5 → rows 2…4) is drawn over the title, its string
    /// inside; the row spans rows 6…7, red columns 7…12 (its name cut to "Col…"), blue 15…22. Later items
    /// draw over earlier ones, so the row's name keeps only its last letter, between the two colours.
    @Test func theASCIIRenderOfSwiftUIContent() {
        let snapshot = FrameSnapshot(placed: PlacedView.layout(titledRow(), in: PlacedSnapshotTests.host))
        #expect(ASCIIRenderer().render(snapshot) == """
            ┌root────────────────────────┐
            │                            │
            │      ┌Text─────┐────┐      │
            │      │Title    │    │      │
            │      └─────────┘────┘      │
            │      │              │      │
            │      ┌Col…┐k─┌Color─┐      │
            │      └────┘──└──────┘      │
            │                            │
            └────────────────────────────┘

            """)
    }

    /// Every item's rectangle in the root's space with its name 2 right and 10 down; the text's string at its
    /// first baseline (the 17 pt ascender, 16, below 17.5); the colours filled with iOS's system red
    /// (255, 59, 48) and blue (0, 122, 255).
    @Test func theSVGRenderOfSwiftUIContentFillsColours() {
        let snapshot = FrameSnapshot(placed: PlacedView.layout(titledRow(), in: PlacedSnapshotTests.host))
        #expect(SVGRenderer().render(snapshot) == """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80" width="120" height="80" font-family="sans-serif" font-size="10">
            <rect x="0" y="0" width="120" height="80" fill="none" stroke="#444" data-name="root"/>
            <text x="2" y="10">root</text>
            <rect x="28" y="16" width="64" height="48" fill="none" stroke="#444" data-name="VStack"/>
            <text x="30" y="26">VStack</text>
            <rect x="28" y="16" width="64" height="24" fill="none" stroke="#444" data-name="title"/>
            <text x="30" y="26">title</text>
            <rect x="28" y="17.5" width="43" height="21" fill="none" stroke="#444" data-name="Text"/>
            <text x="30" y="27.5">Text</text>
            <text x="28" y="33.5" class="label">Title</text>
            <rect x="28" y="48" width="64" height="16" fill="none" stroke="#444" data-name="HStack"/>
            <text x="30" y="58">HStack</text>
            <rect x="28" y="48" width="24" height="16" fill="#ff3b30" stroke="#444" data-name="Color"/>
            <text x="30" y="58">Color</text>
            <rect x="60" y="48" width="32" height="16" fill="#007aff" stroke="#444" data-name="Color"/>
            <text x="62" y="58">Color</text>
            </svg>

            """)
    }

    /// The snapshot assertions take SwiftUI content through its snapshot; the reference is the table above.
    @Test func snapshotAssertionsWorkOnSwiftUIContent() {
        let snapshot = FrameSnapshot(placed: PlacedView.layout(titledRow(), in: PlacedSnapshotTests.host))
        #expect(verifyLayoutSnapshot(of: snapshot, as: .frames) == nil)
        let other = FrameSnapshot(placed: PlacedView.layout(titledRow(), in: CGSize(width: 140, height: 80)))
        #expect(verifyLayoutSnapshot(of: other, as: .frames)?.contains("+  VStack     38   16") == true)
    }

    /// A UIKit screen with a hosting view (at (40, 10), 120 × 80) shows the hosted content as the hosting
    /// view's children, in its bounds coordinates, and not the hosting view's own subviews.
    @Test func aHostingViewShowsItsContentAsItsChildren() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        root.accessibilityIdentifier = "screen"
        let host = HostStub(frame: CGRect(x: 40, y: 10, width: 120, height: 80))
        host.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        root.addSubview(host)
        #expect(FrameTable(root: root).description == """
            view            x    y  width  height  notes
            screen          0    0    200     100
              HostStub     40   10    120      80
                VStack     28   16     64      48
                  title     0    0     64      24
                    Text    0  1.5     43      21
                  HStack    0   32     64      16
                    Color   0    0     24      16
                    Color  32    0     32      16

            """)
    }

    /// SwiftUI hosting UIKit: "A" is 9 wide and less flexible, so the card gets 200 − 9 = 191 × 60 at (9, 0);
    /// the text is centered vertically, (60 − 21) / 2 = 19.5 down; the card's label, laid out by its own
    /// constraints, is 43 × 21 at (8, 8) in it. The represented view shows its subtree.
    @Test func aRepresentedUIKitViewShowsItsSubtree() {
        let content = HStack(spacing: 0) { Text("A"); CardView() }.frame(height: 60)
        let snapshot = FrameSnapshot(placed: PlacedView.layout(content, in: CGSize(width: 200, height: 60)))
        #expect(FrameTable(snapshot).description == """
            view         x     y  width  height  notes
            root         0     0    200      60
              HStack     0     0    200      60
                Text     0  19.5      9      21
                card     9     0    191      60
                  label  8     8     43      21

            """)
    }

    /// UIKit hosting SwiftUI hosting UIKit: the same content in a hosting view at (10, 20) of a UIKit screen.
    @Test func aMixedScreenShowsEveryLevel() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 220, height: 100))
        let host = HostStub(frame: CGRect(x: 10, y: 20, width: 200, height: 60))
        host.content = AnyView(HStack(spacing: 0) { Text("A"); CardView() }.frame(height: 60))
        root.addSubview(host)
        #expect(FrameTable(root: root).description == """
            view            x     y  width  height  notes
            UIView          0     0    220     100
              HostStub     10    20    200      60
                HStack      0     0    200      60
                  Text      0  19.5      9      21
                  card      9     0    191      60
                    label   8     8     43      21

            """)
    }
}
