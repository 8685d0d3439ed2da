import Foundation
import Synchronization
import Testing
import SwiftLayout

/// The DSL's diagnostics travel the platform's one stream: `LayoutDiagnostics.collect`, the handler, the
/// policy and the hierarchy's list, with their own kinds.
@MainActor
@Suite struct DiagnosticStreamTests {
    /// The spec example (ActivationAndUpdates.md): three skipped declarations.
    private func skippingLayout(_ card: UIView, _ badge: UIView, _ loose: UIView) -> some Layout {
        card.anchors {
            Anchors.top
        }.sublayout {
            badge.anchors {
                Anchors.top.equalTo("ghost", attribute: .bottom, constant: 4)
                Anchors.leading.equalTo(loose)
                Anchors.size(width: 20, height: 20)
            }
        }
    }

    @Test func collectReturnsTheDSLsDiagnosticsWithTheirOwnKinds() {
        let card = UIView().identifying("card"), badge = UIView().identifying("badge"), loose = UIView()
        let (activation, diagnostics) = LayoutDiagnostics.collect { skippingLayout(card, badge, loose).active() }
        #expect(diagnostics.map(\.kind) == [.missingSuperview, .unknownIdentifier, .noCommonAncestor])
        #expect(diagnostics.map(\.message) == activation.diagnostics.map(\.description))
        #expect(diagnostics.map(\.severity) == [.warning, .warning, .error])
        #expect(diagnostics.map(\.context) == [.activation, .activation, .activation])
        #expect(diagnostics[0].items.count == 1 && diagnostics[0].items[0] === card)
        #expect(diagnostics[2].items.count == 2 && diagnostics[2].items[0] === badge && diagnostics[2].items[1] === loose)
        #expect(diagnostics.allSatisfy { $0.constraints.isEmpty && $0.brokenConstraint == nil })
    }

    @Test func theHierarchysListRecordsThemWithThePlatformsOwn() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)), child = UIView()
        let (_, diagnostics) = LayoutDiagnostics.collect {
            root.sublayout {
                child.anchors {
                    Anchors.top.equalTo("ghost")
                    Anchors.width.equalTo(constant: 400)
                    Anchors.leading.trailing
                }
            }.active()
        }
        #expect(diagnostics.map(\.kind) == [.unsatisfiableConstraints, .unknownIdentifier])
        #expect(root.layoutDiagnostics.map(\.kind) == [.unsatisfiableConstraints, .unknownIdentifier])
        root.clearLayoutDiagnostics()
        #expect(root.layoutDiagnostics.isEmpty)
    }

    @Test func theHandlerReceivesThemBeforeThePolicyActs() {
        let card = UIView().identifying("card"), badge = UIView().identifying("badge"), loose = UIView()
        let mine = Set([card, badge, loose].map(ObjectIdentifier.init))
        let received = Mutex<[LayoutDiagnostic.Kind]>([])
        let previous = LayoutDiagnostics.handler
        // The handler is process-wide: keep only what concerns this test's views.
        LayoutDiagnostics.handler = { diagnostic in
            guard diagnostic.items.contains(where: { mine.contains(ObjectIdentifier($0)) }) else { return }
            received.withLock { $0.append(diagnostic.kind) }
        }
        let activation = LayoutDiagnostics.$taskPolicy.withValue(.silent) { skippingLayout(card, badge, loose).active() }
        LayoutDiagnostics.handler = previous
        #expect(received.withLock { $0 } == [.missingSuperview, .unknownIdentifier, .noCommonAncestor])
        #expect(activation.diagnostics.count == 3)
    }

    @Test func finalActiveReportsThemToo() {
        let card = UIView().identifying("card")
        let (_, diagnostics) = LayoutDiagnostics.collect { card.anchors { Anchors.top }.finalActive() }
        #expect(diagnostics.map(\.kind) == [.missingSuperview])
        #expect(diagnostics.map(\.message) == ["SwiftLayout: skipped card.top == superview.top: card has no superview in this layout"])
    }

    @Test func aNestedUpdateIsReportedAsNestedUpdate() {
        let root = UIView(), child = UIView()
        let box = ActivationBox()
        let layout = Reentrant(root: root, child: child, box: box)
        let (_, diagnostics) = LayoutDiagnostics.collect {
            box.activation = layout.active()
            layout.update(fromActivation: box.activation!)
        }
        #expect(diagnostics.map(\.kind) == [.nestedUpdate])
        #expect(diagnostics.map(\.message) == ["SwiftLayout: ignored a nested update of the same Activation"])
        #expect(diagnostics.first?.items.first === root)
        #expect(root.constraints.count == 1)
    }
}

private final class ActivationBox {
    var activation: Activation?
}

/// A layout whose did-activate hook updates its own activation (once one exists).
private struct Reentrant: Layout {
    let root: UIView
    let child: UIView
    let box: ActivationBox
    var view: UIView? { root }
    var sublayouts: [any Layout] { [child.anchors { Anchors.top }] }
    func layoutDidActivate() {
        if let activation = box.activation { update(fromActivation: activation) }
    }
}
