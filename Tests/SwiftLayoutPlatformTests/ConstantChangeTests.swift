import Foundation
import Testing
import SwiftLayoutSolver
@testable import SwiftLayoutPlatform

/// A new `constant` on an active constraint is one solver edit (`updateConstant`): nothing removed, nothing
/// added, the constraint's solver form not derived again; and the layout is the one a fresh build gives.
@MainActor
@Suite struct ConstantChangeTests {
    /// The solver work of `body` and how many solver forms the engine derived again meanwhile.
    struct Work: Equatable, CustomStringConvertible {
        var added = 0, removed = 0, constants = 0, rebuilt = 0

        var description: String { "\(added) added, \(removed) removed, \(constants) constants, \(rebuilt) rebuilt" }
    }

    func work(_ root: UIView, _ body: () -> Void) -> Work {
        let before = root.layoutEngineStatistics ?? Solver.Statistics(), rebuilt = root.layoutEngineFormsRebuilt
        body()
        root.layoutIfNeeded()
        let after = root.layoutEngineStatistics ?? Solver.Statistics()
        return Work(added: after.constraintsAdded - before.constraintsAdded,
                    removed: after.constraintsRemoved - before.constraintsRemoved,
                    constants: after.constantsUpdated - before.constantsUpdated,
                    rebuilt: root.layoutEngineFormsRebuilt - rebuilt)
    }

    /// `work` of `body` run as one engine batch (its changes reach the solver together).
    func workInOneBatch(_ root: UIView, _ body: () -> Void) -> Work {
        work(root) { root.engine.performBatch(body) }
    }

    /// A child pinned to the root's leading and top edges, with a width and a height; the root reads
    /// right-to-left when `rightToLeft`.
    func pinnedChild(leading: CGFloat, width: CGFloat, rightToLeft: Bool = false)
        -> (root: UIView, child: UIView, leading: NSLayoutConstraint, width: NSLayoutConstraint) {
        let root = makeRoot()
        if rightToLeft { root.semanticContentAttribute = .forceRightToLeft }
        let child = makeChild(of: root)
        let leadingConstraint = child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: leading)
        let widthConstraint = child.widthAnchor.constraint(equalToConstant: width)
        NSLayoutConstraint.activate([leadingConstraint, widthConstraint,
                                     child.topAnchor.constraint(equalTo: root.topAnchor),
                                     child.heightAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        return (root, child, leadingConstraint, widthConstraint)
    }

    @Test func changingAnActiveConstraintsConstantIsOneSolverEditAndNoRebuild() {
        let (root, child, _, width) = pinnedChild(leading: 8, width: 80)
        let work = work(root) { width.constant = 120 }
        #expect(work == Work(added: 0, removed: 0, constants: 1, rebuilt: 0))
        #expect(child.frame == CGRect(x: 8, y: 0, width: 120, height: 10))
    }

    @Test func constantChangesInsideABatchAreOneSolverEditEachAndNoRebuild() {
        let (root, child, leading, width) = pinnedChild(leading: 8, width: 80)
        let work = workInOneBatch(root) {
            width.constant = 100
            width.constant = 120
            leading.constant = 16
        }
        #expect(work == Work(added: 0, removed: 0, constants: 2, rebuilt: 0))
        #expect(child.frame == CGRect(x: 16, y: 0, width: 120, height: 10))
    }

    @Test func aConstraintDeactivatedAndActivatedAgainInABatchGoesInOnce() {
        let (root, child, _, width) = pinnedChild(leading: 8, width: 80)
        let work = workInOneBatch(root) {
            width.isActive = false
            width.isActive = true
            width.isActive = false
            width.isActive = true
        }
        #expect(work == Work(added: 1, removed: 1, constants: 0, rebuilt: 0))
        #expect(child.frame == CGRect(x: 8, y: 0, width: 80, height: 10))
    }

    @Test func aConstantChangedOnAConstraintJoiningInTheSameBatchIsPartOfItsInsertion() {
        let (root, child, _, width) = pinnedChild(leading: 8, width: 80)
        let work = workInOneBatch(root) {
            width.isActive = false
            width.isActive = true
            width.constant = 140
        }
        #expect(work == Work(added: 1, removed: 1, constants: 0, rebuilt: 0))
        #expect(child.frame == CGRect(x: 8, y: 0, width: 140, height: 10))
        // Outside a batch the same constraint is edited in place again.
        let edit = self.work(root) { width.constant = 60 }
        #expect(edit == Work(added: 0, removed: 0, constants: 1, rebuilt: 0))
        #expect(child.frame == CGRect(x: 8, y: 0, width: 60, height: 10))
    }

    @Test func aConstantChangedBackToItsValueInABatchEditsNothing() {
        let (root, child, _, width) = pinnedChild(leading: 8, width: 80)
        let work = workInOneBatch(root) {
            width.constant = 100
            width.constant = 80
        }
        #expect(work == Work())
        #expect(child.frame == CGRect(x: 8, y: 0, width: 80, height: 10))
    }

    @Test func aNewConstantRightToLeftLaysOutAsAFreshBuildDoes() {
        let (root, child, leading, _) = pinnedChild(leading: 8, width: 80, rightToLeft: true)
        let work = work(root) { leading.constant = 24.5 }
        let fresh = pinnedChild(leading: 24.5, width: 80, rightToLeft: true)
        #expect(work == Work(added: 0, removed: 0, constants: 1, rebuilt: 0))
        #expect(child.frame == fresh.child.frame)
        #expect(child.frame == CGRect(x: 320 - 24.5 - 80, y: 0, width: 80, height: 10))
    }

    @Test func aNewConstantOnADistanceBetweenAnchorsIsOneSolverEdit() {
        let root = makeRoot()
        let a = makeChild(of: root), b = makeChild(of: root)
        let gap = a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor).constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), a.widthAnchor.constraint(equalToConstant: 50),
            b.widthAnchor.constraint(equalToConstant: 50), gap,
            a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        let work = work(root) { gap.constant = 30 }
        #expect(work == Work(added: 0, removed: 0, constants: 1, rebuilt: 0))
        #expect(b.frame.minX == 80)
    }

    @Test func aConstantChangeThatConflictsIsReportedAndLayoutGoesOn() {
        let (root, child, _, width) = pinnedChild(leading: 8, width: 80)
        child.widthAnchor.constraint(lessThanOrEqualToConstant: 100).isActive = true
        root.layoutIfNeeded()
        let (_, diagnostics) = LayoutDiagnostics.collect {
            width.constant = 150
            root.layoutIfNeeded()
        }
        #expect(diagnostics.contains { $0.kind == .unsatisfiableConstraints })
        #expect(child.frame.width == 150 || child.frame.width == 100)
    }
}
