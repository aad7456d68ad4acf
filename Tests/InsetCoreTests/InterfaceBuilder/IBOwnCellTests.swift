import Foundation
import XCTest
@testable import InsetCore

/// A xib's own cell is laid out as Xcode draws it: from the top, each view at its own size; where
/// that can't fit the cell's recorded height, the pins to the content view's bottom give way.
final class IBOwnCellTests: XCTestCase {
    /// A card 70 pt tall, 20 pt from the top and the sides of a 200 pt cell, its bottom pinned
    /// 12 pt above the content view's: one constraint too many for that height. A badge sits
    /// centred in the card.
    private let card = """
        <subviews>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="card">
                <rect key="frame" x="20" y="20" width="280" height="70"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="badge">
                        <rect key="frame" x="12" y="15" width="40" height="40"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="40" id="bw"/>
                            <constraint firstAttribute="height" constant="40" id="bh"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstAttribute="height" constant="70" id="ch"/>
                    <constraint firstItem="badge" firstAttribute="leading" secondItem="card" secondAttribute="leading" constant="12" id="bl"/>
                    <constraint firstItem="badge" firstAttribute="centerY" secondItem="card" secondAttribute="centerY" id="bc"/>
                </constraints>
            </view>
        </subviews>
        <constraints>
            <constraint firstItem="card" firstAttribute="top" secondItem="content" secondAttribute="top" constant="20" id="ct"/>
            <constraint firstItem="card" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="20" id="cl"/>
            <constraint firstAttribute="trailing" secondItem="card" secondAttribute="trailing" constant="20" id="cr"/>
            <constraint firstAttribute="bottom" secondItem="card" secondAttribute="bottom" constant="12" id="cb"/>
        </constraints>
        """

