import XCTest
@testable import InsetCore

final class SplitOverflowTests: XCTestCase {
    private func layout(_ constraints: String) -> String {
        RuleHarness.document(platform: "iPadOS", """
            { "id": "bg", "role": "background",
              "constraints": ["left == screen.left", "right == screen.right", "top == screen.top", "bottom == screen.bottom"] },
            { "id": "form", "role": "view", "constraints": [\(constraints)] }
            """)
    }

    private let fixedWidth = #""leading == margins.leading", "top == safeArea.top + 20", "width == 700", "height == 300""#

    func testFixedWidthOverflowsTheOneThirdSplit() throws {
        let findings = try RuleHarness.findings("split-overflow", layout(fixedWidth), device: "ipad-pro-12-9",
                                                orientation: .landscape, split: .oneThird)
        let finding = try XCTUnwrap(findings.first)
        XCTAssertEqual(findings.count, 1)
        XCTAssertEqual(finding.rule, "split-overflow")
        XCTAssertEqual(finding.severity, .error)
        XCTAssertEqual(finding.elements, ["form"])
        let window = ScreenGeometry(environment: finding.environment).bounds
        let past = finding.rect.maxX - window.maxX
        XCTAssertGreaterThan(past, 0)
        XCTAssertTrue(finding.message.contains("\"form\" fits the full 1366 pt wide screen but extends \(Rect.format(past)) pt past the right edge of the \(Rect.format(window.width)) pt wide 1/3 split window"), finding.message)
    }

    func testSlideOverIsNamed() throws {
        let finding = try XCTUnwrap(RuleHarness.findings("split-overflow", layout(fixedWidth), device: "ipad-pro-12-9",
                                                         orientation: .landscape, split: .slideOver).first)
        XCTAssertTrue(finding.message.contains("Slide Over window"), finding.message)
    }

    func testFullScreenNeverFires() throws {
        XCTAssertEqual(try RuleHarness.findingsEverywhere("split-overflow", layout(fixedWidth)), [])
    }

    func testMarginPinnedContentAdapts() throws {
        let json = layout(#""leading == margins.leading", "trailing == margins.trailing", "top == safeArea.top + 20", "height == 300""#)
        for split in [Split.twoThirds, .half, .oneThird, .slideOver] {
            XCTAssertEqual(try RuleHarness.findings("split-overflow", json, device: "ipad-pro-12-9", orientation: .landscape, split: split), [], "\(split)")
        }
    }

    func testContentAlreadyOverflowingFullScreenIsNotThisRules() throws {
        let json = layout(#""leading == margins.leading", "top == safeArea.top + 20", "width == 2000", "height == 300""#)
        XCTAssertEqual(try RuleHarness.findings("split-overflow", json, device: "ipad-pro-12-9", orientation: .landscape, split: .oneThird), [])
    }

    func testFixKeepsTheWidthAsAPreference() throws {
        let json = layout(fixedWidth)
        let finding = try XCTUnwrap(RuleHarness.findings("split-overflow", json, device: "ipad-pro-12-9",
                                                         orientation: .landscape, split: .oneThird).first)
        let fixed = try RuleHarness.applying(try XCTUnwrap(finding.fix), to: json)
        for split in [Split.full, .twoThirds, .half, .oneThird, .slideOver] {
            XCTAssertEqual(try RuleHarness.findings("split-overflow", fixed, device: "ipad-pro-12-9", orientation: .landscape, split: split), [], "\(split)")
            XCTAssertEqual(try RuleHarness.findings("split-overflow", fixed, device: "ipad-pro-12-9", orientation: .landscape, split: split, rtl: true), [], "\(split) RTL")
        }
        XCTAssertEqual(try RuleHarness.findings("unsatisfiable-layout", fixed, device: "ipad-pro-12-9", orientation: .landscape, split: .oneThird), [])
    }

    func testTextWrappingTallerInANarrowWindowIsNotOverflow() throws {
        let paragraph = String(repeating: "People use their apps side by side and expect each to adapt. ", count: 12)
        let json = RuleHarness.document(platform: "iPadOS", """
            { "id": "bg", "role": "background",
              "constraints": ["left == screen.left", "right == screen.right", "top == screen.top", "bottom == screen.bottom"] },
            { "id": "body", "role": "text", "text": "\(paragraph)", "fontSize": 17,
              "constraints": ["leading == readable.leading", "trailing == readable.trailing", "top == safeArea.top + 600"] }
            """)
        for split in [Split.oneThird, .slideOver] {
            XCTAssertEqual(try RuleHarness.findings("split-overflow", json, device: "ipad-pro-12-9", split: split, textSize: .AX3), [], "\(split)")
        }
    }
}
