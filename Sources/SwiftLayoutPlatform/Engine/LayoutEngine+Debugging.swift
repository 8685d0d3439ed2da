import Foundation
import SwiftLayoutSolver

// Debugging.
extension LayoutEngine {
    /// The active constraints (system ones included) the solution for `item`'s two variables on `axis`
    /// depends on — those whose constant, if changed, would move it (TheUIKitLayer.md) — in activation order.
    func constraintsAffecting(_ item: LayoutItem, axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        solveIfNeeded()
        let variables = item.layoutState.variables
        let relevant = axis == .horizontal ? [variables[0], variables[2]] : [variables[1], variables[3]]
        let owners = solverConstraintOwners()
        var found: [NSLayoutConstraint] = []
        var seen: Set<ObjectIdentifier> = []
        for variable in relevant {
            for solverConstraint in solver.constraintsAffecting(variable) {
                guard let owner = owners[ObjectIdentifier(solverConstraint)],
                    seen.insert(ObjectIdentifier(owner)).inserted else { continue }
                found.append(owner)
            }
        }
        return found.sorted { $0.activationSequence < $1.activationSequence }
    }
}
