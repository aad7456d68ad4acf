import XCTest
@testable import InsetCore

/// A screen made as the guidelines ask (bars placed as UIKit places them, content in the safe area
/// and margins, 44 pt controls): every iPhone and iPad rule must find nothing in it, anywhere.
enum WellMadeTouchScreen {
    static let elements = """
        { "id": "bg", "role": "background",
          "constraints": ["left == screen.left", "right == screen.right", "top == screen.top", "bottom == screen.bottom"] },
        { "id": "nav", "role": "navigationBar", "text": "Notifications",
          "constraints": ["left == screen.left", "right == screen.right", "top == safeArea.top", "height == 44"],
          "children": [
            { "id": "back", "role": "button", "symbol": "chevron.left",
              "constraints": ["leading == margins.leading", "centerY == parent.centerY", "width == 44", "height == 44"] },
            { "id": "edit", "role": "button", "text": "Edit",
              "constraints": ["trailing == margins.trailing", "centerY == parent.centerY", "height == 44"] } ] },
        { "id": "title", "role": "text", "text": "Alerts", "fontSize": 28,
          "constraints": ["leading == margins.leading", "trailing <= margins.trailing", "top == safeArea.top + 16"] },
        { "id": "rows", "role": "list",
          "constraints": ["left == screen.left", "right == screen.right", "top == title.bottom + 16", "bottom == screen.bottom"],
          "children": [
            { "id": "sounds-label", "role": "text", "text": "Sounds",
              "constraints": ["leading == margins.leading", "top == parent.top + 12"] },
            { "id": "sounds", "role": "switch",
              "constraints": ["trailing == margins.trailing", "centerY == sounds-label.centerY"] },
            { "id": "badges-label", "role": "text", "text": "Badges",
              "constraints": ["leading == margins.leading", "top == sounds-label.bottom + 24"] },
            { "id": "badges", "role": "switch",
              "constraints": ["trailing == margins.trailing", "centerY == badges-label.centerY"] } ] },
        { "id": "tabs", "role": "tabBar",
          "constraints": ["left == screen.left", "right == screen.right", "bottom == screen.bottom", "top == safeArea.bottom - 49"],
          "children": [
            { "id": "tab-home", "role": "button", "symbol": "house",
              "constraints": ["leading == safeArea.leading", "top == parent.top", "width == 0.5 * safeArea.width", "height == 49"] },
            { "id": "tab-settings", "role": "button", "symbol": "gear",
              "constraints": ["leading == tab-home.trailing", "top == parent.top", "width == tab-home.width", "height == 49"] } ] },
        { "id": "save", "role": "button", "text": "Save",
          "constraints": ["leading == margins.leading", "trailing == margins.trailing", "bottom == safeArea.bottom - 8", "height == 50"] }
        """

    /// One device per kind of display: the tallest status bar, the Dynamic Island, notches of
    /// two widths, the smallest rounded corners, a Home button, the smallest screen; iPads with
    /// rounded corners and with a Home button, in every split.
    static let phones = ["iphone-16-pro-max", "iphone-14-pro", "iphone-14", "iphone-13-mini", "iphone-x",
                         "iphone-se-4-7-inch", "iphone-se-4-inch"]
    static let iPads = ["ipad-pro-12-9", "ipad-mini-8-3", "ipad-9-7"]

    /// Every iPhone and iPad rule's findings on it, in both orientations, every iPad split, and
    /// right to left: solved once for all the rule tests (a solve is slow enough to matter).
    static let findings = Result { () throws -> [Finding] in
        let checker = Checker(engine: LayoutEngine(measurer: RuleHarness.measurer),
                              registry: RuleRegistry(rules: RuleRegistry.touchRules))
        let sweeps = [
            ("iOS", EnvironmentQuery(devices: phones, orientation: .all)),
            ("iOS", EnvironmentQuery(devices: ["iphone-14-pro"], orientation: .all, layoutDirection: .rtl)),
            ("iPadOS", EnvironmentQuery(devices: iPads, orientation: .all, split: .all)),
            ("iPadOS", EnvironmentQuery(devices: ["ipad-mini-8-3"], orientation: .all, split: .all, layoutDirection: .rtl)),
        ]
        return try sweeps.flatMap { platform, query in
            let document = try RuleHarness.load(RuleHarness.document(platform: platform, elements))
            return checker.check(document, in: try query.environments(for: document, in: RuleHarness.catalog))
        }
    }

    /// Fails the calling test where `rule` finds anything in the well-made screen.
    static func assertClean(_ rule: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let found = try findings.get().filter { $0.rule == rule }
        XCTAssertEqual(found.map { "\($0.environment.label): \($0.message)" }, [], file: file, line: line)
    }
}
