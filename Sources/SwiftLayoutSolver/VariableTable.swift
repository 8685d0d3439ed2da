/// What the solver knows about one user variable.
struct VariableState {
    let variable: Variable
    /// The variable's external symbol in the tableau, once it has one.
    var symbol: Symbol? = nil
    /// The definition that eliminates the variable, if one does.
    var definition: Int? = nil

    /// Whether the variable appears nowhere in the solver yet.
    var isFresh: Bool { symbol == nil && definition == nil }
}

/// The variables the solver has met, in order, found by identity.
struct VariableTable: ~Copyable {
    private var indices = IdentityTable()
    private var states = PagedArray<VariableState>()

    var count: Int { states.count }

    /// Every variable's state, in order, as a new array (for the dump).
    var allStates: [VariableState] { (0..<states.count).map { states[$0] } }

    @inline(__always)
    subscript(index: Int) -> VariableState {
        _read { yield states[index] }
        _modify { yield &states[index] }
    }

    /// The index of `variable`, if the solver has met it.
    func index(of variable: Variable) -> Int? { indices[ObjectIdentifier(variable)] }

    /// The index of `variable`, registering it (with no symbol and no definition) if new.
    mutating func register(_ variable: Variable) -> Int {
        let key = ObjectIdentifier(variable)
        if let index = indices[key] { return index }
        states.append(VariableState(variable: variable))
        indices[key] = states.count - 1
        return states.count - 1
    }

    /// Forgets the variables registered from `count` on.
    mutating func truncate(to count: Int) {
        for index in count..<states.count { indices[ObjectIdentifier(states[index].variable)] = nil }
        states.truncate(to: count)
    }
}
