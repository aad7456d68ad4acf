import XCTest
@testable import InsetCore

final class ReadableWidthTests: XCTestCase {
    private let paragraph = String(repeating: "Inset lays a design out on every device and lists where it breaks the guidelines. ", count: 6)

    private func layout(_ text: String, platform: String = "iPadOS",
                        constraints: String = #""leading == margins.leading", "trailing == margins.trailing", "top == safeArea.top + 20""#) -> String {
        RuleHarness.document(platform: platform, """
            { "id": "bg", "role": "background",
              "constraints": ["left == screen.left", "right == screen.right", "top == screen.top", "bottom == screen.bottom"] },
            { "id": "body", "role": "text", "text": "\(text)", "fontSize": 17, "constraints": [\(constraints)] }
            """)
    }

    func testParagraphAcrossALandscapeIPadFires() throws {
        let findings = try RuleHarness.findings("readable-width", layout(paragraph), device: "ipad-pro-12-9", orientation: .landscape)
        let finding = try XCTUnwrap(findings.first)
        XCTAssertEqual(findings.count, 1)
        XCTAssertEqual(finding.rule, "readable-width")
        XCTAssertEqual(finding.elements, ["body"])
        XCTAssertTrue(finding.message.contains("\"body\" sets lines"), finding.message)
        XCTAssertTrue(finding.message.contains("672 pt readable width"), finding.message)
        XCTAssertGreaterThan(finding.rect.width, 672)
    }

    func testShortLabelInAWideFrameIsFine() throws {
        XCTAssertEqual(try RuleHarness.findings("readable-width", layout("Orders"), device: "ipad-pro-12-9", orientation: .landscape), [])
    }

    func testReadableWidthGrowsWithTheTextSize() throws {
        // 672 × 40 / 17 is wider than the 12.9" iPad's margins.
        XCTAssertEqual(try RuleHarness.findings("readable-width", layout(paragraph), device: "ipad-pro-12-9",
                                                orientation: .landscape, textSize: .AX3), [])
    }

    func testThresholdSettingChangesTheLimit() throws {
        let settings = RuleSettings(threshold: 500)
        let finding = try XCTUnwrap(RuleHarness.findings("readable-width", layout(paragraph), device: "ipad-mini-8-3",
                                                         settings: settings).first)
        XCTAssertTrue(finding.message.contains("500 pt readable width"), finding.message)
    }

    func testFixPinsToTheReadableGuide() throws {
        let json = layout(paragraph, constraints: #""left == margins.left", "width == margins.width", "top == safeArea.top + 20""#)
        let finding = try XCTUnwrap(RuleHarness.findings("readable-width", json, device: "ipad-pro-12-9", orientation: .landscape).first)
        let fixed = try RuleHarness.applying(try XCTUnwrap(finding.fix), to: json)
        XCTAssertEqual(try RuleHarness.findings("readable-width", fixed, device: "ipad-pro-12-9", orientation: .landscape), [])
        XCTAssertEqual(try RuleHarness.findings("unsatisfiable-layout", fixed, device: "ipad-pro-12-9", orientation: .landscape), [])
    }

    func testPhonesInPortraitAreNarrowerThanTheReadableWidth() throws {
        let json = layout(paragraph, platform: "iOS")
        XCTAssertEqual(try RuleHarness.findings("readable-width", json, device: "iphone-14-pro-max"), [])
    }
}
