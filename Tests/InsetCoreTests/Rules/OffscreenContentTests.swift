import XCTest
@testable import InsetCore

final class OffscreenContentTests: XCTestCase {
    func testContentPushedBelowTheScreenFires() throws {
        let json = RuleHarness.document("""
            { "id": "hero", "role": "image", "constraints": ["leading == safeArea.leading", "trailing == safeArea.trailing", "top == safeArea.top", "height == 0.75 * hero.width"] },
            { "id": "caption", "role": "text", "text": "Caption", "constraints": ["leading == margins.leading", "top == hero.bottom + 600"] }
            """)
        // The hero ends at 59 + 0.75 × 393 ≈ 354 pt; 600 pt below that is past the 852 pt screen.
        XCTAssertEqual(try RuleHarness.findings("offscreen-content", json).map(\.elements), [["caption"]])
        let closer = json.replacingOccurrences(of: "+ 600", with: "+ 300")
        XCTAssertEqual(try RuleHarness.findings("offscreen-content", closer).count, 0)
    }

    func testPartlyVisibleAndOrnamentsDoNotFire() throws {
        let json = RuleHarness.document("""
            { "id": "peek", "role": "card", "text": "More", "constraints": ["leading == screen.trailing - 40", "top == safeArea.top", "width == 120", "height == 80"] }
            """)
        XCTAssertEqual(try RuleHarness.findings("offscreen-content", json), [])
        let vision = RuleHarness.document(platform: "visionOS", """
            { "id": "tools", "role": "ornament", "constraints": ["leading == screen.trailing + 20", "centerY == screen.centerY", "width == 60", "height == 200"] }
            """)
        XCTAssertEqual(try RuleHarness.findings("offscreen-content", vision, device: "vision-pro-window", orientation: .landscape), [])
    }

    func testAListsRowsBelowTheFoldDoNotFireButRowsBesideTheScreenDo() throws {
        let json = RuleHarness.document("""
            { "id": "feed", "role": "list", "constraints": ["leading == safeArea.leading", "trailing == safeArea.trailing", "top == safeArea.top", "bottom == safeArea.bottom"],
              "children": [
                { "id": "row", "role": "card", "text": "Row", "constraints": ["leading == feed.leading", "trailing == feed.trailing", "top == feed.top + 1200", "height == 60"],
                  "children": [ { "id": "row-switch", "role": "switch", "constraints": ["trailing == row.trailing - 16", "centerY == row.centerY"] } ] },
                { "id": "aside", "role": "card", "text": "Aside", "constraints": ["leading == feed.trailing + 40", "top == feed.top", "width == 100", "height == 60"] }
              ] },
            { "id": "footer", "role": "text", "text": "Footer", "constraints": ["leading == margins.leading", "top == safeArea.bottom + 200"] }
            """)
        // The row and its switch scroll into sight; the card beside the list never does, nor does
        // text below the screen outside any list.
        XCTAssertEqual(try RuleHarness.findings("offscreen-content", json).map(\.elements).sorted { $0[0] < $1[0] },
                       [["aside"], ["footer"]])
    }

