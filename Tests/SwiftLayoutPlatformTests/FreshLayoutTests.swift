import Foundation
import Testing
@testable import SwiftLayoutPlatform

/// Every update leaves the frames a fresh layout of the same final state would, and reports no conflict that
/// the final state does not have. Each test is one of the defects random hierarchies found
/// (the platform repros of the reliability issue).
@MainActor
@Suite struct FreshLayoutTests {
    /// Found by the platform model suite: a frame whose size becomes negative while its standardized form is
    /// the old frame ((0, 30, 50, −20) is (0, 10, 50, 20) to Foundation's `==`) is written all the same.
    @Test func aFrameThatFlipsToItsMirrorImageIsWritten() {
        let root = makeRoot(width: 300, height: 300)
        let v = makeChild(of: root)
        let top = v.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)
        let height = v.heightAnchor.constraint(equalToConstant: 20)
        NSLayoutConstraint.activate([
            top, height, v.leftAnchor.constraint(equalTo: root.leftAnchor), v.widthAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        #expect(v.frame.origin.y == 10 && v.frame.size.height == 20)
        top.constant = 30
        height.constant = -20
        root.layoutIfNeeded()
        #expect(v.frame.origin.y == 30 && v.frame.size.height == -20)
        v.frame = CGRect(x: 0, y: 10, width: 50, height: 20)   // set by code: the mirror image again
        #expect(v.frame.origin.y == 10 && v.frame.size.height == 20)
    }

    /// platform-stale-child-frame: a view placed by the root, inside a superview that moves.
    @Test func aViewWhoseSuperviewMovesKeepsItsPlaceRelativeToTheRoot() {
        let root = makeRoot(width: 300, height: 300)
        let a = makeChild(of: root), b = makeChild(of: a)
        let aTop = a.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)
        NSLayoutConstraint.activate([
            aTop, a.leftAnchor.constraint(equalTo: root.leftAnchor),
            a.widthAnchor.constraint(equalToConstant: 100), a.heightAnchor.constraint(equalToConstant: 100),
            b.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
            b.leftAnchor.constraint(equalTo: root.leftAnchor),
            b.widthAnchor.constraint(equalToConstant: 20), b.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(b.frame == rect(0, 40, 20, 20))
        aTop.constant = 30
        root.layoutIfNeeded()
        #expect(a.frame == rect(0, 30, 100, 100))
        #expect(b.frame == rect(0, 20, 20, 20))
    }

    /// The same with a superview placed by its frame (autoresizing): moving the frame moves no subview's
    /// variables, yet the subview's frame changes.
    @Test func aViewWhoseTranslatingSuperviewMovesKeepsItsPlaceRelativeToTheRoot() {
        let root = makeRoot(width: 300, height: 300)
        let a = UIView(frame: rect(0, 10, 100, 100))
        root.addSubview(a)
        let b = makeChild(of: a)
        NSLayoutConstraint.activate([
            b.topAnchor.constraint(equalTo: root.topAnchor, constant: 50), b.leftAnchor.constraint(equalTo: root.leftAnchor),
            b.widthAnchor.constraint(equalToConstant: 20), b.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(b.frame == rect(0, 40, 20, 20))
        a.frame = rect(5, 30, 100, 100)
        root.layoutIfNeeded()
        #expect(b.frame == rect(-5, 20, 20, 20))
    }

    /// platform-negative-size-written-as-abs (autoresizing): TheUIKitLayer.md writes (X0, Y0, X1 − X0, Y1 − Y0).
    @Test func aNegativeFlexibleHeightIsWrittenWithItsSign() {
        let root = makeRoot(width: 300, height: 400)
        let m = UIView(frame: rect(14, 74.5, 76.5, 50))
        m.autoresizingMask = [.flexibleHeight]
        root.addSubview(m)
        root.layoutIfNeeded()
        root.frame = rect(0, 0, 300, 224)
        root.layoutIfNeeded()
        #expect(m.frame.origin == CGPoint(x: 14, y: 74.5))
        #expect(m.frame.size == CGSize(width: 76.5, height: -126))
    }

    /// platform-negative-size-written-as-abs (constraints).
    @Test func aNegativeConstrainedWidthIsWrittenWithItsSign() {
        let root = makeRoot(width: 300, height: 400)
        let v = makeChild(of: root)
        NSLayoutConstraint.activate([
            v.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 100), v.topAnchor.constraint(equalTo: root.topAnchor),
            v.widthAnchor.constraint(equalToConstant: -20), v.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(v.frame.origin == CGPoint(x: 100, y: 0))
        #expect(v.frame.size == CGSize(width: -20, height: 10))
        // A guide's layoutFrame is snapped and written the same way.
        let guide = UILayoutGuide()
        v.addLayoutGuide(guide)
        NSLayoutConstraint.activate([
            guide.leftAnchor.constraint(equalTo: v.leftAnchor, constant: 5), guide.topAnchor.constraint(equalTo: v.topAnchor),
            guide.widthAnchor.constraint(equalToConstant: -7.5), guide.heightAnchor.constraint(equalToConstant: 4),
        ])
        root.layoutIfNeeded()
        #expect(guide.layoutFrame.origin == CGPoint(x: 5, y: 0))
        #expect(guide.layoutFrame.size == CGSize(width: -7.5, height: 4))
    }

    /// platform-rtl-toggle-spurious-conflict.
    @Test func switchingAStackToRightToLeftReportsNoConflict() {
        let root = makeRoot(width: 300, height: 300)
        let stack = UIStackView()
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        let a = UIView(), b = UIView()
        stack.addArrangedSubview(a)
        stack.addArrangedSubview(b)
        NSLayoutConstraint.activate([
            stack.leftAnchor.constraint(equalTo: root.leftAnchor), stack.topAnchor.constraint(equalTo: root.topAnchor),
            stack.widthAnchor.constraint(equalToConstant: 14), stack.heightAnchor.constraint(equalToConstant: 10),
            a.widthAnchor.constraint(equalToConstant: 4),
        ])
        root.layoutIfNeeded()
        #expect(a.frame == rect(0, 0, 4, 10))
        #expect(b.frame == rect(4, 0, 10, 10))
        let diagnostics = collecting {
            stack.semanticContentAttribute = .forceRightToLeft
            root.layoutIfNeeded()
        }
        #expect(diagnostics.map(\.kind) == [])
        #expect(a.frame == rect(10, 0, 4, 10))
        #expect(b.frame == rect(0, 0, 10, 10))
        #expect(stack.constraints.allSatisfy { !$0.isBroken })
    }

    /// platform-stack-regeneration-spurious-conflict.
    @Test func changingAProportionalStacksSpacingReportsNoConflict() {
        let root = makeRoot(width: 300, height: 300)
        let stack = UIStackView()
        stack.axis = .vertical
        stack.distribution = .fillProportionally
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        let sized = IntrinsicView(CGSize(width: 37, height: 6.5)), plain = UIView()
        stack.addArrangedSubview(sized)
        stack.addArrangedSubview(plain)
        NSLayoutConstraint.activate([
            stack.leftAnchor.constraint(equalTo: root.leftAnchor), stack.topAnchor.constraint(equalTo: root.topAnchor),
            stack.widthAnchor.constraint(equalToConstant: 50), stack.heightAnchor.constraint(equalToConstant: 100),
        ])
        root.layoutIfNeeded()
        let diagnostics = collecting {
            stack.spacing = 10
            root.layoutIfNeeded()
        }
        #expect(diagnostics.map(\.kind) == [])
        #expect(stack.constraints.allSatisfy { !$0.isBroken })
    }

    /// Two custom spacings trading places: edited one after the other, the first edit conflicts with the
    /// second's old constant (required widths, a required stack width). The batch re-adds both instead.
    @Test func swappingTwoCustomSpacingsReportsNoConflict() {
        let root = makeRoot(width: 300, height: 300)
        let stack = UIStackView()
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        let views = (0..<3).map { _ in UIView() }
        for view in views { stack.addArrangedSubview(view) }
        NSLayoutConstraint.activate([
            stack.leftAnchor.constraint(equalTo: root.leftAnchor), stack.topAnchor.constraint(equalTo: root.topAnchor),
            stack.widthAnchor.constraint(equalToConstant: 100), stack.heightAnchor.constraint(equalToConstant: 10),
        ] + views.map { $0.widthAnchor.constraint(equalToConstant: 20) })
        stack.setCustomSpacing(30, after: views[0])
        stack.setCustomSpacing(10, after: views[1])
        #expect(collecting { root.layoutIfNeeded() }.isEmpty)
        #expect(views.map(\.frame.minX) == [0, 50, 80])
        let diagnostics = collecting {
            stack.setCustomSpacing(10, after: views[0])
            stack.setCustomSpacing(30, after: views[1])
            root.layoutIfNeeded()
        }
        #expect(diagnostics.map(\.kind) == [])
        #expect(views.map(\.frame.minX) == [0, 30, 80])
    }

    /// An `updateConstraints()` override that moves both edges of a view of required width: the two
    /// constant edits reach the engine together.
    @Test func anUpdateConstraintsOverrideEditingTwoConstantsReportsNoConflict() {
        final class Sliding: UIView {
            var offset: CGFloat = 10
            var left: NSLayoutConstraint?
            var right: NSLayoutConstraint?
            override func updateConstraints() {
                left?.constant = offset
                right?.constant = offset + 50
                super.updateConstraints()
            }
        }
        let root = Sliding(frame: rect(0, 0, 300, 100))
        root.contentScaleFactor = 2
        let child = makeChild(of: root)
        root.left = child.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10)
        root.right = child.rightAnchor.constraint(equalTo: root.leftAnchor, constant: 60)
        NSLayoutConstraint.activate([
            root.left!, root.right!, child.widthAnchor.constraint(equalToConstant: 50),
            child.topAnchor.constraint(equalTo: root.topAnchor), child.heightAnchor.constraint(equalToConstant: 10),
        ])
        #expect(collecting { root.layoutIfNeeded() }.isEmpty)
        let diagnostics = collecting {
            root.offset = 20
            root.setNeedsUpdateConstraints()
            root.layoutIfNeeded()
        }
        #expect(diagnostics.map(\.kind) == [])
        #expect(child.frame == rect(20, 0, 50, 10))
    }


    /// platform-proportional-margins-relative-conflict: not a defect. A fillProportionally stack whose only
    /// intrinsic-sized view gets a required `view.SIZE == S.SIZE` (TheUIKitLayer.md) cannot also sit inside the
    /// margins; UIKit reports the same conflict (its log lists the two canvas connections to the margins and
    /// `'UISV-fill-proportionally' UILabel.width == UIStackView.width`, stackoverflow.com question "Why does a
    /// UIStackView with a single view, fill Proportionally, and Layout Margins causes ambiguous constraint
    /// error?"), so the rule stays. UIKit's recovery keeps the full width (the view overflows the trailing
    /// margin); ours breaks the proportional constraint, the most recent system constraint of the set (15.2).
    @Test func aMarginsRelativeProportionalStackWithOneSizedViewConflictsAsInUIKit() {
        let root = makeRoot(width: 300, height: 300)
        let stack = UIStackView()
        stack.distribution = .fillProportionally
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        let red = IntrinsicView(CGSize(width: 25, height: 20))
        let diagnostics = collecting {
            stack.addArrangedSubview(red)
            NSLayoutConstraint.activate([
                stack.leftAnchor.constraint(equalTo: root.leftAnchor), stack.topAnchor.constraint(equalTo: root.topAnchor),
                stack.widthAnchor.constraint(equalToConstant: 200), stack.heightAnchor.constraint(equalToConstant: 40),
            ])
            root.layoutIfNeeded()
        }
        #expect(diagnostics.map(\.kind) == [.unsatisfiableConstraints])
        #expect(diagnostics.first?.constraints.map { $0.identifier ?? "" }
                == ["UISV-canvas-connection", "UISV-canvas-connection", "UISV-fill-proportionally"])
        #expect(diagnostics.first?.brokenConstraint?.identifier == "UISV-fill-proportionally")
        #expect(red.frame == rect(10, 10, 180, 20))
        // Without the margins the same stack is satisfiable: the view fills it.
        let clean = collecting {
            stack.isLayoutMarginsRelativeArrangement = false
            root.layoutIfNeeded()
        }
        #expect(clean.isEmpty)
        #expect(red.frame == rect(0, 0, 200, 40))
    }

    /// Found by the platform model suite: a view moved out of a subtree that lives on (and is laid out on its
    /// own) kept taking values from the subtree's engine, whose solver still knew its variables.
    @Test func aViewMovedOutOfALiveSubtreeTakesItsValuesFromItsNewHierarchyOnly() {
        let root = makeRoot(width: 320, height: 480)
        let box = makeChild(of: root)
        NSLayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: root.leftAnchor), box.topAnchor.constraint(equalTo: root.topAnchor),
            box.widthAnchor.constraint(equalToConstant: 100), box.heightAnchor.constraint(equalToConstant: 100),
        ])
        let item = IntrinsicView(CGSize(width: 50, height: 20))
        item.translatesAutoresizingMaskIntoConstraints = false
        box.addSubview(item)
        NSLayoutConstraint.activate([
            item.leftAnchor.constraint(equalTo: box.leftAnchor, constant: 5), item.topAnchor.constraint(equalTo: box.topAnchor),
        ])
        root.layoutIfNeeded()
        box.removeFromSuperview()
        root.addSubview(item)
        let left = item.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10)
        NSLayoutConstraint.activate([left, item.topAnchor.constraint(equalTo: root.topAnchor, constant: 200)])
        root.layoutIfNeeded()
        box.layoutIfNeeded()
        left.constant = 20
        root.layoutIfNeeded()
        #expect(item.frame == rect(20, 200, 50, 20))
    }

    /// The other way: a subtree removed from a root that lives on.
    @Test func aSubtreeRemovedFromALiveRootTakesItsValuesFromItsOwnEngineOnly() {
        let root = makeRoot(width: 320, height: 480)
        let box = makeChild(of: root)
        let item = IntrinsicView(CGSize(width: 30, height: 30))
        item.translatesAutoresizingMaskIntoConstraints = false
        box.addSubview(item)
        let left = item.leftAnchor.constraint(equalTo: box.leftAnchor, constant: 1)
        NSLayoutConstraint.activate([
            left, item.topAnchor.constraint(equalTo: box.topAnchor, constant: 2),
            box.leftAnchor.constraint(equalTo: root.leftAnchor), box.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(item.frame == rect(1, 2, 30, 30))
        box.removeFromSuperview()
        box.layoutIfNeeded()
        root.layoutIfNeeded()
        left.constant = 4
        box.layoutIfNeeded()
        #expect(item.frame == rect(4, 2, 30, 30))
    }

    /// Found by the platform model suite: a root that takes no part in Auto Layout (no constraint refers to
    /// it) keeps the frame code gave it, like any other view (TheUIKitLayer.md); it used to get the engine's free
    /// values (zero, or whatever its last constraint had left).
    @Test func aRootWithoutConstraintsKeepsItsFrame() {
        let root = UIView(frame: rect(10, 20, 50, 40))
        root.translatesAutoresizingMaskIntoConstraints = false
        root.layoutIfNeeded()
        #expect(root.frame == rect(10, 20, 50, 40))
        let height = root.heightAnchor.constraint(equalToConstant: 30)
        height.isActive = true
        root.layoutIfNeeded()
        #expect(root.frame == rect(10, 20, 0, 30))   // the width is free (0) while the root takes part
        height.isActive = false
        root.layoutIfNeeded()
        #expect(root.frame == rect(10, 20, 0, 30))   // left as the last pass wrote it
    }

    /// Found by the platform model suite: a constraint on a stack's baseline reads its arranged view's
    /// variables; after the stack moved to another superview, it kept the variables the arranged view had in
    /// the hierarchy it passed through, and no longer followed the view.
    @Test func aBaselineConstraintFollowsTheArrangedViewAfterTheStackMoves() throws {
        let root = makeRoot(width: 320, height: 480)
        let holder = makeChild(of: root)
        let stack = UIStackView()
        stack.alignment = .firstBaseline
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        let item = IntrinsicView(CGSize(width: 40, height: 30))
        stack.addArrangedSubview(item)
        let marker = UILayoutGuide()
        stack.addLayoutGuide(marker)
        NSLayoutConstraint.activate([
            holder.leftAnchor.constraint(equalTo: root.leftAnchor), holder.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            holder.widthAnchor.constraint(equalToConstant: 200), holder.heightAnchor.constraint(equalToConstant: 200),
            marker.topAnchor.constraint(equalTo: stack.firstBaselineAnchor, constant: 2),
            marker.leftAnchor.constraint(equalTo: stack.leftAnchor), marker.widthAnchor.constraint(equalToConstant: 1),
            marker.heightAnchor.constraint(equalToConstant: 1),
            stack.leftAnchor.constraint(equalTo: root.leftAnchor), stack.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        // Laid out first: the stack's own constraints come after the marker's, and move after it.
        root.layoutIfNeeded()
        #expect(marker.layoutFrame == rect(0, 32, 1, 1))
        holder.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leftAnchor.constraint(equalTo: holder.leftAnchor), stack.topAnchor.constraint(equalTo: holder.topAnchor, constant: 10),
        ])
        root.layoutIfNeeded()
        #expect(marker.layoutFrame == rect(0, 32, 1, 1))   // below the item's bottom (its baseline): 30 + 2
        item.size = CGSize(width: 40, height: 50)
        item.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        #expect(stack.frame == rect(0, 10, 40, 50))
        #expect(marker.layoutFrame == rect(0, 52, 1, 1))
    }

    /// Found by the platform model suite: a view whose intrinsic size changed and which was removed before
    /// the next pass refreshed its content size while its content-size constraint moved to the new engine;
    /// the refresh added that very constraint, which was then added a second time, and its first solver
    /// constraints stayed in the solver for good, holding the old size.
    @Test func aViewRemovedWithAPendingIntrinsicSizeChangeFollowsItsNextSize() {
        let root = makeRoot(width: 320, height: 480)
        let view = IntrinsicView(CGSize(width: 59, height: 26))
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 21),
            view.topAnchor.constraint(equalTo: root.topAnchor, constant: 33),
        ])
        root.layoutIfNeeded()
        view.size = CGSize(width: 55, height: 19.5)
        view.invalidateIntrinsicContentSize()
        view.removeFromSuperview()
        view.layoutIfNeeded()
        #expect(view.frame == rect(21, 33, 55, 19.5))
        #expect(view.layoutState.constraints.count == 2)
        view.size = CGSize(width: 0.5, height: 35)
        view.invalidateIntrinsicContentSize()
        view.layoutIfNeeded()
        #expect(view.frame == rect(21, 33, 0.5, 35))
    }

    /// platform-history-dependent-after-hiding (reduced from a random case): after hiding a stack's only
    /// arranged view, the hierarchy settles where the same state built afresh does. Intermediate frames had
    /// negative heights, written as positive ones, and a view's safe area (hence its margins, hence a
    /// baseline constraint) was measured from them.
    @Test func hidingAStacksOnlyArrangedViewLaysOutAsTheSameStateBuiltAfresh() {
        let stepwise = HidingCase(fresh: false), fresh = HidingCase(fresh: true)
        for (index, name) in HidingCase.names.enumerated() {
            #expect(stepwise.views[index].frame == fresh.views[index].frame, "\(name)")
        }
    }
}

