import XCTest
@testable import InsetCore

final class TouchTargetSizeTests: XCTestCase {
    private let rule = "touch-target-size"

    func testSmallGlyphButtonFiresAndItsFixReplacesTheFixedSize() throws {
        let json = RuleHarness.document("""
            { "id": "close", "role": "button", "symbol": "xmark",
              "constraints": ["leading == margins.leading", "top == safeArea.top + 8", "width == 30", "height == 30"] }
            """)
        let findings = try RuleHarness.findings(rule, json)
        XCTAssertEqual(findings.count, 1)
        let finding = try XCTUnwrap(findings.first)
        XCTAssertEqual(finding.rule, rule)
        XCTAssertEqual(finding.severity, .error)
        XCTAssertEqual(finding.elements, ["close"])
        XCTAssertEqual(finding.message, "\"close\" is 30 × 30 pt; make it at least 44 × 44 pt")
        XCTAssertEqual(finding.rect.width, 30, accuracy: 0.01)
        let fix = try XCTUnwrap(finding.fix)
        XCTAssertEqual(fix.summary, "set width and height to at least 44")
        XCTAssertTrue(try RuleHarness.findings(rule, RuleHarness.applying(fix, to: json)).isEmpty)
    }

    func testTextButtonShorterThanTheMinimumGrowsToIt() throws {
        let json = RuleHarness.document("""
            { "id": "buy", "role": "button", "text": "Buy", "fontSize": 17,
              "constraints": ["leading == margins.leading", "trailing == margins.trailing", "bottom == safeArea.bottom - 8"] }
            """)
        let finding = try XCTUnwrap(RuleHarness.findings(rule, json).first)
        XCTAssertTrue(finding.message.hasPrefix("\"buy\" is 361 × "), finding.message)
        XCTAssertTrue(finding.message.hasSuffix("; make it at least 44 × 44 pt"), finding.message)
        XCTAssertLessThan(finding.rect.height, 44)
        let fix = try XCTUnwrap(finding.fix)
        XCTAssertEqual(fix.edits, [.setConstraint(attribute: .height, constraint: "height >= 44")])
        XCTAssertTrue(try RuleHarness.findings(rule, RuleHarness.applying(fix, to: json)).isEmpty)
    }

    func testFramePlacedButtonIsResizedInPlace() throws {
        let json = RuleHarness.document("""
            { "id": "more", "role": "button", "symbol": "ellipsis", "frame": [300, 100, 24, 24] }
            """)
        let finding = try XCTUnwrap(RuleHarness.findings(rule, json).first)
        XCTAssertEqual(finding.message, "\"more\" is 24 × 24 pt; make it at least 44 × 44 pt")
        let fix = try XCTUnwrap(finding.fix)
        XCTAssertEqual(fix.edits, [.setFrame(Rect(x: 300, y: 100, width: 44, height: 44))])
        XCTAssertTrue(try RuleHarness.findings(rule, RuleHarness.applying(fix, to: json)).isEmpty)
    }

    func testWidthSetByBothEdgesHasNoFix() throws {
        let json = RuleHarness.document("""
            { "id": "tag", "role": "button", "text": "x",
              "constraints": ["leading == margins.leading", "trailing == margins.leading + 30", "top == safeArea.top + 8", "height == 44"] }
            """)
        let finding = try XCTUnwrap(RuleHarness.findings(rule, json).first)
        XCTAssertEqual(finding.message, "\"tag\" is 30 × 44 pt; make it at least 44 × 44 pt")
        XCTAssertNil(finding.fix)
    }

    func testStandardSwitchAtItsSystemSizeIsFine() throws {
        let json = RuleHarness.document("""
            { "id": "wifi", "role": "switch", "constraints": ["trailing == margins.trailing", "top == safeArea.top + 8"] },
            { "id": "volume", "role": "slider", "constraints": ["leading == margins.leading", "trailing == margins.trailing", "top == wifi.bottom + 16"] },
            { "id": "email", "role": "textField", "text": "Email", "constraints": ["leading == margins.leading", "trailing == margins.trailing", "top == volume.bottom + 16"] }
            """)
        XCTAssertEqual(try RuleHarness.findings(rule, json), [])
    }

    func testSqueezedSwitchIsMeasuredAgainstItsSystemHeight() throws {
        let json = RuleHarness.document("""
            { "id": "wifi", "role": "switch", "constraints": ["trailing == margins.trailing", "top == safeArea.top + 8", "height == 20"] }
            """)
        let finding = try XCTUnwrap(RuleHarness.findings(rule, json).first)
        XCTAssertEqual(finding.message, "\"wifi\" is 51 × 20 pt; make it at least 44 × 31 pt")
        let fix = try XCTUnwrap(finding.fix)
        XCTAssertTrue(try RuleHarness.findings(rule, RuleHarness.applying(fix, to: json)).isEmpty)
    }

    func testTextIsNotATouchTarget() throws {
        let json = RuleHarness.document("""
            { "id": "note", "role": "text", "text": "Fine print", "fontSize": 11,
              "constraints": ["leading == margins.leading", "top == safeArea.top + 8"] }
            """)
        XCTAssertEqual(try RuleHarness.findings(rule, json), [])
    }

