/// The error a failed ``Solver`` call throws. The solver is left exactly as it was before the call.
///
///     do {
///         try solver.addConstraint(x == 10)
///         try solver.addConstraint(x == 20)
///     } catch let error as SolverError {
///         print(error.code)                   // unsatisfiableConstraint
///         print(error.conflictingConstraints) // [1.0 * x - 10.0 == 0 | required]
///     }
public struct SolverError: Error, CustomStringConvertible {
    /// What went wrong.
    public enum Code: Sendable, Hashable {
        /// The constraint is already in the solver.
        case duplicateConstraint
        /// The constraint is not in the solver.
        case unknownConstraint
        /// A required constraint cannot hold together with the required constraints already there.
        case unsatisfiableConstraint
        /// The variable is already an edit variable.
        case duplicateEditVariable
        /// The variable is not an edit variable.
        case unknownEditVariable
        /// Edit variables cannot be required.
        case badRequiredStrength
        /// A coefficient, constant or suggested value is NaN or infinite; nothing was changed.
        case invalidValue
        /// The solver met a state it should never reach (a bug: please report it).
        case internalError
    }

    /// What went wrong.
    public let code: Code
    // `nonisolated(unsafe)`: an Error must be Sendable, and these are the caller's own objects,
    // handed back for reading; like every solver object they belong to one isolation domain.
    /// The constraint the call was about, if any.
    public nonisolated(unsafe) let constraint: Constraint?
    /// The variable the call was about, if any.
    public nonisolated(unsafe) let variable: Variable?
    /// For ``Code/unsatisfiableConstraint``: the required constraints already in the solver that,
    /// together with ``constraint``, cannot all hold. Always a true conflict; minimal where the solver
    /// can tell. Empty for other codes.
    public nonisolated(unsafe) let conflictingConstraints: [Constraint]
    /// For ``Code/internalError``: what the solver found.
    public let message: String

    /// Creates an error (the solver makes these; tests may too).
    public init(
        _ code: Code, constraint: Constraint? = nil, variable: Variable? = nil,
        conflictingConstraints: [Constraint] = [], message: String = ""
    ) {
        self.code = code
        self.constraint = constraint
        self.variable = variable
        self.conflictingConstraints = conflictingConstraints
        self.message = message
    }

    /// A readable sentence naming the constraint or variable and, for a conflict, the whole set.
    public var description: String {
        switch code {
        case .duplicateConstraint:
            return "duplicate constraint: \(constraint.map { "\($0)" } ?? "?")"
        case .unknownConstraint:
            return "unknown constraint: \(constraint.map { "\($0)" } ?? "?")"
        case .unsatisfiableConstraint:
            var text = "unsatisfiable constraint: \(constraint.map { "\($0)" } ?? "?")"
            if !conflictingConstraints.isEmpty {
                text += "\nconflicts with:"
                for other in conflictingConstraints { text += "\n  \(other)" }
            }
            return text
        case .duplicateEditVariable:
            return "duplicate edit variable: \(variable.map { "\($0)" } ?? "?")"
        case .unknownEditVariable:
            return "unknown edit variable: \(variable.map { "\($0)" } ?? "?")"
        case .badRequiredStrength:
            return "an edit variable cannot be required: \(variable.map { "\($0)" } ?? "?")"
        case .invalidValue:
            if let constraint { return "not a finite number in constraint: \(constraint)" }
            return "not a finite number suggested for: \(variable.map { "\($0)" } ?? "?")"
        case .internalError:
            return "internal solver error: \(message)"
        }
    }
}
