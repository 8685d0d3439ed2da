/// Counts the changes of the constraints that name it in `NSLayoutConstraint.changeCounter`: a new constant,
/// priority or identifier, activation, deactivation, release while active. A layer that records the constraints
/// it made (the DSL's `Activation`) learns that none of them changed since it last looked without reading any
/// of them.
///
///     let counter = ConstraintChangeCounter()
///     constraint.changeCounter = counter
///     let seen = counter.count
///     constraint.constant = 8
///     counter.count == seen   // false
// `@unchecked Sendable`: counted on the constraints' actor, and by a constraint's `deinit`, which nothing else
// runs beside (as `ItemLifetime`).
package final class ConstraintChangeCounter: @unchecked Sendable {
    /// How many changes the counted constraints have had.
    // Figure: see `NSLayoutConstraint.changeCounter`.
    @exclusivity(unchecked) package private(set) var count = 0

    package init() {}

    /// Called by a counted constraint when it changes.
    package func noteChange() { count &+= 1 }
}
