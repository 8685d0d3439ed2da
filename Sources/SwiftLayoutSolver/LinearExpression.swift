/// A sum of terms plus a constant, such as `2x + y - 8`.
///
/// Named `LinearExpression` rather than kiwi's `Expression`, which Foundation defines in Swift 6.
///
///     let x = Variable("x"), y = Variable("y")
///     let e = 2 * x + y - 8
///     print(e)   // 2.0 * x + 1.0 * y - 8.0
public struct LinearExpression: CustomStringConvertible {
    /// The terms, in the order written (duplicates are merged when a constraint is made).
    public var terms: [Term]
    /// The constant.
    public var constant: Double

    /// Creates an expression.
    ///
    ///     let e = LinearExpression([Term(Variable("x"), 2)], constant: 1)
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// An expression of one variable.
    public init(_ variable: Variable) { self.init([Term(variable)]) }

    /// An expression of one term.
    public init(_ term: Term) { self.init([term]) }

    /// A constant expression.
    public init(_ constant: Double) { self.init([], constant: constant) }

    /// The current value from the variables' values.
    public var value: Double { terms.reduce(constant) { $0 + $1.value } }

    /// `1.0 * x + 2.0 * y - 8.0`; `0.0` for the empty expression.
    public var description: String {
        var text = ""
        for term in terms {
            if text.isEmpty {
                text = term.description
            } else if term.coefficient < 0 {
                text += " - \(-term.coefficient) * \(term.variable)"
            } else {
                text += " + \(term.description)"
            }
        }
        if text.isEmpty { return "\(constant)" }
        if constant > 0 || constant.isNaN { text += " + \(constant)" }
        if constant < 0 { text += " - \(-constant)" }
        return text
    }

    /// Whether a short expression already has distinct variables and no zero coefficient (then
    /// `reduced()` returns it as it is, without allocating).
    private var isReducedSmall: Bool {
        for i in terms.indices {
            if terms[i].coefficient == 0 { return false }
            for j in terms.indices where j > i && terms[j].variable === terms[i].variable { return false }
        }
        return true
    }

    /// The same expression with duplicate variables merged (in first-appearance order) and zero
    /// coefficients dropped.
    ///
    ///     (x + x - y + y).reduced()   // 2.0 * x
    public func reduced() -> LinearExpression {
        if terms.count <= 16 && isReducedSmall { return self }
        var merged: [Term] = []
        merged.reserveCapacity(terms.count)
        if terms.count <= 16 {
            // Small expressions (the usual case): a linear scan beats hashing.
            for term in terms {
                if let i = merged.firstIndex(where: { $0.variable === term.variable }) {
                    merged[i].coefficient += term.coefficient
                } else {
                    merged.append(term)
                }
            }
        } else {
            var position: [ObjectIdentifier: Int] = [:]
            for term in terms {
                let key = ObjectIdentifier(term.variable)
                if let i = position[key] {
                    merged[i].coefficient += term.coefficient
                } else {
                    position[key] = merged.count
                    merged.append(term)
                }
            }
        }
        merged.removeAll { $0.coefficient == 0 }
        return LinearExpression(merged, constant: constant)
    }
}
