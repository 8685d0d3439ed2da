import Testing
import SwiftLayoutSolver

/// Random sequences of adds, removes, edits, suggestions, constant updates, failing calls and resets on
/// small systems (2–6 variables), checked after every step against the independent oracle: every required
/// constraint holds, the weighted error is the optimum, an add or update is rejected as unsatisfiable
/// exactly when the required constraints cannot all hold, the conflicting set is a true conflict, and a
/// failed call changes nothing. Each failure names its seed and prints the calls so far as Swift code.
@Suite struct SolverRandomizedTests {
    /// How a run draws its operations.
    struct Profile: Sendable, CustomStringConvertible {
        var variables: ClosedRange<Int>
        var steps: Int
        /// Percent of new constraints that are required, and that are equalities.
        var requiredPercent: Int
        var equalityPercent: Int
        var description: String { "\(variables) variables, \(steps) steps" }

        static let mixed = Profile(variables: 2...6, steps: 40, requiredPercent: 45, equalityPercent: 34)
        static let equalityHeavy = Profile(variables: 2...3, steps: 40, requiredPercent: 70, equalityPercent: 65)
    }

    @Test(arguments: Array(UInt64(1)...40))
    func mixedSystemsStayFeasibleAndOptimal(seed: UInt64) throws {
        try RandomRun(seed: seed, profile: .mixed).run()
    }

    @Test(arguments: Array(UInt64(1001)...1030))
    func fewVariablesWithManyRequiredEqualitiesStayFeasibleAndOptimal(seed: UInt64) throws {
        try RandomRun(seed: seed, profile: .equalityHeavy).run()
    }
}

/// One randomized run: the solver, the oracle's model of what is in it, and the calls made so far.
private final class RandomRun: RandomSolverRun {
    let profile: SolverRandomizedTests.Profile
    /// The constraints in the solver, each with its oracle model (current constant included).
    var entries: [(name: String, constraint: Constraint, model: ModelConstraint)] = []

    static let coefficients: [Double] = [1, -1, 2, -2, 0.5, 3]
    static let optionalStrengths: [Strength] = [
        .strong, .medium, .weak, Strength.create(0, 2, 0), Strength(5), Strength.create(0.5, 0, 0),
    ]
    static let editStrengths: [Strength] = [.strong, .medium, .weak, Strength(3)]
    static let maximumConstraints = 10

    init(seed: UInt64, profile: SolverRandomizedTests.Profile) {
        self.profile = profile
        super.init(seed: seed, variableCount: profile.variables)
    }

    override var label: String { " (\(profile))" }

    func run() throws {
        while step < profile.steps && !failed {
            step += 1
            try performRandomOperation()
            if !failed { try checkSolution() }
        }
    }

    // MARK: Operations

    func performRandomOperation() throws {
        let roll = rng.int(in: 0...99)
        switch roll {
        case 0..<36 where entries.count < Self.maximumConstraints: try addConstraint()
        case 0..<50: removeConstraint()
        case 50..<58: addEditVariable(strength: { rng.pick(Self.editStrengths) }, suggestions: -50...50)
        case 58..<62: removeEditVariable()
        case 62..<75: suggestValue(halves: -100...100)
        case 75..<90: try updateConstant()
        case 90..<98: probeAFailingCall()
        default: reset()
        }
    }

    func swiftExpression(_ model: ModelConstraint) -> String {
        let terms = model.terms.map { "Term(x[\($0.index)], \($0.coefficient))" }.joined(separator: ", ")
        let relation: String
        switch model.relation {
        case .equal: relation = ".equal"
        case .lessThanOrEqual: relation = ".lessThanOrEqual"
        case .greaterThanOrEqual: relation = ".greaterThanOrEqual"
        }
        let strength = model.weight.map { "Strength(\($0))" } ?? ".required"
        if let weight = model.weight, let below = model.weightBelow {
            return "Constraint(LinearExpression([\(terms)], constant: \(model.constant)), "
                + "equalWithStrengthAbove: Strength(\(weight)), below: Strength(\(below)))"
        }
        return "Constraint(LinearExpression([\(terms)], constant: \(model.constant)), \(relation), strength: \(strength))"
    }

