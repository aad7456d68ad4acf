import XCTest
@testable import InsetCore

final class TextTruncationTests: XCTestCase {
    private func layout(_ element: String) -> String {
        RuleHarness.document("""
            { "id": "bg", "role": "background",
              "constraints": ["left == screen.left", "right == screen.right", "top == screen.top", "bottom == screen.bottom"] },
            \(element)
            """)
    }

    private let fixedHeightLabel = """
        { "id": "title", "role": "text", "text": "Your order is on its way", "fontSize": 17,
          "constraints": ["leading == margins.leading", "trailing == margins.trailing", "top == safeArea.top + 20", "height == 22"] }
        """

    private let intrinsicLabel = """
        { "id": "title", "role": "text", "text": "Your order is on its way", "fontSize": 17,
          "constraints": ["leading == margins.leading", "trailing == margins.trailing", "top == safeArea.top + 20"] }
        """

    func testFixedHeightLabelIsCutOffAtAccessibilitySizes() throws {
        let findings = try RuleHarness.findings("text-truncation", layout(fixedHeightLabel), textSize: .AX3)
        let finding = try XCTUnwrap(findings.first)
        XCTAssertEqual(findings.count, 1)
        XCTAssertEqual(finding.rule, "text-truncation")
        XCTAssertEqual(finding.elements, ["title"])
        XCTAssertEqual(finding.rect.height, 22, accuracy: 0.01)
        XCTAssertTrue(finding.message.contains("pt of height for its text but is 22 pt tall"), finding.message)
        XCTAssertTrue(finding.message.contains("\"title\" at text size AX3 needs"), finding.message)
    }

    func testFixedHeightLabelFitsAtTheDefaultSize() throws {
        XCTAssertEqual(try RuleHarness.findingsEverywhere("text-truncation", layout(fixedHeightLabel)), [])
    }

    func testLabelWithItsOwnHeightNeverTruncates() throws {
        let json = layout(intrinsicLabel)
        XCTAssertEqual(try RuleHarness.findingsEverywhere("text-truncation", json), [])
        for size in [TextSize.xxxLarge, .AX1, .AX5] {
            XCTAssertEqual(try RuleHarness.findings("text-truncation", json, textSize: size), [], "\(size)")
        }
    }

    func testFixLetsTheHeightGrow() throws {
        let json = layout(fixedHeightLabel)
        let finding = try XCTUnwrap(RuleHarness.findings("text-truncation", json, textSize: .AX3).first)
        let fixed = try RuleHarness.applying(try XCTUnwrap(finding.fix), to: json)
        XCTAssertEqual(try RuleHarness.findings("text-truncation", fixed, textSize: .AX3), [])
        XCTAssertEqual(try RuleHarness.findings("text-truncation", fixed, textSize: .AX5), [])
    }

    func testFixedWidthButtonTruncatesItsTitle() throws {
        let json = layout("""
            { "id": "buy", "role": "button", "text": "Continue to payment", "fontSize": 17,
              "constraints": ["leading == margins.leading", "bottom == safeArea.bottom - 8", "width == 200", "height == 50"] }
            """)
        XCTAssertEqual(try RuleHarness.findings("text-truncation", json), [])
        let finding = try XCTUnwrap(RuleHarness.findings("text-truncation", json, textSize: .AX2).first)
        XCTAssertEqual(finding.elements, ["buy"])
        XCTAssertTrue(finding.message.contains("pt of width for its text but is 200 pt wide"), finding.message)
        let fixed = try RuleHarness.applying(try XCTUnwrap(finding.fix), to: json)
        XCTAssertEqual(try RuleHarness.findings("text-truncation", fixed, textSize: .AX2), [])
    }

    func testTextFieldOfStandardHeightFits() throws {
        let json = layout("""
            { "id": "email", "role": "textField", "text": "Email address", "fontSize": 17,
              "constraints": ["leading == margins.leading", "trailing == margins.trailing", "top == safeArea.top + 20", "height == 34"] }
            """)
        XCTAssertEqual(try RuleHarness.findingsEverywhere("text-truncation", json), [])
    }

    func testLinesAreAsTallAsTheSystemFontsAtEverySize() throws {
        // Every size is checked, the default too; Inter's rounded line height (17 pt at 13 pt)
        // runs a point taller than SF Pro's (15⅔ pt), so a snug 16 pt frame fits, as on the device.
        let json = layout("""
            { "id": "legal", "role": "text", "text": "By signing in you agree to the terms.", "fontSize": 13,
              "constraints": ["leading == margins.leading", "top == safeArea.top + 20", "height == 16"] }
            """)
        XCTAssertEqual(try RuleHarness.findings("text-truncation", json), [])
        XCTAssertEqual(try RuleHarness.findings("text-truncation", json, textSize: .small), [])
        let finding = try XCTUnwrap(RuleHarness.findings("text-truncation", json, textSize: .xxxLarge).first)
        XCTAssertEqual(finding.elements, ["legal"])
        XCTAssertTrue(finding.message.contains("but is 16 pt tall"), finding.message)
    }

