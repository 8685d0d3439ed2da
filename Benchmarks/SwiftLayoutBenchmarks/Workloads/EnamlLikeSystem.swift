import Foundation
import SwiftLayoutSolver

/// The enaml-like constraint system (a small form: 3 labels, 3 fields, a combo box), parsed from the data
/// file `Benchmarks/Data/enaml_like.txt` (kiwi's benchmark data, BSD licence: see the file's header). When
/// it cannot be found the workload is skipped with a note.
///
/// Format: one constraint per line, `EXPRESSION OP EXPRESSION @ STRENGTH`, terms `[COEFF*]name` or a
/// number joined by `+`/`-`; `#` starts a comment line. Strength: `required`, `strong`, `medium`, `weak`
/// or a number in kiwi's encoding.
struct EnamlLikeSystem {
    /// One parsed constraint: `Σ coefficient·variables[index] + constant  relation  0`.
    struct Line {
        let number: Int
        let text: String
        let terms: [(index: Int, coefficient: Double)]
        let constant: Double
        let relation: RelationalOperator
        let strength: Strength
    }

    /// A line the parser does not understand.
    struct ParseError: Error, CustomStringConvertible {
        let path: String
        let line: Int
        let message: String
        var description: String { "\(path):\(line): \(message)" }
    }

    /// Variable names in creation order: `width`, `height` (the edit variables), then the others in
    /// order of first appearance in the file.
    let variableNames: [String]
    let lines: [Line]

    static let fileName = "enaml_like.txt"

    /// Where the data file is looked for: `Benchmarks/Data/` relative to the current directory (the package
    /// root under `swift run`), then relative to the package root found from this source file's path. Both
    /// are inside the repository.
    static func candidatePaths(filePath: String = #filePath) -> [String] {
        let current = FileManager.default.currentDirectoryPath
        var packageRoot = URL(fileURLWithPath: filePath)
        for _ in 0..<4 { packageRoot.deleteLastPathComponent() }  // Workloads, SwiftLayoutBenchmarks, Benchmarks, file
        let paths = [
            URL(fileURLWithPath: current).appendingPathComponent("Benchmarks/Data/\(fileName)").standardized.path,
            packageRoot.appendingPathComponent("Benchmarks/Data/\(fileName)").standardized.path,
        ]
        return paths[0] == paths[1] ? [paths[0]] : paths
    }

    /// Loads the first candidate that exists; `nil` when none does.
    static func load() throws -> (system: EnamlLikeSystem, path: String)? {
        for path in candidatePaths() where FileManager.default.fileExists(atPath: path) {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            return (try EnamlLikeSystem(parsing: text, path: path), path)
        }
        return nil
    }

    init(parsing text: String, path: String) throws {
        var names = ["width", "height"]
        var indexOf = ["width": 0, "height": 1]
        var lines: [Line] = []
        for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = offset + 1
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            func fail(_ message: String) -> ParseError { ParseError(path: path, line: number, message: message) }

            let halves = line.components(separatedBy: " @ ")
            guard halves.count == 2 else { throw fail("expected `EXPRESSION OP EXPRESSION @ STRENGTH`") }
            let strength: Strength
            switch halves[1].trimmingCharacters(in: .whitespaces) {
            case "required": strength = .required
            case "strong": strength = .strong
            case "medium": strength = .medium
            case "weak": strength = .weak
            case let other:
                guard let value = Double(other) else { throw fail("unknown strength \(other)") }
                strength = Strength(value)
            }

            let tokens = halves[0].split(separator: " ").map(String.init)
            guard let opIndex = tokens.firstIndex(where: { ["==", "<=", ">="].contains($0) }) else {
                throw fail("no relation (==, <=, >=)")
            }
            let relation: RelationalOperator = switch tokens[opIndex] {
            case "==": .equal
            case "<=": .lessThanOrEqual
            default: .greaterThanOrEqual
            }

            var terms: [(index: Int, coefficient: Double)] = []
            var constant = 0.0
            func parseSide(_ side: ArraySlice<String>, sign sideSign: Double) throws(ParseError) {
                var sign = 1.0
                var expectOperand = true
                for token in side {
                    if token == "+" || token == "-" {
                        guard !expectOperand else { throw fail("two operators in a row at \(token)") }
                        sign = token == "+" ? 1 : -1
                        expectOperand = true
                        continue
                    }
                    guard expectOperand else { throw fail("missing operator before \(token)") }
                    expectOperand = false
                    var body = Substring(token)
                    var termSign = sign * sideSign
                    if body.first == "-" { termSign = -termSign; body = body.dropFirst() }
                    else if body.first == "+" { body = body.dropFirst() }
                    var coefficient = 1.0
                    var name = body
                    if let star = body.firstIndex(of: "*") {
                        guard let value = Double(body[..<star]) else { throw fail("bad coefficient in \(token)") }
                        coefficient = value
                        name = body[body.index(after: star)...]
                    } else if let value = Double(body) {
                        constant += termSign * value
                        sign = 1
                        continue
                    }
                    guard let first = name.first, first.isLetter || first == "_",
                          name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
                    else { throw fail("bad term \(token)") }
                    let key = String(name)
                    let index: Int
                    if let known = indexOf[key] {
                        index = known
                    } else {
                        index = names.count
                        indexOf[key] = index
                        names.append(key)
                    }
                    terms.append((index, termSign * coefficient))
                    sign = 1
                }
                guard !expectOperand else { throw fail("expression ends with an operator or is empty") }
            }
            try parseSide(tokens[..<opIndex], sign: 1)
            try parseSide(tokens[(opIndex + 1)...], sign: -1)
            lines.append(Line(number: number, text: line, terms: terms, constant: constant,
                              relation: relation, strength: strength))
        }
        variableNames = names
        self.lines = lines
    }

    /// Fresh variables (in creation order) and constraints (in file order) for one run.
    func instantiate() -> (variables: [Variable], constraints: [Constraint]) {
        let variables = variableNames.map { Variable($0) }
        let constraints = lines.map { line in
            Constraint(
                LinearExpression(line.terms.map { Term(variables[$0.index], $0.coefficient) }, constant: line.constant),
                line.relation, strength: line.strength)
        }
        return (variables, constraints)
    }

    /// How far `line` is from holding for `values` (0 when it holds): `|e|` for `==`, the part of `e` on
    /// the wrong side of zero otherwise.
    func violation(of line: Line, values: [Double]) -> Double {
        let e = line.terms.reduce(line.constant) { $0 + $1.coefficient * values[$1.index] }
        switch line.relation {
        case .equal: return abs(e)
        case .lessThanOrEqual: return max(0, e)
        case .greaterThanOrEqual: return max(0, -e)
        }
    }

    /// The scale against which `line`'s violation is judged: `max(1, |constant| + Σ|coefficient·value|)`.
    func scale(of line: Line, values: [Double]) -> Double {
        max(1, line.terms.reduce(abs(line.constant)) { $0 + abs($1.coefficient * values[$1.index]) })
    }

    /// The Cassowary objective of a solution: `Σ strength × violation` over the optional constraints.
    /// Unique at the optimum even where the solution is not.
    func objective(values: [Double]) -> Double {
        lines.reduce(0) { sum, line in
            line.strength.isRequired ? sum : sum + line.strength.value * violation(of: line, values: values)
        }
    }
}
