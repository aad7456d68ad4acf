import CPangoCairo
import Foundation
import InsetCore
import InsetRender
import InsetText

/// `inset-bench drag [--rows R] [--steps K] [--reference-steps K] [--scale S] [--png DIR]`: one drag
/// on `DragBenchmark.rowsLayout` (2 × R elements): the session's start, then each step three ways:
/// the full re-solve every step used to be (the reference), a live `DragSession` step, and the
/// canvas redrawn with the step's layout onto each `CanvasTarget` (window viewports and the whole
/// canvas). Prints medians and 95th percentiles, the live step as a ratio of the reference (measured
/// in the same run, since absolute times on a shared machine mean little), and a live step plus its
/// redraw as a share of a 60 Hz display's frame. `--png` writes the first step's frames, drawn with
/// every overlay, names, findings and a selection, for comparing drawings pixel by pixel.
enum DragFrameBenchmark {
    static let frameBudget = 1000.0 / 60
    static let usage = "usage: inset-bench drag [--rows R] [--steps K] [--reference-steps K] [--scale S] [--png DIR]\n"

    struct Figures {
        var median: Double
        var p95: Double

        init(_ ms: [Double]) {
            let sorted = ms.sorted()
            median = InsetBench.median(sorted)
            p95 = sorted[min(sorted.count - 1, Int((Double(sorted.count) * 0.95).rounded(.up)) - 1)]
        }
    }

