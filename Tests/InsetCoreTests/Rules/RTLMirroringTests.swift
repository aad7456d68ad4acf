import XCTest
@testable import InsetCore

final class RTLMirroringTests: XCTestCase {
    private func layout(_ constraints: String) -> String {
        RuleHarness.document("""
            { "id": "bg", "role": "background",
              "constraints": ["left == screen.left", "right == screen.right", "top == screen.top", "bottom == screen.bottom"] },
            { "id": "back", "role": "button", "text": "Back", "fontSize": 17, "constraints": [\(constraints)] }
            """)
    }

    private let leftPinned = #""left == margins.left", "top == safeArea.top + 8", "height == 44""#

    func testLeftPinnedButtonFires() throws {
        let findings = try RuleHarness.findings("rtl-mirroring", layout(leftPinned))
        let finding = try XCTUnwrap(findings.first)
        XCTAssertEqual(findings.count, 1)
        XCTAssertEqual(finding.rule, "rtl-mirroring")
        XCTAssertEqual(finding.elements, ["back"])
        XCTAssertTrue(finding.message.contains("\"back\" is placed with \"left == margins.left\", which stays put in right-to-left languages"), finding.message)
    }

    /// Left that only a variant writes, in landscape: found there, in a check of both
    /// orientations, and not in portrait, where the element's own constraints are leading.
    func testLeftOnlyAVariantWritesFiresWhereTheVariantHolds() throws {
        let json = RuleHarness.document("""
            { "id": "back", "role": "button", "text": "Back", "fontSize": 17,
              "constraints": ["leading == margins.leading", "top == safeArea.top + 8", "height == 44"],
              "variants": [ { "when": { "orientation": "landscape" },
                              "constraints": ["left == margins.left", "top == safeArea.top + 8", "height == 44"] } ] }
            """)
        let findings = try RuleHarness.findingsEverywhere("rtl-mirroring", json)
        XCTAssertFalse(findings.isEmpty)
        XCTAssertTrue(findings.allSatisfy { $0.environment.orientation == .landscape && $0.elements == ["back"] })
        XCTAssertEqual(Set(findings.map(\.environment.device.id)).count,
                       Set(try EnvironmentQuery(orientation: .all).environments(for: RuleHarness.load(json), in: RuleHarness.catalog)
                            .filter { $0.orientation == .landscape }.map(\.device.id)).count,
                       "every device in landscape")
    }

    /// A xib's component is placed by code, not by the file: Inset pins it at the safe area's
    /// left only to draw it, which is not the designer's to mirror.
    func testAXibsComponentIsNotFlaggedForThePlaceInsetGaveIt() throws {
        let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <device id="retina6_1" orientation="portrait"/>
            <objects>
                <view contentMode="scaleToFill" id="chip" userLabel="Chip"><rect key="frame" x="0.0" y="0.0" width="120" height="32"/></view>
            </objects>
        </document>
        """
        let screen = try XCTUnwrap(try LayoutFile.decode(bytes: Array(xib.utf8), path: "Chip.xib").screens.first)
        XCTAssertTrue(screen.document.element(id: "chip")?.constraints?.contains("left == safeArea.left") == true)
        let env = try XCTUnwrap(try EnvironmentQuery(devices: ["authored"]).environments(for: screen, in: RuleHarness.catalog).first)
        let findings = Checker(engine: LayoutEngine(measurer: RuleHarness.measurer)).check(screen.document, in: [env])
        XCTAssertFalse(findings.contains { $0.rule == "rtl-mirroring" }, "\(findings.map(\.message))")
    }

    func testFiresInRightToLeftToo() throws {
        let finding = try XCTUnwrap(RuleHarness.findings("rtl-mirroring", layout(leftPinned), rtl: true).first)
        XCTAssertEqual(finding.elements, ["back"])
        XCTAssertTrue(finding.environment.isRightToLeft)
    }

    func testPlacementRelativeToAnotherElementsRightFires() throws {
        let json = RuleHarness.document("""
            { "id": "icon", "role": "image", "constraints": ["leading == margins.leading", "top == safeArea.top + 8", "width == 24", "height == 24"] },
            { "id": "name", "role": "text", "text": "Name", "constraints": ["leading == icon.right + 8", "centerY == icon.centerY"] }
            """)
        let finding = try XCTUnwrap(RuleHarness.findings("rtl-mirroring", json).first)
        XCTAssertEqual(finding.elements, ["name"])
        XCTAssertTrue(finding.message.contains("\"leading == icon.right + 8\""), finding.message)
        let fixed = try RuleHarness.applying(try XCTUnwrap(finding.fix), to: json)
        XCTAssertEqual(try RuleHarness.findings("rtl-mirroring", fixed), [])
    }

    func testSymmetricLeftAndRightDontMatter() throws {
        let json = layout(#""left == margins.left + 8", "right == margins.right - 8", "bottom == safeArea.bottom - 8", "height == 50""#)
        XCTAssertEqual(try RuleHarness.findingsEverywhere("rtl-mirroring", json), [])
        XCTAssertEqual(try RuleHarness.findings("rtl-mirroring", json, rtl: true), [])
    }

    func testLeadingAndTrailingAreClean() throws {
        let json = layout(#""leading == margins.leading", "top == safeArea.top + 8", "height == 44""#)
        XCTAssertEqual(try RuleHarness.findingsEverywhere("rtl-mirroring", json), [])
    }

    func testFixUsesLeading() throws {
        let json = layout(leftPinned)
        let finding = try XCTUnwrap(RuleHarness.findings("rtl-mirroring", json).first)
        let fix = try XCTUnwrap(finding.fix)
        XCTAssertTrue(fix.edits.contains(.setConstraint(attribute: .leading, constraint: "leading == margins.leading")))
        let fixed = try RuleHarness.applying(fix, to: json)
        XCTAssertEqual(try RuleHarness.findings("rtl-mirroring", fixed), [])
        XCTAssertEqual(try RuleHarness.findings("rtl-mirroring", fixed, rtl: true), [])
    }

    func testFullWidthElementPlacedByLeftIsSymmetric() throws {
        let json = layout(#""left == screen.left", "width == screen.width", "bottom == safeArea.bottom", "height == 50""#)
        XCTAssertEqual(try RuleHarness.findingsEverywhere("rtl-mirroring", json), [])
    }
}
