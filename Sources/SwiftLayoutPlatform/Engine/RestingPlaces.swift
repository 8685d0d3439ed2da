import Foundation
import SwiftLayoutSolver
import Synchronization

/// Where an item's free attributes rest (UIKIT-2 §13): its place in creation order and the rest constraints
/// it has in an engine's solver.
struct RestingState {
    /// The item's place in creation order: the tie rule pulls earlier items to their resting place first.
    // Figure: with the engine's serials, the settling's rounds and `SequenceNumber` taken by atomic adds instead of
    // under `NSLock`: feed build + first layout 273.48 M → 270.56 M instructions (callgrind, N = 1,000).
    let serial = RestingState.serials.wrappingAdd(1, ordering: .relaxed).newValue
    private static let serials = Atomic<Int>(0)
    /// The rest constraint of each attribute (minX, minY, width, height) in `engine`'s solver; empty when none.
    var rests: [Rest?] = []
    weak var engine: LayoutEngine?
    /// The settling round of `engine` that last found the item's attributes free (bit 0 minX … bit 3 height
    /// in `free`).
    var round = 0
    var free: UInt8 = 0

    /// One rest constraint (`attribute == 0`).
    struct Rest {
        let constraint: Constraint
    }

    var hasRests: Bool { rests.contains { $0 != nil } }
}

/// What an engine knows about resting places: the items registered and the held stack guides changed since
/// it last settled, the items that have rests, and the settling round.
struct RestingPlaces {
    /// The items registered since the last settling, by the `tag` of their variables.
    var registered: [Int] = []
    /// Held weakly: a released item's rests go with its engine's next settling.
    var rested: [LayoutEngine.WeakItem] = []
    var round = 0
    /// Set when constraints were added, removed or edited since the last settling.
    var needsSettling = false

    static let rounds = Atomic<Int>(0)
}

/// Where free attributes rest (UIKIT-2 §13; UIKIT.md 6.15 and 7 leave it to the solver's pivots).
///
/// **The rule.** An attribute the constraints leave free (`hasAmbiguousLayout`: it can move without
/// breaking a required constraint or making any priority's errors worse) takes the feasible value nearest 0:
/// a width or height nearest 0, a position nearest its superview's origin (a guide's: its owning view's;
/// the root's origin is the layout space's). When free attributes are coupled (`a.width + b.width == 100`)
/// the engine takes the solution that minimises `Σ weight × |distance from 0|` over every free attribute,
/// with weights that fall strictly in the order: items created earlier first, then minX, minY, width,
/// height. So of two attributes traded against each other, the earlier one rests at 0 (`a.width == 0`,
/// `b.width == 100` when `a` was created first). The result depends only on the constraints, never on
/// the order in which they were activated or on what was active before.
///
/// **How.** A free attribute gets a *rest* constraint, `attribute == 0` (a position is measured from its
/// superview's or owning view's origin already, `LayoutItem.layoutParent`), in the rest tier below every
/// priority and below the exercise pins (`PriorityStrengths.restTier`):
/// it only chooses among solutions that are equally good for every constraint, an exercise pin outweighs
/// it, and ambiguity is judged without it, so the attribute is still reported as ambiguous. Only free
/// attributes carry a rest: a rest on a determined attribute would be a row the solver must keep for
/// nothing.
///
/// **When, and what it costs.** Before the solution is read after constraints changed, the engine asks the
/// solver which variables may move at the optimum (`Solver.possiblyAmbiguousVariables`: found from the
/// free symbols, kept up to date from what the tableau changes, not by a test per variable) and, for the
/// items registered since, which variables the solver has never met (an attribute nothing constrains).
/// Those attributes get rests, and the attributes that had a rest and are no longer free lose it. An
/// unambiguous layout pays a look at the symbols its changes touched; an ambiguous one, a walk over the
/// part of the tableau its free symbols reach.
///
/// **Internal stack guides.** The alignment spanner spans one axis and the gap guides the other; UIKit's
/// constraints (TheUIKitLayer.md) leave the other axis of each free, which would make every centred stack
/// ambiguous and cost the walk above on every change. Their free attributes are *held* instead: the same
/// constraint as a rest, in the hold tier (`PriorityStrengths.holdTier`), below every priority but judged,
/// so they are not ambiguous and cost nothing after the first layout. A stack whose axis changes lets
/// them go (`UIStackView.axis`).
///
/// **Limits.** The weights stay apart by more than the solver's tolerance for the first four million or so
/// items created in a process; after that a tie between coupled free attributes may fall to the pivots.
/// The solver's answer may include an attribute a degenerate vertex holds still: it gets a rest that
/// changes nothing. A view that has no constraint of its own but whose position a constraint between its
/// descendants and a view outside it mentions (`ExpressionBuilder.accumulateChain`) gets position rests
/// too, and keeps them until its own constraints change or the hierarchy is split. The tie rule
/// follows creation order, so a copy of a hierarchy rests alike only if its items were made in the same
/// order.
extension LayoutEngine {
    /// The lowest tier ambiguity is judged on: every priority's, not the rests' or the exercise pins'.
    static let judgedTiers = PriorityStrengths.holdTier

