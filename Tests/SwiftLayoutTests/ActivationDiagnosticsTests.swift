import Testing
import SwiftLayout

#if MainActorIsolation
@MainActor
#endif
@Suite struct ActivationDiagnosticsTests {
    @Test func theSpecExamplePrintsThreeDiagnosticsAndActivatesTheRest() {
        let card = UIView().identifying("card")
        let badge = UIView().identifying("badge")
        let loose = UIView().identifying("loose")

        let activation = LayoutDiagnostics.$taskPolicy.withValue(.silent) {
            card.anchors {
                Anchors.top
            }.sublayout {
                badge.anchors {
                    Anchors.top.equalTo("ghost", attribute: .bottom, constant: 4)
                    Anchors.leading.equalTo(loose)
                    Anchors.trailing
                    Anchors.size(width: 20, height: 20)
                }
            }.active()
        }
        #expect(activation.diagnostics.map(\.description) == [
            "SwiftLayout: skipped card.top == superview.top: card has no superview in this layout",
            "SwiftLayout: skipped badge.top == ghost.bottom + 4.0: no view or layout guide in this layout has the identifier \"ghost\"",
            "SwiftLayout: skipped badge.leading == loose.leading: badge and loose have no common ancestor",
        ])
        #expect(activation.diagnostics.map(\.kind) == [.missingSuperview, .unknownIdentifier("ghost"), .noCommonAncestor])
        #expect(activation.diagnostics[1].item === badge)
        #expect(activation.diagnostics[1].property.constant == 4)
        #expect(card.constraints.map(\.firstAttribute) == [.trailing])
        #expect(badge.constraints.map(\.firstAttribute) == [.width, .height])
    }

    @Test func theNextPassReplacesTheDiagnosticsAndDeactiveEmptiesThem() {
        let root = UIView()
        let a = UIView()
        let b = UIView()
        func layout(_ fixed: Bool) -> some Layout {
            root.sublayout {
                a.anchors { Anchors.top.equalTo("b") }
                if fixed { b.identifying("b") }
            }
        }
        let activation = LayoutDiagnostics.$taskPolicy.withValue(.silent) { layout(false).active() }
        #expect(activation.diagnostics.count == 1)
        layout(true).update(fromActivation: activation)
        #expect(activation.diagnostics.isEmpty)
        #expect(root.constraints.count == 1 && root.constraints[0].secondItem === b)
        LayoutDiagnostics.$taskPolicy.withValue(.silent) { _ = layout(false).update(fromActivation: activation) }
        #expect(activation.diagnostics.count == 1)
        activation.deactive()
        #expect(activation.diagnostics.isEmpty)
    }

    @Test func aDimensionRelativeToAMissingSuperviewIsADiagnosticNotAConstant() {
        let root = UIView().identifying("root")
        let activation = LayoutDiagnostics.$taskPolicy.withValue(.silent) {
            root.anchors { Anchors.width.equalToSuper(constant: 10) }.active()
        }
        #expect(activation.diagnostics.map(\.description)
            == ["SwiftLayout: skipped root.width == superview.width + 10.0: root has no superview in this layout"])
        #expect(root.constraints.isEmpty)
    }

    @Test func aGuideWithoutAnOwnerAndATopLevelGuideAreDiagnosed() {
        let root = UIView().identifying("root")
        let a = UIView().identifying("a")
        let orphan = UILayoutGuide().identifying("orphan")
        let top = UILayoutGuide().identifying("top")
        let activation = LayoutDiagnostics.$taskPolicy.withValue(.silent) {
            root.sublayout {
                a.anchors { Anchors.top.equalTo(orphan, attribute: .bottom, constant: -2).multiplier(2) }
            }.active()
        }
        #expect(activation.diagnostics.map(\.description)
            == ["SwiftLayout: skipped a.top == orphan.bottom x 2.0 - 2.0: a and orphan have no common ancestor"])
        let guideActivation = LayoutDiagnostics.$taskPolicy.withValue(.silent) {
            top.anchors { Anchors.horizontal() }.active()
        }
        #expect(guideActivation.diagnostics.map(\.kind) == [.missingSuperview, .missingSuperview])
        #expect(guideActivation.diagnostics[0].description
            == "SwiftLayout: skipped top.leading == superview.leading: top has no superview in this layout")
    }

    /// An update skips the common-ancestor check only when every declaration is an active record: a
    /// declaration that failed it is reported again, and one whose items a move separated is reported.
    @Test func anUnchangedLayoutReportsItemsWithoutACommonAncestorAgain() {
        let root = UIView()
        let a = UIView()
        let loose = UIView()
        let outside = UIView()
        let guide = UILayoutGuide()
        root.addSubview(outside)
        root.addLayoutGuide(guide)
        func layout(_ top: CGFloat = 0) -> some Layout {
            root.sublayout {
                a.anchors {
                    Anchors.top.equalToSuper(constant: top)
                    Anchors.leading.equalTo(loose)
                    Anchors.bottom.equalTo(outside)
                    Anchors.trailing.equalTo(guide)
                }
            }
        }
        let activation = LayoutDiagnostics.$taskPolicy.withValue(.silent) { layout().active() }
        #expect(activation.diagnostics.map(\.kind) == [.noCommonAncestor])
        LayoutDiagnostics.$taskPolicy.withValue(.silent) { _ = layout().update(fromActivation: activation) }
        #expect(activation.diagnostics.map(\.kind) == [.noCommonAncestor])
        #expect(root.constraints.map(\.firstAttribute) == [.top, .bottom, .trailing])

        outside.removeFromSuperview()
        root.removeLayoutGuide(guide)
        LayoutDiagnostics.$taskPolicy.withValue(.silent) { _ = layout().update(fromActivation: activation) }
        #expect(activation.diagnostics.map(\.kind) == [.noCommonAncestor, .noCommonAncestor, .noCommonAncestor])
        #expect(root.constraints.map(\.firstAttribute) == [.top])

    }

    /// A constant change skips the check only when every declaration is an active record.
    @Test func aConstantChangeReportsADeclarationAMoveSeparated() {
        let root = UIView()
        let a = UIView()
        let outside = UIView()
        root.addSubview(outside)
        func layout(_ top: CGFloat) -> some Layout {
            root.sublayout {
                a.anchors {
                    Anchors.top.equalToSuper(constant: top)
                    Anchors.bottom.equalTo(outside)
                }
            }
        }
        let activation = layout(0).active()
        #expect(root.constraints.map(\.firstAttribute) == [.top, .bottom])
        outside.removeFromSuperview()
        LayoutDiagnostics.$taskPolicy.withValue(.silent) { _ = layout(8).update(fromActivation: activation) }
        #expect(activation.diagnostics.map(\.kind) == [.noCommonAncestor])
        #expect(root.constraints.map(\.firstAttribute) == [.top] && root.constraints[0].constant == 8)
        root.addSubview(outside)
        layout(4).update(fromActivation: activation)
        #expect(activation.diagnostics.isEmpty)
        #expect(root.constraints.map(\.constant) == [4, 0])
    }

    @Test func identifiersResolveToTheFirstNodeInPreOrderAndNeverOutsideTheTree() {
        let root = UIView()
        let first = UIView().identifying("x")
        let second = UIView().identifying("x")
        let outside = UIView().identifying("outside")
        root.addSubview(outside)
        let target = UIView()
        let activation = LayoutDiagnostics.$taskPolicy.withValue(.silent) {
            root.sublayout {
                first.sublayout { second }
                target.anchors {
                    Anchors.top.equalTo("x")
                    Anchors.bottom.equalTo("outside")
                }
            }.active()
        }
        #expect(root.constraints.count == 1 && root.constraints[0].secondItem === first)
        #expect(activation.diagnostics.map(\.kind) == [.unknownIdentifier("outside")])
        #expect(activation.viewForIdentifier("x") === first)
        first.accessibilityIdentifier = "renamed"
        #expect(activation.viewForIdentifier("x") === second)
    }
}
