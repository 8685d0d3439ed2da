import Foundation
import SwiftLayoutSolver

// One consistent step.
extension LayoutEngine {
    /// Applies the changes `body` makes to active constraints (activations, deactivations, constants,
    /// priorities, directions, margins) to the solver as one step, so that a conflict is reported only when
    /// the final set has one. UIKit code changes several constraints at once (a stack's regeneration, a
    /// switch to right-to-left, an `updateConstraints()` override); applied one at a time, a half-changed
    /// set can conflict although neither the old nor the new one does.
    ///
    /// At the end: (1) the solver constraints of every refreshed member whose terms, relation or strength
    /// changed are removed; (2) the constants of the others are edited in place; should an edit conflict
    /// (only an older constant of a later edit can cause that), it and the edits after it are turned into
    /// removals; (3) the removed and the added members go in, the re-derived ones first (activation
    /// order), then the new ones (the order they were added). After (1), every set the solver passes through
    /// is a subset of the final set. Deactivations apply at once (removing never conflicts). Batches nest; a
    /// read of the solution inside one (`solveIfNeeded`) applies what is pending first.
    ///
    ///     engine.performBatch { for constraint in flipped { engine.refresh(constraint) } }
    func performBatch(_ body: () -> Void) {
        batchDepth += 1
        body()
        batchDepth -= 1
        if batchDepth == 0 { applyPendingChanges() }
    }

    /// Outside a batch, puts the deferred members into the solver before a change that goes to it at once, so
    /// that members enter it in the order they joined.
    func applyDeferredInsertions() {
        if batchDepth == 0 && !deferredInsertions.isEmpty { applyPendingChanges(includingDeferred: true) }
    }

    /// Applies the batch's changes; the deferred members go in first when the batch changed anything, or
    /// when `includingDeferred` (a read of the solution).
    func applyPendingChanges(includingDeferred: Bool = false) {
        guard !pendingInsertions.isEmpty || !pendingRefreshes.isEmpty || restoresBrokenAfterBatch
            || (includingDeferred && !deferredInsertions.isEmpty) else { return }
        // No copy of the list when nothing was deferred (a stack's first pass queues thousands).
        let insertions = deferredInsertions.isEmpty ? pendingInsertions : deferredInsertions + pendingInsertions
        let refreshes = pendingRefreshes
        deferredInsertions = []
        pendingInsertions = []
        pendingRefreshes = []
        let batch = SequenceNumber.next()
        let added = membersToInsert(insertions, batch: batch)
        // (1) Removals of re-derived members, and the constant edits of the others.
        var (rederived, edits) = plannedRefreshes(refreshes, besidesThoseInsertedIn: batch)
        // (2) Constant edits; from the first that conflicts on, remove and re-add instead.
        rederived += applyConstantEditsUntilAConflict(edits)
        // (3) Insertions.
        rederived.sort { $0.0.activationSequence < $1.0.activationSequence }
        for (constraint, context) in rederived.isEmpty ? added : rederived + added
        where contains(constraint) && constraint.solverConstraints.isEmpty {
            insert(constraint, context: context)
            if constraint.isBroken { brokenMembers[ObjectIdentifier(constraint)] = constraint }
        }
        needsSolve = true
        if restoresBrokenAfterBatch {
            restoresBrokenAfterBatch = false
            if !brokenMembers.isEmpty { restoreBrokenConstraints() }
        }
    }

    /// The queued insertions that go in, in order, each marked with `batch` (a number no other batch of any
    /// engine has). A member removed and added again during the batch is listed twice, and may have left for
    /// another engine: each goes in once, if it is still a member. A mark on the constraint rather than a set
    /// of identities: hashing them was 1.2 % of a stack's first layout (callgrind, N = 1,000).
    private func membersToInsert(_ insertions: [(NSLayoutConstraint, LayoutDiagnostic.Context)], batch: Int)
        -> [(NSLayoutConstraint, LayoutDiagnostic.Context)] {
        var added: [(NSLayoutConstraint, LayoutDiagnostic.Context)] = []
        added.reserveCapacity(insertions.count)
        for (constraint, context) in insertions
        where contains(constraint) && constraint.membership.insertionBatch != batch {
            constraint.membership.insertionBatch = batch
            added.append((constraint, context))
        }
        return added
    }

    /// What the queued refreshes of members not being inserted come to: the members that derive their solver
    /// form again (their solver constraints removed here), and the constant edits of the others. Members
    /// with a change besides their constant derive their form again; the others only edit their constants
    /// (`constantEdits`).
    private func plannedRefreshes(_ refreshes: [(constraint: NSLayoutConstraint, context: LayoutDiagnostic.Context, constantOnly: Bool)],
                                  besidesThoseInsertedIn batch: Int)
        -> ([(NSLayoutConstraint, LayoutDiagnostic.Context)], [(NSLayoutConstraint, LayoutDiagnostic.Context, [(Constraint, Double)])]) {
        var rederived: [(NSLayoutConstraint, LayoutDiagnostic.Context)] = []
        var edits: [(NSLayoutConstraint, LayoutDiagnostic.Context, [(Constraint, Double)])] = []
        var refreshed: Set<ObjectIdentifier> = []
        var reshaped: Set<ObjectIdentifier> = []
        for (constraint, _, constantOnly) in refreshes where !constantOnly { reshaped.insert(ObjectIdentifier(constraint)) }
        for (constraint, context, _) in refreshes where contains(constraint)
            && constraint.membership.insertionBatch != batch && refreshed.insert(ObjectIdentifier(constraint)).inserted {
            var plan: RefreshPlan
            if !reshaped.contains(ObjectIdentifier(constraint)), let constantEdits = constantEdits(of: constraint) {
                plan = constantEdits.isEmpty ? .unchanged : .constants(constantEdits)
            } else {
                plan = plannedRefresh(of: constraint)
            }
            switch plan {
            case .unchanged: continue
            case .reshape:
                removeSolverConstraints(of: constraint)
                rederived.append((constraint, context))
            case .constants(let changes): edits.append((constraint, context, changes))
            }
        }
        return (rederived, edits)
    }

    /// Applies the constant edits in order until one conflicts; that member and the ones after it have their
    /// solver constraints removed and are returned, to be derived and inserted again.
    private func applyConstantEditsUntilAConflict(
        _ edits: [(NSLayoutConstraint, LayoutDiagnostic.Context, [(Constraint, Double)])]
    ) -> [(NSLayoutConstraint, LayoutDiagnostic.Context)] {
        var rederived: [(NSLayoutConstraint, LayoutDiagnostic.Context)] = []
        var editsConflict = false
        for (constraint, context, changes) in edits {
            if !editsConflict && applyConstantEdits(changes, of: constraint, context: context, resolves: false) { continue }
            editsConflict = true
            removeSolverConstraints(of: constraint)
            rederived.append((constraint, context))
        }
        return rederived
    }
}
