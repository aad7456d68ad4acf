import Cassowary
import XCTest

final class ExpressionTests: SolverTestCase {
    func testOperatorsBuildLinearExpressions() {
        let a = Variable("a"), b = Variable("b")
        let e = 2 * a + b - 10
        XCTAssertEqual(e.terms.count, 2)
        XCTAssertEqual(e.terms[0].coefficient, 2)
        XCTAssertEqual(e.constant, -10)
        let f = (a - b) / 2 + 3 * (b - 1)
        XCTAssertEqual(f.reduced.terms.map(\.coefficient), [0.5, 2.5])
        XCTAssertEqual(f.constant, -3)
    }

    func testConstraintKeepsLeftMinusRightReduced() {
        let x = Variable("x"), w = Variable("w")
        let c: Constraint = (x + w) == 100
        XCTAssertEqual(c.relation, .equal)
        XCTAssertEqual(c.expression.constant, -100)
        let d: Constraint = x + w <= x + 50
        XCTAssertEqual(d.expression.terms.count, 1)
        XCTAssertTrue(d.expression.terms[0].variable === w)
        XCTAssertTrue(d.isRequired)
    }

    func testStrengthIsAttachedAsACopy() {
        let w = Variable("w")
        let c: Constraint = w == 100
        let medium = c | .medium
        XCTAssertFalse(c === medium)
        XCTAssertEqual(medium.strength, .medium)
        XCTAssertEqual(c.withPriority(250).strength, .weak)
        XCTAssertTrue(c.withPriority(1000).isRequired)
    }

    func testVariablesCompareByIdentity() {
        let a = Variable("same"), b = Variable("same")
        XCTAssertNotEqual(a, b)
        XCTAssertEqual(Set([a, b, a]).count, 2)
    }
}
