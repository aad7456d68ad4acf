import XCTest
@testable import InsetCore

final class FullWidthButtonTests: XCTestCase {
    private let rule = "full-width-button"

    private let share = RuleHarness.document("""
        { "id": "share", "role": "button", "text": "Share",
          "constraints": ["leading == screen.leading", "trailing == screen.trailing", "bottom == safeArea.bottom - 8", "height == 50"] }
        """)

    func testEdgeToEdgeButtonFiresAndPinningItToTheMarginsClearsIt() throws {
        let findings = try RuleHarness.findings(rule, share)
        XCTAssertEqual(findings.count, 1)
        let finding = try XCTUnwrap(findings.first)
        XCTAssertEqual(finding.rule, rule)
        XCTAssertEqual(finding.severity, .warning)
        XCTAssertEqual(finding.elements, ["share"])
        XCTAssertEqual(finding.message, "\"share\" spans the 393 pt screen edge to edge; inset it to the layout margins, 16 and 16 pt in")
        let fix = try XCTUnwrap(finding.fix)
        XCTAssertEqual(fix.edits, [.removeConstraint(index: 1), .removeConstraint(index: 0),
                                   .setConstraint(attribute: .leading, constraint: "leading == margins.leading"),
                                   .setConstraint(attribute: .trailing, constraint: "trailing == margins.trailing")])
        let fixed = try RuleHarness.applying(fix, to: share)
        XCTAssertEqual(try RuleHarness.findingsEverywhere(rule, fixed), [])
        XCTAssertEqual(try RuleHarness.findings("unsatisfiable-layout", fixed), [])
    }

    func testButtonPinnedToTheSafeAreaInLandscapeIgnoresTheMargins() throws {
        let json = RuleHarness.document("""
            { "id": "go", "role": "button", "text": "Continue",
              "constraints": ["leading == safeArea.leading", "trailing == safeArea.trailing", "bottom == safeArea.bottom - 8", "height == 50"] }
            """)
        let finding = try XCTUnwrap(RuleHarness.findings(rule, json, orientation: .landscape).first)
        XCTAssertEqual(finding.message, "\"go\" extends 16 pt past the left margin and 16 pt past the right margin; inset it to the layout margins, 75 and 75 pt in")
    }

    func testButtonsInsideTheMarginsAreFineEverywhere() throws {
        let json = RuleHarness.document("""
            { "id": "buy", "role": "button", "text": "Buy",
              "constraints": ["leading == margins.leading", "trailing == margins.trailing", "bottom == safeArea.bottom - 8", "height == 50"] },
            { "id": "later", "role": "button", "text": "Later",
              "constraints": ["trailing == margins.trailing", "width == 240", "bottom == buy.top - 8", "height == 44"] }
            """)
        XCTAssertEqual(try RuleHarness.findingsEverywhere(rule, json), [])
    }

    func testListRowsSpanTheirList() throws {
        let json = RuleHarness.document("""
            { "id": "rows", "role": "list",
              "constraints": ["left == screen.left", "right == screen.right", "top == safeArea.top", "bottom == screen.bottom"],
              "children": [
                { "id": "sign-out", "role": "button", "text": "Sign Out",
                  "constraints": ["left == parent.left", "right == parent.right", "top == parent.top", "height == 44"] } ] }
            """)
        XCTAssertEqual(try RuleHarness.findings(rule, json), [])
    }

    func testFramePlacedButtonIsMovedToTheMargins() throws {
        let json = RuleHarness.document("""
            { "id": "join", "role": "button", "text": "Join", "frame": [0, 700, 393, 50] }
            """)
        let finding = try XCTUnwrap(RuleHarness.findings(rule, json).first)
        let fix = try XCTUnwrap(finding.fix)
        XCTAssertEqual(fix.edits, [.setFrame(Rect(x: 16, y: 700, width: 361, height: 50))])
        XCTAssertEqual(try RuleHarness.findings(rule, RuleHarness.applying(fix, to: json)), [])
    }

    func testWellMadeScreenIsCleanEverywhere() throws {
        try WellMadeTouchScreen.assertClean(rule)
    }

    /// Storyboard buttons spanning the 414 pt screen at different heights: one titled, one with a
    /// background colour, one configured plain whose stale `<state>` title Xcode doesn't draw,
    /// one with nothing at all (the tap area over a card), an info button, a title of two lines
    /// and a configuration's subtitle. Only those that look like buttons are asked to respect the
    /// margins.
    func testAButtonThatDrawsNothingNeedNotRespectTheMargins() throws {
        func button(_ id: String, y: Double, _ body: String) -> String {
            """
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0.0" y="\(y)" width="414" height="50"/>
                \(body)
            </button>
            """
        }
        let views = button("titled", y: 100, #"<state key="normal" title="Continue"/>"#)
            + button("coloured", y: 200, #"<color key="backgroundColor" systemColor="systemBlueColor"/>"#)
            + button("configured", y: 300, #"<state key="normal" title="Button"/><buttonConfiguration key="configuration" style="plain"/>"#)
            + button("area", y: 400, #"<color key="backgroundColor" white="0.0" alpha="0.0" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#)
            + button("info", y: 500, "").replacingOccurrences(of: #"buttonType="system""#, with: #"buttonType="infoLight""#)
            + button("twoLines", y: 600, #"<state key="normal"><string key="title">Terms&#10;apply</string></state>"#)
            + button("subtitled", y: 700, #"<buttonConfiguration key="configuration" style="plain" subtitle="Free"/>"#)
        let pins = [("titled", 100.0), ("coloured", 200), ("configured", 300), ("area", 400), ("info", 500),
                    ("twoLines", 600), ("subtitled", 700)].map { id, y in
            IBHarness.constraint("firstItem=\"\(id)\" firstAttribute=\"leading\" secondItem=\"root\" secondAttribute=\"leading\"")
                + IBHarness.constraint("firstAttribute=\"trailing\" secondItem=\"\(id)\" secondAttribute=\"trailing\"")
                + IBHarness.constraint("firstItem=\"\(id)\" firstAttribute=\"top\" secondItem=\"root\" secondAttribute=\"top\" constant=\"\(y)\"")
                + IBHarness.constraint("firstItem=\"\(id)\" firstAttribute=\"height\" constant=\"50\"")
        }
        let xml = IBHarness.storyboard(IBHarness.scene(subviews: views, constraints: pins.joined()))
        XCTAssertEqual(try IBHarness.findings(xml, rule: "full-width-button").map(\.elements),
                       [["titled"], ["coloured"], ["info"], ["twoLines"], ["subtitled"]],
                       "an info button draws the system's glyph, a title with a line break is written as a child")
    }
}
