import Foundation
import Testing
@testable import SwiftLayoutSolver

/// How many random runs a randomized family makes: `SWIFTLAYOUT_FUZZ_ITERATIONS` when set (for long runs),
/// else its normal count.
enum Fuzz {
    static func iterations(normal: Int) -> Int {
        ProcessInfo.processInfo.environment["SWIFTLAYOUT_FUZZ_ITERATIONS"].flatMap { Int($0) } ?? normal
    }
}

/// Model-based random testing of the solver. A run keeps a model of what the solver holds (the constraints
/// with their current constants, the edit variables with their suggestions) and makes random calls: add and
/// remove constraints, add and remove edit variables, suggest values, update constants, rebuild the solver
/// (`compact()`), and calls that must be rejected. After every call:
///
/// - the values equal those of a fresh solver given the model's constraints and edits in another order (the
///   systems have one optimum: every variable has a pin `x == p` in the lowest tier, and every optional
///   weight is a generic number, so no two solutions tie);
/// - a call that throws has thrown what the model predicts (an unsatisfiable required constraint or
///   constant is predicted by the exact rational oracle) and left everything as it was: the values, the
///   whole table (`tableSnapshot()`), `hasConstraint` and `hasEditVariable` of everything the run made.
///
/// A failure names its seed and prints the calls so far as Swift code.
@Suite struct SolverModelTests {
    static let seeds = (1...Fuzz.iterations(normal: 120)).map { UInt64($0) }

    @Test(arguments: seeds)
    func everyCallLeavesTheValuesAFreshSolverFindsOrChangesNothing(seed: UInt64) throws {
        try ModelRun(seed: seed).run(steps: 36)
    }
}

/// One constraint of the model: the solver's object and its description (the constant is the current one).
private struct ModelEntry {
    let name: String
    let constraint: Constraint
    var model: ModelConstraint
    let strength: Strength
}

/// One randomized run against a model.
private final class ModelRun: RandomSolverRun {
    var entries: [ModelEntry] = []
    /// Every constraint the run made, in the solver or not (for the `hasConstraint` checks).
    var made: [Constraint] = []

    static let coefficients: [Double] = [1, -1, 2, -2, 0.5, 3]
    static let tiers = [0, 1, 2]

    init(seed: UInt64) {
        super.init(seed: seed, variableCount: 3...6)
    }

    /// A weight no sum of other weights is likely to equal: 1 plus 24 random bits.
    func genericWeight() -> Double {
        1 + Double(rng.int(in: 0...(1 << 24 - 1))) / Double(1 << 24)
    }

    func run(steps: Int) throws {
        // The pins that make the optimum unique, never removed (their constants change).
        for index in variables.indices {
            let model = ModelConstraint(terms: [(index, 1)], constant: -Double(rng.int(in: -50...50)),
                                        relation: .equal, weight: genericWeight())
            try add(model, strength: Strength(model.weight!, tier: 0))
        }
        try check()
        while step < steps && !failed {
            step += 1
            try randomCall()
            if !failed { try check() }
        }
    }

    // MARK: Calls

    /// The pins are the first entries, and stay.
    var pinCount: Int { variables.count }

    func randomCall() throws {
        switch rng.int(in: 0...99) {
        case 0..<30: try addRandomConstraint()
        case 30..<45: removeRandomConstraint()
        case 45..<53: addEditVariable(strength: { Strength(genericWeight(), tier: rng.pick(Self.tiers)) }, suggestions: -60...60)
        case 53..<58: removeEditVariable()
        case 58..<72: suggestValue(halves: -120...120)
        case 72..<87: try updateConstant()
        case 87..<90: compact()
        default: rejectedCall()
        }
    }

    func swiftCode(_ model: ModelConstraint, _ strength: Strength) -> String {
        let terms = model.terms.map { "Term(x[\($0.index)], \($0.coefficient))" }.joined(separator: ", ")
        let relation = model.relation == .equal ? ".equal" : model.relation == .lessThanOrEqual ? ".lessThanOrEqual" : ".greaterThanOrEqual"
        return "Constraint(LinearExpression([\(terms)], constant: \(model.constant)), \(relation), strength: \(strengthText(strength)))"
    }

