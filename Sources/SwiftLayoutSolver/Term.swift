/// A variable times a coefficient: the building block of a ``LinearExpression``.
///
///     let t = 2 * Variable("x")   // Term: 2.0 * x
public struct Term: CustomStringConvertible {
    /// The variable.
    public var variable: Variable
    /// Its coefficient.
    public var coefficient: Double

    /// Creates `coefficient * variable`.
    ///
    ///     let t = Term(Variable("w"), 0.5)
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    /// The current value: `coefficient * variable.value`.
    public var value: Double { coefficient * variable.value }

    /// `2.0 * x`.
    public var description: String { "\(coefficient) * \(variable)" }
}
