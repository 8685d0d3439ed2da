import Testing
@testable import SwiftLayoutSolver

/// What a failed call must leave untouched: the dump and the whole table (every symbol's row, column,
/// weights and flags, the objective, variables, definitions and constraints: `tableSnapshot()`), byte for
/// byte, and every value, bit for bit.
struct SolverState: Equatable, CustomStringConvertible {
    let dump: String
    let table: String
    let values: [String: UInt64]

    var description: String {
        values.sorted { $0.key < $1.key }.map { "\($0.key) = \(Double(bitPattern: $0.value))" }
            .joined(separator: ", ") + "\n" + dump + "\n" + table
    }
}

extension Solver {
    /// The dump, the table and the variables' current values; does not call `updateVariables()`.
    func state(of variables: [Variable]) -> SolverState {
        var values: [String: UInt64] = [:]
        for (i, variable) in variables.enumerated() { values["\(i):\(variable.name)"] = variable.value.bitPattern }
        let dump = dump()
        return SolverState(dump: dump, table: state.tableSnapshot(), values: values)
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

/// Checks the solver's current solution against the oracle: after `updateVariables()`, every required
/// constraint holds and the weighted error of the optional ones (edits as `variable == suggestion` at
/// their strength) is the optimum. `constraints` and `edits` must be exactly what is in the solver.
func expectOptimal(
    _ solver: Solver, constraints: [Constraint], edits: [(Variable, Strength, suggestion: Double)] = [],
    _ comment: @autoclosure () -> String = "", sourceLocation: SourceLocation = #_sourceLocation
) throws {
    var variables: [Variable] = []
    func note(_ variable: Variable) {
        if !variables.contains(where: { $0 === variable }) { variables.append(variable) }
    }
    for c in constraints { c.expression.terms.forEach { note($0.variable) } }
    edits.forEach { note($0.0) }
    var model = constraints.map { ModelConstraint($0, over: variables) }
    for (variable, strength, suggestion) in edits {
        model.append(.edit(variables.firstIndex { $0 === variable }!, suggestion: suggestion, strength: strength))
    }
    solver.updateVariables()
    let values = variables.map(\.value)
    for (constraint, m) in zip(constraints, model) where m.isRequired {
        #expect(
            m.violation(at: values) <= m.tolerance(at: values),
            "\(comment()) required \(constraint) is off by \(m.violation(at: values))", sourceLocation: sourceLocation)
    }
    let optimum = try CassowaryOracle.optimum(of: model, variableCount: variables.count)
    let objective = CassowaryOracle.objective(of: model, at: values)
    #expect(optimum != nil, "\(comment()) the oracle finds the required constraints infeasible", sourceLocation: sourceLocation)
    if let optimum {
        let tolerance = CassowaryOracle.objectiveTolerance(of: model, at: values)
        #expect(
            abs(objective - optimum.doubleValue) <= tolerance,
            "\(comment()) objective \(objective), optimum \(optimum.doubleValue) (±\(tolerance))",
            sourceLocation: sourceLocation)
    }
}
