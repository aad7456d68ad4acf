import XCTest
@testable import InsetCore

/// `preservesSuperviewLayoutMargins`: a view whose superview's margins reach further in than its
/// own 8 pt takes them, as UIKit lays it out (eRouska's scroll views, whose content sits 20 pt in
/// from a 414 pt phone's edges).
final class IBPreservedMarginTests: XCTestCase {
    /// The root holds `c` (drawn at `frame`, pinned there), which holds `a` at its leading and
    /// trailing margins; `preserves` sets the flag on `c`.
    private func storyboard(preserves: Bool, frame: [Double] = [0, 0, 414, 300], inner: String? = nil) -> String {
        let flag = preserves ? #"preservesSuperviewLayoutMargins="YES""# : ""
        let holder = inner == nil ? "c" : "d"
        let a = IBHarness.view("a", frame: [20, 10, 374, 10])
        let content = inner.map { attributes in
            IBHarness.view("d", frame: [0, 0, frame[2], 100], attributes: attributes, body: "<subviews>\(a)</subviews>") + ""
        } ?? a
        let pinsInC = inner == nil ? "" : [
            IBHarness.constraint(#"firstItem="d" firstAttribute="leading" secondItem="c" secondAttribute="leading""#),
            IBHarness.constraint(#"firstItem="d" firstAttribute="trailing" secondItem="c" secondAttribute="trailing""#),
            IBHarness.constraint(#"firstItem="d" firstAttribute="top" secondItem="c" secondAttribute="top""#),
            IBHarness.constraint(#"firstItem="d" firstAttribute="height" constant="100""#),
        ].joined()
        let pinsOfA = [
            IBHarness.constraint("firstItem=\"a\" firstAttribute=\"leading\" secondItem=\"\(holder)\" secondAttribute=\"leadingMargin\""),
            IBHarness.constraint("firstItem=\"\(holder)\" firstAttribute=\"trailingMargin\" secondItem=\"a\" secondAttribute=\"trailing\""),
            IBHarness.constraint("firstItem=\"a\" firstAttribute=\"top\" secondItem=\"\(holder)\" secondAttribute=\"top\" constant=\"10\""),
            IBHarness.constraint(#"firstItem="a" firstAttribute="height" constant="10""#),
        ].joined()
        let aConstraints = inner == nil ? pinsOfA : ""
        let dConstraints = inner == nil ? "" : pinsOfA
        let cBody = "<subviews>\(content.replacingOccurrences(of: "</subviews>", with: "</subviews><constraints>\(dConstraints)</constraints>"))</subviews><constraints>\(pinsInC)\(aConstraints)</constraints>"
        let c = IBHarness.view("c", frame: frame, attributes: flag, body: cBody)
        let left = frame[0], right = 414 - frame[0] - frame[2]
        return IBHarness.storyboard(IBHarness.scene(subviews: c, constraints: [
            IBHarness.constraint("firstItem=\"c\" firstAttribute=\"leading\" secondItem=\"root\" secondAttribute=\"leading\" constant=\"\(left)\""),
            IBHarness.constraint("firstItem=\"root\" firstAttribute=\"trailing\" secondItem=\"c\" secondAttribute=\"trailing\" constant=\"\(right)\""),
            IBHarness.constraint(#"firstItem="c" firstAttribute="top" secondItem="safe" secondAttribute="top""#),
            IBHarness.constraint(#"firstItem="c" firstAttribute="height" constant="300""#),
        ].joined()))
    }

    private func insets(_ xml: String, device: String? = nil) throws -> [Double]? {
        let f = try IBHarness.frames(xml, device: device)
        guard let a = f["a"], let c = f["c"] else { return nil }
        return [a.minX - c.minX, c.maxX - a.maxX]
    }

    func testAViewAtTheRootsEdgesTakesItsSideMargins() throws {
        XCTAssertEqual(try insets(storyboard(preserves: false)), [8, 8], "its own 8 pt")
        XCTAssertEqual(try insets(storyboard(preserves: true)), [20, 20], "the root's 20 pt on a 414 pt iPhone")
        XCTAssertEqual(try insets(storyboard(preserves: true), device: "iphone-se-4-7-inch"), [16, 16],
                       "16 pt on a 375 pt one, as the root's margins follow the device")
    }

    func testAViewInsetFromTheRootKeepsWhatReachesIntoIt() throws {
        XCTAssertEqual(try insets(storyboard(preserves: true, frame: [14, 0, 386, 300])), [8, 8],
                       "the root's 20 pt reach 6 pt into a view 14 pt in: its own 8 are more")
        XCTAssertEqual(try insets(storyboard(preserves: true, frame: [6, 0, 402, 300])), [14, 14],
                       "and 14 pt into one 6 pt in")
    }

    func testPreservedMarginsPassDownAChain() throws {
        let flag = #"preservesSuperviewLayoutMargins="YES""#
        XCTAssertEqual(try insets(storyboard(preserves: true, inner: flag)), [20, 20], "the root's, through c")
        XCTAssertEqual(try insets(storyboard(preserves: true, inner: "")), [8, 8], "not where the inner view keeps its own")
        XCTAssertEqual(try insets(storyboard(preserves: false, inner: flag)), [8, 8], "nor where c keeps its own")
    }

    /// A collection view controller's cell that preserves its superview's margins keeps its own
    /// 8 pt all the same, as Xcode drew AltStore's (6 of 6 pins), not its view's 16.
    func testACollectionViewCellKeepsItsOwnMargins() throws {
        let xml = IBHarness.storyboard(device: "retina4_7", """
            <scene sceneID="grid-scene"><objects>
                <collectionViewController id="grid" sceneMemberID="viewController">
                    <collectionView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" id="list">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="15" minimumInteritemSpacing="10" id="flow">
                            <size key="itemSize" width="375" height="60"/>
                        </collectionViewFlowLayout>
                        <cells>
                            <collectionViewCell opaque="NO" contentMode="center" preservesSuperviewLayoutMargins="YES" reuseIdentifier="Cell" id="cell">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="60"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                <view key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="60"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="banner">
                                            <rect key="frame" x="8" y="0.0" width="359" height="60"/>
                                        </view>
                                    </subviews>
                                </view>
                                <constraints>
                                    <constraint firstItem="banner" firstAttribute="leading" secondItem="cell" secondAttribute="leadingMargin" id="c1"/>
                                    <constraint firstAttribute="trailingMargin" secondItem="banner" secondAttribute="trailing" id="c2"/>
                                    <constraint firstItem="banner" firstAttribute="top" secondItem="cell" secondAttribute="top" id="c3"/>
                                    <constraint firstAttribute="bottom" secondItem="banner" secondAttribute="bottom" id="c4"/>
                                </constraints>
                            </collectionViewCell>
                        </cells>
                    </collectionView>
                </collectionViewController>
            </objects></scene>
            """)
        let f = try IBHarness.frames(xml)
        let cell = try XCTUnwrap(f["cell"]), banner = try XCTUnwrap(f["banner"])
        XCTAssertEqual([banner.minX - cell.minX, cell.maxX - banner.maxX], [8, 8])
    }
}
