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
    private var indices = SlotIndex<Variable>()
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
    @inline(__always)
    func index(of variable: Variable) -> Int? {
        indices.index(of: variable) { $0 < states.count && states[$0].variable === variable }
    }

    /// The index of `variable`, registering it (with no symbol and no definition) if new.
    mutating func register(_ variable: Variable) -> Int {
        if let index = index(of: variable) { return index }
        states.append(VariableState(variable: variable))
        indices.insert(variable, at: states.count - 1)
        return states.count - 1
    }

    /// Forgets the variables registered from `count` on.
    mutating func truncate(to count: Int) {
        for index in count..<states.count { indices.remove(states[index].variable, at: index) }
        states.truncate(to: count)
    }

    /// Gives the variables' slots back before a rebuild reads them (see `SolverSlot`).
    func releaseSlots() {
        for index in 0..<states.count { indices.release(states[index].variable, at: index) }
    }

    /// Takes the slots again after a rebuild that was given up.
    mutating func reclaimSlots() {
        for index in 0..<states.count { indices.reclaim(states[index].variable, at: index) }
    }

    deinit { releaseSlots() }
}
