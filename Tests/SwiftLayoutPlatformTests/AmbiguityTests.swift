import Foundation
import Testing
@testable import SwiftLayoutPlatform

/// `hasAmbiguousLayout` is exact, and `exerciseAmbiguityInLayout()` moves a view between equally good solutions.
#if MainActorIsolation
@MainActor
#endif
@Suite struct AmbiguityTests {
    /// A 50-wide child that may sit anywhere from x = 0 to x = 0.5: free by less than a point.
    private func halfPointOfPlay() -> (root: UIView, child: UIView) {
        let root = makeRoot(width: 300, height: 100)
        let child = makeChild(of: root, id: "child")
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor),
            child.trailingAnchor.constraint(lessThanOrEqualTo: root.leadingAnchor, constant: 50.5),
            child.widthAnchor.constraint(equalToConstant: 50),
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        return (root, child)
    }

    @Test func aViewFreeByHalfAPointIsAmbiguousAndTheDiagnosticNamesItsPosition() {
        let (root, child) = halfPointOfPlay()
        // UIKIT-2 §13: the free x rests at the feasible value nearest 0 (it was 0.5, the solver's vertex).
        #expect(child.frame == rect(0, 0, 50, 10))
        #expect(child.hasAmbiguousLayout)
        let diagnostics = LayoutDiagnostics.$taskChecksAmbiguity.withValue(true) {
            collecting { root.setNeedsLayout(); root.layoutIfNeeded() }
        }
        #expect(diagnostics.map(\.kind) == [.ambiguousLayout])
        #expect(diagnostics.first?.stableMessage.hasPrefix("AMBIGUOUS LAYOUT for UIView:#1.minX\nhorizontal:\n") == true)
        // Exercising moves it to the other end of its half point, and it is still ambiguous.
        child.exerciseAmbiguityInLayout()
        root.layoutIfNeeded()
        #expect(child.frame == rect(0.5, 0, 50, 10))
        #expect(child.hasAmbiguousLayout)
        // Closing the half point leaves one solution.
        child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 0.25).isActive = true
        root.layoutIfNeeded()
        #expect(!child.hasAmbiguousLayout)
    }

    @Test func equalPrioritiesPullingApartAreAmbiguousUnequalOnesAreNot() {
        let root = makeRoot(width: 300, height: 100)
        let child = makeChild(of: root)
        let narrow = child.widthAnchor.constraint(equalToConstant: 40)
        let wide = child.widthAnchor.constraint(equalToConstant: 60)
        narrow.priority = UILayoutPriority(500)
        wide.priority = UILayoutPriority(500)
        NSLayoutConstraint.activate([
            narrow, wide,
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(child.hasAmbiguousLayout)
        wide.priority = UILayoutPriority(501)
        root.layoutIfNeeded()
        #expect(!child.hasAmbiguousLayout)
        #expect(child.frame == rect(0, 0, 60, 10))
    }

    @Test func aGuideFreeByHalfAPointIsAmbiguous() {
        let root = makeRoot(width: 300, height: 100)
        let guide = UILayoutGuide()
        root.addLayoutGuide(guide)
        NSLayoutConstraint.activate([
            guide.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor),
            guide.leadingAnchor.constraint(lessThanOrEqualTo: root.leadingAnchor, constant: 0.5),
            guide.widthAnchor.constraint(equalToConstant: 10),
            guide.topAnchor.constraint(equalTo: root.topAnchor),
            guide.heightAnchor.constraint(equalToConstant: 4),
        ])
        root.layoutIfNeeded()
        #expect(guide.hasAmbiguousLayout)
    }

    // MARK: Exercising

    @Test func exercisingAnUnplacedViewMovesItAHundredPointsAndBack() {
        let root = makeRoot(width: 300, height: 100)
        let child = makeChild(of: root)
        NSLayoutConstraint.activate([
            child.widthAnchor.constraint(equalToConstant: 50),
            child.heightAnchor.constraint(equalToConstant: 10),
            child.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(child.frame == rect(0, 0, 50, 10))
        child.exerciseAmbiguityInLayout()
        #expect(root.needsLayoutFlag)
        root.layoutIfNeeded()
        #expect(child.frame == rect(100, 0, 50, 10))
        #expect(child.hasAmbiguousLayout)
        child.exerciseAmbiguityInLayout()
        root.layoutIfNeeded()
        #expect(child.frame == rect(0, 0, 50, 10))
        child.exerciseAmbiguityInLayout()
        root.layoutIfNeeded()
        #expect(child.frame == rect(100, 0, 50, 10))
    }

    @Test func exercisingMovesToTheOtherEndOfABoundedRangeOnEachAxis() {
        let root = makeRoot(width: 300, height: 100)
        let child = makeChild(of: root)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor, constant: 10),
            child.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -10),
            child.widthAnchor.constraint(equalToConstant: 50),
            child.topAnchor.constraint(greaterThanOrEqualTo: root.topAnchor),
            child.bottomAnchor.constraint(lessThanOrEqualTo: root.bottomAnchor),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        // UIKIT-2 §13: it rests at the corner nearest the root's origin (it was at the solver's vertex, the
        // far corner (240, 90)), so the first move (up) goes to the far corner.
        let start = child.frame
        #expect(start == rect(10, 0, 50, 10))
        child.exerciseAmbiguityInLayout()
        root.layoutIfNeeded()
        #expect(child.frame == rect(240, 90, 50, 10))
        child.exerciseAmbiguityInLayout()
        root.layoutIfNeeded()
        #expect(child.frame == start)
    }

    @Test func exercisingAWidthBetweenTwoEqualPullsMovesItToTheOtherPull() {
        let root = makeRoot(width: 300, height: 100)
        let child = makeChild(of: root)
        let narrow = child.widthAnchor.constraint(equalToConstant: 40)
        let wide = child.widthAnchor.constraint(equalToConstant: 60)
        narrow.priority = UILayoutPriority(500)
        wide.priority = UILayoutPriority(500)
        NSLayoutConstraint.activate([
            narrow, wide,
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        let before = child.frame.width
        #expect(before == 40 || before == 60)
        child.exerciseAmbiguityInLayout()
        root.layoutIfNeeded()
        #expect(child.frame == rect(0, 0, before == 40 ? 60 : 40, 10))
        #expect(child.hasAmbiguousLayout)
    }

    @Test func exercisingAViewThatIsNotAmbiguousDoesNothing() {
        let root = makeRoot(width: 300, height: 100)
        let child = makeChild(of: root)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            child.widthAnchor.constraint(equalToConstant: 50),
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        let statistics = root.layoutEngineStatistics
        child.exerciseAmbiguityInLayout()
        #expect(!root.needsLayoutFlag)
        #expect(root.layoutEngineStatistics == statistics)
        root.layoutIfNeeded()
        #expect(child.frame == rect(10, 0, 50, 10))
        // A view outside any engine has nothing to exercise either.
        let loose = UIView(frame: rect(1, 2, 3, 4))
        loose.exerciseAmbiguityInLayout()
        #expect(loose.frame == rect(1, 2, 3, 4))
    }

    @Test func theExerciseTargetIsTheFarEndOrAHundredPointsWhereThereIsNone() {
        #expect(LayoutEngine.exerciseTarget(in: 0...10, from: 0, up: true) == 10)
        #expect(LayoutEngine.exerciseTarget(in: 0...10, from: 10, up: true) == 0)   // no room above
        #expect(LayoutEngine.exerciseTarget(in: 0...10, from: 10, up: false) == 0)
        #expect(LayoutEngine.exerciseTarget(in: 0...10, from: 0, up: false) == 10)  // no room below
        #expect(LayoutEngine.exerciseTarget(in: 0...Double.infinity, from: 5, up: true) == 105)
        #expect(LayoutEngine.exerciseTarget(in: -Double.infinity...0, from: 0, up: true) == -100)
        #expect(LayoutEngine.exerciseTarget(in: 3...3, from: 3, up: true) == nil)
    }
}

/// `exerciseAmbiguityInLayout()` leaves nothing behind once the view stops taking part in the engine.
@MainActor
@Suite struct AmbiguityExerciseLifetimeTests {
    /// A 50 × 10 child placed vertically only: exercising it pins its x.
    private func exercisedChild() -> (root: UIView, child: UIView, constraints: [NSLayoutConstraint]) {
        let root = makeRoot(width: 300, height: 100)
        let child = makeChild(of: root)
        let constraints = [
            child.widthAnchor.constraint(equalToConstant: 50), child.heightAnchor.constraint(equalToConstant: 10),
            child.topAnchor.constraint(equalTo: root.topAnchor),
        ]
        NSLayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        child.exerciseAmbiguityInLayout()
        root.layoutIfNeeded()
        return (root, child, constraints)
    }

    @Test func deactivatingAnExercisedViewsConstraintsRemovesItsPins() throws {
        let (root, child, constraints) = exercisedChild()
        let engine = try #require(root.existingEngine)
        let pins = child.layoutState.exercise.pins
        #expect(pins.count == 1 && pins.allSatisfy { engine.solver.hasConstraint($0) })
        NSLayoutConstraint.deactivate(constraints)
        #expect(pins.allSatisfy { !engine.solver.hasConstraint($0) })
        #expect(child.layoutState.exercise.pins.isEmpty)
        // Every constraint the engine added has gone again but the root's own (origin and encapsulated size).
        let statistics = try #require(root.layoutEngineStatistics)
        #expect(statistics.constraintsAdded - statistics.constraintsRemoved == 4)
        // Constrained again, the child is ambiguous again, and exercising starts from where it was.
        NSLayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        #expect(child.hasAmbiguousLayout)
        #expect(child.frame == rect(0, 0, 50, 10))
    }

    @Test func removingAnExercisedViewFromItsSuperviewRemovesItsPins() throws {
        let (root, child, _) = exercisedChild()
        let engine = try #require(root.existingEngine)
        let pins = child.layoutState.exercise.pins
        #expect(child.frame == rect(100, 0, 50, 10))
        child.removeFromSuperview()
        #expect(pins.allSatisfy { !engine.solver.hasConstraint($0) })
        #expect(child.layoutState.exercise.pins.isEmpty)
        root.layoutIfNeeded()
        // Added again, it lays out as a view never exercised.
        root.addSubview(child)
        child.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        root.layoutIfNeeded()
        #expect(child.frame == rect(0, 0, 50, 10))
    }
}
