import XCTest
@testable import InsetCore

/// Controls sized by UIKit rather than by their constraints: each at the top leading corner of
/// the root view, in a file of the given Xcode version.
final class IBControlSizeTests: XCTestCase {
    private func frames(_ views: [(id: String, tag: String, attributes: String, body: String)], tools: String = "22505",
                        extra: String = "") throws -> [String: Rect] {
        let xml = views.map { IBHarness.view($0.id, tag: $0.tag, attributes: $0.attributes, body: $0.body) }.joined()
        let pins = views.flatMap { v in [
            IBHarness.constraint("firstItem=\"\(v.id)\" firstAttribute=\"top\" secondItem=\"root\" secondAttribute=\"top\" constant=\"100\""),
            IBHarness.constraint("firstItem=\"\(v.id)\" firstAttribute=\"leading\" secondItem=\"root\" secondAttribute=\"leading\""),
        ] }.joined()
        return try IBHarness.frames(IBHarness.storyboard(IBHarness.scene(subviews: xml + extra, constraints: pins))
            .replacingOccurrences(of: "toolsVersion=\"22505\"", with: "toolsVersion=\"\(tools)\""))
    }

    func testInfoAndAddButtonsAreTheSystemsSquareGlyph() throws {
        let f = try frames(["infoLight", "contactAdd"].map { ($0, "button", "buttonType=\"\($0)\"", "") })
        XCTAssertEqual(f["infoLight"].map { [$0.width, $0.height] }, [22, 22])
        XCTAssertEqual(f["contactAdd"].map { [$0.width, $0.height] }, [22, 22])
    }

