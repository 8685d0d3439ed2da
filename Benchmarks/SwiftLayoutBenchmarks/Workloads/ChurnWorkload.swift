import SwiftLayoutSolver

/// The phase names of the churn workloads (shared with the kiwi reference table).
enum ChurnPhases {
    static let cycle = "per cycle"
    static let cycleAndRead = "per cycle + read values"
}

/// churn: remove and re-add optional constraints (Performance.md). From grid (or grid_indep) at N = 1,000
/// after the first resolve (W = 375), R = the optional constraints in global order (M = 3N); cycle k
/// (0...999) removes and re-adds `R[(7919·k) mod M]`. Timed per cycle, first without reading values (the
/// solution is read and checked after the 1,000 cycles), then again with every value read and checked
/// after each cycle. The solution never changes.
struct ChurnWorkload: Workload {
    let stacking: GridSystem.Stacking
    let n = 1_000
    let cycles = 1_000

    var name: String { stacking == .chained ? "churn_grid" : "churn_grid_indep" }

    func run(in bench: Bench) throws {
        let check = Checker(workload: name, n: n)
        let shape = GridSystem(n: n, stacking: stacking)
        let names = { (index: Int) in shape.all[index].name }
        let expected = shape.expected(width: 375)

        let floor = GridFloor(n: n, stacking: stacking)
        _ = floor.layout(width: 375)
        try check.expect(floor.values, expected, names: names, "floor layout (W = 375)")

        let cycle = Phase(ChurnPhases.cycle, operations: cycles)
        let cycleAndRead = Phase(ChurnPhases.cycleAndRead, operations: cycles,
                                 floor: Floor { floor.layout(width: 375) })

        try bench.measure(workload: name, n: n, phases: [cycle, cycleAndRead]) { run in
            let system = GridSystem(n: n, stacking: stacking)
            let optional = system.optionalConstraints
            let m = optional.count
            let solver = Solver()
            var values = [Double](repeating: 0, count: system.all.count)
            for constraint in system.constraints {
                try solver.addConstraint(constraint)
            }
            try solver.addEditVariable(system.cw, strength: .strong)
            try solver.suggestValue(system.cw, 375)
            solver.updateVariables()
            read(system.all, into: &values)
            try check.expect(values, expected, names: names, "after first resolve (W = 375)")

            try run.time(cycle, counting: solver) {
                for k in 0..<cycles {
                    let constraint = optional[(7919 * k) % m]
                    try solver.removeConstraint(constraint)
                    try solver.addConstraint(constraint)
                }
            }
            solver.updateVariables()
            read(system.all, into: &values)
            try check.expect(values, expected, names: names, "after \(cycles) cycles without reading")

            for k in 0..<cycles {
                let constraint = optional[(7919 * k) % m]
                try run.time(cycleAndRead, counting: solver) {
                    try solver.removeConstraint(constraint)
                    try solver.addConstraint(constraint)
                    solver.updateVariables()
                    read(system.all, into: &values)
                }
                try check.expect(values, expected, names: names, "after cycle k = \(k) with reading")
            }
            blackHole(values)
        }
    }
}
