import XCTest
@testable import InsetCore

/// Files from Xcode 5 to 9 name no `<device>`: their canvas is the size their root views were
/// drawn at, a device's or Xcode 6 and 7's 600 × 600 "any width, any height" square.
final class IBOlderFilesTests: XCTestCase {
    /// A storyboard without `<device>` whose one scene's root view is `width × height`, with a
    /// view 20 pt below the top layout guide and 20 pt in from the trailing edge.
    private func oldStoryboard(width: Double, height: Double, tools: String = "9531", extraScene: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" initialViewController="vc">
            <scenes>
                <scene sceneID="s1"><objects>
                    <viewController id="vc" sceneMemberID="viewController">
                        <layoutGuides>
                            <viewControllerLayoutGuide type="top" id="topGuide"/>
                            <viewControllerLayoutGuide type="bottom" id="bottomGuide"/>
                        </layoutGuides>
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                                    <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="a" firstAttribute="top" secondItem="topGuide" secondAttribute="bottom" constant="20" id="c1"/>
                                <constraint firstAttribute="trailing" secondItem="a" secondAttribute="trailing" constant="20" id="c2"/>
                                <constraint firstItem="a" firstAttribute="width" constant="10" id="c3"/>
                                <constraint firstItem="a" firstAttribute="height" constant="10" id="c4"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects></scene>
        \(extraScene)
            </scenes>
        </document>
        """
    }

    func testAFileWithoutADeviceIsDrawnOnTheDeviceItsRootViewsFit() throws {
        let file = try IBHarness.read(oldStoryboard(width: 320, height: 568))
        XCTAssertEqual(file.screens.first?.authoredDevice, "iphone-se-4-inch")
        let f = try IBHarness.frames(oldStoryboard(width: 320, height: 568))
        XCTAssertEqual(f["a"], Rect(x: 290, y: 40, width: 10, height: 10), "below a 20 pt status bar, 20 pt from the 320 pt edge")
        XCTAssertEqual(try IBHarness.read(oldStoryboard(width: 375, height: 667)).screens.first?.authoredDevice, "iphone-se-4-7-inch")
        let landscape = try IBHarness.read(oldStoryboard(width: 667, height: 375)).screens.first
        XCTAssertEqual(landscape?.authoredDevice, "iphone-se-4-7-inch")
        XCTAssertEqual(landscape?.authoredOrientation, .landscape)
    }

    func testAnOldTVStoryboardIsDrawnOnTheTV() throws {
        let xml = oldStoryboard(width: 1920, height: 1080, tools: "10117")
            .replacingOccurrences(of: "type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\"", with: "type=\"com.apple.InterfaceBuilder.AppleTV.Storyboard\"")
            .replacingOccurrences(of: "targetRuntime=\"iOS.CocoaTouch\"", with: "targetRuntime=\"AppleTV\"")
        let screen = try XCTUnwrap(try IBHarness.read(xml).screens.first)
        XCTAssertEqual(screen.authoredDevice, "apple-tv-4k")
        XCTAssertEqual(try IBHarness.frames(xml)["a"]?.maxX, 1900)
    }

    func testTheAnyWidthAnyHeightCanvasIsLaidOutAtItsOwnSize() throws {
        let xml = oldStoryboard(width: 600, height: 600)
        let screen = try XCTUnwrap(try IBHarness.read(xml).screens.first)
        XCTAssertNil(screen.authoredDevice, "no device is 600 × 600")
        XCTAssertEqual(screen.authoredCanvasSize, Size(width: 600, height: 600))
        let layout = try IBHarness.layout(xml)
        XCTAssertEqual(layout.elements.first { $0.id == "root" }?.frame, Rect(x: 0, y: 0, width: 600, height: 600))
        XCTAssertEqual(layout.elements.first { $0.id == "a" }?.frame, Rect(x: 570, y: 40, width: 10, height: 10))
        XCTAssertEqual(layout.environment.sizeClass, SizeClassPair(horizontal: .regular, vertical: .regular),
                       "no compact variation shows on the any/any canvas")
        XCTAssertEqual(try IBHarness.frames(xml, device: "iphone-8")["a"]?.maxX, 355, "a device named is that device")
    }

    /// Xcode 11 to 13 drew the any/any square without a status bar, as they drew Home-button
    /// iPhones: a view 20 pt below its top guide sits 20 pt down, not 40 (all 23 such views of
    /// one Xcode 13 app). Xcode 10 drew the bar; Inset has Xcode 14.3 and later draw it too, as
    /// they drew it again on Home-button iPhones (no file of those versions without a device was
    /// found to check).
    func testTheAnyWidthAnyHeightCanvasOfXcode11To14_2HasNoStatusBar() throws {
        XCTAssertEqual(try IBHarness.frames(oldStoryboard(width: 600, height: 600, tools: "20037"))["a"]?.minY, 20)
        XCTAssertEqual(try IBHarness.frames(oldStoryboard(width: 600, height: 600, tools: "14460"))["a"]?.minY, 40)
        XCTAssertEqual(try IBHarness.frames(oldStoryboard(width: 600, height: 600, tools: "21701"))["a"]?.minY, 40)
        XCTAssertEqual(try IBHarness.frames(oldStoryboard(width: 600, height: 600, tools: "20037"), device: "iphone-8")["a"]?.minY, 40,
                       "a device named keeps its own status bar")
    }

    /// A canvas narrower than 600 pt that no device fits (an Xcode 10 file without `<device>`,
    /// 414 × 813) is an iPhone's: compact width and regular height, so a variation for iPads
    /// (`heightClass=regular-widthClass=regular`) stays out, as Xcode drew 56 such views in batch
    /// 19 at their base sizes.
    func testAPhoneSizedCanvasIsCompactInWidth() throws {
        let sized = oldStoryboard(width: 414, height: 813, tools: "14490").replacingOccurrences(
            of: #"<constraint firstItem="a" firstAttribute="width" constant="10" id="c3"/>"#,
            with: #"<constraint firstItem="a" firstAttribute="width" constant="10" id="c3"><variation key="heightClass=regular-widthClass=regular" constant="32"/></constraint>"#)
        let layout = try IBHarness.layout(sized)
        XCTAssertNil(try IBHarness.read(sized).screens.first?.authoredDevice, "no device is 414 × 813")
        XCTAssertEqual(layout.environment.sizeClass, SizeClassPair(horizontal: .compact, vertical: .regular))
        XCTAssertEqual(layout.element(id: "a")?.frame.width, 10, "the base size, not the iPad's")
        let cell = try IBHarness.layout(oldStoryboard(width: 414, height: 44, tools: "14490"))
        XCTAssertEqual(cell.environment.sizeClass, SizeClassPair(horizontal: .compact, vertical: .compact), "a wide, short canvas is a phone on its side")
        let any = try IBHarness.layout(sized.replacingOccurrences(of: "width=\"414.0\" height=\"813.0\"", with: "width=\"600\" height=\"600\""))
        XCTAssertEqual(any.element(id: "a")?.frame.width, 32, "the any/any square shows regular variations")
    }

    /// Root views Xcode drew below an opaque navigation bar, 64 pt down and 536 tall, stand on
    /// the 600 × 600 square, which ends where they do: taken for a 600 × 536 canvas, wider than
    /// tall, it had lost its status bar (JasperMobile's storyboard, Xcode 7: +23 views).
    func testRootsDrawnBelowAnOpaqueBarStandOnTheSquare() throws {
        func belowBar(_ id: String) -> String {
            """
                <scene sceneID="\(id)-scene"><objects>
                    <viewController id="\(id)" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="\(id)-root">
                            <rect key="frame" x="0.0" y="64" width="600" height="536"/>
                        </view>
                        <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>
                    </viewController>
                </objects></scene>
            """
        }
        let xml = oldStoryboard(width: 600, height: 600, tools: "10117", extraScene: belowBar("b1") + belowBar("b2"))
            .replacingOccurrences(of: #"<viewController id="vc" sceneMemberID="viewController">"#,
                                  with: #"<viewController id="vc" sceneMemberID="viewController"><simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#)
        let screen = try XCTUnwrap(IBHarness.read(xml).screens.first)
        XCTAssertEqual(screen.authoredCanvasSize, Size(width: 600, height: 600), "not the 600 × 536 most roots were drawn at")
        XCTAssertEqual(try IBHarness.frames(xml)["a"]?.minY, 84, "20 pt below a 20 pt status bar and a 44 pt bar")
    }

    /// An old xib's view drawn between an opaque navigation bar and an opaque tab bar, 64 pt down
    /// and 367 tall, stands on the 480 pt iPhone, which ends the tab bar's 49 pt below it: taken
    /// for a 320 × 431 canvas, the tab bar had been put inside it (Spreed.ME, Xcode 6: +11 views).
    func testAViewAboveAnOpaqueTabBarStandsOnTheScreenTheBarEnds() throws {
        func xib(y: Double, height: Double, topBar: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="6250" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="OptionsViewController">
                        <connections><outlet property="view" destination="root" id="o1"/></connections>
                    </placeholder>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="\(y)" width="320" height="\(height)"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <tableView clipsSubviews="YES" contentMode="scaleToFill" style="grouped" rowHeight="44" id="list">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="\(height)"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </tableView>
                        </subviews>
                        \(topBar)
                        <simulatedTabBarMetrics key="simulatedBottomBarMetrics" translucent="NO"/>
                        <simulatedScreenMetrics key="simulatedDestinationMetrics"/>
                    </view>
                </objects>
            </document>
            """
        }
        let underBar = xib(y: 64, height: 367, topBar: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>"#)
        XCTAssertEqual(try IBHarness.read(underBar, path: "Options.xib").screens.first?.authoredCanvasSize, Size(width: 320, height: 480))
        XCTAssertEqual(try IBHarness.frames(underBar)["list"], Rect(x: 0, y: 64, width: 320, height: 367),
                       "the list fills the view, which ends at the tab bar's top on the 480 pt screen")
        // Without a top bar the view and the tab bar are the 4-inch screen: the view fills it, a
        // screen with its status bar, not a shorter view on its own.
        let screen = try XCTUnwrap(IBHarness.read(xib(y: 0, height: 519, topBar: ""), path: "Options.xib").screens.first)
        XCTAssertEqual(screen.authoredDevice, "iphone-se-4-inch")
        XCTAssertFalse(screen.document.component)
        XCTAssertTrue(screen.document.showsStatusBar)
    }

