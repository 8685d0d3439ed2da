import Foundation
import Testing
@testable import SwiftLayoutUI

/// §10: a hosting view (the view of a hosting controller) in a UIKit screen.
@MainActor
@Suite struct HostingViewTests {
    /// A screen with a hosting view pinned 20 from the leading edge and 10 from the top.
    func screen<Content: View>(hosting host: _UIHostingView<Content>) -> UIView {
        let screen = UIView(frame: rect(0, 0, 200, 100))
        host.translatesAutoresizingMaskIntoConstraints = false
        screen.addSubview(host)
        NSLayoutConstraint.activate([
            host.leadingAnchor.constraint(equalTo: screen.leadingAnchor, constant: 20),
            host.topAnchor.constraint(equalTo: screen.topAnchor, constant: 10),
        ])
        screen.layoutIfNeeded()
        return screen
    }

    /// "Hello" is 43 × 21; padded by 8 it is 59 × 37, the content's ideal size and so the hosting view's
    /// intrinsic size: two anchors place it at (20, 10), and the text lies 8 inside it.
    @Test func aHostingViewIsConstrainedByItsContentsIdealSize() {
        let host = _UIHostingView(rootView: Text("Hello").padding(8))
        _ = screen(hosting: host)
        #expect(host.frame == rect(20, 10, 59, 37))
        #expect(host.placedContent?.first(named: "Text")?.frame == rect(8, 8, 43, 21))
        #expect(host.placedContent?.frame == rect(0, 0, 59, 37))
    }

    /// With `.intrinsicContentSize`, a new root view ("A", 9 wide: 25 × 37 padded) resizes the view; without
    /// it the intrinsic size is not invalidated, so the view keeps 59 × 37 and centers the new content in it:
    /// (59 − 25) / 2 = 17, the text 8 further in.
    @Test func aNewRootViewResizesTheViewOnlyWithIntrinsicContentSizing() {
        let tracking = _UIHostingView(rootView: Text("Hello").padding(8))
        tracking.sizingOptions = .intrinsicContentSize
        let trackingScreen = screen(hosting: tracking)
        tracking.rootView = Text("A").padding(8)
        trackingScreen.layoutIfNeeded()
        #expect(tracking.frame == rect(20, 10, 25, 37))

        let fixed = _UIHostingView(rootView: Text("Hello").padding(8))
        let fixedScreen = screen(hosting: fixed)
        fixed.rootView = Text("A").padding(8)
        fixedScreen.layoutIfNeeded()
        #expect(fixed.frame == rect(20, 10, 59, 37))
        #expect(fixed.placedContent?.first(named: "Text")?.frame == rect(25, 8, 9, 21))
    }

    /// The content is laid out in the bounds inset by the safe area: 100 × (200 − 44 − 34) = 100 × 122 from
    /// y 44; a 50 × 50 colour is centered there, at (25, 44 + 36 = 80).
    @Test func theContentIsLaidOutInsideTheSafeArea() {
        let host = _UIHostingView(rootView: Color.red.frame(width: 50, height: 50))
        host.frame = rect(0, 0, 100, 200)
        host.safeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        host.layoutIfNeeded()
        #expect(host.placedContent?.frame == rect(0, 0, 100, 200))
        #expect(host.placedContent?.first(named: "Color")?.frame == rect(25, 80, 50, 50))
        #expect(host.placedContent?.first(named: "frame")?.frame == rect(25, 80, 50, 50))
    }

    /// `sizeThatFits` proposes the size, an infinite dimension as nil: the padded text is 59 × 37 whatever the
    /// proposal; a colour takes the width and, proposed nil, 10 high. Before the first pass there is no
    /// placed content.
    @Test func sizeThatFitsProposesTheSize() {
        let text = _UIHostingView(rootView: Text("Hello").padding(8))
        #expect(text.sizeThatFits(CGSize(width: 100, height: CGFloat.infinity)) == CGSize(width: 59, height: 37))
        #expect(text.intrinsicContentSize == CGSize(width: 59, height: 37))
        #expect(text.placedContent == nil)
        let color = _UIHostingView(rootView: Color.red)
        #expect(color.sizeThatFits(CGSize(width: 100, height: CGFloat.infinity)) == CGSize(width: 100, height: 10))
    }

