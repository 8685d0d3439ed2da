import Foundation
import Testing
@testable import SwiftLayoutPlatform

#if MainActorIsolation
@MainActor
#endif
@Suite struct HierarchyTests {
    @Test func subviewOrderFollowsUIKit() {
        let root = makeRoot()
        let a = UIView(), b = UIView(), c = UIView()
        root.addSubview(a); root.addSubview(b); root.addSubview(c)
        #expect(root.subviews == [a, b, c])
        root.addSubview(a)
        #expect(root.subviews == [b, c, a])
        root.insertSubview(a, at: 0)
        #expect(root.subviews == [a, b, c])
        root.insertSubview(c, belowSubview: b)
        #expect(root.subviews == [a, c, b])
        root.insertSubview(a, aboveSubview: b)
        #expect(root.subviews == [c, b, a])
        root.bringSubviewToFront(c)
        root.sendSubviewToBack(a)
        #expect(root.subviews == [a, b, c])
        root.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(root.subviews == [c, b, a])
        let diagnostics = collecting { root.exchangeSubview(at: 0, withSubviewAt: 9) }
        #expect(diagnostics.map(\.kind) == [.invalidArgument])
        #expect(root.subviews == [c, b, a])
        root.insertSubview(UIView(), at: 99)
        #expect(root.subviews.count == 4)
    }

