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

/// The first id the solver mints for a real symbol; ids 0 and 1 are never minted (their slots in the flat
/// arrays stay empty, so no symbol is ever 0).
let firstSymbol: Symbol = 2
