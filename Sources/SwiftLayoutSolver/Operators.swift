// Operators that build expressions and constraints, in kiwi's shape.
//
//     let x = Variable("x"), y = Variable("y")
//     let c = 2 * x + y - 8 >= 0
//
// Generated for every pair of Variable, Term, LinearExpression and Double.

// MARK: Scaling

/// `coefficient * variable`.
public func * (lhs: Variable, rhs: Double) -> Term { Term(lhs, rhs) }
/// `coefficient * variable`.
public func * (lhs: Double, rhs: Variable) -> Term { Term(rhs, lhs) }
/// The term scaled.
public func * (lhs: Term, rhs: Double) -> Term { Term(lhs.variable, lhs.coefficient * rhs) }
/// The term scaled.
public func * (lhs: Double, rhs: Term) -> Term { Term(rhs.variable, rhs.coefficient * lhs) }
/// The expression scaled, constant included.
public func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    LinearExpression(lhs.terms.map { $0 * rhs }, constant: lhs.constant * rhs)
}
/// The expression scaled, constant included.
public func * (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs * lhs }
/// `variable / denominator` as a term.
public func / (lhs: Variable, rhs: Double) -> Term { Term(lhs, 1 / rhs) }
/// The term divided.
public func / (lhs: Term, rhs: Double) -> Term { Term(lhs.variable, lhs.coefficient / rhs) }
/// The expression divided, constant included.
public func / (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs * (1 / rhs) }

// MARK: Negation

/// `-1 * variable`.
public prefix func - (operand: Variable) -> Term { Term(operand, -1) }
/// The term negated.
public prefix func - (operand: Term) -> Term { Term(operand.variable, -operand.coefficient) }
/// The expression negated.
public prefix func - (operand: LinearExpression) -> LinearExpression { operand * -1 }

// MARK: Sums

