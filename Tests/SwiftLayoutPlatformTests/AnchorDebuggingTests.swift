import Foundation
import Testing
import SwiftLayoutPlatform

/// Anchors answer ambiguity questions for their axis; constraints hand out the anchors they relate (TheUIKitLayer.md).
#if MainActorIsolation
@MainActor
#endif
@Suite struct AnchorDebuggingTests {
    @Test func anAnchorReportsAmbiguityAndAffectingConstraintsForItsAxisOnly() {
        let root = makeRoot(width: 300, height: 100)
        let child = makeChild(of: root)
        let top = child.topAnchor.constraint(equalTo: root.topAnchor, constant: 5)
        let height = child.heightAnchor.constraint(equalToConstant: 10)
        let width = child.widthAnchor.constraint(equalToConstant: 50)
        NSLayoutConstraint.activate([top, height, width])
        root.layoutIfNeeded()
        // Nothing places it horizontally: every x-axis anchor and the width are ambiguous, the y axis is not.
        #expect(child.leadingAnchor.hasAmbiguousLayout && child.centerXAnchor.hasAmbiguousLayout)
        #expect(child.widthAnchor.hasAmbiguousLayout)
        #expect(!child.topAnchor.hasAmbiguousLayout && !child.heightAnchor.hasAmbiguousLayout)
        #expect(!child.firstBaselineAnchor.hasAmbiguousLayout)
        #expect(child.heightAnchor.constraintsAffectingLayout == [top, height])
        #expect(child.bottomAnchor.constraintsAffectingLayout == [top, height])
        #expect(child.widthAnchor.constraintsAffectingLayout == [width])
        let leading = child.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        leading.isActive = true
        root.layoutIfNeeded()
        #expect(!child.trailingAnchor.hasAmbiguousLayout)
        #expect(child.trailingAnchor.constraintsAffectingLayout == [width, leading])
    }

    @Test func aGuidesAnchorsAnswerForTheGuide() {
        let root = makeRoot(width: 300, height: 100)
        let guide = UILayoutGuide()
        root.addLayoutGuide(guide)
        let leading = guide.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        let guideWidth = guide.widthAnchor.constraint(equalToConstant: 20)
        NSLayoutConstraint.activate([leading, guideWidth])
        root.layoutIfNeeded()
        #expect(!guide.leadingAnchor.hasAmbiguousLayout)
        #expect(guide.topAnchor.hasAmbiguousLayout)
        #expect(guide.centerXAnchor.constraintsAffectingLayout == [leading, guideWidth])
        #expect(guide.topAnchor.constraintsAffectingLayout.isEmpty)
        // A guide without an owner, and a view outside any engine, have nothing to report.
        let loose = UILayoutGuide()
        #expect(!loose.topAnchor.hasAmbiguousLayout && loose.topAnchor.constraintsAffectingLayout.isEmpty)
        #expect(!UIView().topAnchor.hasAmbiguousLayout)
    }

    @Test func aConstraintHandsOutTheAnchorsItRelates() {
        let a = UIView(), b = UIView()
        let spacing = b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8)
        #expect(spacing.firstAnchor == b.leadingAnchor)
        #expect(spacing.secondAnchor == a.trailingAnchor)
        #expect(spacing.firstAnchor != a.leadingAnchor)
        #expect(spacing.firstAnchor.item === b && spacing.firstAnchor.name == "leading")
        #expect(spacing.firstAnchor.hash == b.leadingAnchor.hash)
        let height = a.heightAnchor.constraint(equalToConstant: 20)
        #expect(height.secondAnchor == nil)
        #expect("\(height.firstAnchor)".hasPrefix("<NSLayoutDimension:0x"))
        #expect("\(spacing.secondAnchor!)".hasPrefix("<NSLayoutXAxisAnchor:0x"))
        #expect("\(a.topAnchor.constraint(equalTo: b.topAnchor).firstAnchor)".hasPrefix("<NSLayoutYAxisAnchor:0x"))
        // Made with items and attributes, the anchors are the same.
        let manual = NSLayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: b, attribute: .bottom,
                                        multiplier: 1, constant: 0)
        #expect(manual.firstAnchor == a.topAnchor && manual.secondAnchor == b.bottomAnchor)
    }

    @Test func shouldBeArchivedIsStored() {
        let c = UIView().widthAnchor.constraint(equalToConstant: 1)
        #expect(!c.shouldBeArchived)
        c.shouldBeArchived = true
        #expect(c.shouldBeArchived)
    }
}
