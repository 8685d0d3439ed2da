/// The kind of a tableau symbol, as in the Cassowary paper.
///
/// External symbols stand for user variables and are unrestricted; slack and error symbols are
/// restricted to be non-negative; dummy symbols mark required equalities and must stay zero.
enum SymbolKind: UInt8 {
    case invalid
    case external
    case slack
    case error
    case dummy

    /// The letter `dump()` prints before a symbol's id.
    var letter: String {
        switch self {
        case .invalid: return "i"
        case .external: return "v"
        case .slack: return "s"
        case .error: return "e"
        case .dummy: return "d"
        }
    }
}

/// A tableau symbol: an id the solver mints. Ids index the solver's flat arrays.
typealias Symbol = Int

/// A row key that is never a symbol: the objective row.
let objectiveKey: Symbol = 0
/// A row key that is never a symbol: the artificial objective used while a row is added.
let artificialKey: Symbol = 1
/// The first id the solver mints for a real symbol.
let firstSymbol: Symbol = 2
