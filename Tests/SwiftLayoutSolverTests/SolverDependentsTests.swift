import Testing
@testable import SwiftLayoutSolver

/// The walk over what depends on a definition (`dependents(of:)`), which a constant change and a removal
/// make, and the buffers it keeps from call to call.
@Suite struct SolverDependentsTests {
    /// A chain `x0 == 10`, `x(i) == x(i-1) + 1`; a link removed and the chain grown again between constant
    /// changes, so that the walk's buffers grow while they hold what earlier walks left.
    @Test func aChainFollowsItsBaseAfterRemovalsAndGrowthBetweenConstantChanges() throws {
        let solver = Solver()
        var xs = [Variable("x0")]
        let base: Constraint = xs[0] == 10
        try solver.addConstraint(base)
        var links: [Constraint] = []
        func grow(by count: Int) throws {
            for _ in 0..<count {
                let next = Variable("x\(xs.count)")
                let link: Constraint = next == xs[xs.count - 1] + 1
                try solver.addConstraint(link)
                links.append(link)
                xs.append(next)
            }
        }
        try grow(by: 40)
        try solver.updateConstant(of: base, to: -20)
        // The last link goes, then the chain grows past where it was.
        try solver.removeConstraint(links.removeLast())
        xs.removeLast()
        try grow(by: 70)
        try solver.updateConstant(of: links[0], to: -30)
        try solver.updateConstant(of: base, to: -5)
        try solver.updateConstant(of: base, to: -100)
        solver.updateVariables()
        #expect(xs[0].value == 100)
        #expect(xs[1].value == 130)
        for i in 2..<xs.count { #expect(xs[i].value == xs[i - 1].value + 1, "x\(i)") }
    }

    @Test func theWalksBuffersGrowWithRoomToSpareAndStayZero() {
        var scratch = DependentsScratch()
        scratch.grow(definitions: 10, constraints: 4)
        #expect(scratch.derivative == Array(repeating: 0, count: 10))
        #expect(scratch.delta == Array(repeating: 0, count: 4))
        let room = (scratch.derivative.capacity, scratch.delta.capacity)
        #expect(room.0 >= 15 && room.1 >= 6)
        // A few more records fit in the room: the buffers are lengthened, not replaced.
        scratch.grow(definitions: 14, constraints: 6)
        #expect(scratch.derivative == Array(repeating: 0, count: 14))
        #expect(scratch.delta == Array(repeating: 0, count: 6))
        #expect((scratch.derivative.capacity, scratch.delta.capacity) == room)
        // Past the room, a new buffer again has half as much to spare.
        scratch.grow(definitions: 40, constraints: 6)
        #expect(scratch.derivative == Array(repeating: 0, count: 40))
        #expect(scratch.derivative.capacity >= 60)
    }
}
