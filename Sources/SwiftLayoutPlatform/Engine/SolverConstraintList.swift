import SwiftLayoutSolver

/// The solver constraints of an engine member, in order. Most members have exactly one: it is kept inline, so
/// that a member costs no array of its own.
///
///     var list = SolverConstraintList()
///     list.append(Constraint(LinearExpression(width) - 80, .equal))
///     list.count   // 1
// Figure: an array for every member was one allocation per activated constraint (callgrind, N = 1,000: feed
// build + first layout 320.42 M → 315.79 M instructions).
struct SolverConstraintList: RandomAccessCollection, ExpressibleByArrayLiteral {
    private var first: Constraint?
    /// The ones after `first`.
    private var rest: [Constraint] = []

    init() {}

    init(_ constraints: [Constraint]) {
        for constraint in constraints { append(constraint) }
    }

    init(arrayLiteral constraints: Constraint...) { self.init(constraints) }

    var startIndex: Int { 0 }
    var endIndex: Int { first == nil ? 0 : 1 + rest.count }

    subscript(position: Int) -> Constraint { position == 0 ? first! : rest[position - 1] }

    mutating func append(_ constraint: Constraint) {
        if first == nil { first = constraint } else { rest.append(constraint) }
    }
}
