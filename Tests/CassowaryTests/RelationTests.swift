import Cassowary
import XCTest

final class RelationTests: SolverTestCase {
    func testEqualityHolds() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.add(x == 2 * y + 3)
        try solver.add(y == 4)
        assertValues([(x, 11), (y, 4)], in: solver)
    }

    func testLessThanOrEqualCapsAPreference() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add(x <= 100)
        try solver.add((x == 150) | .strong)
        assertValues([(x, 100)], in: solver)
        try solver.add(x <= 80)
        assertValues([(x, 80)], in: solver)
    }

    func testGreaterThanOrEqualFloorsAPreference() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add(x >= 44)
        try solver.add((x == 20) | .strong)
        assertValues([(x, 44)], in: solver)
    }

    func testInequalitiesLeaveRoomForPreferences() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add(x >= 44)
        try solver.add(x <= 100)
        try solver.add((x == 60) | .weak)
        assertValues([(x, 60)], in: solver)
    }

    func testNonRequiredInequalitiesTradeOff() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add((x >= 100) | .weak)
        try solver.add((x <= 50) | .medium)
        assertValues([(x, 50)], in: solver)
    }

    func testConstantOnlyConstraints() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add(Constraint(Expression(constant: 0), .equal))
        try solver.add(Constraint(Expression(constant: -1), .lessThanOrEqual))
        try solver.add(x - x == 0)
        let impossible = Constraint(Expression(constant: 1), .lessThanOrEqual)
        XCTAssertTrue(conflict { () throws(SolverError) in try solver.add(impossible) } == [impossible])
    }
}
