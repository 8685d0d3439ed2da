import Testing
import SwiftLayout

/// Diff cases at the edges of the constraint step's matching: declarations removed from the end of an
/// otherwise unchanged list, and records of one shape matched to declarations of that shape once each.
@MainActor
@Suite struct ActivationDiffEdgeTests {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let a = UIView()
    let b = UIView()

    /// `a.width >= first` and `a.width >= second` under `root`: two declarations of one shape.
    func twoMinimumWidths(_ first: CGFloat, _ second: CGFloat) -> some Layout {
        root.sublayout {
            a.anchors {
                Anchors.width.greaterThanOrEqualTo(constant: first)
                Anchors.width.greaterThanOrEqualTo(constant: second)
            }
        }
    }

    /// The same structure (one view under the root, same options) with another view in it.
    @Test func aViewReplacedByAnotherInTheSamePlaceLeavesTheHierarchy() {
        func layout(showingA: Bool) -> some Layout {
            root.sublayout {
                if showingA {
                    a.anchors { Anchors.allSides() }
                } else {
                    b.anchors { Anchors.allSides() }
                }
            }
        }
        let activation = layout(showingA: true).active()
        #expect(root.subviews == [a])
        layout(showingA: false).update(fromActivation: activation)
        #expect(root.subviews == [b])
        #expect(a.superview == nil)
        layout(showingA: true).update(fromActivation: activation)
        #expect(root.subviews == [a])
        #expect(b.superview == nil)
    }

