import XCTest
import Foundation
@testable import InsetCore

final class ZZDebugRulesBTests: XCTestCase {
    static let mine: Set<String> = ["background-bleed", "list-to-bottom", "readable-width", "orientation-support",
                                    "keyboard-overlap", "text-truncation", "rtl-mirroring", "split-overflow"]

    func dump(_ json: String, label: String) throws {
        let doc = try RuleHarness.load(json)
        let checker = Checker(engine: LayoutEngine(measurer: RuleHarness.measurer))
        var counts: [String: Int] = [:]
        var samples: [String: String] = [:]
        for size in [TextSize.large, .AX3] {
            for rtl in [LayoutDirection.ltr, .rtl] {
                for keyboard in [false, true] {
                    let q = EnvironmentQuery(orientation: .all, split: .all, textSize: size, layoutDirection: rtl, keyboard: keyboard)
                    let envs = try q.environments(for: doc, in: RuleHarness.catalog)
                    for f in checker.check(doc, in: envs) where Self.mine.contains(f.rule) {
                        let key = "\(f.rule) \(f.elements) size=\(size.rawValue) rtl=\(rtl.rawValue) kb=\(keyboard)"
                        counts[key, default: 0] += 1
                        if samples[key] == nil { samples[key] = "\(f.environment.label): \(f.message) fix=\(f.fix?.summary ?? "-")" }
                    }
                }
            }
        }
        print("=== \(label)")
        for k in counts.keys.sorted() { print("  \(counts[k]!)x \(k)\n     e.g. \(samples[k]!)") }
    }

    func testExamples() throws {
        let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../data/examples").standardized
        for name in try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() {
            let json = try String(contentsOf: dir.appendingPathComponent(name), encoding: .utf8)
            try dump(json, label: name)
        }
    }
}
