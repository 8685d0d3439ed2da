import Foundation

// Step 4 of the update: apply the constraint diff (§6.5 steps 5–8).
#if MainActorIsolation
@MainActor
#endif
extension Activator {
    /// Deactivates the unmatched records, edits the constants in place, makes and activates the new
    /// constraints in declaration order; returns, in declaration order, the constraint that stands for each
    /// declaration.
    static func applyDiff(_ diff: ConstraintDiff, recorded: [NSLayoutConstraint], declared: [Declared],
                          changes: inout ActivationChangeRecorder) -> [NSLayoutConstraint] {
        guard case .changed(var standing, let edits, let unmatched) = diff else {
            changes.recordAllUntouched(recorded.count)  // change record (RenderingAndSnapshotTests.md)
            return recorded
        }
        // 5. Deactivate the unmatched records, in recorded order.
        changes.recordEdits(edits, deactivating: unmatched)  // change record (RenderingAndSnapshotTests.md)
        if !unmatched.isEmpty { NSLayoutConstraint.deactivate(unmatched) }

        // 6. Apply the edits in place: one solver edit each.
        for (constraint, constant) in edits { constraint.constant = constant }

        // 7. Activate the new ones, in declaration order.
        var fresh: [NSLayoutConstraint] = []
        for index in declared.indices where standing[index] == nil {
            let constraint = declared[index].makeConstraint()
            standing[index] = constraint
            fresh.append(constraint)
        }
        if !fresh.isEmpty { NSLayoutConstraint.activate(fresh) }
        changes.recordActivated(fresh, declared: declared.count)  // change record (RenderingAndSnapshotTests.md)

        // 8. Record.
        var result: [NSLayoutConstraint] = []
        result.reserveCapacity(standing.count)
        for constraint in standing { result.append(constraint!) }
        return result
    }
}
