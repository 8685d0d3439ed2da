/// The kind of a tableau symbol, as in the Cassowary paper.
///
/// External symbols stand for user variables and are unrestricted; slack and error symbols are
/// restricted to be non-negative; dummy symbols mark required equalities and must stay zero.
enum SymbolKind: UInt8 {
    case external
    case slack
    case error
    case dummy

    /// The letter `dump()` prints before a symbol's id.
    var letter: String {
        switch self {
        case .external: return "v"
        case .slack: return "s"
        case .error: return "e"
        case .dummy: return "d"
        }
    }
}

/// A tableau symbol: a small handle around the index the solver's ``SymbolTable`` minted for it, in
/// order. Handles compare by index, so a row sorted by symbol is sorted by age.
struct Symbol: Hashable, Comparable {
    private let raw: UInt32

    /// The symbol at `index` in the table.
    init(index: Int) { raw = UInt32(truncatingIfNeeded: index) }

    /// Its position in the table.
    var index: Int { Int(raw) }

    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.raw < rhs.raw }
}
