import Testing
import SwiftLayout
import SwiftLayoutSolver

/// Solver counters between two moments.
#if MainActorIsolation
@MainActor
#endif
func solverWork(_ root: UIView, _ body: () -> Void) -> (added: Int, removed: Int, constants: Int) {
    root.layoutIfNeeded()
    let before = root.layoutEngineStatistics ?? Solver.Statistics()
    body()
    root.layoutIfNeeded()
    let after = root.layoutEngineStatistics ?? Solver.Statistics()
    return (after.constraintsAdded - before.constraintsAdded, after.constraintsRemoved - before.constraintsRemoved,
            after.constantsUpdated - before.constantsUpdated)
}

/// The active constraints installed anywhere in the hierarchy that the DSL made (not system ones).
#if MainActorIsolation
@MainActor
#endif
func userConstraints(_ root: UIView) -> [NSLayoutConstraint] {
    var result = root.constraints
    for subview in root.subviews { result += userConstraints(subview) }
    return result
}

#if MainActorIsolation
@MainActor
#endif
@Suite struct ActivationDiffTests {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let a = UIView()
    let b = UIView()
    let c = UIView()

    @Test func activeAddsViewsInDeclarationOrderAndLeavesTheRootAlone() {
        let activation = root.sublayout {
            a.anchors { Anchors.allSides() }.sublayout { c }
            b
        }.active()
        #expect(root.subviews == [a, b])
        #expect(a.subviews == [c])
        #expect(root.translatesAutoresizingMaskIntoConstraints)
        #expect(!a.translatesAutoresizingMaskIntoConstraints && !b.translatesAutoresizingMaskIntoConstraints)
        #expect(activation.recordedConstraints.count == 4)
        root.layoutIfNeeded()
        #expect(a.frame == root.bounds)
    }

    @Test func anUnchangedLayoutTouchesNothing() {
        func layout() -> some Layout {
            root.sublayout {
                a.anchors { Anchors.cap(offset: 8); Anchors.height.equalTo(constant: 20) }
                b.anchors { Anchors.top.equalTo(a, attribute: .bottom); Anchors.shoe() }
            }
        }
        let activation = layout().active()
        let before = userConstraints(root)
        let work = solverWork(root) { layout().update(fromActivation: activation) }
        #expect(work.added == 0 && work.removed == 0 && work.constants == 0)
        let after = userConstraints(root)
        #expect(before.count == 8)
        #expect(zip(before, after).allSatisfy { $0 === $1 })
    }