    /// A represented UIKit view becomes a subview of the hosting view with the frame its placement gives
    /// ("A" is 9 wide, so the card is 200 − 9 = 191 × 60 at (9, 0)) and lays out its own constraints (the
    /// label at (8, 8)); content without it removes it.
    @Test func representedViewsAreSubviewsOfTheHostingView() {
        let host = _UIHostingView(rootView: AnyView(HStack(spacing: 0) { Text("A"); UIKitCard() }.frame(height: 60)))
        host.frame = rect(0, 0, 200, 60)
        host.layoutIfNeeded()
        let card = host.subviews.first
        #expect(host.subviews.count == 1)
        #expect(card?.accessibilityIdentifier == "card")
        #expect(card?.frame == rect(9, 0, 191, 60))
        #expect(card?.subviews.first?.frame == rect(8, 8, 43, 21))
        host.rootView = AnyView(Text("A"))
        host.layoutIfNeeded()
        #expect(host.subviews.isEmpty)
        #expect(card?.superview == nil)
    }

    /// A GeometryReader's content is resolved again on every pass, but the represented view keeps its place:
    /// SwiftUI makes a representable's UIKit view once (`makeUIView`) and updates it afterwards
    /// (`updateUIView`), so the hosting view holds the same card whatever the number of passes, and the
    /// passes settle (no feedback loop: before the fix a new card, its label at zero, came in every round).
    @Test func aRepresentedViewInAReaderIsMadeOnceAndSettles() {
        let calls = RepresentableCalls()
        let host = _UIHostingView(rootView: GeometryReader { _ in CountedCard(calls: calls) })
        host.frame = rect(0, 0, 200, 60)
        let (card, diagnostics) = LayoutDiagnostics.collect { () -> UIView? in
            host.layoutIfNeeded()
            let first = host.subviews.first
            for _ in 0..<3 {
                host.setNeedsLayout()
                host.layoutIfNeeded()
            }
            return first
        }
        #expect(diagnostics.map(\.kind) == [])
        #expect(host.subviews.count == 1)
        #expect(host.subviews.first === card)
        #expect(card?.frame == rect(0, 0, 200, 60))
        #expect(card?.subviews.first?.frame == rect(8, 8, 43, 21))
        #expect(calls.made == 1)
        // One update per resolution of the reader's content: one per pass at least.
        #expect(calls.updated >= 4)
    }

    /// A new root view with the representable at the same place updates the view it has (the same object,
    /// made once) with the new value: the card's label reads "B" after the second root view.
    @Test func aNewRootViewUpdatesTheRepresentedViewItKeeps() {
        let calls = RepresentableCalls()
        let host = _UIHostingView(rootView: AnyView(HStack(spacing: 0) { Text("A"); CountedCard(calls: calls, text: "A") }))
        host.frame = rect(0, 0, 200, 60)
        host.layoutIfNeeded()
        let card = host.subviews.first
        host.rootView = AnyView(VStack { CountedCard(calls: calls, text: "B") })
        host.layoutIfNeeded()
        #expect(host.subviews.count == 1)
        #expect(host.subviews.first === card)
        #expect((card?.subviews.first as? UILabel)?.text == "B")
        #expect(calls.made == 1)
        #expect(calls.updated == 2)
    }
}

/// What a `CountedCard` was asked to do.
final class RepresentableCalls {
    var made = 0
    var updated = 0
}

/// `UIKitCard`'s card whose label shows `text`, counting the calls.
struct CountedCard: UIViewRepresentable {
    let calls: RepresentableCalls
    var text = "Hello"

    func makeUIView(context: Context) -> UIView {
        calls.made += 1
        return makeCardView()
    }

    func updateUIView(_ uiView: UIView, context: Context) {
        calls.updated += 1
        (uiView.subviews.first as? UILabel)?.text = text
    }
}
