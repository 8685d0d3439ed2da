import Testing
import SwiftLayoutSolver

/// Building expressions, constraints and strengths, in the manner of kiwi's test_expression.py,
/// test_constraint.py and test_strength.py (nucleic/kiwi, py/tests).
@Suite struct ConstraintBuildingTests {
    @Test func operatorsOnEveryKindOfOperand() {
        let x = Variable("x"), y = Variable("y")
        #expect((2 * x).coefficient == 2 && (x * 2).coefficient == 2)
        #expect((x / 4).coefficient == 0.25 && ((3 * x) / 2).coefficient == 1.5)
        #expect((-x).coefficient == -1 && (-(2 * x)).coefficient == -2)
        let e = 2 * x + y - 8
        #expect(e.description == "2.0 * x + 1.0 * y - 8.0")
        #expect((-e).description == "-2.0 * x - 1.0 * y + 8.0")
        #expect((e / 2).description == "1.0 * x + 0.5 * y - 4.0")
        #expect((3 - x).description == "-1.0 * x + 3.0")
        #expect((x + 1 + 2).constant == 3)
        #expect(LinearExpression().description == "0.0")
    }

    @Test func anExpressionsValueFollowsItsVariables() {
        let x = Variable("x"), y = Variable("y")
        x.value = 3
        y.value = -1
        #expect((2 * x - y + 0.5).value == 7.5)
    }

    @Test func reducedMergesDuplicatesInFirstAppearanceOrderAndDropsZeros() {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let e = (y + x + y - z + z + 0 * x + 1).reduced()
        #expect(e.description == "2.0 * y + 1.0 * x + 1.0")
        #expect((x - x).reduced().terms.isEmpty)
    }

    @Test func comparisonsMoveEverythingToTheLeft() {
        let x = Variable("x"), y = Variable("y")
        let le = 2 * x <= y + 10
        #expect(le.expression.description == "2.0 * x - 1.0 * y - 10.0" && le.relation == .lessThanOrEqual)
        let ge = 5 >= x
        #expect(ge.expression.description == "-1.0 * x + 5.0" && ge.relation == .greaterThanOrEqual)
        let eq: Constraint = x == y
        #expect(eq.expression.description == "1.0 * x - 1.0 * y" && eq.relation == .equal)
        #expect(eq.strength == .required)
        #expect("\(le)" == "2.0 * x - 1.0 * y - 10.0 <= 0 | required")
    }

    @Test func strengthOperatorMakesANewConstraint() {
        let x = Variable("x")
        let c = x >= 1
        let weak = c | .weak
        #expect(weak !== c && weak != c)
        #expect(weak.strength == .weak && c.strength == .required)
        #expect(weak.expression.description == c.expression.description && weak.relation == c.relation)
        #expect("\(weak)" == "1.0 * x - 1.0 >= 0 | weak")
    }

    @Test func constraintsClipTheirStrength() {
        let x = Variable("x")
        #expect(((x == 1) | Strength(5e9)).strength == .required)
        #expect(((x == 1) | Strength(-3)).strength.value == 0)
        #expect(((x == 1) | Strength(1250)).strength.value == 1250)
    }

    @Test func strengthsOrderAndDescribeThemselves() {
        #expect(Strength.weak < .medium && Strength.medium < .strong && Strength.strong < .required)
        #expect(Strength.required.isRequired && !Strength.strong.isRequired)
        #expect(["\(Strength.required)", "\(Strength.strong)", "\(Strength.medium)", "\(Strength.weak)"]
            == ["required", "strong", "medium", "weak"])
        #expect("\(Strength(2.5))" == "2.5")
        #expect(Strength(2e9).clipped == .required && Strength(-1).clipped.value == 0)
    }

    @Test func strengthCreateClampsEachLevelAfterWeighting() {
        #expect(Strength.create(1, 2, 3).value == 1_002_003)
        #expect(Strength.create(1, 2, 3, weight: 2).value == 2_004_006)
        #expect(Strength.create(-5, 0, 2000).value == 1000, "each level in 0...1000")
        #expect(Strength.create(600, 0, 0, weight: 2).value == 1_000_000_000)
        #expect(Strength.create(1000, 1000, 1000) == .required)
    }

    @Test func variablesAndConstraintsHaveIdentity() {
        let a = Variable("same"), b = Variable("same")
        #expect(a != b && a == a)
        #expect(Set([a, b, a]).count == 2)
        #expect("\(Variable())" == "v" && "\(a)" == "same")
        let c1 = a >= 0, c2 = a >= 0
        #expect(c1 != c2 && Set([c1, c2, c1]).count == 2)
    }
}

/// Every ``SolverError`` code reads as a sentence naming what it is about.
@Suite struct SolverErrorTests {
    @Test func eachCodeDescribesItself() {
        let x = Variable("x")
        let c = x >= 10
        let other = x <= 5
        #expect(SolverError(.duplicateConstraint, constraint: c).description == "duplicate constraint: 1.0 * x - 10.0 >= 0 | required")
        #expect(SolverError(.unknownConstraint, constraint: c).description == "unknown constraint: 1.0 * x - 10.0 >= 0 | required")
        #expect(
            SolverError(.unsatisfiableConstraint, constraint: other, conflictingConstraints: [c]).description
                == "unsatisfiable constraint: 1.0 * x - 5.0 <= 0 | required\nconflicts with:\n  1.0 * x - 10.0 >= 0 | required")
        #expect(SolverError(.duplicateEditVariable, variable: x).description == "duplicate edit variable: x")
        #expect(SolverError(.unknownEditVariable, variable: x).description == "unknown edit variable: x")
        #expect(SolverError(.badRequiredStrength, variable: x).description == "an edit variable cannot be required: x")
        #expect(SolverError(.internalError, message: "row 3 lost").description == "internal solver error: row 3 lost")
    }

    @Test func theSolverNeverReportsAnInternalErrorOnOrdinaryWork() throws {
        // internalError is for solver bugs; a representative workload with every call must not produce one.
        let solver = Solver()
        let v = (0..<4).map { Variable("v\($0)") }
        var added: [Constraint] = []
        do {
            for i in 0..<3 {
                let c = v[i + 1] >= v[i] + 5
                try solver.addConstraint(c)
                added.append(c)
            }
            try solver.addConstraint((v[0] == 0) | .strong)
            try solver.addEditVariable(v[3], strength: .medium)
            for value in stride(from: 0.0, through: 40, by: 7) {
                try solver.suggestValue(v[3], value)
                try solver.updateConstant(of: added[1], to: -value / 4)
                solver.updateVariables()
            }
            for c in added { try solver.removeConstraint(c) }
            try solver.removeEditVariable(v[3])
        } catch let error as SolverError where error.code == .internalError {
            Issue.record("internal error: \(error)")
        }
    }
}