    @Test func everyUpdateAddsEachDeclaredViewAgainInOrderAndChangesNothingElse() {
        // ActivationAndUpdates.md and SwiftLayout 2.8.0: `addSubview` is called for every declared view at every
        // pass, even when it is already in place; re-adding only moves it, so nothing is laid out again.
        final class Counting: UIView {
            var added: [UIView] = []
            var didAdd = 0
            var layouts = 0
            override func addSubview(_ view: UIView) { added.append(view); super.addSubview(view) }
            override func didAddSubview(_ subview: UIView) { didAdd += 1; super.didAddSubview(subview) }
            override func layoutSubviews() { layouts += 1; super.layoutSubviews() }
        }
        let root = Counting(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let only = Counting()
        func layout() -> some Layout {
            root.sublayout {
                a.anchors { Anchors.cap(); Anchors.height.equalTo(constant: 20) }.sublayout { only }
                b.anchors { Anchors.top.equalTo(a, attribute: .bottom); Anchors.shoe() }
            }
        }
        let activation = layout().active()
        root.layoutIfNeeded()
        #expect(root.added == [a, b] && root.didAdd == 2)
        let layoutsBefore = root.layouts
        let before = userConstraints(root)
        let work = solverWork(root) { layout().update(fromActivation: activation) }
        #expect(root.added == [a, b, a, b] && root.didAdd == 4)
        #expect(root.subviews == [a, b] && a.subviews == [only])
        #expect(work.added == 0 && work.removed == 0 && work.constants == 0)
        #expect(root.layouts == layoutsBefore)
        #expect(zip(before, userConstraints(root)).allSatisfy { $0 === $1 })
    }

    @Test func anUpdateMovesDeclaredViewsBehindAViewAddedOutsideTheLayoutAsUIKitWould() {
        // Re-adding a, b and c in order moves each to the end: x, added by hand after them, ends first.
        let x = UIView()
        func layout() -> some Layout { root.sublayout { a; b; c } }
        let activation = layout().active()
        root.addSubview(x)
        #expect(root.subviews == [a, b, c, x])
        layout().update(fromActivation: activation)
        #expect(root.subviews == [x, a, b, c])
        // In place now: a second update keeps the order, and the root still moves a subview added again.
        layout().update(fromActivation: activation)
        #expect(root.subviews == [x, a, b, c])
        root.addSubview(a)
        #expect(root.subviews == [x, b, c, a])
    }

    @Test func aSubviewAddedWhileTheUpdateAddsViewsAgainEndsWhereUIKitPutsIt() {
        // UIKit: re-adding a gives [b, a], the callback adds x: [b, a, x]; re-adding b gives [a, x, b].
        final class Adding: UIView {
            var extra: UIView?
            var seen: [UIView] = []
            override func didAddSubview(_ subview: UIView) {
                super.didAddSubview(subview)
                seen.append(subview)
                if let extra, seen.count == 3 { addSubview(extra) }
            }
        }
        let container = Adding(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let x = UIView()
        func layout() -> some Layout { container.sublayout { a; b } }
        let activation = layout().active()
        container.extra = x
        layout().update(fromActivation: activation)
        #expect(container.seen == [a, b, a, x, b])
        #expect(container.subviews == [a, x, b])
    }

    @Test func aSubviewACallbackAddsAgainDuringTheUpdateMovesToTheEndAsInUIKit() {
        // UIKit: [o, a, b]; re-adding a gives [o, b, a], the callback's re-add of o [b, a, o]; then b: [a, o, b],
        // and o again: [a, b, o].
        final class KeepingOnTop: UIView {
            var overlay: UIView?
            override func didAddSubview(_ subview: UIView) {
                super.didAddSubview(subview)
                if let overlay, subview !== overlay { addSubview(overlay) }
            }
        }
        let container = KeepingOnTop(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let overlay = UIView()
        container.addSubview(overlay)
        func layout() -> some Layout { container.sublayout { a; b } }
        let activation = layout().active()
        #expect(container.subviews == [overlay, a, b])
        container.overlay = overlay
        layout().update(fromActivation: activation)
        #expect(container.subviews == [a, b, overlay])
    }

    @Test func aViewDeclaredUnderTwoSuperviewsEndsUnderTheLastAsInUIKit() {
        func layout() -> some Layout {
            root.sublayout {
                a.sublayout { c }
                b.sublayout { c }
            }
        }
        let activation = layout().active()
        #expect(c.superview === b && a.subviews.isEmpty)
        layout().update(fromActivation: activation)
        #expect(c.superview === b && a.subviews.isEmpty && root.subviews == [a, b])
        #expect(activation.diagnostics.isEmpty)
    }

    @Test func constantsSwappedBetweenTwoDeclarationsOfAViewDeclaredTwiceMoveTheRecordsAndEditNothing() {
        // c's two widths lie apart (b's top between them): the records are matched by constant within the shape.
        func layout(_ first: CGFloat, _ second: CGFloat) -> some Layout {
            root.sublayout {
                a.sublayout { c.anchors { Anchors.width.equalTo(constant: first) } }
                b.anchors { Anchors.top }.sublayout { c.anchors { Anchors.width.equalTo(constant: second) } }
            }
        }
        // The two widths conflict: reported once, collected here so that the test prints nothing.
        let (activation, diagnostics) = LayoutDiagnostics.collect { layout(10, 20).active() }
        #expect(diagnostics.map(\.kind) == [.unsatisfiableConstraints])
        let before = activation.recordedConstraints
        let (work, later) = LayoutDiagnostics.collect {
            solverWork(root) { layout(20, 10).update(fromActivation: activation) }
        }
        #expect(work.constants == 0, "\(work)")
        #expect(later.isEmpty, "the records move; nothing is added, so nothing conflicts again")
        let after = activation.recordedConstraints
        #expect(after.count == 3 && after[0] === before[2] && after[1] === before[1] && after[2] === before[0])
        #expect(after.map(\.constant) == [20, 0, 10])
    }

    @Test func aConstantOnlyChangeIsOneEditInPlace() {
        func layout(_ offset: CGFloat) -> some Layout {
            root.sublayout { a.anchors { Anchors.top.equalToSuper(constant: offset); Anchors.leading } }
        }
        let activation = layout(10).active()
        let top = root.constraints.first { $0.firstAttribute == .top }!
        let work = solverWork(root) { layout(30).update(fromActivation: activation) }
        #expect(work.added == 0 && work.removed == 0 && work.constants == 1)
        #expect(top.isActive && top.constant == 30)
        #expect(root.constraints.first { $0.firstAttribute == .top } === top)
        #expect(a.frame.origin.y == 30)
    }

    @Test func anyOtherChangeReplacesTheConstraint() {
        func layout(_ relation: Int) -> some Layout {
            root.sublayout {
                a.anchors {
                    switch relation {
                    case 0: Anchors.top.equalToSuper(constant: 4)
                    case 1: Anchors.top.greaterThanOrEqualToSuper(constant: 4)
                    case 2: Anchors.top.greaterThanOrEqualToSuper(constant: 4).priority(.defaultHigh)
                    default: Anchors.top.greaterThanOrEqualToSuper(constant: 4).priority(.defaultHigh).identifier("x")
                    }
                }
            }
        }
        let activation = layout(0).active()
        var previous = root.constraints[0]
        for step in 1...3 {
            layout(step).update(fromActivation: activation)
            #expect(!previous.isActive)
            #expect(root.constraints.count == 1)
            #expect(root.constraints[0] !== previous)
            previous = root.constraints[0]
        }
        #expect(previous.identifier == "x" && previous.priority == .defaultHigh)
    }

    @Test func duplicatesCollapse() {
        let activation = root.sublayout {
            a.anchors {
                Anchors.cap()
                Anchors.leading.trailing
                Anchors.top.top
            }
        }.active()
        #expect(root.constraints.map(\.firstAttribute) == [.top, .leading, .trailing])
        #expect(activation.recordedConstraints.count == 3)
    }

    @Test func viewsNoLongerDeclaredLeaveAndTheirConstraintsGo() {
        func layout(_ showsB: Bool) -> some Layout {
            root.sublayout {
                a.anchors { Anchors.top }
                if showsB { b.anchors { Anchors.top.equalTo(a, attribute: .bottom) } }
                c
            }
        }
        let activation = layout(true).active()
        #expect(root.subviews == [a, b, c])
        let aTop = root.constraints[0]
        layout(false).update(fromActivation: activation)
        #expect(root.subviews == [a, c])
        #expect(b.superview == nil)
        #expect(root.constraints == [aTop])
        layout(true).update(fromActivation: activation)
        #expect(root.subviews == [a, b, c])
        #expect(root.constraints.count == 2 && root.constraints[0] === aTop)
    }

    @Test func viewsMovingBetweenSuperviewsAreRemovedThenAdded() {
        func layout(_ underA: Bool) -> some Layout {
            root.sublayout {
                a.sublayout { if underA { c.anchors { Anchors.top } } }
                b.sublayout { if !underA { c.anchors { Anchors.top } } }
            }
        }
        let activation = layout(true).active()
        #expect(c.superview === a)
        #expect(a.constraints.count == 1)
        layout(false).update(fromActivation: activation)
        #expect(c.superview === b)
        #expect(a.constraints.isEmpty)
        #expect(b.constraints.count == 1 && b.constraints[0].secondItem === b)
    }

    @Test func subviewsAreReAddedInDeclarationOrderAfterUnmanagedOnes() {
        let unmanaged = UIView()
        root.addSubview(unmanaged)
        func layout(_ reversed: Bool) -> some Layout {
            root.sublayout {
                if reversed { b; a } else { a; b }
            }
        }
        let activation = layout(false).active()
        #expect(root.subviews == [unmanaged, a, b])
        layout(true).update(fromActivation: activation)
        #expect(root.subviews == [unmanaged, b, a])
    }

    @Test func aViewMovedElsewhereByHandIsNotRemoved() {
        func layout(_ shows: Bool) -> some Layout { root.sublayout { if shows { a } } }
        let activation = layout(true).active()
        let elsewhere = UIView()
        elsewhere.addSubview(a)
        layout(false).update(fromActivation: activation)
        #expect(a.superview === elsewhere)
    }

    @Test func aConstraintDeactivatedByHandIsRestoredByTheNextUpdate() {
        func layout() -> some Layout { root.sublayout { a.anchors { Anchors.top; Anchors.leading } } }
        let activation = layout().active()
        let top = root.constraints[0]
        top.isActive = false
        layout().update(fromActivation: activation)
        #expect(!top.isActive)
        #expect(root.constraints.count == 2)
        #expect(root.constraints.map(\.firstAttribute).sorted { $0.rawValue < $1.rawValue } == [.top, .leading])
    }

    @Test func liveValuesChangedByHandAreRestored() {
        func layout() -> some Layout { root.sublayout { a.anchors { Anchors.top.equalToSuper(constant: 5) } } }
        let activation = layout().active()
        let top = root.constraints[0]
        top.constant = 50
        layout().update(fromActivation: activation)
        #expect(top.isActive && top.constant == 5)
        // Required to optional on an active constraint: reported (UIKit raises), applied anyway.
        let (_, diagnostics) = LayoutDiagnostics.collect { top.priority = .defaultHigh }
        #expect(diagnostics.map(\.kind) == [.requiredPriorityMutation])
        layout().update(fromActivation: activation)
        #expect(!top.isActive)
        #expect(root.constraints.count == 1 && root.constraints[0].priority == .required)
    }

    @Test func deactiveRemovesManagedViewsAndConstraintsAndCanBeReused() {
        let outer = UIView()
        outer.addSubview(root)
        func layout() -> some Layout { root.sublayout { a.anchors { Anchors.top }.sublayout { b.anchors { Anchors.top } } } }
        let activation = layout().active()
        activation.deactive()
        #expect(root.superview === outer)
        #expect(a.superview == nil && b.superview == nil)
        #expect(root.constraints.isEmpty && a.constraints.isEmpty)
        #expect(activation.recordedConstraints.count == 0)
        layout().update(fromActivation: activation)
        #expect(root.subviews == [a] && activation.recordedConstraints.count == 2)
    }

    @Test func releasingTheActivationDeactivates() {
        var activation: Activation? = root.sublayout { a.anchors { Anchors.top } }.active()
        #expect(a.superview === root)
        #expect(activation != nil)
        activation = nil
        #expect(a.superview == nil)
        #expect(root.constraints.isEmpty)
        var set = Set<Activation>()
        root.sublayout { b }.active().store(&set)
        #expect(b.superview === root)
        set.removeAll()
        #expect(b.superview == nil)
    }

    @Test func finalActiveRecordsNothingAndStays() {
        root.sublayout { a.anchors { Anchors.top; Anchors.top } }.finalActive()
        #expect(a.superview === root)
        #expect(root.constraints.count == 1)
        root.sublayout { a.anchors { Anchors.top } }.finalActive()
        #expect(root.constraints.count == 2)   // a second finalActive activates everything again
    }

    @Test func activationsCompareByIdentity() {
        let first = root.sublayout { a }.active()
        let second = EmptyLayout().active()
        let third = EmptyLayout().active()
        // An update returns the same activation: equal, and one member of a set.
        let updated = root.sublayout { a; b }.update(fromActivation: first)
        #expect(updated == first)
        #expect(Set([first, updated]).count == 1)
        // Two activations of equal layouts are two activations.
        #expect(second != third)
        #expect(Set([first, second, third]).count == 3)
        var array: [Activation] = []
        first.store(&array)
        #expect(array.count == 1 && array[0] === first)
        #expect(array.viewForIdentifier("nothing") == nil)
    }

    @Test func stackViewsArrangeDeclaredChildrenInOrderUnlessNotArranged() {
        let stack = ArrangingView()
        let backdrop = UIView()
        let clear = UIView()
        func layout(_ showsClear: Bool) -> some Layout {
            root.sublayout {
                stack.anchors { Anchors.allSides() }.sublayout {
                    GroupLayout(option: .isNotArranged) { backdrop }
                    if showsClear { clear }
                    a
                    b.anchors { Anchors.width.equalTo(a) }
                }
            }
        }
        let activation = layout(false).active()
        #expect(stack.subviews == [backdrop, a, b])
        #expect(stack.arrangedSubviews == [a, b])
        let constraints = userConstraints(root)
        #expect(constraints.count == 5)
        layout(true).update(fromActivation: activation)
        #expect(stack.arrangedSubviews == [clear, a, b])
        #expect(stack.subviews == [backdrop, clear, a, b])
        #expect(zip(constraints, userConstraints(root)).allSatisfy { $0 === $1 })
        layout(false).update(fromActivation: activation)
        #expect(stack.arrangedSubviews == [a, b])
        #expect(clear.superview == nil)
        #expect(zip(constraints, userConstraints(root)).allSatisfy { $0 === $1 })
    }

    @Test func aViewDeclaredNotArrangedLeavesArrangedSubviews() {
        let stack = ArrangingView()
        func layout(_ arranged: Bool) -> some Layout {
            stack.sublayout {
                if arranged { a } else { GroupLayout(option: .isNotArranged) { a } }
            }
        }
        let activation = layout(true).active()
        #expect(stack.arrangedSubviews == [a])
        layout(false).update(fromActivation: activation)
        #expect(stack.arrangedSubviews.isEmpty)
        #expect(a.superview === stack)
    }

    @Test func aViewResetsTheOptionForItsChildren() {
        let stack = ArrangingView()
        let inner = ArrangingView()
        let activation = stack.sublayout {
            GroupLayout(option: .isNotArranged) {
                inner.sublayout { a }
            }
        }.active()
        defer { withExtendedLifetime(activation) {} }
        #expect(stack.arrangedSubviews.isEmpty)
        #expect(inner.arrangedSubviews == [a])
    }

    @Test func anUpdateRestoresTheDeclaredOrderAfterHandReordering() {
        func layout() -> some Layout { root.sublayout { a; b; c } }
        let activation = layout().active()
        root.sendSubviewToBack(c)
        #expect(root.subviews == [c, a, b])
        layout().update(fromActivation: activation)
        #expect(root.subviews == [a, b, c])
    }

    @Test func aViewDeclaredTwiceEndsUnderTheLastSuperviewWithBothDeclarationsConstraints() {
        let activation = root.sublayout {
            a.sublayout { c.anchors { Anchors.top } }
            b.sublayout { c.anchors { Anchors.leading } }
        }.active()
        #expect(c.superview === b)
        #expect(activation.diagnostics.isEmpty)
        #expect(b.constraints.map(\.firstAttribute) == [.leading])
        #expect(root.constraints.count == 1 && root.constraints[0].secondItem === a)
    }

    @Test func aChangeInTheMiddleKeepsEveryOtherConstraintObject() {
        func layout(_ middle: CGFloat, _ extra: Bool) -> some Layout {
            root.sublayout {
                a.anchors { Anchors.top; Anchors.leading }
                b.anchors {
                    Anchors.top.equalTo(a, attribute: .bottom, constant: middle)
                    if extra { Anchors.width.equalTo(constant: 10) }
                    Anchors.leading
                }
                c.anchors { Anchors.top.equalTo(b, attribute: .bottom); Anchors.leading }
            }
        }
        let activation = layout(1, false).active()
        let before = activation.recordedConstraints
        let work = solverWork(root) { layout(2, true).update(fromActivation: activation) }
        // One solver removal, not a constraint's: b's width was free and rested at 0 (UIKIT-2 §13); the new
        // width == 10 determines it, so its rest constraint leaves the solver.
        #expect(work.constants == 1 && work.removed == 1)
        let after = activation.recordedConstraints
        #expect(after.count == 7)
        #expect(after.filter { a in before.contains { $0 === a } }.count == 6)
        #expect(after[3].firstAttribute == .width && after[3].constant == 10)
        #expect(after[2].constant == 2 && after[2] === before[2])
    }

    @Test func duplicatesCollapseAcrossReDeclarationsOfAView() {
        @LayoutBuilder func layout() -> some Layout {
            root.sublayout { a.anchors { Anchors.top; Anchors.leading } }
            a.anchors { Anchors.top.equalTo(root); Anchors.width.equalTo(constant: 5) }
        }
        let activation = layout().active()
        #expect(activation.recordedConstraints.map(\.firstAttribute) == [.top, .leading, .width])
        #expect(activation.diagnostics.isEmpty)
        let many = root.sublayout {
            b.anchors {
                for _ in 0..<20 { Anchors.top }
                Anchors.leading
            }
        }.active()
        #expect(many.recordedConstraints.map(\.firstAttribute) == [.top, .leading])
    }

    /// An update whose nodes are the recorded ones knows from the record that a view is declared twice.
    @Test func duplicatesCollapseAcrossReDeclarationsOfAViewInAnUpdateOfTheSameNodes() {
        @LayoutBuilder func layout(_ twice: Bool) -> some Layout {
            root.sublayout {
                a.anchors { Anchors.top.equalTo(root) }
                b.anchors { Anchors.top }
            }
            a.anchors {
                if twice { Anchors.top.equalTo(root) }
                Anchors.width.equalTo(constant: 5)
            }
        }
        let activation = layout(false).active()
        #expect(activation.recordedConstraints.map(\.firstAttribute) == [.top, .top, .width])
        layout(true).update(fromActivation: activation)
        #expect(activation.recordedConstraints.map(\.firstAttribute) == [.top, .top, .width])
        #expect(activation.lastChanges.untouched == 3)
    }
}