    func randomModel() -> ModelConstraint {
        // Sometimes a copy (maybe scaled) of a constraint already there: redundancy on purpose.
        if !entries.isEmpty && rng.chance(12) {
            let copied = rng.pick(entries).model
            let scale = rng.pick([1.0, 2, -1])
            var model = copied
            model.terms = model.terms.map { ($0.index, $0.coefficient * scale) }
            model.constant *= scale
            if scale < 0 && model.relation != .equal {
                model.relation = model.relation == .lessThanOrEqual ? .greaterThanOrEqual : .lessThanOrEqual
            }
            if scale < 0, let below = model.weightBelow {
                // The sides swap: the excess of the negated expression is the shortfall of the original.
                model.weightBelow = model.weight
                model.weight = below
            }
            if rng.chance(50) {
                model.weight = rng.chance(profile.requiredPercent) ? nil : rng.pick(Self.optionalStrengths).value
                model.weightBelow = nil
            }
            return model
        }
        var indices = Array(variables.indices)
        var terms: [(index: Int, coefficient: Double)] = []
        for _ in 0..<rng.int(in: 1...min(3, variables.count)) {
            let index = indices.remove(at: rng.int(in: 0...(indices.count - 1)))
            terms.append((index, rng.pick(Self.coefficients)))
        }
        let relation: RelationalOperator =
            rng.chance(profile.equalityPercent) ? .equal : rng.pick([.lessThanOrEqual, .greaterThanOrEqual])
        let weight = rng.chance(profile.requiredPercent) ? nil : rng.pick(Self.optionalStrengths).value
        // An optional equality weighing its two sides differently (a view's content size), now and then.
        var below: Double? = nil
        if relation == .equal, weight != nil, rng.chance(30) {
            below = rng.pick(Self.optionalStrengths).value
            if below == weight { below = nil }
        }
        return ModelConstraint(terms: terms, constant: Double(rng.int(in: -30...30)), relation: relation, weight: weight,
                               weightBelow: below)
    }

    func makeConstraint(_ model: ModelConstraint) -> Constraint {
        if let weight = model.weight, let below = model.weightBelow {
            return Constraint(
                LinearExpression(model.terms.map { Term(variables[$0.index], $0.coefficient) }, constant: model.constant),
                equalWithStrengthAbove: Strength(weight), below: Strength(below))
        }
        return Constraint(
            LinearExpression(model.terms.map { Term(variables[$0.index], $0.coefficient) }, constant: model.constant),
            model.relation, strength: model.weight.map { Strength($0) } ?? .required)
    }

    func addConstraint() throws {
        let model = randomModel()
        let constraint = makeConstraint(model)
        let name = "c\(nextName)"
        nextName += 1
        let feasible = try !model.isRequired
            || CassowaryOracle.requiredAreFeasible(entries.map(\.model) + [model], variableCount: variables.count)
        log.append(
            "let \(name) = \(swiftExpression(model)); "
                + (feasible ? "try solver.addConstraint(\(name))" : "try? solver.addConstraint(\(name))   // unsatisfiable"))
        if feasible {
            guard let error = attempt({ try solver.addConstraint(constraint) }) else {
                entries.append((name, constraint, model))
                return
            }
            fail("the solver rejected a satisfiable constraint: \(error)")
        } else {
            guard let error = attemptExpectingFailure(.unsatisfiableConstraint, { try solver.addConstraint(constraint) })
            else { return }
            if error.constraint !== constraint { fail("the error names another constraint: \(error)") }
            if solver.hasConstraint(constraint) { fail("the rejected constraint is in the solver") }
            try checkConflict(error, with: model, replacing: nil)
        }
    }

    func removeConstraint() {
        guard !entries.isEmpty else { return }
        let i = rng.int(in: 0...(entries.count - 1))
        log.append("try solver.removeConstraint(\(entries[i].name))")
        if let error = attempt({ try solver.removeConstraint(entries[i].constraint) }) {
            fail("removing failed: \(error)")
        }
        entries.remove(at: i)
    }

    func updateConstant() throws {
        guard !entries.isEmpty else { return }
        let i = rng.int(in: 0...(entries.count - 1))
        let constant = Double(rng.int(in: -30...30))
        var updated = entries[i].model
        updated.constant = constant
        var models = entries.map(\.model)
        models[i] = updated
        let feasible = try CassowaryOracle.requiredAreFeasible(models, variableCount: variables.count)
        log.append(
            feasible
                ? "try solver.updateConstant(of: \(entries[i].name), to: \(constant))"
                : "try? solver.updateConstant(of: \(entries[i].name), to: \(constant))   // unsatisfiable")
        if feasible {
            if let error = attempt({ try solver.updateConstant(of: entries[i].constraint, to: constant) }) {
                fail("the solver rejected a satisfiable constant: \(error)")
            }
            entries[i].model = updated
        } else {
            let constraint = entries[i].constraint
            guard let error = attemptExpectingFailure(
                .unsatisfiableConstraint, { try solver.updateConstant(of: constraint, to: constant) })
            else { return }
            if error.constraint !== constraint { fail("the error names another constraint: \(error)") }
            try checkConflict(error, with: updated, replacing: constraint)
        }
    }