    func makeConstraint(_ model: ModelConstraint, _ strength: Strength, over variables: [Variable]) -> Constraint {
        Constraint(LinearExpression(model.terms.map { Term(variables[$0.index], $0.coefficient) }, constant: model.constant),
                   model.relation, strength: strength)
    }

    func addRandomConstraint() throws {
        var indices = Array(variables.indices)
        var terms: [(index: Int, coefficient: Double)] = []
        for _ in 0..<rng.int(in: 1...3) {
            terms.append((indices.remove(at: rng.int(in: 0...(indices.count - 1))), rng.pick(Self.coefficients)))
        }
        let relation: RelationalOperator = rng.pick([.equal, .lessThanOrEqual, .greaterThanOrEqual])
        let required = rng.chance(40)
        let weight = required ? nil : genericWeight()
        let model = ModelConstraint(terms: terms, constant: Double(rng.int(in: -40...40)), relation: relation, weight: weight)
        let strength = weight.map { Strength($0, tier: rng.pick(Self.tiers)) } ?? .required
        try add(model, strength: strength)
    }

    /// Adds a constraint, expecting `unsatisfiableConstraint` exactly when the oracle says the required
    /// constraints could not all hold with it.
    func add(_ model: ModelConstraint, strength: Strength) throws {
        let constraint = makeConstraint(model, strength, over: variables)
        made.append(constraint)
        let name = "c\(nextName)"
        nextName += 1
        let feasible = try !model.isRequired
            || CassowaryOracle.requiredAreFeasible(entries.map(\.model) + [model], variableCount: variables.count)
        log.append("let \(name) = \(swiftCode(model, strength))")
        if feasible {
            log.append("try solver.addConstraint(\(name))")
            do {
                try solver.addConstraint(constraint)
                entries.append(ModelEntry(name: name, constraint: constraint, model: model, strength: strength))
            } catch {
                fail("the solver rejected a satisfiable constraint: \(error)")
            }
        } else {
            log.append("try? solver.addConstraint(\(name))   // unsatisfiable")
            expectRejection(.unsatisfiableConstraint) { try solver.addConstraint(constraint) }
        }
    }

    func removeRandomConstraint() {
        guard entries.count > pinCount else { return }
        let i = rng.int(in: pinCount...(entries.count - 1))
        log.append("try solver.removeConstraint(\(entries[i].name))")
        do {
            try solver.removeConstraint(entries[i].constraint)
        } catch {
            fail("removing failed: \(error)")
        }
        entries.remove(at: i)
    }

    func updateConstant() throws {
        guard !entries.isEmpty else { return }
        let i = rng.int(in: 0...(entries.count - 1))
        let constant = Double(rng.int(in: -40...40))
        var models = entries.map(\.model)
        models[i].constant = constant
        let feasible = try !models[i].isRequired || CassowaryOracle.requiredAreFeasible(models, variableCount: variables.count)
        let constraint = entries[i].constraint
        if feasible {
            log.append("try solver.updateConstant(of: \(entries[i].name), to: \(constant))")
            do {
                try solver.updateConstant(of: constraint, to: constant)
                entries[i].model.constant = constant
            } catch {
                fail("the solver rejected a satisfiable constant: \(error)")
            }
        } else {
            log.append("try? solver.updateConstant(of: \(entries[i].name), to: \(constant))   // unsatisfiable")
            expectRejection(.unsatisfiableConstraint) { try solver.updateConstant(of: constraint, to: constant) }
        }
    }

    /// A rebuild from the live constraints: nothing the model sees changes.
    func compact() {
        log.append("solver.compact()")
        if !solver.compact() { fail("the rebuild failed") }
    }

