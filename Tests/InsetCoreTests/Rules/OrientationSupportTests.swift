import XCTest
@testable import InsetCore

final class OrientationSupportTests: XCTestCase {
    private let elements = """
        { "id": "bg", "role": "background",
          "constraints": ["left == screen.left", "right == screen.right", "top == screen.top", "bottom == screen.bottom"] }
        """

    func testPortraitOnlyScreenFires() throws {
        let json = RuleHarness.document(extra: #""orientations": ["portrait"]"#, elements)
        let findings = try RuleHarness.findings("orientation-support", json)
        let finding = try XCTUnwrap(findings.first)
        XCTAssertEqual(findings.count, 1)
        XCTAssertEqual(finding.rule, "orientation-support")
        XCTAssertEqual(finding.severity, .info)
        XCTAssertEqual(finding.elements, [])
        XCTAssertEqual(finding.rect, ScreenGeometry(environment: finding.environment).bounds)
        XCTAssertTrue(finding.message.contains("\"Test\" supports 1 of 2 orientations (portrait); support landscape too"), finding.message)
        XCTAssertNil(finding.fix)
    }

    func testLandscapeOnlyIPadScreenFires() throws {
        let json = RuleHarness.document(platform: "iPadOS", extra: #""orientations": ["landscape"]"#, elements)
        let finding = try XCTUnwrap(RuleHarness.findings("orientation-support", json, device: "ipad-pro-11", orientation: .landscape).first)
        XCTAssertTrue(finding.message.contains("support portrait too"), finding.message)
    }

    func testBothOrientationsAreClean() throws {
        XCTAssertEqual(try RuleHarness.findingsEverywhere("orientation-support", RuleHarness.document(elements)), [])
        let both = RuleHarness.document(extra: #""orientations": ["landscape", "portrait"]"#, elements)
        XCTAssertEqual(try RuleHarness.findingsEverywhere("orientation-support", both), [])
    }
}
