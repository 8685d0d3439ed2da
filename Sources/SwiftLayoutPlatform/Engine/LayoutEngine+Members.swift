import Foundation
import SwiftLayoutSolver

// Adding and removing.
extension LayoutEngine {
    /// Adds an active constraint's solver constraints. Conflicts are reported and resolved by breaking one
    /// member of the conflicting set.
    func add(_ constraint: NSLayoutConstraint, context explicitContext: LayoutDiagnostic.Context? = nil) {
        add(constraint, first: constraint.firstLayoutItem, second: constraint.secondLayoutItem,
            context: explicitContext)
    }

    /// `add(_:context:)` with the constraint's items already read (`first`, `second` must be its items).
    func add(_ constraint: NSLayoutConstraint, first: LayoutItem?, second: LayoutItem?,
             context explicitContext: LayoutDiagnostic.Context? = nil) {
        let context = explicitContext ?? currentContext
        guard !contains(constraint) else { return }
        applyDeferredInsertions()
        let other = second === first ? nil : second
        // A constraint with an anchorWithOffset side also refers to that distance's items.
        let offsetItems = constraint.hasOffsets
            ? constraint.layoutItems.filter { $0 !== first && $0 !== other } : []
        // A view that starts taking part gets its content-size constraints first: pinning its size before
        // the constraints that use it keeps the solver's rows short (adding them later, in the pass, makes
        // every free size a parameter of every row below it; 10x slower on a 1,000-cell feed). Then the
        // item records the constraint and reports its variables to this engine.
        var addedMeanwhile = false
        func join(_ item: LayoutItem?) {
            guard let item, !addedMeanwhile else { return }
            let state = item.layoutState
            if state.constraints.isEmpty, let view = item as? UIView {
                if view.intrinsicSizeIsInvalid {
                    view.intrinsicSizeIsInvalid = false
                    view.updateContentSizeConstraints()
                    // That may have added this very constraint (a content-size constraint moving between
                    // engines gets its new constant): then it is in, items and all.
                    if contains(constraint) {
                        addedMeanwhile = true
                        return
                    }
                }
                (view.superview ?? view).setNeedsLayout()
            }
            if state.constraints.isEmpty, state.registeredEngine == serial {
                // Taking part again: the solver may have forgotten the variables no constraint mentioned
                // (`Solver.compact()`), so its attributes nothing mentions are looked for again.
                resting.registered.append(state.ownerTag)
            }
            // Room for a few on the first, as for `installedConstraints` (callgrind, N = 1,000: feed build + first
            // layout 351.6 M → 347.6 M instructions, the heap's peak +0.2 %).
            if state.constraints.capacity == 0 { state.constraints.reserveCapacity(4) }
            state.constraints.append(constraint)
            if state.registeredEngine != serial { register(item, state) }
        }
        join(first)
        join(other)
        for item in offsetItems { join(item) }
        if addedMeanwhile { return }
        insertMember(constraint)
        constraint.engine = self
        if constraint.storedFirstAttribute.isMargin, let view = first as? UIView { view.markDependsOnSafeArea() }
        if constraint.storedSecondAttribute.isMargin, let view = second as? UIView { view.markDependsOnSafeArea() }
        if batchDepth > 0 {
            pendingInsertions.append((constraint, context))
        } else {
            insert(constraint, first: first, second: second, context: context)
            if constraint.isBroken { brokenMembers[ObjectIdentifier(constraint)] = constraint }
        }
        needsSolve = true
    }

    /// Removes a constraint's solver constraints.
    func remove(_ constraint: NSLayoutConstraint) {
        guard removeMember(constraint) else { return }
        removeSolverConstraints(of: constraint)
        constraint.engine = nil
        if constraint.hasOffsets {
            for item in constraint.layoutItems { leave(constraint, item.layoutState) }
        } else {
            let first = constraint.firstLayoutItem
            if let first { leave(constraint, first.layoutState) }
            if let second = constraint.secondLayoutItem, second !== first { leave(constraint, second.layoutState) }
        }
        needsSolve = true
        let wasBroken = brokenMembers.removeValue(forKey: ObjectIdentifier(constraint)) != nil
        if !wasBroken && constraint.storedPriority.isRequired && !brokenMembers.isEmpty {
            if batchDepth > 0 { restoresBrokenAfterBatch = true } else { restoreBrokenConstraints() }
        }
    }

