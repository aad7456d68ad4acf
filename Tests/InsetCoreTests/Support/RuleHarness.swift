import Foundation
import InsetText
import XCTest
@testable import InsetCore

/// Lays tiny inline layouts out on real catalog devices, for rule tests.
enum RuleHarness {
    static let catalog: DeviceCatalog = try! DeviceCatalog.bundled()
    static let measurer = PangoTextMeasurer()

    /// A 100 pt row that can't hold its views: a header holding an 80 pt avatar, above a 50 pt
    /// button (as an element of `document`'s array).
    static let rowThatCantHoldItsViews = """
        { "id": "row", "role": "view", "constraints": ["leading == screen.leading", "trailing == screen.trailing", "top == safeArea.top", "height == 100"],
          "children": [
            { "id": "header", "role": "view", "constraints": ["leading == row.leading", "trailing == row.trailing", "top == row.top"],
              "children": [
                { "id": "avatar", "role": "image", "constraints": ["leading == header.leading", "top == header.top", "bottom == header.bottom", "width == 80", "height == 80"] }
              ] },
            { "id": "button", "role": "button", "constraints": ["leading == row.leading", "trailing == row.trailing", "top == header.bottom", "bottom == row.bottom", "height == 50"] }
          ] }
        """

    /// A whole file's JSON around an elements array.
    static func document(platform: String = "iOS", extra: String = "", _ elements: String) -> String {
        let more = extra.isEmpty ? "" : ",\n  \(extra)"
        return """
        {
          "format": "inset/1", "name": "Test", "platform": "\(platform)"\(more),
          "elements": [\(elements)]
        }
        """
    }

    static func load(_ json: String) throws -> LayoutDocument {
        try LayoutDocument.decode(data: Data(json.utf8), path: "test.inset.json")
    }

    static func environment(for document: LayoutDocument, device: String, orientation: Orientation,
                            split: Split, textSize: TextSize, rtl: Bool, keyboard: Bool) throws -> Environment {
        guard let d = catalog.lookup(device) else {
            throw LayoutDocument.FixError(description: "no device \(device) in the catalog")
        }
        return Environment(device: d, orientation: orientation, split: split, textSize: textSize,
                           layoutDirection: rtl ? .rtl : .ltr, keyboard: keyboard,
                           statusBar: document.showsStatusBar,
                           widgetFamily: document.platform == .widget ? document.widget?.family : nil)
    }

    static func solve(_ json: String, device: String = "iphone-14-pro", orientation: Orientation = .portrait,
                      split: Split = .full, textSize: TextSize = .large, rtl: Bool = false,
                      keyboard: Bool = false) throws -> SolvedLayout {
        let doc = try load(json)
        let env = try environment(for: doc, device: device, orientation: orientation, split: split,
                                  textSize: textSize, rtl: rtl, keyboard: keyboard)
        return LayoutEngine(measurer: measurer).solve(doc, in: env)
    }

    /// Findings of one rule for a layout given as JSON text, laid out on a catalog device.
    static func findings(_ ruleID: String, _ json: String, device: String = "iphone-14-pro",
                         orientation: Orientation = .portrait, split: Split = .full,
                         textSize: TextSize = .large, rtl: Bool = false, keyboard: Bool = false,
                         settings: RuleSettings = .defaults) throws -> [Finding] {
        let doc = try load(json)
        let env = try environment(for: doc, device: device, orientation: orientation, split: split,
                                  textSize: textSize, rtl: rtl, keyboard: keyboard)
        let checker = Checker(engine: LayoutEngine(measurer: measurer),
                              configuration: RuleConfiguration(rules: [ruleID: settings]))
        XCTAssertNotNil(checker.registry.rule(id: ruleID), "no rule \(ruleID) in the registry")
        return checker.check(doc, in: [env]).filter { $0.rule == ruleID }
    }

    /// Findings of one rule across every device of the file's platform, in both orientations.
    static func findingsEverywhere(_ ruleID: String, _ json: String) throws -> [Finding] {
        let doc = try load(json)
        let envs = try EnvironmentQuery(orientation: .all).environments(for: doc, in: catalog)
        let checker = Checker(engine: LayoutEngine(measurer: measurer))
        return checker.check(doc, in: envs).filter { $0.rule == ruleID }
    }

    /// Applies a finding's fix to the JSON layout and returns the new JSON.
    static func applying(_ fix: Fix, to json: String) throws -> String {
        let doc = try load(json).applying(fix)
        return String(decoding: try doc.encoded(), as: UTF8.self)
    }
}
