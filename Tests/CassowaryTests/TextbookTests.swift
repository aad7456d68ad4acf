import Cassowary
import XCTest

/// Published examples: Badros & Borning's midpoint line and kiwi's own test cases.
final class TextbookTests: SolverTestCase {
    /// x_m = (x_l + x_r) / 2, x_l + 10 ≤ x_r, x_r ≤ 100, x_l ≥ 0, with stays and an edit on x_m
    /// (the right end's stay heavier than the left's so that every answer is unique).
    func testMidpointLineFollowsTheEdit() throws {
        let xl = Variable("xl"), xm = Variable("xm"), xr = Variable("xr")
        let solver = Solver()
        try solver.add(2 * xm == xl + xr)
        try solver.add(xl + 10 <= xr)
        try solver.add(xr <= 100)
        try solver.add(xl >= 0)
        try solver.add((xl == 90) | .weak)
        try solver.add((xr == 100) | Strength(strong: 0, medium: 0, weak: 2))
        assertValues([(xl, 90), (xm, 95), (xr, 100)], in: solver)

        try solver.addEditVariable(xm, strength: .strong)
        for (suggested, l, m, r) in [(50.0, 0.0, 50.0, 100.0), (20, 0, 20, 40), (5, 0, 5, 10), (99, 90, 95, 100), (70, 40, 70, 100)] {
            try solver.suggestValue(xm, suggested)
            assertValues([(xl, l), (xm, m), (xr, r)], in: solver)
        }
    }

    func testMidpointLineWithoutPreferencesSatisfiesAllConstraints() throws {
        let xl = Variable("xl"), xm = Variable("xm"), xr = Variable("xr")
        let solver = Solver()
        let constraints: [Constraint] = [2 * xm == xl + xr, xl + 10 <= xr, xr <= 100, xl >= 0]
        try solver.add(constraints)
        solver.updateVariables()
        XCTAssertTrue(constraints.allSatisfy { $0.isSatisfied() })
    }

    /// kiwi's `test_handling_infeasible_constraints`: the last suggestion forces a dual pivot.
    func testKiwiInfeasibleSuggestionTriggersDualOptimize() throws {
        let xm = Variable("xm"), xl = Variable("xl"), xr = Variable("xr")
        let solver = Solver()
        try solver.addEditVariable(xm, strength: .strong)
        try solver.addEditVariable(xl, strength: .weak)
        try solver.addEditVariable(xr, strength: .weak)
        try solver.add(2 * xm == xl + xr)
        try solver.add(xl + 20 <= xr)
        try solver.add(xl >= -10)
        try solver.add(xr <= 100)
        try solver.suggestValue(xm, 40)
        try solver.suggestValue(xr, 50)
        try solver.suggestValue(xl, 30)
        assertValues([(xm, 40), (xl, 30), (xr, 50)], in: solver)
        try solver.suggestValue(xm, 60)
        assertValues([(xm, 60), (xl, 50), (xr, 70)], in: solver)
        try solver.suggestValue(xm, 90)
        assertValues([(xm, 90), (xl, 80), (xr, 100)], in: solver)
    }

    /// kiwi's `test_solving_under_constrained_system`.
    func testKiwiUnderConstrainedSystem() throws {
        let v = Variable("foo")
        let c: Constraint = 2 * v + 1 >= 0
        let solver = Solver()
        try solver.addEditVariable(v, strength: .weak)
        try solver.add(c)
        try solver.suggestValue(v, 10)
        solver.updateVariables()
        XCTAssertEqual(c.expression.value, 21, accuracy: 1e-9)
        XCTAssertEqual(v.value, 10, accuracy: 1e-9)
    }

    /// The classic three-box row: a chain with spacing, fixed edges and a flexible middle.
    func testChainOfBoxesFillsTheContainer() throws {
        let solver = Solver()
        let lefts = (0..<3).map { Variable("l\($0)") }
        let widths = (0..<3).map { Variable("w\($0)") }
        try solver.add(lefts[0] == 20)
        for i in 1..<3 { try solver.add(lefts[i] == lefts[i - 1] + widths[i - 1] + 8) }
        try solver.add(lefts[2] + widths[2] == 300)
        try solver.add(widths[0] == 44)
        try solver.add(widths[2] == widths[0])
        assertValues([(lefts[1], 72), (widths[1], 176), (lefts[2], 256)], in: solver)
    }
}
