import Foundation
import SwiftLayout
import SwiftLayoutUI
import SwiftLayoutTesting
import SwiftLayoutUtil
import Testing

/// A UIKit screen laid out with the SwiftLayout DSL that hosts SwiftUI content hosting a UIKit card
/// (SWIFTUI.md 10, 11).
@MainActor
@Suite struct MixedScreenTests {
    /// The title ("Hello", 43 × 21) 8 from the top and 16 from the leading edge; the hosting view 8 below it,
    /// sized by its content: the card fixed at its compressed 59 × 37, beside "A" (9 × 21) 8 apart: 76 × 37,
    /// padded by 8: 92 × 53 at (16, 21 + 8 + 8 = 37).
    func mixedScreen() -> (screen: UIView, activation: Activation) {
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 240, height: 200))
        screen.accessibilityIdentifier = "screen"
        let title = UILabel()
        title.text = "Hello"
        title.accessibilityIdentifier = "title"
        let hosted = _UIHostingView(rootView: HStack(spacing: 8) { Text("A"); CardView().fixedSize() }.padding(8))
        hosted.sizingOptions = .intrinsicContentSize
        hosted.accessibilityIdentifier = "hosted"
        let activation = screen.sublayout {
            title.anchors {
                Anchors.top.equalToSuper(constant: 8)
                Anchors.leading.equalToSuper(constant: 16)
            }
            hosted.anchors {
                Anchors.top.equalTo(title, attribute: .bottom, constant: 8)
                Anchors.leading.equalToSuper(constant: 16)
            }
        }.active()
        screen.layoutIfNeeded()
        return (screen, activation)
    }

    /// The frame table walks UIKit into SwiftUI and back: the hosting view's children are its placed content
    /// (padding left out: the stack 8 in; "A" centered, (37 − 21) / 2 = 8 down; the card 9 + 8 = 17 in) and
    /// the card shows its own subtree (the label at (8, 8)).
    @Test func aSwiftLayoutScreenHostingSwiftUIHostingUIKit() {
        let (screen, activation) = mixedScreen()
        #expect(FrameTable(root: screen).description == """
            view            x   y  width  height  notes
            screen          0   0    240     200
              title        16   8     43      21
              hosted       16  37     92      53
                HStack      8   8     76      37
                  Text      0   8      9      21
                  card     17   0     59      37
                    label   8   8     43      21

            """)
        #expect(activation.diagnostics.isEmpty)
        #expect(screen.layoutDiagnostics.isEmpty)
    }

    /// The same screen drawn (ASCII and SVG references next to this file): the card and its label inside the
    /// hosting view.
    @Test func theMixedScreenDrawn() {
        let (screen, activation) = mixedScreen()
        assertLayoutSnapshot(of: screen, as: .ascii, named: "ascii")
        assertLayoutSnapshot(of: screen, as: .svg)
        withExtendedLifetime(activation) {}
    }
}