    @Test func addingASubviewAgainOnlyMovesItAndCallsDidAddSubview() {
        final class Counting: UIView {
            var didAdd = 0, layouts = 0, moves = 0
            override func didAddSubview(_ subview: UIView) { didAdd += 1 }
            override func layoutSubviews() { layouts += 1; super.layoutSubviews() }
            override func didMoveToSuperview() { moves += 1 }
        }
        let root = Counting(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = Counting(), b = Counting(), c = Counting()
        for view in [a, b, c] { root.addSubview(view) }
        root.layoutIfNeeded()
        let layouts = root.layouts
        // In place (the last subview), then every subview again in order: the order ends as it was.
        root.addSubview(c)
        for view in [a, b, c] { root.addSubview(view) }
        root.insertSubview(a, at: 0)
        #expect(root.subviews == [a, b, c])
        #expect(root.didAdd == 3 + 5)
        #expect([a, b, c].map(\.moves) == [1, 1, 1])   // never left the superview
        #expect(!root.needsUpdateConstraints())
        root.layoutIfNeeded()
        #expect(root.layouts == layouts)
    }

    /// The DSL's run over a view whose declared subviews are already its last, in their order: each re-add made
    /// while the view keeps its order calls `didAddSubview(_:)`, moves nothing and takes the flag; a re-add
    /// without it moves as usual, and any change of the subviews clears it.
    @Test func aSubviewAddedAgainWhileTheSuperviewKeepsItsOrderStaysInPlaceAndTakesTheFlag() {
        final class Counting: UIView {
            var didAdd = 0
            override func didAddSubview(_ subview: UIView) { didAdd += 1 }
        }
        let root = Counting(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = UIView(), b = UIView(), c = UIView()
        for view in [a, b, c] { root.addSubview(view) }
        let version = root.subviewsVersion
        for view in [a, b] {
            root.keepsSubviewOrderOnReadd = true
            root.addSubview(view)
            #expect(!root.keepsSubviewOrderOnReadd)
        }
        #expect(root.subviews == [a, b, c] && root.didAdd == 5 && root.subviewsVersion == version)
        root.addSubview(a)   // without the flag: to the end
        #expect(root.subviews == [b, c, a])
        root.keepsSubviewOrderOnReadd = true
        root.insertSubview(b, at: 1)   // an index: moved the ordinary way, and the flag is cleared
        #expect(root.subviews == [c, b, a] && !root.keepsSubviewOrderOnReadd)
        root.keepsSubviewOrderOnReadd = true
        c.removeFromSuperview()   // a change clears it
        #expect(!root.keepsSubviewOrderOnReadd && root.subviewsVersion != version)
    }

    /// Re-adding subviews in order (as the DSL does every pass), mixed with other hierarchy changes: every read
    /// sees UIKit's order.
    @Test func addingSubviewsAgainInOrderKeepsUIKitsOrderAtEveryStep() {
        final class Counting: UIView {
            var didAdd = 0
            override func didAddSubview(_ subview: UIView) { didAdd += 1 }
        }
        let root = Counting(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = UIView(), b = UIView(), c = UIView(), d = UIView()
        for view in [a, b, c, d] { root.addSubview(view) }
        root.addSubview(a)
        root.addSubview(b)
        #expect(root.subviews == [c, d, a, b])
        root.addSubview(d)  // not the first: moved the ordinary way
        #expect(root.subviews == [c, a, b, d])
        root.addSubview(c)
        root.addSubview(a)
        b.removeFromSuperview()  // with a rotation pending
        #expect(root.subviews == [d, c, a])
        #expect(b.superview == nil)
        root.addSubview(d)
        root.insertSubview(b, at: 1)
        #expect(root.subviews == [c, b, a, d])
        root.addSubview(c)
        root.insertSubview(b, at: 0)  // the first, to the front: stays
        root.addSubview(b)
        root.addSubview(a)
        root.addSubview(d)
        root.addSubview(c)  // every subview once, in order: the order it had
        #expect(root.subviews == [b, a, d, c])
        root.exchangeSubview(at: 0, withSubviewAt: 3)
        #expect(root.subviews == [c, a, d, b])
        #expect(root.didAdd == 4 + 13)
        #expect([a, b, c, d].allSatisfy { $0.superview === root })
    }

    @Test func addingToANewParentRemovesFromTheOld() {
        let first = makeRoot(), second = makeRoot()
        let child = UIView()
        first.addSubview(child)
        second.addSubview(child)
        #expect(first.subviews.isEmpty)
        #expect(second.subviews == [child])
        #expect(child.superview === second)
    }

    @Test func addingAViewToItsOwnDescendantIsRefused() {
        let root = makeRoot()
        let child = UIView(), grandchild = UIView()
        root.addSubview(child)
        child.addSubview(grandchild)
        let diagnostics = collecting {
            grandchild.addSubview(root)
            child.addSubview(child)
        }
        #expect(diagnostics.map(\.kind) == [.invalidHierarchy, .invalidHierarchy])
        #expect(root.superview == nil && grandchild.subviews.isEmpty && child.subviews == [grandchild])
    }

    @Test func insertNextToAViewThatIsNotASiblingAddsAtTheEnd() {
        let root = makeRoot()
        let a = UIView(), stranger = UIView()
        root.addSubview(a)
        let b = UIView()
        let diagnostics = collecting { root.insertSubview(b, aboveSubview: stranger) }
        #expect(diagnostics.map(\.kind) == [.invalidHierarchy])
        #expect(diagnostics.first?.severity == .warning)
        #expect(root.subviews == [a, b])
    }

    @Test func removingAViewDeactivatesCrossingConstraintsKeptOutOfTheEngine() {
        let root = makeRoot()
        let container = makeChild(of: root)
        let inner = makeChild(of: container)
        let guide = UILayoutGuide()
        inner.addLayoutGuide(guide)
        let nonFinite = inner.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: .nan)
        let madeNonFinite = inner.topAnchor.constraint(equalTo: root.topAnchor, constant: 5)
        let throughGuide = guide.widthAnchor.constraint(equalTo: root.widthAnchor)
        let unrelated = root.widthAnchor.constraint(equalToConstant: .infinity)
        collecting {
            NSLayoutConstraint.activate([nonFinite, madeNonFinite, throughGuide, unrelated])
            madeNonFinite.constant = .infinity
        }
        #expect(root.constraints.count == 4)
        container.removeFromSuperview()
        #expect(!nonFinite.isActive && !madeNonFinite.isActive && !throughGuide.isActive)
        #expect(unrelated.isActive)
        #expect(root.constraints.count == 1)
        // Made finite again after the removal, it is not brought back.
        madeNonFinite.constant = 5
        #expect(!madeNonFinite.isActive)
    }

    @Test func removingAViewDeactivatesItsCrossingConstraints() {
        let root = makeRoot()
        let container = makeChild(of: root)
        let inner = makeChild(of: container)
        let crossing = inner.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5)
        let internalConstraints = [
            inner.topAnchor.constraint(equalTo: container.topAnchor, constant: 3),
            inner.widthAnchor.constraint(equalToConstant: 20),
            inner.heightAnchor.constraint(equalToConstant: 20),
        ]
        let outer = [
            container.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            container.topAnchor.constraint(equalTo: root.topAnchor),
            container.widthAnchor.constraint(equalToConstant: 100),
            container.heightAnchor.constraint(equalToConstant: 100),
        ]
        NSLayoutConstraint.activate([crossing] + internalConstraints + outer)
        root.layoutIfNeeded()
        #expect(inner.frame == rect(5, 3, 20, 20))
        #expect(root.constraints.count == 3)
        container.removeFromSuperview()
        #expect(!crossing.isActive)
        #expect(!outer[0].isActive && !outer[1].isActive)
        #expect(outer[2].isActive && outer[3].isActive)
        #expect(internalConstraints.allSatisfy { $0.isActive })
        #expect(root.constraints.isEmpty)
        #expect(container.existingEngine !== root.existingEngine)
        // The removed subtree lays out on its own engine.
        inner.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 7).isActive = true
        container.layoutIfNeeded()
        #expect(inner.frame == rect(7, 3, 20, 20))
        #expect(container.frame.size == CGSize(width: 100, height: 100))
        // Moving it back merges the engines; its internal constraints come along.
        root.addSubview(container)
        NSLayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 50),
            container.topAnchor.constraint(equalTo: root.topAnchor, constant: 60),
        ])
        root.layoutIfNeeded()
        #expect(container.frame == rect(50, 60, 100, 100))
        #expect(inner.frame == rect(7, 3, 20, 20))
        #expect(inner.convert(CGPoint.zero, to: root) == CGPoint(x: 57, y: 63))
    }

    @Test func constraintsInstallOnTheNearestCommonAncestor() {
        let root = makeRoot()
        let a = makeChild(of: root), b = makeChild(of: root)
        let aChild = makeChild(of: a)
        let cross = aChild.topAnchor.constraint(equalTo: b.bottomAnchor)
        let own = aChild.widthAnchor.constraint(equalToConstant: 5)
        let sibling = aChild.leadingAnchor.constraint(equalTo: a.leadingAnchor)
        NSLayoutConstraint.activate([cross, own, sibling])
        #expect(root.constraints == [cross])
        #expect(aChild.constraints == [own])
        #expect(a.constraints == [sibling])
        cross.isActive = false
        #expect(root.constraints.isEmpty)
        #expect(cross.firstItem === aChild && cross.secondItem === b)
    }

    @Test func viewWithTagIsDepthFirstPreOrder() {
        let root = makeRoot()
        let a = UIView(), b = UIView(), deep = UIView()
        root.addSubview(a); root.addSubview(b); a.addSubview(deep)
        deep.tag = 3; b.tag = 3
        #expect(root.viewWithTag(3) === deep)
        #expect(root.viewWithTag(0) === root)
        #expect(deep.isDescendant(of: root) && deep.isDescendant(of: deep) && !root.isDescendant(of: deep))
    }

    @Test func framesAreRelativeToTheSuperviewAndBoundsKeepTheCentre() {
        let root = makeRoot()
        let view = UIView(frame: rect(10, 20, 100, 50))
        root.addSubview(view)
        #expect(view.center == CGPoint(x: 60, y: 45))
        view.bounds = CGRect(x: 0, y: 0, width: 50, height: 50)
        #expect(view.frame == rect(35, 20, 50, 50))
        view.center = CGPoint(x: 100, y: 100)
        #expect(view.frame == rect(75, 75, 50, 50))
        let diagnostics = collecting { view.frame = CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1) }
        #expect(diagnostics.map(\.kind) == [.nonFiniteValue])
        #expect(view.frame == rect(75, 75, 50, 50))
        // A manual frame survives a layout pass (tAMIC is true).
        root.layoutIfNeeded()
        #expect(view.frame == rect(75, 75, 50, 50))
    }

    @Test func autoresizingMaskFollowsTheSuperview() {
        let root = makeRoot(width: 300, height: 200)
        let banner = UIView(frame: rect(10, 10, 280, 40))
        banner.autoresizingMask = [.flexibleWidth]
        let corner = UIView(frame: rect(250, 150, 40, 40))
        corner.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
        let centred = UIView(frame: rect(100, 50, 100, 100))
        centred.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        for view in [banner, corner, centred] { root.addSubview(view) }
        root.layoutIfNeeded()
        #expect(banner.frame == rect(10, 10, 280, 40))
        root.frame = rect(0, 0, 400, 300)
        root.layoutIfNeeded()
        #expect(banner.frame == rect(10, 10, 380, 40))
        #expect(corner.frame == rect(350, 250, 40, 40))
        #expect(centred.frame == rect(150, 50, 100, 100))
        let description = root.constraints.first { ($0 as? NSAutoresizingMaskLayoutConstraint)?.isPosition == false }
        #expect(LayoutDiagnostic.stabilize(description?.description ?? "") ==
                "<NSAutoresizingMaskLayoutConstraint:#1 h=-&- v=--& UIView:#2.width == UIView:#3.width - 20   (active)>")
    }

    @Test func rootWithoutTranslationTakesItsSizeFromConstraints() {
        let root = UIView(frame: rect(5, 5, 0, 0))
        root.translatesAutoresizingMaskIntoConstraints = false
        root.contentScaleFactor = 2
        let child = makeChild(of: root)
        NSLayoutConstraint.activate([
            root.widthAnchor.constraint(equalToConstant: 375),
            child.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            child.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -10),
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            child.heightAnchor.constraint(equalToConstant: 30),
        ])
        root.layoutIfNeeded()
        #expect(root.frame == rect(5, 5, 375, 50))
        #expect(child.frame == rect(0, 10, 375, 30))
    }
}

