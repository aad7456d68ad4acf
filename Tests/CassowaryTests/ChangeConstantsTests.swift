import Cassowary
import XCTest

/// `changeConstants` moves a solved system to new constants: the result must be what a solver
/// built afresh with those constants gives, and a contradiction must be refused.
final class ChangeConstantsTests: SolverTestCase {
    /// Constraints shaped at random, holding at one hidden assignment, then moved to hold at another.
    func testMovedSystemsAgreeWithFreshOnes() throws {
        var rng = SeededGenerator(seed: 20_261_125)
        for system in 0..<150 {
            let count = Int.random(in: 2...8, using: &rng)
            let variables = (0..<count).map { Variable("v\($0)") }
            var shapes: [(terms: [Term], relation: Constraint.Relation, slack: Double, strength: Strength)] = []
            for _ in 0..<Int.random(in: 1...(2 * count + 3), using: &rng) {
                var terms: [Term] = []
                for index in variables.indices.shuffled(using: &rng).prefix(Int.random(in: 1...3, using: &rng)) {
                    terms.append(Term(variables[index], Double([-2, -1, 1, 2, 0.5].randomElement(using: &rng)!)))
                }
                let relation = [Constraint.Relation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &rng)!
                let slack = Bool.random(using: &rng) ? 0 : Double(Int.random(in: 1...20, using: &rng))
                let strength: Strength = Int.random(in: 0..<4, using: &rng) == 0 ? [.weak, .medium, .strong].randomElement(using: &rng)! : .required
                shapes.append((terms, relation, slack, strength))
            }
            // Weak preferences keep most variables determined, as intrinsic sizes do in a layout.
            for v in variables where Bool.random(using: &rng) {
                shapes.append(([Term(v)], .equal, 0, .weak))
            }
            func constant(_ shape: (terms: [Term], relation: Constraint.Relation, slack: Double, strength: Strength),
                          at values: [Double]) -> Double {
                let at = shape.terms.reduce(0) { $0 + $1.coefficient * values[variables.firstIndex(of: $1.variable)!] }
                switch shape.relation {
                case .equal: return -at
                case .lessThanOrEqual: return -at - shape.slack
                case .greaterThanOrEqual: return -at + shape.slack
                }
            }
            func constraints(at values: [Double]) -> [Constraint] {
                shapes.map { Constraint(Expression($0.terms, constant: constant($0, at: values)), $0.relation, strength: $0.strength) }
            }
            let first = variables.map { _ in Double(Int.random(in: -100...100, using: &rng)) }
            let solver = Solver()
            let held = constraints(at: first)
            var kept: [Constraint] = []
            for c in held {
                // A random system may contradict itself; what it refuses stays out of both solvers.
                do { try solver.add(c); kept.append(c) } catch {}
            }
            for step in 0..<3 {
                let next = variables.map { _ in Double(Int.random(in: -100...100, using: &rng)) }
                let moved = constraints(at: next)
                let changes = zip(held, moved).filter { pair in kept.contains { $0 === pair.0 } }.map { ($0.0, $0.1.expression.constant) }
                try solver.changeConstants(changes)
                try solver.checkInvariants()
                solver.updateVariables()
                let values = variables.map(\.value)
                let pinned = solver.areDetermined(variables)
                let fresh = Solver()
                for (old, new) in zip(held, moved) where kept.contains(where: { $0 === old }) { try fresh.add(new) }
                fresh.updateVariables()
                let label = "system \(system) step \(step)"
                XCTAssertEqual(fresh.areDetermined(variables), pinned, label)
                for (i, v) in variables.enumerated() where pinned[i] {
                    XCTAssertEqual(v.value, values[i], accuracy: 1e-6 * max(1, abs(values[i])), "\(label): \(v)")
                }
                for (old, new) in zip(held, moved) where old.isRequired && kept.contains(where: { $0 === old }) {
                    XCTAssertTrue(new.isSatisfied(tolerance: 1e-6 * max(1, abs(new.expression.constant))), "\(label): \(new)")
                }
            }
        }
    }

    func testAConstantThatContradictsARequiredConstraintIsRefused() throws {
        let x = Variable("x")
        let solver = Solver()
        let pin = x == 10
        let cap = x <= 20
        try solver.add([pin, cap])
        XCTAssertThrowsError(try solver.changeConstants([(cap, -5)]))  // x <= 5 against x == 10
    }

    func testARedundantEqualityThatStopsHoldingIsRefused() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let again = y == 10
        try solver.add([x == 10, y == x, again])
        try solver.changeConstants([(again, -10)])  // still y == 10: nothing to refuse
        solver.updateVariables()
        XCTAssertEqual(y.value, 10)
        XCTAssertThrowsError(try solver.changeConstants([(again, -12)]))
    }

    func testTheSameShapeOfOptimumIsRecognised() throws {
        let x = Variable("x"), w = Variable("w")
        let solver = Solver()
        let left = x == 16
        let right = x + w == 359
        try solver.add([left, right, (w >= 0)])
        let before = solver.basisShape()
        XCTAssertNotNil(before)
        try solver.changeConstants([(right, -374)])
        solver.updateVariables()
        XCTAssertEqual(w.value, 358)
        XCTAssertEqual(solver.basisShape(), before, "a wider screen moves values, not the basis")
    }
}
