import Cassowary
import XCTest

final class ConflictTests: SolverTestCase {
    func testContradictoryEqualitiesNameOnlyTheConflict() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let solver = Solver()
        let sum: Constraint = x + y == 10
        let pinX: Constraint = x == 3
        let unrelated: Constraint = z == 7
        let soft: Constraint = (y == 100) | .strong
        try solver.add([sum, unrelated, pinX, soft])
        let pinY: Constraint = y == 8
        let conflicting = conflict { () throws(SolverError) in try solver.add(pinY) }
        XCTAssertEqual(Set(conflicting), Set([sum, pinX, pinY]))
        XCTAssertTrue(conflicting.last === pinY)
        XCTAssertFalse(solver.hasConstraint(pinY))
        assertValues([(x, 3), (y, 7), (z, 7)], in: solver)
    }

    func testContradictoryInequalitiesNameOnlyTheConflict() throws {
        let left = Variable("left"), width = Variable("width"), right = Variable("right"), other = Variable("other")
        let solver = Solver()
        let edge: Constraint = right == left + width
        let minWidth: Constraint = width >= 44
        let leftInset: Constraint = left >= 16
        let unrelatedFloor: Constraint = other >= 5
        let unrelatedLink: Constraint = other <= left + 1000
        try solver.add([edge, minWidth, leftInset, unrelatedFloor, unrelatedLink])
        try solver.add((right == 50) | .strong)
        let maxRight: Constraint = right <= 40
        let conflicting = conflict { () throws(SolverError) in try solver.add(maxRight) }
        XCTAssertEqual(Set(conflicting), Set([edge, minWidth, leftInset, maxRight]))
        assertValues([(left, 16), (width, 44), (right, 60)], in: solver)
        XCTAssertTrue(solver.hasConstraint(edge))
    }

    func testRedundantRequiredConstraintsAreAccepted() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.add(x + y == 10)
        try solver.add(x == 4)
        try solver.add(y == 6)
        try solver.add(2 * x + 2 * y == 20)
        try solver.add(y >= 6)
        assertValues([(x, 4), (y, 6)], in: solver)
    }

    func testFailedAddLeavesTheSolverUsable() throws {
        let x = Variable("x")
        let solver = Solver()
        let low: Constraint = x <= 10
        try solver.add(low)
        try solver.add((x == 5) | .weak)
        let high: Constraint = x >= 20
        XCTAssertEqual(Set(conflict { () throws(SolverError) in try solver.add(high) }), Set([low, high]))
        assertValues([(x, 5)], in: solver)
        try solver.remove(low)
        try solver.add(high)
        assertValues([(x, 20)], in: solver)
    }

    func testSoftConstraintsNeverConflict() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add(x == 10)
        try solver.add((x == 20) | .strong)
        try solver.add((x >= 30) | .strong)
        try solver.add((x <= 0) | .medium)
        assertValues([(x, 10)], in: solver)
    }
}
