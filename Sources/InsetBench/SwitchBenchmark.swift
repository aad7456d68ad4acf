import Foundation
import InsetCore
import InsetText

/// `inset-bench switch [--n N]`: what the app does on an N-element screen (the settings screen
/// of `check`), each against the time it has: a switch of device, orientation, text size or
/// split moves the shown layout along a `LayoutChain` and checks it (one 60 Hz frame, 16.7 ms);
/// an edit solves and checks the edited document afresh (one frame); the All Devices grid solves
/// and checks every device and split after an edit (half a second). Ratios above 1 miss.
/// Drawing is `inset-bench drag`'s to measure.
enum SwitchBenchmark {
    static let frame = 1.0 / 60

    static func run(arguments: [String]) throws {
        var n = 1000
        if let i = arguments.firstIndex(of: "--n"), i + 1 < arguments.count, let v = Int(arguments[i + 1]) { n = v }
        let catalog = try DeviceCatalog.bundled()
        let checker = Checker(engine: LayoutEngine(measurer: PangoTextMeasurer()))
        print("switch: a \(n)-element screen, release build; ratios to the time each has (above 1 misses)")

        let phone = CheckBenchmark.layout(elements: n, platform: .iOS)
        let phones = catalog.devices(for: .iOS)
        func env(_ device: Device, _ orientation: Orientation = .portrait, _ size: TextSize = .large,
                 _ split: Split = .full) -> Environment {
            Environment(device: device, orientation: orientation, split: split, textSize: size,
                        layoutDirection: .ltr, keyboard: false, statusBar: true, widgetFamily: nil)
        }
        var steps: [(kind: String, env: Environment)] = []
        for (i, device) in phones.enumerated() {
            steps.append(("device", env(device)))
            steps.append(("orientation", env(device, .landscape)))
            steps.append(("orientation", env(device)))
            if i % 6 == 0 {
                for size in [TextSize.xxxLarge, .AX3, .large] { steps.append(("text size", env(device, .portrait, size))) }
            }
        }
        // The app measures an opened file's texts at every text size in the background
        // (`TextSizeWarmup`); the switches are timed once that is done, and the first switches to
        // sizes not yet measured, as right after opening, on a measurer of their own.
        let cold = try switches(phone, steps, Checker(engine: LayoutEngine(measurer: PangoTextMeasurer())))
            .filter { $0.kind == "text size" }.map(\.seconds)
        TextSizeWarmup.warm(phone, like: steps[0].env, engine: checker.engine)
        report(try switches(phone, steps, checker))
        print(String(format: "  text size switch before the background warmup ends: worst %.2f frames", cold.max()! / frame))

        let pad = CheckBenchmark.layout(elements: n, platform: .iPadOS)
        var padSteps: [(kind: String, env: Environment)] = []
        for device in catalog.devices(for: .iPadOS).prefix(4) {
            padSteps.append(("device", env(device, .landscape)))
            for split in device.splits where split.width[.landscape] != nil {
                padSteps.append(("split", env(device, .landscape, .large, split.mode)))
            }
        }
        report(try switches(pad, padSteps, checker))

        // An edit: one row's spacing changes, moved from the layout shown before it (as the app
        // does), and the All Devices grid solved afresh.
        var edited = phone
        let row = n / 4 - 1
        edited.elements[2].children[2 * row].constraints = ["leading == margins.leading", "top == label-\(row - 1).bottom + 24"]
        var edits: [Double] = []
        var grids: [Double] = []
        let grid = try EnvironmentQuery(orientation: .only(.portrait), split: .all).environments(for: edited, in: catalog)
        let shown = LayoutChain(engine: checker.engine, document: phone)
        _ = checker.solveAndCheck(in: env(phones[0]), along: shown)
        for round in 0..<6 {
            let document = round % 2 == 0 ? edited : phone
            edits.append(seconds { _ = checker.solveAndCheck(document, in: env(phones[0]), along: shown) })
            grids.append(seconds { checker.solveAndCheck(document, in: grid) { _, _, _ in } })
        }
        print(String(format: "  edit, solved and checked: %.1f ms, %.2f frames", median(edits) * 1000, median(edits) / frame))
        print(String(format: "  All Devices grid after an edit (%d environments): %.0f ms, %.2f of half a second",
                     grid.count, median(grids) * 1000, median(grids) / 0.5))
    }

    /// Medians and worst by kind of switch, in ms and frames.
    static func report(_ times: [(kind: String, seconds: Double)]) {
        for kind in ["device", "orientation", "text size", "split"] {
            let t = times.filter { $0.kind == kind }.map(\.seconds)
            guard !t.isEmpty else { continue }
            print(String(format: "  %@ switch (%d): median %.2f ms, %.2f frames; worst %.2f frames",
                         kind, t.count, median(t) * 1000, median(t) / frame, t.max()! / frame))
        }
    }

    /// Each step timed as the app takes it, after the first layout (the file's opening) untimed.
    static func switches(_ document: LayoutDocument, _ steps: [(kind: String, env: Environment)],
                         _ checker: Checker) throws -> [(kind: String, seconds: Double)] {
        let chain = LayoutChain(engine: checker.engine, document: document)
        _ = checker.solveAndCheck(in: steps[0].env, along: chain)
        return steps.dropFirst().map { step in
            (step.kind, seconds { _ = checker.solveAndCheck(in: step.env, along: chain) })
        }
    }
}