private final class RecordingView: UIView {
    var events: [String] = []
    override func willMove(toSuperview newSuperview: UIView?) { events.append("willMove \(newSuperview == nil ? "nil" : "view")") }
    override func didMoveToSuperview() { events.append("didMove") }
    override func didAddSubview(_ subview: UIView) { events.append("didAdd") }
    override func willRemoveSubview(_ subview: UIView) { events.append("willRemove") }
    override func layoutMarginsDidChange() { events.append("margins") }
    override func safeAreaInsetsDidChange() { events.append("safeArea") }
}

#if MainActorIsolation
@MainActor
#endif
@Suite struct OverridePointTests {
    @Test func hierarchyAndMarginCallbacksFire() {
        let parent = RecordingView(), child = RecordingView()
        parent.addSubview(child)
        child.removeFromSuperview()
        #expect(parent.events == ["didAdd", "willRemove"])
        #expect(child.events == ["willMove view", "didMove", "willMove nil", "didMove"])
        parent.events = []
        parent.directionalLayoutMargins = .zero
        parent.safeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        #expect(parent.events == ["margins", "margins", "safeArea"])
    }

    @Test func windowIsTheNearestWindowAncestor() {
        let window = UIWindow(frame: rect(0, 0, 375, 667))
        let content = UIView()
        #expect(content.window == nil)
        window.addSubview(content)
        #expect(content.window === window)
        #expect(window.window === window)
        #expect(content.next === window)
    }
}

