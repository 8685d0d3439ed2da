import Testing
import SwiftLayoutSolver

/// Variables and constraints held by several solvers at once, or by one solver after another: each solver
/// knows its own, whichever solver met them first and whether it is still there.
@Suite struct SolverSharingTests {
    @Test func twoSolversHoldTheSameVariablesAndConstraintsIndependently() throws {
        let x = Variable("x"), y = Variable("y")
        let shared = x + 10 <= y
        let first = Solver(), second = Solver()
        try first.addConstraint(shared)
        try second.addConstraint(shared)
        try first.addConstraint(y == 100)
        try second.addConstraint(y == 50)
        try first.addConstraint((x == 95) | .weak)
        try second.addConstraint((x == 0) | .weak)
        first.updateVariables()
        #expect(x.value == 90 && y.value == 100)
        second.updateVariables()
        #expect(x.value == 0 && y.value == 50)
        #expect(first.hasConstraint(shared) && second.hasConstraint(shared))

        try first.removeConstraint(shared)
        #expect(!first.hasConstraint(shared))
        #expect(second.hasConstraint(shared))
        try second.removeConstraint(shared)
        #expect(!second.hasConstraint(shared))
        try second.addConstraint(shared)
        #expect(second.hasConstraint(shared) && !first.hasConstraint(shared))
    }

    @Test func aSolverMadeAfterAnotherIsGoneKnowsNothingOfItsConstraints() throws {
        let x = Variable("x")
        let c = x == 7
        do {
            let gone = Solver()
            try gone.addConstraint(c)
            try gone.addEditVariable(x, strength: .strong)
        }
        // Solvers made and dropped in turn, so that one may reuse the memory of the first.
        for _ in 0..<50 {
            let solver = Solver()
            #expect(!solver.hasConstraint(c))
            #expect(!solver.contains(x))
            try solver.addConstraint(c)
            solver.updateVariables()
            #expect(x.value == 7)
            #expect(solver.hasConstraint(c))
        }
    }

    @Test func aSolverThatDropsItsConstraintsLetsAnotherTakeThemOver() throws {
        let variables = (0..<40).map { Variable("v\($0)") }
        let constraints = variables.enumerated().map { $0.element == Double($0.offset) }
        let first = Solver(), second = Solver()
        for c in constraints { try first.addConstraint(c) }
        for c in constraints { try second.addConstraint(c) }
        for c in constraints { try first.removeConstraint(c) }
        first.compact()
        second.compact()
        second.updateVariables()
        #expect(variables.map(\.value) == (0..<40).map(Double.init))
        for c in constraints {
            #expect(second.hasConstraint(c) && !first.hasConstraint(c))
            try second.removeConstraint(c)
            try first.addConstraint(c)
        }
        first.updateVariables()
        #expect(variables.map(\.value) == (0..<40).map(Double.init))
        #expect(constraints.allSatisfy { first.hasConstraint($0) && !second.hasConstraint($0) })
    }

    /// A solver that met a variable and a constraint while another solver held them finds them through its
    /// own table; after that solver goes and a third takes them, and after the third goes too, it still finds
    /// them, removes them and adds them again, and the first solver's successor never sees them.
    @Test func aSolverKeepsFindingWhatItSharesWhileTheOtherHoldersComeAndGo() throws {
        let x = Variable("x"), y = Variable("y")
        let link = y == x + 5
        let second = Solver()
        do {
            let first = Solver()
            try first.addConstraint(link)
            try first.addConstraint(x == 1)
            try second.addConstraint(link)
            try second.addConstraint(x == 10)
        }
        #expect(second.contains(x) && second.contains(y) && second.hasConstraint(link))
        do {
            let third = Solver()
            try third.addConstraint(link)
            try third.addConstraint(x == 100)
            third.updateVariables()
            #expect(y.value == 105)
            try second.removeConstraint(link)
            #expect(!second.hasConstraint(link) && third.hasConstraint(link))
            try second.addConstraint(link)
            #expect(second.hasConstraint(link) && third.hasConstraint(link))
        }
        second.updateVariables()
        #expect(x.value == 10 && y.value == 15)
        let fourth = Solver()
        #expect(!fourth.contains(x) && !fourth.hasConstraint(link))
        try second.removeConstraint(link)
        try fourth.addConstraint(link)
        try second.addConstraint(link)
        #expect(second.hasConstraint(link) && fourth.hasConstraint(link))
        try second.updateConstant(of: link, to: -7)
        second.updateVariables()
        #expect(y.value == 17)
    }
}
