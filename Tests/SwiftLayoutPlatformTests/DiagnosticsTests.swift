import Foundation
import Testing
@testable import SwiftLayoutPlatform

#if MainActorIsolation
@MainActor
#endif
@Suite struct DiagnosticsTests {
    @Test func unsatisfiablePairReportsTheWholeConflictingSetInUIKitsWords() {
        let root = makeRoot(width: 300, height: 100)
        let child = makeChild(of: root)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        let width = child.widthAnchor.constraint(equalToConstant: 400)
        let diagnostics = collecting { width.isActive = true }
        #expect(diagnostics.count == 1)
        let diagnostic = diagnostics[0]
        #expect(diagnostic.kind == .unsatisfiableConstraints)
        #expect(diagnostic.brokenConstraint === width)
        #expect(diagnostic.constraints.count == 4)
        #expect(diagnostic.stableMessage == """
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            \tTry this:
            \t\t(1) look at each constraint and try to figure out which you don't expect;
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it.
            \t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints)
            (
                "<NSLayoutConstraint:#1 'UIView-Encapsulated-Layout-Width' UIView:#2.width == 300   (active)>",
                "<NSLayoutConstraint:#3 UIView:#4.leading == UIView:#2.leading   (active)>",
                "<NSLayoutConstraint:#5 UIView:#4.trailing == UIView:#2.trailing   (active)>",
                "<NSLayoutConstraint:#6 UIView:#4.width == 400   (active)>"
            )

            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:#6 UIView:#4.width == 400   (active)>

