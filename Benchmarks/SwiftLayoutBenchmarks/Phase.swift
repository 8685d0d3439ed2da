/// One timed step of a workload, such as "build" or "width update".
///
///     let update = Phase("width update", operations: 100, floor: Floor { layout() })
struct Phase {
    /// The name reports show, e.g. `first resolve`.
    let name: String
    /// How many operations one run performs; times are reported per operation.
    let operations: Int
    /// The same frames computed by plain arithmetic, timed beside the phase; `nil` where no frames come out.
    let floor: Floor?

    init(_ name: String, operations: Int = 1, floor: Floor? = nil) {
        self.name = name
        self.operations = operations
        self.floor = floor
    }
}

/// The plain-arithmetic floor ("manual layout") of a phase: `layout` computes the same frames the phase
/// reads, by arithmetic, and returns some value of them for the black hole. The workload checks its
/// output against the closed form before handing it over.
struct Floor {
    /// How many layouts one operation of the phase corresponds to (1 for a resolve; 1/26 when an operation
    /// is one of 26 constraints changed before a single read of the values).
    let layoutsPerOperation: Double
    let layout: () -> Double

    init(layoutsPerOperation: Double = 1, _ layout: @escaping () -> Double) {
        self.layoutsPerOperation = layoutsPerOperation
        self.layout = layout
    }
}
