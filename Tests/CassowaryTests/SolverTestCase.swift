import Cassowary
import XCTest

/// The solver's own tests check the tableau's invariants after every change (debug builds).
class SolverTestCase: XCTestCase {
    override func setUp() {
        super.setUp()
        Solver.verifiesEveryChange = true
    }

    override func tearDown() {
        Solver.verifiesEveryChange = false
        super.tearDown()
    }
}