    /// The item forgets `constraint`; once it has none left it no longer takes part in this engine, and the
    /// pins `exerciseAmbiguityInLayout()` left for it and its rests go too (they would otherwise stay in the
    /// solver for good, holding variables nothing else refers to).
    func leave(_ constraint: NSLayoutConstraint, _ state: ItemLayoutState) {
        state.removeConstraint(constraint)
        if state.constraints.isEmpty && !state.exercise.pins.isEmpty {
            if let engine = state.exercise.engine { engine.dropExercise(of: state) } else { state.exercise.pins = [] }
        }
        if state.constraints.isEmpty { state.rest.engine?.dropRests(of: state) }
    }

    /// After a required constraint leaves, tries to make each broken constraint required again, oldest
    /// first; one that still conflicts stays broken, silently (it was reported when it broke).
    func restoreBrokenConstraints() {
        let candidates = brokenMembers.values.sorted { $0.activationSequence < $1.activationSequence }
        for constraint in candidates {
            formsRebuilt += 1
            let specs = constraint.solverSpecs(builder)
            let old = constraint.solverConstraints
            for solverConstraint in old {
                try? solver.removeConstraint(solverConstraint)
            }
            var added = SolverConstraintList()
            var restored = true
            for spec in specs {
                let candidate = strengths.solverConstraint(for: spec, broken: false)
                if (try? solver.addConstraint(candidate)) != nil {
                    added.append(candidate)
                } else {
                    restored = false
                    break
                }
            }
            if restored {
                noteRestingChange(of: constraint)
                constraint.isBroken = false
                brokenMembers[ObjectIdentifier(constraint)] = nil
                constraint.solverConstraints = added
                constraint.constantForm = ConstantForm(of: specs, constant: constraint.storedConstant)
            } else {
                for solverConstraint in added { try? solver.removeConstraint(solverConstraint) }
                for solverConstraint in old { try? solver.addConstraint(solverConstraint) }
                constraint.solverConstraints = old
            }
        }
    }

    func removeSolverConstraints(of constraint: NSLayoutConstraint) {
        for solverConstraint in constraint.solverConstraints {
            try? solver.removeConstraint(solverConstraint)
        }
        noteRestingChange(of: constraint)
        constraint.solverConstraints = []
        constraint.constantForm = nil
    }

    /// Makes `item`'s variables report to this engine: their `tag` indexes `variableOwners`.
    func register(_ item: LayoutItem, _ state: ItemLayoutState) {
        guard state.registeredEngine != serial else { return }
        // Coming from another engine, whose solver still knows its variables: new ones (`renewVariables`).
        if state.registeredEngine != 0 {
            state.rest.engine?.dropRests(of: state)
            state.renewVariables()
        }
        state.registeredEngine = serial
        let tag = variableOwners.count
        resting.registered.append(tag)   // its attributes nothing mentions yet rest too (`RestingPlaces.swift`)
        variableOwners.append(VariableOwner(WeakItem(item: item), state: state))
        state.setOwnerTag(tag)
    }

    func insert(_ constraint: NSLayoutConstraint, context: LayoutDiagnostic.Context) {
        insert(constraint, first: constraint.firstLayoutItem, second: constraint.secondLayoutItem, context: context)
    }

    func insert(_ constraint: NSLayoutConstraint, first: LayoutItem?, second: LayoutItem?,
                        context: LayoutDiagnostic.Context) {
        for _ in 0..<16 {
            // The spec buffer is reused from call to call (taken, so a nested insert makes its own).
            var specs = specBuffer
            specBuffer = []
            // Emptied one by one: `removeAll(keepingCapacity:)` went through the generic `replaceSubrange`
            // (callgrind, N = 1,000, with `ExpressionBuilder.state`'s registration test inline: feed build +
            // first layout 315.79 M → 311.71 M instructions).
            while !specs.isEmpty { specs.removeLast() }
            constraint.appendSolverSpecs(builder, first: first, second: second, to: &specs)
            defer { specBuffer = specs }
            var added = SolverConstraintList()
            var failure: SolverError?
            for spec in specs {
                let solverConstraint = strengths.solverConstraint(for: spec, broken: constraint.isBroken)
                do {
                    try solver.addConstraint(solverConstraint)
                    added.append(solverConstraint)
                } catch let error as SolverError {
                    failure = error
                    break
                } catch {
                    break
                }
            }
            guard let failure else {
                constraint.solverConstraints = added
                noteRestingChange(of: constraint)
                constraint.constantForm = ConstantForm(of: specs, constant: constraint.storedConstant)
                return
            }
            for solverConstraint in added { try? solver.removeConstraint(solverConstraint) }
            guard failure.code == .unsatisfiableConstraint, !constraint.isBroken else {
                reportSolverFailure(failure, constraint: constraint, context: context)
                return
            }
            resolveConflict(failure, involving: constraint, context: context)
        }
    }
}
