import Foundation

// The shortcut of steps 1 and 3 for an unchanged layout (§6.5: it makes no constraint call at all).
#if MainActorIsolation
@MainActor
#endif
extension Activator {
    /// Whether the declarations of `entries` are exactly the recorded constraints, decided while resolving
    /// them and without making them: every declaration resolves without a diagnostic to the recorded values at
    /// its position, none is identical to an earlier one (none would be collapsed), and no recorded constraint
    /// changed since the record knew its values. `itemsRepeat`: whether two entries have one item.
    ///
    /// The declarations are then not kept, collapsed nor scanned again: writing 15,000 of them and reading them
    /// twice was most of what an unchanged update still did (callgrind, dsl noop phase, N = 1,000, 1 MiB
    /// last-level cache: the phase 43.34 M → 41.67 M instructions, last-level misses 160 k → 132 k).
    static func declarationsMatchRecords(_ entries: [Entry], of activation: Activation, itemsRepeat: Bool) -> Bool {
        // Two entries with one item could make identical declarations far apart: `collapseDuplicates` decides.
        guard !itemsRepeat, activation.recordsHaveTheirValues else { return false }
        let values = activation.recordedValues
        let recordedIdentifiers = activation.recordedIdentifiers
        var table: [String: NSObject]?  // made when a declaration first names an identifier
        var position = 0
        for entryIndex in entries.indices {
            let identity = entries[entryIndex].identity
            let anchors = entries[entryIndex].anchors
            // Longer runs are collapsed through a hash set (`collapseDuplicates`).
            guard anchors.count <= 16, values.count - position >= anchors.count else { return false }
            let start = position
            for anchor in anchors.indices {
                guard case .item(let second) = secondItem(anchors, anchor, superviewID: identity.superviewID,
                                                          entries: entries, table: &table)
                else { return false }
                let value = values[position]
                let attribute = anchors[anchor].attribute
                let secondAttribute = second == nil ? .notAnAttribute : anchors[anchor].toAttribute ?? attribute
                guard value.firstID == identity.itemID, value.secondID == second, value.firstAttribute == attribute,
                      value.relation == anchors[anchor].relation, value.secondAttribute == secondAttribute,
                      value.multiplier == anchors[anchor].multiplier, value.constant == anchors[anchor].constant,
                      value.priority == anchors[anchor].priority
                else { return false }
                if let name = anchors[anchor].identifier {
                    guard value.identifier >= 0, recordedIdentifiers[value.identifier] == name else { return false }
                } else if value.identifier >= 0 {
                    return false
                }
                // The entry's declarations are its item's run: an identical earlier one would be collapsed.
                for earlier in start..<position where values[earlier].isIdentical(to: value) { return false }
                position += 1
            }
        }
        return position == values.count
    }
}
