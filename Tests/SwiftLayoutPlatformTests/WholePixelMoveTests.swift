import Foundation
import Testing
@testable import SwiftLayoutPlatform

/// A container that moves by whole pixels leaves the frames inside it as they are, without the engine looking
/// at them again, unless an edge inside lies on or next to a half pixel (where the sums that place it can round
/// across it) or something inside changed since the frames were found. Every frame stays the one a fresh layout
/// of the final state gives.
#if MainActorIsolation
@MainActor
#endif
@Suite struct WholePixelMoveTests {
    /// A container at (0, `top`) holding a child at (16, `childY`) holding a grandchild at (4, `grandchildY`), at
    /// scale 2: the views, the container's top constraint and the child's.
    private static func containers(top: CGFloat, childY: CGFloat, grandchildY: CGFloat? = nil, childHeight: CGFloat = 50)
        -> (root: UIView, views: [UIView], top: NSLayoutConstraint, childTop: NSLayoutConstraint) {
        let root = makeRoot(width: 4096, height: 4096)
        let container = makeChild(of: root), child = makeChild(of: container)
        let containerPlacement = placement(of: container, at: rect(0, top, 200, 100))
        let childPlacement = placement(of: child, at: rect(16, childY, 50, childHeight))
        var constraints = containerPlacement + childPlacement
        var views = [container, child]
        if let grandchildY {
            let grandchild = makeChild(of: child)
            constraints += placement(of: grandchild, at: rect(4, grandchildY, 10, 10))
            views.append(grandchild)
        }
        NSLayoutConstraint.activate(constraints)
        return (root, views, containerPlacement[1], childPlacement[1])
    }

    private static func freshFrames(top: CGFloat, childY: CGFloat, grandchildY: CGFloat? = nil,
                                    childHeight: CGFloat = 50) -> [CGRect] {
        let fresh = containers(top: top, childY: childY, grandchildY: grandchildY, childHeight: childHeight)
        fresh.root.layoutIfNeeded()
        return fresh.views.map(\.frame)
    }

    private static func noted(_ view: UIView) -> Bool { view.framesInsideFollowWholePixelMoves }

    @Test func aContainerMovedByWholePixelsKeepsTheFramesInsideAndNotesIt() {
        let (root, views, top, _) = Self.containers(top: 10, childY: 16.5, grandchildY: 4)
        root.layoutIfNeeded()
        // The first pass lays the container out before the child: only the child is noted.
        #expect(!Self.noted(views[0]) && Self.noted(views[1]))
        // 7 → 7.25 is half a pixel, and the container's own edge lands on a half pixel: not noted there.
        for (step, (constant, noted)) in [(CGFloat(11), true), (1034.5, true), (7, true), (7.25, false), (3, true)]
            .enumerated() {
            top.constant = constant
            root.layoutIfNeeded()
            #expect(views.map(\.frame) == Self.freshFrames(top: constant, childY: 16.5, grandchildY: 4), "step \(step)")
            #expect(Self.noted(views[0]) == noted, "step \(step)")
        }
    }

    @Test func anEdgeJustAboveAHalfPixelReSnapsWhenItsContainerMovesByWholePixels() {
        // At scale 2 the child's top 0.25⁻ rounds to 0. With the container at 1,024 the sum 1,024.25⁻ rounds to
        // the half pixel 1,024.25, and 2,048.5 pixels round away from zero: the child's frame moves to y = 0.5.
        // A skip would have kept 0.
        let childY = CGFloat(0.25).nextDown
        let (root, views, top, _) = Self.containers(top: 0, childY: childY)
        root.layoutIfNeeded()
        #expect(views[1].frame.minY == 0)
        #expect(!Self.noted(views[0]))
        top.constant = 1024
        root.layoutIfNeeded()
        #expect(views[1].frame.minY == 0.5)
        #expect(views.map(\.frame) == Self.freshFrames(top: 1024, childY: childY))
    }

    @Test func aGrandchildAddedLaterNextToAHalfPixelIsLookedAtWhenTheContainerMoves() {
        let (root, views, top, _) = Self.containers(top: 0, childY: 16)
        root.layoutIfNeeded()
        #expect(Self.noted(views[0]))
        let grandchildY = CGFloat(0.25).nextDown
        let grandchild = makeChild(of: views[1])
        NSLayoutConstraint.activate(placement(of: grandchild, at: rect(4, grandchildY, 10, 10)))
        root.layoutIfNeeded()
        #expect(!Self.noted(views[0]))
        top.constant = 1024
        root.layoutIfNeeded()
        #expect(grandchild.frame.minY == 0.5)
        #expect((views + [grandchild]).map(\.frame) == Self.freshFrames(top: 1024, childY: 16, grandchildY: grandchildY))
    }

