import Testing
@testable import SwiftLayoutSolver

@Suite struct ExpressionTests {
    @Test func operatorsBuildMergedExpressions() {
        let x = Variable("x"), y = Variable("y")
        let c = 2 * x + y - 8 >= x - y
        #expect(c.expression.description == "1.0 * x + 2.0 * y - 8.0")
        #expect(c.relation == .greaterThanOrEqual)
        #expect(c.strength == .required)
    }

    @Test func strengthCreateClampsLikeKiwi() {
        #expect(Strength.create(1, 0, 0) == .strong)
        #expect(Strength.create(2000, 0, 0).value == 1_000_000_000)
        #expect(Strength.create(0, 1, 0, weight: 1.25).value == 1250)
        #expect(Strength.required.value == 1_001_001_000)
        #expect(((Variable() == 5) | .weak).strength == .weak)
    }
}
