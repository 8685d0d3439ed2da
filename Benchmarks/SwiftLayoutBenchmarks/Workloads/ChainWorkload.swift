import SwiftLayoutSolver

/// chain: N views in a row with equal widths (Performance.md). Phases: build (all constraints and the edit
/// variable), first resolve (suggest CW(100) and read all values), width update (suggest CW(w_k) and read
/// all values, k = 1...100, per update). Every read is checked against the closed form.
struct ChainWorkload: Workload {
    let name = "chain"

    func run(in bench: Bench) throws {
        for n in bench.sizes {
            try run(n: n, in: bench)
        }
    }

    private func run(n: Int, in bench: Bench) throws {
        let check = Checker(workload: name, n: n)
        let shape = ChainSystem(n: n)  // for names, widths and expected values; each run builds its own

        let floor = ChainFloor(n: n)
        _ = floor.layout(containerWidth: shape.containerWidth(viewWidth: 100))
        try check.expect(floor.values, shape.expected(viewWidth: 100), names: { shape.all[$0].name },
                         "floor layout (w = 100)")
        let floorLayout = Floor { floor.layout(containerWidth: shape.containerWidth(viewWidth: 100)) }

        let updates = 100
        let build = Phase("build")
        let firstResolve = Phase("first resolve", floor: floorLayout)
        let update = Phase("width update", operations: updates, floor: floorLayout)

        try bench.measure(workload: name, n: n, phases: [build, firstResolve, update]) { run in
            let system = ChainSystem(n: n)
            let solver = Solver()
            var values = [Double](repeating: 0, count: system.all.count)
            let names = { (index: Int) in system.all[index].name }

            try run.time(build, counting: solver) {
                for constraint in system.constraints {
                    try solver.addConstraint(constraint)
                }
                try solver.addEditVariable(system.cw, strength: .strong)
            }

            try run.time(firstResolve, counting: solver) {
                try solver.suggestValue(system.cw, system.containerWidth(viewWidth: 100))
                solver.updateVariables()
                read(system.all, into: &values)
            }
            try check.expect(values, system.expected(viewWidth: 100), names: names, "after first resolve (w = 100)")

            for k in 1...updates {
                let w = ChainSystem.updateWidth(k)
                let cw = system.containerWidth(viewWidth: w)
                try run.time(update, counting: solver) {
                    try solver.suggestValue(system.cw, cw)
                    solver.updateVariables()
                    read(system.all, into: &values)
                }
                try check.expect(values, system.expected(viewWidth: w), names: names,
                                 "after width update k = \(k) (w = \(w))")
            }
            blackHole(values)
        }
    }
}
