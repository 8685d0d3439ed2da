import Foundation
import SwiftLayoutSolver

// `systemLayoutSizeFitting` (TheUIKitLayer.md): the receiver's subtree solved on its own, in a solver of its own.
extension UIView {
    /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`: solves the
    /// receiver's subtree on its own and returns the snapped size.
    func fittingSize(_ targetSize: CGSize, horizontalFittingPriority: UILayoutPriority,
                     verticalFittingPriority: UILayoutPriority) -> CGSize {
        updateConstraintsIfNeeded()
        var states: [ObjectIdentifier: ItemLayoutState] = [:]
        var builder = ExpressionBuilder { item in
            if let state = states[ObjectIdentifier(item)] { return state }
            let state = ItemLayoutState()
            states[ObjectIdentifier(item)] = state
            return state
        }
        builder.fittingRoot = self
        let solver = Solver()
        let me = builder.state(self)
        let hPriority = horizontalFittingPriority.isValid ? horizontalFittingPriority : .fittingSizeLevel
        let vPriority = verticalFittingPriority.isValid ? verticalFittingPriority : .fittingSizeLevel
        var specs: [(NSLayoutConstraint?, SolverSpec)] = [
            (nil, .init(expression: LinearExpression(me.w) - Double(targetSize.width), relation: .equal,
                        priority: hPriority)),
            (nil, .init(expression: LinearExpression(me.h) - Double(targetSize.height), relation: .equal,
                        priority: vPriority)),
        ]
        for constraint in constraintsInsideSubtree() {
            for spec in constraint.solverSpecs(builder) { specs.append((constraint, spec)) }
        }
        try? solver.addConstraint(me.x == 0)
        try? solver.addConstraint(me.y == 0)
        let contentSizes = addFittingSpecs(specs, to: solver)
        solver.updateVariables()
        remeasureWrappingLabels(solver: solver, builder: builder, contentSizes: contentSizes)
        let size = snap(CGRect(x: 0, y: 0, width: me.w.value, height: me.h.value), scale: rootView.contentScaleFactor).size
        return size
    }

    /// The constraints installed in the receiver's subtree whose items are all inside it, with finite values, in
    /// activation order: what a fitting solve of the subtree takes in.
    private func constraintsInsideSubtree() -> [NSLayoutConstraint] {
        var constraints: [NSLayoutConstraint] = []
        visitPreOrder { view in
            for constraint in view.installedConstraints where constraint.valuesAreFinite
                && constraint.layoutItems.allSatisfy({ $0.installationView?.isDescendant(of: self) ?? false }) {
                constraints.append(constraint)
            }
        }
        constraints.sort { $0.activationSequence < $1.activationSequence }
        return constraints
    }

    /// Adds a fitting solve's specs to its solver, breaking (and reporting, as the engine does) one that
    /// conflicts with the required ones added before it. Returns the content-size constraints with their solver
    /// constraints, for `remeasureWrappingLabels`.
    private func addFittingSpecs(_ specs: [(NSLayoutConstraint?, SolverSpec)],
                                 to solver: Solver) -> [(NSContentSizeLayoutConstraint, Constraint)] {
        let strengths = PriorityStrengths()
        var owners: [ObjectIdentifier: NSLayoutConstraint] = [:]
        var contentSizes: [(NSContentSizeLayoutConstraint, Constraint)] = []
        for (owner, spec) in specs {
            let broken = owner?.isBroken ?? false
            var solverConstraint = strengths.solverConstraint(for: spec, broken: broken)
            do {
                try solver.addConstraint(solverConstraint)
            } catch let error as SolverError {
                guard let owner else { continue }
                var set = error.conflictingConstraints.compactMap { owners[ObjectIdentifier($0)] }
                if !set.containsObject(owner) { set.append(owner) }
                set.sort { $0.activationSequence < $1.activationSequence }
                report(.unsatisfiableConstraints, .warning, LayoutEngine.unsatisfiableMessage(set, broken: owner),
                       items: [self], context: .fitting)
                solverConstraint = Constraint(spec.expression, spec.relation, strength: strengths.broken)
                try? solver.addConstraint(solverConstraint)
            } catch {
                continue
            }
            if let owner { owners[ObjectIdentifier(solverConstraint)] = owner }
            if let owner = owner as? NSContentSizeLayoutConstraint { contentSizes.append((owner, solverConstraint)) }
        }
        return contentSizes
    }

    /// `systemLayoutSizeFitting` (TheUIKitLayer.md): multi-line labels with an automatic wrap width are
    /// re-measured for the width the fitting solve gives them, as a layout pass does (TheUIKitLayer.md step 4), until
    /// the sizes settle (at most 8 rounds). Only the fitting solver's constants change: no label, frame or
    /// engine state.
    func remeasureWrappingLabels(solver: Solver, builder: ExpressionBuilder,
                                 contentSizes: [(NSContentSizeLayoutConstraint, Constraint)]) {
        let wrapping = contentSizes.filter {
            guard let label = $0.0.firstItem as? UILabel else { return false }
            return label.numberOfLines != 1 && label.preferredMaxLayoutWidth == 0
        }
        guard !wrapping.isEmpty else { return }
        let scale = Double(rootView.contentScaleFactor)
        var constants = wrapping.map { $0.1.expression.constant }
        for _ in 0..<8 {
            var changed = false
            for (index, (constraint, solverConstraint)) in wrapping.enumerated() {
                guard let label = constraint.firstItem as? UILabel else { continue }
                // The width a pass would write (snapped), as in TheUIKitLayer.md step 4.
                let width = (builder.state(label).w.value * scale).rounded(.toNearestOrAwayFromZero) / scale
                guard width > 0 else { continue }
                let size = label.textLayout(width: CGFloat(width)).size
                let value = -Double(constraint.storedFirstAttribute == .width ? size.width : size.height)
                guard constants[index] != value else { continue }
                if (try? solver.updateConstant(of: solverConstraint, to: value)) != nil {
                    constants[index] = value
                    changed = true
                }
            }
            guard changed else { return }
            solver.updateVariables()
        }
    }
}
