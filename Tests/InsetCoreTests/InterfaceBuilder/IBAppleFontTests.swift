import XCTest
@testable import InsetCore

/// A storyboard may name a font iOS ships (Avenir Next, Helvetica Neue…), which no project
/// includes: its labels are set in that font's own lines, as Xcode drew them, and measured in
/// width as any font Inset doesn't hold.
final class IBAppleFontTests: XCTestCase {
    /// One-line labels at 17 pt on the iPhone 11 (2×), each in `font`, side by side down the screen.
    private func frames(_ fonts: [String], text: String = "Sending") throws -> [String: Rect] {
        var labels = "", constraints = ""
        for (i, font) in fonts.enumerated() {
            labels += IBHarness.view("l\(i)", tag: "label", attributes: #"text="\#(text)""#,
                                     body: #"<fontDescription key="fontDescription" name="\#(font)" family="F" pointSize="17"/>"#)
            constraints += IBHarness.constraint(#"firstItem="l\#(i)" firstAttribute="top" secondItem="root" secondAttribute="top" constant="\#(100 + 50 * i)""#)
            constraints += IBHarness.constraint(#"firstItem="l\#(i)" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20""#)
        }
        return try IBHarness.frames(IBHarness.storyboard(IBHarness.scene(subviews: labels, constraints: constraints)))
    }

    func testALabelInAFontIOSShipsIsSetInThatFontsLines() throws {
        let f = try frames(["AvenirNext-Regular", "Avenir-Heavy", "HelveticaNeue", "ArialMT", "Futura-Medium"])
        // 17 pt × 1.366 is 23.22, up to the pixel 23.5; × 1.165 is 19.8, 20; × 1.117 is 18.99, 19.
        XCTAssertEqual(f["l0"]?.height, 23.5, "Avenir Next: ascender 1 em, descender 0.366")
        XCTAssertEqual(f["l1"]?.height, 23.5, "Avenir shares Avenir Next's lines")
        XCTAssertEqual(f["l2"]?.height, 20, "Helvetica Neue")
        XCTAssertEqual(f["l3"]?.height, 19, "Arial")
        XCTAssertEqual(f["l4"]?.height, 20.5, "a font Inset knows nothing of keeps SF Pro's lines (20.29, 20.5)")
    }

    /// Only the line is the font's: the width is measured as before, the same in every font Inset
    /// doesn't hold, since Inter stands in for all of them.
    func testItsWidthIsMeasuredAsAnyOtherFontsIs() throws {
        let f = try frames(["AvenirNext-Regular", "Optima-Regular"], text: "Transaction fee")
        XCTAssertEqual(f["l0"]?.width, f["l1"]?.width)
    }

    /// Two lines are twice the font's line, rounded once: Hiragino Sans's 1 em, which leaves out its
    /// half-em line gap as every font's is left out.
    func testLinesOfHiraginoSansAreAnEmApart() throws {
        let label = IBHarness.view("t", tag: "label", attributes: #"text="一行目&#10;二行目" numberOfLines="0""#,
                                   body: #"<fontDescription key="fontDescription" name="HiraginoSans-W3" family="Hiragino Sans" pointSize="15"/>"#)
        let f = try IBHarness.frames(IBHarness.storyboard(IBHarness.scene(subviews: label, constraints: [
            IBHarness.constraint(#"firstItem="t" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100""#),
            IBHarness.constraint(#"firstItem="t" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20""#),
        ].joined())))
        XCTAssertEqual(f["t"]?.height, 30)
    }
}
