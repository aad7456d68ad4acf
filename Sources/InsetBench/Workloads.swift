import Cassowary

/// A sanity check on a solved layout failed: the answer differs from kiwi_bench.py's.
struct WrongAnswer: Error, CustomStringConvertible {
    let description: String
}

/// The measured fields of one (workload, N) cell, in kiwi_bench.py's keys.
typealias Cell = [(key: String, value: JSONValue)]

func check(_ got: Double, _ expected: Double, _ what: String, relative: Bool = false) throws {
    let tolerance = relative ? 1e-6 * max(1, abs(expected)) : 1e-6
    if abs(got - expected) >= tolerance { throw WrongAnswer(description: "\(what) is \(got), expected \(expected)") }
}

func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = ContinuousClock.now
    try body()
    let elapsed = start.duration(to: .now).components
    return Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18
}

func median(_ xs: [Double]) -> Double {
    let sorted = xs.sorted()
    let mid = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

private let suggestCount = 100

/// The workloads of kiwi_bench.py, each timing the same calls.
enum Workload: String, CaseIterable {
    case buildSolve = "build_solve", resize, resizeFill = "resize_fill", grid, gridTied = "grid_tied"

    var sizes: [Int] { self == .gridTied ? [100] : [100, 1000, 10000] }

    /// kiwi_bench.py's `runs_for` and its per-workload caps.
    func runs(n: Int, estimate: Double?) -> Int {
        var runs = n <= 100 ? 15 : n <= 1000 ? 5 : (estimate.map { $0 > 10 } ?? true) ? 1 : 3
        if self == .resize { runs = n >= 1000 ? 3 : min(runs, 5) }
        if self == .gridTied { runs = min(runs, 5) }
        return runs
    }

    func run(n: Int, runs: Int) throws -> Cell {
        switch self {
        case .buildSolve: return try buildSolve(n, runs)
        case .resize: return try resize(n, runs)
        case .resizeFill: return try resizeFill(n, runs)
        case .grid: return try grid(n, runs, tied: false)
        case .gridTied: return try grid(n, runs, tied: true)
        }
    }

    private func buildSolve(_ n: Int, _ runs: Int) throws -> Cell {
        var times: [Double] = [], constructs: [Double] = [], walls: [Double] = []
        var layout = Layout()
        for _ in 0..<runs {
            let wall = try seconds {
                constructs.append(seconds { layout = Layout.chain(n) })
                let solver = Solver()
                times.append(try seconds {
                    try solver.add(layout.constraints)
                    try solver.addEditVariable(layout.containerWidth, strength: .weak)
                    try solver.suggestValue(layout.containerWidth, 1000)
                    solver.updateVariables()
                })
                let last = layout.views[n - 1]
                try check(last.width.value, 100, "last width")
                try check(last.left.value, 108 * Double(n - 1), "last left")
            }
            walls.append(wall)
        }
        return [("constraints", .int(layout.constraints.count + 1)), ("variables", .int(4 * n + 1)),
                ("runs", .int(runs)), ("median_s", .number(median(times))), ("min_s", .number(times.min()!)),
                ("construct_median_s", .number(median(constructs))), ("wall_per_run_s", .number(median(walls)))]
    }

    private func resize(_ n: Int, _ runs: Int) throws -> Cell {
        var random = PythonRandom(seed: 12345)
        let values = (0..<suggestCount).map { _ in random.uniform(800, 1200) }
        var perSuggest: [Double] = [], registers: [Double] = [], walls: [Double] = []
        var solver = Solver()
        for _ in 0..<runs {
            let wall = try seconds {
                let layout = Layout.chain(n)
                solver = Solver()
                let cw = layout.containerWidth
                try solver.add(layout.constraints)
                try solver.addEditVariable(cw, strength: .weak)
                try solver.suggestValue(cw, 1000)
                solver.updateVariables()
                registers.append(try seconds {
                    try solver.removeEditVariable(cw)
                    try solver.addEditVariable(cw, strength: .strong)
                    solver.updateVariables()
                })
                perSuggest.append(try seconds {
                    for value in values {
                        try solver.suggestValue(cw, value)
                        solver.updateVariables()
                    }
                } / Double(values.count))
                try check(layout.views[n - 1].width.value, 44, "last width")
            }
            walls.append(wall)
        }
        let updateOnly = seconds { for _ in 0..<20 { solver.updateVariables() } } / 20
        return [("suggests", .int(values.count)), ("runs", .int(runs)),
                ("per_suggest_median_s", .number(median(perSuggest))), ("per_suggest_min_s", .number(perSuggest.min()!)),
                ("register_median_s", .number(median(registers))), ("update_variables_only_s", .number(updateOnly)),
                ("wall_per_run_s", .number(median(walls)))]
    }

    private func resizeFill(_ n: Int, _ runs: Int) throws -> Cell {
        var random = PythonRandom(seed: 12345)
        let values = (0..<suggestCount).map { _ in random.uniform(60 * Double(n), 100 * Double(n)) }
        var perSuggest: [Double] = [], builds: [Double] = [], walls: [Double] = []
        for _ in 0..<runs {
            let wall = try seconds {
                let layout = Layout.fill(n)
                let solver = Solver()
                let cw = layout.containerWidth
                builds.append(try seconds {
                    try solver.addEditVariable(cw, strength: .strong)
                    try solver.suggestValue(cw, 130 * Double(n))
                    try solver.add(layout.constraints)
                    solver.updateVariables()
                })
                try check(layout.views[n - 1].width.value, 100, "last width")
                perSuggest.append(try seconds {
                    for value in values {
                        try solver.suggestValue(cw, value)
                        solver.updateVariables()
                    }
                } / Double(values.count))
                let expected = (values[values.count - 1] - 8 * Double(n - 1)) / Double(n)
                try check(layout.views[n / 2].width.value, expected, "middle width", relative: true)
            }
            walls.append(wall)
        }
        return [("suggests", .int(values.count)), ("runs", .int(runs)),
                ("per_suggest_median_s", .number(median(perSuggest))), ("per_suggest_min_s", .number(perSuggest.min()!)),
                ("build_median_s", .number(median(builds))), ("wall_per_run_s", .number(median(walls)))]
    }

    private func grid(_ n: Int, _ runs: Int, tied: Bool) throws -> Cell {
        var times: [Double] = [], constructs: [Double] = [], walls: [Double] = []
        var layout = Layout()
        for _ in 0..<runs {
            let wall = try seconds {
                constructs.append(seconds { layout = Layout.grid(n, tiedHeights: tied) })
                let solver = Solver()
                times.append(try seconds {
                    try solver.add(layout.constraints)
                    solver.updateVariables()
                })
                let last = layout.views[n - 1]
                try check(last.width.value, 100, "last width")
                try check(last.height.value, 60, "last height")
            }
            walls.append(wall)
        }
        return [("constraints", .int(layout.constraints.count)), ("variables", .int(4 * n + 1)),
                ("cols", .int(Layout.gridColumns(n))), ("runs", .int(runs)),
                ("median_s", .number(median(times))), ("min_s", .number(times.min()!)),
                ("construct_median_s", .number(median(constructs))), ("wall_per_run_s", .number(median(walls)))]
    }
}