#if MainActorIsolation
@MainActor
#endif
@Suite struct EngineMoveTests {
    @Test func anInvalidatedIntrinsicSizeSurvivesAMoveBetweenHierarchies() {
        let first = makeRoot(width: 200, height: 100), second = makeRoot(width: 300, height: 100)
        let container = makeChild(of: first)
        let label = IntrinsicView(CGSize(width: 40, height: 10))
        label.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            label.topAnchor.constraint(equalTo: container.topAnchor),
            container.leadingAnchor.constraint(equalTo: first.leadingAnchor),
            container.topAnchor.constraint(equalTo: first.topAnchor),
        ])
        first.layoutIfNeeded()
        #expect(label.frame == rect(0, 0, 40, 10))
        label.size = CGSize(width: 60, height: 10)
        label.invalidateIntrinsicContentSize()
        second.addSubview(container)
        NSLayoutConstraint.activate([
            container.trailingAnchor.constraint(equalTo: second.trailingAnchor),
            container.topAnchor.constraint(equalTo: second.topAnchor, constant: 5),
            container.widthAnchor.constraint(equalToConstant: 100), container.heightAnchor.constraint(equalToConstant: 20),
        ])
        let diagnostics = collecting { second.layoutIfNeeded() }
        #expect(diagnostics.isEmpty)
        #expect(container.frame == rect(200, 5, 100, 20))
        #expect(label.frame == rect(0, 0, 60, 10))
        #expect(label.constraints.filter { $0 is NSContentSizeLayoutConstraint }.count == 2)
        #expect(first.constraints.isEmpty)
    }

    /// A removed subtree keeps its constraints; they enter its own engine's solver when it is first used.
    @Test func aRemovedSubtreeIsLaidOutOnItsOwnWithTheConstraintsItKept() {
        let root = makeRoot(width: 300, height: 300)
        let container = makeChild(of: root), child = makeChild(of: container)
        NSLayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            container.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            container.widthAnchor.constraint(equalToConstant: 200), container.heightAnchor.constraint(equalToConstant: 100),
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 5),
            child.topAnchor.constraint(equalTo: container.topAnchor, constant: 6),
            child.widthAnchor.constraint(equalToConstant: 50), child.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        container.removeFromSuperview()
        #expect(container.constraints.count == 4 && child.constraints.count == 2)
        // Nothing asked the new engine for a solution yet: the six wait (`LayoutEngine.deferredInsertions`).
        #expect(container.ownEngine?.deferredInsertions.count == 6)
        #expect(!child.hasAmbiguousLayout)
        #expect(container.ownEngine?.deferredInsertions.isEmpty == true)
        let width = child.constraints.first { $0.firstAttribute == .width }
        width?.constant = 70
        container.frame = rect(0, 0, 200, 100)
        container.layoutIfNeeded()
        #expect(child.frame == rect(5, 6, 70, 20))
    }

    /// A newer required constraint that conflicts with the ones a removed subtree kept is the one that breaks,
    /// as it would have been in the hierarchy the subtree left.
    @Test func aConstraintActivatedInARemovedSubtreeBreaksAfterTheOnesItKept() {
        let root = makeRoot(width: 300, height: 300)
        let container = makeChild(of: root), child = makeChild(of: container)
        NSLayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            child.topAnchor.constraint(equalTo: container.topAnchor),
            child.widthAnchor.constraint(equalToConstant: 100), child.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        container.removeFromSuperview()
        let newer = child.widthAnchor.constraint(equalToConstant: 200)
        let diagnostics = collecting {
            newer.isActive = true
            container.layoutIfNeeded()
        }
        #expect(diagnostics.map(\.kind) == [.unsatisfiableConstraints])
        #expect(diagnostics.first?.message.contains("200") == true)
        #expect(child.frame.width == 100)
    }

    /// The hierarchy a view left before it first solved still writes the view's old variables when it does: the
    /// view keeps the frame its new hierarchy gives it.
    @Test func aViewMovedToAnotherHierarchyKeepsItsFrameWhenTheOldOneSolvesAgain() {
        let first = makeRoot(width: 300, height: 300), second = makeRoot(width: 300, height: 300)
        let view = makeChild(of: first)
        NSLayoutConstraint.activate(placement(of: view, at: rect(10, 10, 50, 20)))
        second.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: second.leadingAnchor, constant: 30),
            view.topAnchor.constraint(equalTo: second.topAnchor, constant: 40),
        ])
        second.layoutIfNeeded()
        #expect(view.frame == rect(30, 40, 50, 20))
        first.layoutIfNeeded()
        second.setNeedsLayout()
        second.layoutIfNeeded()
        #expect(view.frame == rect(30, 40, 50, 20))
    }

    @Test func aViewThatOutlivesItsSuperviewHasNoSuperview() {
        let child = UIView()
        do {
            let parent = UIView(frame: rect(0, 0, 100, 100))
            parent.addSubview(child)
            #expect(child.superview === parent)
        }
        #expect(child.superview == nil)
        #expect(child.window == nil)
        let other = UIView()
        other.addSubview(child)
        #expect(child.superview === other && other.subviews == [child])
    }

    @Test func aConstraintKeptAfterItsHierarchyIsGoneCanStillBeDeactivated() {
        var kept: NSLayoutConstraint?
        let child = UIView()
        do {
            let root = UIView(frame: rect(0, 0, 100, 100))
            root.addSubview(child)
            child.translatesAutoresizingMaskIntoConstraints = false
            let width = child.widthAnchor.constraint(equalToConstant: 40)
            width.isActive = true
            root.layoutIfNeeded()
            kept = width
        }
        // The root and its engine are gone; the constraint is still installed on the child.
        #expect(kept?.isActive == true && child.constraints == [kept])
        kept?.constant = 50
        child.layoutIfNeeded()
        #expect(child.frame.width == 50)
        kept?.isActive = false
        #expect(kept?.isActive == false && child.constraints.isEmpty)
    }
}
