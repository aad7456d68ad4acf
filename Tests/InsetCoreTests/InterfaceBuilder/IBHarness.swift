import Foundation
import InsetText
import XCTest
@testable import InsetCore

/// Small storyboards written for each test: a document around scenes, a view controller around
/// a root view, and the solved frames of a scene on a device.
enum IBHarness {
    static let catalog: DeviceCatalog = try! DeviceCatalog.bundled()
    static let measurer = PangoTextMeasurer()

    static func storyboard(device: String = "retina6_1", runtime: String = "iOS.CocoaTouch", _ scenes: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="\(runtime)" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <scenes>
        \(scenes)
            </scenes>
            <resources>
                <image name="hero" width="120" height="80"/>
            </resources>
        </document>
        """
    }

    /// The frame of `dot` in a xib's own table cell, `width` × 60 pt, whose content view
    /// (`content`, holding `contentExtra`: its margins, say) pins it to its leading and trailing
    /// margins and, 20 pt tall, to its top margin or 10 pt below its top.
    static func cellDot(width: Int, device: String, tools: Int, topMargin: Bool = false, contentExtra: String = "") throws -> Rect? {
        let top = topMargin ? #"secondAttribute="topMargin""# : #"secondAttribute="top" constant="10""#
        let cell = """
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="60"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="cell" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="60"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="dot"><rect key="frame" x="16" y="10" width="100" height="20"/></view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="dot" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="d1"/>
                            <constraint firstAttribute="trailingMargin" secondItem="dot" secondAttribute="trailing" id="d2"/>
                            <constraint firstItem="dot" firstAttribute="top" secondItem="content" \(top) id="d3"/>
                            <constraint firstItem="dot" firstAttribute="height" constant="20" id="d4"/>
                        </constraints>
                        \(contentExtra)
                    </tableViewCellContentView>
                </tableViewCell>
        """
        return try frames(xib(device: device, tools: String(tools), cell))["dot"]
    }

    /// A xib (on an iPhone 11 unless `device` says otherwise) holding `objects` after its File's
    /// Owner, which holds `owner` (its connections, say).
    static func xib(device: String = "retina6_1", tools: String = "21507", owner: String = "", _ objects: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner">\(owner)</placeholder>
        \(objects)
            </objects>
        </document>
        """
    }

    /// One scene: a view controller whose root view (414 × 896, id `root`) holds `subviews` and
    /// `constraints`; its safe-area guide is `safe`.
    static func scene(id: String = "vc", title: String = "Main", tag: String = "viewController", extra: String = "",
                      subviews: String, constraints: String = "", rootExtra: String = "") -> String {
        """
                <scene sceneID="\(id)-scene">
                    <objects>
                        <\(tag) title="\(title)" id="\(id)" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="\(id == "vc" ? "root" : "\(id)-root")">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
        \(subviews)
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="\(id == "vc" ? "safe" : "\(id)-safe")"/>
                                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                <constraints>
        \(constraints)
                                </constraints>
        \(rootExtra)
                            </view>
        \(extra)
                        </\(tag)>
                    </objects>
                </scene>
        """
    }

    /// A table (id `tbl`) of one prototype cell (`cell`) whose content view (`content`) holds a
    /// view `dot` placed by `constraints`.
    static func oneCellTable(cell: String = "", content: String = "", contentWidth: Double = 414,
                             dot: String, constraints: String) -> String {
        """
        <tableView clipsSubviews="YES" contentMode="scaleToFill" style="plain" rowHeight="-1" translatesAutoresizingMaskIntoConstraints="NO" id="tbl">
            <rect key="frame" x="0.0" y="48" width="414" height="814"/>
            <prototypes>
                <tableViewCell contentMode="scaleToFill" \(cell) reuseIdentifier="Cell" id="cell">
                    <rect key="frame" x="0.0" y="28" width="414" height="44"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <tableViewCellContentView key="contentView" contentMode="center" \(content) tableViewCell="cell" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="\(contentWidth)" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="dot"><rect key="frame" \(dot)/></view>
                        </subviews>
                        <constraints>\(constraints)</constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </prototypes>
        </tableView>
        """
    }

