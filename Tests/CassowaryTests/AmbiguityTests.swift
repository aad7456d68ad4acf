import Cassowary
import XCTest

final class AmbiguityTests: SolverTestCase {
    func testSumAloneLeavesBothAmbiguous() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.add(x + y == 10)
        XCTAssertFalse(solver.isDetermined(x))
        XCTAssertFalse(solver.isDetermined(y))
        try solver.add(x == 3)
        XCTAssertTrue(solver.isDetermined(x))
        XCTAssertTrue(solver.isDetermined(y))
        assertValues([(x, 3), (y, 7)], in: solver)
    }

    func testUnknownVariableIsNotDetermined() {
        XCTAssertFalse(Solver().isDetermined(Variable("loose")))
    }

    func testPreferencesDetermine() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add(x >= 0)
        XCTAssertFalse(solver.isDetermined(x))
        try solver.add((x == 40) | .weak)
        XCTAssertTrue(solver.isDetermined(x))
    }

    func testRangeWithoutPreferenceIsAmbiguous() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.add(x >= 10)
        try solver.add(x <= 20)
        try solver.add(y == x + 5)
        XCTAssertFalse(solver.isDetermined(x))
        XCTAssertFalse(solver.isDetermined(y))
        try solver.add(x <= 10)
        XCTAssertTrue(solver.isDetermined(x))
        XCTAssertTrue(solver.isDetermined(y))
    }

    func testTiedPreferencesLeaveAmbiguity() throws {
        // Two equally weighted wishes on a sum: any split between them is optimal.
        let a = Variable("a"), b = Variable("b")
        let solver = Solver()
        try solver.add(a + b == 100)
        try solver.add(a >= 0)
        try solver.add(b >= 0)
        try solver.add((a == 100) | .weak)
        try solver.add((b == 100) | .weak)
        XCTAssertFalse(solver.isDetermined(a))
        try solver.add((a == b) | .weak)
        XCTAssertTrue(solver.isDetermined(a))
        XCTAssertTrue(solver.isDetermined(b))
        assertValues([(a, 50), (b, 50)], in: solver)
    }

    func testChainOfViewsWithAndWithoutWidth() throws {
        let solver = Solver()
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        try solver.add(left == 20)
        try solver.add(right == left + width)
        XCTAssertTrue(solver.isDetermined(left))
        XCTAssertFalse(solver.isDetermined(width))
        XCTAssertFalse(solver.isDetermined(right))
        try solver.add(width >= 44)
        XCTAssertFalse(solver.isDetermined(width))
        try solver.add((width == 100) | .low)
        XCTAssertTrue(solver.isDetermined(width))
        XCTAssertTrue(solver.isDetermined(right))
        assertValues([(right, 120)], in: solver)
    }

    /// A long chain of views, each below the one before, read in one batch: every view is pinned,
    /// and the one free height (the last) is found, whatever order the batch asks in.
    func testABatchReadsAChainAsOneByOne() throws {
        let solver = Solver()
        var tops: [Variable] = [], heights: [Variable] = []
        for i in 0..<300 {
            let top = Variable("top\(i)"), height = Variable("height\(i)")
            try solver.add(i == 0 ? top == 20 : top == tops[i - 1] + heights[i - 1] + 8)
            if i < 299 { try solver.add(height == 44) }
            tops.append(top)
            heights.append(height)
        }
        let all = tops + heights
        let batch = solver.areDetermined(all.reversed())
        XCTAssertEqual(Array(batch.reversed()), all.map { solver.isDetermined($0) })
        XCTAssertEqual(batch.filter { !$0 }.count, 1, "only the last height is free")
        XCTAssertFalse(solver.areDetermined([heights[299]])[0])
        XCTAssertEqual(solver.areDetermined([Variable("unknown")]), [false])
    }
}
