import Foundation
import Testing
@testable import SwiftLayoutPlatform

/// Engine cases at the edges of its bookkeeping: which engine a constraint belongs to, and a broken
/// constraint whose restoration fails.
@MainActor
@Suite struct EngineEdgeTests {
    /// Each root's engine holds its own constraints at the same member positions (after the root's
    /// encapsulated size): a position alone does not make a constraint a member.
    @Test func aConstraintOfAnotherHierarchyIsNotAMemberOfThisOne() {
        let first = makeRoot(), second = makeRoot()
        let a = makeChild(of: first), b = makeChild(of: second)
        let widthA = a.widthAnchor.constraint(equalToConstant: 10)
        let widthB = b.widthAnchor.constraint(equalToConstant: 20)
        NSLayoutConstraint.activate([widthA, widthB])
        #expect(first.engine.contains(widthA) && second.engine.contains(widthB))
        #expect(!first.engine.contains(widthB) && !second.engine.contains(widthA))
    }

    /// A required constraint leaves while a broken one still conflicts with another: the broken one stays
    /// broken, silently, and keeps pulling at the strongest optional strength.
    @Test func aBrokenConstraintThatStillConflictsKeepsPullingWhenAnotherConstraintLeaves() {
        let root = makeRoot(width: 300, height: 100)
        let child = makeChild(of: root)
        let atMost200 = child.widthAnchor.constraint(lessThanOrEqualToConstant: 200)
        let atMost250 = child.widthAnchor.constraint(lessThanOrEqualToConstant: 250)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            child.topAnchor.constraint(equalTo: root.topAnchor), child.heightAnchor.constraint(equalToConstant: 10),
            atMost200, atMost250,
        ])
        let wide = child.widthAnchor.constraint(equalToConstant: 400)
        #expect(collecting { wide.isActive = true }.count == 1)
        #expect(wide.isBroken)
        root.layoutIfNeeded()
        #expect(child.frame == rect(0, 0, 200, 10))
        let quiet = collecting {
            atMost200.isActive = false
            root.layoutIfNeeded()
        }
        #expect(quiet.isEmpty)
        #expect(wide.isBroken)
        #expect(!wide.solverConstraints.isEmpty)
        #expect(wide.solverConstraints.allSatisfy { root.engine.solver.hasConstraint($0) })
        #expect(!child.hasAmbiguousLayout)
        #expect(child.frame == rect(0, 0, 250, 10))
        atMost250.isActive = false
        root.layoutIfNeeded()
        #expect(!wide.isBroken)
        #expect(child.frame == rect(0, 0, 400, 10))
    }

    /// A root sized by its own constraints, whose subview does not move: the root's new size alone
    /// marks it for layout.
    @Test func aRootSizedByConstraintsFollowsAConstantChangeWhenNothingInsideMoves() {
        let root = UIView(frame: rect(5, 5, 0, 0))
        root.translatesAutoresizingMaskIntoConstraints = false
        root.contentScaleFactor = 2
        let child = makeChild(of: root)
        let width = root.widthAnchor.constraint(equalToConstant: 375)
        NSLayoutConstraint.activate([
            width, root.heightAnchor.constraint(equalToConstant: 50),
            child.topAnchor.constraint(equalTo: root.topAnchor), child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            child.widthAnchor.constraint(equalToConstant: 20), child.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(root.frame == rect(5, 5, 375, 50))
        width.constant = 400
        root.layoutIfNeeded()
        #expect(root.frame == rect(5, 5, 400, 50))
        #expect(child.frame == rect(0, 0, 20, 20))
    }
}
