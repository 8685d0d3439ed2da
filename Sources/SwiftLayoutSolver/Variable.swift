/// A real-valued unknown that constraints are written in.
///
/// Variables have identity: two variables with the same name are different unknowns.
/// The solver writes ``value`` when you call ``Solver/updateVariables()``.
///
///     let x = Variable("x")
///     let solver = Solver()
///     try solver.addConstraint(x == 20)
///     solver.updateVariables()
///     print(x.value)   // 20.0
public final class Variable: Hashable, CustomStringConvertible, SlotHolding {
    /// The name used in ``Solver/dump()`` and in error descriptions.
    public var name: String
    /// The value the solver computed at the last ``Solver/updateVariables()``; 0 before that.
    public var value: Double {
        @inlinable get { storedValue }
        set { storedValue = newValue }
    }
    /// A number for the client's own use; the solver never reads or writes it. -1 until set.
    ///
    ///     let x = Variable("x")
    ///     x.tag = owners.count   // e.g. an index into the client's table of owners
    public var tag: Int {
        @inlinable get { storedTag }
        set { storedTag = newValue }
    }

    // `@exclusivity(unchecked)`: the run-time checks of the solver's read and write of each changed value
    // cost 27 % more instructions in a chain width update (N = 1,000: 88.2 M instead of 69.2 M per 100
    // updates, callgrind) and 9 % in an enaml-like alternating re-solve (9.3 k instead of 8.6 k). The solver
    // never lends the value out across a call.
    // Behind accessors: a client module that reads a public stored property directly makes its own run-time
    // checks, whatever the attribute says; with these accessors the layout engine's reads of values and tags
    // make none (N = 1,000, callgrind: feed cell removal 7.12 M → 5.69 M, feed resize 18.71 M → 16.39 M, the
    // chain benchmark's width update, whose values the benchmark's own module reads, 69.5 M → 39.5 M).
    // The getters are inlinable: a client's read is a load, not a call, and still makes no check (N = 1,000,
    // callgrind: chain width update 39.1 M → 34.3 M, row resize + layout 30.6 M → 29.5 M, feed resize 9.92 M →
    // 9.68 M).
    @exclusivity(unchecked) @usableFromInline var storedValue: Double = 0
    @exclusivity(unchecked) @usableFromInline var storedTag: Int = -1
    /// Where the first solver that holds the variable keeps its index (see `SolverSlot`).
    // `@exclusivity(unchecked)`: the run-time checks of the solver's reads and writes of the slots of variables and
    // constraints cost 3.4 % of a grid build (N = 1,000, callgrind: 106.8 M instead of 103.3 M instructions). Only
    // the solver reads and writes it, never across a call.
    @exclusivity(unchecked) var solverSlot = SolverSlot()

    /// Creates a variable.
    ///
    ///     let width = Variable("width")
    public init(_ name: String = "") {
        self.name = name
    }

    /// Identity: a variable equals only itself.
    public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs === rhs }

    /// Hashes the identity of the variable.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The name, or `v` for an unnamed variable.
    ///
    ///     print(Variable("x"))   // x
    public var description: String { name.isEmpty ? "v" : name }
}
