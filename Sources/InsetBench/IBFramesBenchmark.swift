import Foundation
import InsetCore
import InsetText

/// `inset-bench ib-frames [--verbose] [--text] [--tolerance PT] FILE...`: lays each storyboard and xib out on its authored device and
/// compares every view's frame with the one Xcode recorded (`FrameComparison`), per file and in all.
enum IBFramesBenchmark {
    static func run(arguments: [String]) throws {
        var verbose = false, text = false, tolerance = 1.0
        var paths: [String] = []
        var rest = arguments[...]
        while let a = rest.popFirst() {
            if a == "--verbose" { verbose = true } else if a == "--text" { text = true }
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
            for screen in file.screens {
                var query = EnvironmentQuery(devices: ["authored"])
                query.orientation = .fileDefault
                guard let env = try? query.environments(for: screen, in: catalog).first else { noDevice += 1; continue }
                let layout = engine.solve(screen.document, in: env)
                let c = FrameComparison.compare(screen, layout, tolerance: tolerance)
                fileTotal.add(c)
                if verbose { for m in c.mismatches { print("  \(screen.name): \(m)") } }
                if text { for m in c.textMismatches { print("  text \(screen.name): \(m)") } }
            }
            total.add(fileTotal)
            print("\(path): \(fileTotal.matched)/\(fileTotal.compared) views, \(fileTotal.textMatched)/\(fileTotal.textCompared) sized by text, \(fileTotal.skipped) skipped")
        }
        let rate = total.compared == 0 ? 0 : Double(total.matched) / Double(total.compared) * 100
        let textRate = total.textCompared == 0 ? 0 : Double(total.textMatched) / Double(total.textCompared) * 100
        print(String(format: "all: %d/%d views within 1 pt (%.1f%%); sized by text %d/%d (%.1f%%); %d skipped (misplaced, ambiguous, placed by placeholder constraints, or hidden); %d files unreadable; %d screens without a known device; %d screens recorded at another width",
                     total.matched, total.compared, rate, total.textMatched, total.textCompared, textRate, total.skipped, unreadable, noDevice, total.otherCanvas))
    }
}