    /// A row dropped from the middle of a list: every constraint after it stays the same object, the rows
    /// around it keep theirs, and only the dropped row's constraints and the one re-chained top change.
    @Test func droppingARowFromTheMiddleKeepsEveryLaterConstraintObject() {
        let rows = (0..<6).map { _ in UIView() }
        func layout(hiding hidden: Int?) -> some Layout {
            root.sublayout {
                for (index, row) in rows.enumerated() where index != hidden {
                    row.anchors {
                        let previous = index == 0 ? nil : (index - 1 == hidden ? index - 2 : index - 1)
                        if let previous, previous >= 0 {
                            Anchors.top.equalTo(rows[previous], attribute: .bottom, constant: 2)
                        } else {
                            Anchors.top.equalToSuper()
                        }
                        Anchors.horizontal()
                        Anchors.height.equalTo(constant: 10)
                    }
                }
            }
        }
        let activation = layout(hiding: nil).active()
        let before = activation.recordedConstraints
        #expect(before.count == 24)
        layout(hiding: 2).update(fromActivation: activation)
        let after = activation.recordedConstraints
        #expect(after.count == 20)
        // Rows 0 and 1 (8), then row 3's top is new, then row 3's other three and rows 4 and 5 (11).
        for index in 0..<8 { #expect(after[index] === before[index]) }
        #expect(after[8] !== before[12])
        #expect(after[8].secondItem === rows[1])
        for index in 9..<20 { #expect(after[index] === before[index + 4]) }
        for index in 8..<13 { #expect(before[index].isActive == false) }
        root.layoutIfNeeded()
        #expect(rows[3].frame.minY == 24)
        #expect(rows[5].frame.minY == 48)
    }

    /// A constraint changed by hand to the same values as another recorded one: the declaration at the end of
    /// the list takes the first recorded constraint of its identity (§6.5 step 3), not the one at its position,
    /// and the other leaves.
    @Test func aDeclarationTakesTheFirstRecordOfItsIdentityEvenAtTheEndOfTheList() {
        func layout(withHeight: Bool) -> some Layout {
            root.sublayout {
                a.anchors {
                    if withHeight { Anchors.height.equalTo(constant: 5) }
                    Anchors.width.greaterThanOrEqualTo(constant: 10)
                }
            }
        }
        let activation = twoMinimumWidths(10, 20).active()
        let records = activation.recordedConstraints
        records[1].constant = 10   // both records now read `width >= 10`
        layout(withHeight: true).update(fromActivation: activation)
        let after = activation.recordedConstraints
        #expect(after.count == 2)
        #expect(after[0].firstAttribute == .height)
        #expect(after[1] === records[0])
        #expect(records[0].isActive)
        #expect(records[1].isActive == false)
    }

    @Test func droppingTheLastDeclarationDeactivatesItsConstraintAndKeepsTheOthers() {
        func layout(withHeight: Bool) -> some Layout {
            root.sublayout {
                a.anchors {
                    Anchors.top.equalToSuper(constant: 4)
                    if withHeight { Anchors.height.equalTo(constant: 20) }
                }
            }
        }
        let activation = layout(withHeight: true).active()
        let constraints = userConstraints(root)
        #expect(constraints.count == 2)
        let height = constraints.first { $0.firstAttribute == .height }
        layout(withHeight: false).update(fromActivation: activation)
        #expect(height?.isActive == false)
        let remaining = userConstraints(root)
        #expect(remaining.count == 1)
        #expect(remaining.first === constraints.first { $0.firstAttribute == .top })
        #expect(activation.recordedConstraints.count == 1)
    }

    /// Two constraints of one shape (same items, attributes, relation, priority; constants 1 and 3) become
    /// constants 2 and 1: the record with 1 stays as it is, the other is edited to 2. Each record stands for
    /// one declaration only.
    @Test func recordsOfOneShapeAreMatchedToOneDeclarationEach() {
        let activation = twoMinimumWidths(1, 3).active()
        let before = userConstraints(root)
        let one = before.first { $0.constant == 1 }
        twoMinimumWidths(2, 1).update(fromActivation: activation)
        let after = userConstraints(root)
        #expect(after.filter(\.isActive).map(\.constant).sorted() == [1, 2])
        #expect(activation.recordedConstraints.map(\.constant) == [2, 1])
        #expect(Set(activation.recordedConstraints.map(ObjectIdentifier.init)).count == 2)
        #expect(after.contains { $0 === one && $0.constant == 1 })
    }

    /// Two declarations of one shape that swap constants: each record still matches a declaration exactly,
    /// so nothing is edited and the records trade places.
    @Test func swappingTheConstantsOfOneShapeKeepsBothConstraintsAndEditsNone() {
        func layout(_ first: CGFloat, _ second: CGFloat) -> some Layout {
            root.sublayout {
                a.anchors {
                    Anchors.width.greaterThanOrEqualTo(constant: first)
                    Anchors.width.greaterThanOrEqualTo(constant: second)
                    Anchors.height.equalTo(constant: 10)
                }
            }
        }
        let activation = layout(1, 3).active()
        let before = activation.recordedConstraints
        layout(3, 1).update(fromActivation: activation)
        let after = activation.recordedConstraints
        #expect(after.map(\.constant) == [3, 1, 10])
        #expect(after[0] === before[1] && after[1] === before[0] && after[2] === before[2])
        #expect(activation.lastChanges.editedInPlace.isEmpty)
        #expect(activation.lastChanges.untouched == 3)
    }

    /// One constant of many changes: that record is edited in place, the others stand untouched.
    @Test func oneChangedConstantAmongManyIsOneEditInPlace() {
        func layout(top: CGFloat) -> some Layout {
            root.sublayout {
                a.anchors {
                    Anchors.top.equalToSuper(constant: top)
                    Anchors.leading.equalToSuper(constant: 4)
                    Anchors.size(width: 20, height: 20)
                }
                b.anchors { Anchors.top.equalTo(a, attribute: .bottom, constant: top) }
            }
        }
        let activation = layout(top: 1).active()
        let before = activation.recordedConstraints
        layout(top: 5).update(fromActivation: activation)
        let after = activation.recordedConstraints
        #expect(after.count == before.count)
        #expect(zip(after, before).allSatisfy { $0 === $1 })
        #expect(activation.lastChanges.editedInPlace.map(\.oldConstant) == [1, 1])
        #expect(activation.lastChanges.editedInPlace.map(\.constraint.constant) == [5, 5])
        #expect(activation.lastChanges.untouched == before.count - 2)
    }

    /// An update with nothing declared differently still reads the records' live values: a constant changed
    /// from outside is edited back in place, the other records stand untouched.
    @Test func aConstantChangedFromOutsideIsEditedBackByTheNextUpdate() {
        func layout() -> some Layout {
            root.sublayout {
                a.anchors {
                    Anchors.top.equalToSuper(constant: 4)
                    Anchors.height.equalTo(constant: 20)
                }
            }
        }
        let activation = layout().active()
        let before = activation.recordedConstraints
        let top = before.first { $0.firstAttribute == .top }
        top?.constant = 9
        layout().update(fromActivation: activation)
        #expect(zip(activation.recordedConstraints, before).allSatisfy { $0 === $1 })
        #expect(top?.constant == 4)
        #expect(activation.lastChanges.editedInPlace.map(\.oldConstant) == [9])
        #expect(activation.lastChanges.untouched == 1)
    }

    /// An identifier changed from outside makes the record another constraint: the next update deactivates
    /// it and activates the declared one in its place.
    @Test func anIdentifierChangedFromOutsideReplacesTheConstraintAtTheNextUpdate() {
        func layout() -> some Layout {
            root.sublayout { a.anchors { Anchors.top.equalToSuper(constant: 4) } }
        }
        let activation = layout().active()
        let old = activation.recordedConstraints.first
        old?.identifier = "renamed"
        layout().update(fromActivation: activation)
        #expect(old?.isActive == false)
        #expect(activation.recordedConstraints.count == 1)
        #expect(activation.recordedConstraints.first !== old)
        #expect(activation.recordedConstraints.first?.identifier == nil)
        #expect(activation.lastChanges.deactivated.count == 1 && activation.lastChanges.activated.count == 1)
    }

    /// A record deactivated from outside is not an unchanged layout: the next update activates the
    /// declaration again as a new constraint and records it.
    @Test func aConstraintDeactivatedFromOutsideIsMadeAgainByTheNextUpdate() {
        func layout() -> some Layout {
            root.sublayout { a.anchors { Anchors.top.equalToSuper(constant: 4); Anchors.leading.equalToSuper() } }
        }
        let activation = layout().active()
        let old = activation.recordedConstraints.first { $0.firstAttribute == .top }
        old?.isActive = false
        layout().update(fromActivation: activation)
        let top = activation.recordedConstraints.first { $0.firstAttribute == .top }
        #expect(activation.recordedConstraints.count == 2)
        #expect(top?.isActive == true && top !== old)
        #expect(activation.lastChanges.activated.count == 1)
    }

    /// An update that keeps every record knows their values without reading the constraints, until one of them
    /// changes: a constant, priority or identifier set from outside, or a deactivation, after updates that kept
    /// every record (unchanged, or a constant edited in place) is still seen by the next update.
    @Test func aRecordChangedFromOutsideAfterUpdatesThatKeptItIsStillSeen() {
        func layout(_ top: CGFloat) -> some Layout {
            root.sublayout {
                a.anchors {
                    Anchors.top.equalToSuper(constant: top).priority(.defaultHigh).identifier("top")
                    Anchors.leading.equalToSuper()
                }
            }
        }
        let activation = layout(4).active()
        func top() -> NSLayoutConstraint? { activation.recordedConstraints.first { $0.firstAttribute == .top } }
        let original = top()
        layout(4).update(fromActivation: activation)
        top()?.constant = 9
        layout(4).update(fromActivation: activation)
        #expect(top() === original && original?.constant == 4)
        #expect(activation.lastChanges.editedInPlace.map(\.oldConstant) == [9])

        layout(6).update(fromActivation: activation)  // an edit in place
        #expect(top() === original && original?.constant == 6)
        original?.priority = .defaultLow
        layout(6).update(fromActivation: activation)
        let second = top()
        #expect(second !== original && original?.isActive == false)
        #expect(second?.priority == .defaultHigh && second?.constant == 6)

        layout(6).update(fromActivation: activation)
        second?.identifier = "renamed"
        layout(6).update(fromActivation: activation)
        let third = top()
        #expect(third !== second && third?.identifier == "top" && second?.isActive == false)

        layout(6).update(fromActivation: activation)
        third?.isActive = false
        layout(6).update(fromActivation: activation)
        #expect(top() !== third && top()?.isActive == true)
        #expect(activation.recordedConstraints.count == 2)
    }

    /// An update whose declarations are all recorded values, at their positions, is unchanged only if none of
    /// them is collapsed: a refused priority made two records with one value, and declaring that value twice
    /// (in one node, or in two nodes of one view) keeps the first record only.
    @Test func declaringARecordedValueTwiceIsStillCollapsed() {
        let invalid = UILayoutPriority(2000)
        func layout(_ secondPriority: UILayoutPriority, twoNodes: Bool) -> some Layout {
            root.sublayout {
                if twoNodes {
                    a.anchors { Anchors.width.equalTo(constant: 10) }
                    b.sublayout { a.anchors { Anchors.width.equalTo(constant: 10).priority(secondPriority) } }
                } else {
                    a.anchors {
                        Anchors.width.equalTo(constant: 10)
                        Anchors.width.equalTo(constant: 10).priority(secondPriority)
                    }
                }
            }
        }
        for twoNodes in [false, true] {
            let (activation, diagnostics) = LayoutDiagnostics.collect { layout(invalid, twoNodes: twoNodes).active() }
            #expect(diagnostics.map(\.kind) == [.invalidPriority])
            #expect(activation.recordedConstraints.count == 2)
            #expect(activation.recordedConstraints.allSatisfy { $0.priority == .required })
            let first = activation.recordedConstraints.first
            layout(.required, twoNodes: twoNodes).update(fromActivation: activation)
            #expect(activation.recordedConstraints.count == 1 && activation.recordedConstraints.first === first)
            #expect(activation.lastChanges.deactivated.count == 1)
            activation.deactive()
        }
    }

    /// A constant change that makes two declarations of a node identical collapses them (§6.5 step 1), as
    /// any other update does: one record stays, the other is deactivated.
    @Test func aConstantChangeThatMakesTwoDeclarationsIdenticalCollapsesThem() {
        func layout(_ second: CGFloat) -> some Layout {
            root.sublayout {
                a.anchors {
                    Anchors.width.greaterThanOrEqualTo(constant: 10)
                    Anchors.width.greaterThanOrEqualTo(constant: second)
                }
            }
        }
        let activation = layout(20).active()
        layout(20).update(fromActivation: activation)
        let first = activation.recordedConstraints.first
        #expect(activation.recordedConstraints.count == 2)
        layout(10).update(fromActivation: activation)
        #expect(activation.recordedConstraints.count == 1 && activation.recordedConstraints.first === first)
        #expect(activation.lastChanges.deactivated.count == 1 && activation.lastChanges.editedInPlace.isEmpty)
        layout(30).update(fromActivation: activation)
        #expect(activation.recordedConstraints.count == 2 && activation.recordedConstraints.first === first)
        #expect(activation.lastChanges.activated.count == 1)
    }
}
