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

    /// Fails the calling test where `rule` finds anything on any iPhone or iPad, in either
    /// orientation, or in an iPad split.
    static func assertClean(_ rule: String, file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertEqual(try RuleHarness.findingsEverywhere(rule, RuleHarness.document(elements)), [], file: file, line: line)
        let iPad = RuleHarness.document(platform: "iPadOS", elements)
        XCTAssertEqual(try RuleHarness.findingsEverywhere(rule, iPad), [], file: file, line: line)
        for split in [Split.twoThirds, .oneThird, .slideOver] {
            XCTAssertEqual(try RuleHarness.findings(rule, iPad, device: "ipad-pro-12-9", orientation: .landscape, split: split), [],
                           "\(split)", file: file, line: line)
        }
    }
}
