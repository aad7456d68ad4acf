import XCTest
@testable import InsetCore

/// A scroll view's content: pinned to the content guide's far edges it sets what scrolls, not its
/// own frame; pinned to the frame guide it follows the scroll view's visible frame.
final class IBScrollViewTests: XCTestCase {
    /// A scroll view filling the root (414 × 896 on the iPhone 11), holding `content`, which holds
    /// a one-line label 16 pt in from each side; `pins` are the content's constraints, by the
    /// content guide (`cg`) and frame guide (`fg`).
    private func frames(_ pins: [String]) throws -> [String: Rect] {
        let label = IBHarness.view("label", tag: "label", attributes: "text=\"A line long enough to run past any phone's width when set on one line\"",
                                   body: "<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"17\"/>")
        let content = IBHarness.view("content", body: """
            <subviews>\(label)</subviews>
            <constraints>
            \(["leading", "trailing"].map { a in IBHarness.constraint("firstItem=\"label\" firstAttribute=\"\(a)\" secondItem=\"content\" secondAttribute=\"\(a)\" constant=\"\(a == "leading" ? 16 : -16)\"") }.joined())
            \(IBHarness.constraint("firstItem=\"label\" firstAttribute=\"top\" secondItem=\"content\" secondAttribute=\"top\" constant=\"16\""))
            \(IBHarness.constraint("firstItem=\"content\" firstAttribute=\"bottom\" secondItem=\"label\" secondAttribute=\"bottom\" constant=\"16\""))
            </constraints>
            """)
        let scroll = IBHarness.view("scroll", tag: "scrollView", body: """
            <subviews>\(content)</subviews>
            <constraints>\(pins.map { IBHarness.constraint($0) }.joined())</constraints>
            <viewLayoutGuide key="contentLayoutGuide" id="cg"/>
            <viewLayoutGuide key="frameLayoutGuide" id="fg"/>
            """)
        let fill = ["leading", "trailing", "top", "bottom"].map { a in
            IBHarness.constraint("firstItem=\"scroll\" firstAttribute=\"\(a)\" secondItem=\"root\" secondAttribute=\"\(a)\"")
        }.joined()
        return try IBHarness.frames(IBHarness.storyboard(IBHarness.scene(subviews: scroll, constraints: fill)))
    }

    private let onContentGuide = ["leading", "trailing", "top", "bottom"].map { a in
        "firstItem=\"content\" firstAttribute=\"\(a)\" secondItem=\"cg\" secondAttribute=\"\(a)\""
    }

    func testContentPinnedToTheFrameGuidesTrailingEdgeIsAsWideAsTheScrollView() throws {
        let f = try frames(onContentGuide + ["firstItem=\"content\" firstAttribute=\"trailing\" secondItem=\"fg\" secondAttribute=\"trailing\""])
        XCTAssertEqual(f["content"]?.width, 414)
        XCTAssertEqual(f["label"]?.width, 414 - 32, "the long line is cut to the visible width")
    }

    func testContentOnlyOnTheContentGuideIsAsWideAsWhatItHolds() throws {
        let f = try frames(onContentGuide)
        XCTAssertGreaterThan(f["content"]?.width ?? 0, 414, "the content guide's trailing edge sets what scrolls sideways")
        XCTAssertEqual(f["content"]?.minX, 0)
    }

    func testContentAsWideAsTheFrameGuideIsAsWideAsTheScrollView() throws {
        let f = try frames(onContentGuide + ["firstItem=\"content\" firstAttribute=\"width\" secondItem=\"fg\" secondAttribute=\"width\""])
        XCTAssertEqual(f["content"]?.width, 414)
    }
}
