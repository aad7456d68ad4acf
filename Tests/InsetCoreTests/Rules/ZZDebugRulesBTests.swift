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

    func testWellMade() throws {
        for platform in ["iOS", "iPadOS"] {
            let json = RuleHarness.document(platform: platform, """
                { "id": "bg", "role": "background",
                  "constraints": ["left == screen.left", "right == screen.right", "top == screen.top", "bottom == screen.bottom"] },
                { "id": "nav", "role": "navigationBar", "text": "Orders",
                  "constraints": ["leading == screen.leading", "trailing == screen.trailing", "top == safeArea.top", "height == 44"] },
                { "id": "search", "role": "searchField", "text": "Search",
                  "constraints": ["leading == margins.leading", "trailing == margins.trailing", "top == safeArea.top + 8"] },
                { "id": "rows", "role": "list",
                  "constraints": ["leading == screen.leading", "trailing == screen.trailing", "top == search.bottom + 8", "bottom == screen.bottom"],
                  "children": [
                    { "id": "row1", "role": "text", "text": "First order of the week, with a long description that wraps onto more lines", "fontSize": 17,
                      "constraints": ["leading == parent.leading + 16", "trailing == parent.trailing - 16", "top == parent.top + 12"] },
                    { "id": "icon", "role": "image", "constraints": ["leading == parent.leading + 16", "top == row1.bottom + 12", "width == 24", "height == 24"] },
                    { "id": "row2", "role": "text", "text": "Second", "fontSize": 17,
                      "constraints": ["leading == icon.trailing + 8", "trailing <= parent.trailing - 16", "centerY == icon.centerY"] } ] },
                { "id": "tabs", "role": "tabBar",
                  "constraints": ["leading == screen.leading", "trailing == screen.trailing", "bottom == screen.bottom"] },
                { "id": "buy", "role": "button", "text": "Buy", "fontSize": 17,
                  "constraints": ["leading == margins.leading", "trailing == margins.trailing", "bottom == safeArea.bottom - 8", "height >= 50"] }
                """)
            try dump(json, label: "well-made \(platform)")
        }
    }

    func testExamples() throws {
        let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../data/examples").standardized
        for name in ["checkout.inset.json", "photo-viewer.inset.json", "settings.inset.json"] {
            let json = try String(contentsOf: dir.appendingPathComponent(name), encoding: .utf8)
            try dump(json, label: name)
        }
    }
}