    /// Notes that `constraint` was added, removed or re-derived: the next settling looks at the free
    /// attributes again.
    @inline(__always)
    func noteRestingChange(of constraint: NSLayoutConstraint) {
        resting.needsSettling = true
    }

    /// Gives the free attributes rests and takes them from the attributes no longer free (see the type's
    /// comment). Called before the solution is read.
    func settleRestingPlaces() {
        guard resting.needsSettling else { return }
        resting.needsSettling = false
        // Settling may change what is free: a few rounds settle it.
        for _ in 0..<8 {
            // Rounds are unique across engines: an item that moved keeps no marks from its old engine.
            resting.round = RestingPlaces.rounds.wrappingAdd(1, ordering: .relaxed).newValue
            let free = markFreeAttributes(round: resting.round)
            let placed = placeRests(forFreeAttributesOf: free)
            let removed = removeRestsNoLongerFree(round: resting.round)
            if !placed && !removed { return }
        }
    }

    /// Marks the attributes the solver finds free in this settling `round` (`ItemLayoutState.rest.free`), and
    /// those of items new to the engine that no constraint mentions; returns the items marked, once each.
    private func markFreeAttributes(round: Int) -> [LayoutItem] {
        var free: [LayoutItem] = []
        func mark(_ item: LayoutItem, _ attribute: Int) {
            let state = item.layoutState
            guard state.registeredEngine == serial, isInHierarchy(item) else { return }
            if state.rest.round != round {
                state.rest.round = round
                state.rest.free = 0
                free.append(item)
            }
            state.rest.free |= 1 << attribute
        }
        for variable in solver.possiblyAmbiguousVariables(ignoringTiersBelow: Self.judgedTiers) {
            guard let item = item(withTag: ItemLayoutState.ownerTag(of: variable)) else { continue }
            let state = item.layoutState
            guard let attribute = state.attribute(of: variable) else { continue }
            mark(item, attribute)
        }
        // Items new to the engine, or taking part again: an attribute no constraint mentions is unknown to
        // the solver (which forgets such variables only when it compacts, and only for items with no
        // constraint left, whose rests went with their last constraint).
        for tag in resting.registered {
            guard let item = item(withTag: tag) else { continue }
            let state = item.layoutState
            for attribute in 0..<4 where !solver.contains(state.variable(at: attribute)) { mark(item, attribute) }
        }
        resting.registered.removeAll(keepingCapacity: true)
        return free
    }

    /// Rests for the free attributes of items that take part (an item with no constraint left took its rests
    /// with it), and for the free positions of views that only the constraints of their descendants mention
    /// (a chain of positions up to the constraint's installing view). Returns whether it added any.
    private func placeRests(forFreeAttributesOf free: [LayoutItem]) -> Bool {
        var placed = false
        for item in free {
            let state = item.layoutState
            let onlyInChains = !state.hasConstraints && !state.rest.hasRests
            for attribute in 0..<4 where state.rest.free & (1 << attribute) != 0 {
                if onlyInChains && (attribute >= 2 || !isInAChain(state.variable(at: attribute))) { continue }
                if placeRest(of: item, state, attribute) { placed = true }
            }
        }
        return placed
    }

