import Foundation
import SwiftLayoutSolver

/// The layout engine of one hierarchy: one `Solver`, the solver constraints of every active
/// `NSLayoutConstraint` in the hierarchy, and the diagnostics recorded for it (DESIGN, "The engine").
///
/// It lives on the root view. Adding a hierarchy under another moves every constraint of the added root's
/// engine into the destination's (`absorb`); `removeFromSuperview()` moves the constraints installed inside
/// the removed subtree into a new engine (`split`). Constant changes are edits of the solver constraint in
/// place (`Solver.updateConstant`), never remove-and-add.
#if MainActorIsolation
@MainActor
#endif
final class LayoutEngine {
    /// Checked `unowned`, not `unowned(unsafe)`: the root owns its engine (`ownEngine`) and drops it when it is
    /// absorbed; a use after the root is gone would trap, never read freed memory.
    unowned let root: UIView
    /// Unique among the engines of the process (never reused, unlike an object's address).
    let serial = LayoutEngine.serials.withLock { $0 += 1; return $0 }
    private static let serials = Locked(0)
    let solver = Solver()
    let strengths = PriorityStrengths()
    private(set) var diagnostics: [LayoutDiagnostic] = []
    /// Set when the solver changed since the variables were last read.
    var needsSolve = true
    /// Set once a view of the hierarchy depends on its safe area (see `UIView.dependsOnSafeArea`).
    var hasSafeAreaDependents = false
    /// What the engine is doing, for the context of the diagnostics it reports (`.layout` during a pass).
    var currentContext: LayoutDiagnostic.Context = .activation

    /// The active constraints in the engine, unordered (each knows its index: `engineMemberIndex`).
    @exclusivity(unchecked) private var members: [NSLayoutConstraint] = []
    /// The items whose variables this engine reports, indexed by their variables' `tag`.
    @exclusivity(unchecked) private var variableOwners: [WeakItem] = []
    private var encapsulatedWidth: NSLayoutConstraint?
    private var encapsulatedHeight: NSLayoutConstraint?

    private struct WeakItem { weak var item: AnyObject? }

    /// Builds this engine's expressions. Every item whose variables go into one is registered first: besides
    /// a constraint's items, a baseline attribute reads a descendant's variables (the item's baseline view),
    /// which must be this engine's too (`register`, `ItemLayoutState.renewVariables`).
    var builder: ExpressionBuilder {
        ExpressionBuilder(state: { [unowned self] item in
            let state = item.layoutState
            register(item, state)
            return state
        })
    }

    init(root: UIView) {
        self.root = root
        let state = root.layoutState
        register(root, state)   // first: it may give the root new variables
        // The root's top-left corner is the origin of the layout space.
        try? solver.addConstraint(state.x == 0)
        try? solver.addConstraint(state.y == 0)
        // The encapsulated size is added by `UIView.engine` once the root owns this engine: adding it here
        // could re-enter `UIView.engine` (a content-size constraint of the root) and make a second engine.
    }

    deinit {
        for member in members where member.engine === self {
            member.engine = nil
            member.engineMemberIndex = -1
        }
    }

    /// Members in activation order (for deterministic iteration).
    var sortedMembers: [NSLayoutConstraint] {
        members.sorted { $0.activationSequence < $1.activationSequence }
    }

    func contains(_ constraint: NSLayoutConstraint) -> Bool {
        let index = constraint.engineMemberIndex
        return index >= 0 && index < members.count && members[index] === constraint
    }

    private func insertMember(_ constraint: NSLayoutConstraint) {
        constraint.engineMemberIndex = members.count
        members.append(constraint)
    }

    /// Removes a member in O(1) (the last member takes its place); false if it was not a member.
    private func removeMember(_ constraint: NSLayoutConstraint) -> Bool {
        guard contains(constraint) else { return false }
        let index = constraint.engineMemberIndex
        let last = members.removeLast()
        if last !== constraint {
            members[index] = last
            last.engineMemberIndex = index
        }
        constraint.engineMemberIndex = -1
        return true
    }

    // MARK: Diagnostics

    func record(_ diagnostic: LayoutDiagnostic) {
        diagnostics.append(diagnostic)
        if diagnostics.count > 1000 { diagnostics.removeFirst(diagnostics.count - 1000) }
    }