    /// A scene that extends under opaque bars runs under its tab bar to the screen's end.
    func testASceneUnderItsOpaqueTabBarEndsWhereTheScreenDoes() throws {
        let xml = oldStoryboard(width: 320, height: 568)
            .replacingOccurrences(of: #"<viewController id="vc" sceneMemberID="viewController">"#,
                                  with: #"<viewController id="vc" extendedLayoutIncludesOpaqueBars="YES" sceneMemberID="viewController"><simulatedTabBarMetrics key="simulatedBottomBarMetrics" translucent="NO"/>"#)
        XCTAssertEqual(try IBHarness.read(xml).screens.first?.authoredDevice, "iphone-se-4-inch")
    }

    /// A canvas wider than tall (an old xib's 320 × 44 cell) is that size on its side: stood up as
    /// 44 × 320 it had put the cell's label off its own screen.
    func testAWideCanvasIsLaidOutTheWayItIsDrawn() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="5056" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="cell">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="cell" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="43"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Label" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                    <rect key="frame" x="139" y="11" width="42" height="21"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                </label>
                            </subviews>
                            <constraints>
                                <constraint firstAttribute="centerX" secondItem="title" secondAttribute="centerX" id="c1"/>
                                <constraint firstAttribute="centerY" secondItem="title" secondAttribute="centerY" id="c2"/>
                            </constraints>
                        </tableViewCellContentView>
                    </tableViewCell>
                </objects>
            </document>
            """
        let layout = try IBHarness.layout(xib)
        XCTAssertEqual(layout.bounds.width, 320)
        XCTAssertEqual(layout.bounds.height, 44)
        let title = try XCTUnwrap(layout.element(id: "title")?.frame)
        XCTAssertTrue(layout.bounds.contains(x: title.midX, y: title.midY), "the label is on its canvas: \(title)")
    }

    /// Xcode 11 to 13 drew a Home-button iPhone without a status bar, for a file still on the top
    /// and bottom layout guides too (its top guide sat at 0 in 26 of 28 such scenes of batches 14
    /// to 17); before and since, the guide starts below a 20 pt bar.
    func testAFileOnLayoutGuidesHasTheStatusBarOfItsXcodeOnAHomeButtonIPhone() throws {
        let legacy = oldStoryboard(width: 375, height: 667, tools: "23504")
        XCTAssertEqual(try IBHarness.frames(legacy)["a"]?.minY, 40, "below the status bar, then 20 pt")
        XCTAssertEqual(try IBHarness.frames(oldStoryboard(width: 375, height: 667, tools: "14490"))["a"]?.minY, 40, "Xcode 10")
        XCTAssertEqual(try IBHarness.frames(oldStoryboard(width: 375, height: 667, tools: "17701"))["a"]?.minY, 20, "Xcode 12")
        XCTAssertEqual(try IBHarness.frames(oldStoryboard(width: 375, height: 667, tools: "14868"))["a"]?.minY, 20,
                       "Xcode 11's betas drew it so already")
        let safeAreas = legacy.replacingOccurrences(of: #"useTraitCollections="YES""#,
                                                    with: #"useTraitCollections="YES" useSafeAreas="YES""#)
        let xcode13 = safeAreas.replacingOccurrences(of: #"toolsVersion="23504""#, with: #"toolsVersion="20037""#)
        XCTAssertEqual(try IBHarness.frames(xcode13)["a"]?.minY, 20, "no status bar where the file uses safe areas")
        XCTAssertEqual(try IBHarness.frames(safeAreas)["a"]?.minY, 40, "until Xcode drew it again (tools 21000 on)")
    }

    /// A scene whose simulated metrics set "Status Bar: None" (`<nil key="simulatedStatusBarMetrics"/>`)
    /// is drawn without one: its top guide at its top (Krypton's approval cards and Today widget,
    /// 6 views of batch 38).
    func testAScenesStatusBarSetToNoneIsNotDrawn() throws {
        let xcode10 = oldStoryboard(width: 375, height: 667, tools: "14490")
        XCTAssertEqual(try IBHarness.frames(xcode10)["a"]?.minY, 40, "the inferred status bar, then 20 pt")
        let none = xcode10.replacingOccurrences(of: "</layoutGuides>",
                                                with: #"</layoutGuides><nil key="simulatedStatusBarMetrics"/>"#)
        XCTAssertEqual(try IBHarness.frames(none)["a"]?.minY, 20)
        let lightContent = xcode10.replacingOccurrences(
            of: "</layoutGuides>", with: #"</layoutGuides><simulatedStatusBarMetrics key="simulatedStatusBarMetrics" statusBarStyle="lightContent"/>"#)
        XCTAssertEqual(try IBHarness.frames(lightContent)["a"]?.minY, 40, "a style of status bar is still one")
        let safeAreas = none.replacingOccurrences(of: "useAutolayout=\"YES\"", with: "useAutolayout=\"YES\" useSafeAreas=\"YES\"")
        XCTAssertNotEqual(safeAreas, none)
        XCTAssertEqual(try IBHarness.frames(safeAreas)["a"]?.minY, 40, "on safe-area guides the safe area keeps the bar's 20 pt")
    }

    /// A scene in a container view, on the older layout guides: Xcode draws its top guide as if
    /// the scene were under the canvas's status bar (Smart School's and WWDC Scholars' children).
    func testAnEmbeddedScenesTopGuideEndsBelowTheCanvassStatusBar() throws {
        func childTop(device: String, tools: String) throws -> Double? {
            let scenes = IBHarness.embedding(width: 375, height: 300, subviews: IBHarness.view("a"), constraints: [
                IBHarness.constraint(#"firstItem="a" firstAttribute="top" secondItem="childTop" secondAttribute="bottom""#),
                IBHarness.constraint(#"firstItem="a" firstAttribute="leading" secondItem="child-root" secondAttribute="leading""#),
                IBHarness.constraint(#"firstItem="a" firstAttribute="width" constant="10""#),
                IBHarness.constraint(#"firstItem="a" firstAttribute="height" constant="10""#),
            ].joined(), childExtra: #"<layoutGuides><viewControllerLayoutGuide type="top" id="childTop"/></layoutGuides>"#)
            let xml = IBHarness.storyboard(device: device, scenes)
                .replacingOccurrences(of: #"toolsVersion="22505""#, with: "toolsVersion=\"\(tools)\"")
            let frames = try IBHarness.frames(xml, scene: "Child")
            guard let a = frames["a"], let root = frames["child-root"] else { return nil }
            return a.minY - root.minY
        }
        XCTAssertEqual(try childTop(device: "retina4_7", tools: "13529"), 20, "Xcode 9: below the 4.7-inch canvas's status bar")
        XCTAssertEqual(try childTop(device: "retina6_1", tools: "14868"), 44, "a notched canvas before Xcode 14")
        XCTAssertEqual(try childTop(device: "retina4_7", tools: "17701"), 0, "Xcode 12 drew that canvas without a status bar")
    }

    func testBeforeIOS11ARootViewsTopMarginIsItsEdge() throws {
        func top(tools: String) throws -> Double? {
            let xml = oldStoryboard(width: 375, height: 667, tools: tools)
                .replacingOccurrences(of: #"firstItem="a" firstAttribute="top" secondItem="topGuide" secondAttribute="bottom""#,
                                      with: #"firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="topMargin""#)
            return try IBHarness.frames(xml)["a"]?.minY
        }
        XCTAssertEqual(try top(tools: "12120"), 20, "Xcode 8: the root's own top, then 20 pt")
        XCTAssertEqual(try top(tools: "13771"), 40, "Xcode 9: below the status bar's safe area")
    }

    func testRootViewsOfMixedSizesNameNoCanvas() throws {
        // One scene 320 × 568, one 375 × 667: neither is more than half.
        let second = """
                <scene sceneID="s2"><objects>
                    <viewController id="vc2" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root2"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/></view>
                    </viewController>
                </objects></scene>
        """
        let screen = try XCTUnwrap(try IBHarness.read(oldStoryboard(width: 320, height: 568, extraScene: second)).screens.first)
        XCTAssertNil(screen.authoredDevice)
        XCTAssertNil(screen.authoredCanvasSize)
        XCTAssertThrowsError(try EnvironmentQuery(devices: ["authored"]).environments(for: screen, in: IBHarness.catalog),
                             "--device authored asks for a device")
    }
}

/// Views Xcode placed by placeholder constraints (removed at build time) are its stand-ins for
/// what code adds, so their recorded frames prove nothing about the run-time layout.
final class IBPlaceholderFramesTests: XCTestCase {
    func testAViewPlacedByPlaceholderConstraintsIsNotCompared() throws {
        let views = IBHarness.view("custom", frame: [20, 100, 134, 50], body: """
            <constraints>
                <constraint firstAttribute="height" constant="50" placeholder="YES" id="p1"/>
                <constraint firstAttribute="width" constant="134" placeholder="YES" id="p2"/>
            </constraints>
            """) + IBHarness.view("plain", frame: [20, 200, 10, 10])
        let pins = ["custom": 100, "plain": 200].flatMap { id, top in [
            IBHarness.constraint("firstItem=\"\(id)\" firstAttribute=\"top\" secondItem=\"root\" secondAttribute=\"top\" constant=\"\(top)\""),
            IBHarness.constraint("firstItem=\"\(id)\" firstAttribute=\"leading\" secondItem=\"root\" secondAttribute=\"leading\" constant=\"20\""),
        ] }.joined() + IBHarness.constraint("firstItem=\"plain\" firstAttribute=\"width\" constant=\"10\"")
            + IBHarness.constraint("firstItem=\"plain\" firstAttribute=\"height\" constant=\"10\"")
        let xml = IBHarness.storyboard(IBHarness.scene(subviews: views, constraints: pins))
        let screen = try XCTUnwrap(try IBHarness.read(xml).screens.first)
        XCTAssertEqual(screen.recordedFrames["custom"]?.designTimeOnly, true)
        XCTAssertEqual(screen.document.element(id: "custom")?.constraints?.contains { $0.hasPrefix("width") || $0.hasPrefix("height") }, false,
                       "the build removes the placeholders")
        let layout = try IBHarness.layout(xml)
        XCTAssertTrue(layout.issues.contains { if case .ambiguous("custom", true, true) = $0 { true } else { false } },
                      "without them its size is free: \(layout.issues)")
        let comparison = FrameComparison.compare(screen, layout)
        XCTAssertEqual(comparison.compared, 1)
        XCTAssertEqual(comparison.matched, 1)
        XCTAssertEqual(comparison.skipped, 1)
    }

    /// What a placeholder moves in Xcode's canvas (a view pinned below one it sizes) is skipped too:
    /// found by laying the screen out again with its placeholders put back.
    func testAViewAPlaceholderMovesIsNotCompared() throws {
        let label = #"<string key="text">Title</string><fontDescription key="fontDescription" type="system" pointSize="17"/>"#
        let views = IBHarness.view("title", tag: "label", frame: [20, 100, 200, 80], body: label + """
            <constraints><constraint firstAttribute="height" constant="80" placeholder="YES" id="p1"/></constraints>
            """) + IBHarness.view("below", frame: [20, 190, 10, 10]) + IBHarness.view("plain", frame: [100, 400, 10, 10])
        let pins = [
            #"firstItem="title" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100""#,
            #"firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20""#,
            #"firstItem="title" firstAttribute="width" constant="200""#,
            #"firstItem="below" firstAttribute="top" secondItem="title" secondAttribute="bottom" constant="10""#,
            #"firstItem="below" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20""#,
            #"firstItem="below" firstAttribute="width" constant="10""#, #"firstItem="below" firstAttribute="height" constant="10""#,
            #"firstItem="plain" firstAttribute="top" secondItem="root" secondAttribute="top" constant="400""#,
            #"firstItem="plain" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="100""#,
            #"firstItem="plain" firstAttribute="width" constant="10""#, #"firstItem="plain" firstAttribute="height" constant="10""#,
        ].map { IBHarness.constraint($0) }.joined()
        let xml = IBHarness.storyboard(IBHarness.scene(subviews: views, constraints: pins))
        let screen = try XCTUnwrap(try IBHarness.read(xml).screens.first)
        XCTAssertEqual(screen.designTimeConstraints["title"], ["height == 80"])
        let layout = try IBHarness.layout(xml)
        XCTAssertLessThan(try XCTUnwrap(layout.element(id: "below")).frame.minY, 150, "below the title's own line")
        let canvasDocument = try XCTUnwrap(screen.canvasDocument)
        let env = try XCTUnwrap(try EnvironmentQuery(devices: ["authored"]).environments(for: screen, in: IBHarness.catalog).first)
        let canvas = LayoutEngine(measurer: IBHarness.measurer).solve(canvasDocument, in: env)
        XCTAssertEqual(canvas.element(id: "below")?.frame.minY, 190, "below the placeholder's 80 pt")
        let alone = FrameComparison.compare(screen, layout)
        XCTAssertEqual([alone.compared, alone.matched], [2, 1], "below is counted and misses")
        let both = FrameComparison.compare(screen, layout, canvas: canvas)
        XCTAssertEqual([both.compared, both.matched, both.skipped], [1, 1, 2], "title and below skipped; plain matches")
    }
}
