/// Compaction: giving back what removed constraints leave behind.
///
/// The solver never reuses a symbol, a variable's slot, a definition or a constraint id (a row sorted by
/// symbol is sorted by age, and an undo cuts every table back to its length). So a removed constraint
/// leaves its markers and a freed definition behind, and the variables no constraint mentions any more
/// stay registered, retained, and free: a solver that lives through many changes (a screen whose views
/// come and go) grows without bound, and every freedom query (`Solver+Freedom.swift`) looks again at
/// each variable a removal left free.
///
/// **When.** Once the constraints removed since the solver was last built outnumber the live ones (by more
/// than `Compaction.floor`), the next `updateVariables` first rebuilds the state from the live constraints
/// alone, in the order they were added (edit variables and their suggested values included, statistics
/// kept). The cost, one build of the live constraints, is paid once per as many removals: a constant per
/// removal, amortised. ``Solver/compact()`` does it on demand.
///
/// **What a caller sees.** The same constraints and edit variables, and the same optimum: the same values
/// when the optimum is unique (a system with several equally good solutions may settle on another one, as
/// after any change). Every variable's value is written and reported as usual by that `updateVariables`.
/// The variables no constraint mentions are forgotten (``Solver/contains(_:)`` is false for them again);
/// their last values are written first. A rebuild that fails (required constraints that held within the
/// solver's tolerance only in the order they were added and removed) leaves the solver as it was, and
/// is tried again after as many removals again.
extension Solver.State {
    /// Rebuilds the state from its live constraints if removals have left more behind than it holds.
    mutating func compactIfWorthwhile() {
        let removals = statistics.constraintsRemoved - compaction.removalsAtBuild
        guard removals > constraints.liveCount + Compaction.floor else { return }
        compact()
    }

    /// ``Solver/compact()``: rebuilds the state from its live constraints; returns whether it did (false
    /// when the rebuild failed and the state was kept).
    @discardableResult
    mutating func compact() -> Bool {
        applyPendingEdits()
        // The rebuild takes the variables' and constraints' slots (`SolverSlot`); a failed one gives them back.
        variables.releaseSlots()
        constraints.releaseSlots()
        var fresh = Solver.State()
        for record in constraints.liveRecords {
            do {
                try fresh.addConstraint(record.constraint)
            } catch {
                _ = consume fresh
                variables.reclaimSlots()
                constraints.reclaimSlots()
                compaction.removalsAtBuild = statistics.constraintsRemoved
                return false
            }
            let terms = record.constraint.expression.terms
            if terms.count == 1, constraints.edits[ObjectIdentifier(terms[0].variable)] == record.id {
                fresh.constraints.edits[ObjectIdentifier(terms[0].variable)] = fresh.constraints[record.constraint]?.id
            }
        }
        // The forgotten variables get their last values now. Every kept one is read afresh: the rebuild marked
        // each external symbol and definition as changed when it made it.
        var writes = compaction.pendingWrites
        // (By index: the variables' slots are the rebuild's now, so this state no longer finds them by identity.)
        for index in 0..<variables.count where fresh.variables.index(of: variables[index].variable) == nil {
            let variable = variables[index].variable
            writes.append((variable, currentValue(ofVariableAt: index)))
        }
        fresh.statistics = statistics
        fresh.statistics.compactions += 1
        fresh.compaction = Compaction(removalsAtBuild: statistics.constraintsRemoved, pendingWrites: writes)
        self = fresh
        return true
    }

    /// Writes the last values of the variables the last compaction forgot, reporting the changed ones.
    mutating func writeForgottenValues(_ report: (Variable) -> Void) {
        guard !compaction.pendingWrites.isEmpty else { return }
        for (variable, value) in compaction.pendingWrites where variable.value != value {
            variable.value = value
            report(variable)
        }
        compaction.pendingWrites = []
    }
}

/// When the state was last built, and what its rebuild left to write (`Solver+Compaction.swift`).
struct Compaction {
    /// The rebuild waits for this many removals beyond the live constraints: a small system is not rebuilt
    /// every few removals.
    static let floor = 128
    /// `statistics.constraintsRemoved` when the state was last built (or a rebuild last failed).
    var removalsAtBuild = 0
    /// The forgotten variables and their last values, for the next `updateVariables`.
    var pendingWrites: [(variable: Variable, value: Double)] = []
}