    /// A call the solver must refuse, changing nothing.
    func rejectedCall() {
        let stranger = Constraint(LinearExpression(variables[0]) - 1, .equal)
        let nonEdit = variables.indices.filter { index in !edits.contains { $0.index == index } }
        switch rng.int(in: 0...7) {
        case 0 where !entries.isEmpty:
            let entry = rng.pick(entries)
            log.append("try? solver.addConstraint(\(entry.name))   // duplicate")
            expectRejection(.duplicateConstraint) { try solver.addConstraint(entry.constraint) }
        case 1:
            log.append("try? solver.removeConstraint(Constraint(LinearExpression(x[0]) - 1, .equal))   // unknown")
            expectRejection(.unknownConstraint) { try solver.removeConstraint(stranger) }
        case 2:
            log.append("try? solver.updateConstant(of: Constraint(LinearExpression(x[0]) - 1, .equal), to: 2)   // unknown")
            expectRejection(.unknownConstraint) { try solver.updateConstant(of: stranger, to: 2) }
        case 3 where !edits.isEmpty:
            let index = rng.pick(edits).index
            log.append("try? solver.addEditVariable(x[\(index)], strength: .weak)   // duplicate")
            expectRejection(.duplicateEditVariable) { try solver.addEditVariable(variables[index], strength: .weak) }
        case 4 where !nonEdit.isEmpty:
            let index = rng.pick(nonEdit)
            log.append("try? solver.suggestValue(x[\(index)], 1)   // not an edit variable")
            expectRejection(.unknownEditVariable) { try solver.suggestValue(variables[index], 1) }
        case 5 where !nonEdit.isEmpty:
            let index = rng.pick(nonEdit)
            log.append("try? solver.addEditVariable(x[\(index)], strength: .required)   // required")
            expectRejection(.badRequiredStrength) { try solver.addEditVariable(variables[index], strength: .required) }
        case 6 where !entries.isEmpty:
            let entry = rng.pick(entries)
            log.append("try? solver.updateConstant(of: \(entry.name), to: .infinity)   // not finite")
            expectRejection(.invalidValue) { try solver.updateConstant(of: entry.constraint, to: .infinity) }
        case 7 where !edits.isEmpty:
            let index = rng.pick(edits).index
            log.append("try? solver.suggestValue(x[\(index)], .nan)   // not finite")
            expectRejection(.invalidValue) { try solver.suggestValue(variables[index], .nan) }
        default:
            break
        }
    }

    // MARK: Checks

    /// What a rejected call must leave as it was.
    struct Observation: Equatable {
        let values: [UInt64]
        let table: String
        let held: [Bool]
        let editing: [Bool]
    }

    func observe() -> Observation {
        solver.updateVariables()
        return Observation(
            values: variables.map(\.value.bitPattern), table: solver.state.tableSnapshot(),
            held: made.map { solver.hasConstraint($0) }, editing: variables.map { solver.hasEditVariable($0) })
    }

    func expectRejection(_ code: SolverError.Code, _ call: () throws -> Void) {
        let before = observe()
        do {
            try call()
            fail("expected \(code), but the call succeeded")
        } catch let error as SolverError {
            if error.code != code { fail("expected \(code), got \(error)") }
            let after = observe()
            if after != before {
                fail("the rejected call changed the solver:\nbefore:\n\(before.table)\nafter:\n\(after.table)\n"
                     + "values \(before.values.map(Double.init(bitPattern:))) -> \(after.values.map(Double.init(bitPattern:)))")
            }
        } catch {
            fail("threw a non-SolverError: \(error)")
        }
    }

    /// The values equal a fresh solver's, given the model in a shuffled order.
    func check() throws {
        solver.updateVariables()
        let fresh = Solver()
        let copies = variables.map { Variable($0.name) }
        var order = Array(entries.indices)
        for i in order.indices.reversed() where i > 0 { order.swapAt(i, rng.int(in: 0...i)) }
        do {
            for i in order { try fresh.addConstraint(makeConstraint(entries[i].model, entries[i].strength, over: copies)) }
            for edit in edits.reversed() {
                try fresh.addEditVariable(copies[edit.index], strength: edit.strength)
                try fresh.suggestValue(copies[edit.index], edit.suggestion)
            }
        } catch {
            return fail("a fresh solver rejected the model: \(error)")
        }
        fresh.updateVariables()
        for (index, (ours, theirs)) in zip(variables, copies).enumerated() {
            let tolerance = 1e-7 * max(1, abs(ours.value), abs(theirs.value))
            if abs(ours.value - theirs.value) > tolerance {
                let ambiguous = fresh.isAmbiguous(theirs) ? " (and the fresh solver finds x\(index) ambiguous: the generator made a tie)" : ""
                return fail("x\(index) is \(ours.value), a fresh solver finds \(theirs.value)\(ambiguous)\n"
                            + "values \(variables.map(\.value)) vs \(copies.map(\.value))")
            }
        }
    }
}
