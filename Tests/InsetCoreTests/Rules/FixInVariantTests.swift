import XCTest
@testable import InsetCore

/// Where a variant gives the keys that place an element (or set its font size) in the finding's
/// environment, the one-click fix edits that variant: the finding goes there, and the element's
/// own keys and the environments the variant doesn't reach stay as they were.
final class FixInVariantTests: XCTestCase {
    /// Checks `rule`'s finding on `element` in `fixedIn` (where variant `variant` is in force):
    /// it has a fix aimed at that variant; applied as one undo step it clears the finding there,
    /// changes nothing in `untouchedIn`, leaves the element's own keys alone, and undoes exactly.
    private func assertFixEditsTheVariant(_ rule: String, _ json: String, element: String, variant: Int,
                                          fixedIn: Orientation = .landscape, untouchedIn: Orientation = .portrait,
                                          device: String = "iphone-14-pro",
                                          file: StaticString = #filePath, line: UInt = #line) throws {
        let doc = try RuleHarness.load(json)
        let finding = try XCTUnwrap(RuleHarness.findings(rule, json, device: device, orientation: fixedIn)
            .first { $0.elements == [element] }, "\(rule) fires where the variant is in force", file: file, line: line)
        let fix = try XCTUnwrap(finding.fix, "\(rule) offers a fix though a variant places \(element)", file: file, line: line)
        XCTAssertEqual(fix.variant, variant, "the fix edits the variant in force", file: file, line: line)

        var history = DocumentHistory(document: doc)
        XCTAssertTrue(try history.perform(.applyFix(fix)), file: file, line: line)
        let fixed = String(decoding: try history.document.encoded(), as: UTF8.self)
        XCTAssertEqual(try RuleHarness.findings(rule, fixed, device: device, orientation: fixedIn)
            .filter { $0.elements == [element] }, [], "the fix clears the finding", file: file, line: line)

        let before = try XCTUnwrap(doc.element(id: element)), after = try XCTUnwrap(history.document.element(id: element))
        XCTAssertEqual(after.constraints, before.constraints, "its own constraints stay", file: file, line: line)
        XCTAssertEqual(after.frame, before.frame, "its own frame stays", file: file, line: line)
        XCTAssertEqual(after.fontSize, before.fontSize, "its own font size stays", file: file, line: line)
        XCTAssertNotEqual(after.variants[variant], before.variants[variant], file: file, line: line)
        let frame = { (json: String) in try RuleHarness.solve(json, device: device, orientation: untouchedIn).element(id: element)?.frame }
        XCTAssertEqual(try frame(fixed), try frame(json), "where the variant isn't in force nothing moves", file: file, line: line)

        history.undo()
        XCTAssertFalse(history.canUndo, "one step", file: file, line: line)
        XCTAssertEqual(try history.document.encoded(), try doc.encoded(), "undo restores exactly", file: file, line: line)
    }

    func testTouchTargetGrowsTheVariantsFixedSize() throws {
        try assertFixEditsTheVariant("touch-target-size", RuleHarness.document("""
            { "id": "close", "role": "button", "symbol": "xmark",
              "constraints": ["leading == margins.leading", "top == safeArea.top + 8", "width == 44", "height == 44"],
              "variants": [ { "when": { "orientation": "landscape" },
                              "constraints": ["leading == margins.leading", "top == safeArea.top + 8", "width == 30", "height == 30"] } ] }
            """), element: "close", variant: 0)
    }

    func testTouchTargetEnlargesTheVariantsFrame() throws {
        try assertFixEditsTheVariant("touch-target-size", RuleHarness.document("""
            { "id": "close", "role": "button", "symbol": "xmark", "frame": [20, 70, 44, 44],
              "variants": [ { "when": { "orientation": "portrait" }, "hidden": false },
                            { "when": { "orientation": "landscape" }, "frame": [80, 20, 30, 30] } ] }
            """), element: "close", variant: 1)
    }