    func probeAFailingCall() {
        let fresh = makeConstraint(randomModel())
        let nonEdit = variables.indices.filter { index in !edits.contains { $0.index == index } }
        switch rng.int(in: 0...5) {
        case 0 where !entries.isEmpty:
            let entry = rng.pick(entries)
            log.append("try? solver.addConstraint(\(entry.name))   // duplicate")
            _ = attemptExpectingFailure(.duplicateConstraint, { try solver.addConstraint(entry.constraint) })
        case 1:
            log.append("try? solver.removeConstraint(\(swiftExpression(ModelConstraint(fresh, over: variables))))   // unknown")
            _ = attemptExpectingFailure(.unknownConstraint, { try solver.removeConstraint(fresh) })
        case 2:
            log.append("try? solver.updateConstant(of: \(swiftExpression(ModelConstraint(fresh, over: variables))), to: 1)   // unknown")
            _ = attemptExpectingFailure(.unknownConstraint, { try solver.updateConstant(of: fresh, to: 1) })
        case 3 where !edits.isEmpty:
            let index = rng.pick(edits).index
            log.append("try? solver.addEditVariable(x[\(index)], strength: .weak)   // duplicate")
            _ = attemptExpectingFailure(.duplicateEditVariable, { try solver.addEditVariable(variables[index], strength: .weak) })
        case 4 where !nonEdit.isEmpty:
            let index = rng.pick(nonEdit)
            if rng.chance(50) {
                log.append("try? solver.suggestValue(x[\(index)], 1)   // unknown edit variable")
                _ = attemptExpectingFailure(.unknownEditVariable, { try solver.suggestValue(variables[index], 1) })
            } else {
                log.append("try? solver.removeEditVariable(x[\(index)])   // unknown edit variable")
                _ = attemptExpectingFailure(.unknownEditVariable, { try solver.removeEditVariable(variables[index]) })
            }
        case 5 where !nonEdit.isEmpty:
            let index = rng.pick(nonEdit)
            log.append("try? solver.addEditVariable(x[\(index)], strength: .required)   // bad strength")
            _ = attemptExpectingFailure(.badRequiredStrength, { try solver.addEditVariable(variables[index], strength: .required) })
        default:
            break
        }
    }

    func reset() {
        log.append("solver.reset()")
        solver.reset()
        for entry in entries where solver.hasConstraint(entry.constraint) { fail("reset left \(entry.name) in the solver") }
        for edit in edits where solver.hasEditVariable(variables[edit.index]) { fail("reset left edit x[\(edit.index)]") }
        entries = []
        edits = []
    }

    // MARK: Calls and checks

    /// Runs a call that must succeed; returns its error if it threw.
    func attempt(_ body: () throws -> Void) -> Error? {
        do {
            try body()
            return nil
        } catch {
            return error
        }
    }

    /// Runs a call that must throw `code` and leave the solver exactly as it was.
    func attemptExpectingFailure(_ code: SolverError.Code, _ body: () throws -> Void) -> SolverError? {
        solver.updateVariables()
        let before = solver.state(of: variables)
        do {
            try body()
            fail("expected \(code), but the call succeeded")
            return nil
        } catch let error as SolverError {
            if error.code != code { fail("expected \(code), got \(error)") }
            if solver.state(of: variables) != before {
                fail("the failed call changed the solver.\nbefore:\n\(before)\nafter:\n\(solver.state(of: variables))")
            }
            solver.updateVariables()
            if solver.state(of: variables) != before { fail("the failed call changed the solution") }
            return error
        } catch {
            fail("threw a non-SolverError: \(error)")
            return nil
        }
    }

    /// The conflicting set must be required constraints in the solver that, with `model` (which replaces
    /// `replaced`, for an update), cannot all hold.
    func checkConflict(_ error: SolverError, with model: ModelConstraint, replacing replaced: Constraint?) throws {
        var models: [ModelConstraint] = []
        for c in error.conflictingConstraints where c !== replaced {
            guard let entry = entries.first(where: { $0.constraint === c }) else {
                return fail("the conflicting set names a constraint not in the solver: \(c)")
            }
            guard entry.model.isRequired else { return fail("the conflicting set names an optional constraint: \(c)") }
            models.append(entry.model)
        }
        if try CassowaryOracle.requiredAreFeasible(models + [model], variableCount: variables.count) {
            fail("the conflicting set is not a conflict: \(error)")
        }
    }

    func checkSolution() throws {
        let previous = variables.map(\.value)
        if rng.chance(50) {
            var reported: [Variable] = []
            solver.updateVariables { reported.append($0) }
            for (variable, old) in zip(variables, previous) where variable.value != old {
                if !reported.contains(where: { $0 === variable }) {
                    return fail("\(variable.name) changed from \(old) to \(variable.value) but was not reported")
                }
            }
            if Set(reported.map(ObjectIdentifier.init)).count != reported.count {
                return fail("a variable was reported twice: \(reported)")
            }
        } else {
            solver.updateVariables()
        }
        let values = variables.map(\.value)
        for entry in entries where entry.model.isRequired {
            let violation = entry.model.violation(at: values)
            if violation > entry.model.tolerance(at: values) {
                return fail("required \(entry.name) is off by \(violation); values \(values)")
            }
        }
        let model = entries.map(\.model) + edits.map { ModelConstraint.edit($0.index, suggestion: $0.suggestion, strength: $0.strength) }
        guard let optimum = try CassowaryOracle.optimum(of: model, variableCount: variables.count) else {
            return fail("the oracle finds the required constraints infeasible (the model is out of step)")
        }
        let objective = CassowaryOracle.objective(of: model, at: values)
        let tolerance = CassowaryOracle.objectiveTolerance(of: model, at: values)
        if abs(objective - optimum.doubleValue) > tolerance {
            fail("weighted error \(objective), optimum \(optimum.doubleValue) (±\(tolerance)); values \(values)")
        }
    }
}