    /// A storyboard's scroll view holds a form longer than the screen: its last field, beyond the
    /// fold, is reached by scrolling, as a list's rows are. A label pushed off the screen outside
    /// any scroll view is still lost.
    func testWhatAScrollViewHoldsBeyondTheScreenDoesNotFire() throws {
        let views = """
            <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="form">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="1400"/>
                        <subviews>
                            <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="last">
                                <rect key="frame" x="20" y="1300" width="374" height="34"/>
                            </textField>
                        </subviews>
                        <constraints>
                            <constraint firstAttribute="height" constant="1400" id="fh"/>
                            <constraint firstItem="last" firstAttribute="top" secondItem="form" secondAttribute="top" constant="1300" id="lt"/>
                            <constraint firstItem="last" firstAttribute="leading" secondItem="form" secondAttribute="leading" constant="20" id="ll"/>
                            <constraint firstAttribute="trailing" secondItem="last" secondAttribute="trailing" constant="20" id="lr"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="form" firstAttribute="top" secondItem="scroll" secondAttribute="top" id="st"/>
                    <constraint firstItem="form" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" id="sl"/>
                    <constraint firstAttribute="trailing" secondItem="form" secondAttribute="trailing" id="sr"/>
                    <constraint firstAttribute="bottom" secondItem="form" secondAttribute="bottom" id="sb"/>
                    <constraint firstItem="form" firstAttribute="width" secondItem="scroll" secondAttribute="width" id="sw"/>
                </constraints>
            </scrollView>
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Lost" translatesAutoresizingMaskIntoConstraints="NO" id="lost">
                <rect key="frame" x="20" y="1000" width="40" height="21"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """
        let pins = [IBHarness.constraint("firstItem=\"scroll\" firstAttribute=\"top\" secondItem=\"root\" secondAttribute=\"top\""),
                    IBHarness.constraint("firstItem=\"scroll\" firstAttribute=\"leading\" secondItem=\"root\" secondAttribute=\"leading\""),
                    IBHarness.constraint("firstAttribute=\"trailing\" secondItem=\"scroll\" secondAttribute=\"trailing\""),
                    IBHarness.constraint("firstAttribute=\"bottom\" secondItem=\"scroll\" secondAttribute=\"bottom\""),
                    IBHarness.constraint("firstItem=\"lost\" firstAttribute=\"top\" secondItem=\"root\" secondAttribute=\"top\" constant=\"1000\""),
                    IBHarness.constraint("firstItem=\"lost\" firstAttribute=\"leading\" secondItem=\"root\" secondAttribute=\"leading\" constant=\"20\"")]
        let xml = IBHarness.storyboard(IBHarness.scene(subviews: views, constraints: pins.joined()))
        let layout = try IBHarness.layout(xml)
        XCTAssertGreaterThan(try XCTUnwrap(layout.element(id: "last")?.frame.minY), layout.bounds.maxY, "the field lies below the fold")
        let found = try IBHarness.findings(xml, rule: "offscreen-content")
        XCTAssertEqual(found.map(\.elements), [["lost"]])
    }

    /// A row of cards: a collection view whose flow layout scrolls sideways (Xcode writes
    /// `scrollDirection="horizontal"`) lays its third 200 pt card out beyond the 414 pt screen,
    /// where scrolling reaches it. The same cards in a collection that scrolls down are lost.
    func testCardsBesideTheScreenInASidewaysCollectionDoNotFire() throws {
        let xml = IBHarness.storyboard(IBHarness.scene(subviews: OffscreenContentTests.cardRow(sideways: true)
            + OffscreenContentTests.cardRow(sideways: false, id: "down", y: 300), constraints: ""))
        let layout = try IBHarness.layout(xml)
        XCTAssertGreaterThanOrEqual(try XCTUnwrap(layout.element(id: "row-3")?.frame.minX), layout.bounds.maxX, "the third card lies beyond the screen")
        XCTAssertEqual(try IBHarness.findings(xml, rule: "offscreen-content").map(\.elements), [["down-3"], ["down-3-content"]])
        // One list inside another that scrolls the other way reaches what lies either way.
        XCTAssertEqual(OffscreenContent.Scrolling.down.within(.sideways), .bothWays)
        XCTAssertEqual(OffscreenContent.Scrolling.none.within(.sideways), .sideways)
    }

    /// A collection view 120 pt tall at `y` holding three cards 100 pt tall side by side, 10 pt apart.
    static func cardRow(sideways: Bool, id: String = "row", y: Double = 100, cardWidth: Double = 200) -> String {
        let cells = (1...3).map { n in
            """
                <collectionViewCell opaque="NO" contentMode="center" reuseIdentifier="card\(n)" id="\(id)-\(n)">
                    <rect key="frame" x="\(Double(n - 1) * (cardWidth + 10))" y="10" width="\(cardWidth)" height="100"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <view key="contentView" opaque="NO" contentMode="center" id="\(id)-\(n)-content">
                        <rect key="frame" x="0.0" y="0.0" width="\(cardWidth)" height="100"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </view>
                </collectionViewCell>
            """
        }.joined()
        return """
            <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0.0" y="\(y)" width="414" height="120"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                <collectionViewFlowLayout key="collectionViewLayout"\(sideways ? #" scrollDirection="horizontal""# : "") minimumLineSpacing="10" minimumInteritemSpacing="10" id="\(id)-flow">
                    <size key="itemSize" width="\(cardWidth)" height="100"/>
                    <size key="headerReferenceSize" width="0.0" height="0.0"/>
                    <size key="footerReferenceSize" width="0.0" height="0.0"/>
                    <inset key="sectionInset" minX="0.0" minY="10" maxX="0.0" maxY="10"/>
                </collectionViewFlowLayout>
                <cells>
            \(cells)
                </cells>
            </collectionView>
            """
    }
}
