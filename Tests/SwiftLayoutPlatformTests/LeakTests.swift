import Foundation
import Testing
@testable import SwiftLayoutPlatform

/// Weak references to everything a scenario made; after the scenario lets go, each must be nil.
final class LeakTracker {
    private struct Entry {
        weak var object: AnyObject?
        let name: String
    }
    private var entries: [Entry] = []

    /// Tracks `object` under `name` and returns it.
    @discardableResult
    func track<T: AnyObject>(_ object: T, _ name: String) -> T {
        entries.append(Entry(object: object, name: name))
        return object
    }

    /// The names of the tracked objects still alive, in tracking order.
    var alive: [String] { entries.compactMap { $0.object == nil ? nil : $0.name } }
}

/// Everything a scenario made and released is freed: views, guides, constraints, the engine (UIKIT-2,
/// "nothing leaked"). Each scenario builds inside a function whose locals go away on return.
#if MainActorIsolation
@MainActor
#endif
@Suite struct LeakTests {
    /// A root with two children and a grandchild, constrained imperatively; every object is tracked.
    private func buildHierarchy(_ tracker: LeakTracker) -> (UIView, [UIView], [NSLayoutConstraint]) {
        let root = tracker.track(makeRoot(), "root")
        let a = tracker.track(makeChild(of: root, id: "a"), "a")
        let b = tracker.track(makeChild(of: root, id: "b"), "b")
        let c = tracker.track(makeChild(of: a, id: "c"), "c")
        let constraints = [
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            a.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            a.widthAnchor.constraint(equalToConstant: 100),
            a.heightAnchor.constraint(equalToConstant: 50),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
            b.topAnchor.constraint(equalTo: a.topAnchor),
            b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.5),
            b.heightAnchor.constraint(equalTo: a.heightAnchor),
            c.leadingAnchor.constraint(equalTo: a.layoutMarginsGuide.leadingAnchor),
            c.trailingAnchor.constraint(equalTo: b.trailingAnchor),
            c.topAnchor.constraint(equalTo: a.safeAreaLayoutGuide.topAnchor),
            c.heightAnchor.constraint(equalToConstant: 20),
        ]
        for (index, constraint) in constraints.enumerated() { tracker.track(constraint, "constraint \(index)") }
        NSLayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        if let engine = root.ownEngine { tracker.track(engine, "engine") }
        tracker.track(a.layoutMarginsGuide, "a.layoutMarginsGuide")
        tracker.track(a.safeAreaLayoutGuide, "a.safeAreaLayoutGuide")
        return (root, [a, b, c], constraints)
    }

    @Test func releasingAnImperativeRootFreesItsViewsConstraintsAndEngine() {
        let tracker = LeakTracker()
        do {
            let (root, views, _) = buildHierarchy(tracker)
            #expect(views[2].frame == rect(8, 0, 150, 20))
            #expect(root.ownEngine != nil)
        }
        #expect(tracker.alive == [])
    }

    @Test func deactivatingAndRemovingEverythingFreesIt() {
        let tracker = LeakTracker()
        do {
            let (root, views, constraints) = buildHierarchy(tracker)
            NSLayoutConstraint.deactivate(constraints)
            for view in views.reversed() { view.removeFromSuperview() }
            root.layoutIfNeeded()
            // The removed subtree got an engine of its own when it left: tracked too.
            for view in views { if let engine = view.ownEngine { tracker.track(engine, "engine of \(view)") } }
        }
        #expect(tracker.alive == [])
    }

    @Test func aSubtreeMovedToAnotherRootIsFreedWithThatRoot() {
        let tracker = LeakTracker()
        let keeper: UIView
        do {
            let (root, views, _) = buildHierarchy(tracker)
            let other = tracker.track(makeRoot(), "other root")
            let d = tracker.track(makeChild(of: other, id: "d"), "d")
            let inner = tracker.track(d.widthAnchor.constraint(equalToConstant: 30), "d.width")
            inner.isActive = true
            other.layoutIfNeeded()
            tracker.track(other.ownEngine!, "other engine")
            views[0].removeFromSuperview()   // splits a and c (and their inner constraints) into an engine
            tracker.track(views[0].ownEngine!, "split engine")
            root.addSubview(d)                // absorbs d's constraints into root's engine
            root.layoutIfNeeded()
            keeper = other
        }
        #expect(tracker.alive == ["other root", "other engine"])
        _ = keeper
    }

    @Test func aConflictRecordedByTheEngineDoesNotKeepTheHierarchyAlive() {
        let tracker = LeakTracker()
        do {
            let (root, views, _) = buildHierarchy(tracker)
            // The conflict names the root itself: a diagnostic that held it would be a cycle through the engine.
            let extra = tracker.track(views[0].leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 50),
                                      "conflicting leading")
            let found = collecting { extra.isActive = true; root.layoutIfNeeded() }
            #expect(found.map(\.kind) == [.unsatisfiableConstraints])
            #expect(root.layoutDiagnostics.map(\.kind) == [.unsatisfiableConstraints])
            #expect(root.layoutDiagnostics.first?.items.contains { $0 === root } == true)
        }
        #expect(tracker.alive == [])
    }

    @Test func diagnosticsKeptByAHandlerDoNotKeepTheirItemsAlive() {
        final class Store: @unchecked Sendable { var diagnostics: [LayoutDiagnostic] = [] }
        let store = Store()
        let tracker = LeakTracker()
        let previous = LayoutDiagnostics.handler
        LayoutDiagnostics.handler = { diagnostic in
            // Other suites run in parallel: keep only this test's diagnostics.
            if diagnostic.message.contains("leak-handler") { store.diagnostics.append(diagnostic) }
        }
        defer { LayoutDiagnostics.handler = previous }
        do {
            let (root, views, _) = buildHierarchy(tracker)
            views[0].accessibilityIdentifier = "leak-handler"
            let extra = tracker.track(views[0].widthAnchor.constraint(equalToConstant: 300), "conflicting width")
            collecting { extra.isActive = true; root.layoutIfNeeded() }
            #expect(store.diagnostics.first?.items.contains { $0 === views[0] } == true)
            #expect(store.diagnostics.first?.constraints.contains { $0 === extra } == true)
        }
        #expect(store.diagnostics.map(\.kind) == [.unsatisfiableConstraints])
        #expect(tracker.alive == [])
        // The kept diagnostic still reads: its text is a value; the items it named are gone.
        #expect(store.diagnostics.first?.message.contains("leak-handler") == true)
        #expect(store.diagnostics.first?.items.isEmpty == true)
        #expect(store.diagnostics.first?.constraints.isEmpty == true)
    }

    @Test func anAnimationInFlightDoesNotKeepItsViewsAlive() {
        let tracker = LeakTracker()
        let clock = AnimationClock()
        AnimationClock.$override.withValue(clock) {
            do {
                let (root, views, constraints) = buildHierarchy(tracker)
                constraints[2].constant = 200
                UIView.animate(withDuration: 1, animations: { root.layoutIfNeeded() }, completion: { _ in })
                clock.advance(by: 0.25)
                #expect((101..<200).contains(views[0].layer.presentation()?.frame.width ?? 0))
                #expect(clock.hasPendingWork)
            }
            #expect(tracker.alive == [])
            clock.finishAll()
        }
    }

    @Test func aButtonThatSentAnActionIsFreedWithItsConstraints() {
        let tracker = LeakTracker()
        var sent = 0
        do {
            let root = tracker.track(makeRoot(), "root")
            let button = tracker.track(UIButton(), "button")
            button.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(button)
            let action = tracker.track(UIAction { action in
                if action.sender is UIButton { sent += 1 }
            }, "action")
            button.addAction(action, for: .touchUpInside)
            let pins = [button.topAnchor.constraint(equalTo: root.topAnchor),
                        button.leadingAnchor.constraint(equalTo: root.leadingAnchor)]
            for (index, pin) in pins.enumerated() { tracker.track(pin, "pin \(index)") }
            NSLayoutConstraint.activate(pins)
            root.layoutIfNeeded()
            button.sendActions(for: .touchUpInside)
        }
        #expect(sent == 1)
        #expect(tracker.alive == [])
    }

    @Test func aStackViewsArrangedViewsAddedRemovedAndHiddenAreFreed() {
        let tracker = LeakTracker()
        do {
            let root = tracker.track(makeRoot(), "root")
            let stack = tracker.track(UIStackView(), "stack")
            stack.axis = .vertical
            stack.spacing = 4
            stack.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                stack.topAnchor.constraint(equalTo: root.topAnchor),
                stack.widthAnchor.constraint(equalToConstant: 100),
            ])
            let rows = (0..<4).map { tracker.track(IntrinsicView(CGSize(width: 50, height: 20)), "row \($0)") }
            for row in rows { stack.addArrangedSubview(row) }
            root.layoutIfNeeded()
            rows[1].isHidden = true
            root.layoutIfNeeded()
            stack.removeArrangedSubview(rows[2])
            rows[2].removeFromSuperview()
            rows[3].removeFromSuperview()
            stack.insertArrangedSubview(rows[3], at: 0)
            stack.alignment = .center
            stack.distribution = .fillEqually
            root.layoutIfNeeded()
            #expect(stack.frame.height == 44)
            for (index, constraint) in stack.constraints.enumerated() { tracker.track(constraint, "stack \(index)") }
            tracker.track(root.ownEngine!, "engine")
        }
        #expect(tracker.alive == [])
    }

    @Test func aLayoutGuideRemovedOrReleasedWithItsOwnerIsFreed() {
        let tracker = LeakTracker()
        do {
            let root = tracker.track(makeRoot(), "root")
            let child = tracker.track(makeChild(of: root), "child")
            let removed = tracker.track(UILayoutGuide(), "removed guide")
            let kept = tracker.track(UILayoutGuide(), "kept guide")
            root.addLayoutGuide(removed)
            root.addLayoutGuide(kept)
            let constraints = [
                removed.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                removed.widthAnchor.constraint(equalToConstant: 40),
                kept.topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
                kept.heightAnchor.constraint(equalToConstant: 10),
                child.leadingAnchor.constraint(equalTo: removed.trailingAnchor),
                child.topAnchor.constraint(equalTo: kept.bottomAnchor),
                child.widthAnchor.constraint(equalToConstant: 10),
                child.heightAnchor.constraint(equalToConstant: 10),
            ]
            for (index, constraint) in constraints.enumerated() { tracker.track(constraint, "constraint \(index)") }
            NSLayoutConstraint.activate(constraints)
            root.layoutIfNeeded()
            #expect(child.frame == rect(60, 15, 10, 10))
            root.removeLayoutGuide(removed)
            #expect(!constraints[4].isActive)
            root.layoutIfNeeded()
            tracker.track(root.ownEngine!, "engine")
        }
        #expect(tracker.alive == [])
    }

    @Test func hundredsOfConstantChangesAndReactivationsLeaveNothingBehind() {
        let tracker = LeakTracker()
        do {
            let (root, _, constraints) = buildHierarchy(tracker)
            let members = root.ownEngine?.sortedMembers.count
            for step in 1...300 {
                constraints[2].constant = CGFloat(100 + step % 7)
                constraints[7].isActive = step % 3 == 0
                root.layoutIfNeeded()
            }
            // Back where it started: as many engine members as before, none left over.
            #expect(root.ownEngine?.sortedMembers.count == members)
        }
        #expect(tracker.alive == [])
    }
}

