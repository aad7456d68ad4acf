import Cassowary
import XCTest

/// Shared checks: values within tolerance and a tableau whose invariants hold.
extension XCTestCase {
    func assertValues(_ expected: [(Variable, Double)], in solver: Solver,
                      accuracy: Double = 1e-6, file: StaticString = #filePath, line: UInt = #line) {
        solver.updateVariables()
        for (variable, value) in expected {
            XCTAssertEqual(variable.value, value, accuracy: accuracy, "\(variable.name)", file: file, line: line)
        }
        XCTAssertNoThrow(try solver.checkInvariants(), file: file, line: line)
    }

    /// The conflicting constraints of an `unsatisfiable` error, or a failure when the call succeeds.
    func conflict(file: StaticString = #filePath, line: UInt = #line,
                  _ body: () throws(SolverError) -> Void) -> [Constraint] {
        do {
            try body()
            XCTFail("expected an unsatisfiable constraint", file: file, line: line)
        } catch {
            if case .unsatisfiable(let conflicting) = error { return conflicting }
            XCTFail("unexpected error \(error)", file: file, line: line)
        }
        return []
    }
}
