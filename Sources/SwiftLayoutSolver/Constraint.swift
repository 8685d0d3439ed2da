/// The relation of a constraint's expression to zero.
public enum RelationalOperator: Sendable, Hashable, CustomStringConvertible {
    /// `expression <= 0`.
    case lessThanOrEqual
    /// `expression == 0`.
    case equal
    /// `expression >= 0`.
    case greaterThanOrEqual

    /// `<=`, `==` or `>=`.
    public var description: String {
        switch self {
        case .lessThanOrEqual: return "<="
        case .equal: return "=="
        case .greaterThanOrEqual: return ">="
        }
    }
}

/// A linear relation `expression (<=|==|>=) 0` with a strength.
///
/// Constraints have identity: the solver knows the object you added, and removing an equal-looking
/// constraint that was never added throws ``SolverError/Code/unknownConstraint``. Duplicate terms are
/// merged when the constraint is made.
///
///     let x = Variable("x")
///     let c = x >= 10          // the expression is x - 10
///     let weak = c | .weak     // a new constraint with the same expression, strength weak
///     print(weak)              // 1.0 * x - 10.0 >= 0 | weak
public final class Constraint: Hashable, CustomStringConvertible, SlotHolding {
    /// The expression, duplicate terms merged; the constraint reads `expression relation 0`.
    // `@exclusivity(unchecked)`: its run-time checks cost 1.2 % of an enaml-like build and 2.3 % of an
    // alternating re-solve (callgrind: 2,193,628 and 7,462 instructions with them, 2,166,386 and 7,293
    // without). Only the solver writes it (a constant set in place), never while it is being read.
    @exclusivity(unchecked) public internal(set) var expression: LinearExpression
    /// Where the first solver that holds the constraint keeps its record id (see `SolverSlot`).
    // `@exclusivity(unchecked)`: the run-time checks of the solver's reads and writes of the slots of variables and
    // constraints cost 3.4 % of a grid build (N = 1,000, callgrind: 106.8 M instead of 103.3 M instructions). Only
    // the solver reads and writes it, never across a call.
    @exclusivity(unchecked) var solverSlot = SolverSlot()
    /// The relation to zero.
    public let relation: RelationalOperator
    /// The strength, clamped to `0...required`.
    public let strength: Strength
    /// The strength of a shortfall (`expression < 0`) of an optional equality made with
    /// `init(_:equalWithStrengthAbove:below:)`; ``strength`` for every other constraint.
    package let strengthBelow: Strength

    /// Creates a constraint `expression relation 0`.
    ///
    ///     let c = Constraint(LinearExpression(x) - 10, .greaterThanOrEqual, strength: .strong)
    public init(_ expression: LinearExpression, _ relation: RelationalOperator, strength: Strength = .required) {
        self.expression = expression.reduced()
        self.relation = relation
        self.strength = strength.clipped
        strengthBelow = self.strength
    }

    /// An optional equality `expression == 0` whose two sides weigh differently: an excess (`expression > 0`)
    /// costs `above`, a shortfall costs `below`. One row with two error symbols, where the pair of inequalities
    /// it replaces takes two rows and four symbols (a view's content size: hugging above, compression resistance
    /// below, as UIKit's engine holds it). Neither strength may be required.
    ///
    ///     let width = Constraint(LinearExpression(w) - 100, equalWithStrengthAbove: .weak, below: .medium)
    package init(_ expression: LinearExpression, equalWithStrengthAbove above: Strength, below: Strength) {
        precondition(!above.clipped.isRequired && !below.clipped.isRequired, "a required side has no error to weigh")
        self.expression = expression.reduced()
        relation = .equal
        strength = above.clipped
        strengthBelow = below.clipped
    }

    /// The weight of one of its error symbols: the second error of an equality (its shortfall) weighs
    /// ``strengthBelow``, every other error ``strength``.
    @inline(__always)
    func errorStrength(isSecond: Bool) -> Strength { isSecond ? strengthBelow : strength }

    /// A new constraint with the same expression and relation and another strength.
    ///
    ///     let c = (x == 100) | .medium
    public static func | (constraint: Constraint, strength: Strength) -> Constraint {
        Constraint(constraint.expression, constraint.relation, strength: strength)
    }

    /// Identity: a constraint equals only itself.
    public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }

    /// Hashes the identity of the constraint.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// `1.0 * x - 10.0 >= 0 | required`.
    public var description: String {
        strengthBelow == strength ? "\(expression) \(relation) 0 | \(strength)"
            : "\(expression) \(relation) 0 | \(strength) above, \(strengthBelow) below"
    }
}
