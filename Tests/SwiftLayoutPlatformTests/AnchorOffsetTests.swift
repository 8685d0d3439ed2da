import Foundation
import Testing
import SwiftLayoutPlatform

/// `anchorWithOffset(to:)` (TheUIKitLayer.md): a dimension worth the distance between two anchors.
#if MainActorIsolation
@MainActor
#endif
@Suite struct AnchorOffsetTests {
    /// a (50 wide) at the left, b (50 wide) at the right of a 300-wide root, `middle` (110 wide) between them.
    private func row(direction: UISemanticContentAttribute = .unspecified)
        -> (root: UIView, a: UIView, middle: UIView, b: UIView) {
        let root = makeRoot(width: 300, height: 100)
        root.semanticContentAttribute = direction
        let a = makeChild(of: root, id: "a"), middle = makeChild(of: root, id: "middle"), b = makeChild(of: root, id: "b")
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), a.widthAnchor.constraint(equalToConstant: 50),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor), b.widthAnchor.constraint(equalToConstant: 50),
            middle.widthAnchor.constraint(equalToConstant: 110),
        ])
        for view in [a, middle, b] {
            view.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
            view.heightAnchor.constraint(equalToConstant: 10).isActive = true
        }
        return (root, a, middle, b)
    }

    @Test func equalGapsCentreAViewBetweenTwoOthers() {
        let (root, a, middle, b) = row()
        let left = a.trailingAnchor.anchorWithOffset(to: middle.leadingAnchor)
        let right = middle.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)
        let equal = left.constraint(equalTo: right)
        equal.isActive = true
        root.layoutIfNeeded()
        #expect(middle.frame == rect(95, 0, 110, 10))
        // The dimension and its constraints name no item and no attribute of their own.
        #expect(left.item == nil)
        #expect(equal.firstItem == nil && equal.secondItem == nil)
        #expect(equal.firstAttribute == .notAnAttribute && equal.secondAttribute == .notAnAttribute)
        #expect(root.constraints.contains(equal))
        #expect(equal.firstAnchor == left && equal.secondAnchor == right && equal.firstAnchor != right)
        #expect("\(left)".hasPrefix("<NSLayoutDimension:0x") && "\(left)".hasSuffix(" \"middle.leading - a.trailing\">"))
        #expect(equal.description.contains(" (middle.leading - a.trailing) == (b.leading - middle.trailing)   (active, names: "))
    }

    @Test func aGapCanBeAMultipleOfAnotherAndFollowsTheReadingDirection() {
        for direction in [UISemanticContentAttribute.unspecified, .forceRightToLeft] {
            let (root, a, middle, b) = row(direction: direction)
            let left = a.trailingAnchor.anchorWithOffset(to: middle.leadingAnchor)
            let right = middle.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)
            let doubled = left.constraint(equalTo: right, multiplier: 2)
            doubled.isActive = true
            root.layoutIfNeeded()
            // 90 points to share: 60 after a, 30 before b, along the reading direction.
            #expect(middle.frame == (direction == .forceRightToLeft ? rect(80, 0, 110, 10) : rect(110, 0, 110, 10)))
            #expect(doubled.description.contains("== 2*(b.leading - middle.trailing)"))
        }
    }

    @Test func aGapCanBeHeldToAConstantOnTheVerticalAxis() {
        let root = makeRoot(width: 300, height: 100)
        let title = makeChild(of: root, id: "title"), body = makeChild(of: root, id: "body")
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: root.topAnchor), title.heightAnchor.constraint(equalToConstant: 20),
            body.heightAnchor.constraint(equalToConstant: 30),
            title.bottomAnchor.anchorWithOffset(to: body.topAnchor).constraint(equalToConstant: 12),
        ])
        for view in [title, body] {
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
            view.widthAnchor.constraint(equalToConstant: 100).isActive = true
        }
        root.layoutIfNeeded()
        #expect(body.frame == rect(0, 32, 100, 30))
        #expect(!body.hasAmbiguousLayout)
    }

    @Test func removingAViewTheGapMeasuresDeactivatesIt() {
        let (root, a, middle, b) = row()
        let equal = a.trailingAnchor.anchorWithOffset(to: middle.leadingAnchor)
            .constraint(equalTo: middle.trailingAnchor.anchorWithOffset(to: b.leadingAnchor))
        equal.isActive = true
        root.layoutIfNeeded()
        b.removeFromSuperview()
        #expect(!equal.isActive)
        #expect(!root.constraints.contains(equal))
    }

    @Test func invalidGapsAreReportedAndLeftInactive() {
        let (root, a, middle, _) = row()
        // Leading/trailing cannot be measured against left/right.
        let mixed = a.trailingAnchor.anchorWithOffset(to: middle.leftAnchor).constraint(equalToConstant: 5)
        let diagnostics = collecting { mixed.isActive = true }
        #expect(diagnostics.map(\.kind) == [.invalidConstraint])
        #expect(!mixed.isActive)
        // Items in different hierarchies share no ancestor.
        let stranger = UIView()
        let apart = a.trailingAnchor.anchorWithOffset(to: stranger.leadingAnchor).constraint(equalToConstant: 5)
        #expect(collecting { apart.isActive = true }.map(\.kind) == [.noCommonAncestor])
        // An item that is gone makes the gap invalid.
        var gone: UIView? = UIView()
        let orphan = a.trailingAnchor.anchorWithOffset(to: gone!.leadingAnchor).constraint(equalToConstant: 5)
        gone = nil
        #expect(collecting { orphan.isActive = true }.map(\.kind) == [.invalidConstraint])
        root.layoutIfNeeded()
        #expect(a.frame == rect(0, 0, 50, 10))
    }
}