    static func run(arguments: [String]) throws {
        var rows = 500, steps = 120, referenceSteps = 20
        // Device pixels per point: 2 as `inset render` writes PNGs and a HiDPI canvas at 100 %.
        var scale = 2.0
        var pngDirectory: String?
        var rest = arguments[...]
        while let flag = rest.popFirst() {
            if flag == "--png", let dir = rest.popFirst() { pngDirectory = dir; continue }
            guard let value = rest.popFirst().flatMap({ Double($0) }), value > 0 else { throw BenchUsage(usage) }
            switch flag {
            case "--rows": rows = Int(value)
            case "--steps": steps = Int(value)
            case "--reference-steps": referenceSteps = Int(value)
            case "--scale": scale = value
            default: throw BenchUsage(usage)
            }
        }
        let catalog = try DeviceCatalog.bundled()
        guard let device = catalog.lookup("iphone-16-pro") else { throw BenchUsage("no iphone-16-pro in the catalog") }
        let environment = Environment(device: device)
        let engine = LayoutEngine(measurer: PangoTextMeasurer())
        let document = DragBenchmark.rowsLayout(rows: rows)
        let id = "label\(rows / 2)"

        fputs("re-solving \(referenceSteps) steps (the reference)...\n", stderr)
        let full = try DragBenchmark.run(rows: rows, steps: referenceSteps, engine: engine,
                                         environment: environment, method: .resolve).map(milliseconds)

        fputs("solving and starting sessions, 5 of each...\n", stderr)
        func time(_ body: () throws -> Void) rethrows -> Double {
            let began = ContinuousClock.now
            try body()
            return milliseconds(ContinuousClock.now - began)
        }
        // Taken in turn, so a slow spell on a shared machine weighs on all three alike.
        var solved: SolvedLayout?
        var solves: [Double] = [], starts: [Double] = [], givenStarts: [Double] = []
        for _ in 0..<5 {
            solves.append(time { solved = engine.solve(document, in: environment) })
            starts.append(try time {
                _ = try DragSession(document: document, elementID: id, environment: environment, engine: engine)
            })
            givenStarts.append(try time {
                _ = try DragSession(document: document, elementID: id, environment: environment, engine: engine,
                                    start: solved)
            })
        }

        let first = CanvasDrawing(layout: solved!, findings: [], options: OverlayOptions())
        let targets = [CanvasTarget.scrolled(first, scale: scale), .fitted(first), .whole(first, scale: scale)]
        if let pngDirectory { writePNGs(of: solved!, document: document, engine: engine, to: targets, in: pngDirectory) }

        fputs("live steps and redraws, \(steps) of each...\n", stderr)
        var redraws = Array(repeating: [Double](), count: targets.count)
        let live = try DragBenchmark.run(rows: rows, steps: steps, engine: engine, environment: environment,
                                         method: .live) { layout in
            // The app makes a new drawing of each step's layout and draws it.
            for (i, target) in targets.enumerated() {
                redraws[i].append(time { target.draw(CanvasDrawing(layout: layout, findings: [], options: OverlayOptions())) })
            }
        }.map(milliseconds)

        let fullFigures = Figures(full), liveFigures = Figures(live)
        func row(_ name: String, _ f: Figures) {
            print("  " + name.padding(toLength: 72, withPad: " ", startingAt: 0)
                  + String(format: "median %8.2f ms   p95 %8.2f ms", f.median, f.p95))
        }
        print("drag on \(2 * rows) elements (\(rows) rows), \(device.name) portrait")
        row("full re-solve per step (reference, \(full.count) steps)", fullFigures)
        row("solve with the ambiguity pass (what a session start was)", Figures(solves))
        row("session start, once per drag", Figures(starts))
        row("session start given the layout on screen", Figures(givenStarts))
        row("live step (\(live.count) steps)", liveFigures)
        print(String(format: "  live / full re-solve: %.4f (median), %.4f (p95); %.0f× faster at the median",
                     liveFigures.median / fullFigures.median, liveFigures.p95 / fullFigures.p95,
                     fullFigures.median / liveFigures.median))
        print(String(format: "  session start / solve with ambiguity: %.2f; given the layout: %.2f (medians)",
                     Figures(starts).median / Figures(solves).median, Figures(givenStarts).median / Figures(solves).median))
        var line: [(key: String, value: JSONValue)] = [
            ("workload", .string("drag")), ("elements", .int(2 * rows)), ("scale", .number(scale)),
            ("full_median_ms", .number(fullFigures.median)), ("full_p95_ms", .number(fullFigures.p95)),
            ("solve_median_ms", .number(Figures(solves).median)),
            ("start_median_ms", .number(Figures(starts).median)),
            ("start_given_layout_median_ms", .number(Figures(givenStarts).median)),
            ("live_median_ms", .number(liveFigures.median)), ("live_p95_ms", .number(liveFigures.p95)),
            ("live_to_full_median", .number(liveFigures.median / fullFigures.median)),
        ]
        for (i, key) in ["viewport", "fitted", "canvas"].enumerated() {
            let target = targets[i], ms = redraws[i]
            let redraw = Figures(ms), frame = Figures(zip(live, ms).map(+))
            print("  \(target.name):")
            row("  canvas redraw per step", redraw)
            row("  live step + redraw", frame)
            print(String(format: "      (live + redraw) / 16.7 ms frame: %.2f (median), %.2f (p95); / full re-solve: %.3f (median)",
                         frame.median / frameBudget, frame.p95 / frameBudget, frame.median / fullFigures.median))
            line += [("\(key)_redraw_median_ms", .number(redraw.median)), ("\(key)_redraw_p95_ms", .number(redraw.p95)),
                     ("\(key)_frame_to_budget_median", .number(frame.median / frameBudget)),
                     ("\(key)_frame_to_budget_p95", .number(frame.p95 / frameBudget))]
        }
        print(jsonLine(line))
    }

    /// The start layout drawn on each target with everything on: every guide, names, outlines,
    /// findings and a selection on the display, as `viewport.png`, `fitted.png` and `canvas.png`.
    private static func writePNGs(of layout: SolvedLayout, document: LayoutDocument, engine: LayoutEngine,
                                  to targets: [CanvasTarget], in directory: String) {
        var options = OverlayOptions.all
        options.names = true
        options.selectedElementID = "label3"
        let findings = Checker(engine: engine).check(layout, document: document)
        let drawing = CanvasDrawing(layout: layout, findings: findings, options: options)
        for (target, name) in zip(targets, ["viewport", "fitted", "canvas"]) {
            target.draw(drawing)
            target.writePNG(to: "\(directory)/\(name).png")
        }
    }

    struct BenchUsage: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    private static func milliseconds(_ d: Duration) -> Double {
        Double(d.components.seconds) * 1e3 + Double(d.components.attoseconds) * 1e-15
    }
}