    private var xib: String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21507" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" rowHeight="200" id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                        <autoresizingMask key="autoresizingMask"/>
                        \(card)
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """
    }

    func testTheContentOfAXibsOwnCellKeepsItsSizesAndLetsTheBottomPinGo() throws {
        let screen = try XCTUnwrap(try IBHarness.read(xib, path: "CardCell.xib").screens.first)
        let layout = try IBHarness.layout(xib)
        let f = layout.elements.reduce(into: [String: Rect]()) { $0[$1.id] = $1.frame }
        let top = try XCTUnwrap(f["content"]?.minY)
        XCTAssertEqual(f["content"]?.height, 200, "the cell keeps its recorded height")
        XCTAssertEqual(f["card"].map { [$0.minY - top, $0.height] }, [20, 70], "the card keeps its own height")
        XCTAssertEqual(f["badge"].map { $0.minY - top }, 35, "centred in the 70 pt card")
        let comparison = FrameComparison.compare(screen, layout)
        XCTAssertEqual(comparison.matched, comparison.compared, "\(comparison.mismatches)")
        XCTAssertFalse(layout.issues.contains { if case .unsatisfiable = $0 { return true } else { return false } },
                       "giving way is how Xcode lays it out, not a conflict to report")
    }

    /// The same cell as a storyboard's prototype: there Xcode keeps the pins and stretches the card.
    func testAPrototypeCellStretchesItsContentInstead() throws {
        let prototype = """
            <tableView clipsSubviews="YES" contentMode="scaleToFill" style="plain" rowHeight="-1" translatesAutoresizingMaskIntoConstraints="NO" id="tbl">
                <rect key="frame" x="0.0" y="48" width="414" height="814"/>
                <prototypes>
                    <tableViewCell contentMode="scaleToFill" rowHeight="200" reuseIdentifier="Card" id="cell">
                        <rect key="frame" x="0.0" y="28" width="414" height="200"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <tableViewCellContentView key="contentView" contentMode="center" tableViewCell="cell" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="200"/>
                            <autoresizingMask key="autoresizingMask"/>
                            \(card)
                        </tableViewCellContentView>
                    </tableViewCell>
                </prototypes>
            </tableView>
            """
        let xml = IBHarness.storyboard(IBHarness.scene(subviews: prototype, constraints: [
            IBHarness.constraint("firstItem=\"tbl\" firstAttribute=\"top\" secondItem=\"safe\" secondAttribute=\"top\""),
            IBHarness.constraint("firstItem=\"tbl\" firstAttribute=\"bottom\" secondItem=\"safe\" secondAttribute=\"bottom\""),
            IBHarness.constraint("firstItem=\"tbl\" firstAttribute=\"leading\" secondItem=\"root\" secondAttribute=\"leading\""),
            IBHarness.constraint("firstItem=\"tbl\" firstAttribute=\"trailing\" secondItem=\"root\" secondAttribute=\"trailing\""),
        ].joined()))
        let f = try IBHarness.frames(xml)
        XCTAssertEqual(f["card"]?.height, 168, "200 less 20 above and 12 below")
    }

    /// The pin gives way inside Inset only: an edit to it is written back required.
    func testAnEditedPinThatGivesWayIsWrittenBackRequired() throws {
        let screen = try XCTUnwrap(try IBHarness.read(xib, path: "CardCell.xib").screens.first)
        var document = screen.document
        func walk(_ elements: inout [Element]) {
            for i in elements.indices {
                if elements[i].id == "card" {
                    elements[i].constraints = elements[i].constraints?.map { $0.replacingOccurrences(of: "content.bottom - 12", with: "content.bottom - 16") }
                }
                walk(&elements[i].children)
            }
        }
        walk(&document.elements)
        let card = try XCTUnwrap(document.element(id: "card"))
        XCTAssertTrue(card.constraints?.contains { $0.hasSuffix("content.bottom - 16 @ \(IBFormat.number(ConstraintSpec.requiredBrokenFirst))") } == true, "\(card.constraints ?? [])")
        let out = String(decoding: try IBDocumentWriter(bytes: Array(xib.utf8), screen: screen).write(document), as: UTF8.self)
        let line = try XCTUnwrap(out.components(separatedBy: "\n").first { $0.contains("id=\"cb\"") })
        XCTAssertTrue(line.contains(#"firstItem="card" firstAttribute="bottom" secondItem="content" secondAttribute="bottom" constant="-16""#), line)
        XCTAssertFalse(line.contains("priority"), line)
    }

    /// Xcode writes a collection view cell's content view without an id, and the cell owns the
    /// constraints to the views inside it: the content view and those views are laid out all the
    /// same, under an id made from the cell's. They had been left out, the cell drawn empty.
    func testACollectionCellsContentViewWithoutAnIdIsLaidOut() throws {
        let xib = IBHarness.xib("""
                    <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="tile">
                        <rect key="frame" x="0.0" y="0.0" width="160" height="120"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center">
                            <rect key="frame" x="0.0" y="0.0" width="160" height="120"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                                <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFill" translatesAutoresizingMaskIntoConstraints="NO" id="thumb">
                                    <rect key="frame" x="8" y="8" width="144" height="80"/>
                                </imageView>
                            </subviews>
                        </view>
                        <constraints>
                            <constraint firstItem="thumb" firstAttribute="top" secondItem="tile" secondAttribute="top" constant="8" id="t1"/>
                            <constraint firstItem="thumb" firstAttribute="leading" secondItem="tile" secondAttribute="leading" constant="8" id="t2"/>
                            <constraint firstAttribute="trailing" secondItem="thumb" secondAttribute="trailing" constant="8" id="t3"/>
                            <constraint firstAttribute="bottom" secondItem="thumb" secondAttribute="bottom" constant="32" id="t4"/>
                        </constraints>
                    </collectionViewCell>
            """)
        let screen = try XCTUnwrap(try IBHarness.read(xib, path: "TileCell.xib").screens.first)
        let layout = try IBHarness.layout(xib)
        let f = layout.elements.reduce(into: [String: Rect]()) { $0[$1.id] = $1.frame }
        XCTAssertEqual(layout.element(id: "tile-contentView")?.parentID, "tile")
        let tile = try XCTUnwrap(f["tile"])
        XCTAssertEqual(f["thumb"].map { [$0.minX - tile.minX, $0.minY - tile.minY, $0.width, $0.height] }, [8, 8, 144, 80])
        XCTAssertFalse(layout.issues.contains { if case .unsatisfiable = $0 { return true } else { return false } })
        let comparison = FrameComparison.compare(screen, layout)
        XCTAssertEqual(comparison.compared, 2, "the content view and the image are compared with Xcode's frames")
        XCTAssertEqual(comparison.matched, comparison.compared, "\(comparison.mismatches)")
        XCTAssertFalse(screen.document.notes.contains { $0.message.contains("outside this scene") }, "\(screen.document.notes)")
    }

    /// A file may itself use the id a content view would be given, before the cell or after it:
    /// the file's view keeps it, the content view takes another, and nothing is "used twice".
    func testAnIdTheFileWritesIsNotGivenToAContentView() throws {
        func cell(_ id: String) -> String {
            """
                    <collectionViewCell opaque="NO" contentMode="center" id="\(id)">
                        <rect key="frame" x="0.0" y="0.0" width="160" height="120"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <view key="contentView" opaque="NO" contentMode="center">
                            <rect key="frame" x="0.0" y="0.0" width="160" height="120"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </view>
                    </collectionViewCell>
            """
        }
        let own = """
                    <view contentMode="scaleToFill" id="tile-contentView">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    </view>
            """
        for xib in [IBHarness.xib(own + cell("tile")), IBHarness.xib(cell("tile") + own)] {
            let file = try IBHarness.read(xib, path: "TileCell.xib")
            XCTAssertEqual(file.screens.count, 2)
            for screen in file.screens {
                XCTAssertFalse(screen.document.notes.contains { $0.message.contains("used twice") }, "\(screen.document.notes)")
            }
            XCTAssertNotNil(file.screens.first { $0.document.elements.first?.id == "tile-contentView" }, "the file's own view keeps its id")
            let tile = try XCTUnwrap(file.screens.first { $0.document.elements.first?.id == "tile" })
            let content = try XCTUnwrap(tile.document.elements.first?.children.first)
            XCTAssertNotEqual(content.id, "tile-contentView")
            XCTAssertTrue(content.id.hasPrefix("tile-contentView"), content.id)
        }
    }
    /// A xib's own collection view cell has a root view's side margins, by its width: 16 pt at
    /// 375, 20 from 414 (Rocket.Chat's message cells, pinned to them, Xcode 10), not a plain
    /// view's 8; so has its own header or footer (AltStore's, Xcode 11 and 15).
    func testAXibsOwnCollectionViewCellHasARootViewsSideMargins() throws {
        func leading(width: Int, tag: String = "collectionViewCell") throws -> Double? {
            let contentView = tag != "collectionViewCell" ? "" : """
                        <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO">
                            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="60"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </view>
            """
            let xib = IBHarness.xib(device: "retina4_7", tools: "14460.31", """
                    <\(tag) opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="cell">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="60"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            \(contentView)
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="avatar">
                                <rect key="frame" x="16" y="10" width="40" height="40"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="avatar" firstAttribute="leading" secondItem="cell" secondAttribute="leadingMargin" id="a1"/>
                            <constraint firstItem="avatar" firstAttribute="top" secondItem="cell" secondAttribute="top" constant="10" id="a2"/>
                            <constraint firstItem="avatar" firstAttribute="width" constant="40" id="a3"/>
                            <constraint firstItem="avatar" firstAttribute="height" constant="40" id="a4"/>
                        </constraints>
                    </\(tag)>
            """)
            let f = try IBHarness.frames(xib)
            guard let cell = f["cell"], let avatar = f["avatar"] else { return nil }
            return avatar.minX - cell.minX
        }
        XCTAssertEqual(try leading(width: 375), 16)
        XCTAssertEqual(try leading(width: 414), 20)
        XCTAssertEqual(try leading(width: 375, tag: "collectionReusableView"), 16)
    }
}
