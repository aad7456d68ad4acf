import Cassowary
import XCTest

final class StrengthTests: SolverTestCase {
    func testKiwiWeights() {
        XCTAssertEqual(Strength.required.weight, 1_001_001_000)
        XCTAssertEqual(Strength.strong.weight, 1_000_000)
        XCTAssertEqual(Strength.medium.weight, 1000)
        XCTAssertEqual(Strength.weak.weight, 1)
        XCTAssertEqual(Strength(strong: 2000, medium: 0, weak: 0).weight, 1_000_000_000, "parts clip at 1000")
        XCTAssertEqual(Strength(strong: 0, medium: 1, weak: 1, weight: 2).weight, 2002)
        XCTAssertEqual(Strength(weight: 5e9), .required)
    }

    func testPrioritiesMapMonotonicallyBelowRequired() {
        XCTAssertEqual(Strength(priority: 1000), .required)
        XCTAssertEqual(Strength.high.weight, Strength.strong.weight, accuracy: 1e-3)
        XCTAssertEqual(Strength.low.weight, Strength.weak.weight, accuracy: 1e-12)
        XCTAssertEqual(Strength(priority: 500).weight, Strength.medium.weight, accuracy: 1e-6)
        var previous = Strength(priority: 0)
        for p in 1...999 {
            let s = Strength(priority: Double(p))
            XCTAssertGreaterThan(s, previous, "priority \(p)")
            XCTAssertFalse(s.isRequired)
            previous = s
        }
        XCTAssertEqual(Strength(priority: .nan).weight, 0)
    }

    func testWeakLosesToStrong() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add((x == 10) | .weak)
        try solver.add((x == 20) | .strong)
        try solver.add((x == 15) | .medium)
        assertValues([(x, 20)], in: solver)
    }

    func testPriority751Beats750And999Beats998() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.add((x == 10).withPriority(750))
        try solver.add((x == 20).withPriority(751))
        try solver.add((y == 10).withPriority(999))
        try solver.add((y == 20).withPriority(998))
        assertValues([(x, 20), (y, 10)], in: solver)
    }

    func testKiwiSolvingWithStrength() throws {
        let v1 = Variable("v1"), v2 = Variable("v2")
        let solver = Solver()
        try solver.add(v1 + v2 == 0)
        try solver.add(v1 == 10)
        try solver.add((v2 >= 0) | .weak)
        assertValues([(v1, 10), (v2, -10)], in: solver)
        solver.reset()
        try solver.add(v1 + v2 == 0)
        try solver.add((v1 >= 10) | .medium)
        try solver.add((v2 == 2) | .strong)
        assertValues([(v1, -2), (v2, 2)], in: solver)
    }
}
