import Foundation

// Between resolving (step 1) and applying (step 4): the declarations the records are brought to, and the
// constraint step that brings them.
#if MainActorIsolation
@MainActor
#endif
extension Activator {
    /// The declarations the update brings `activation`'s records to, their identifiers, and how the records
    /// stand next to them. A layout `match` found unchanged, or changed in constants only, is the recorded
    /// values (with the new constants); any other is collapsed from `prepared`, scanned against the records
    /// and, unless the scan finds it unchanged or changed in constants only, checked for common ancestors.
    ///
    /// A layout unchanged but for constants needs no common-ancestor check: each of its declarations has the
    /// items of an active record, and the items of an active constraint share an ancestor (moving a view or
    /// guide away deactivates the constraints it separates). The check depends only on a declaration's items,
    /// so identical declarations pass or fail together and collapsing first keeps the same ones (callgrind,
    /// dsl noop phase, N = 1,000: the phase 58.58 M → 56.41 M instructions).
    static func declarations(_ prepared: inout Prepared, match: RecordMatch, of activation: Activation,
                             itemsRepeat: Bool) -> (declared: [Declared], identifiers: [String], scan: RecordScan) {
        switch match {
        case .unchanged:
            return (activation.recordedValues, activation.recordedIdentifiers, .untouched)
        case .constantsDiffer(let constants):
            // Taken, not copied: the pass notes them again with the new constants (callgrind, dsl constant
            // phase, N = 1,000: a copy of the 5,000 values was 0.62 M instructions).
            var declared = activation.takeRecordedValues()
            for (position, constant) in constants { declared[position] = declared[position].with(constant: constant) }
            return (declared, activation.recordedIdentifiers, .constantsDiffer(constants.map(\.position)))
        case .other:
            let identifiers = prepared.identifiers
            var declared = collapseDuplicates(prepared.declared, identifiers: identifiers, itemsMayRepeat: itemsRepeat)
            let scan = scanRecords(declared, by: activation, identifiers: identifiers)
            if case .other = scan {
                let count = prepared.declared.count
                checkCommonAncestors(&prepared)
                if prepared.declared.count != count {
                    declared = collapseDuplicates(prepared.declared, identifiers: identifiers,
                                                  itemsMayRepeat: itemsRepeat)
                }
            }
            return (declared, identifiers, scan)
        }
    }

    /// Steps 3 and 4 for the records as `scan` found them: nothing to do, the constants that differ, or the
    /// full diff applied. Returns the constraints that now stand for the declarations, in order; nil when
    /// every record stands where it is. `itemsRepeat`: whether two entries have one item.
    static func applyConstraints(_ scan: RecordScan, declared: [Declared], identifiers: [String],
                                 to activation: Activation, itemsRepeat: Bool,
                                 changes: inout ActivationChangeRecorder) -> [NSLayoutConstraint]? {
        switch scan {
        case .untouched:
            changes.recordAllUntouched(activation.constraints.count)  // change record (RenderingAndSnapshotTests.md)
            return nil
        case .constantsDiffer(let differing):
            return applyConstants(differing, declared: declared, records: activation.constraints,
                                  identifiers: identifiers, itemsRepeat: itemsRepeat, changes: &changes)
        case .other:
            let recorded = activation.liveRecords
            let diff = diffConstraints(declared, recorded: recorded, identifiers: identifiers)
            let result = applyDiff(diff, recorded: recorded.constraints, declared: declared,
                                   identifiers: identifiers, changes: &changes)
            return recorded.constraints.count == activation.constraints.count
                && sameObjects(result, recorded.constraints) ? nil : result
        }
    }
}
