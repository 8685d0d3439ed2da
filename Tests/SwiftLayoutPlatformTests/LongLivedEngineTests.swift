import Foundation
import Testing
@testable import SwiftLayoutPlatform
import SwiftLayoutSolver

/// A hierarchy that lives through many changes: its engine stays the size of what it holds (the solver
/// rebuilds itself from its live constraints once removals outnumber them, and forgets released items),
/// and nothing a rebuild forgets changes a frame.
#if MainActorIsolation
@MainActor
#endif
@Suite struct LongLivedEngineTests {
    /// A card whose badge is a new view at every change, as a feed cell's accessory or a toast.
    @Test func aViewThatComesAndGoesThousandsOfTimesLeavesTheEngineItsSize() {
        let root = makeRoot(width: 320, height: 480)
        let card = makeChild(of: root)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            card.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            card.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
            card.heightAnchor.constraint(equalToConstant: 120),
        ])
        weak var firstBadge: UIView?
        var firstVariable: Variable?
        var owners: [Int] = []
        for step in 1...3_000 {
            let badge = makeChild(of: card)
            if step == 1 {
                firstBadge = badge
            }
            NSLayoutConstraint.activate([
                badge.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -CGFloat(step % 5)),
                badge.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
                badge.widthAnchor.constraint(equalToConstant: 10),
                badge.heightAnchor.constraint(equalToConstant: 10),
            ])
            if step == 1 { firstVariable = badge.layoutState.x }
            root.layoutIfNeeded()
            #expect(badge.frame == rect(278 - CGFloat(step % 5), 8, 10, 10), "step \(step)")
            badge.removeFromSuperview()
            if step % 500 == 0 { owners.append(root.engine.variableOwners.count) }
        }
        root.layoutIfNeeded()
        let solver = root.engine.solver
        #expect(firstBadge == nil)
        #expect(solver.statistics.compactions > 0)
        #expect(!solver.contains(firstVariable!))
        // The root, the card and at most the badges since the last rebuild (each rebuild waits for more than
        // 128 removals beyond the live constraints: about 40 badges of 4 constraints).
        #expect(owners.allSatisfy { $0 < 50 }, "variable owners at every 500 steps: \(owners)")
        #expect(card.frame == rect(16, 40, 288, 120))
    }

    /// A view whose constraints all went, whose variables a rebuild then forgot, rests where a fresh layout
    /// puts it when it takes part again with a size only: at its superview's origin (UIKIT-2 §13).
    @Test func aViewTakingPartAgainAfterARebuildRestsAtItsSuperviewsOrigin() {
        let root = makeRoot(width: 400, height: 400)
        let container = makeChild(of: root)
        let child = makeChild(of: container)
        NSLayoutConstraint.activate(placement(of: container, at: rect(50, 60, 200, 200)))
        let placed = placement(of: child, at: rect(30, 30, 20, 20))
        NSLayoutConstraint.activate(placed)
        root.layoutIfNeeded()
        #expect(child.frame == rect(30, 30, 20, 20))
        NSLayoutConstraint.deactivate(placed)
        root.layoutIfNeeded()
        #expect(root.engine.solver.compact())
        #expect(!root.engine.solver.contains(child.layoutState.x))
        root.layoutIfNeeded()
        NSLayoutConstraint.activate([
            child.widthAnchor.constraint(equalToConstant: 40),
            child.heightAnchor.constraint(equalToConstant: 24),
        ])
        root.layoutIfNeeded()
        #expect(child.frame == rect(0, 0, 40, 24))
        #expect(child.hasAmbiguousLayout)
        #expect(container.frame == rect(50, 60, 200, 200))
    }
}