    func testProjectThresholdRaisesTheMinimum() throws {
        let json = RuleHarness.document("""
            { "id": "ok", "role": "button", "symbol": "checkmark",
              "constraints": ["leading == margins.leading", "top == safeArea.top + 8", "width == 44", "height == 44"] }
            """)
        XCTAssertEqual(try RuleHarness.findings(rule, json), [])
        let finding = try XCTUnwrap(RuleHarness.findings(rule, json, settings: RuleSettings(threshold: 48)).first)
        XCTAssertEqual(finding.message, "\"ok\" is 44 × 44 pt; make it at least 48 × 48 pt")
    }

    func testWellMadeScreenIsCleanEverywhere() throws {
        try WellMadeTouchScreen.assertClean(rule)
    }

    /// Four 20 pt buttons in a storyboard: one nobody can tap (its user interaction off), one on
    /// a panel whose user interaction is off (so none reaches what it holds), one on an image view
    /// (off by default, and often turned on by code), and one people tap. The last two are too
    /// small to tap, and only the icon's neighbour is spared crowding it.
    func testAButtonNoTouchReachesIsNotMeasured() throws {
        func button(_ id: String, x: Double, y: Double = 200, extra: String = "") -> String {
            """
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" \(extra) translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="\(x)" y="\(y)" width="20" height="20"/>
                <constraints>
                    <constraint firstAttribute="width" constant="20" id="\(id)-w"/>
                    <constraint firstAttribute="height" constant="20" id="\(id)-h"/>
                </constraints>
            </button>
            """
        }
        func holder(_ tag: String, _ id: String, y: Double, holding child: String) -> String {
            """
            <\(tag) userInteractionEnabled="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="200" y="\(y)" width="100" height="100"/>
                <subviews>
            \(button(child, x: 10, y: 10))
                </subviews>
                <constraints>
                    <constraint firstAttribute="width" constant="100" id="\(id)-w"/>
                    <constraint firstAttribute="height" constant="100" id="\(id)-h"/>
                    <constraint firstItem="\(child)" firstAttribute="leading" secondItem="\(id)" secondAttribute="leading" constant="10" id="\(child)-l"/>
                    <constraint firstItem="\(child)" firstAttribute="top" secondItem="\(id)" secondAttribute="top" constant="10" id="\(child)-t"/>
                </constraints>
            </\(tag)>
            """
        }
        let views = button("icon", x: 40, extra: #"userInteractionEnabled="NO""#) + button("tap", x: 64)
            + holder("view", "panel", y: 300, holding: "onPanel") + holder("imageView", "art", y: 500, holding: "onArt")
        let pins = [("icon", 40.0, 200.0), ("tap", 64, 200), ("panel", 200, 300), ("art", 200, 500)].map { id, x, y in
            IBHarness.constraint("firstItem=\"\(id)\" firstAttribute=\"leading\" secondItem=\"root\" secondAttribute=\"leading\" constant=\"\(x)\"")
                + IBHarness.constraint("firstItem=\"\(id)\" firstAttribute=\"top\" secondItem=\"root\" secondAttribute=\"top\" constant=\"\(y)\"")
        }
        let xml = IBHarness.storyboard(IBHarness.scene(subviews: views, constraints: pins.joined()))
        XCTAssertEqual(try IBHarness.findings(xml, rule: "touch-target-size").map(\.elements), [["tap"], ["onArt"]])
        XCTAssertEqual(try IBHarness.findings(xml, rule: "control-crowding").map(\.elements), [],
                       "the icon 4 pt from the button can't be tapped by mistake")
    }

    /// A control of fixed size is measured against the size its file's iOS drew it at: iOS 26's
    /// switch is 28 pt tall and iOS 12's stepper 29, neither a mistake; squeezed below its own
    /// size, each is still one.
    func testAFixedSizeControlIsMeasuredAgainstItsOwnIOSsSize() throws {
        func scene(_ tag: String, id: String, height: Double? = nil) -> String {
            let pins = [IBHarness.constraint("firstItem=\"\(id)\" firstAttribute=\"leading\" secondItem=\"root\" secondAttribute=\"leading\" constant=\"20\""),
                        IBHarness.constraint("firstItem=\"\(id)\" firstAttribute=\"top\" secondItem=\"root\" secondAttribute=\"top\" constant=\"200\"")]
                + (height.map { [IBHarness.constraint("firstItem=\"\(id)\" firstAttribute=\"height\" constant=\"\($0)\"")] } ?? [])
            return IBHarness.scene(subviews: IBHarness.view(id, tag: tag, frame: [20, 200, 63, 28]), constraints: pins.joined())
        }
        func messages(_ xml: String, tools: String) throws -> [String] {
            try IBHarness.findings(xml.replacingOccurrences(of: #"toolsVersion="22505""#, with: "toolsVersion=\"\(tools)\""),
                                   rule: rule).map(\.message)
        }
        let toggle = IBHarness.storyboard(scene("switch", id: "wifi"))
        XCTAssertEqual(try messages(toggle, tools: "24765"), [], "iOS 26's own switch")
        XCTAssertEqual(try messages(IBHarness.storyboard(scene("switch", id: "wifi", height: 20)), tools: "24765"),
                       ["\"wifi\" is 63 × 20 pt; make it at least 44 × 28 pt"])
        let stepper = IBHarness.storyboard(device: "retina4_7", scene("stepper", id: "count"))
        XCTAssertEqual(try messages(stepper, tools: "14490"), [], "iOS 12's own stepper")
        XCTAssertEqual(try messages(stepper, tools: "22505").count, 0, "and iOS 13's 32 pt one")
    }
}
