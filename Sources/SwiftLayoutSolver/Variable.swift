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
public final class Variable: Hashable, CustomStringConvertible {
    /// The name used in ``Solver/dump()`` and in error descriptions.
    public var name: String
    /// The value the solver computed at the last ``Solver/updateVariables()``; 0 before that.
    public var value: Double = 0
    /// A number for the client's own use; the solver never reads or writes it. -1 until set.
    ///
    ///     let x = Variable("x")
    ///     x.tag = owners.count   // e.g. an index into the client's table of owners
    public var tag: Int = -1

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
