import Foundation
import SwiftLayoutSolver

// Bringing a member up to date.
extension LayoutEngine {
    /// Removes and re-adds a member's solver constraints (new terms or strengths).
    func reinstall(_ constraint: NSLayoutConstraint, context: LayoutDiagnostic.Context) {
        removeSolverConstraints(of: constraint)
        insert(constraint, context: context)
        if constraint.isBroken { brokenMembers[ObjectIdentifier(constraint)] = constraint }
        needsSolve = true
    }

    /// Brings a member's solver constraints up to date: constants change in place; anything else
    /// (terms, relation, strength) re-adds that one constraint. Inside a batch it waits for the batch's end.
    func refresh(_ constraint: NSLayoutConstraint, context explicitContext: LayoutDiagnostic.Context? = nil) {
        let context = explicitContext ?? currentContext
        guard contains(constraint) else { return }
        if batchDepth > 0 {
            pendingRefreshes.append((constraint, context, false))
            needsSolve = true
            return
        }
        applyDeferredInsertions()
        switch plannedRefresh(of: constraint) {
        case .unchanged:
            return
        case .reshape:
            reinstall(constraint, context: context)
        case .constants(let edits):
            _ = applyConstantEdits(edits, of: constraint, context: context)
        }
    }

    /// A member's `constant` changed: one `updateConstant` per solver constraint, without deriving its solver
    /// form again (`ConstantForm`); a member without a recorded form is refreshed. Inside a batch it waits for
    /// the batch's end.
    ///
    ///     constraint.constant = 90   // engine.constantDidChange(constraint): one solver edit
    func constantDidChange(_ constraint: NSLayoutConstraint) {
        let context = currentContext
        guard contains(constraint) else { return }
        if batchDepth > 0 {
            pendingRefreshes.append((constraint, context, true))
            needsSolve = true
            return
        }
        applyDeferredInsertions()
        guard let edits = constantEdits(of: constraint) else { return refresh(constraint, context: context) }
        if !edits.isEmpty { _ = applyConstantEdits(edits, of: constraint, context: context) }
    }

    /// The edits that give a member's solver constraints the constants its `constant` asks for, read from its
    /// `ConstantForm`; nil when it has none.
    func constantEdits(of constraint: NSLayoutConstraint) -> [(Constraint, Double)]? {
        guard let form = constraint.constantForm else { return nil }
        let value = form.solverConstant(for: constraint.storedConstant)
        var edits: [(Constraint, Double)] = []
        for solverConstraint in constraint.solverConstraints where solverConstraint.expression.constant != value {
            edits.append((solverConstraint, value))
        }
        return edits
    }

    /// What bringing a member's solver constraints up to date takes.
    enum RefreshPlan {
        case unchanged
        /// New constants for some of its solver constraints, in place.
        case constants([(Constraint, Double)])
        /// New terms, relation or strength (or a different count): remove and add again.
        case reshape
    }

    func plannedRefresh(of constraint: NSLayoutConstraint) -> RefreshPlan {
        formsRebuilt += 1
        let specs = constraint.solverSpecs(builder)
        let current = constraint.solverConstraints
        guard specs.count == current.count else { return .reshape }
        var edits: [(Constraint, Double)] = []
        for (spec, old) in zip(specs, current) {
            let new = strengths.solverConstraint(for: spec, broken: constraint.isBroken)
            if new.relation != old.relation || new.strength != old.strength || new.strengthBelow != old.strengthBelow
                || !sameTerms(new.expression.terms, old.expression.terms) {
                return .reshape
            }
            if spec.expression.constant != old.expression.constant { edits.append((old, spec.expression.constant)) }
        }
        constraint.constantForm = ConstantForm(of: specs, constant: constraint.storedConstant)
        return edits.isEmpty ? .unchanged : .constants(edits)
    }

    /// Edits the constants of a member's solver constraints in place. A conflict is resolved as on adding
    /// (TheUIKitLayer.md). Returns false, leaving the remaining edits undone, when an edit conflicts and `resolves`
    /// is false (a batch then re-adds the constraint instead).
    func applyConstantEdits(_ edits: [(Constraint, Double)], of constraint: NSLayoutConstraint,
                                    context: LayoutDiagnostic.Context, resolves: Bool = true) -> Bool {
        resting.needsSettling = true   // a constant may free an attribute (a pivot) or fix it
        for (solverConstraint, value) in edits {
            var done = false
            for _ in 0..<16 where !done {
                do {
                    try solver.updateConstant(of: solverConstraint, to: value)
                    done = true
                } catch let error as SolverError {
                    guard error.code == .unsatisfiableConstraint else {
                        reportSolverFailure(error, constraint: constraint, context: context)
                        return true
                    }
                    guard resolves else { return false }
                    resolveConflict(error, involving: constraint, context: context)
                    if constraint.isBroken {
                        reinstall(constraint, context: context)
                        return true
                    }
                } catch {
                    return true
                }
            }
            needsSolve = true
        }
        return true
    }

    func sameTerms(_ a: [Term], _ b: [Term]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0.variable === $1.variable && $0.coefficient == $1.coefficient }
    }
}
