import Foundation
import Testing
@testable import SwiftLayoutPlatform

/// Where free attributes rest (UIKIT-2 §13): at the feasible value nearest 0 (positions in the superview's
/// coordinates), whatever the order of activation and whatever was active before, and still reported as
/// ambiguous.
#if MainActorIsolation
@MainActor
#endif
@Suite struct RestingPlaceTests {
    /// A child placed at (10, 20), 30 tall (30 wide when `vertical`), with `bound` the only thing said about
    /// its other size.
    private func placedChild(vertical: Bool = false, _ bound: (UIView) -> NSLayoutConstraint)
        -> (root: UIView, child: UIView) {
        let root = makeRoot(width: 400, height: 400)
        let child = makeChild(of: root)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            child.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            vertical ? child.widthAnchor.constraint(equalToConstant: 30) : child.heightAnchor.constraint(equalToConstant: 30),
            bound(child),
        ])
        root.layoutIfNeeded()
        return (root, child)
    }

    // MARK: Lone bounds (the four cases a UIKit library's suite asserts on iOS)

    @Test func aLoneUpperBoundOnWidthLeavesTheViewZeroWide() {
        // width <= 323 and nothing else: every width up to 323 is as good; nearest 0 is 0 (iOS: 0).
        let (root, child) = placedChild { $0.widthAnchor.constraint(lessThanOrEqualToConstant: 323) }
        #expect(child.frame == rect(10, 20, 0, 30))
        #expect(child.hasAmbiguousLayout)
        withExtendedLifetime(root) {}
    }

    @Test func aLoneUpperBoundOnHeightLeavesTheViewZeroTall() {
        let (root, child) = placedChild(vertical: true) { $0.heightAnchor.constraint(lessThanOrEqualToConstant: 323) }
        #expect(child.frame == rect(10, 20, 30, 0))
        #expect(child.hasAmbiguousLayout)
        withExtendedLifetime(root) {}
    }

    @Test func aLoneLowerBoundOnWidthGivesTheBound() {
        // width >= 50: the feasible widths are 50 and up; nearest 0 is 50.
        let (root, child) = placedChild { $0.widthAnchor.constraint(greaterThanOrEqualToConstant: 50) }
        #expect(child.frame == rect(10, 20, 50, 30))
        #expect(child.hasAmbiguousLayout)
        withExtendedLifetime(root) {}
    }

    @Test func aLoneLowerBoundOnHeightGivesTheBound() {
        let (root, child) = placedChild(vertical: true) { $0.heightAnchor.constraint(greaterThanOrEqualToConstant: 50) }
        #expect(child.frame == rect(10, 20, 30, 50))
        #expect(child.hasAmbiguousLayout)
        withExtendedLifetime(root) {}
    }

    @Test func aBoundThatExcludesZeroOnTheOtherSideGivesTheBound() {
        // width <= -5 (a negative size is allowed): nearest 0 is -5. The frame keeps the negative width.
        let (root, child) = placedChild { $0.widthAnchor.constraint(lessThanOrEqualToConstant: -5) }
        #expect(child.frame.size.width == -5)
        withExtendedLifetime(root) {}
    }

    // MARK: Positions

    @Test func aViewWithASizeButNoPositionSitsAtItsSuperviewsOrigin() {
        // Container at (40, 60); the child has only a size: it sits at (0, 0) of the container (before:
        // at the root's origin, (-40, -60)).
        let root = makeRoot(width: 400, height: 400)
        let container = makeChild(of: root)
        let child = makeChild(of: container)
        let leading = container.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 40)
        NSLayoutConstraint.activate([
            leading,
            container.topAnchor.constraint(equalTo: root.topAnchor, constant: 60),
            container.widthAnchor.constraint(equalToConstant: 200),
            container.heightAnchor.constraint(equalToConstant: 100),
            child.widthAnchor.constraint(equalToConstant: 30),
            child.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(container.frame == rect(40, 60, 200, 100))
        #expect(child.frame == rect(0, 0, 30, 20))
        #expect(child.hasAmbiguousLayout)
        // Moving the container takes the resting child with it.
        leading.constant = 70
        root.layoutIfNeeded()
        #expect(child.frame == rect(0, 0, 30, 20))
        #expect(child.convert(CGPoint.zero, to: root) == CGPoint(x: 70, y: 60))
    }

    @Test func aGuideWithASizeButNoPositionSitsAtItsOwningViewsOrigin() {
        let root = makeRoot(width: 400, height: 400)
        let container = makeChild(of: root)
        let guide = UILayoutGuide()
        container.addLayoutGuide(guide)
        NSLayoutConstraint.activate(placement(of: container, at: rect(40, 60, 200, 100)) + [
            guide.widthAnchor.constraint(equalToConstant: 30),
            guide.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(guide.layoutFrame == rect(0, 0, 30, 20))
        #expect(guide.hasAmbiguousLayout)
    }

    // MARK: Coupled free attributes

    @Test func coupledWidthsPutTheEarlierViewAtZero() {
        // a.width + b.width == 100 and nothing else on the widths: a was created first, so a rests at 0
        // and b takes the 100 (the tie rule), in either order of activation.
        for reversed in [false, true] {
            let root = makeRoot(width: 400, height: 400)
            let a = makeChild(of: root)
            let b = makeChild(of: root)
            var constraints = [
                a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                a.topAnchor.constraint(equalTo: root.topAnchor),
                a.heightAnchor.constraint(equalToConstant: 10),
                b.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                b.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
                b.heightAnchor.constraint(equalToConstant: 10),
                NSLayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: b, attribute: .width,
                                   multiplier: -1, constant: 100),
            ]
            if reversed { constraints.reverse() }
            NSLayoutConstraint.activate(constraints)
            root.layoutIfNeeded()
            #expect(a.frame == rect(0, 0, 0, 10), "reversed: \(reversed)")
            #expect(b.frame == rect(0, 20, 100, 10), "reversed: \(reversed)")
            #expect(a.hasAmbiguousLayout && b.hasAmbiguousLayout)
        }
    }

    // MARK: Independent of order and history

    /// A hierarchy with several free attributes: a child with only a size in an offset container, a
    /// view between two bounds, two views whose widths are traded, and equal optional priorities pulling
    /// apart. Activated in `order`, returns the frames.
    private func framesOfAmbiguousHierarchy(order: (inout [NSLayoutConstraint]) -> Void) -> [CGRect] {
        let root = makeRoot(width: 400, height: 400)
        let container = makeChild(of: root)
        let sized = makeChild(of: container)
        let bounded = makeChild(of: root)
        let a = makeChild(of: root)
        let b = makeChild(of: root)
        let tied = makeChild(of: root)
        let narrow = tied.widthAnchor.constraint(equalToConstant: 40)
        let wide = tied.widthAnchor.constraint(equalToConstant: 60)
        narrow.priority = UILayoutPriority(500)
        wide.priority = UILayoutPriority(500)
        var constraints = placement(of: container, at: rect(40, 60, 200, 100)) + [
            sized.widthAnchor.constraint(equalToConstant: 30),
            sized.heightAnchor.constraint(equalToConstant: 20),
            bounded.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor, constant: 10),
            bounded.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -10),
            bounded.widthAnchor.constraint(equalToConstant: 50),
            bounded.topAnchor.constraint(greaterThanOrEqualTo: root.topAnchor, constant: 5),
            bounded.heightAnchor.constraint(lessThanOrEqualToConstant: 80),
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor, constant: 200),
            b.topAnchor.constraint(equalTo: a.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 10),
            b.heightAnchor.constraint(equalTo: a.heightAnchor),
            narrow, wide,
            tied.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            tied.topAnchor.constraint(equalTo: root.topAnchor, constant: 300),
            tied.heightAnchor.constraint(equalToConstant: 10),
        ]
        order(&constraints)
        for constraint in constraints { constraint.isActive = true }
        root.layoutIfNeeded()
        #expect([sized, bounded, a, b, tied].filter { !$0.hasAmbiguousLayout }.isEmpty)
        return [container, sized, bounded, a, b, tied].map(\.frame)
    }

    @Test func twoActivationOrdersGiveIdenticalFrames() {
        let forward = framesOfAmbiguousHierarchy { _ in }
        let backward = framesOfAmbiguousHierarchy { $0.reverse() }
        var generator = SplitMix64(state: 0x5EED_0013)
        let shuffled = framesOfAmbiguousHierarchy { constraints in
            for index in constraints.indices.reversed() {
                constraints.swapAt(index, generator.below(index + 1))
            }
        }
        #expect(forward == backward)
        #expect(forward == shuffled)
        // Worked by hand: sized at its container's origin; bounded at its lower bounds with height 0; a at
        // width 0 (created before b, which takes the row's 400); the tie at the narrower width 40.
        #expect(forward == [rect(40, 60, 200, 100), rect(0, 0, 30, 20), rect(10, 5, 50, 0),
                            rect(0, 200, 0, 10), rect(0, 200, 400, 10), rect(0, 300, 40, 10)])
    }

    @Test func anAttributeFreedByARemovalRestsWhereAFreshLayoutPutsIt() {
        // width == 200 then removed, leaving width <= 323: a fresh layout of what is left gives 0 (before:
        // 200 or 323 depending on history).
        let (root, child) = placedChild { $0.widthAnchor.constraint(lessThanOrEqualToConstant: 323) }
        let fixed = child.widthAnchor.constraint(equalToConstant: 200)
        fixed.isActive = true
        root.layoutIfNeeded()
        #expect(child.frame == rect(10, 20, 200, 30))
        #expect(!child.hasAmbiguousLayout)
        fixed.isActive = false
        root.layoutIfNeeded()
        let (_, fresh) = placedChild { $0.widthAnchor.constraint(lessThanOrEqualToConstant: 323) }
        #expect(child.frame == fresh.frame)
        #expect(child.frame == rect(10, 20, 0, 30))
        #expect(child.hasAmbiguousLayout)
    }

    @Test func aCoupledAttributeFreedByARemovalOnItsPartnerRestsAsFresh() {
        // a.width + b.width == 100 with b.width == 30: a is 70, nothing is free. Removing b.width == 30
        // frees both (a, created first, goes to 0), although only b's constraint changed.
        let root = makeRoot(width: 400, height: 400)
        let a = makeChild(of: root)
        let b = makeChild(of: root)
        let pin = b.widthAnchor.constraint(equalToConstant: 30)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 10),
            b.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            b.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            b.heightAnchor.constraint(equalToConstant: 10),
            NSLayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: b, attribute: .width,
                               multiplier: -1, constant: 100),
            pin,
        ])
        root.layoutIfNeeded()
        #expect(a.frame.width == 70 && b.frame.width == 30)
        #expect(!a.hasAmbiguousLayout)
        pin.isActive = false
        root.layoutIfNeeded()
        #expect(a.frame.width == 0 && b.frame.width == 100)
        // And back: determined again, the rests no longer matter.
        pin.isActive = true
        root.layoutIfNeeded()
        #expect(a.frame.width == 70 && b.frame.width == 30)
    }

    @Test func aConstantChangeThatFreesAnAttributeMovesItToItsRest() {
        // 50 <= width <= c: with c = 50 the width is determined; with c = 120 it is free and rests at 50.
        let (root, child) = placedChild { $0.widthAnchor.constraint(greaterThanOrEqualToConstant: 50) }
        let upper = child.widthAnchor.constraint(lessThanOrEqualToConstant: 50)
        upper.isActive = true
        root.layoutIfNeeded()
        #expect(!child.hasAmbiguousLayout)
        upper.constant = 120
        root.layoutIfNeeded()
        #expect(child.frame == rect(10, 20, 50, 30))
        #expect(child.hasAmbiguousLayout)
    }

    @Test func aViewMovedToAnotherHierarchyRestsThere() {
        // The child keeps only its size; in the second container it rests at that container's origin.
        let root = makeRoot(width: 400, height: 400)
        let first = makeChild(of: root)
        let second = makeChild(of: root)
        let child = makeChild(of: first)
        NSLayoutConstraint.activate(placement(of: first, at: rect(10, 10, 100, 100))
            + placement(of: second, at: rect(200, 150, 100, 100)) + [
            child.widthAnchor.constraint(equalToConstant: 30),
            child.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(child.frame == rect(0, 0, 30, 20))
        second.addSubview(child)
        root.layoutIfNeeded()
        #expect(child.frame == rect(0, 0, 30, 20))
        #expect(child.convert(CGPoint.zero, to: root) == CGPoint(x: 200, y: 150))
    }

    /// The old engine settles after a subtree left it: the rests it held for the subtree (a grandchild resting
    /// at its unconstrained superview's origin) go, and it must not reach into the subtree's new engine. (It
    /// used to rest the unconstrained view again, registering the subtree's root with the old engine and
    /// giving it new variables, which left the root's own constraints in its new engine on the old ones: the
    /// root came out 0 × 0. Found by the platform model suite at 100×, seed 18097943073043.)
    @Test func aRemovedSubtreeKeepsItsLayoutWhenItsOldEngineSettles() {
        let root = makeRoot(width: 300, height: 300)
        let card = makeChild(of: root)
        let holder = makeChild(of: card)   // no constraint of its own: the origin of a resting subview
        let badge = makeChild(of: holder)
        NSLayoutConstraint.activate(placement(of: card, at: rect(40, 50, 100, 80)) + [
            badge.widthAnchor.constraint(equalToConstant: 30),
            badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(card.frame == rect(40, 50, 100, 80))
        card.removeFromSuperview()
        root.layoutIfNeeded()
        card.layoutIfNeeded()
        #expect(card.frame == rect(40, 50, 100, 80))
        #expect(holder.frame == rect(0, 0, 0, 0) && badge.frame == rect(0, 0, 30, 20))
        #expect(card.engine.solver.contains(card.layoutState.w))
        #expect(!root.engine.solver.contains(card.layoutState.w))
    }

    // MARK: Still reported

    @Test func aRestingViewIsStillReportedAndTheDiagnosticNamesTheFreeAttribute() {
        let (root, child) = placedChild { $0.widthAnchor.constraint(lessThanOrEqualToConstant: 323) }
        #expect(child.hasAmbiguousLayout)
        let diagnostics = LayoutDiagnostics.$taskChecksAmbiguity.withValue(true) {
            collecting { root.setNeedsLayout(); root.layoutIfNeeded() }
        }
        #expect(diagnostics.map(\.kind) == [.ambiguousLayout])
        #expect(diagnostics.first?.stableMessage.hasPrefix("AMBIGUOUS LAYOUT for UIView:#1.width\n") == true)
        // Exercising moves it off its rest, up to the other end (323), then down 100 (nothing bounds a
        // width below: negative sizes are feasible); it stays ambiguous.
        child.exerciseAmbiguityInLayout()
        root.layoutIfNeeded()
        #expect(child.frame == rect(10, 20, 323, 30))
        child.exerciseAmbiguityInLayout()
        root.layoutIfNeeded()
        #expect(child.frame == rect(10, 20, 223, 30))
        #expect(child.hasAmbiguousLayout)
    }

    @Test func equalOptionalPrioritiesPullingApartAreStillReportedInEitherOrder() {
        // Issue 13: width == 40 @500 and width == 60 @500 have a segment of optima; the view reports it and
        // rests at 40 whichever of the two came first.
        for reversed in [false, true] {
            let (root, child) = placedChild { $0.widthAnchor.constraint(greaterThanOrEqualToConstant: 0) }
            let narrow = child.widthAnchor.constraint(equalToConstant: 40)
            let wide = child.widthAnchor.constraint(equalToConstant: 60)
            narrow.priority = UILayoutPriority(500)
            wide.priority = UILayoutPriority(500)
            NSLayoutConstraint.activate(reversed ? [wide, narrow] : [narrow, wide])
            root.layoutIfNeeded()
            #expect(child.frame == rect(10, 20, 40, 30), "reversed: \(reversed)")
            #expect(child.hasAmbiguousLayout)
            let diagnostics = LayoutDiagnostics.$taskChecksAmbiguity.withValue(true) {
                collecting { root.setNeedsLayout(); root.layoutIfNeeded() }
            }
            #expect(diagnostics.first?.stableMessage.contains(".width") == true)
        }
    }

    // MARK: Internal stack guides and the cost of resting

    /// A centred row: a label and a view of intrinsic size 40 × 40, in a 300-wide root. The alignment spanner spans the row's height; along the axis nothing
    /// places it, so it is held at the stack's left edge with no width, and it is not ambiguous.
    private func centredRow() -> (root: UIView, stack: UIStackView, label: UILabel) {
        let root = makeRoot(width: 300, height: 200)
        let label = UILabel()
        label.text = "Hi"
        let box = SizedFuzzView(CGSize(width: 40, height: 40))
        let stack = UIStackView(arrangedSubviews: [label, box])
        stack.alignment = .center
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
        ])
        root.layoutIfNeeded()
        return (root, stack, label)
    }

    @Test func aCentredStacksSpannerIsHeldAtTheStacksEdgeAndIsNotAmbiguous() {
        let (root, stack, _) = centredRow()
        let spanner = stack.alignmentSpanner
        // The spanner spans the 40-tall box: (0, 0) in the stack, no width.
        #expect(spanner.layoutFrame == rect(0, 0, 0, 40))
        #expect(!spanner.hasAmbiguousLayout)
        #expect(!stack.hasAmbiguousLayout)
        withExtendedLifetime(root) {}
    }

    @Test func aTextChangeInACentredStackAddsAndRemovesNoSolverConstraint() throws {
        let (root, _, label) = centredRow()
        let before = try #require(root.layoutEngineStatistics)
        label.text = "Hello there"
        root.layoutIfNeeded()
        let after = try #require(root.layoutEngineStatistics)
        // Only the label's intrinsic constants change: no rest or hold comes or goes.
        #expect(after.constraintsAdded == before.constraintsAdded)
        #expect(after.constraintsRemoved == before.constraintsRemoved)
    }

    @Test func flippingACentredStacksAxisLaysOutAsTheFlippedStackBuiltAfresh() {
        let (root, stack, _) = centredRow()
        let (_, diagnostics) = LayoutDiagnostics.collect {
            stack.axis = .vertical
            root.layoutIfNeeded()
        }
        #expect(diagnostics.isEmpty)
        let (freshRoot, fresh, _) = centredRow()
        fresh.axis = .vertical
        freshRoot.layoutIfNeeded()
        #expect(stack.arrangedSubviews.map(\.frame) == fresh.arrangedSubviews.map(\.frame))
        #expect(stack.frame == fresh.frame)
        // Along the vertical axis now: held at the stack's top with no height, as wide as the widest view.
        #expect(stack.alignmentSpanner.layoutFrame == fresh.alignmentSpanner.layoutFrame)
        #expect(stack.alignmentSpanner.layoutFrame.height == 0)
        #expect(!stack.alignmentSpanner.hasAmbiguousLayout)
    }
}
