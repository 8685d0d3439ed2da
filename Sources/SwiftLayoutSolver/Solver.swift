/// An incremental Cassowary solver (shell: being implemented).
public final class Solver {
    /// Counts of the work the solver has done, for benchmarks and engine counters.
    public struct Statistics: Sendable, Hashable {
        /// Constraints added (edit constraints included).
        public var constraintsAdded = 0
        /// Constraints removed (edit constraints included).
        public var constraintsRemoved = 0
        /// Constants changed in place by ``Solver/updateConstant(of:to:)``.
        public var constantsUpdated = 0
        /// Values suggested for edit variables.
        public var suggestions = 0
        /// Simplex pivots.
        public var pivots = 0
    }
    /// Counts of the work done since the solver was made or reset.
    public private(set) var statistics = Statistics()

    /// Creates an empty solver.
    public init() {}
    /// Adds a constraint.
    public func addConstraint(_ constraint: Constraint) throws { fatalError("unimplemented") }
    /// Removes a constraint.
    public func removeConstraint(_ constraint: Constraint) throws { fatalError("unimplemented") }
    /// Whether the constraint is in the solver.
    public func hasConstraint(_ constraint: Constraint) -> Bool { fatalError("unimplemented") }
    /// Makes a variable editable.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws { fatalError("unimplemented") }
    /// Removes an edit variable.
    public func removeEditVariable(_ variable: Variable) throws { fatalError("unimplemented") }
    /// Whether the variable is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool { fatalError("unimplemented") }
    /// Suggests a value for an edit variable.
    public func suggestValue(_ variable: Variable, _ value: Double) throws { fatalError("unimplemented") }
    /// Changes the constant of a constraint in place.
    public func updateConstant(of constraint: Constraint, to constant: Double) throws { fatalError("unimplemented") }
    /// Writes the values of the variables.
    public func updateVariables() { fatalError("unimplemented") }
    /// Writes the values of the variables that changed, calling `body` for each.
    public func updateVariables(_ body: (Variable) -> Void) { fatalError("unimplemented") }
    /// Empties the solver.
    public func reset() { fatalError("unimplemented") }
    /// A readable dump of the internal state.
    public func dump() -> String { fatalError("unimplemented") }
}
