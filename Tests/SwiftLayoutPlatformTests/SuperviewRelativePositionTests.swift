import Foundation
import Testing
@testable import SwiftLayoutPlatform

/// An item's engine position is measured from its superview's (a guide's: its owning view's) origin, as in
/// UIKit's engine: moving a view leaves the variables of everything inside it alone, while frames are still
/// snapped in the root's space.
#if MainActorIsolation
@MainActor
#endif
@Suite struct SuperviewRelativePositionTests {
    @Test func movingAContainerLeavesThePositionsOfItsSubviewsAlone() {
        let root = makeRoot()
        let row = makeChild(of: root)
        let label = makeChild(of: row)
        let rowPlacement = placement(of: row, at: rect(20, 10, 200, 44))
        let top = rowPlacement[1]
        NSLayoutConstraint.activate(rowPlacement + [
            label.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 16),
            label.centerYAnchor.constraint(equalTo: row.centerYAnchor),
            label.widthAnchor.constraint(equalToConstant: 100), label.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(label.layoutState.y.value == 12)
        top.constant = 110
        root.layoutIfNeeded()
        #expect(row.frame == rect(20, 110, 200, 44))
        #expect(label.frame == rect(16, 12, 100, 20))
        #expect(label.layoutState.y.value == 12)
        #expect(label.convert(label.bounds, to: root) == rect(36, 122, 100, 20))
    }

    @Test func framesInsideAContainerThatMovesByAFractionOfAPixelSnapInTheRootsSpace() {
        // At scale 2, edges snap to halves: the container's top 10 → 10.25 moves its edge from 10 to 10.5, the
        // child's (0.25 below) from 10.5 to 10.5 and the grandchild's (0.25 below that) from 10.5 to 11.
        let root = makeRoot()
        let container = makeChild(of: root)
        let child = makeChild(of: container)
        let grandchild = makeChild(of: child)
        let containerPlacement = placement(of: container, at: rect(0, 10, 100, 100))
        let top = containerPlacement[1]
        NSLayoutConstraint.activate(containerPlacement + placement(of: child, at: rect(0, 0.25, 50, 50))
            + placement(of: grandchild, at: rect(0, 0.25, 10, 10)))
        root.layoutIfNeeded()
        #expect(container.frame.minY == 10)
        #expect(child.frame.minY == 0.5)
        #expect(grandchild.frame.minY == 0)
        top.constant = 10.25
        root.layoutIfNeeded()
        #expect(container.frame.minY == 10.5)
        #expect(child.frame.minY == 0)
        #expect(grandchild.frame.minY == 0.5)
    }

    @Test func framesInsideAContainerMovedByWholeOrFractionalPixelsAreThoseOfAFreshLayout() {
        // Whether the container moves by whole pixels or by a fraction of one, every frame inside it must be
        // the one a fresh hierarchy with the final constants gets. Offsets are multiples of 1/12 (halves, thirds
        // and quarters of a point): sums of thirds land on half pixels, where rounding follows the sums' last
        // bits, which is why a move by whole pixels is checked as any other (skipping it failed this test).
        let seed: UInt64 = 2_026_112_701
        var random = SplitMix64(state: seed)
        for scale: CGFloat in [1, 2, 3] {
            var place = (0..<6).map { _ in random.steps(0...3, step: 1.0 / 12) }
            let (root, views, constraints) = Self.nestedContainers(place, scale: scale)
            root.layoutIfNeeded()
            for step in 0..<24 {
                let which = random.below(2)
                let shift = random.chance(0.5) ? CGFloat(random.below(7) - 3) / scale : random.steps(-2...2, step: 1.0 / 12)
                place[which] += shift
                constraints[which].constant = place[which]
                root.layoutIfNeeded()
                let (freshRoot, fresh, _) = Self.nestedContainers(place, scale: scale)
                freshRoot.layoutIfNeeded()
                #expect(views.map(\.frame) == fresh.map(\.frame), "seed \(seed), scale \(scale), step \(step)")
            }
        }
    }

    /// A container at (`place[0]`, `place[1]`) holding a child at (`place[2]`, `place[3]`) holding a grandchild
    /// at (`place[4]`, `place[5]`), each measured from its superview: the views, and the container's leading
    /// and top constraints.
    private static func nestedContainers(_ place: [CGFloat], scale: CGFloat) -> (UIView, [UIView], [NSLayoutConstraint]) {
        let root = makeRoot()
        root.contentScaleFactor = scale
        let container = makeChild(of: root)
        let child = makeChild(of: container)
        let grandchild = makeChild(of: child)
        let containerPlacement = placement(of: container, at: rect(place[0], place[1], 100.5, 100))
        NSLayoutConstraint.activate(containerPlacement + placement(of: child, at: rect(place[2], place[3], 50, 50.25))
            + placement(of: grandchild, at: rect(place[4], place[5], 10.75, 10)))
        return (root, [container, child, grandchild], Array(containerPlacement[0...1]))
    }

    @Test func aContainerOnlyItsSubviewsConstraintsMentionRestsAtItsSuperviewsOrigin() {
        // The container takes no part (no constraint of its own); its subview is placed against the root, so
        // the subview's position in the root's space is fixed and the container's rests at 0.
        let root = makeRoot()
        let container = UIView(frame: rect(40, 60, 100, 100))
        container.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(container)
        let badge = makeChild(of: container)
        NSLayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            badge.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            badge.widthAnchor.constraint(equalToConstant: 30), badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(container.frame == rect(40, 60, 100, 100))
        #expect(badge.frame == rect(16, 10, 30, 20))
    }

    @Test func aViewPinnedInsideAnUnplacedSuperviewIsNotAmbiguousOnePinnedToTheRootIs() {
        // Positions are measured from the superview, as in UIKit: the superview's free position makes the
        // position of a view held to the root ambiguous, not that of a view held to the superview.
        let root = makeRoot()
        let parent = makeChild(of: root)
        let inside = makeChild(of: parent)
        let toRoot = makeChild(of: parent)
        NSLayoutConstraint.activate([
            parent.widthAnchor.constraint(equalToConstant: 100), parent.heightAnchor.constraint(equalToConstant: 100),
        ] + placement(of: inside, at: rect(10, 10, 20, 20)) + [
            toRoot.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            toRoot.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            toRoot.widthAnchor.constraint(equalToConstant: 20), toRoot.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(parent.hasAmbiguousLayout)
        #expect(!inside.hasAmbiguousLayout)
        #expect(toRoot.hasAmbiguousLayout)
        #expect(inside.frame == rect(10, 10, 20, 20))
    }
}