/// The hierarchy of platform-history-dependent-after-hiding.swift: built step by step (laid out, then a
/// view added, laid out, then v10 hidden and laid out), or in its final state at once.
@MainActor
private struct HidingCase {
    static let names = ["v0", "v3", "v4", "v6", "v10", "v11", "v12", "v13", "v14", "v22", "v29"]
    let views: [UIView]

    init(fresh: Bool) {
        let v0 = UIView(frame: rect(0, 0, 492, 437))
        v0.contentScaleFactor = 1048576
        let g5 = UILayoutGuide()
        v0.addLayoutGuide(g5)
        let v3 = IntrinsicView(CGSize(width: 116, height: 17))
        v0.addSubview(v3)
        let v6 = UIStackView()
        v6.axis = .vertical
        v6.alignment = .trailing
        v6.spacing = 4
        let v4 = UIView(), v11 = UIStackView(), v22 = UIView(), v10 = UIView()
        let v29 = IntrinsicView(CGSize(width: 46.5, height: 52))
        for view in [v6, v4, v11, v22, v29] as [UIView] { view.translatesAutoresizingMaskIntoConstraints = false }
        for view in [v6, v11, v22, v29] as [UIView] { view.insetsLayoutMarginsFromSafeArea = false }
        v0.addSubview(v6)
        v3.addSubview(v4)
        v4.addSubview(v11)
        v4.addSubview(v22)
        let v12 = IntrinsicView(CGSize(width: 53, height: 30)), v13 = IntrinsicView(CGSize(width: 89, height: 37.5))
        v11.addArrangedSubview(v12)
        v11.addArrangedSubview(v13)
        v6.addArrangedSubview(v10)
        let v14 = IntrinsicView(CGSize(width: -1, height: 10))
        v14.translatesAutoresizingMaskIntoConstraints = false
        v10.addSubview(v14)
        let g1 = v0.safeAreaLayoutGuide, g2 = v0.layoutMarginsGuide
        func make(_ a: AnyObject, _ aa: NSLayoutConstraint.Attribute, _ b: AnyObject?, _ ba: NSLayoutConstraint.Attribute,
                  _ m: CGFloat, _ c: CGFloat, _ p: Float = 1000) -> NSLayoutConstraint {
            let constraint = NSLayoutConstraint(item: a, attribute: aa, relatedBy: .equal, toItem: b, attribute: ba,
                                                multiplier: m, constant: c)
            constraint.priority = UILayoutPriority(p)
            return constraint
        }
        let first = [
            make(v11, .centerYWithinMargins, v10, .top, 1, 62), make(g5, .height, nil, .notAnAttribute, 1, 82),
            make(v14, .width, nil, .notAnAttribute, 1, 106.5), make(v22, .centerYWithinMargins, v11, .bottom, 0.75, 60),
            make(v10, .height, nil, .notAnAttribute, 1, 58, 949), make(v6, .bottomMargin, v0, .topMargin, 1, -5.5),
            make(v6, .top, g5, .bottom, 1, 18), make(v6, .centerXWithinMargins, g1, .leading, 1, 50),
            make(v11, .bottom, v6, .centerY, 1, 102.5), make(v4, .top, g2, .bottom, 0.75, -6),
            make(v22, .height, v14, .width, 1, 18), make(g5, .centerY, g1, .centerY, 1, 25.5),
        ]
        let second = [make(v29, .centerYWithinMargins, v22, .top, 1, -26.5),
                      make(v29, .firstBaseline, v10, .bottomMargin, 1.5, 106.5)]
        if fresh {
            v4.addSubview(v29)
            v10.isHidden = true
            NSLayoutConstraint.activate(first + second)
        } else {
            for constraint in first { constraint.isActive = true }
            v4.addSubview(v29)
            NSLayoutConstraint.activate(second)
            v0.layoutIfNeeded()
            v10.isHidden = true
        }
        v0.layoutIfNeeded()
        views = [v0, v3, v4, v6, v10, v11, v12, v13, v14, v22, v29]
    }

}
