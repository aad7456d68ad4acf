import Cassowary
import XCTest

/// SplitMix64: a tiny seeded generator so every run checks the same systems.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Property: constraints built to hold for a hidden assignment are always accepted and hold after solving.
final class RandomSystemTests: SolverTestCase {
    func testRandomSatisfiableSystemsAreSolved() throws {
        var rng = SeededGenerator(seed: 20_240_611)
        for system in 0..<120 {
            let count = Int.random(in: 2...10, using: &rng)
            let variables = (0..<count).map { Variable("v\($0)") }
            // Layout-sized values, sometimes scaled up to stress the tolerances.
            let scale = [1.0, 1, 1, 100, 10_000].randomElement(using: &rng)!
            let hidden = variables.map { _ in Double(Int.random(in: -200...200, using: &rng)) / 4 * scale }
            let solver = Solver()
            var added: [Constraint] = []
            var required: [Constraint] = []
            for _ in 0..<Int.random(in: 1...(2 * count + 4), using: &rng) {
                let constraint = randomConstraint(over: variables, holdingAt: hidden, using: &rng)
                if Int.random(in: 0..<4, using: &rng) == 0 {
                    added.append(constraint.withStrength([.weak, .medium, .strong].randomElement(using: &rng)!))
                } else {
                    added.append(constraint)
                    required.append(constraint)
                }
                try solver.add(added[added.count - 1])
                if Int.random(in: 0..<3, using: &rng) == 0 {
                    added.append((variables.randomElement(using: &rng)! == Double(Int.random(in: -100...100, using: &rng)) * scale) | .weak)
                    try solver.add(added[added.count - 1])
                }
            }
            try assertHolds(required, in: solver, system: system)
            for constraint in required.shuffled(using: &rng).prefix(required.count / 2) {
                try solver.remove(constraint)
                required.removeAll { $0 === constraint }
                added.removeAll { $0 === constraint }
            }
            try assertHolds(required, in: solver, system: system)
            try assertAgreesWithFreshSolver(solver, added: added, variables: variables, system: system)
        }
    }

    /// Whether a value is pinned is a property of the system, so a solver built from the remaining
    /// constraints must agree on it, and on every pinned value.
    private func assertAgreesWithFreshSolver(_ solver: Solver, added: [Constraint], variables: [Variable],
                                             system: Int) throws {
        solver.updateVariables()
        let pinned = variables.map { solver.isDetermined($0) }
        XCTAssertEqual(solver.areDetermined(variables.shuffled()).count, variables.count)
        XCTAssertEqual(solver.areDetermined(variables), pinned, "system \(system): the batch agrees one by one")
        XCTAssertEqual(solver.areDetermined(variables.reversed()), pinned.reversed(), "system \(system): in any order")
        let values = variables.map(\.value)
        let fresh = Solver()
        try fresh.add(added)
        fresh.updateVariables()
        for (i, variable) in variables.enumerated() {
            XCTAssertEqual(fresh.isDetermined(variable), pinned[i], "system \(system): \(variable)")
            if pinned[i] {
                XCTAssertEqual(variable.value, values[i], accuracy: 1e-6 * max(1, abs(values[i])), "system \(system): \(variable)")
            }
        }
    }

    func testRandomEditsKeepRequiredConstraints() throws {
        var rng = SeededGenerator(seed: 7)
        for system in 0..<40 {
            let variables = (0..<6).map { Variable("v\($0)") }
            let hidden = variables.map { _ in Double(Int.random(in: -50...50, using: &rng)) }
            let solver = Solver()
            var required: [Constraint] = []
            for _ in 0..<8 {
                let constraint = randomConstraint(over: variables, holdingAt: hidden, using: &rng)
                try solver.add(constraint)
                required.append(constraint)
            }
            let edited = variables.shuffled(using: &rng).prefix(2)
            for variable in edited { try solver.addEditVariable(variable, strength: .strong) }
            for _ in 0..<10 {
                for variable in edited {
                    try solver.suggestValue(variable, Double(Int.random(in: -300...300, using: &rng)))
                }
                try assertHolds(required, in: solver, system: system)
            }
            for variable in edited { try solver.removeEditVariable(variable) }
            try assertHolds(required, in: solver, system: system)
        }
    }

    private func assertHolds(_ required: [Constraint], in solver: Solver, system: Int) throws {
        solver.updateVariables()
        for constraint in required {
            let scale = constraint.expression.terms.reduce(abs(constraint.expression.constant)) { max($0, abs($1.coefficient * $1.variable.value)) }
            XCTAssertTrue(constraint.isSatisfied(tolerance: 1e-6 * max(1, scale)), "system \(system): \(constraint) is \(constraint.expression.value)")
        }
        try solver.checkInvariants()
    }

    /// An equality or inequality with small integer coefficients that holds at `values`, often tightly.
    private func randomConstraint(over variables: [Variable], holdingAt values: [Double],
                                  using rng: inout SeededGenerator) -> Constraint {
        var terms: [Term] = []
        for index in variables.indices.shuffled(using: &rng).prefix(Int.random(in: 1...3, using: &rng)) {
            let coefficient = Double([-3, -2, -1, 1, 2, 3, 0.5].randomElement(using: &rng)!)
            terms.append(Term(variables[index], coefficient))
        }
        let atValues = terms.reduce(0) { sum, term in
            sum + term.coefficient * values[variables.firstIndex(of: term.variable)!]
        }
        let slack = Bool.random(using: &rng) ? 0 : Double(Int.random(in: 1...20, using: &rng))
        switch Int.random(in: 0..<3, using: &rng) {
        case 0: return Constraint(Expression(terms, constant: -atValues), .equal)
        case 1: return Constraint(Expression(terms, constant: -atValues - slack), .lessThanOrEqual)
        default: return Constraint(Expression(terms, constant: -atValues + slack), .greaterThanOrEqual)
        }
    }
}