    func testSafeAreaPinsTheSideTheVariantPutsOutside() throws {
        // iPhone 14 Pro in landscape: the safe area starts 59 pt in from the left.
        try assertFixEditsTheVariant("safe-area", RuleHarness.document("""
            { "id": "menu", "role": "button", "symbol": "line.3.horizontal",
              "constraints": ["leading == margins.leading", "top == safeArea.top + 8", "width == 44", "height == 44"],
              "variants": [ { "when": { "verticalSizeClass": "compact" },
                              "constraints": ["leading == screen.leading + 8", "centerY == screen.centerY", "width == 44", "height == 44"] } ] }
            """), element: "menu", variant: 0)
    }

    func testTheLastMatchingVariantIsTheOneFixed() throws {
        try assertFixEditsTheVariant("touch-target-size", RuleHarness.document("""
            { "id": "close", "role": "button", "symbol": "xmark",
              "constraints": ["leading == margins.leading", "top == safeArea.top + 8", "width == 44", "height == 44"],
              "variants": [ { "when": { "orientation": "landscape" },
                              "constraints": ["leading == margins.leading", "top == safeArea.top + 8", "width == 20", "height == 20"] },
                            { "when": { "verticalSizeClass": "compact" },
                              "constraints": ["trailing == margins.trailing", "top == safeArea.top + 8", "width == 30", "height == 30"] } ] }
            """), element: "close", variant: 1)
    }

    func testWidgetFontSizeRaisesTheVariantsSize() throws {
        let json = RuleHarness.document(platform: "widget", extra: #""widget": { "family": "small" }"#, """
            { "id": "caption", "role": "text", "text": "Updated 9:41", "fontSize": 13,
              "constraints": ["leading == margins.leading", "bottom == screen.bottom - 16"],
              "variants": [ { "when": { "device": "iphone-14-pro" }, "fontSize": 9 } ] }
            """)
        let doc = try RuleHarness.load(json)
        let finding = try XCTUnwrap(RuleHarness.findings("widget-min-font", json).first)
        let fix = try XCTUnwrap(finding.fix)
        XCTAssertEqual(fix.variant, 0)
        let fixed = try doc.applying(fix)
        XCTAssertEqual(fixed.element(id: "caption")?.fontSize, 13, "its own size stays")
        XCTAssertEqual(fixed.element(id: "caption")?.variants[0].fontSize, 11)
        XCTAssertEqual(try RuleHarness.findings("widget-min-font", String(decoding: try fixed.encoded(), as: UTF8.self)), [])
    }

    func testAFixWithoutAVariantInForceEditsTheElementsOwnKeys() throws {
        let json = RuleHarness.document("""
            { "id": "close", "role": "button", "symbol": "xmark",
              "constraints": ["leading == margins.leading", "top == safeArea.top + 8", "width == 30", "height == 30"],
              "variants": [ { "when": { "orientation": "landscape" }, "hidden": true } ] }
            """)
        let fix = try XCTUnwrap(RuleHarness.findings("touch-target-size", json).first?.fix)
        XCTAssertNil(fix.variant, "a variant that doesn't place it isn't edited")
        XCTAssertEqual(try RuleHarness.load(json).applying(fix).element(id: "close")?.variants[0].constraints, nil)
    }

    func testAFixNamingAVariantTheElementLacksIsRefused() throws {
        let doc = try RuleHarness.load(RuleHarness.document("""
            { "id": "close", "role": "button", "symbol": "xmark", "frame": [20, 70, 30, 30] }
            """))
        let fix = Fix(summary: "grow", elementID: "close", edits: [.setFrame(Rect(x: 20, y: 70, width: 44, height: 44))], variant: 2)
        XCTAssertThrowsError(try doc.applying(fix)) { error in
            XCTAssertEqual("\(error)", #"element "close" has no variant 3"#)
        }
    }
}
