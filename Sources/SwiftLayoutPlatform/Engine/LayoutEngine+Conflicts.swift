import Foundation
import SwiftLayoutSolver

// Conflicts.
extension LayoutEngine {
    /// The `NSLayoutConstraint` that owns each solver constraint. Built on demand (conflicts, debugging
    /// queries) rather than kept in a map on every add.
    func solverConstraintOwners() -> [ObjectIdentifier: NSLayoutConstraint] {
        var owners: [ObjectIdentifier: NSLayoutConstraint] = [:]
        for member in members {
            for solverConstraint in member.solverConstraints { owners[ObjectIdentifier(solverConstraint)] = member }
        }
        return owners
    }

    /// Chooses the constraint to break (TheUIKitLayer.md), marks it broken, re-adds it if it was already in the
    /// solver, and reports "Unable to simultaneously satisfy constraints."
    func resolveConflict(_ error: SolverError, involving constraint: NSLayoutConstraint,
                                 context: LayoutDiagnostic.Context) {
        let owners = solverConstraintOwners()
        var set: [NSLayoutConstraint] = []
        for solverConstraint in error.conflictingConstraints {
            if let owner = owners[ObjectIdentifier(solverConstraint)], !set.containsObject(owner) {
                set.append(owner)
            }
        }
        if !set.containsObject(constraint) { set.append(constraint) }
        set.sort { $0.activationSequence < $1.activationSequence }
        let breakable = set.filter { $0.systemKind != .encapsulatedSize }
        let broken = breakable.last(where: { $0.systemKind == nil }) ?? breakable.last ?? constraint
        broken.isBroken = true
        brokenMembers[ObjectIdentifier(broken)] = broken
        LayoutDiagnostics.report(LayoutDiagnostic(
            kind: .unsatisfiableConstraints, severity: .warning, context: context,
            message: LayoutEngine.unsatisfiableMessage(set, broken: broken),
            constraints: set, brokenConstraint: broken, items: uniqueItems(of: set)), in: self)
        if broken !== constraint && !broken.solverConstraints.isEmpty {
            reinstall(broken, context: context)
        }
    }

    func uniqueItems(of constraints: [NSLayoutConstraint]) -> [AnyObject] {
        var items: [AnyObject] = []
        for constraint in constraints {
            for item in constraint.layoutItems where !items.containsObject(item) { items.append(item) }
        }
        return items
    }

    static func unsatisfiableMessage(_ set: [NSLayoutConstraint], broken: NSLayoutConstraint) -> String {
        var lines = [
            "[LayoutConstraints] Unable to simultaneously satisfy constraints.",
            "\tProbably at least one of the constraints in the following list is one you don't want.",
            "\tTry this:",
            "\t\t(1) look at each constraint and try to figure out which you don't expect;",
            "\t\t(2) find the code that added the unwanted constraint or constraints and fix it.",
            "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the "
                + "documentation for the UIView property translatesAutoresizingMaskIntoConstraints)",
            "(",
        ]
        for (index, constraint) in set.enumerated() {
            lines.append("    \"\(constraint.description)\"" + (index < set.count - 1 ? "," : ""))
        }
        lines += [
            ")",
            "",
            "Will attempt to recover by breaking constraint",
            broken.description,
            "",
            "Set LayoutDiagnostics.policy = .fatal, or use LayoutDiagnostics.collect { }, to stop on this in tests.",
            "The methods hasAmbiguousLayout and constraintsAffectingLayout(for:) on UIView may also be helpful.",
        ]
        return lines.joined(separator: "\n")
    }

    func reportSolverFailure(_ error: SolverError, constraint: NSLayoutConstraint,
                                     context: LayoutDiagnostic.Context) {
        LayoutDiagnostics.report(LayoutDiagnostic(
            kind: .invalidConstraint, severity: .error, context: context,
            message: "The layout engine could not add \(constraint.description): \(error.description)",
            constraints: [constraint], items: constraint.layoutItems), in: self)
    }
}
