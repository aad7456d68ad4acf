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

    /// A scroll view filling the root (414 × 896) holding `views`, with `pins` among them and it.
    private func scrolled(_ views: [String], _ pins: [String]) throws -> [String: Rect] {
        let scroll = IBHarness.view("s", tag: "scrollView", frame: [0, 0, 414, 896], body: """
            <subviews>\(views.map { IBHarness.view($0) }.joined())</subviews>
            <constraints>\(pins.map { IBHarness.constraint($0) }.joined())</constraints>
            """)
        let fill = ["leading", "trailing", "top", "bottom"].map { a in
            IBHarness.constraint("firstItem=\"s\" firstAttribute=\"\(a)\" secondItem=\"root\" secondAttribute=\"\(a)\"")
        }.joined()
        let f = try IBHarness.frames(IBHarness.storyboard(IBHarness.scene(subviews: scroll, constraints: fill)))
        let origin = try XCTUnwrap(f["s"])
        return f.mapValues { $0.offsetBy(dx: -origin.minX, dy: -origin.minY) }
    }

    /// A scroll view's own safe area is its frame less the status bar and the Home indicator, as
    /// any view's (KeePassium's forms centred in it were drawn so); its sides stay its own.
    func testAScrollViewsOwnSafeAreaIsClearOfTheStatusBarAndHomeIndicator() throws {
        let scroll = IBHarness.view("s", tag: "scrollView", frame: [0, 0, 414, 896], body: """
            <subviews>\(IBHarness.view("a"))</subviews>
            <viewLayoutGuide key="safeArea" id="s-safe"/>
            <constraints>\([
                "firstItem=\"a\" firstAttribute=\"centerY\" secondItem=\"s-safe\" secondAttribute=\"centerY\"",
                "firstItem=\"a\" firstAttribute=\"leading\" secondItem=\"s-safe\" secondAttribute=\"leading\" constant=\"20\"",
                "firstItem=\"a\" firstAttribute=\"width\" constant=\"10\"",
                "firstItem=\"a\" firstAttribute=\"height\" constant=\"100\"",
            ].map { IBHarness.constraint($0) }.joined())</constraints>
            """)
        let fill = ["leading", "trailing", "top", "bottom"].map { a in
            IBHarness.constraint("firstItem=\"s\" firstAttribute=\"\(a)\" secondItem=\"root\" secondAttribute=\"\(a)\"")
        }.joined()
        let f = try IBHarness.frames(IBHarness.storyboard(IBHarness.scene(subviews: scroll, constraints: fill)))
        XCTAssertEqual(f["a"]?.midY, (48 + 896 - 34) / 2, "centred between the iPhone 11's status bar and Home indicator")
        XCTAssertEqual(f["a"]?.minX, 20)
    }

    /// Views pinned to the scroll view's far edges end where its content ends: a view sized
    /// only by that pin is as wide as another that sets the content's width.
    func testViewsPinnedToTheFarEdgesEndTogether() throws {
        let f = try scrolled(["a", "b"], [
            "firstItem=\"a\" firstAttribute=\"top\" secondItem=\"s\" secondAttribute=\"top\" constant=\"20\"",
            "firstItem=\"a\" firstAttribute=\"leading\" secondItem=\"s\" secondAttribute=\"leading\" constant=\"20\"",
            "firstItem=\"a\" firstAttribute=\"width\" secondItem=\"s\" secondAttribute=\"width\" constant=\"-40\"",
            "firstItem=\"a\" firstAttribute=\"height\" constant=\"50\"",
            "firstItem=\"s\" firstAttribute=\"trailing\" secondItem=\"a\" secondAttribute=\"trailing\" constant=\"20\"",
            "firstItem=\"b\" firstAttribute=\"top\" secondItem=\"a\" secondAttribute=\"bottom\" constant=\"10\"",
            "firstItem=\"b\" firstAttribute=\"leading\" secondItem=\"s\" secondAttribute=\"leading\" constant=\"20\"",
            "firstItem=\"b\" firstAttribute=\"height\" constant=\"100\"",
            "firstItem=\"s\" firstAttribute=\"trailing\" secondItem=\"b\" secondAttribute=\"trailing\" constant=\"20\"",
            "firstItem=\"s\" firstAttribute=\"bottom\" secondItem=\"b\" secondAttribute=\"bottom\" constant=\"20\"",
        ])
        XCTAssertEqual(f["b"], Rect(x: 20, y: 80, width: 374, height: 100))
    }

    /// Pages side by side: the first as big as the scroll view, the second as wide as the first and
    /// as tall as the content, which the first's bottom pin sets.
    func testPagesPinnedToTheContentsBottomAreAsTallAsIt() throws {
        let f = try scrolled(["p1", "p2"], [
            "firstItem=\"p1\" firstAttribute=\"leading\" secondItem=\"s\" secondAttribute=\"leading\"",
            "firstItem=\"p1\" firstAttribute=\"top\" secondItem=\"s\" secondAttribute=\"top\"",
            "firstItem=\"p1\" firstAttribute=\"width\" secondItem=\"s\" secondAttribute=\"width\"",
            "firstItem=\"p1\" firstAttribute=\"height\" secondItem=\"s\" secondAttribute=\"height\"",
            "firstItem=\"s\" firstAttribute=\"bottom\" secondItem=\"p1\" secondAttribute=\"bottom\"",
            "firstItem=\"p2\" firstAttribute=\"leading\" secondItem=\"p1\" secondAttribute=\"trailing\"",
            "firstItem=\"p2\" firstAttribute=\"top\" secondItem=\"s\" secondAttribute=\"top\"",
            "firstItem=\"p2\" firstAttribute=\"width\" secondItem=\"p1\" secondAttribute=\"width\"",
            "firstItem=\"s\" firstAttribute=\"bottom\" secondItem=\"p2\" secondAttribute=\"bottom\"",
            "firstItem=\"s\" firstAttribute=\"trailing\" secondItem=\"p2\" secondAttribute=\"trailing\"",
        ])
        XCTAssertEqual(f["p2"], Rect(x: 414, y: 0, width: 414, height: 896))
    }

    /// Pins of other priorities end together at the weaker one's: a view pinned weakly to the far
    /// edge keeps its own width where a stronger pin sets the content's.
    func testAWeakFarPinGivesWayToAStrongOne() throws {
        let layout = try IBHarness.layout(IBHarness.storyboard(IBHarness.scene(subviews: IBHarness.view("s", tag: "scrollView", frame: [0, 0, 414, 896], body: """
            <subviews>\(IBHarness.view("a") + IBHarness.view("b"))</subviews>
            <constraints>\([
                "firstItem=\"a\" firstAttribute=\"leading\" secondItem=\"s\" secondAttribute=\"leading\" constant=\"20\"",
                "firstItem=\"a\" firstAttribute=\"top\" secondItem=\"s\" secondAttribute=\"top\"",
                "firstItem=\"a\" firstAttribute=\"width\" constant=\"100\"",
                "firstItem=\"a\" firstAttribute=\"height\" constant=\"10\"",
                "firstItem=\"s\" firstAttribute=\"trailing\" secondItem=\"a\" secondAttribute=\"trailing\" constant=\"20\" priority=\"250\"",
                "firstItem=\"b\" firstAttribute=\"leading\" secondItem=\"s\" secondAttribute=\"leading\" constant=\"20\"",
                "firstItem=\"b\" firstAttribute=\"top\" secondItem=\"a\" secondAttribute=\"bottom\"",
                "firstItem=\"b\" firstAttribute=\"width\" constant=\"300\"",
                "firstItem=\"b\" firstAttribute=\"height\" constant=\"10\"",
                "firstItem=\"s\" firstAttribute=\"trailing\" secondItem=\"b\" secondAttribute=\"trailing\" constant=\"20\"",
            ].map { IBHarness.constraint($0) }.joined())</constraints>
            """), constraints: ["leading", "trailing", "top", "bottom"].map { a in
                IBHarness.constraint("firstItem=\"s\" firstAttribute=\"\(a)\" secondItem=\"root\" secondAttribute=\"\(a)\"")
            }.joined())))
        XCTAssertFalse(layout.issues.contains { if case .unsatisfiable = $0 { return true } else { return false } }, "no conflict")
        XCTAssertEqual(layout.elements.first { $0.id == "a" }?.frame.width, 100)
        XCTAssertEqual(layout.elements.first { $0.id == "b" }?.frame.width, 300)
    }
}