/// The sum.
public func + (lhs: Variable, rhs: Variable) -> LinearExpression {
    let l = LinearExpression(lhs), r = LinearExpression(rhs)
    return LinearExpression(l.terms + r.terms, constant: l.constant + r.constant)
}
/// The sum.
public func + (lhs: Variable, rhs: Term) -> LinearExpression {
    let l = LinearExpression(lhs), r = LinearExpression(rhs)
    return LinearExpression(l.terms + r.terms, constant: l.constant + r.constant)
}
/// The sum.
public func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression {
    let l = LinearExpression(lhs), r = rhs
    return LinearExpression(l.terms + r.terms, constant: l.constant + r.constant)
}
/// The sum.
public func + (lhs: Variable, rhs: Double) -> LinearExpression {
    let l = LinearExpression(lhs), r = LinearExpression(rhs)
    return LinearExpression(l.terms + r.terms, constant: l.constant + r.constant)
}
/// The sum.
public func + (lhs: Term, rhs: Variable) -> LinearExpression {
    let l = LinearExpression(lhs), r = LinearExpression(rhs)
    return LinearExpression(l.terms + r.terms, constant: l.constant + r.constant)
}
/// The sum.
public func + (lhs: Term, rhs: Term) -> LinearExpression {
    let l = LinearExpression(lhs), r = LinearExpression(rhs)
    return LinearExpression(l.terms + r.terms, constant: l.constant + r.constant)
}
/// The sum.
public func + (lhs: Term, rhs: LinearExpression) -> LinearExpression {
    let l = LinearExpression(lhs), r = rhs
    return LinearExpression(l.terms + r.terms, constant: l.constant + r.constant)
}
/// The sum.
public func + (lhs: Term, rhs: Double) -> LinearExpression {
    let l = LinearExpression(lhs), r = LinearExpression(rhs)
    return LinearExpression(l.terms + r.terms, constant: l.constant + r.constant)
}
/// The sum.
public func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression {
    let l = lhs, r = LinearExpression(rhs)
    return LinearExpression(l.terms + r.terms, constant: l.constant + r.constant)
}
/// The sum.
public func + (lhs: LinearExpression, rhs: Term) -> LinearExpression {
    let l = lhs, r = LinearExpression(rhs)
    return LinearExpression(l.terms + r.terms, constant: l.constant + r.constant)
}
/// The sum.
public func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    let l = lhs, r = rhs
    return LinearExpression(l.terms + r.terms, constant: l.constant + r.constant)
}
/// The sum.
public func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    let l = lhs, r = LinearExpression(rhs)
    return LinearExpression(l.terms + r.terms, constant: l.constant + r.constant)
}
/// The sum.
public func + (lhs: Double, rhs: Variable) -> LinearExpression {
    let l = LinearExpression(lhs), r = LinearExpression(rhs)
    return LinearExpression(l.terms + r.terms, constant: l.constant + r.constant)
}
/// The sum.
public func + (lhs: Double, rhs: Term) -> LinearExpression {
    let l = LinearExpression(lhs), r = LinearExpression(rhs)
    return LinearExpression(l.terms + r.terms, constant: l.constant + r.constant)
}
/// The sum.
public func + (lhs: Double, rhs: LinearExpression) -> LinearExpression {
    let l = LinearExpression(lhs), r = rhs
    return LinearExpression(l.terms + r.terms, constant: l.constant + r.constant)
}
/// The difference.
public func - (lhs: Variable, rhs: Variable) -> LinearExpression {
    let l = LinearExpression(lhs), r = -LinearExpression(rhs)
    return LinearExpression(l.terms + r.terms, constant: l.constant + r.constant)
}
/// The difference.
public func - (lhs: Variable, rhs: Term) -> LinearExpression {
    let l = LinearExpression(lhs), r = -LinearExpression(rhs)
    return LinearExpression(l.terms + r.terms, constant: l.constant + r.constant)
}
/// The difference.
public func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression {
    let l = LinearExpression(lhs), r = -rhs
    return LinearExpression(l.terms + r.terms, constant: l.constant + r.constant)
}
/// The difference.
public func - (lhs: Variable, rhs: Double) -> LinearExpression {
    let l = LinearExpression(lhs), r = -LinearExpression(rhs)
    return LinearExpression(l.terms + r.terms, constant: l.constant + r.constant)
}
/// The difference.
public func - (lhs: Term, rhs: Variable) -> LinearExpression {
    let l = LinearExpression(lhs), r = -LinearExpression(rhs)
    return LinearExpression(l.terms + r.terms, constant: l.constant + r.constant)
}
/// The difference.
public func - (lhs: Term, rhs: Term) -> LinearExpression {
    let l = LinearExpression(lhs), r = -LinearExpression(rhs)
    return LinearExpression(l.terms + r.terms, constant: l.constant + r.constant)
}
/// The difference.
public func - (lhs: Term, rhs: LinearExpression) -> LinearExpression {
    let l = LinearExpression(lhs), r = -rhs
    return LinearExpression(l.terms + r.terms, constant: l.constant + r.constant)
}
/// The difference.
public func - (lhs: Term, rhs: Double) -> LinearExpression {
    let l = LinearExpression(lhs), r = -LinearExpression(rhs)
    return LinearExpression(l.terms + r.terms, constant: l.constant + r.constant)
}
/// The difference.
public func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression {
    let l = lhs, r = -LinearExpression(rhs)
    return LinearExpression(l.terms + r.terms, constant: l.constant + r.constant)
}
/// The difference.
public func - (lhs: LinearExpression, rhs: Term) -> LinearExpression {
    let l = lhs, r = -LinearExpression(rhs)
    return LinearExpression(l.terms + r.terms, constant: l.constant + r.constant)
}
/// The difference.
public func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    let l = lhs, r = -rhs
    return LinearExpression(l.terms + r.terms, constant: l.constant + r.constant)
}
/// The difference.
public func - (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    let l = lhs, r = -LinearExpression(rhs)
    return LinearExpression(l.terms + r.terms, constant: l.constant + r.constant)
}
/// The difference.
public func - (lhs: Double, rhs: Variable) -> LinearExpression {
    let l = LinearExpression(lhs), r = -LinearExpression(rhs)
    return LinearExpression(l.terms + r.terms, constant: l.constant + r.constant)
}
/// The difference.
public func - (lhs: Double, rhs: Term) -> LinearExpression {
    let l = LinearExpression(lhs), r = -LinearExpression(rhs)
    return LinearExpression(l.terms + r.terms, constant: l.constant + r.constant)
}
/// The difference.
public func - (lhs: Double, rhs: LinearExpression) -> LinearExpression {
    let l = LinearExpression(lhs), r = -rhs
    return LinearExpression(l.terms + r.terms, constant: l.constant + r.constant)
}

