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

    /// A row of height 44 at (0, `top`) holding a `centred`-high view centred in it (and 16 from its leading edge),
    /// at `scale`: the views, the row's top constraint.
    private static func centredRow(top: CGFloat, centred: CGFloat, scale: CGFloat)
        -> (root: UIView, views: [UIView], top: NSLayoutConstraint) {
        let root = makeRoot(width: 4096, height: 4096)
        root.contentScaleFactor = scale
        let row = makeChild(of: root), centredView = makeChild(of: row)
        let rowPlacement = placement(of: row, at: rect(0, top, 375, 44))
        NSLayoutConstraint.activate(rowPlacement + [
            centredView.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 16),
            centredView.centerYAnchor.constraint(equalTo: row.centerYAnchor),
            centredView.widthAnchor.constraint(equalToConstant: 51),
            centredView.heightAnchor.constraint(equalToConstant: centred),
        ])
        return (root, [row, centredView], rowPlacement[1])
    }

    @Test(arguments: [(CGFloat(1), CGFloat(31)), (2, 20.5), (4, 20.25)])
    func aViewCentredOnAHalfPixelKeepsItsFrameWhenItsRowMovesByWholePixels(scale: CGFloat, height: CGFloat) {
        // (44 − 31) / 2 = 6.5 at scale 1, (44 − 20.5) / 2 = 11.75 at scale 2, 11.875 at scale 4: the centred view's
        // top and bottom edges lie exactly on half pixels, which round away from zero.
        let (root, views, top) = Self.centredRow(top: 10, centred: height, scale: scale)
        root.layoutIfNeeded()
        let pixel = 1 / scale
        for (step, constant) in [10 + pixel, 20, 1000, 1000 + 3 * pixel, 0, 7].enumerated() {
            top.constant = constant
            root.layoutIfNeeded()
            let fresh = Self.centredRow(top: constant, centred: height, scale: scale)
            fresh.root.layoutIfNeeded()
            #expect(views.map(\.frame) == fresh.views.map(\.frame), "scale \(scale), step \(step)")
            #expect(Self.noted(views[0]), "scale \(scale), step \(step)")
        }
        #expect(views[1].frame.minY == ((44 - height) / 2 * scale).rounded(.toNearestOrAwayFromZero) / scale)
    }

    @Test func aViewCentredOnAHalfPixelReSnapsWhenItsRowCrossesTheRootsOrigin() {
        // At scale 1 the switch's top lies 6.5 below the row's: at y = 20 its edge 26.5 rounds to 27 (a frame at
        // 7), at y = −20 its edge −13.5 rounds to −14 (a frame at 6) while its bottom edge 17.5 rounds to 18 (a
        // height of 32). Noted at 20, the move must still look.
        let (root, views, top) = Self.centredRow(top: 10, centred: 31, scale: 1)
        root.layoutIfNeeded()
        top.constant = 20
        root.layoutIfNeeded()
        #expect(Self.noted(views[0]) && views[1].frame.minY == 7)
        top.constant = -20
        root.layoutIfNeeded()
        #expect(views[1].frame == rect(16, 6, 51, 32))
        #expect(!Self.noted(views[0]))
        top.constant = 30
        root.layoutIfNeeded()
        #expect(views[1].frame == rect(16, 7, 51, 31))
        #expect(Self.noted(views[0]))
    }

    @Test func aHalfPixelAboveItsContainerReSnapsWhenTheContainerMovesNearTheRootsOrigin() {
        // The child's top 6.5 above its container's: with the container at 10 the edge 3.5 rounds to 4 (a frame at
        // −6), at 3 the edge −3.5 rounds to −4 (a frame at −7), though the container stays below the root's origin.
        let (root, views, top, _) = Self.containers(top: 10, childY: -6.5)
        root.contentScaleFactor = 1
        root.layoutIfNeeded()
        top.constant = 11
        root.layoutIfNeeded()
        #expect(views[1].frame.minY == -6)
        top.constant = 3
        root.layoutIfNeeded()
        #expect(views[1].frame.minY == -7)
    }

    @Test func aHalfPixelInsideASubviewANearlyWholePixelAwayIsLookedAtWhenTheContainerMoves() {
        // The child's top 5 − 2^−40 lands on the grid at y = 2^20 (the sum drops the difference) but not at 0, and
        // the grandchild's top 6.5 below the child's is then 11.5 − 2^−40 rather than the half pixel 11.5: it rounds
        // to 11, a frame at 6 where the container at 2^20 gave 7. The container's note must not rely on it.
        let (root, views, top, _) = Self.containers(top: 0x1p20, childY: CGFloat(5) - 0x1p-40)
        root.contentScaleFactor = 1
        let grandchild = makeChild(of: views[1])
        NSLayoutConstraint.activate(placement(of: grandchild, at: rect(4, 6.5, 10, 10)))
        root.layoutIfNeeded()
        top.constant = 0x1p20 + 1
        root.layoutIfNeeded()
        #expect(grandchild.frame.minY == 7)
        #expect(Self.noted(views[1]) && !Self.noted(views[0]))
        top.constant = 0
        root.layoutIfNeeded()
        #expect(grandchild.frame.minY == 6)
    }

    /// A view whose alignment rect lies 2^−40 below its frame's top.
    private final class InsetView: UIView {
        override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 0x1p-40, left: 0, bottom: 0, right: 0) }
    }

    @Test func anEdgeOnAHalfPixelOnlyAfterRoundingIsLookedAtWhenItsContainerMoves() {
        // At y = 2^20 the sums drop 2^−40: the child's top lands on the half pixel 2^20 + 6.5 and rounds up, a
        // frame at 7. At y = 0 the top is 6.5 − 2^−40 and rounds down, a frame at 6: once from the child's own top
        // (a solved value just short of a half pixel), once from its alignment insets.
        for insets in [false, true] {
            let root = makeRoot(width: 4096, height: 4096)
            root.contentScaleFactor = 1
            let container = makeChild(of: root)
            let child = insets ? InsetView() : UIView()
            child.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(child)
            let containerPlacement = placement(of: container, at: rect(0, 0x1p20, 200, 100))
            let childTop = insets ? CGFloat(6.5) : CGFloat(6.5) - 0x1p-40
            NSLayoutConstraint.activate(containerPlacement + placement(of: child, at: rect(16, childTop, 50, 20)))
            root.layoutIfNeeded()
            containerPlacement[1].constant = 0x1p20 + 1
            root.layoutIfNeeded()
            #expect(child.frame.minY == 7, "insets \(insets)")
            containerPlacement[1].constant = 0
            root.layoutIfNeeded()
            #expect(child.frame.minY == 6, "insets \(insets)")
        }
    }

    @Test func framesWithHalfPixelEdgesMovedByWholeOrFractionalPixelsAreThoseOfAFreshLayout() {
        // Offsets and sizes are multiples of a quarter point, so that at scales 1, 2 and 4 edges often lie exactly
        // on half pixels; the container moves by whole pixels or quarters of a point, on both sides of the root's
        // origin. Every frame must be the one a fresh hierarchy with the final constants gets.
        let seed: UInt64 = 2_026_112_734
        var random = SplitMix64(state: seed)
        for scale: CGFloat in [1, 2, 4] {
            var place = (0..<6).map { _ in random.steps(-6...6, step: 0.25) }
            place[1] = random.steps(-8...8, step: 0.25)
            let sizes = (0..<4).map { _ in random.steps(1...40, step: 0.25) }
            let (root, views, constraints) = Self.halfPixelNest(place, sizes, scale: scale)
            root.layoutIfNeeded()
            for step in 0..<40 {
                let which = random.below(3) == 0 ? 0 : 1
                let shift = random.chance(0.75)
                    ? CGFloat(random.below(31) - 15) / scale : random.steps(-2...2, step: 0.25)
                place[which] += shift
                constraints[which].constant = place[which]
                root.layoutIfNeeded()
                let (freshRoot, fresh, _) = Self.halfPixelNest(place, sizes, scale: scale)
                freshRoot.layoutIfNeeded()
                #expect(views.map(\.frame) == fresh.map(\.frame), "seed \(seed), scale \(scale), step \(step)")
            }
        }
    }

    /// A container at (`place[0]`, `place[1]`) holding a child at (`place[2]`, `place[3]`) of size
    /// `sizes[0]` × `sizes[1]`, holding a grandchild at (`place[4]`, `place[5]`) of size `sizes[2]` × `sizes[3]`,
    /// and a view centred in the child: the views, and the container's leading and top constraints.
    private static func halfPixelNest(_ place: [CGFloat], _ sizes: [CGFloat], scale: CGFloat)
        -> (UIView, [UIView], [NSLayoutConstraint]) {
        let root = makeRoot()
        root.contentScaleFactor = scale
        let container = makeChild(of: root), child = makeChild(of: container)
        let grandchild = makeChild(of: child), centred = makeChild(of: child)
        let containerPlacement = placement(of: container, at: rect(place[0], place[1], 100, 100))
        NSLayoutConstraint.activate(containerPlacement
            + placement(of: child, at: rect(place[2], place[3], sizes[0], sizes[1]))
            + placement(of: grandchild, at: rect(place[4], place[5], sizes[2], sizes[3])) + [
                centred.centerXAnchor.constraint(equalTo: child.centerXAnchor),
                centred.centerYAnchor.constraint(equalTo: child.centerYAnchor),
                centred.widthAnchor.constraint(equalToConstant: sizes[2]),
                centred.heightAnchor.constraint(equalToConstant: sizes[3]),
            ])
        return (root, [container, child, grandchild, centred], Array(containerPlacement[0...1]))
    }

    @Test func aNoteOfAnotherScaleInsideIsNotReliedOnAfterTheRootsScaleChanges() {
        // At scale 1 the grandchild's top 0.25⁻ is clear of half pixels and the child notes so; at scale 2 it lies
        // next to one, and with the container at 1,024 it rounds to 0.5. The container, kept from a note at scale 1
        // by a sibling 0.5⁻ down (next to a half pixel there, not at scale 2), is laid out at scale 2 after its
        // width changes: its note of scale 2 must not take in the child's of scale 1.
        func build(top: CGFloat, width: CGFloat, scale: CGFloat) -> (UIView, [UIView], [NSLayoutConstraint]) {
            let root = makeRoot(width: 4096, height: 4096)
            root.contentScaleFactor = scale
            let container = makeChild(of: root)
            let placed = placement(of: container, at: rect(0, top, width, 100))
            let child = makeChild(of: container), grandchild = makeChild(of: child), sibling = makeChild(of: container)
            NSLayoutConstraint.activate(placed + placement(of: child, at: rect(16, 16, 50, 50))
                + placement(of: grandchild, at: rect(4, CGFloat(0.25).nextDown, 10, 10))
                + placement(of: sibling, at: rect(100, CGFloat(0.5).nextDown, 10, 10)))
            return (root, [container, child, grandchild, sibling], placed)
        }
        let (root, views, placed) = build(top: 0, width: 200, scale: 1)
        root.layoutIfNeeded()
        placed[1].constant = 1
        root.layoutIfNeeded()
        #expect(!Self.noted(views[0]) && Self.noted(views[1]))
        root.contentScaleFactor = 2
        root.setNeedsLayout()
        placed[2].constant = 201
        root.layoutIfNeeded()
        placed[1].constant = 1024
        root.layoutIfNeeded()
        let (freshRoot, fresh, _) = build(top: 1024, width: 201, scale: 2)
        freshRoot.layoutIfNeeded()
        #expect(views[2].frame.minY == 0.5)
        #expect(views.map(\.frame) == fresh.map(\.frame))
    }

    @Test func snappingReportsWhichEdgesFollowWholePixelMoves() {
        func steady(_ r: CGRect, _ scale: CGFloat) -> Bool {
            var offset = 0.0
            _ = snap(r, scale: scale, offset: &offset)
            return followsWholePixelMoves(offset: offset)
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
