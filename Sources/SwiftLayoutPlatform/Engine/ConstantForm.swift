import Foundation

/// How the constants of a member's solver constraints follow the member's `constant` c: each is
/// `offset + factor × c` (factor −1, or +1 where a right-to-left constraint is measured mirrored). Recorded when
/// the solver constraints are made, so that a new `constant` becomes one `updateConstant` per solver
/// constraint, without deriving the constraint's solver form again.
///
///     // view.width == 80: the expression w − 80; a new constant 90 edits it to w − 90.
///     ConstantForm(of: specs, constant: 80)?.solverConstant(for: 90)   // -90
struct ConstantForm {
    var offset: Double
    var factor: Double

    /// The form the specs share, or nil when they do not share one or their constants do not follow it exactly
    /// (the engine then derives the solver form again on a constant change).
    init?(of specs: [SolverSpec], constant: CGFloat) {
        guard let first = specs.first else { return nil }
        offset = first.constantOffset
        factor = first.constantFactor
        for spec in specs where spec.constantOffset != offset || spec.constantFactor != factor
            || spec.expression.constant != solverConstant(for: constant) {
            return nil
        }
    }

    /// The solver constant for the member's constant `c`.
    func solverConstant(for c: CGFloat) -> Double { offset + factor * Double(c) }
}
