import XCTest
@testable import InsetCore

/// A xib's freeform view is drawn as a controller's view would be: its safe area below the
/// canvas's status bar and above its Home indicator, its margins the system's.
final class IBFreeformViewTests: XCTestCase {
    /// `owned`: the view is its File's Owner's `view`, a controller's view the xib holds.
    private func xib(tools: String, device: String = "retina6_1", freeform: Bool = true, width: Double = 414,
                     height: Double = 200, owned: Bool = false, margins: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner">
                    \(owned ? #"<connections><outlet property="view" destination="panel" id="o1"/></connections>"# : "")
                </placeholder>
                <view contentMode="scaleToFill" id="panel">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                            <rect key="frame" x="0.0" y="58" width="100" height="92"/>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                            <rect key="frame" x="20" y="60" width="30" height="30"/>
                        </view>
                    </subviews>
                    \(margins)
                    <viewLayoutGuide key="safeArea" id="safe"/>
                    <constraints>
                        <constraint firstItem="a" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="10" id="c1"/>
                        <constraint firstItem="safe" firstAttribute="bottom" secondItem="a" secondAttribute="bottom" constant="16" id="c2"/>
                        <constraint firstItem="a" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="c3"/>
                        <constraint firstItem="a" firstAttribute="width" constant="100" id="c4"/>
                        <constraint firstItem="b" firstAttribute="leading" secondItem="panel" secondAttribute="leadingMargin" id="c5"/>
                        <constraint firstItem="b" firstAttribute="top" secondItem="panel" secondAttribute="top" constant="60" id="c6"/>
                        <constraint firstItem="b" firstAttribute="width" constant="30" id="c7"/>
                        <constraint firstItem="b" firstAttribute="height" constant="30" id="c8"/>
                    </constraints>
                    \(freeform ? #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"# : "")
                </view>
            </objects>
        </document>
        """
    }

    /// Frames relative to the panel, as Xcode records them.
    private func frames(_ xml: String) throws -> [String: Rect] {
        let f = try IBHarness.frames(xml)
        let origin = try XCTUnwrap(f["panel"])
        return f.mapValues { $0.offsetBy(dx: -origin.minX, dy: -origin.minY) }
    }

    func testAFreeformViewsSafeAreaIsTheCanvassInsetFromItsEdges() throws {
        let f = try frames(xib(tools: "21701"))
        XCTAssertEqual(f["a"].map { [$0.minY, $0.maxY] }, [48 + 10, 200 - 34 - 16])
        XCTAssertEqual(f["b"]?.minX, 20, "the system's margin on a 414 pt view")
        let older = try frames(xib(tools: "16097"))
        XCTAssertEqual(older["a"].map { [$0.minY, $0.maxY] }, [44 + 10, 200 - 16],
                       "Xcode 11: iOS 13's 44 pt status bar on every notched iPhone, and no Home indicator below it")
        let xcode13 = try frames(xib(tools: "20037"))
        XCTAssertEqual(xcode13["a"]?.minY, 44 + 10, "the canvas kept 44 pt until Xcode 14")
        let xcode14 = try frames(xib(tools: "21507"))
        XCTAssertEqual(xcode14["a"]?.minY, 48 + 10, "from Xcode 14 on, the iPhone 11's own 48 pt")
        let narrow = try frames(xib(tools: "21701", width: 320))
        XCTAssertEqual(narrow["b"]?.minX, 16)
    }

    /// Centred in the safe area, and as tall as it: between the status bar and the indicator.
    func testAViewCentredInTheSafeAreaSitsBetweenTheBars() throws {
        let centred = xib(tools: "21701")
            .replacingOccurrences(of: #"<constraint firstItem="a" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="10" id="c1"/>"#,
                                  with: #"<constraint firstItem="a" firstAttribute="centerY" secondItem="safe" secondAttribute="centerY" id="c1"/>"#)
            .replacingOccurrences(of: #"<constraint firstItem="safe" firstAttribute="bottom" secondItem="a" secondAttribute="bottom" constant="16" id="c2"/>"#,
                                  with: #"<constraint firstItem="a" firstAttribute="height" secondItem="safe" secondAttribute="height" multiplier="0.5" id="c2"/>"#)
        let f = try frames(centred)
        let safe = (top: 48.0, bottom: 200.0 - 34)
        XCTAssertEqual(f["a"]?.midY ?? 0, (safe.top + safe.bottom) / 2, accuracy: 0.01)
        XCTAssertEqual(f["a"]?.height ?? 0, (safe.bottom - safe.top) / 2, accuracy: 0.01)
    }

    /// Margins the file gives a view it holds on its own are kept, but its sides are never
    /// narrower than the system's for its width, as a controller's view respects them: Xcode drew
    /// Genesis Vision's 301 pt cards' 8 pt margins 16 pt in, and Dash Wallet's 414 pt sync view's
    /// 16 pt ones 20 pt in.
    func testAViewsOwnMarginsAreNoNarrowerThanTheSystemsAtItsSides() throws {
        let eight = #"<edgeInsets key="layoutMargins" top="8" left="8" bottom="8" right="8"/>"#
        for freeform in [true, false] {
            let f = try frames(xib(tools: "22505", freeform: freeform, width: 300, margins: eight))
            XCTAssertEqual(f["b"]?.minX, 16, freeform ? "freeform" : "a component")
        }
        let wide = #"<edgeInsets key="layoutMargins" top="8" left="30" bottom="8" right="30"/>"#
        XCTAssertEqual(try frames(xib(tools: "22505", freeform: false, width: 300, margins: wide))["b"]?.minX, 30, "wider margins are kept")
    }

    func testAViewThatIsNotFreeformKeepsItsOwnEdges() throws {
        let f = try frames(xib(tools: "21701", freeform: false))
        XCTAssertEqual(f["a"].map { [$0.minY, $0.maxY] }, [10, 200 - 16])
    }

    /// The pin to the view's safe area is laid out from the view's own edge: rewriting it from
    /// the model would drop the guide, so an edit to it is refused and the file stays as it was.
    func testAnEditToAPinToTheFreeformSafeAreaIsRefused() throws {
        let text = xib(tools: "21701")
        let screen = try XCTUnwrap(try IBHarness.read(text, path: "Panel.xib").screens.first)
        var document = screen.document
        func walk(_ elements: inout [Element]) {
            for i in elements.indices {
                if elements[i].id == "a" {
                    elements[i].constraints = elements[i].constraints?.map { $0.hasPrefix("top ==") ? "top == panel.top + 70" : $0 }
                }
                walk(&elements[i].children)
            }
        }
        walk(&document.elements)
        XCTAssertNotEqual(document, screen.document, "the edit changed a constraint")
        XCTAssertThrowsError(try IBDocumentWriter(bytes: Array(text.utf8), screen: screen).write(document)) { error in
            XCTAssertTrue("\(error)".contains("c1"), "\(error)")
            XCTAssertTrue("\(error)".contains("safe area"), "\(error)")
        }
    }

    /// The insets are the device's own: Xcode 16's doubled canvas isn't written into the view.
    func testTheInsetsAreTheDevicesNotTheCanvasQuirks() throws {
        let f = try frames(xib(tools: "24128"))
        XCTAssertEqual(f["a"].map { [$0.minY, $0.maxY] }, [48 + 10, 200 - 34 - 16])
    }

    /// A controller's view in a xib (File's Owner's `view`) that Xcode keeps freeform and taller
    /// than the device, for a long form in a scroll view: Xcode lays it out at its own height,
    /// not the screen's (PetBooking's 375 × 1120 business page: 11 views more within a point in
    /// batches 26, 27 and 33, none fewer). Without the freeform metrics, a view that size is the
    /// screen's.
    func testAFreeformOwnersViewTallerThanTheDeviceKeepsItsHeight() throws {
        let long = try frames(xib(tools: "14460.31", device: "retina4_7", width: 375, height: 1120, owned: true))
        XCTAssertEqual(long["panel"]?.height, 1120)
        let screen = try frames(xib(tools: "14460.31", device: "retina4_7", freeform: false, width: 375, height: 1120, owned: true))
        XCTAssertEqual(screen["panel"]?.height, 667, "the screen's height")
    }
}
