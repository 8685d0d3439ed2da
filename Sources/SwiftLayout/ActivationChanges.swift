import Foundation

/// What one activation pass did (RenderingAndSnapshotTests.md): the views it placed and took away, and what happened to
/// each declared constraint. Read it from ``Activation/lastChanges`` right after `active()` or
/// `update(fromActivation:)`.
///
///     screen.isCompact = true                        // a @LayoutProperty: the layout updates
///     let changes = screen.activation!.lastChanges
///     changes.removedViews.map(\.accessibilityIdentifier)   // [Optional("subtitle")]
///     changes.editedInPlace.map(\.oldConstant)              // [120.0]
///
/// The first `active()` records every view the layout places under a superview as added and every
/// constraint as activated. A view whose superview changed between passes is both removed (from the old
/// one) and added (to the new one). The root of a layout (a node with no superview in it) is never added or
/// removed. Recording costs no solver work.
///
/// The value holds the views and constraints it names (so that removed ones can still be described) until
/// the next pass replaces it or ``Activation/deactive()`` clears it.
public struct ActivationChanges {
    /// The views the pass removed from a superview of the layout, in the previous layout's pre-order.
    public var removedViews: [UIView]
    /// The views the pass placed under a new superview, in the new layout's pre-order.
    public var addedViews: [UIView]
    /// How many declared constraints were kept as the same objects, unchanged.
    public var untouched: Int
    /// The constraints kept as the same objects with a new constant, and their constant before, in
    /// declaration order.
    public var editedInPlace: [(constraint: NSLayoutConstraint, oldConstant: CGFloat)]
    /// The recorded constraints the pass deactivated, in the order they had been declared.
    public var deactivated: [NSLayoutConstraint]
    /// The constraints the pass created and activated, in declaration order.
    public var activated: [NSLayoutConstraint]

    /// A record; every list empty by default.
    ///
    ///     let nothing = ActivationChanges()
    ///     nothing.untouched   // 0
    public init(removedViews: [UIView] = [], addedViews: [UIView] = [], untouched: Int = 0,
                editedInPlace: [(constraint: NSLayoutConstraint, oldConstant: CGFloat)] = [],
                deactivated: [NSLayoutConstraint] = [], activated: [NSLayoutConstraint] = []) {
        self.removedViews = removedViews
        self.addedViews = addedViews
        self.untouched = untouched
        self.editedInPlace = editedInPlace
        self.deactivated = deactivated
        self.activated = activated
    }

    /// Whether the pass changed nothing: no view moved and every constraint was untouched.
    ///
    ///     activation.lastChanges.isEmpty   // true after an update with nothing to do
    public var isEmpty: Bool {
        removedViews.isEmpty && addedViews.isEmpty && editedInPlace.isEmpty && deactivated.isEmpty
            && activated.isEmpty
    }
}

#if MainActorIsolation
/// With main-actor-isolated views and constraints, the record can cross to any task.
extension ActivationChanges: Sendable {}
#endif

/// Collects an ``ActivationChanges`` during one activation pass, from what the pass's steps already visit.
///
/// The activator calls it at three points: after the view step has the old nodes and the new entries, in
/// the constraint step once it knows the edits and the unmatched records, and after activating the new
/// constraints. Nothing here touches the solver or the hierarchy.
#if MainActorIsolation
@MainActor
#endif
struct ActivationChangeRecorder {
    private(set) var changes = ActivationChanges()
    /// The live recorded constraints before the view step, when the nodes changed: removing a view
    /// deactivates its crossing constraints before the constraint step sees them.
    private var liveBeforeViewStep: [NSLayoutConstraint]?

    /// The view step, when the nodes changed: the view pairs (superview, view) that vanished and appeared,
    /// and the recorded constraints still live before it.
    ///
    /// Call it **before** the vanished nodes are removed: a removed view is one still under its recorded
    /// superview (the pass removes only those).
    mutating func recordViewStep(old: [Activation.Node], entries: [Activator.Entry], newPairs: Set<Activator.Pair>,
                                 liveConstraints: [NSLayoutConstraint]) {
        liveBeforeViewStep = liveConstraints
        var oldPairs = Set<Activator.Pair>()
        oldPairs.reserveCapacity(old.count)  // grown by inserts, it was rehashed a dozen times (dsl toggle 92.8 M → 91.4 M)
        for node in old where node.kind == .view && node.hasSuperview {
            guard let superview = node.superview, let view = node.item as? UIView else { continue }
            let pair = Activator.Pair(superview: ObjectIdentifier(superview), item: ObjectIdentifier(view))
            oldPairs.insert(pair)
            if !newPairs.contains(pair) && view.superview === superview { changes.removedViews.append(view) }
        }
        for entry in entries where entry.superview != nil {
            guard let view = entry.view, !oldPairs.contains(entry.pair) else { continue }
            changes.addedViews.append(view)
        }
    }

    /// The constraint step of an unchanged layout: every record stands as it was.
    mutating func recordAllUntouched(_ count: Int) {
        changes.untouched = count
        if let before = liveBeforeViewStep { changes.deactivated = before.filter { !$0.isActive } }
    }

    /// The constraint step, **before** the edits are applied: the edits with their current (old) constants,
    /// and the records about to be deactivated. With the view step's removals, the deactivated list is every
    /// record live before the pass that is no longer active (the view step took it) or about to be
    /// deactivated, in recorded order.
    mutating func recordEdits(_ edits: [(NSLayoutConstraint, CGFloat)], deactivating unmatched: [NSLayoutConstraint]) {
        changes.editedInPlace = edits.map { (constraint: $0.0, oldConstant: $0.0.constant) }
        guard let before = liveBeforeViewStep else {
            changes.deactivated = unmatched
            return
        }
        let unmatchedIDs = Set(unmatched.map(ObjectIdentifier.init))
        // A loop, not `filter`: a closure reading `isActive` checked the main actor's executor at run time
        // for each record (callgrind, dsl toggle phase, N = 1,000: 97.8 M → 94.2 M).
        var deactivated: [NSLayoutConstraint] = []
        for constraint in before where !constraint.isActive || unmatchedIDs.contains(ObjectIdentifier(constraint)) {
            deactivated.append(constraint)
        }
        changes.deactivated = deactivated
    }

    /// The constraint step, after activating: the new constraints, in declaration order, out of the
    /// `declared` count (the rest, less the edits, stood untouched).
    mutating func recordActivated(_ activated: [NSLayoutConstraint], declared: Int) {
        changes.activated = activated
        changes.untouched = declared - changes.editedInPlace.count - activated.count
    }
}