// MARK: Constraints

/// The required constraint `lhs == rhs`, stored as `lhs - rhs == 0`.
public func == (lhs: Variable, rhs: Variable) -> Constraint {
    Constraint(LinearExpression(lhs) - LinearExpression(rhs), .equal)
}
/// The required constraint `lhs == rhs`, stored as `lhs - rhs == 0`.
public func == (lhs: Variable, rhs: Term) -> Constraint {
    Constraint(LinearExpression(lhs) - LinearExpression(rhs), .equal)
}
/// The required constraint `lhs == rhs`, stored as `lhs - rhs == 0`.
public func == (lhs: Variable, rhs: LinearExpression) -> Constraint {
    Constraint(LinearExpression(lhs) - rhs, .equal)
}
/// The required constraint `lhs == rhs`, stored as `lhs - rhs == 0`.
public func == (lhs: Variable, rhs: Double) -> Constraint {
    Constraint(LinearExpression(lhs) - LinearExpression(rhs), .equal)
}
/// The required constraint `lhs == rhs`, stored as `lhs - rhs == 0`.
public func == (lhs: Term, rhs: Variable) -> Constraint {
    Constraint(LinearExpression(lhs) - LinearExpression(rhs), .equal)
}
/// The required constraint `lhs == rhs`, stored as `lhs - rhs == 0`.
public func == (lhs: Term, rhs: Term) -> Constraint {
    Constraint(LinearExpression(lhs) - LinearExpression(rhs), .equal)
}
/// The required constraint `lhs == rhs`, stored as `lhs - rhs == 0`.
public func == (lhs: Term, rhs: LinearExpression) -> Constraint {
    Constraint(LinearExpression(lhs) - rhs, .equal)
}
/// The required constraint `lhs == rhs`, stored as `lhs - rhs == 0`.
public func == (lhs: Term, rhs: Double) -> Constraint {
    Constraint(LinearExpression(lhs) - LinearExpression(rhs), .equal)
}
/// The required constraint `lhs == rhs`, stored as `lhs - rhs == 0`.
public func == (lhs: LinearExpression, rhs: Variable) -> Constraint {
    Constraint(lhs - LinearExpression(rhs), .equal)
}
/// The required constraint `lhs == rhs`, stored as `lhs - rhs == 0`.
public func == (lhs: LinearExpression, rhs: Term) -> Constraint {
    Constraint(lhs - LinearExpression(rhs), .equal)
}
/// The required constraint `lhs == rhs`, stored as `lhs - rhs == 0`.
public func == (lhs: LinearExpression, rhs: LinearExpression) -> Constraint {
    Constraint(lhs - rhs, .equal)
}
/// The required constraint `lhs == rhs`, stored as `lhs - rhs == 0`.
public func == (lhs: LinearExpression, rhs: Double) -> Constraint {
    Constraint(lhs - LinearExpression(rhs), .equal)
}
/// The required constraint `lhs == rhs`, stored as `lhs - rhs == 0`.
public func == (lhs: Double, rhs: Variable) -> Constraint {
    Constraint(LinearExpression(lhs) - LinearExpression(rhs), .equal)
}
/// The required constraint `lhs == rhs`, stored as `lhs - rhs == 0`.
public func == (lhs: Double, rhs: Term) -> Constraint {
    Constraint(LinearExpression(lhs) - LinearExpression(rhs), .equal)
}
/// The required constraint `lhs == rhs`, stored as `lhs - rhs == 0`.
public func == (lhs: Double, rhs: LinearExpression) -> Constraint {
    Constraint(LinearExpression(lhs) - rhs, .equal)
}
/// The required constraint `lhs <= rhs`, stored as `lhs - rhs <= 0`.
public func <= (lhs: Variable, rhs: Variable) -> Constraint {
    Constraint(LinearExpression(lhs) - LinearExpression(rhs), .lessThanOrEqual)
}
/// The required constraint `lhs <= rhs`, stored as `lhs - rhs <= 0`.
public func <= (lhs: Variable, rhs: Term) -> Constraint {
    Constraint(LinearExpression(lhs) - LinearExpression(rhs), .lessThanOrEqual)
}
/// The required constraint `lhs <= rhs`, stored as `lhs - rhs <= 0`.
public func <= (lhs: Variable, rhs: LinearExpression) -> Constraint {
    Constraint(LinearExpression(lhs) - rhs, .lessThanOrEqual)
}
/// The required constraint `lhs <= rhs`, stored as `lhs - rhs <= 0`.
public func <= (lhs: Variable, rhs: Double) -> Constraint {
    Constraint(LinearExpression(lhs) - LinearExpression(rhs), .lessThanOrEqual)
}
/// The required constraint `lhs <= rhs`, stored as `lhs - rhs <= 0`.
public func <= (lhs: Term, rhs: Variable) -> Constraint {
    Constraint(LinearExpression(lhs) - LinearExpression(rhs), .lessThanOrEqual)
}
/// The required constraint `lhs <= rhs`, stored as `lhs - rhs <= 0`.
public func <= (lhs: Term, rhs: Term) -> Constraint {
    Constraint(LinearExpression(lhs) - LinearExpression(rhs), .lessThanOrEqual)
}
/// The required constraint `lhs <= rhs`, stored as `lhs - rhs <= 0`.
public func <= (lhs: Term, rhs: LinearExpression) -> Constraint {
    Constraint(LinearExpression(lhs) - rhs, .lessThanOrEqual)
}
/// The required constraint `lhs <= rhs`, stored as `lhs - rhs <= 0`.
public func <= (lhs: Term, rhs: Double) -> Constraint {
    Constraint(LinearExpression(lhs) - LinearExpression(rhs), .lessThanOrEqual)
}
/// The required constraint `lhs <= rhs`, stored as `lhs - rhs <= 0`.
public func <= (lhs: LinearExpression, rhs: Variable) -> Constraint {
    Constraint(lhs - LinearExpression(rhs), .lessThanOrEqual)
}
/// The required constraint `lhs <= rhs`, stored as `lhs - rhs <= 0`.
public func <= (lhs: LinearExpression, rhs: Term) -> Constraint {
    Constraint(lhs - LinearExpression(rhs), .lessThanOrEqual)
}
/// The required constraint `lhs <= rhs`, stored as `lhs - rhs <= 0`.
public func <= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint {
    Constraint(lhs - rhs, .lessThanOrEqual)
}
/// The required constraint `lhs <= rhs`, stored as `lhs - rhs <= 0`.
public func <= (lhs: LinearExpression, rhs: Double) -> Constraint {
    Constraint(lhs - LinearExpression(rhs), .lessThanOrEqual)
}
/// The required constraint `lhs <= rhs`, stored as `lhs - rhs <= 0`.
public func <= (lhs: Double, rhs: Variable) -> Constraint {
    Constraint(LinearExpression(lhs) - LinearExpression(rhs), .lessThanOrEqual)
}
/// The required constraint `lhs <= rhs`, stored as `lhs - rhs <= 0`.
public func <= (lhs: Double, rhs: Term) -> Constraint {
    Constraint(LinearExpression(lhs) - LinearExpression(rhs), .lessThanOrEqual)
}
/// The required constraint `lhs <= rhs`, stored as `lhs - rhs <= 0`.
public func <= (lhs: Double, rhs: LinearExpression) -> Constraint {
    Constraint(LinearExpression(lhs) - rhs, .lessThanOrEqual)
}
/// The required constraint `lhs >= rhs`, stored as `lhs - rhs >= 0`.
public func >= (lhs: Variable, rhs: Variable) -> Constraint {
    Constraint(LinearExpression(lhs) - LinearExpression(rhs), .greaterThanOrEqual)
}
/// The required constraint `lhs >= rhs`, stored as `lhs - rhs >= 0`.
public func >= (lhs: Variable, rhs: Term) -> Constraint {
    Constraint(LinearExpression(lhs) - LinearExpression(rhs), .greaterThanOrEqual)
}
/// The required constraint `lhs >= rhs`, stored as `lhs - rhs >= 0`.
public func >= (lhs: Variable, rhs: LinearExpression) -> Constraint {
    Constraint(LinearExpression(lhs) - rhs, .greaterThanOrEqual)
}
/// The required constraint `lhs >= rhs`, stored as `lhs - rhs >= 0`.
public func >= (lhs: Variable, rhs: Double) -> Constraint {
    Constraint(LinearExpression(lhs) - LinearExpression(rhs), .greaterThanOrEqual)
}
/// The required constraint `lhs >= rhs`, stored as `lhs - rhs >= 0`.
public func >= (lhs: Term, rhs: Variable) -> Constraint {
    Constraint(LinearExpression(lhs) - LinearExpression(rhs), .greaterThanOrEqual)
}
/// The required constraint `lhs >= rhs`, stored as `lhs - rhs >= 0`.
public func >= (lhs: Term, rhs: Term) -> Constraint {
    Constraint(LinearExpression(lhs) - LinearExpression(rhs), .greaterThanOrEqual)
}
/// The required constraint `lhs >= rhs`, stored as `lhs - rhs >= 0`.
public func >= (lhs: Term, rhs: LinearExpression) -> Constraint {
    Constraint(LinearExpression(lhs) - rhs, .greaterThanOrEqual)
}
/// The required constraint `lhs >= rhs`, stored as `lhs - rhs >= 0`.
public func >= (lhs: Term, rhs: Double) -> Constraint {
    Constraint(LinearExpression(lhs) - LinearExpression(rhs), .greaterThanOrEqual)
}
/// The required constraint `lhs >= rhs`, stored as `lhs - rhs >= 0`.
public func >= (lhs: LinearExpression, rhs: Variable) -> Constraint {
    Constraint(lhs - LinearExpression(rhs), .greaterThanOrEqual)
}
/// The required constraint `lhs >= rhs`, stored as `lhs - rhs >= 0`.
public func >= (lhs: LinearExpression, rhs: Term) -> Constraint {
    Constraint(lhs - LinearExpression(rhs), .greaterThanOrEqual)
}
/// The required constraint `lhs >= rhs`, stored as `lhs - rhs >= 0`.
public func >= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint {
    Constraint(lhs - rhs, .greaterThanOrEqual)
}
/// The required constraint `lhs >= rhs`, stored as `lhs - rhs >= 0`.
public func >= (lhs: LinearExpression, rhs: Double) -> Constraint {
    Constraint(lhs - LinearExpression(rhs), .greaterThanOrEqual)
}
/// The required constraint `lhs >= rhs`, stored as `lhs - rhs >= 0`.
public func >= (lhs: Double, rhs: Variable) -> Constraint {
    Constraint(LinearExpression(lhs) - LinearExpression(rhs), .greaterThanOrEqual)
}
/// The required constraint `lhs >= rhs`, stored as `lhs - rhs >= 0`.
public func >= (lhs: Double, rhs: Term) -> Constraint {
    Constraint(LinearExpression(lhs) - LinearExpression(rhs), .greaterThanOrEqual)
}
/// The required constraint `lhs >= rhs`, stored as `lhs - rhs >= 0`.
public func >= (lhs: Double, rhs: LinearExpression) -> Constraint {
    Constraint(LinearExpression(lhs) - rhs, .greaterThanOrEqual)
}
