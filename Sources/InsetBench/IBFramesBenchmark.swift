import Foundation
import InsetCore
import InsetText

/// `inset-bench ib-frames [--verbose] [--text] [--pin-text] [--tolerance PT] FILE...`: lays each storyboard and xib out on its
/// authored device and compares every view's frame with the one Xcode recorded (`FrameComparison`), per file and in all.
///
/// `--pin-text` gives each view sized by its text the size Xcode recorded for it, as if Inter
/// measured as SF Pro does: the views that then match, and not before, miss only through font
/// metrics (a row below a label a point shorter), and those that still miss are the layout's own.
enum IBFramesBenchmark {
    static func run(arguments: [String]) throws {
        var verbose = false, text = false, pinText = false, dumpText = false, tolerance = 1.0
        var paths: [String] = []
        var rest = arguments[...]
        while let a = rest.popFirst() {
            if a == "--verbose" { verbose = true } else if a == "--text" { text = true }
            else if a == "--pin-text" { pinText = true }
            else if a == "--dump-text" { dumpText = true }
            else if a == "--tolerance", let t = rest.popFirst().flatMap(Double.init) { tolerance = t }
            else { paths.append(a) }
        }
        let catalog = try DeviceCatalog.bundled()
        let engine = LayoutEngine(measurer: PangoTextMeasurer())
        var total = FrameComparison()
        var unreadable = 0, noDevice = 0
        for path in paths {
            let file: LayoutFile
            do { file = try LayoutFile.load(from: URL(fileURLWithPath: path)) } catch {
                unreadable += 1
                print("\(path): can't be read: \(error.problems.first?.description ?? "")")
                continue
            }
            var fileTotal = FrameComparison()
            for var screen in file.screens {
                if pinText { screen.document.elements = pinned(screen.document.elements, screen.recordedFrames) }
                var query = EnvironmentQuery(devices: ["authored"])
                query.orientation = .fileDefault
                guard let env = try? query.environments(for: screen, in: catalog).first else { noDevice += 1; continue }
                let layout = engine.solve(screen.document, in: env)
                let canvas = screen.canvasDocument.map { engine.solve($0, in: env) }
                let c = FrameComparison.compare(screen, layout, canvas: canvas, tolerance: tolerance)
                fileTotal.add(c)
                if dumpText { dump(screen, layout, env) }
                if verbose { for m in c.mismatches { print("  \(screen.name): \(m)") } }
                if text { for m in c.textMismatches { print("  text \(screen.name): \(m)") } }
            }
            total.add(fileTotal)
            print("\(path): \(fileTotal.matched)/\(fileTotal.compared) views, \(fileTotal.textMatched)/\(fileTotal.textCompared) sized by text, \(fileTotal.skipped) skipped")
        }
        let rate = total.compared == 0 ? 0 : Double(total.matched) / Double(total.compared) * 100
        let textRate = total.textCompared == 0 ? 0 : Double(total.textMatched) / Double(total.textCompared) * 100
        if pinText { print("(views sized by their text given the sizes Xcode recorded for them)") }
        print(String(format: "all: %d/%d views within 1 pt (%.1f%%); sized by text %d/%d (%.1f%%); %d skipped (misplaced, ambiguous, placed by placeholder constraints, or hidden); %d files unreadable; %d screens without a known device; %d screens recorded at another width",
                     total.matched, total.compared, rate, total.textMatched, total.textCompared, textRate, total.skipped, unreadable, noDevice, total.otherCanvas))
    }

    /// Each text's intrinsic size set to the one Xcode recorded, where Xcode's frame is current.
    private static func pinned(_ elements: [Element], _ recorded: [String: RecordedFrame]) -> [Element] {
        elements.map { element in
            var e = element
            e.children = pinned(e.children, recorded)
            guard let r = recorded[e.id], r.sizedByText, !r.misplaced, !r.ambiguous else { return e }
            var traits = e.traits ?? LayoutTraits()
            traits.intrinsicWidth = .points(r.frame.width)
            traits.intrinsicHeight = .points(r.frame.height)
            e.traits = traits
            return e
        }
    }

    /// One tab-separated line per label in the system font, for fitting text widths to Xcode's:
    /// weight, size, pixel scale, Xcode's width and height, Inset's frame width, its text's
    /// width and height, the text.
    private static func dump(_ screen: LayoutScreen, _ layout: SolvedLayout, _ env: Environment) {
        for e in layout.elements where e.role == .text {
            guard let r = screen.recordedFrames[e.id], r.sizedByText, !r.misplaced, !r.ambiguous,
                  let written = screen.document.element(id: e.id), written.traits?.fontFile == nil,
                  let text = e.text, let size = e.fontSize, let t = e.textSize else { continue }
            let font = written.traits?.fontMetrics.map { "\($0.ascent)" } ?? "system"
            let fields = [font, "\(written.traits?.fontWeight ?? 400)", "\(size)", "\(env.device.scale)", "\(r.frame.width)", "\(r.frame.height)",
                          "\(e.frame.width)", "\(t.width)", "\(t.height)", text.replacingOccurrences(of: "\t", with: " ").replacingOccurrences(of: "\n", with: "\\n")]
            print("TEXT\t" + fields.joined(separator: "\t"))
        }
    }
}
