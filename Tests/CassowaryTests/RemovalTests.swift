import Cassowary
import XCTest

final class RemovalTests: SolverTestCase {
    func testRemovingAConstraintRestoresTheEarlierAnswer() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.add(x + y == 100)
        try solver.add((x == 30) | .weak)
        assertValues([(x, 30), (y, 70)], in: solver)
        let pin: Constraint = y == 90
        try solver.add(pin)
        assertValues([(x, 10), (y, 90)], in: solver)
        try solver.remove(pin)
        XCTAssertFalse(solver.hasConstraint(pin))
        assertValues([(x, 30), (y, 70)], in: solver)
    }

    func testRemovingEachKindOfConstraint() throws {
        let x = Variable("x")
        let solver = Solver()
        let floor: Constraint = x >= 10
        let ceiling: Constraint = x <= 20
        let softFloor: Constraint = (x >= 15) | .medium
        let softCeiling: Constraint = (x <= 12) | .strong
        let preference: Constraint = (x == 100) | .weak
        try solver.add([floor, ceiling, softFloor, softCeiling, preference])
        assertValues([(x, 12)], in: solver)
        try solver.remove(softCeiling)
        assertValues([(x, 20)], in: solver)
        try solver.remove(ceiling)
        assertValues([(x, 100)], in: solver)
        try solver.remove(preference)
        assertValues([(x, 15)], in: solver)
        try solver.remove(softFloor)
        try solver.remove(floor)
        XCTAssertTrue(solver.constraints.isEmpty)
        XCTAssertNoThrow(try solver.checkInvariants())
    }

    func testRemovingLinksOfAChainInAnyOrder() throws {
        let solver = Solver()
        let lefts = (0..<6).map { Variable("l\($0)") }
        var links: [Constraint] = [lefts[0] == 0]
        for i in 1..<6 { links.append(lefts[i] == lefts[i - 1] + 10) }
        try solver.add(links)
        for left in lefts { try solver.add((left == 1000) | .weak) }
        assertValues(lefts.enumerated().map { ($1, Double($0) * 10) }, in: solver)
        try solver.remove(links[3])
        // The loose end settles where the weak preferences' median puts it.
        assertValues([(lefts[2], 20), (lefts[3], 990), (lefts[5], 1010)], in: solver)
        try solver.remove(links[0])
        assertValues([(lefts[0], 990), (lefts[2], 1010), (lefts[3], 990)], in: solver)
        try solver.add(links[0])
        try solver.add(links[3])
        assertValues(lefts.enumerated().map { ($1, Double($0) * 10) }, in: solver)
    }

    func testRemovalErrors() throws {
        let x = Variable("x")
        let solver = Solver()
        let c: Constraint = x == 1
        XCTAssertThrowsError(try solver.remove(c)) { XCTAssertEqual($0 as? SolverError, .unknownConstraint(c)) }
        try solver.add(c)
        XCTAssertThrowsError(try solver.add(c)) { XCTAssertEqual($0 as? SolverError, .duplicateConstraint(c)) }
        XCTAssertTrue(solver.hasConstraint(c))
        XCTAssertThrowsError(try solver.add(Constraint(x + .nan, .equal))) {
            XCTAssertEqual($0 as? SolverError, .nonFiniteValue)
        }
        assertValues([(x, 1)], in: solver)
    }
}
