// inset-bench solver [--workload W] [--n N] [--repeat K]: kiwi_bench.py's solver workloads on
// Inset's Cassowary, one JSON line per (workload, N) cell on stdout, progress on stderr.
// inset-bench check [--n N]: layout and rules on a generated screen (CheckBenchmark).
// inset-bench ib-frames [--verbose] [--text] [--tolerance PT] FILE...: Interface Builder files laid out on their authored device,
// each view's frame against the one Xcode recorded (IBFramesBenchmark).
// inset-bench import [--scenes S] [--views V]: a storyboard of S scenes read and laid out on every iPhone
// and iPad environment, as a ratio to the same screens as inset/1 files (ImportBenchmark).
// inset-bench workloads DIR: the files scripts/bench-check.py runs `inset check` on (WorkloadFiles).
// inset-bench switch [--n N]: the app's switches of environment, edits and All Devices grid on an
// N-element screen, against a 60 Hz frame and half a second (SwitchBenchmark).
// inset-bench drag [--rows R] [--steps K] [--scale S] [--png DIR]: drag starts, steps and redraws on a long
// screen, the redraws onto window-sized viewports and the whole canvas (DragFrameBenchmark).
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let usage = "usage: inset-bench check [--n N] | inset-bench workloads DIR | inset-bench switch [--n N] | inset-bench import [--scenes S] [--views V] | inset-bench ib-frames [--verbose] [--text] [--tolerance PT] FILE... | inset-bench ib-dump FILE... | inset-bench drag [--rows R] [--steps K] [--reference-steps K] [--scale S] [--png DIR] | inset-bench solver [--workload \(Workload.allCases.map(\.rawValue).joined(separator: "|"))] [--n N] [--repeat K]\n"

func fail(_ message: String) -> Never {
    fputs(message, stderr)
    exit(2)
}

var arguments = Array(CommandLine.arguments.dropFirst())
// Every subcommand but the solver's, which runs below.
let subcommands: [String: ([String]) throws -> Void] = [
    "check": CheckBenchmark.run,
    "ib-frames": IBFramesBenchmark.run,
    "import": ImportBenchmark.run,
    "ib-dump": IBDump.run,
    "drag": DragFrameBenchmark.run,
    "workloads": WorkloadFiles.run,
    "switch": SwitchBenchmark.run,
]
if let name = arguments.first, let run = subcommands[name] {
    do { try run(Array(arguments.dropFirst())) } catch { fail("\(error)\n") }
    exit(0)
}
guard arguments.first == "solver" else { fail(usage) }
arguments.removeFirst()
var workloads = Workload.allCases
var sizes: [Int]?
var repeatCount: Int?
while !arguments.isEmpty {
    let flag = arguments.removeFirst()
    guard !arguments.isEmpty else { fail(usage) }
    let value = arguments.removeFirst()
    switch flag {
    case "--workload":
        guard let workload = Workload(rawValue: value) else { fail("unknown workload \(value)\n" + usage) }
        workloads = [workload]
    case "--n":
        guard let n = Int(value), n >= 1 else { fail("--n needs a positive number of views\n" + usage) }
        sizes = [n]
    case "--repeat":
        guard let k = Int(value), k >= 1 else { fail("--repeat needs a positive count\n" + usage) }
        repeatCount = k
    default:
        fail(usage)
    }
}

var failed = false
for workload in workloads {
    var walls: [Int: Double] = [:]
    for n in sizes ?? workload.sizes {
        // kiwi_bench.py's estimate for N=10000 from the N=100 -> 1000 growth decides its run count.
        var estimate: Double?
        if n == 10000, let small = walls[100], let large = walls[1000] { estimate = large * max(large / small, 10) }
        let runs = repeatCount ?? workload.runs(n: n, estimate: estimate)
        var cell: Cell = []
        let wall = seconds {
            do {
                cell = try workload.run(n: n, runs: runs)
            } catch {
                cell = [("error", .string("\(error)"))]
                failed = true
            }
        }
        if case .number(let perRun)? = cell.first(where: { $0.key == "wall_per_run_s" })?.value { walls[n] = perRun }
        cell += [("workload", .string(workload.rawValue)), ("N", .int(n)), ("cell_wall_s", .number((wall * 1000).rounded() / 1000))]
        print(jsonLine(cell))
        fflush(stdout)
        fputs("\(workload.rawValue) N=\(n) \((wall * 10).rounded() / 10) s wall\n", stderr)
    }
}
exit(failed ? 1 : 0)