/// A constraint that reaches an item that was released is a diagnostic, never undefined behaviour: the
/// constraint holds its items weakly and its engine through a reference the engine clears (issue 13 §3).
#if MainActorIsolation
@MainActor
#endif
@Suite struct ReleasedItemTests {
    @Test func activatingAConstraintWhoseItemWasReleasedIsADiagnosticAndLayoutGoesOn() {
        let root = makeRoot()
        let child = makeChild(of: root, id: "child")
        let dangling: NSLayoutConstraint
        do {
            let gone = UIView()
            dangling = gone.widthAnchor.constraint(equalTo: root.widthAnchor)
        }
        #expect(dangling.firstItem == nil)
        let found = collecting { dangling.isActive = true }
        #expect(found.map(\.kind) == [.invalidConstraint])
        #expect(!dangling.isActive)
        // The constraint can still be read, printed and edited; the hierarchy lays out as before.
        dangling.constant = 12
        #expect(!dangling.description.isEmpty)
        #expect(dangling.firstAnchor.item == nil)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 4),
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.widthAnchor.constraint(equalToConstant: 30),
            child.heightAnchor.constraint(equalToConstant: 30),
        ])
        #expect(collecting { root.layoutIfNeeded() }.isEmpty)
        #expect(child.frame == rect(4, 0, 30, 30))
        #expect(collecting { NSLayoutConstraint.deactivate([dangling]) }.isEmpty)
    }

    @Test func aConstraintWhoseItemLeftAndWasReleasedIsInactiveAndCannotComeBack() {
        let root = makeRoot()
        let kept: NSLayoutConstraint
        do {
            let loose = makeChild(of: root, id: "loose")
            kept = loose.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5)
            kept.isActive = true
            root.layoutIfNeeded()
            #expect(loose.frame.width == 160)
            loose.removeFromSuperview()
        }
        #expect(kept.firstItem == nil && !kept.isActive)
        #expect(root.constraints.allSatisfy { $0 !== kept })
        kept.constant = 7
        let found = collecting { kept.isActive = true }
        #expect(found.map(\.kind) == [.invalidConstraint])
        #expect(!kept.isActive)
        #expect(collecting { root.layoutIfNeeded() }.isEmpty)
    }

    @Test func aConstraintThatOutlivesItsEngineCanBeEditedAndReactivatedInANewHierarchy() {
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        let width = child.widthAnchor.constraint(equalToConstant: 40)
        do {
            let root = makeRoot()
            root.addSubview(child)
            width.isActive = true
            root.layoutIfNeeded()
            #expect(root.ownEngine != nil)
        }
        // The root and its engine are gone: the engine cleared its reference in the constraint.
        #expect(width.engine == nil)
        width.isActive = false
        width.constant = 60
        let other = makeRoot()
        other.addSubview(child)
        NSLayoutConstraint.activate([
            width,
            child.heightAnchor.constraint(equalToConstant: 10),
            child.leadingAnchor.constraint(equalTo: other.leadingAnchor),
            child.topAnchor.constraint(equalTo: other.topAnchor),
        ])
        #expect(width.engine === other.ownEngine)
        other.layoutIfNeeded()
        #expect(child.frame == rect(0, 0, 60, 10))
    }
}
