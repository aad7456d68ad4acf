import XCTest
@testable import InsetCore

final class SensorHousingOverlapTests: XCTestCase {
    private let rule = "sensor-housing"

    private let clock = RuleHarness.document("""
        { "id": "clock", "role": "text", "text": "09:41", "fontSize": 17,
          "constraints": ["centerX == screen.centerX", "top == screen.top + 20"] }
        """)

    func testTextUnderTheDynamicIslandFiresAndMovingItDownClearsIt() throws {
        let findings = try RuleHarness.findings(rule, clock)
        XCTAssertEqual(findings.count, 1)
        let finding = try XCTUnwrap(findings.first)
        XCTAssertEqual(finding.rule, rule)
        XCTAssertEqual(finding.severity, .error)
        XCTAssertEqual(finding.elements, ["clock"])
        XCTAssertTrue(finding.message.hasPrefix("\"clock\" is "), finding.message)
        XCTAssertTrue(finding.message.hasSuffix(" pt under the Dynamic Island; keep it inside the safe area"), finding.message)
        // The island spans y 11…48 on iPhone 14 Pro; the text starts at 20.
        XCTAssertEqual(finding.rect.minY, 20, accuracy: 0.01)
        let fix = try XCTUnwrap(finding.fix)
        XCTAssertEqual(fix.summary, "pin top == safeArea.top + 8")
        XCTAssertEqual(try RuleHarness.findingsEverywhere(rule, RuleHarness.applying(fix, to: clock)), [])
    }

    func testNotchIsNamed() throws {
        let finding = try XCTUnwrap(RuleHarness.findings(rule, clock, device: "iphone-14").first)
        XCTAssertTrue(finding.message.contains("under the notch"), finding.message)
    }

    func testLandscapeHousingSitsOnTheLeft() throws {
        let json = RuleHarness.document("""
            { "id": "badge", "role": "view",
              "constraints": ["left == screen.left + 20", "centerY == screen.centerY", "width == 30", "height == 30"] }
            """)
        XCTAssertEqual(try RuleHarness.findings(rule, json), [])
        let finding = try XCTUnwrap(RuleHarness.findings(rule, json, orientation: .landscape).first)
        // Rotated island: x 11…48, y 133.5…259.5; the badge covers x 20…50, y 181.5…211.5.
        XCTAssertEqual(finding.message, "\"badge\" is 28 × 30 pt under the Dynamic Island; keep it inside the safe area")
        let fix = try XCTUnwrap(finding.fix)
        XCTAssertEqual(fix.edits, [.removeConstraint(index: 0), .setConstraint(attribute: .leading, constraint: "leading == margins.leading")])
        XCTAssertEqual(try RuleHarness.findings(rule, RuleHarness.applying(fix, to: json), orientation: .landscape), [])
    }

    func testBackdropsRunUnderTheHousing() throws {
        let json = RuleHarness.document("""
            { "id": "bg", "role": "background",
              "constraints": ["left == screen.left", "right == screen.right", "top == screen.top", "bottom == screen.bottom"] },
            { "id": "photo", "role": "image",
              "constraints": ["left == screen.left", "right == screen.right", "top == screen.top", "height == 300"] },
            { "id": "nav", "role": "navigationBar", "text": "Photos",
              "constraints": ["left == screen.left", "right == screen.right", "top == screen.top", "bottom == safeArea.top + 44"] },
            { "id": "grid", "role": "list",
              "constraints": ["left == screen.left", "right == screen.right", "top == screen.top", "bottom == screen.bottom"] }
            """)
        XCTAssertEqual(try RuleHarness.findingsEverywhere(rule, json), [])
    }

    func testPhonesWithoutAHousingAreClear() throws {
        XCTAssertEqual(try RuleHarness.findings(rule, clock, device: "iphone-se-4-7-inch"), [])
    }

    func testWellMadeScreenIsCleanEverywhere() throws {
        try WellMadeTouchScreen.assertClean(rule)
    }
}
