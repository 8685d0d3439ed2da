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
                          identifiers: [String],
                          changes: inout ActivationChangeRecorder) -> [NSLayoutConstraint] {
        let (edits, unmatched): ([(NSLayoutConstraint, CGFloat)], [NSLayoutConstraint])
        var standing: [NSLayoutConstraint?]
        switch diff {
        case .untouched:
            changes.recordAllUntouched(recorded.count)  // change record (RenderingAndSnapshotTests.md)
            return recorded
        case .edited(let constants):
            // Steps 6 and 8 only: every record stands where it was.
            changes.recordEdits(constants, deactivating: [])  // change record (RenderingAndSnapshotTests.md)
            for (constraint, constant) in constants { constraint.constant = constant }
            changes.recordActivated([], declared: declared.count)  // change record (RenderingAndSnapshotTests.md)
            return recorded
        case .changed(let records, let constantEdits, let unmatchedRecords):
            (standing, edits, unmatched) = (records, constantEdits, unmatchedRecords)
        }
        // 5. Deactivate the unmatched records, in recorded order.
        changes.recordEdits(edits, deactivating: unmatched)  // change record (RenderingAndSnapshotTests.md)
        if !unmatched.isEmpty { NSLayoutConstraint.deactivate(unmatched) }

        // 6. Apply the edits in place: one solver edit each.
        for (constraint, constant) in edits { constraint.constant = constant }

        // 7. Activate the new ones, in declaration order.
        var fresh: [NSLayoutConstraint] = []
        for index in declared.indices where standing[index] == nil {
            let constraint = declared[index].makeConstraint(identifiers)
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