    func clearDiagnostics() { diagnostics.removeAll() }

    // MARK: The root's size

    /// Creates, updates in place, or removes the root's `UIView-Encapsulated-Layout-Width/Height`.
    func updateEncapsulatedSize() {
        if root.translatesAutoresizingMaskIntoConstraints {
            let size = root.frame.size
            if let width = encapsulatedWidth, let height = encapsulatedHeight {
                width.constant = size.width
                height.constant = size.height
            } else {
                encapsulatedWidth = makeEncapsulated(.width, size.width, "UIView-Encapsulated-Layout-Width")
                encapsulatedHeight = makeEncapsulated(.height, size.height, "UIView-Encapsulated-Layout-Height")
            }
        } else {
            encapsulatedWidth?.deactivate()
            encapsulatedHeight?.deactivate()
            encapsulatedWidth = nil
            encapsulatedHeight = nil
        }
    }

    private func makeEncapsulated(_ attribute: NSLayoutConstraint.Attribute, _ value: CGFloat, _ id: String)
        -> NSLayoutConstraint {
        let c = NSLayoutConstraint(first: root, firstAttribute: attribute, relation: .equal, second: nil,
                                   secondAttribute: .notAnAttribute, multiplier: 1, constant: value)
        c.identifier = id
        c.systemKind = .encapsulatedSize
        c.storedIsActive = true
        c.activationSequence = SequenceNumber.next()
        add(c)
        return c
    }

    /// Removes the encapsulated size (the root is becoming a subview).
    func dropEncapsulatedSize() {
        encapsulatedWidth?.deactivate()
        encapsulatedHeight?.deactivate()
        encapsulatedWidth = nil
        encapsulatedHeight = nil
    }

    // MARK: Adding and removing

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
            state.constraints.append(constraint)
            register(item, state)
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
    /// pins `exerciseAmbiguityInLayout()` left for it go too (they would otherwise stay in the solver for
    /// good, holding variables nothing else refers to).
    private func leave(_ constraint: NSLayoutConstraint, _ state: ItemLayoutState) {
        state.removeConstraint(constraint)
        if state.constraints.isEmpty && !state.exercise.pins.isEmpty {
            if let engine = state.exercise.engine { engine.dropExercise(of: state) } else { state.exercise.pins = [] }
        }
    }

    /// Broken required constraints, held at the strongest optional strength.
    private var brokenMembers: [ObjectIdentifier: NSLayoutConstraint] = [:]

    /// After a required constraint leaves, tries to make each broken constraint required again, oldest
    /// first; one that still conflicts stays broken, silently (it was reported when it broke).
    private func restoreBrokenConstraints() {
        let candidates = brokenMembers.values.sorted { $0.activationSequence < $1.activationSequence }
        for constraint in candidates {
            let specs = constraint.solverSpecs(builder)
            let old = constraint.solverConstraints
            for solverConstraint in old {
                try? solver.removeConstraint(solverConstraint)
            }
            var added: [Constraint] = []
            var restored = true
            for spec in specs {
                let candidate = Constraint(spec.expression, spec.relation,
                                           strength: strengths.strength(for: spec, broken: false))
                if (try? solver.addConstraint(candidate)) != nil {
                    added.append(candidate)
                } else {
                    restored = false
                    break
                }
            }
            if restored {
                constraint.isBroken = false
                brokenMembers[ObjectIdentifier(constraint)] = nil
                constraint.solverConstraints = added
            } else {
                for solverConstraint in added { try? solver.removeConstraint(solverConstraint) }
                for solverConstraint in old { try? solver.addConstraint(solverConstraint) }
                constraint.solverConstraints = old
            }
        }
    }

    private func removeSolverConstraints(of constraint: NSLayoutConstraint) {
        for solverConstraint in constraint.solverConstraints {
            try? solver.removeConstraint(solverConstraint)
        }
        constraint.solverConstraints = []
    }

    /// Makes `item`'s variables report to this engine: their `tag` indexes `variableOwners`.
    private func register(_ item: LayoutItem, _ state: ItemLayoutState) {
        guard state.registeredEngine != serial else { return }
        // Coming from another engine, whose solver still knows its variables: new ones (`renewVariables`).
        if state.registeredEngine != 0 { state.renewVariables() }
        state.registeredEngine = serial
        let tag = variableOwners.count
        variableOwners.append(WeakItem(item: item))
        state.x.tag = tag
        state.y.tag = tag
        state.w.tag = tag
        state.h.tag = tag
    }