    @Test func aSubtreeMovedIntoANotedContainerAtTheSamePlaceIsLookedAtWhenTheContainerMoves() {
        // The subtree's variables do not change (it sits at the top left of both containers), so no solve tells
        // the new container; the new subview itself clears the container's note.
        let root = makeRoot(width: 4096, height: 4096)
        let container = makeChild(of: root), other = makeChild(of: root)
        let containerPlacement = placement(of: container, at: rect(0, 0, 200, 100))
        NSLayoutConstraint.activate(containerPlacement + placement(of: other, at: rect(0, 200, 200, 100)))
        let moving = makeChild(of: other), inner = makeChild(of: moving)
        let innerY = CGFloat(0.25).nextDown
        NSLayoutConstraint.activate(placement(of: moving, at: rect(0, 0, 100, 50))
            + placement(of: inner, at: rect(0, innerY, 10, 10)))
        root.layoutIfNeeded()
        #expect(Self.noted(container))   // no subviews yet
        container.addSubview(moving)
        NSLayoutConstraint.activate(placement(of: moving, at: rect(0, 0, 100, 50)))
        root.layoutIfNeeded()
        #expect(inner.frame.minY == 0)
        #expect(!Self.noted(container))
        containerPlacement[1].constant = 1024
        root.layoutIfNeeded()
        #expect(inner.frame.minY == 0.5)
    }

    @Test func aFrameSetByCodeInsideAMovedContainerIsLaidOutAgain() {
        let (root, views, top, _) = Self.containers(top: 10, childY: 16)
        root.layoutIfNeeded()
        #expect(Self.noted(views[0]))
        views[1].frame = rect(3, 3, 5, 5)
        #expect(!Self.noted(views[0]))
        top.constant = 20
        root.layoutIfNeeded()
        #expect(views[1].frame == rect(16, 16, 50, 50))
    }

    @Test func aSubviewThatMovesInTheSameSolveIsLookedAtAndClearsItsContainersNote() {
        let (root, views, top, childTop) = Self.containers(top: 10, childY: 16, grandchildY: 4)
        root.layoutIfNeeded()
        top.constant = 11
        root.layoutIfNeeded()
        #expect(Self.noted(views[0]))
        let childY = CGFloat(0.25).nextDown
        top.constant = 1024
        childTop.constant = childY
        root.layoutIfNeeded()
        #expect(views.map(\.frame) == Self.freshFrames(top: 1024, childY: childY, grandchildY: 4))
        #expect(!Self.noted(views[0]))
    }

    @Test func aSubviewThatMovesNextToAHalfPixelWithoutANewFrameClearsItsContainersNote() {
        // The child's top 16.125 → 16.25⁻ (height 50.25) leaves its frame at (16, 16, 50, 50.5), so its container
        // is not laid out; the container's later move by whole pixels to 1,024 puts the child's top edge on
        // 1,040.25, which rounds away: its frame becomes (16, 16.5, 50, 50).
        let (root, views, top, childTop) = Self.containers(top: 0, childY: 16.125, childHeight: 50.25)
        root.layoutIfNeeded()
        #expect(Self.noted(views[0]))
        let childY = CGFloat(16.25).nextDown
        childTop.constant = childY
        root.layoutIfNeeded()
        #expect(views[1].frame == rect(16, 16, 50, 50.5))
        #expect(!Self.noted(views[0]))
        top.constant = 1024
        root.layoutIfNeeded()
        #expect(views[1].frame == rect(16, 16.5, 50, 50))
        #expect(views.map(\.frame) == Self.freshFrames(top: 1024, childY: childY, childHeight: 50.25))
    }

    @Test func atAScaleThatIsNotAPowerOfTwoEveryMoveIsLookedAt() {
        let (root, views, top, _) = Self.containers(top: 10, childY: 16)
        root.contentScaleFactor = 3
        root.layoutIfNeeded()
        #expect(!Self.noted(views[0]))
        top.constant = 11
        root.layoutIfNeeded()
        #expect(!Self.noted(views[0]))
        #expect(views[1].frame == rect(16, 16, 50, 50))
    }

    @Test func snappingReportsWhichEdgesFollowWholePixelMoves() {
        func steady(_ r: CGRect, _ scale: CGFloat) -> Bool {
            var steady = true
            _ = snap(r, scale: scale, steady: &steady)
            return steady
        }
        #expect(steady(rect(10, 10.5, 20, 20), 2))
        #expect(steady(rect(10.25.nextUp.nextUp, 0, 1, 1), 1))
        #expect(!steady(rect(10.25, 0, 1, 1), 2))           // a half pixel exactly: the sums decide
        #expect(!steady(rect(10.25.nextDown, 0, 1, 1), 2))  // next to one
        #expect(!steady(rect(0, 0, 20.25, 1), 2))           // the far edge on a half pixel
        var pointSteady = true
        _ = snap(CGPoint(x: 10, y: 10), scale: 3, steady: &pointSteady)
        #expect(!pointSteady)                                // dividing by 3 is not exact
        #expect(!steady(rect(0x1p30, 0, 1, 1), 2))          // too far out
        #expect(!steady(rect(.nan, 0, 1, 1), 2))
        #expect(isWholePixels(1.5, scale: 2) && !isWholePixels(1.25, scale: 2) && !isWholePixels(.nan, scale: 2))
    }
}
