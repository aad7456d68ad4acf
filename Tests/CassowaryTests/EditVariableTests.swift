import Cassowary
import XCTest

final class EditVariableTests: SolverTestCase {
    func testSuggestedValuesMoveTheLayout() throws {
        let containerWidth = Variable("cw"), left = Variable("left"), width = Variable("width")
        let solver = Solver()
        try solver.add(left == 16)
        try solver.add(left + width + 16 == containerWidth)
        try solver.addEditVariable(containerWidth, strength: .strong)
        for value in [320.0, 375, 414, 1024] {
            try solver.suggestValue(containerWidth, value)
            assertValues([(containerWidth, value), (width, value - 32)], in: solver)
        }
    }

    func testRequiredConstraintsWinOverSuggestions() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add(x >= 0)
        try solver.add(x <= 100)
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(x, 150)
        assertValues([(x, 100)], in: solver)
        try solver.suggestValue(x, -20)
        assertValues([(x, 0)], in: solver)
        try solver.suggestValue(x, 42)
        assertValues([(x, 42)], in: solver)
    }

    func testStrongerEditWins() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.add(x == y)
        try solver.addEditVariable(x, strength: .weak)
        try solver.addEditVariable(y, strength: .medium)
        try solver.suggestValue(x, 10)
        try solver.suggestValue(y, 20)
        assertValues([(x, 20), (y, 20)], in: solver)
    }

    func testRemovingAndReaddingAnEditVariable() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add((x == 5) | .weak)
        try solver.addEditVariable(x, strength: .strong)
        XCTAssertTrue(solver.hasEditVariable(x))
        try solver.suggestValue(x, 30)
        assertValues([(x, 30)], in: solver)
        try solver.removeEditVariable(x)
        XCTAssertFalse(solver.hasEditVariable(x))
        assertValues([(x, 5)], in: solver)
        try solver.addEditVariable(x, strength: .medium)
        try solver.suggestValue(x, 7)
        assertValues([(x, 7)], in: solver)
    }

    func testEditVariableErrors() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.addEditVariable(x, strength: .strong)
        XCTAssertThrowsError(try solver.addEditVariable(x, strength: .weak)) {
            XCTAssertEqual($0 as? SolverError, .duplicateEditVariable(x))
        }
        XCTAssertThrowsError(try solver.addEditVariable(y, strength: .required)) {
            XCTAssertEqual($0 as? SolverError, .badRequiredStrength)
        }
        XCTAssertThrowsError(try solver.suggestValue(y, 1)) {
            XCTAssertEqual($0 as? SolverError, .unknownEditVariable(y))
        }
        XCTAssertThrowsError(try solver.removeEditVariable(y)) {
            XCTAssertEqual($0 as? SolverError, .unknownEditVariable(y))
        }
        XCTAssertThrowsError(try solver.suggestValue(x, .infinity)) {
            XCTAssertEqual($0 as? SolverError, .nonFiniteValue)
        }
        XCTAssertNoThrow(try solver.checkInvariants())
    }
}
