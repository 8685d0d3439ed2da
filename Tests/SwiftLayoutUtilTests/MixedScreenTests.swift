import Foundation
import SwiftLayout
import SwiftLayoutUI
import SwiftLayoutTesting
import SwiftLayoutUtil
import Testing

/// SwiftUI content hosting a UIKit card: `title` beside the card fixed at its compressed 59 × 37, 8 apart,
/// padded by 8.
@MainActor
func hostedRow(_ title: String) -> some View {
    HStack(spacing: 8) { Text(title); CardView().fixedSize() }.padding(8)
}

/// A UIKit screen laid out with the SwiftLayout DSL that hosts SwiftUI content hosting a UIKit card
/// (SwiftLayoutUI.md).
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
        let hosted = _UIHostingView(rootView: hostedRow("A"))
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

    /// A hosting controller as the child of a UIKit controller, its view placed by a SwiftLayout `sublayout`:
    /// sized by its content as the hosting view above (92 × 53); "Hello" (43) in place of "A" (9) makes the
    /// content 34 wider, 126 × 53, and with `.intrinsicContentSize` the view follows. `sizeThatFits(in:)`
    /// proposes the width (the row does not grow), and `.preferredContentSize` tracks the ideal size.
    @Test func aHostingControllerInAUIKitControllersScreen() {
        let parent = UIViewController()
        parent.view.frame = CGRect(x: 0, y: 0, width: 240, height: 200)
        let hosting = UIHostingController(rootView: hostedRow("A"))
        hosting.sizingOptions = [.intrinsicContentSize, .preferredContentSize]
        parent.addChild(hosting)
        let activation = parent.view.sublayout {
            hosting.view.anchors {
                Anchors.top.equalToSuper(constant: 37)
                Anchors.leading.equalToSuper(constant: 16)
            }
        }.active()
        hosting.didMove(toParent: parent)
        parent.view.layoutIfNeeded()
        #expect(hosting.view.frame == CGRect(x: 16, y: 37, width: 92, height: 53))
        #expect(hosting.placedContent?.first(named: "card")?.frame == CGRect(x: 25, y: 8, width: 59, height: 37))
        #expect(hosting.sizeThatFits(in: CGSize(width: 240, height: CGFloat.infinity)) == CGSize(width: 92, height: 53))
        #expect(hosting.preferredContentSize == CGSize(width: 92, height: 53))

        hosting.rootView = hostedRow("Hello")
        parent.view.layoutIfNeeded()
        #expect(hosting.view.frame == CGRect(x: 16, y: 37, width: 126, height: 53))
        #expect(hosting.preferredContentSize == CGSize(width: 126, height: 53))
        #expect(activation.diagnostics.isEmpty)
    }

    /// A controller's view is loaded when first read, the size of the main screen; the content is laid out in
    /// it: a 50 × 50 colour in the middle.
    @Test func aHostingControllersViewLaysTheContentOutInItsBounds() {
        let hosting = UIHostingController(rootView: Color.red.frame(width: 50, height: 50))
        #expect(!hosting.isViewLoaded)
        #expect(hosting.placedContent == nil)
        let bounds = UIScreen.main.bounds
        hosting.view.layoutIfNeeded()
        #expect(hosting.view.frame == bounds)
        #expect(hosting.placedContent?.first(named: "Color")?.frame
                == CGRect(x: (bounds.width - 50) / 2, y: (bounds.height - 50) / 2, width: 50, height: 50))
    }
}