    /// A label's one line a point or two taller than its frame is drawn whole, centred, as
    /// UILabel draws it (real files pin 14 pt labels 14 or 15 pt tall); a frame shorter than the
    /// font's size cuts into its letters, a second line that doesn't fit goes, and a line too
    /// long for its width is cut short whatever its height.
    func testOneLineALittleTallerThanItsLabelIsDrawnWhole() throws {
        func label(_ text: String, width: Int, height: Double) -> String {
            layout("""
                { "id": "note", "role": "text", "text": "\(text)", "fontSize": 14,
                  "constraints": ["leading == margins.leading", "top == safeArea.top + 20", "width == \(width)", "height == \(height)"] }
                """)
        }
        XCTAssertEqual(try RuleHarness.findings("text-truncation", label("Updated just now", width: 200, height: 15)), [],
                       "a line about 17 pt tall in a 15 pt label")
        let squeezed = try XCTUnwrap(RuleHarness.findings("text-truncation", label("Updated just now", width: 200, height: 10)).first)
        XCTAssertTrue(squeezed.message.contains("but is 10 pt tall"), squeezed.message)
        let twoLines = label("Updated just now from the server you chose", width: 120, height: 30)
        let cut = try XCTUnwrap(RuleHarness.findings("text-truncation", twoLines).first, "its second line is cut")
        XCTAssertTrue(cut.message.contains("but is 30 pt tall"), cut.message)
        let big = try XCTUnwrap(RuleHarness.findings("text-truncation", label("Updated just now", width: 200, height: 15), textSize: .AX2).first,
                                "at AX2 the font outgrows the frame")
        XCTAssertTrue(big.message.contains("but is 15 pt tall"), big.message)
    }

    func testATitleTooLongForItsButtonIsCutShortAtTheDefaultSize() throws {
        // Tried as a new user would: UIKit truncates both titles.
        for (title, width) in [("Continue Continue", 110), ("Änderungen speichern", 120)] {
            let json = layout("""
                { "id": "save", "role": "button", "text": "\(title)",
                  "constraints": ["leading == margins.leading", "top == safeArea.top + 20", "width == \(width)", "height == 44"] }
                """)
            let finding = try XCTUnwrap(RuleHarness.findings("text-truncation", json).first, title)
            XCTAssertTrue(finding.message.contains("pt wide"), finding.message)
            XCTAssertFalse(finding.message.contains("text size"), "the default size is not named: \(finding.message)")
        }
    }

    /// An Interface Builder button pads its title by its own content insets, often none: one
    /// sized by its title fits it, as the layout sized it, and one pinned narrower is cut short.
    /// The generic 12 pt a side had flagged every title-sized button in a storyboard.
    func testAnInterfaceBuilderButtonIsMeasuredWithItsOwnInsets() throws {
        func findings(width: String) throws -> [Finding] {
            let button = IBHarness.view("btn", tag: "button", attributes: "buttonType=\"system\"",
                                        body: "<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"18\"/><state key=\"normal\" title=\"Sign In\"/>")
            let pins = [IBHarness.constraint("firstItem=\"btn\" firstAttribute=\"leading\" secondItem=\"root\" secondAttribute=\"leading\" constant=\"40\""),
                        IBHarness.constraint("firstItem=\"btn\" firstAttribute=\"top\" secondItem=\"root\" secondAttribute=\"top\" constant=\"200\"")]
                + (width.isEmpty ? [] : [IBHarness.constraint("firstItem=\"btn\" firstAttribute=\"width\" constant=\"\(width)\"")])
            return try IBHarness.findings(IBHarness.storyboard(IBHarness.scene(subviews: button, constraints: pins.joined())), rule: "text-truncation")
        }
        XCTAssertEqual(try findings(width: ""), [], "sized by its title")
        let cut = try XCTUnwrap(try findings(width: "30").first, "pinned narrower than its title")
        XCTAssertTrue(cut.message.contains("but is 30 pt wide"), cut.message)
    }

    /// A multi-line label in a text style needs its lines the style's leading apart, as the layout
    /// measured them: four lines of Body are 86½ pt on a 2× screen, so a label pinned 84 pt tall is cut
    /// off. The rule had measured its own lines a line's height apart (81½ pt) and passed it.
    func testATextStyleLabelNeedsItsLinesItsLeadingApart() throws {
        func findings(height: Int) throws -> [Finding] {
            let words = "Every line of this label is set twenty-two points below the one before it, as Body is"
            let label = IBHarness.view("lbl", tag: "label", attributes: "numberOfLines=\"0\" text=\"\(words)\"",
                                       body: "<fontDescription key=\"fontDescription\" style=\"UICTFontTextStyleBody\"/>")
            let pins = [IBHarness.constraint("firstItem=\"lbl\" firstAttribute=\"leading\" secondItem=\"root\" secondAttribute=\"leading\" constant=\"40\""),
                        IBHarness.constraint("firstItem=\"lbl\" firstAttribute=\"top\" secondItem=\"root\" secondAttribute=\"top\" constant=\"200\""),
                        IBHarness.constraint("firstItem=\"lbl\" firstAttribute=\"width\" constant=\"200\""),
                        IBHarness.constraint("firstItem=\"lbl\" firstAttribute=\"height\" constant=\"\(height)\"")]
            let xml = IBHarness.storyboard(IBHarness.scene(subviews: label, constraints: pins.joined()))
            let text = try XCTUnwrap(try IBHarness.layout(xml).element(id: "lbl")?.textSize)
            XCTAssertEqual(text.height, 86.5, "four lines of Body, 22 pt apart")
            return try IBHarness.findings(xml, rule: "text-truncation")
        }
        XCTAssertEqual(try findings(height: 87), [], "tall enough")
        let cut = try XCTUnwrap(try findings(height: 84).first, "shorter than its lines")
        XCTAssertTrue(cut.message.contains("needs 86.5 pt of height"), cut.message)
    }
}
