import Foundation

extension NSLayoutConstraint {
    /// How the two sides of a constraint relate.
    ///
    ///     let relation = NSLayoutConstraint.Relation.greaterThanOrEqual   // prints ">="
    public enum Relation: Int, Hashable, Sendable {
        /// `<=`.
        case lessThanOrEqual = -1
        /// `==`.
        case equal = 0
        /// `>=`.
        case greaterThanOrEqual = 1
    }
}

extension NSLayoutConstraint.Relation {
    /// `==`, `>=` or `<=`, as descriptions and printers write it.
    package var symbol: String {
        switch self {
        case .lessThanOrEqual: return "<="
        case .equal: return "=="
        case .greaterThanOrEqual: return ">="
        }
    }

    var flipped: NSLayoutConstraint.Relation {
        switch self {
        case .lessThanOrEqual: return .greaterThanOrEqual
        case .equal: return .equal
        case .greaterThanOrEqual: return .lessThanOrEqual
        }
    }
}