    /// Takes the rests of attributes not free in this settling `round` out of the solver, and forgets the
    /// items left with none. Returns whether it removed any.
    private func removeRestsNoLongerFree(round: Int) -> Bool {
        var removed = false
        var kept: [WeakItem] = []
        kept.reserveCapacity(resting.rested.count)
        var listed = Set<ObjectIdentifier>()
        for entry in resting.rested {
            guard let item = entry.layoutItem else { continue }
            let state = item.layoutState
            guard state.rest.engine === self, listed.insert(ObjectIdentifier(item)).inserted else { continue }
            let freeNow: UInt8 = state.rest.round == round ? state.rest.free : 0
            for (attribute, rest) in state.rest.rests.enumerated() where rest != nil && freeNow & (1 << attribute) == 0 {
                try? solver.removeConstraint(rest!.constraint)
                state.rest.rests[attribute] = nil
                removed = true
                needsSolve = true
            }
            if state.rest.hasRests { kept.append(entry) } else { state.rest.engine = nil }
        }
        resting.rested = kept
        return removed
    }

    /// Makes sure `attribute` of `item` has its rest constraint; returns whether it added one.
    @discardableResult
    private func placeRest(of item: LayoutItem, _ state: ItemLayoutState, _ attribute: Int) -> Bool {
        if state.rest.rests.count > attribute, state.rest.rests[attribute] != nil { return false }
        let holds = item is _UILayoutSpacer
        if state.rest.engine !== self {
            state.rest.engine?.dropRests(of: state)
            state.rest.engine = self
            if !holds { resting.rested.append(WeakItem(item: item)) }
        }
        if state.rest.rests.isEmpty { state.rest.rests = [nil, nil, nil, nil] }
        // Free in this round, whatever the solver said: its rest stays.
        if state.rest.round != resting.round {
            state.rest.round = resting.round
            state.rest.free = 0
        }
        state.rest.free |= 1 << attribute
        let expression = LinearExpression([Term(state.variable(at: attribute), 1)], constant: 0)
        let strength = holds ? strengths.hold(attribute: attribute)
            : strengths.rest(serial: state.rest.serial, attribute: attribute)
        let constraint = Constraint(expression, .equal, strength: strength)
        try? solver.addConstraint(constraint)
        state.rest.rests[attribute] = RestingState.Rest(constraint: constraint)
        needsSolve = true
        return true
    }

    /// Whether a constraint of the solver mentions `variable` (an item with no constraint of its own, whose
    /// position is in a chain): a variable only reserved (`Solver.reserve`) is in no row and is 0 already.
    private func isInAChain(_ variable: Variable) -> Bool {
        solver.contains(variable) && !solver.constraintsAffecting(variable).isEmpty
    }

    /// Whether `item` is in this engine's hierarchy. An item that left it (a subtree removed from its
    /// superview) may still be registered here, with rests, until it takes part in its new engine; resting it
    /// here would register its superview, which belongs to the new engine, and take that view's variables
    /// from the constraints that use them there.
    private func isInHierarchy(_ item: LayoutItem) -> Bool {
        if let view = item as? UIView { return view.rootView === root }
        if let guide = item as? UILayoutGuide { return guide.owningView?.rootView === root }
        return false
    }


    /// Removes the item's rest constraints from this engine's solver (they must be this engine's).
    func dropRests(of state: ItemLayoutState) {
        for rest in state.rest.rests {
            if let rest { try? solver.removeConstraint(rest.constraint) }
        }
        state.rest.rests = []
        state.rest.engine = nil
        resting.needsSettling = true
        needsSolve = true
    }
}

extension LayoutEngine {
    /// The item whose variables have `tag` in this engine, if it still exists.
    func item(withTag tag: Int) -> LayoutItem? {
        tag >= 0 && tag < variableOwners.count ? variableOwners[tag].reference.layoutItem : nil
    }
}