    private var specBuffer: [NSLayoutConstraint.SolverSpec] = []

    private func insert(_ constraint: NSLayoutConstraint, context: LayoutDiagnostic.Context) {
        insert(constraint, first: constraint.firstLayoutItem, second: constraint.secondLayoutItem, context: context)
    }

    private func insert(_ constraint: NSLayoutConstraint, first: LayoutItem?, second: LayoutItem?,
                        context: LayoutDiagnostic.Context) {
        for _ in 0..<16 {
            // The spec buffer is reused from call to call (taken, so a nested insert makes its own).
            var specs = specBuffer
            specBuffer = []
            specs.removeAll(keepingCapacity: true)
            constraint.appendSolverSpecs(builder, first: first, second: second, to: &specs)
            defer { specBuffer = specs }
            var added: [Constraint] = []
            added.reserveCapacity(specs.count)
            var failure: SolverError?
            for spec in specs {
                let solverConstraint = Constraint(
                    spec.expression, spec.relation,
                    strength: strengths.strength(for: spec, broken: constraint.isBroken))
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

    /// Removes and re-adds a member's solver constraints (new terms or strengths).
    private func reinstall(_ constraint: NSLayoutConstraint, context: LayoutDiagnostic.Context) {
        removeSolverConstraints(of: constraint)
        insert(constraint, context: context)
        if constraint.isBroken { brokenMembers[ObjectIdentifier(constraint)] = constraint }
        needsSolve = true
    }

    /// Brings a member's solver constraints up to date: constants change in place; anything else
    /// (terms, relation, strength) re-adds that one constraint. Inside a batch it waits for the batch's end.
    func refresh(_ constraint: NSLayoutConstraint, context explicitContext: LayoutDiagnostic.Context? = nil) {
        let context = explicitContext ?? currentContext
        guard contains(constraint) else { return }
        if batchDepth > 0 {
            pendingRefreshes.append((constraint, context))
            needsSolve = true
            return
        }
        switch plannedRefresh(of: constraint) {
        case .unchanged:
            return
        case .reshape:
            reinstall(constraint, context: context)
        case .constants(let edits):
            _ = applyConstantEdits(edits, of: constraint, context: context)
        }
    }

    /// What bringing a member's solver constraints up to date takes.
    private enum RefreshPlan {
        case unchanged
        /// New constants for some of its solver constraints, in place.
        case constants([(Constraint, Double)])
        /// New terms, relation or strength (or a different count): remove and add again.
        case reshape
    }

    private func plannedRefresh(of constraint: NSLayoutConstraint) -> RefreshPlan {
        let specs = constraint.solverSpecs(builder)
        let current = constraint.solverConstraints
        guard specs.count == current.count else { return .reshape }
        var edits: [(Constraint, Double)] = []
        for (spec, old) in zip(specs, current) {
            let strength = strengths.strength(for: spec, broken: constraint.isBroken)
            if spec.relation != old.relation || strength != old.strength
                || !sameTerms(Constraint(spec.expression, spec.relation, strength: strength).expression.terms,
                              old.expression.terms) {
                return .reshape
            }
            if spec.expression.constant != old.expression.constant { edits.append((old, spec.expression.constant)) }
        }
        return edits.isEmpty ? .unchanged : .constants(edits)
    }

    /// Edits the constants of a member's solver constraints in place. A conflict is resolved as on adding
    /// (spec 15.2). Returns false, leaving the remaining edits undone, when an edit conflicts and `resolves`
    /// is false (a batch then re-adds the constraint instead).
    private func applyConstantEdits(_ edits: [(Constraint, Double)], of constraint: NSLayoutConstraint,
                                    context: LayoutDiagnostic.Context, resolves: Bool = true) -> Bool {
        for (solverConstraint, value) in edits {
            var done = false
            for _ in 0..<16 where !done {
                do {
                    try solver.updateConstant(of: solverConstraint, to: value)
                    done = true
                } catch let error as SolverError {
                    guard error.code == .unsatisfiableConstraint else {
                        reportSolverFailure(error, constraint: constraint, context: context)
                        return true
                    }
                    guard resolves else { return false }
                    resolveConflict(error, involving: constraint, context: context)
                    if constraint.isBroken {
                        reinstall(constraint, context: context)
                        return true
                    }
                } catch {
                    return true
                }
            }
            needsSolve = true
        }
        return true
    }

    private func sameTerms(_ a: [Term], _ b: [Term]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0.variable === $1.variable && $0.coefficient == $1.coefficient }
    }

    // MARK: One consistent step

    /// Open `performBatch` scopes: while positive, solver insertions and refreshes wait for the end.
    private var batchDepth = 0
    /// Members added during the batch, in the order they were added; their solver constraints wait.
    private var pendingInsertions: [(NSLayoutConstraint, LayoutDiagnostic.Context)] = []
    /// Members whose solver form must be brought up to date at the end of the batch, in order of request.
    private var pendingRefreshes: [(NSLayoutConstraint, LayoutDiagnostic.Context)] = []
    /// A required member left during the batch while others were broken: try to restore them at the end.
    private var restoresBrokenAfterBatch = false

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

    private func applyPendingChanges() {
        guard !pendingInsertions.isEmpty || !pendingRefreshes.isEmpty || restoresBrokenAfterBatch else { return }
        let insertions = pendingInsertions, refreshes = pendingRefreshes
        pendingInsertions = []
        pendingRefreshes = []
        // A member removed and added again during the batch is listed twice, and may have left for another
        // engine: each goes in once, if it is still a member.
        var inserting: Set<ObjectIdentifier> = []
        var added: [(NSLayoutConstraint, LayoutDiagnostic.Context)] = []
        for (constraint, context) in insertions
        where contains(constraint) && inserting.insert(ObjectIdentifier(constraint)).inserted {
            added.append((constraint, context))
        }
        // (1) Removals of re-derived members, and the constant edits of the others.
        var rederived: [(NSLayoutConstraint, LayoutDiagnostic.Context)] = []
        var edits: [(NSLayoutConstraint, LayoutDiagnostic.Context, [(Constraint, Double)])] = []
        var refreshed: Set<ObjectIdentifier> = []
        for (constraint, context) in refreshes where contains(constraint)
            && !inserting.contains(ObjectIdentifier(constraint)) && refreshed.insert(ObjectIdentifier(constraint)).inserted {
            switch plannedRefresh(of: constraint) {
            case .unchanged: continue
            case .reshape:
                removeSolverConstraints(of: constraint)
                rederived.append((constraint, context))
            case .constants(let changes): edits.append((constraint, context, changes))
            }
        }
        // (2) Constant edits; from the first that conflicts on, remove and re-add instead.
        var editsConflict = false
        for (constraint, context, changes) in edits {
            if !editsConflict && applyConstantEdits(changes, of: constraint, context: context, resolves: false) { continue }
            editsConflict = true
            removeSolverConstraints(of: constraint)
            rederived.append((constraint, context))
        }
        // (3) Insertions.
        rederived.sort { $0.0.activationSequence < $1.0.activationSequence }
        for (constraint, context) in rederived + added where contains(constraint) && constraint.solverConstraints.isEmpty {
            insert(constraint, context: context)
            if constraint.isBroken { brokenMembers[ObjectIdentifier(constraint)] = constraint }
        }
        needsSolve = true
        if restoresBrokenAfterBatch {
            restoresBrokenAfterBatch = false
            if !brokenMembers.isEmpty { restoreBrokenConstraints() }
        }
    }

    // MARK: Conflicts

    /// The `NSLayoutConstraint` that owns each solver constraint. Built on demand (conflicts, debugging
    /// queries) rather than kept in a map on every add.
    private func solverConstraintOwners() -> [ObjectIdentifier: NSLayoutConstraint] {
        var owners: [ObjectIdentifier: NSLayoutConstraint] = [:]
        for member in members {
            for solverConstraint in member.solverConstraints { owners[ObjectIdentifier(solverConstraint)] = member }
        }
        return owners
    }

    /// Chooses the constraint to break (spec 15.2), marks it broken, re-adds it if it was already in the
    /// solver, and reports "Unable to simultaneously satisfy constraints."
    private func resolveConflict(_ error: SolverError, involving constraint: NSLayoutConstraint,
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

    private func uniqueItems(of constraints: [NSLayoutConstraint]) -> [AnyObject] {
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

    private func reportSolverFailure(_ error: SolverError, constraint: NSLayoutConstraint,
                                     context: LayoutDiagnostic.Context) {
        LayoutDiagnostics.report(LayoutDiagnostic(
            kind: .invalidConstraint, severity: .error, context: context,
            message: "The layout engine could not add \(constraint.description): \(error.description)",
            constraints: [constraint], items: constraint.layoutItems), in: self)
    }

    // MARK: Solving

    /// Reads the solver's values if anything changed, marking for layout the superview of every view whose
    /// variables moved (the root itself for its size), and each such view whose subviews' frames change
    /// because it moved while they did not (frames are relative to the superview).
    func solveIfNeeded() {
        applyPendingChanges()
        guard needsSolve else { return }
        needsSolve = false
        var lastTag = -1   // an item's variables often change together: mark its superview once
        var containers: [UIView] = []
        solver.updateVariables { variable in
            let tag = variable.tag
            guard tag != lastTag, tag >= 0, tag < self.variableOwners.count else { return }
            lastTag = tag
            guard let view = self.variableOwners[tag].item as? UIView else { return }
            (view.superview ?? view).setNeedsLayout()
            if !view.storedSubviews.isEmpty { containers.append(view) }
        }
        // After every value is read: most containers are marked already because a subview moved with them.
        for view in containers { view.setNeedsLayoutIfSubviewFramesChanged() }
    }

    // MARK: Merging and splitting

    /// Takes over every constraint of `other` (whose root is being added into this hierarchy).
    func absorb(_ other: LayoutEngine) {
        other.dropEncapsulatedSize()
        let moving = other.sortedMembers
        for constraint in moving { other.remove(constraint) }
        for constraint in moving { add(constraint, context: .hierarchy) }
        hasSafeAreaDependents = hasSafeAreaDependents || other.hasSafeAreaDependents
        diagnostics += other.diagnostics
        diagnostics.sort { $0.sequence < $1.sequence }
        if diagnostics.count > 1000 { diagnostics.removeFirst(diagnostics.count - 1000) }
    }

    /// Moves the constraints installed inside `subtree` (already cut from this hierarchy) to `target`.
    func move(constraintsOf subtree: UIView, to target: LayoutEngine) {
        var moving: [NSLayoutConstraint] = []
        subtree.visitPreOrder { view in
            for constraint in view.installedConstraints where contains(constraint) {
                moving.append(constraint)
            }
        }
        moving.sort { $0.activationSequence < $1.activationSequence }
        for constraint in moving { remove(constraint) }
        for constraint in moving { target.add(constraint, context: .hierarchy) }
        if hasSafeAreaDependents { target.hasSafeAreaDependents = true }
    }

    // MARK: Debugging

    /// The active constraints (system ones included) the solution for `item`'s two variables on `axis`
    /// depends on — those whose constant, if changed, would move it (spec 6.15) — in activation order.
    func constraintsAffecting(_ item: LayoutItem, axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        solveIfNeeded()
        let variables = item.layoutState.variables
        let relevant = axis == .horizontal ? [variables[0], variables[2]] : [variables[1], variables[3]]
        let owners = solverConstraintOwners()
        var found: [NSLayoutConstraint] = []
        var seen: Set<ObjectIdentifier> = []
        for variable in relevant {
            for solverConstraint in solver.constraintsAffecting(variable) {
                guard let owner = owners[ObjectIdentifier(solverConstraint)],
                    seen.insert(ObjectIdentifier(owner)).inserted else { continue }
                found.append(owner)
            }
        }
        return found.sorted { $0.activationSequence < $1.activationSequence }
    }
}

extension UIView {
    /// The work counters of this hierarchy's solver (constraints added and removed, constants updated,
    /// pivots), for benchmarks and tests in this package; nil before the hierarchy has an engine.
    ///
    ///     let before = root.layoutEngineStatistics
    package var layoutEngineStatistics: Solver.Statistics? { existingEngine?.solver.statistics }
}
