import Foundation
import SwiftLayoutSolver

/// The engine's side of a solver that compacts (`Solver.compact()`, which the solver does by itself once the
/// constraints removed since it was last built outnumber the live ones): the solver forgets the variables no
/// constraint mentions, and the engine forgets the items that were released.
///
/// Each item the engine ever reported for keeps a slot in `variableOwners`, which its variables' `tag`
/// indexes; a screen whose views come and go would grow it without bound. After a compaction the slots of
/// released items (and the stale slots of items that registered again) go, and the items left get new tags
/// in their old order, so that the table stays the size of the hierarchy, paid as rarely as the solver's
/// rebuild. An item whose variables the solver forgot (it had no constraint left) looks for its attributes
/// nothing mentions when it takes part again (`add(_:first:second:context:)`).
extension LayoutEngine {
    /// Drops the slots of released items from `variableOwners` and gives the items left their new tags.
    func compactVariableOwners() {
        ownersCompactedAt = solver.statistics.compactions
        var kept: [VariableOwner] = []
        kept.reserveCapacity(variableOwners.count)
        var newTags = [Int](repeating: -1, count: variableOwners.count)
        for (tag, entry) in variableOwners.enumerated() {
            guard entry.reference.isAlive else { continue }
            let state = entry.state
            guard state.registeredEngine == serial, state.ownerTag == tag else { continue }
            newTags[tag] = kept.count
            state.setOwnerTag(kept.count)
            kept.append(entry)
        }
        variableOwners = kept
        resting.registered = resting.registered.compactMap { tag in
            tag >= 0 && tag < newTags.count && newTags[tag] >= 0 ? newTags[tag] : nil
        }
    }
}
