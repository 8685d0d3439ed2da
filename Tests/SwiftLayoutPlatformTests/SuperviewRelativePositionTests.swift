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
        let top = row.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)
        NSLayoutConstraint.activate([top] + [
            row.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            row.widthAnchor.constraint(equalToConstant: 200), row.heightAnchor.constraint(equalToConstant: 44),
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
        let top = container.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)
        NSLayoutConstraint.activate([top] + [
            container.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            container.widthAnchor.constraint(equalToConstant: 100), container.heightAnchor.constraint(equalToConstant: 100),
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            child.topAnchor.constraint(equalTo: container.topAnchor, constant: 0.25),
            child.widthAnchor.constraint(equalToConstant: 50), child.heightAnchor.constraint(equalToConstant: 50),
            grandchild.leadingAnchor.constraint(equalTo: child.leadingAnchor),
            grandchild.topAnchor.constraint(equalTo: child.topAnchor, constant: 0.25),
            grandchild.widthAnchor.constraint(equalToConstant: 10), grandchild.heightAnchor.constraint(equalToConstant: 10),
        ])
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
            inside.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 10),
            inside.topAnchor.constraint(equalTo: parent.topAnchor, constant: 10),
            inside.widthAnchor.constraint(equalToConstant: 20), inside.heightAnchor.constraint(equalToConstant: 20),
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