    /// A scene whose table (id `tbl`) fills its safe area, or its root view.
    static func tableStoryboard(_ table: String, within guide: String = "safe", device: String = "retina6_1",
                                extra: String = "") -> String {
        storyboard(device: device, scene(extra: extra, subviews: table, constraints: [
            constraint("firstItem=\"tbl\" firstAttribute=\"top\" secondItem=\"\(guide)\" secondAttribute=\"top\""),
            constraint("firstItem=\"tbl\" firstAttribute=\"bottom\" secondItem=\"\(guide)\" secondAttribute=\"bottom\""),
            constraint("firstItem=\"tbl\" firstAttribute=\"leading\" secondItem=\"root\" secondAttribute=\"leading\""),
            constraint("firstItem=\"tbl\" firstAttribute=\"trailing\" secondItem=\"root\" secondAttribute=\"trailing\""),
        ].joined()))
    }

    /// A tab bar controller's scene (`tabs`, its bar `tabbar`) whose one tab is `destination`.
    static func tabBarScene(showing destination: String) -> String {
        """
        <scene sceneID="tab-scene"><objects>
            <tabBarController id="tabs" sceneMemberID="viewController">
                <tabBar key="tabBar" contentMode="scaleToFill" id="tabbar"><rect key="frame" x="0.0" y="0.0" width="414" height="49"/></tabBar>
                <connections><segue destination="\(destination)" kind="relationship" relationship="viewControllers" id="t1"/></connections>
            </tabBarController>
        </objects></scene>
        """
    }

    /// Two scenes: one whose container view (`box`, 100 pt down) embeds the other (`child`, root
    /// `child-root`, holding `subviews` and `constraints`), both `width` × `height`.
    static func embedding(width: Double, height: Double, subviews: String = "", constraints: String = "",
                          childExtra: String = "") -> String {
        let container = scene(subviews: """
            <containerView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="0.0" y="100" width="\(width)" height="\(height)"/>
                <connections><segue destination="child" kind="embed" id="e1"/></connections>
            </containerView>
            """)
        let child = scene(id: "child", title: "Child", extra: childExtra, subviews: subviews, constraints: constraints)
            .replacingOccurrences(of: #"<rect key="frame" x="0.0" y="0.0" width="414" height="896"/>"#,
                                  with: "<rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"\(width)\" height=\"\(height)\"/>")
        return container + child
    }

    /// A constrained view (`translatesAutoresizingMaskIntoConstraints="NO"`) with a recorded frame.
    static func view(_ id: String, tag: String = "view", frame: [Double] = [0, 0, 10, 10], attributes: String = "", body: String = "") -> String {
        """
        <\(tag) contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" \(attributes) id="\(id)">
            <rect key="frame" x="\(frame[0])" y="\(frame[1])" width="\(frame[2])" height="\(frame[3])"/>
            \(body)
        </\(tag)>
        """
    }

    static func constraint(_ attributes: String, id: String = UUID().uuidString.prefix(8).description) -> String {
        "<constraint \(attributes) id=\"\(id)\"/>"
    }

    static func read(_ xml: String, path: String = "Main.storyboard") throws -> LayoutFile {
        try LayoutFile.decode(bytes: Array(xml.utf8), path: path)
    }

    /// The frames of the first (or named) screen on its authored device, by id, in screen points.
    static func frames(_ xml: String, scene: String? = nil, device: String? = nil, orientation: Orientation? = nil,
                       rtl: Bool = false) throws -> [String: Rect] {
        try layout(xml, scene: scene, device: device, orientation: orientation, rtl: rtl).elements
            .reduce(into: [:]) { $0[$1.id] = $1.frame }
    }

    /// What the rules find on the first screen on its authored device (only `rule`'s, if named).
    static func findings(_ xml: String, path: String = "Main.storyboard", rule: String? = nil) throws -> [Finding] {
        let screen = try XCTUnwrap(try read(xml, path: path).screens.first)
        let found = Checker(engine: LayoutEngine(measurer: measurer)).check(try layout(xml), document: screen.document)
        return rule.map { id in found.filter { $0.rule == id } } ?? found
    }

    static func layout(_ xml: String, scene: String? = nil, device: String? = nil, orientation: Orientation? = nil,
                       rtl: Bool = false) throws -> SolvedLayout {
        let file = try read(xml)
        let screen = try XCTUnwrap(scene == nil ? file.screens.first : file.screens.first { $0.name == scene || $0.id == scene })
        var query = EnvironmentQuery(devices: [device ?? "authored"])
        if let orientation { query.orientation = .only(orientation) }
        query.layoutDirection = rtl ? .rtl : .ltr
        let env = try XCTUnwrap(try query.environments(for: screen, in: catalog).first)
        return LayoutEngine(measurer: measurer).solve(screen.document, in: env)
    }
}
