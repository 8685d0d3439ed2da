import Testing
import SwiftLayoutSolver

/// What the randomized solver runs share: the seeded generator, the solver and its variables, the edit
/// variables made so far, the calls so far written as Swift code, and a failure report that names the seed
/// and replays the calls. Subclasses add their model of the constraints and their checks.
class RandomSolverRun {
    let seed: UInt64
    var rng: SplitMix64
    let solver = Solver()
    let variables: [Variable]
    /// The edit variables: index, strength, current suggestion.
    var edits: [(index: Int, strength: Strength, suggestion: Double)] = []
    var log: [String] = []
    var failed = false
    var step = 0
    var nextName = 0

    /// What the failure message says about the run besides its seed (e.g. its profile).
    var label: String { "" }

    init(seed: UInt64, variableCount: ClosedRange<Int>) {
        self.seed = seed
        rng = SplitMix64(seed: seed)
        let count = rng.int(in: variableCount)
        variables = (0..<count).map { Variable("x\($0)") }
        log.append("let x = (0..<\(count)).map { Variable(\"x\\($0)\") }")
        log.append("let solver = Solver()")
    }

    /// Records a failure (the first one only: later ones follow from it).
    func fail(_ message: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard !failed else { return }
        failed = true
        Issue.record(
            Comment(rawValue: "seed \(seed)\(label), step \(step): \(message)\ncalls so far:\n" + log.joined(separator: "\n")),
            sourceLocation: sourceLocation)
    }

    /// Runs a call that must succeed; fails the run with `what` and the error if it throws.
    func expectSuccess(_ what: String, _ call: () throws -> Void) {
        do {
            try call()
        } catch {
            fail("\(what) failed: \(error)")
        }
    }

    func strengthText(_ strength: Strength) -> String {
        strength.isRequired ? ".required" : "Strength(\(strength.value), tier: \(strength.tier))"
    }

    /// Makes a variable that is not one yet an edit variable of the strength `strength()` gives, and suggests
    /// a whole number from `suggestions`.
    func addEditVariable(strength: () -> Strength, suggestions: ClosedRange<Int>) {
        let free = variables.indices.filter { index in !edits.contains { $0.index == index } }
        guard !free.isEmpty else { return }
        let index = rng.pick(free)
        let strength = strength()
        let suggestion = Double(rng.int(in: suggestions))
        log.append("try solver.addEditVariable(x[\(index)], strength: \(strengthText(strength)))")
        log.append("try solver.suggestValue(x[\(index)], \(suggestion))")
        expectSuccess("adding an edit variable") {
            try solver.addEditVariable(variables[index], strength: strength)
            try solver.suggestValue(variables[index], suggestion)
        }
        edits.append((index, strength, suggestion))
    }

    func removeEditVariable() {
        guard !edits.isEmpty else { return }
        let i = rng.int(in: 0...(edits.count - 1))
        log.append("try solver.removeEditVariable(x[\(edits[i].index)])")
        expectSuccess("removing an edit variable") { try solver.removeEditVariable(variables[edits[i].index]) }
        edits.remove(at: i)
    }

    /// Suggests half of a whole number from `halves` to one of the edit variables.
    func suggestValue(halves: ClosedRange<Int>) {
        guard !edits.isEmpty else { return }
        let i = rng.int(in: 0...(edits.count - 1))
        let suggestion = Double(rng.int(in: halves)) / 2
        log.append("try solver.suggestValue(x[\(edits[i].index)], \(suggestion))")
        expectSuccess("suggesting") { try solver.suggestValue(variables[edits[i].index], suggestion) }
        edits[i].suggestion = suggestion
    }
}
