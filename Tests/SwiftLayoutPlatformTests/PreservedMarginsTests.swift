import Foundation
import Testing
import SwiftLayoutPlatform

/// Counts `layoutMarginsDidChange()` calls.
private final class MarginWatcher: UIView {
    var changes = 0
    override func layoutMarginsDidChange() {
        super.layoutMarginsDidChange()
        changes += 1
    }
}

/// `preservesSuperviewLayoutMargins` (TheUIKitLayer.md): margins grow to keep content inside the superview's margins.
#if MainActorIsolation
@MainActor
#endif
@Suite struct PreservedMarginsTests {
    /// A 100 × 50 card 2 points inside a root with 20-point margins, and a label on the card's margins guide.
    private func card(preserving: Bool) -> (root: UIView, card: MarginWatcher, label: UIView) {
        let root = makeRoot(width: 320, height: 480)
        root.layoutMargins = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
        let card = MarginWatcher()
        card.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(card)
        let label = makeChild(of: card)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 2),
            card.topAnchor.constraint(equalTo: root.topAnchor, constant: 2),
            card.widthAnchor.constraint(equalToConstant: 100),
            card.heightAnchor.constraint(equalToConstant: 50),
            label.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
            label.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
            label.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor),
            label.heightAnchor.constraint(equalToConstant: 10),
        ])
        card.preservesSuperviewLayoutMargins = preserving
        root.layoutIfNeeded()
        return (root, card, label)
    }

    @Test func byDefaultAViewKeepsItsOwnMargins() {
        let (_, card, label) = card(preserving: false)
        #expect(!UIView().preservesSuperviewLayoutMargins)
        #expect(label.frame == rect(8, 8, 84, 10))
        #expect(card.changes == 0)
    }

    @Test func preservingGrowsEachMarginToTheSuperviewsMinusTheDistanceBetweenTheEdges() {
        let (root, card, label) = card(preserving: true)
        // Left and top: 20 − 2 = 18. Right: the card's right edge is 218 from the root's, so 8 stays.
        #expect(label.frame == rect(18, 18, 74, 10))
        #expect(card.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))   // the set values
        #expect(card.changes > 0)
        // Moving the card follows: at x = 30 it is past the root's margin, so its own 8 holds again.
        let leading = root.constraints.first { $0.firstAttribute == .leading && $0.firstItem === card }!
        leading.constant = 30
        root.layoutIfNeeded()
        #expect(label.frame == rect(8, 18, 84, 10))
        // Turning it off restores the card's own margins.
        card.preservesSuperviewLayoutMargins = false
        root.layoutIfNeeded()
        #expect(label.frame == rect(8, 8, 84, 10))
    }

    @Test func theSuperviewsSafeAreaCountsThroughItsEffectiveMargins() {
        let (root, _, label) = card(preserving: true)
        root.safeAreaInsets = UIEdgeInsets(top: 40, left: 0, bottom: 0, right: 0)
        root.layoutIfNeeded()
        // The root's effective top margin is 20 + 40; the card sits at y = 2, so the label is 58 down.
        #expect(label.frame.origin.y == 58)
    }
}
