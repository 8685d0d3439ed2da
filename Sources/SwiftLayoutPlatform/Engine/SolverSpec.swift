import Foundation
import SwiftLayoutSolver

/// One solver constraint to be: `expression relation 0` at `priority`, as a constraint's solver form gives it
/// (TheUIKitLayer.md) before the engine turns it into a `Constraint` at the priority's strength (`PriorityStrengths`).
///
///     // view.width == 80 becomes one spec:
///     SolverSpec(expression: LinearExpression(state.w) - 80, relation: .equal, priority: .required)
struct SolverSpec {
    var expression: LinearExpression
    var relation: RelationalOperator
    var priority: UILayoutPriority
    /// For an optional equality whose two sides weigh differently (a content size: `priority` is the hugging,
    /// weighing an excess, this the compression resistance, weighing a shortfall), the shortfall's priority.
    var priorityBelow: UILayoutPriority? = nil
    /// A fraction (at most 5e-4) taken off an optional strength to break exact ties (TheUIKitLayer.md).
    var tieBreak: Double = 0
    /// The part of the expression's constant that does not come from the constraint's `constant` c.
    var constantOffset: Double = 0
    /// How the expression's constant follows c: it is `constantOffset + constantFactor × c` (`ConstantForm`).
    var constantFactor: Double = -1
}
