import Cassowary
import XCTest

/// The shapes the benchmark times (a chain, a fill-equally row, a grid), small enough for a test
/// but large enough that the solver keeps rows lazy, with answers worked out by hand.
final class LayoutPatternTests: SolverTestCase {
    private struct View {
        let left = Variable("left"), top = Variable("top"), width = Variable("width"), height = Variable("height")
    }

    func testFillEquallyRowReflowsAndSurvivesRemoval() throws {
        let n = 200
        let containerWidth = Variable("cw")
        let views = (0..<n).map { _ in View() }
        let solver = Solver()
        try solver.addEditVariable(containerWidth, strength: .strong)
        try solver.suggestValue(containerWidth, 130 * Double(n))
        var ties: [Constraint] = []
        for (i, v) in views.enumerated() {
            if i > 0 {
                ties.append(v.width == views[0].width)
                try solver.add(ties[ties.count - 1])
            }
            try solver.add([v.width >= 44, v.height >= 44, v.top == 20])
            if i == 0 {
                try solver.add([v.left == 0, (v.width == 100) | .medium])
            } else {
                try solver.add(v.left == views[i - 1].left + views[i - 1].width + 8)
            }
        }
        try solver.add(views[n - 1].left + views[n - 1].width <= containerWidth)
        assertValues([(views[n - 1].width, 100)], in: solver)
        for total in [60.0, 85, 99.5, 70].map({ $0 * Double(n) }) {
            try solver.suggestValue(containerWidth, total)
            let width = (total - 8 * Double(n - 1)) / Double(n)
            assertValues([(views[0].width, width), (views[n / 2].width, width), (views[n - 1].left, total - width)], in: solver)
        }
        try solver.remove(ties[n / 3])
        try solver.add(ties[n / 3])
        try solver.suggestValue(containerWidth, 90 * Double(n))
        let width = (90 * Double(n) - 8 * Double(n - 1)) / Double(n)
        assertValues([(views[n / 3 + 1].width, width), (views[n - 1].width, width)], in: solver)
    }

    func testChainSqueezesToMinimumUnderAStrongEdit() throws {
        let n = 60
        let containerWidth = Variable("cw")
        let views = (0..<n).map { _ in View() }
        let solver = Solver()
        for (i, v) in views.enumerated() {
            try solver.add([v.width >= 44, v.height >= 44, (v.width == 100) | .medium, v.top == 20])
            try solver.add(i == 0 ? v.left == 0 : v.left == views[i - 1].left + views[i - 1].width + 8)
        }
        try solver.add(views[n - 1].left + views[n - 1].width <= containerWidth)
        try solver.addEditVariable(containerWidth, strength: .weak)
        try solver.suggestValue(containerWidth, 1000)
        assertValues([(views[n - 1].width, 100), (views[n - 1].left, 108 * Double(n - 1))], in: solver)
        try solver.removeEditVariable(containerWidth)
        try solver.addEditVariable(containerWidth, strength: .strong)
        try solver.suggestValue(containerWidth, 1000)
        assertValues([(views[n - 1].width, 44), (views[n / 2].width, 44), (containerWidth, 52 * Double(n) - 8)], in: solver)
        try solver.suggestValue(containerWidth, 108 * Double(n))
        assertValues([(views[n - 1].width, 100), (containerWidth, 108 * Double(n))], in: solver)
    }

    func testGridWithTiedHeights() throws {
        let columns = 3, n = 8
        let containerWidth = Variable("cw")
        var views: [View] = []
        let solver = Solver()
        try solver.add(containerWidth == Double(columns * 108 + 8))
        for k in 0..<n {
            let (r, c) = k.quotientAndRemainder(dividingBy: columns)
            let v = View()
            views.append(v)
            try solver.add([v.width >= 44, v.height >= 44, (v.height == 60) | .medium])
            if c == 0 {
                try solver.add(v.left == 8)
            } else {
                let p = views[k - 1]
                try solver.add([v.left == p.left + p.width + 8, v.width == p.width, v.height == p.height])
            }
            if r == 0 {
                try solver.add(v.top == 8)
            } else {
                let a = views[k - columns]
                try solver.add([v.top == a.top + a.height + 8, v.width == a.width, v.height == a.height])
            }
            if c == columns - 1 { try solver.add(v.left + v.width + 8 == containerWidth) }
        }
        assertValues([(views[n - 1].width, 100), (views[n - 1].height, 60), (views[n - 1].top, 8 + 2 * 68),
                      (views[n - 1].left, 8 + 108)], in: solver)
        XCTAssertTrue(views.allSatisfy { solver.isDetermined($0.width) && solver.isDetermined($0.left) })
    }
}
