import Foundation
import Testing
@testable import SwiftLayoutUI

/// A UIKit card with its own constraints: a label 8 from the leading and top edges, at least 8 from the
/// others. Compressed, it is 8 + 43 + 8 by 8 + 21 + 8 = 59 × 37.
struct UIKitCard: UIViewRepresentable {
    func makeUIView(context: Context) -> UIView { makeCardView() }

    func updateUIView(_ uiView: UIView, context: Context) {}
}

/// The card's view ("card"), its label ("label", showing "Hello") laid out by its own constraints.
#if MainActorIsolation
@MainActor
#endif
func makeCardView() -> UIView {
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

struct UIKitLabel: UIViewRepresentable {
    let text: String
    var fixed = false

    func makeUIView(context: Context) -> UILabel { UILabel() }

    func updateUIView(_ label: UILabel, context: Context) {
        label.text = text
        if fixed { label.setContentHuggingPriority(.required, for: .horizontal) }
    }
}

/// §10: a UIKit view with its own Auto Layout subtree inside a SwiftUI stack.
@MainActor
@Suite struct RepresentableTests {
    /// The card has no intrinsic size: it takes its proposal, 300 − 9 ("A") = 291 by the frame's 60, at
    /// (9, 120); its label is laid out by its own constraints at (8, 8) inside: (17, 128, 43, 21).
    @Test func aUIKitViewWithItsOwnConstraintsInAStack() {
        let placed = layout(HStack(spacing: 0) { Text("A"); UIKitCard() }.frame(height: 60))
        #expect(placed.first(named: "card")?.frame == rect(9, 120, 291, 60))
        #expect(placed.first(named: "label")?.frame == rect(17, 128, 43, 21))
        // Proposed nil, it is its compressed fitting size.
        #expect(layout(UIKitCard().fixedSize()).first(named: "card")?.frame.size == CGSize(width: 59, height: 37))
    }

    /// A label's intrinsic size is 43 × 21; with UIKit's default hugging (251, below .defaultHigh) it grows
    /// to its proposal: beside a colour both are fully flexible and the label, with the larger minimum
    /// (43, its compression resistance is 750), is sized first: 300 / 2 = 150.
    @Test func hostedLabelsFollowHuggingAndCompressionResistance() {
        let grows = layout(HStack(spacing: 0) { UIKitLabel(text: "Hello"); Color.red }, width: 300, height: 21)
        #expect(grows.first(named: "UILabel")?.frame == rect(0, 0, 150, 21))
        let hugs = layout(HStack(spacing: 0) { UIKitLabel(text: "Hello", fixed: true); Color.red }, width: 300, height: 21)
        #expect(hugs.first(named: "UILabel")?.frame == rect(0, 0, 43, 21))
    }

    /// A view controller's view is placed like a represented view: the card (no intrinsic size) takes its
    /// proposal, 300 − 9 = 291 by 60 at (9, 120), and its label is laid out by its own constraints.
    @Test func aViewControllersViewIsPlacedLikeARepresentedView() {
        let calls = RepresentableCalls()
        let placed = layout(HStack(spacing: 0) { Text("A"); CardController(calls: calls) }.frame(height: 60))
        #expect(placed.first(named: "card")?.frame == rect(9, 120, 291, 60))
        #expect(placed.first(named: "label")?.frame == rect(17, 128, 43, 21))
        #expect(calls.made == 1)
        #expect(calls.updated == 1)
    }

    /// `sizeThatFits(_:uiViewController:context:)` decides the size when it returns one: 100 × 50 beside "A"
    /// (9 × 21) makes a 109 × 50 row, centered in 300 × 300 at (95.5, 125): the card is at (104.5, 125).
    @Test func aViewControllersSizeThatFitsSizesItsView() {
        let calls = RepresentableCalls()
        let placed = layout(HStack(spacing: 0) {
            Text("A")
            CardController(calls: calls, size: CGSize(width: 100, height: 50))
        })
        #expect(placed.first(named: "card")?.frame == rect(104.5, 125, 100, 50))
    }

    /// In a GeometryReader, resolved on every pass, the controller is made once and updated every time: the
    /// hosting view shows the same view after four passes, with the latest text.
    @Test func aViewControllerInAReaderIsMadeOnce() {
        let calls = RepresentableCalls()
        let host = _UIHostingView(rootView: GeometryReader { _ in CardController(calls: calls, text: "B") })
        host.frame = rect(0, 0, 200, 60)
        host.layoutIfNeeded()
        let card = host.subviews.first
        for _ in 0..<3 {
            host.setNeedsLayout()
            host.layoutIfNeeded()
        }
        #expect(host.subviews.count == 1)
        #expect(host.subviews.first === card)
        #expect(card?.frame == rect(0, 0, 200, 60))
        #expect((card?.subviews.first as? UILabel)?.text == "B")
        #expect(calls.made == 1)
        #expect(calls.updated >= 4)
    }
}

/// A view controller whose view is the card of `makeCardView()`, its label showing `text`, sized `size` when
/// given; counting the calls.
struct CardController: UIViewControllerRepresentable {
    let calls: RepresentableCalls
    var text = "Hello"
    var size: CGSize?

    func makeUIViewController(context: Context) -> UIViewController {
        calls.made += 1
        let controller = UIViewController()
        controller.view = makeCardView()
        return controller
    }

    func updateUIViewController(_ controller: UIViewController, context: Context) {
        calls.updated += 1
        (controller.view.subviews.first as? UILabel)?.text = text
    }

    func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewController, context: Context) -> CGSize? {
        size
    }
}
