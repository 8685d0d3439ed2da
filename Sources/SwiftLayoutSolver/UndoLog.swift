/// The undo log of one public call: enough to put the solver back exactly as it was.
///
/// The growing tables (symbols, variables, definitions, constraint ids, objective slots) are cut back to
/// their sizes at the start. Older symbols and definitions are saved whole the first time the call
/// changes them (their `savedEpoch` says whether it has); cheaper records cover the changes that need
/// less (a row constant, an appended user).
struct UndoLog {
    var active = false
    /// The running call's number; a symbol or definition whose `savedEpoch` equals it is saved already.
    var epoch = 0
    var symbolCount = 0
    var nextStamp = 0
    var variableCount = 0
    var definitionCount = 0
    var recordCount = 0
    var slotCount = 0
    /// Symbols as they were before the call first changed their row or weights.
    var savedSymbols: [SavedSymbol] = []
    /// The cells of the saved rows, one after another. Copying them here, rather than keeping a
    /// reference to the row's buffer, leaves that buffer to its row alone, so the row can change in place
    /// (a shared buffer costs an allocation and a free on its next change: 8 % of an enaml-like build).
    var savedCells: [Cell] = []
    /// The weights after the first of the saved symbols weighed in several tiers. (Everything else in a
    /// saved symbol is a plain value, so emptying the saved symbols costs nothing per symbol.)
    var savedWeightRests: [[(slot: Int32, coefficient: Double)]] = []
    /// Row constants changed before (or without) a full save of their symbol: cheaper than saving it.
    var savedRowConstants: [(symbol: Symbol, constant: Double)] = []
    var savedDefinitions: [SavedDefinition] = []
    /// Definitions' expansion constants changed before (or without) a full save of the definition.
    var savedDefinitionConstants: [SavedDefinitionConstant] = []
    var userAppends: [(definition: Int, count: Int)] = []
    var expansionUserAppends: [(symbol: Symbol, count: Int)] = []
    var savedVariables: [SavedVariable] = []
    var removedRecords: [ConstraintRecord] = []
    var savedConstants: [SavedConstant] = []
    var objectiveConstants: [Double] = []
    var objectiveTolerances: [Double] = []
    var infeasibleRows: [Symbol] = []

    /// Empties the per-call records, keeping their buffers (`removeAll(keepingCapacity:)` is not free
    /// even on an empty array, so the empty ones are skipped).
    mutating func clear() {
        if !savedSymbols.isEmpty {
            savedSymbols.removeAll(keepingCapacity: true)
            savedCells.removeAll(keepingCapacity: true)
            if !savedWeightRests.isEmpty { savedWeightRests.removeAll(keepingCapacity: true) }
        }
        if !savedRowConstants.isEmpty { savedRowConstants.removeAll(keepingCapacity: true) }
        if !savedDefinitions.isEmpty { savedDefinitions.removeAll(keepingCapacity: true) }
        if !savedDefinitionConstants.isEmpty { savedDefinitionConstants.removeAll(keepingCapacity: true) }
        if !userAppends.isEmpty { userAppends.removeAll(keepingCapacity: true) }
        if !expansionUserAppends.isEmpty { expansionUserAppends.removeAll(keepingCapacity: true) }
        if !savedVariables.isEmpty { savedVariables.removeAll(keepingCapacity: true) }
        if !removedRecords.isEmpty { removedRecords.removeAll(keepingCapacity: true) }
        if !savedConstants.isEmpty { savedConstants.removeAll(keepingCapacity: true) }
    }

    /// Notes the objective's per-slot constants and tolerances, updating the previous copy in place.
    mutating func note(_ objective: Objective) {
        slotCount = objective.slotCount
        if objectiveConstants.count != slotCount {
            objectiveConstants = objective.constants
            objectiveTolerances = objective.tolerances
            return
        }
        for slot in 0..<slotCount where objectiveConstants[slot] != objective.constants[slot] {
            objectiveConstants[slot] = objective.constants[slot]
        }
        for slot in 0..<slotCount where objectiveTolerances[slot] != objective.tolerances[slot] {
            objectiveTolerances[slot] = objective.tolerances[slot]
        }
    }
}

// The records are structs, not tuples: an array of tuples with references in them is destroyed by the
// runtime's generic tuple code, a sixth of the cost of an enaml-like build's undo logs (callgrind).

/// A symbol's tableau state before the running call changed it.
struct SavedSymbol {
    let symbol: Symbol
    /// Where the row's cells are in `UndoLog.savedCells`.
    let cells: Range<Int>
    let constant: Double
    let isBasic: Bool
    let stamp: Int
    let weights: Weights.Head
    /// Where the weights after the first are in `UndoLog.savedWeightRests`, if there are any.
    let weightRest: Int?
}

/// A definition before the running call changed it.
struct SavedDefinition {
    let index: Int
    let definition: Definition
}

/// A definition's expansion constant before the running call changed it.
struct SavedDefinitionConstant {
    let index: Int
    let constant: Double
}

/// A variable's state before the running call changed it.
struct SavedVariable {
    let index: Int
    let state: VariableState
}

/// A constraint's expression constant before the running call changed it.
struct SavedConstant {
    let constraint: Constraint
    let constant: Double
}
