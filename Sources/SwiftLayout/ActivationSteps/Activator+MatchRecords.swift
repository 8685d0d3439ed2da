import Foundation

// The shortcut of steps 1 and 3 for a layout unchanged, or unchanged but for a few constants.
#if MainActorIsolation
@MainActor
#endif
extension Activator {
    /// What the declarations are, next to the records (`matchRecords`).
    enum RecordMatch {
        /// Exactly the recorded constraints.
        case unchanged
        /// The recorded constraints but for these constants (at most eight), at these positions.
        case constantsDiffer([(position: Int, constant: CGFloat)])
        /// Anything else: the declarations are resolved, collapsed and diffed.
        case other
    }

    /// The declarations of `entries` next to the recorded constraints, decided while resolving them and without
    /// making them: every declaration resolves without a diagnostic to the recorded values at its position but
    /// for a few constants, none is identical to an earlier one (none would be collapsed), and no recorded
    /// constraint changed since the record knew its values. `itemsRepeat`: whether two entries have one item.
    ///
    /// The declarations are then not kept, collapsed nor scanned again: writing 15,000 of them and reading them
    /// twice was most of what an unchanged update still did (callgrind, dsl noop phase, N = 1,000, 1 MiB
    /// last-level cache: the phase 43.34 M → 41.67 M instructions, last-level misses 160 k → 132 k). A
    /// constant change is found so too (dsl constant phase: 51.70 M → 51.29 M instructions, first-level misses
    /// 425 k → 393 k; the noop phase 41.67 M → 41.80 M).
    static func matchRecords(_ entries: [Entry], of activation: Activation, itemsRepeat: Bool) -> RecordMatch {
        // Two entries with one item could make identical declarations far apart: `collapseDuplicates` decides.
        guard !itemsRepeat, activation.recordsHaveTheirValues else { return .other }
        let values = activation.recordedValues
        let recordedIdentifiers = activation.recordedIdentifiers
        var table: [String: NSObject]?  // made when a declaration first names an identifier
        var differing: [(position: Int, constant: CGFloat)] = []
        var position = 0
        for entryIndex in entries.indices {
            let identity = entries[entryIndex].identity
            let anchors = entries[entryIndex].anchors
            // Longer runs are collapsed through a hash set (`collapseDuplicates`).
            guard anchors.count <= 16, values.count - position >= anchors.count else { return .other }
            let start = position
            for anchor in anchors.indices {
                guard case .item(let second) = secondItem(anchors, anchor, superviewID: identity.superviewID,
                                                          entries: entries, table: &table)
                else { return .other }
                let value = values[position]
                let attribute = anchors[anchor].attribute
                let secondAttribute = second == nil ? .notAnAttribute : anchors[anchor].toAttribute ?? attribute
                guard value.firstID == identity.itemID, value.secondID == second, value.firstAttribute == attribute,
                      value.relation == anchors[anchor].relation, value.secondAttribute == secondAttribute,
                      value.multiplier == anchors[anchor].multiplier, value.priority == anchors[anchor].priority
                else { return .other }
                if let name = anchors[anchor].identifier {
                    guard value.identifier >= 0, recordedIdentifiers[value.identifier] == name else { return .other }
                } else if value.identifier >= 0 {
                    return .other
                }
                let constant = anchors[anchor].constant
                if constant != value.constant {
                    guard differing.count < 8 else { return .other }
                    differing.append((position, constant))
                }
                // The entry's declarations are its item's run: an identical earlier one would be collapsed.
                for earlier in start..<position where values[earlier].hasSameShape(as: value) {
                    let declared = differing.first { $0.position == earlier }?.constant ?? values[earlier].constant
                    if declared == constant { return .other }
                }
                position += 1
            }
        }
        guard position == values.count else { return .other }
        return differing.isEmpty ? .unchanged : .constantsDiffer(differing)
    }
}