            Set LayoutDiagnostics.policy = .fatal, or use LayoutDiagnostics.collect { }, to stop on this in tests.
            The methods hasAmbiguousLayout and constraintsAffectingLayout(for:) on UIView may also be helpful.
            """)
        // Layout goes on: the broken constraint stays active and the child is as wide as the root.
        #expect(width.isActive)
        #expect(child.constraints.contains(width))
        root.layoutIfNeeded()
        #expect(child.frame == rect(0, 0, 300, 10))
        #expect(root.layoutDiagnostics.map(\.kind) == [.unsatisfiableConstraints])
        root.clearLayoutDiagnostics()
        #expect(root.layoutDiagnostics.isEmpty)
        // Deactivating and activating again restores it to required (and conflicts again).
        width.isActive = false
        #expect(collecting { width.isActive = true }.count == 1)
    }

    @Test func theMostRecentUserConstraintIsBrokenWhenAConstantChanges() {
        let root = makeRoot(width: 300, height: 100)
        let child = makeChild(of: root, id: "child")
        let width = child.widthAnchor.constraint(equalToConstant: 100)
        let maxWidth = child.widthAnchor.constraint(lessThanOrEqualToConstant: 200)
        maxWidth.identifier = "max"
        NSLayoutConstraint.activate([width, maxWidth])
        let diagnostics = collecting { width.constant = 250 }
        #expect(diagnostics.map(\.kind) == [.unsatisfiableConstraints])
        #expect(diagnostics.first?.brokenConstraint === maxWidth)
        #expect(diagnostics.first?.stableMessage.contains(
            "\"<NSLayoutConstraint:#3 'max' child.width <= 200   (active, names: child:#2 )>\"") == true)
    }

    @Test func constraintBetweenSeparateHierarchiesIsRefused() {
        let rootA = makeRoot(), rootB = makeRoot()
        let a = makeChild(of: rootA), b = makeChild(of: rootB)
        let constraint = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
        let diagnostics = collecting { constraint.isActive = true }
        #expect(!constraint.isActive)
        #expect(rootA.constraints.isEmpty && rootB.constraints.isEmpty)
        #expect(diagnostics.map(\.kind) == [.noCommonAncestor])
        #expect(diagnostics[0].stableMessage == """
            Unable to activate constraint with anchors <NSLayoutXAxisAnchor:#1 "UIView:#2.leading"> and \
            <NSLayoutXAxisAnchor:#3 "UIView:#4.leading"> because they have no common ancestor.  Does the constraint \
            or its anchors reference items in different view hierarchies?  That's illegal.
            """)
        let itemForm = NSLayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: b, attribute: .top,
                                          multiplier: 1, constant: 0)
        let second = collecting { itemForm.isActive = true }
        #expect(second.first?.stableMessage.hasPrefix("Unable to activate constraint with items <UIView: #1; frame = (0 0; 0 0)> and <UIView: #2;") == true)
    }

    @Test func invalidConstraintsStayInactiveAndChangeNothing() {
        let root = makeRoot()
        let child = makeChild(of: root)
        let location = NSLayoutConstraint(item: child, attribute: .left, relatedBy: .equal, toItem: nil,
                                          attribute: .left, multiplier: 1, constant: 10)
        #expect(location.secondAttribute == .notAnAttribute)
        let mixed = NSLayoutConstraint(item: child, attribute: .top, relatedBy: .equal, toItem: root,
                                       attribute: .width, multiplier: 1, constant: 0)
        let leadingLeft = NSLayoutConstraint(item: child, attribute: .leading, relatedBy: .equal, toItem: root,
                                             attribute: .left, multiplier: 1, constant: 0)
        let guide = UILayoutGuide()
        root.addLayoutGuide(guide)
        let guideMargin = NSLayoutConstraint(item: guide, attribute: .leftMargin, relatedBy: .equal, toItem: root,
                                             attribute: .left, multiplier: 1, constant: 0)
        let notAView = NSLayoutConstraint(item: "text", attribute: .width, relatedBy: .equal, toItem: nil,
                                          attribute: .notAnAttribute, multiplier: 1, constant: 1)
        let zeroMultiplier = NSLayoutConstraint(item: child, attribute: .centerX, relatedBy: .equal, toItem: root,
                                                attribute: .centerX, multiplier: 0, constant: 5)
        let all = [location, mixed, leadingLeft, guideMargin, notAView, zeroMultiplier]
        let diagnostics = collecting { NSLayoutConstraint.activate(all) }
        #expect(diagnostics.map(\.kind) == Array(repeating: .invalidConstraint, count: 6))
        #expect(all.allSatisfy { !$0.isActive })
        #expect(root.constraints.isEmpty && child.constraints.isEmpty)
        #expect(diagnostics[0].stableMessage == "NSLayoutConstraint for <UIView: #1; frame = (0 0; 0 0)>: A multiplier "
            + "of 0 or a nil second item together with a location for the first attribute creates an illegal "
            + "constraint of a location equal to a constant. Location attributes must be specified in pairs.")
        #expect(diagnostics[2].stableMessage.hasSuffix("A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither."))
    }

    @Test func nonFiniteConstantKeepsTheConstraintOutOfTheEngineUntilFinite() {
        let root = makeRoot()
        let child = makeChild(of: root)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        let width = child.widthAnchor.constraint(equalToConstant: .nan)
        let diagnostics = collecting { width.isActive = true }
        #expect(diagnostics.map(\.kind) == [.nonFiniteValue])
        #expect(width.isActive && child.constraints.contains(width))
        width.constant = 30
        root.layoutIfNeeded()
        #expect(child.frame == rect(0, 0, 30, 10))
        #expect(collecting { width.constant = .infinity }.map(\.kind) == [.nonFiniteValue])
    }

    @Test func invalidPrioritiesAreRefused() {
        let root = makeRoot()
        let c = root.widthAnchor.constraint(equalToConstant: 10)
        let diagnostics = collecting {
            c.priority = UILayoutPriority(0)
            c.priority = UILayoutPriority(1001)
            root.setContentHuggingPriority(UILayoutPriority(-1), for: .horizontal)
        }
        #expect(diagnostics.map(\.kind) == [.invalidPriority, .invalidPriority, .invalidPriority])
        #expect(c.priority == .required)
        #expect(root.contentHuggingPriority(for: .horizontal) == .defaultLow)
    }

    @Test func requiredToOptionalOnAnActiveConstraintIsAppliedWithAnError() {
        let root = makeRoot()
        let child = makeChild(of: root)
        let c = child.widthAnchor.constraint(equalToConstant: 10)
        c.isActive = true
        let diagnostics = collecting { c.priority = .defaultHigh }
        #expect(diagnostics.map(\.kind) == [.requiredPriorityMutation])
        #expect(diagnostics[0].severity == .error)
        #expect(diagnostics[0].message.hasPrefix("Mutating a priority from required to not on an installed constraint "
            + "(or vice-versa) is not supported.  You passed priority 750 and the existing priority was 1000."))
        #expect(c.priority == .defaultHigh)
        #expect(collecting { c.priority = UILayoutPriority(500) }.isEmpty)
    }

    @Test func addConstraintOnAViewThatIsNotACommonAncestor() {
        let root = makeRoot()
        let a = makeChild(of: root), b = makeChild(of: root)
        let c = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
        let diagnostics = collecting { a.addConstraint(c) }
        #expect(diagnostics.map(\.kind) == [.viewHierarchyNotPrepared])
        #expect(!c.isActive)
        root.addConstraint(c)
        #expect(c.isActive && root.constraints.contains(c))
        b.removeConstraint(c)
        #expect(c.isActive)
        root.removeConstraint(c)
        #expect(!c.isActive && root.constraints.isEmpty)
    }

    @Test func ambiguityNamesTheFreeAttributes() {
        let root = makeRoot()
        let child = makeChild(of: root)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(child.hasAmbiguousLayout)
        #expect(!root.hasAmbiguousLayout)
        let diagnostics = LayoutDiagnostics.$taskChecksAmbiguity.withValue(true) {
            collecting { root.setNeedsLayout(); root.layoutIfNeeded() }
        }
        #expect(diagnostics.map(\.kind) == [.ambiguousLayout])
        #expect(diagnostics.first?.stableMessage.hasPrefix("AMBIGUOUS LAYOUT for UIView:#1.width\nhorizontal:\n") == true)
        child.widthAnchor.constraint(equalToConstant: 50).isActive = true
        root.layoutIfNeeded()
        #expect(!child.hasAmbiguousLayout)
        #expect(child.frame == rect(10, 0, 50, 10))
        // x = root.x + 10 and w = 50: the root's width does not move them, so only leading and width count.
        let horizontal = child.constraintsAffectingLayout(for: .horizontal)
        #expect(horizontal.map(\.firstAttribute) == [.leading, .width])
        // Pinned to the trailing edge, a view's x = root.width − 10 − 50 depends on the root's width too.
        let pinned = UIView()
        pinned.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(pinned)
        NSLayoutConstraint.activate([
            pinned.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            pinned.widthAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        let affecting = pinned.constraintsAffectingLayout(for: .horizontal)
        #expect(affecting.map(\.firstAttribute) == [.width, .trailing, .width])
        #expect(affecting.first?.firstItem === root)
        #expect(pinned.constraintsAffectingLayout(for: .vertical).isEmpty)   // nothing places it vertically
    }

    @Test func aBrokenConstraintIsRestoredWhenItsConflictGoesAway() {
        let root = makeRoot(width: 300, height: 100)
        let child = makeChild(of: root)
        let trailing = child.trailingAnchor.constraint(equalTo: root.trailingAnchor)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor), trailing,
            child.topAnchor.constraint(equalTo: root.topAnchor), child.heightAnchor.constraint(equalToConstant: 10),
        ])
        let width = child.widthAnchor.constraint(equalToConstant: 400)
        #expect(collecting { width.isActive = true }.count == 1)
        #expect(width.isBroken)
        let diagnostics = collecting {
            trailing.isActive = false
            root.layoutIfNeeded()
        }
        #expect(diagnostics.isEmpty)
        #expect(!width.isBroken)
        #expect(child.frame == rect(0, 0, 400, 10))
        // Required again: a new conflict breaks the newcomer, not it.
        let narrow = child.widthAnchor.constraint(equalToConstant: 100)
        let second = collecting { narrow.isActive = true }
        #expect(second.first?.brokenConstraint === narrow)
    }

    @Test func stableMessageNumbersAddressesByFirstAppearance() {
        #expect(LayoutDiagnostic.stabilize("a 0x7f00ab and 0x1 then 0x7f00ab") == "a #1 and #2 then #1")
    }
}

#if MainActorIsolation
@MainActor
#endif
@Suite struct BrokenConstraintLifecycleTests {
    @Test func deactivatingABrokenConstraintLeavesNothingBehind() {
        let root = makeRoot(width: 300, height: 100)
        let child = makeChild(of: root)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            child.topAnchor.constraint(equalTo: root.topAnchor), child.heightAnchor.constraint(equalToConstant: 10),
        ])
        let first = child.widthAnchor.constraint(equalToConstant: 400)
        let second = child.widthAnchor.constraint(equalToConstant: 500)
        #expect(collecting { first.isActive = true; second.isActive = true }.count == 2)
        let before = root.engine.solver.statistics
        first.isActive = false
        second.isActive = false
        root.layoutIfNeeded()
        #expect(child.frame == rect(0, 0, 300, 10))
        let after = root.engine.solver.statistics
        #expect(after.constraintsRemoved - before.constraintsRemoved == 2)
        #expect(after.constraintsAdded == before.constraintsAdded)
        #expect(!first.isBroken && !second.isBroken)
    }
}
