import SwiftLayoutSolver

/// The phase names of the grid workloads (shared with the kiwi reference table).
enum GridPhases {
    static let build = "build"
    static let firstResolve = "first resolve"
    static let resize = "resize 375->414"
    static let change = "1% change, per constraint"
}

/// grid and grid_indep: N feed cells stacked vertically (Performance.md). Phases, in one fresh solver per
/// run: build (all constraints and the edit variable); first resolve (suggest 375, read all values);
/// resize (suggest 414, read all values); the 1 % incremental change (remove the constraints with
/// `j mod 100 == 50` in increasing j, re-add the same objects, read all values; reported per constraint
/// removed and re-added). Every read is checked against the closed form.
struct GridWorkload: Workload {
    let stacking: GridSystem.Stacking

    var name: String { stacking == .chained ? "grid" : "grid_indep" }

    func run(in bench: Bench) throws {
        for n in bench.sizes {
            try run(n: n, in: bench)
        }
    }

    private func run(n: Int, in bench: Bench) throws {
        let check = Checker(workload: name, n: n)
        let shape = GridSystem(n: n, stacking: stacking)
        let names = { (index: Int) in shape.all[index].name }
        let changeCount = shape.onePercentChange.count

        let floor = GridFloor(n: n, stacking: stacking)
        for width in [375.0, 414] {
            _ = floor.layout(width: width)
            try check.expect(floor.values, shape.expected(width: width), names: names, "floor layout (W = \(width))")
        }
        let expected375 = shape.expected(width: 375)
        let expected414 = shape.expected(width: 414)

        let build = Phase(GridPhases.build)
        let firstResolve = Phase(GridPhases.firstResolve, floor: Floor { floor.layout(width: 375) })
        let resize = Phase(GridPhases.resize, floor: Floor { floor.layout(width: 414) })
        let change = Phase(GridPhases.change, operations: changeCount,
                           floor: Floor(layoutsPerOperation: 1 / Double(changeCount)) { floor.layout(width: 414) })

        try bench.measure(workload: name, n: n, phases: [build, firstResolve, resize, change]) { run in
            let system = GridSystem(n: n, stacking: stacking)
            let changed = system.onePercentChange
            let solver = Solver()
            var values = [Double](repeating: 0, count: system.all.count)

            try run.time(build, counting: solver) {
                for constraint in system.constraints {
                    try solver.addConstraint(constraint)
                }
                try solver.addEditVariable(system.cw, strength: .strong)
            }

            try run.time(firstResolve, counting: solver) {
                try solver.suggestValue(system.cw, 375)
                solver.updateVariables()
                read(system.all, into: &values)
            }
            try check.expect(values, expected375, names: names, "after first resolve (W = 375)")

            try run.time(resize, counting: solver) {
                try solver.suggestValue(system.cw, 414)
                solver.updateVariables()
                read(system.all, into: &values)
            }
            try check.expect(values, expected414, names: names, "after resize (W = 414)")

            try run.time(change, counting: solver) {
                for constraint in changed {
                    try solver.removeConstraint(constraint)
                }
                for constraint in changed {
                    try solver.addConstraint(constraint)
                }
                solver.updateVariables()
                read(system.all, into: &values)
            }
            try check.expect(values, expected414, names: names,
                             "after the 1% change (\(changed.count) constraints removed and re-added, W = 414)")
            blackHole(values)
        }
    }
}