    /// A configured one sits inside the plain style's insets: Xcode drew all nine such info and
    /// detail-disclosure buttons (nRF Mesh, WSDOT, IVPN) 50 × 34.
    func testAConfiguredInfoButtonIsItsGlyphInsideThePlainStylesInsets() throws {
        let configuration = #"<buttonConfiguration key="configuration" style="plain"/>"#
        let f = try frames([("info", "button", #"buttonType="infoLight""#, configuration),
                            ("detail", "button", #"buttonType="detailDisclosure""#, configuration)])
        XCTAssertEqual(f["info"].map { [$0.width, $0.height] }, [50, 34])
        XCTAssertEqual(f["detail"].map { [$0.width, $0.height] }, [50, 34])
    }

    func testARoundedRectFieldWas30PointsTallBeforeIOS13() throws {
        let field = [("field", "textField", "borderStyle=\"roundedRect\"", "")]
        XCTAssertEqual(try frames(field, tools: "14460")["field"]?.height, 30, "Xcode 10")
        XCTAssertEqual(try frames(field, tools: "15705")["field"]?.height, 34, "Xcode 11")
        XCTAssertEqual(try frames(field, tools: "14865")["field"]?.height, 34, "Xcode 11's betas")
    }

    /// A field without a border is a point and a half taller than a label's line of its text:
    /// Xcode recorded 22 pt at 17 pt (Body) and 18.5 pt at 14 pt on 2× screens, in files of Xcode
    /// 12 to 26 alike.
    func testABorderlessFieldIsAPointAndAHalfTallerThanItsTextsLine() throws {
        let f = try frames([
            ("body", "textField", "placeholder=\"Name\"", "<fontDescription key=\"fontDescription\" style=\"UICTFontTextStyleBody\"/>"),
            ("small", "textField", "placeholder=\"Name\"", "<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"14\"/>"),
        ])
        XCTAssertEqual(f["body"]?.height, 22)
        XCTAssertEqual(f["small"]?.height, 18.5)
        let empty = try frames([("empty", "textField", "", "<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"14\"/>")])
        XCTAssertEqual(empty["empty"]?.height, 18.5, "without text or placeholder, still a line tall")
    }

    /// Before iOS 13 (Xcode 10 and older) a borderless field in a fixed font was its line in
    /// whole points, and no shorter than its clear button's 19 pt where it shows one.
    func testABorderlessFieldBeforeIOS13IsItsLineInWholePointsOrItsClearButton() throws {
        func field(_ id: String, size: Int, extra: String = "") -> (String, String, String, String) {
            (id, "textField", "placeholder=\"Name\"" + extra, "<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"\(size)\"/>")
        }
        let f = try frames([field("small", size: 14), field("wide", size: 16), field("clears", size: 14, extra: " clearButtonMode=\"whileEditing\""),
                            field("large", size: 30, extra: " clearButtonMode=\"always\"")], tools: "13771")
        XCTAssertEqual(f["small"]?.height, 17)
        XCTAssertEqual(f["wide"]?.height, 20)
        XCTAssertEqual(f["clears"]?.height, 19, "as tall as its clear button")
        XCTAssertEqual(f["large"]?.height, 36, "its line, taller than the clear button")
        let styled = try frames([("body", "textField", "", "<fontDescription key=\"fontDescription\" style=\"UICTFontTextStyleBody\"/>")], tools: "13771")
        XCTAssertEqual(styled["body"]?.height, 22, "a text style keeps the line and a half point, and scales")
    }

    /// An empty button is UIKit's 30 pt square, but with side insets set it is as wide as they
    /// are, narrower or wider (Xcode drew 7 such buttons 14 to 60 pt wide).
    func testAnEmptyButtonWithSideInsetsIsAsWideAsThey() throws {
        let f = try frames([
            ("bare", "button", "buttonType=\"system\"", "<state key=\"normal\"/>"),
            ("wide", "button", "buttonType=\"system\"", "<inset key=\"contentEdgeInsets\" minX=\"18\" minY=\"0.0\" maxX=\"18\" maxY=\"0.0\"/><state key=\"normal\"/>"),
            ("narrow", "button", "buttonType=\"system\"", "<inset key=\"contentEdgeInsets\" minX=\"7\" minY=\"0.0\" maxX=\"7\" maxY=\"0.0\"/><state key=\"normal\"/>"),
        ])
        XCTAssertEqual(f["bare"]?.width, 30)
        XCTAssertEqual(f["wide"]?.width, 36)
        XCTAssertEqual(f["narrow"]?.width, 14)
        XCTAssertEqual(f["wide"]?.height, 30, "no insets above and below: UIKit's 30 pt")
    }

    /// Insets set above and below an empty button pad its empty title's line by as much: Xcode
    /// drew TousAntiCovid's bottom button, 20 pt above and below, 58 pt tall (18 + 40; +6 views
    /// in batch 43, none lost over 87 apps), and a custom button's line is 22.
    func testAnEmptyButtonIsItsTitlesLinePaddedAsATitleIs() throws {
        let insets = "<inset key=\"contentEdgeInsets\" minX=\"0.0\" minY=\"20\" maxX=\"0.0\" maxY=\"20\"/><state key=\"normal\"/>"
        let f = try frames([("system", "button", "buttonType=\"system\"", insets), ("custom", "button", "", insets)])
        XCTAssertEqual(f["system"]?.height, 58)
        XCTAssertEqual(f["custom"]?.height, 62)
        XCTAssertEqual(f["system"]?.width, 30, "no side insets: 30 pt wide still")
        // A system font it names sets the line: 21 pt at 17 pt, and 6 pt above and below without
        // insets (Kikurage's links, 33 pt tall: +3 views in batch 43).
        let at17 = "<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"17\"/><state key=\"normal\" title=\"\"/>"
        let named = try frames([("plain", "button", "buttonType=\"system\"", at17), ("padded", "button", "buttonType=\"system\"", at17 + insets)])
        XCTAssertEqual(named["plain"]?.height, 33)
        XCTAssertEqual(named["padded"]?.height, 61)
    }

    func testALegacyButtonWithoutAFontSetsItsTitleAt15Points() throws {
        let f = try frames([
            ("plain", "button", "buttonType=\"system\"", "<state key=\"normal\" title=\"Submit\"/>"),
            ("at15", "button", "buttonType=\"system\"", "<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"15\"/><state key=\"normal\" title=\"Submit\"/>"),
            ("at17", "button", "buttonType=\"system\"", "<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"17\"/><state key=\"normal\" title=\"Submit\"/>"),
        ])
        XCTAssertEqual(f["plain"]?.width, f["at15"]?.width)
        XCTAssertEqual(f["plain"]?.height, f["at15"]?.height)
        XCTAssertLessThan(f["plain"]?.width ?? 0, f["at17"]?.width ?? 0)
    }

    func testATextViewThatDoesNotScrollIsAsTallAsItsWrappedText() throws {
        let words = Array(repeating: "Lorem ipsum dolor sit amet", count: 6).joined(separator: " ")
        let body = "<string key=\"text\">\(words)</string><fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"14\"/>"
        let views = [("fixed", "textView", "scrollEnabled=\"NO\"", body), ("scrolls", "textView", "", body),
                     ("label", "label", "numberOfLines=\"0\" text=\"\(words)\"", "<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"14\"/>")]
        let xml = views.map { IBHarness.view($0.0, tag: $0.1, frame: $0.0 == "scrolls" ? [0, 100, 200, 77] : [0, 0, 10, 10],
                                             attributes: $0.2, body: $0.3) }.joined()
        let pins = ["fixed", "scrolls", "label"].flatMap { id in [
            IBHarness.constraint("firstItem=\"\(id)\" firstAttribute=\"top\" secondItem=\"root\" secondAttribute=\"top\" constant=\"100\""),
            IBHarness.constraint("firstItem=\"\(id)\" firstAttribute=\"leading\" secondItem=\"root\" secondAttribute=\"leading\""),
            IBHarness.constraint("firstItem=\"\(id)\" firstAttribute=\"width\" constant=\"\(id == "label" ? 190 : 200)\""),
        ] }.joined()
        let f = try IBHarness.frames(IBHarness.storyboard(IBHarness.scene(subviews: xml, constraints: pins)))
        let line = try XCTUnwrap(try frames([("one", "label", "text=\"Lorem\"", "<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"14\"/>")])["one"]?.height)
        XCTAssertGreaterThan(f["label"]?.height ?? 0, 3 * line, "the text wraps at 190 pt")
        XCTAssertEqual(f["fixed"]?.height ?? 0, (f["label"]?.height ?? 0) + 16, accuracy: 0.01,
                       "the text wrapped 5 pt in from each side, and 8 pt above and below")
        XCTAssertEqual(f["scrolls"]?.height, 77, "a text view that scrolls has no height of its own: it stays as drawn")
    }

    /// With no text, a text view that doesn't scroll still lays out one line inside its insets.
    func testAnEmptyTextViewThatDoesNotScrollIsALineTall() throws {
        let views = [14.0, 16].map { size in
            ("empty\(Int(size))", "textView", "scrollEnabled=\"NO\"", "<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"\(Int(size))\"/>")
        }
        let f = try frames(views)
        XCTAssertEqual(f["empty14"]?.height, 33, "16 pt of insets and a 14 pt line, 17 pt on a 2x screen")
        XCTAssertEqual(f["empty16"]?.height, 35.5)
    }

    func testASwitchIsPlacedByIts49PointAlignmentRectangleAndDrawn51Wide() throws {
        let sw = IBHarness.view("sw", tag: "switch")
        let pins = [
            IBHarness.constraint("firstItem=\"sw\" firstAttribute=\"top\" secondItem=\"root\" secondAttribute=\"top\" constant=\"100\""),
            IBHarness.constraint("firstItem=\"root\" firstAttribute=\"trailing\" secondItem=\"sw\" secondAttribute=\"trailing\" constant=\"20\""),
        ].joined()
        let xml = IBHarness.storyboard(IBHarness.scene(subviews: sw, constraints: pins))
        XCTAssertEqual(try IBHarness.frames(xml)["sw"], Rect(x: 414 - 20 - 49, y: 100, width: 51, height: 31))
        XCTAssertEqual(try IBHarness.frames(xml, rtl: true)["sw"], Rect(x: 18, y: 100, width: 51, height: 31),
                       "mirrored: 20 pt from the left edge, drawn 2 pt past it")
        let masked = """
            <switch contentMode="scaleToFill" id="sw"><rect key="frame" x="300" y="100" width="51" height="31"/>
            <autoresizingMask key="autoresizingMask" flexibleMinX="YES"/></switch>
            """
        XCTAssertEqual(try IBHarness.frames(IBHarness.storyboard(IBHarness.scene(subviews: masked)))["sw"],
                       Rect(x: 300, y: 100, width: 51, height: 31), "a switch placed by its mask keeps its frame")
    }

    /// Xcode 26 draws iOS 26's controls: a 63 × 28 pt switch (61 wide where constraints
    /// place it) and a 54 pt navigation bar.
    func testXcode26DrawsIOS26sSwitchAndNavigationBar() throws {
        let sw = IBHarness.view("sw", tag: "switch") + IBHarness.view("bar", tag: "navigationBar")
        let pins = [
            IBHarness.constraint("firstItem=\"sw\" firstAttribute=\"top\" secondItem=\"root\" secondAttribute=\"top\" constant=\"100\""),
            IBHarness.constraint("firstItem=\"root\" firstAttribute=\"trailing\" secondItem=\"sw\" secondAttribute=\"trailing\" constant=\"20\""),
            IBHarness.constraint("firstItem=\"bar\" firstAttribute=\"top\" secondItem=\"safe\" secondAttribute=\"top\""),
            IBHarness.constraint("firstItem=\"bar\" firstAttribute=\"leading\" secondItem=\"root\" secondAttribute=\"leading\""),
            IBHarness.constraint("firstItem=\"bar\" firstAttribute=\"trailing\" secondItem=\"root\" secondAttribute=\"trailing\""),
        ].joined()
        let xcode16 = IBHarness.storyboard(IBHarness.scene(subviews: sw, constraints: pins))
        let xcode26 = xcode16.replacingOccurrences(of: #"toolsVersion="22505""#, with: #"toolsVersion="24506""#)
        XCTAssertEqual(try IBHarness.frames(xcode26)["sw"], Rect(x: 414 - 20 - 61, y: 100, width: 63, height: 28))
        XCTAssertEqual(try IBHarness.frames(xcode26)["bar"]?.height, 54)
        XCTAssertEqual(try IBHarness.frames(xcode16)["sw"].map { [$0.width, $0.height] }, [51, 31], "Xcode 16 drew iOS 18's")
        XCTAssertEqual(try IBHarness.frames(xcode16)["bar"]?.height, 44)
        let odd = xcode16.replacingOccurrences(of: #"toolsVersion="22505""#, with: #"toolsVersion="32700.99.1234""#)
        XCTAssertEqual(try IBHarness.frames(odd)["sw"].map { [$0.width, $0.height] }, [51, 31], "32700 is no Xcode 26")
    }

    func testAStepperWas29PointsTallBeforeIOS13() throws {
        let stepper = [("st", "stepper", "", "")]
        XCTAssertEqual(try frames(stepper, tools: "14460")["st"].map { [$0.width, $0.height] }, [94, 29])
        XCTAssertEqual(try frames(stepper)["st"].map { [$0.width, $0.height] }, [94, 32])
    }

    /// iOS 11 made the search bar 56 pt tall; Xcode 8 and before drew iOS 10's 44 (Yep's, batch 38).
    func testASearchBarWas44PointsTallBeforeIOS11() throws {
        let bar = [("sb", "searchBar", "searchBarStyle=\"minimal\"", "")]
        XCTAssertEqual(try frames(bar, tools: "10117")["sb"]?.height, 44, "Xcode 8")
        XCTAssertEqual(try frames(bar, tools: "14460")["sb"]?.height, 56, "Xcode 10")
    }

    /// A picker that only its top places is UIPickerView's 216 pt tall, in Xcode 8 as in 13
    /// (Yep's and rTracker's).
    func testAPickerViewIs216PointsTall() throws {
        let picker = [("p", "pickerView", "", "")]
        XCTAssertEqual(try frames(picker, tools: "10116")["p"]?.height, 216)
        XCTAssertEqual(try frames(picker, tools: "19162")["p"]?.height, 216)
    }

    func testAnyContentInsetReplacesALegacyButtonsSixPointsAboveAndBelow() throws {
        let title = "<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"15\"/><state key=\"normal\" title=\"Buy\"/>"
        let f = try frames([
            ("plain", "button", "buttonType=\"system\"", title),
            ("sides", "button", "buttonType=\"system\"", title + "<inset key=\"contentEdgeInsets\" minX=\"10\" minY=\"0.0\" maxX=\"10\" maxY=\"0.0\"/>"),
        ])
        let plain = try XCTUnwrap(f["plain"]), sides = try XCTUnwrap(f["sides"])
        XCTAssertEqual(plain.height - sides.height, 12, "6 pt above and below only without insets")
        XCTAssertEqual(sides.width - plain.width, 20)
    }

    func testAttributedTextIsSetInTheFontOfItsFirstRun() throws {
        func attributed(_ size: Int) -> String {
            """
            <attributedString key="attributedText"><fragment content="Last week"><attributes>
                <font key="NSFont" size="\(size)" name="LeagueGothic-Regular"/>
            </attributes></fragment></attributedString>
            """
        }
        let f = try frames([
            ("big", "label", "usesAttributedText=\"YES\"", attributed(48)),
            ("at48", "label", "text=\"Last week\"", "<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"48\"/>"),
        ])
        XCTAssertEqual(f["big"]?.height, f["at48"]?.height)
        XCTAssertEqual(f["big"]?.width, f["at48"]?.width)
    }

    func testALegacyButtonWithAnImageIsItsContentWithoutPadding() throws {
        // The harness's resources give "hero" 120 × 80.
        let f = try frames([
            ("glyph", "button", "", "<state key=\"normal\" image=\"hero\"/>"),
            ("both", "button", "", "<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"10\"/><state key=\"normal\" title=\"32\" image=\"hero\"/>"),
            ("title", "button", "", "<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"10\"/><state key=\"normal\" title=\"32\"/>"),
        ])
        XCTAssertEqual(f["glyph"].map { [$0.width, $0.height] }, [120, 80], "an image-only button is its image")
        XCTAssertEqual((f["title"]?.height ?? 0) - (f["both"]?.height ?? 0), 12, "no 6 pt above and below beside an image")
    }

    /// A button drawn as its background image alone is that image's size, not an empty button's.
    func testAButtonWithOnlyABackgroundImageIsThatImagesSize() throws {
        let f = try frames([("back", "button", "", "<state key=\"normal\" backgroundImage=\"hero\"/>")])
        XCTAssertEqual(f["back"].map { [$0.width, $0.height] }, [120, 80])
    }

    /// A titled button is at least its background image's size: a short title on a 120 × 80
    /// image is the image's size; a long one is wider than the image, and still 80 pt tall.
    func testATitledButtonIsAtLeastItsBackgroundImagesSize() throws {
        let font = "<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"14\"/>"
        let long = String(repeating: "Search everywhere ", count: 3)
        let f = try frames([
            ("short", "button", "", font + "<state key=\"normal\" title=\"GO\" backgroundImage=\"hero\"/>"),
            ("long", "button", "", font + "<state key=\"normal\" title=\"\(long)\" backgroundImage=\"hero\"/>"),
            ("plain", "button", "", font + "<state key=\"normal\" title=\"\(long)\"/>"),
        ], tools: "14113")
        XCTAssertEqual(f["short"].map { [$0.width, $0.height] }, [120, 80])
        XCTAssertEqual(f["long"]?.height, 80)
        XCTAssertEqual(f["long"]?.width, f["plain"]?.width, "as wide as its title where that is wider")
        XCTAssertGreaterThan(f["plain"]?.width ?? 0, 120)
    }

    /// A plain configuration showing only one of the app's images is that image inside the
    /// style's insets, 12 pt at the sides and 7 above and below.
    func testAConfiguredImageButtonIsItsImageInsideThePlainStylesInsets() throws {
        let f = try frames([
            ("arrow", "button", "", #"<state key="normal" title="Button"/><buttonConfiguration key="configuration" style="plain" image="hero" title=""/>"#),
        ])
        XCTAssertEqual(f["arrow"].map { [$0.width, $0.height] }, [144, 94])
    }

    /// An image-only button keeps a line of its default 18 pt title: a 20 × 12 pt image makes it
    /// 20 × 22; with a font of its own, it is its image.
    func testAnImageButtonShorterThanItsTitlesLineIsThatLineTall() throws {
        let views = [
            ("dot", "button", "", "<state key=\"normal\" image=\"dot\"/>"),
            ("small", "button", "", "<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"10\"/><state key=\"normal\" image=\"dot\"/>"),
        ]
        let xml = IBHarness.storyboard(IBHarness.scene(
            subviews: views.map { IBHarness.view($0.0, tag: $0.1, body: $0.3) }.joined(),
            constraints: views.flatMap { v in [
                IBHarness.constraint("firstItem=\"\(v.0)\" firstAttribute=\"top\" secondItem=\"root\" secondAttribute=\"top\" constant=\"100\""),
                IBHarness.constraint("firstItem=\"\(v.0)\" firstAttribute=\"leading\" secondItem=\"root\" secondAttribute=\"leading\""),
            ] }.joined()))
            .replacingOccurrences(of: "<image name=\"hero\"", with: "<image name=\"dot\" width=\"20\" height=\"12\"/><image name=\"hero\"")
        let f = try IBHarness.frames(xml)
        XCTAssertEqual(f["dot"].map { [$0.width, $0.height] }, [20, 22])
        XCTAssertEqual(f["small"].map { [$0.width, $0.height] }, [20, 12])
    }

    func testASegmentedControlIsDrawnOnePointBelowWhatConstraintsPlace() throws {
        let segments = "<segments><segment title=\"First\"/><segment title=\"Second\"/></segments>"
        func placed(tools: String) throws -> (control: Rect, below: Rect) {
            let views = IBHarness.view("seg", tag: "segmentedControl", body: segments) + IBHarness.view("below")
            let pins = [
                IBHarness.constraint("firstItem=\"seg\" firstAttribute=\"top\" secondItem=\"root\" secondAttribute=\"top\" constant=\"100\""),
                IBHarness.constraint("firstItem=\"seg\" firstAttribute=\"leading\" secondItem=\"root\" secondAttribute=\"leading\""),
                IBHarness.constraint("firstItem=\"below\" firstAttribute=\"top\" secondItem=\"seg\" secondAttribute=\"bottom\""),
                IBHarness.constraint("firstItem=\"below\" firstAttribute=\"leading\" secondItem=\"root\" secondAttribute=\"leading\""),
                IBHarness.constraint("firstItem=\"below\" firstAttribute=\"width\" constant=\"10\""),
                IBHarness.constraint("firstItem=\"below\" firstAttribute=\"height\" constant=\"10\""),
            ].joined()
            let f = try IBHarness.frames(IBHarness.storyboard(IBHarness.scene(subviews: views, constraints: pins))
                .replacingOccurrences(of: "toolsVersion=\"22505\"", with: "toolsVersion=\"\(tools)\""))
            return (try XCTUnwrap(f["seg"]), try XCTUnwrap(f["below"]))
        }
        let modern = try placed(tools: "21701"), old = try placed(tools: "12106")
        XCTAssertEqual(modern.control.height, 32)
        XCTAssertEqual(modern.below.minY, 131, "placed against the control's 31 pt alignment rectangle")
        XCTAssertEqual(old.control.height, 29)
        XCTAssertEqual(old.below.minY, 128)
    }

    func testASlidersThumbOverhangsTheTrackTheConstraintsPlace() throws {
        let slider = IBHarness.view("sl", tag: "slider")
        let pins = [
            IBHarness.constraint("firstItem=\"sl\" firstAttribute=\"top\" secondItem=\"root\" secondAttribute=\"top\" constant=\"100\""),
            IBHarness.constraint("firstItem=\"sl\" firstAttribute=\"leading\" secondItem=\"root\" secondAttribute=\"leading\" constant=\"30\""),
            IBHarness.constraint("firstItem=\"root\" firstAttribute=\"trailing\" secondItem=\"sl\" secondAttribute=\"trailing\" constant=\"30\""),
        ].joined()
        let f = try IBHarness.frames(IBHarness.storyboard(IBHarness.scene(subviews: slider, constraints: pins)))
        XCTAssertEqual(f["sl"].map { [$0.minX, $0.width] }, [28, 414 - 60 + 4])
    }

    /// A view 25 pt above a slider whose bottom is 26 pt above the root's: the 31 pt frame's last
    /// point hangs below the 30 pt track the constraints place. iOS 26's 34 pt slider has no overhang.
    func testASlidersTrackIsPlacedAPointAboveItsFrameBottom() throws {
        func frames(tools: String) throws -> [String: Rect] {
            let views = IBHarness.view("chart") + IBHarness.view("sl", tag: "slider")
            let pins = [
                IBHarness.constraint("firstItem=\"chart\" firstAttribute=\"top\" secondItem=\"root\" secondAttribute=\"top\""),
                IBHarness.constraint("firstItem=\"chart\" firstAttribute=\"leading\" secondItem=\"root\" secondAttribute=\"leading\""),
                IBHarness.constraint("firstItem=\"chart\" firstAttribute=\"width\" constant=\"100\""),
                IBHarness.constraint("firstItem=\"sl\" firstAttribute=\"top\" secondItem=\"chart\" secondAttribute=\"bottom\" constant=\"25\""),
                IBHarness.constraint("firstItem=\"sl\" firstAttribute=\"leading\" secondItem=\"root\" secondAttribute=\"leading\" constant=\"20\""),
                IBHarness.constraint("firstItem=\"sl\" firstAttribute=\"width\" constant=\"200\""),
                IBHarness.constraint("firstItem=\"root\" firstAttribute=\"bottom\" secondItem=\"sl\" secondAttribute=\"bottom\" constant=\"26\""),
            ].joined()
            return try IBHarness.frames(IBHarness.storyboard(IBHarness.scene(subviews: views, constraints: pins))
                .replacingOccurrences(of: "toolsVersion=\"22505\"", with: "toolsVersion=\"\(tools)\""))
        }
        let older = try frames(tools: "13196")
        XCTAssertEqual(older["sl"].map { [$0.minY, $0.height] }, [896 - 26 - 30, 31])
        XCTAssertEqual(older["chart"]?.height, 896 - 26 - 30 - 25)
        let ios26 = try frames(tools: "24412")
        XCTAssertEqual(ios26["sl"].map { [$0.minX, $0.minY, $0.width, $0.height] }, [20, 896 - 26 - 34, 200, 34])
    }

    /// A legacy button's title is sized in whole points: its line's full height (SF Pro's 1.1933
    /// em, rounded up) and its width rounded up, inside 6 pt above and below.
    func testALegacyTitledButtonIsSizedInWholePoints() throws {
        func size(_ font: String) throws -> [Double]? {
            try frames([("b", "button", "buttonType=\"system\"", "\(font)<state key=\"normal\" title=\"Button\"/>")])["b"].map { [$0.width, $0.height] }
        }
        let plain = try XCTUnwrap(try size(""))
        XCTAssertEqual(plain[1], 30, "15 pt: a line of 17.9 pt, 18 rounded up, and 12")
        XCTAssertEqual(plain[0], plain[0].rounded(), "a whole number of points wide")
        XCTAssertEqual(try size("<fontDescription key=\"fontDescription\" style=\"UICTFontTextStyleCallout\"/>")?[1], 32)
        XCTAssertEqual(try size("<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"11\"/>")?[1], 26)
    }

    /// A custom button (no `buttonType`) whose file names no font sets its title in UIButton's
    /// own 18 pt, where a system button's is 15 pt: 34 pt tall against 30.
    func testACustomButtonWithoutAFontHasAnEighteenPointTitle() throws {
        let title = "<state key=\"normal\" title=\"Check symptoms\"/>"
        let f = try frames([("system", "button", "buttonType=\"system\"", title), ("custom", "button", "", title)])
        let system = try XCTUnwrap(f["system"]), custom = try XCTUnwrap(f["custom"])
        XCTAssertEqual(system.height, 30)
        XCTAssertEqual(custom.height, 34, "18 pt: a line of 21.5 pt, 22 rounded up, and 12")
        XCTAssertEqual(custom.width / system.width, 18.0 / 15, accuracy: 0.05, "the title is wider by its size")
    }

    func testAnEmptyButtonTakesUIKitsDefaultSize() throws {
        let f = try frames([("system", "button", "buttonType=\"system\"", ""), ("custom", "button", "", "")])
        XCTAssertEqual(f["system"].map { [$0.width, $0.height] }, [30, 30])
        XCTAssertEqual(f["custom"].map { [$0.width, $0.height] }, [30, 34])
    }

    /// An empty label has no size of its own: hugging that outranks a weak size constraint keeps
    /// it flat, and what is placed after it starts where it starts.
    func testAnEmptyLabelIsFlatWhereItsHuggingOutranksItsSize() throws {
        let label = "horizontalHuggingPriority=\"1000\" verticalHuggingPriority=\"1000\""
        let font = "<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"17\"/>"
        let xml = IBHarness.view("empty", tag: "label", attributes: label + " text=\"\"", body: font)
            + IBHarness.view("named", tag: "label", attributes: "text=\"Name\"", body: font)
        let pins = [
            "firstItem=\"empty\" firstAttribute=\"top\" secondItem=\"root\" secondAttribute=\"top\" constant=\"100\"",
            "firstItem=\"empty\" firstAttribute=\"leading\" secondItem=\"root\" secondAttribute=\"leading\" constant=\"20\"",
            "firstItem=\"empty\" firstAttribute=\"width\" constant=\"42\" priority=\"500\"",
            "firstItem=\"empty\" firstAttribute=\"height\" constant=\"21\" priority=\"501\"",
            "firstItem=\"named\" firstAttribute=\"leading\" secondItem=\"empty\" secondAttribute=\"trailing\" constant=\"8\"",
            "firstItem=\"named\" firstAttribute=\"top\" secondItem=\"empty\" secondAttribute=\"bottom\"",
        ].map { IBHarness.constraint($0) }.joined()
        let f = try IBHarness.frames(IBHarness.storyboard(IBHarness.scene(subviews: xml, constraints: pins)))
        XCTAssertEqual(f["empty"].map { [$0.width, $0.height] }, [0, 0])
        XCTAssertEqual(f["named"].map { [$0.minX, $0.minY] }, [28, 100], "8 pt after the empty label, right below it")
    }

    /// A label that hugs at 1000 but is held wider than its text still hugs, as a 999 would:
    /// Xcode draws it at the width it is held to (Kukai's recovery phrase), where the hugging
    /// left out as conflicting had let it take the room its neighbour hugs less for. The
    /// conflict is still reported.
    func testARequiredHuggingAConstraintOutweighsStillHugs() throws {
        let font = "<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"12\"/>"
        let xml = IBHarness.view("number", tag: "label", attributes: "horizontalHuggingPriority=\"1000\" text=\"18\"", body: font)
            + IBHarness.view("word", tag: "label", attributes: "horizontalHuggingPriority=\"251\" text=\" \"", body: font)
        let pins = [
            "firstItem=\"number\" firstAttribute=\"leading\" secondItem=\"root\" secondAttribute=\"leading\" constant=\"20\"",
            "firstItem=\"number\" firstAttribute=\"top\" secondItem=\"root\" secondAttribute=\"top\" constant=\"100\"",
            "firstItem=\"number\" firstAttribute=\"width\" relation=\"greaterThanOrEqual\" constant=\"20\"",
            "firstItem=\"word\" firstAttribute=\"leading\" secondItem=\"number\" secondAttribute=\"trailing\" constant=\"16\"",
            "firstItem=\"word\" firstAttribute=\"top\" secondItem=\"number\" secondAttribute=\"top\"",
            "firstItem=\"root\" firstAttribute=\"trailing\" secondItem=\"word\" secondAttribute=\"trailing\" constant=\"20\"",
        ].map { IBHarness.constraint($0) }.joined()
        let layout = try IBHarness.layout(IBHarness.storyboard(IBHarness.scene(subviews: xml, constraints: pins)))
        XCTAssertEqual(layout.element(id: "number")?.frame.width, 20, "held at 20, no wider")
        XCTAssertEqual(layout.element(id: "word")?.frame.minX, 56, "its neighbour takes the rest")
        XCTAssertTrue(layout.issues.contains { if case .unsatisfiable = $0 { return true } else { return false } },
                      "hugging at 1000 under 20 pt contradicts the 20 pt minimum")
    }

    /// An `@IBDesignable` view's intrinsic size is the one its code gave Xcode's canvas, which the
    /// file records under `<designables>`, not its placeholder; -1 is no size on that axis.
    func testADesignableViewTakesTheSizeItsCodeGaveTheCanvas() throws {
        let card = IBHarness.view("card", attributes: "placeholderIntrinsicWidth=\"200\" placeholderIntrinsicHeight=\"100\" customClass=\"Card\"")
        let pins = [
            "firstItem=\"card\" firstAttribute=\"leading\" secondItem=\"root\" secondAttribute=\"leading\" constant=\"20\"",
            "firstItem=\"card\" firstAttribute=\"top\" secondItem=\"root\" secondAttribute=\"top\" constant=\"100\"",
        ].map { IBHarness.constraint($0) }.joined()
        let plain = IBHarness.storyboard(IBHarness.scene(subviews: card, constraints: pins))
        XCTAssertEqual(try IBHarness.frames(plain)["card"].map { [$0.width, $0.height] }, [200, 100], "the placeholder")
        let designed = plain.replacingOccurrences(of: "</document>", with: """
            <designables><designable name="card"><size key="intrinsicContentSize" width="-1" height="340.5"/></designable></designables>
            </document>
            """)
        let f = try IBHarness.frames(designed)
        XCTAssertEqual(f["card"]?.height, 340.5, "the height its code gave")
        XCTAssertEqual(f["card"]?.width, 10, "no width of its own: nothing sizes it, so it stays as drawn")
    }

    /// A toolbar standing on the safe area's bottom is 49 pt tall above a Home indicator, as a
    /// tab bar is; 44 on a Home-button iPhone or away from the bottom, 32 in landscape.
    func testAToolbarAboveTheHomeIndicatorIsDrawnTaller() throws {
        func toolbar(_ bottomItem: String) -> String {
            IBHarness.storyboard(IBHarness.scene(
                subviews: IBHarness.view("bar", tag: "toolbar", frame: [0, 813, 414, 49]),
                constraints: [
                    IBHarness.constraint("firstItem=\"bar\" firstAttribute=\"bottom\" secondItem=\"\(bottomItem)\" secondAttribute=\"bottom\""),
                    IBHarness.constraint("firstItem=\"bar\" firstAttribute=\"leading\" secondItem=\"root\" secondAttribute=\"leading\""),
                    IBHarness.constraint("firstItem=\"bar\" firstAttribute=\"trailing\" secondItem=\"root\" secondAttribute=\"trailing\""),
                ].joined()))
        }
        let onSafeArea = toolbar("safe")
        XCTAssertEqual(try IBHarness.frames(onSafeArea)["bar"], Rect(x: 0, y: 813, width: 414, height: 49))
        XCTAssertEqual(try IBHarness.frames(onSafeArea, device: "iphone-8")["bar"]?.height, 44, "no Home indicator")
        XCTAssertEqual(try IBHarness.frames(onSafeArea, orientation: .landscape)["bar"]?.height, 32)
        XCTAssertEqual(try IBHarness.frames(toolbar("root"))["bar"]?.height, 44, "at the screen's bottom, under the indicator")
    }

    /// A configured button shows its configuration's title, not the `<state>` title Xcode keeps
    /// writing beside it: an empty plain configuration is its 7 pt insets alone, 14 pt tall.
    func testAConfiguredButtonShowsItsConfigurationsTitleOnly() throws {
        let empty = ("empty", "button", "", #"<state key="normal" title="Button"/><buttonConfiguration key="configuration" style="plain"/>"#)
        let titled = ("titled", "button", "", #"<state key="normal" title="Button"/><buttonConfiguration key="configuration" style="plain" title="Continue"/>"#)
        let legacy = ("legacy", "button", "", #"<state key="normal" title="Button"/>"#)
        let f = try frames([empty, titled, legacy])
        XCTAssertEqual(f["empty"]?.height, 14)
        XCTAssertGreaterThan(f["titled"]?.height ?? 0, 30)
        XCTAssertGreaterThan(f["legacy"]?.width ?? 0, 40, "without a configuration the state's title shows")
        let layout = try IBHarness.layout(IBHarness.storyboard(IBHarness.scene(subviews: IBHarness.view(titled.0, tag: "button", body: titled.3))))
        XCTAssertEqual(layout.element(id: "titled")?.text, "Continue")
    }
}
