import Testing
import SwiftLayoutSolver

/// What a failed call must leave untouched: the dump, byte for byte, and every value, bit for bit.
struct SolverState: Equatable, CustomStringConvertible {
    let dump: String
    let values: [String: UInt64]

    var description: String {
        values.sorted { $0.key < $1.key }.map { "\($0.key) = \(Double(bitPattern: $0.value))" }
            .joined(separator: ", ") + "\n" + dump
    }
}

extension Solver {
    /// The dump and the variables' current values; does not call `updateVariables()`.
    func state(of variables: [Variable]) -> SolverState {
        var values: [String: UInt64] = [:]
        for (i, variable) in variables.enumerated() { values["\(i):\(variable.name)"] = variable.value.bitPattern }
        return SolverState(dump: dump(), values: values)
    }
}

/// Runs `body`, which must throw a ``SolverError`` with `code`, and checks that the failed call left the
/// solver exactly as it was: the same dump, no value written, and the same values after
/// `updateVariables()`. Returns the error for further checks.
@discardableResult
func expectFailure(
    _ code: SolverError.Code, in solver: Solver, variables: [Variable],
    sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void
) -> SolverError? {
    solver.updateVariables()
    let before = solver.state(of: variables)
    let error = #expect(throws: SolverError.self, sourceLocation: sourceLocation) { try body() }
    #expect(error?.code == code, "threw \(String(describing: error))", sourceLocation: sourceLocation)
    #expect(solver.state(of: variables) == before, "the failed call changed the solver", sourceLocation: sourceLocation)
    solver.updateVariables()
    #expect(solver.state(of: variables) == before, "the failed call changed the solution", sourceLocation: sourceLocation)
    return error
}

/// Checks each variable's value against its expected value.
func expectValues(
    _ expected: KeyValuePairs<Variable, Double>, tolerance: Double = 1e-9,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    for (variable, value) in expected {
        #expect(
            abs(variable.value - value) <= tolerance * max(1, abs(value)),
            "\(variable.name) is \(variable.value), expected \(value)", sourceLocation: sourceLocation)
    }
}

/// Whether the required constraints `constraints`, with optional constant overrides, can all hold:
/// asked of the independent oracle, over the variables they mention.
func requiredConstraintsAreFeasible(_ constraints: [(Constraint, constant: Double?)]) throws -> Bool {
    var variables: [Variable] = []
    for (constraint, _) in constraints {
        for term in constraint.expression.terms where !variables.contains(where: { $0 === term.variable }) {
            variables.append(term.variable)
        }
    }
    let model = constraints.map { ModelConstraint($0.0, over: variables, constant: $0.constant) }
    return try CassowaryOracle.requiredAreFeasible(model, variableCount: variables.count)
}

/// Whether the required constraints can all hold (the oracle's answer).
func requiredConstraintsAreFeasible(_ constraints: [Constraint]) throws -> Bool {
    try requiredConstraintsAreFeasible(constraints.map { ($0, constant: nil) })
}

/// The same constraints, compared by identity.
func sameConstraints(_ lhs: [Constraint], _ rhs: [Constraint]) -> Bool {
    lhs.count == rhs.count && lhs.allSatisfy { l in rhs.contains { $0 === l } }
}
