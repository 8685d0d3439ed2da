/// A result that is not what the closed form says. Thrown out of the workload; `main` prints it and
/// exits non-zero, so a fast wrong answer never counts.
struct CheckFailure: Error, CustomStringConvertible {
    let workload: String
    let n: Int
    /// When it was found, e.g. `after width update k=7 (w = 109)`.
    let step: String
    let variable: String
    let expected: Double
    let got: Double

    var description: String {
        "check failed: workload \(workload), N = \(n), \(step): \(variable) expected \(expected), got \(got)"
    }
}

/// Compares values read from the solver (or computed by a floor) with the closed form.
///
/// Tolerance: 1e-6 relative, measured against `max(1, |expected|)` so that expected zeros are checked
/// to 1e-6 absolute.
struct Checker {
    let workload: String
    let n: Int

    static let tolerance = 1e-6

    /// Whether `got` is within tolerance of `expected`.
    static func matches(_ got: Double, _ expected: Double) -> Bool {
        abs(got - expected) <= tolerance * max(1, abs(expected))
    }

    /// Checks one value.
    func expect(_ got: Double, _ expected: Double, _ variable: @autoclosure () -> String,
                _ step: @autoclosure () -> String) throws(CheckFailure) {
        guard Checker.matches(got, expected) else {
            throw CheckFailure(workload: workload, n: n, step: step(), variable: variable(),
                               expected: expected, got: got)
        }
    }

    /// Checks `got[i]` against `expected[i]` for every i; `name(i)` names the variable of a failure.
    func expect(_ got: [Double], _ expected: [Double], names name: (Int) -> String,
                _ step: @autoclosure () -> String) throws(CheckFailure) {
        guard got.count == expected.count else {
            throw CheckFailure(workload: workload, n: n, step: step(), variable: "value count",
                               expected: Double(expected.count), got: Double(got.count))
        }
        for index in got.indices where !Checker.matches(got[index], expected[index]) {
            throw CheckFailure(workload: workload, n: n, step: step(), variable: name(index),
                               expected: expected[index], got: got[index])
        }
    }
}
