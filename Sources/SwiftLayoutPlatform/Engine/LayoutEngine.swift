import Foundation
import SwiftLayoutSolver
import Synchronization

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
    let serial = LayoutEngine.serials.wrappingAdd(1, ordering: .relaxed).newValue
    private static let serials = Atomic<Int>(0)
    let solver = Solver()
    let strengths = PriorityStrengths()
    var diagnostics: [LayoutDiagnostic] = []
    /// Set when the solver changed since the variables were last read.
    var needsSolve = true
    /// Set once a view of the hierarchy depends on its safe area (see `UIView.dependsOnSafeArea`).
    var hasSafeAreaDependents = false
    /// Set once the hierarchy holds a scroll view: constraints then look for offsets (TheUIKitLayer.md).
    var containsScrollViews = false
    /// What the engine is doing, for the context of the diagnostics it reports (`.layout` during a pass).
    var currentContext: LayoutDiagnostic.Context = .activation
    /// Set during the last round a layout pass allows: what that round changes (`LayoutRoundRecorder`).
    var roundRecorder: LayoutRoundRecorder?
    /// How many times a member's solver form was derived again to bring it up to date (a refresh or a
    /// restore), for the benchmark's counters: a constant change should need none.
    var formsRebuilt = 0

    /// The active constraints in the engine, unordered (each knows its index: `engineMemberIndex`).
    // Figure: the eight platform sites marked so, made safe together (checked `unowned`, exclusivity
    // checks): feed build +17.4 %, cell removal +23.8 %, stack build +11.8 %, scroll build +20.3 % (callgrind).
    @exclusivity(unchecked) var members: [NSLayoutConstraint] = []
    /// The items whose variables this engine reports, indexed by their variables' `tag`.
    // Figure: the eight platform sites marked so, made safe together (checked `unowned`, exclusivity
    // checks): feed build +17.4 %, cell removal +23.8 %, stack build +11.8 %, scroll build +20.3 % (callgrind).
    @exclusivity(unchecked) var variableOwners: [VariableOwner] = []
    /// The solver's compactions when `variableOwners` last dropped its released items
    /// (`LayoutEngine+Compaction.swift`).
    var ownersCompactedAt = 0
    var encapsulatedWidth: NSLayoutConstraint?
    var encapsulatedHeight: NSLayoutConstraint?
    /// The items whose free attributes may need to move to their resting place (`RestingPlaces.swift`).
    // Figure: exclusivity checks on these view and engine fields: feed build +4.6 %, cell removal +4.7 % (callgrind).
    @exclusivity(unchecked) var resting = RestingPlaces()

    /// An item whose variables this engine reports, and its layout state, where the solve writes the values
    /// without a look at the item (`LayoutEngine.solveIfNeeded`). The state is read only while the item lives
    /// (`reference.isAlive`), and the item holds it: held strongly here, it would keep a released item's constraints
    /// alive in an engine that outlives it.
    struct VariableOwner {
        let reference: WeakItem
        // Figure: held `unowned` (checked) instead: row resize + layout 32.4 M → 41.7 M instructions, feed build +
        // first layout 280.7 M → 286.3 M (N = 1,000, callgrind); unretained, its uses retain nothing either.
        private let stateReference: Unmanaged<ItemLayoutState>

        init(_ reference: WeakItem, state: ItemLayoutState) {
            self.reference = reference
            stateReference = .passUnretained(state)
        }

        /// The item's layout state; only while the item lives (`reference.isAlive`).
        var state: ItemLayoutState { stateReference.takeUnretainedValue() }

        /// Copies the value the solver just wrote into `variable` to the item's layout state (only while the item
        /// lives) and notes a view's move there; returns whether the view moved first in this solve, so that the
        /// engine lists it once.
        @inline(__always)
        func noteSolvedValue(of variable: Variable) -> Bool {
            let isView = reference.isView
            return stateReference._withUnsafeGuaranteedRef { state in
                guard state.takeSolvedValue(of: variable), isView else { return false }
                if ItemLayoutState.isPosition(variable) { state.positionMovedInSolve = true }
                guard !state.movedInSolve else { return false }
                state.movedInSolve = true
                return true
            }
        }
    }

    struct WeakItem {
        private let reference: ItemReference<AnyObject>
        /// Whether the item is a view, found once (a cast at every changed value was 1 % of removing a feed cell).
        let isView: Bool
        /// The item as a layout item (every item an engine registers or rests is a view or a guide), with no
        /// conformance look-up.
        // Figure: `item as? LayoutItem` looked the conformance up at each of the settling's reads (callgrind,
        // N = 1,000: feed build + first layout 278.57 M → 277.12 M, stack build 340.42 M → 339.25 M).
        #if MainActorIsolation
        @MainActor
        #endif
        var layoutItem: LayoutItem? { reference.layoutItem }
        /// Whether the item still exists (reading it, with no retain).
        var isAlive: Bool { reference.isAlive }
        /// The item if it is a view, unretained (see `ItemLifetime.unretainedOwner`).
        var unretainedView: Unmanaged<UIView>? {
            guard isView, let owner = reference.unretainedOwner else { return nil }
            return Unmanaged<UIView>.fromOpaque(owner.toOpaque())
        }
        init(item: AnyObject?) {
            reference = ItemReference(item)
            isView = item is UIView
        }
    }

    /// Broken required constraints, held at the strongest optional strength.
    var brokenMembers: [ObjectIdentifier: NSLayoutConstraint] = [:]
    var specBuffer: [SolverSpec] = []
    /// Open `performBatch` scopes: while positive, solver insertions and refreshes wait for the end.
    var batchDepth = 0
    /// Members added during the batch, in the order they were added; their solver constraints wait.
    // Figure: its run-time exclusivity check on each append cost a stack build (N = 1,000, 21,009 appends) 2.7 M
    // instructions (callgrind: 470.3 M → 467.6 M). Only `add` appends and `applyPendingChanges` takes it.
    @exclusivity(unchecked) var pendingInsertions: [(NSLayoutConstraint, LayoutDiagnostic.Context)] = []
    /// Members whose solver form must be brought up to date at the end of the batch, in order of request;
    /// `constantOnly` when only the member's `constant` changed (`constantDidChange`).
    // Figure: the run-time checks of the 21 sites marked so together: stack build 338.86 M, feed build 276.55 M
    // instructions against 332.47 M and 273.48 M without (callgrind, N = 1,000).
    @exclusivity(unchecked)
    var pendingRefreshes: [(constraint: NSLayoutConstraint, context: LayoutDiagnostic.Context, constantOnly: Bool)] = []
    /// A required member left during the batch while others were broken: try to restore them at the end.
    var restoresBrokenAfterBatch = false
    /// Members a removed subtree brought (`move(constraintsOf:to:)`), in the order they joined; their solver
    /// constraints wait for the first change or read that needs the solver (`applyPendingChanges`).
    // Figure: the run-time checks of the 21 sites marked so together: stack build 338.86 M, feed build 276.55 M
    // instructions against 332.47 M and 273.48 M without (callgrind, N = 1,000).
    @exclusivity(unchecked) var deferredInsertions: [(NSLayoutConstraint, LayoutDiagnostic.Context)] = []
    /// The owners' slots (`variableOwners`) of the views whose values changed in the running solve (kept
    /// between solves for its capacity).
    var movedOwners: [Int] = []

    /// Builds this engine's expressions. Every item whose variables go into one is registered first: besides
    /// a constraint's items, a baseline attribute reads a descendant's variables (the item's baseline view),
    /// which must be this engine's too (`register`, `ItemLayoutState.renewVariables`).
    var builder: ExpressionBuilder {
        ExpressionBuilder(engine: self, looksForScrollViews: containsScrollViews)
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
        for member in members where member.membership.engine === self {
            member.membership.engine = nil
            member.membership.index = -1
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

    func insertMember(_ constraint: NSLayoutConstraint) {
        constraint.engineMemberIndex = members.count
        members.append(constraint)
    }

    /// Removes a member in O(1) (the last member takes its place); false if it was not a member.
    func removeMember(_ constraint: NSLayoutConstraint) -> Bool {
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
}

extension UIView {
    /// The work counters of this hierarchy's solver (constraints added and removed, constants updated,
    /// pivots), for benchmarks and tests in this package; nil before the hierarchy has an engine.
    ///
    ///     let before = root.layoutEngineStatistics
    package var layoutEngineStatistics: Solver.Statistics? { existingEngine?.solver.statistics }

    /// How many times this hierarchy's engine derived an active constraint's solver form again to bring it
    /// up to date (0 before it has an engine): a constant change should need none.
    ///
    ///     let before = root.layoutEngineFormsRebuilt
    package var layoutEngineFormsRebuilt: Int { existingEngine?.formsRebuilt ?? 0 }
}
