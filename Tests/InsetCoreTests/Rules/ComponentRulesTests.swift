import XCTest
@testable import InsetCore

/// A xib's cell or custom view is a component, not a screen (`interface-builder.md` §3): the rules
/// about the display don't apply to it, and the rules about its own views do. A controller's view
/// in a xib is still a screen.
final class ComponentRulesTests: XCTestCase {
    /// A xib holding one view `width` wide with no background and a 24 pt button in it; the view is
    /// the File's Owner's `view` (a controller's) when `owned`.
    private func xib(width: Double, owned: Bool) -> String {
        let outlet = owned ? "<connections><outlet property=\"view\" destination=\"top\" id=\"o1\"/></connections>" : ""
        return IBHarness.xib(owner: outlet, """
                    <view contentMode="scaleToFill" id="top">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(owned ? 896 : 60)"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="more">
                                <rect key="frame" x="16" y="18" width="24" height="24"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="24" id="w"/>
                                    <constraint firstAttribute="height" constant="24" id="h"/>
                                </constraints>
                            </button>
                        </subviews>
                        <constraints>
                            <constraint firstItem="more" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="16" id="l"/>
                            <constraint firstItem="more" firstAttribute="top" secondItem="top" secondAttribute="top" constant="18" id="t"/>
                        </constraints>
                    </view>
            """)
    }

    private func rules(_ xml: String) throws -> Set<String> {
        Set(try IBHarness.findings(xml, path: "Row.xib").map(\.rule))
    }

    func testAComponentIsCheckedForItsViewsNotForTheDisplay() throws {
        let xml = xib(width: 460, owned: false)
        XCTAssertTrue(try XCTUnwrap(try IBHarness.read(xml).screens.first).document.component)
        let found = try rules(xml)
        XCTAssertTrue(found.contains("touch-target-size"), "its 24 pt button is still too small: \(found)")
        for rule in ["background-bleed", "horizontal-overflow", "offscreen-content", "safe-area"] {
            XCTAssertFalse(found.contains(rule), "a 460 pt row drawn on a 414 pt iPhone is no screen: \(rule)")
        }
    }

    func testAControllersViewInAXibIsAScreen() throws {
        let xml = xib(width: 414, owned: true)
        XCTAssertFalse(try XCTUnwrap(try IBHarness.read(xml).screens.first).document.component)
        XCTAssertTrue(try rules(xml).contains("background-bleed"), "a controller's view without a background shows black")
    }

    /// A view drawn at the device's size whose File's Owner is a view class of the app (a custom
    /// view that loads the xib into itself), or which is of a class of its own, is a piece of a
    /// screen, as a row is: its button under the status bar is no finding about the display.
    /// Of no class and owned by none (a launch screen's view), or taken as a controller's view,
    /// the same view is a screen.
    func testAScreenSizedViewThatACustomViewLoadsIsAPiece() throws {
        func xml(ownerClass: String?, outlet: Bool) -> String {
            let screen = xib(width: 414, owned: true)
            let owned = outlet ? screen : screen.replacingOccurrences(of: "<connections><outlet property=\"view\" destination=\"top\" id=\"o1\"/></connections>", with: "")
            return ownerClass.map { owned.replacingOccurrences(of: #"userLabel="File's Owner""#, with: #"userLabel="File's Owner" customClass="\#($0)""#) } ?? owned
        }
        let piece = xml(ownerClass: "ClinicCardView", outlet: false)
        XCTAssertTrue(piece.contains(#"customClass="ClinicCardView""#) && !piece.contains("outlet"))
        // A view of its own class that no controller owns is that class's, put somewhere by code.
        let ownClass = xml(ownerClass: nil, outlet: false).replacingOccurrences(of: #"id="top">"#, with: #"id="top" customClass="ConfirmSendView">"#)
        XCTAssertTrue(ownClass.contains("ConfirmSendView"))
        for piece in [piece, ownClass] {
            XCTAssertTrue(try XCTUnwrap(try IBHarness.read(piece).screens.first).document.component)
            let found = try rules(piece)
            XCTAssertTrue(found.contains("touch-target-size"), "\(found)")
            XCTAssertTrue(found.isDisjoint(with: ["status-bar", "background-bleed"]), "\(found)")
        }
        // Nor is a view owned by what no view class is called (a controller, an application).
        for screen in [xml(ownerClass: nil, outlet: false), xml(ownerClass: "ClinicViewController", outlet: true),
                       xml(ownerClass: "ClinicViewController", outlet: false), xml(ownerClass: "LoginVC", outlet: false),
                       xml(ownerClass: "UIApplication", outlet: false)] {
            XCTAssertFalse(try XCTUnwrap(try IBHarness.read(screen).screens.first).document.component)
            XCTAssertTrue(try rules(screen).isSuperset(of: ["status-bar", "background-bleed"]))
        }
    }

    /// A notification content extension's storyboard, which its Info.plist beside the `.lproj`
    /// folder names its main interface, is shown inside the notification, not as a screen: its
    /// label at the top is under no status bar. The same storyboard elsewhere is a screen, and so
    /// is one an action extension (shown full screen) names.
    func testAnExtensionsStoryboardShownInsideAnotherScreenIsAPiece() throws {
        let scene = IBHarness.storyboard(IBHarness.scene(subviews: """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="New message" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                <rect key="frame" x="16" y="8" width="200" height="21"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """, constraints: IBHarness.constraint(#"firstItem="title" firstAttribute="top" secondItem="root" secondAttribute="top" constant="8""#)
                + IBHarness.constraint(#"firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16""#)))
        func findings(point: String?) throws -> [String] {
            let folder = try DocumentHarness.scratchDirectory().appendingPathComponent("MessageContent")
            let base = folder.appendingPathComponent("Base.lproj")
            try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
            let storyboard = base.appendingPathComponent("MainInterface.storyboard")
            try scene.write(to: storyboard, atomically: true, encoding: .utf8)
            if let point {
                let info: [String: Any] = ["NSExtension": ["NSExtensionMainStoryboard": "MainInterface", "NSExtensionPointIdentifier": point]]
                try PropertyListSerialization.data(fromPropertyList: info, format: .xml, options: 0)
                    .write(to: folder.appendingPathComponent("Info.plist"))
            }
            let run = CheckRun(query: EnvironmentQuery(devices: ["iphone-11"]), catalog: RuleHarness.catalog, measurer: RuleHarness.measurer)
            return run.run([storyboard.path]).files.flatMap(\.findings).map(\.rule)
        }
        XCTAssertFalse(try findings(point: "com.apple.usernotifications.content-extension").contains("status-bar"))
        XCTAssertTrue(try findings(point: nil).contains("status-bar"))
        XCTAssertTrue(try findings(point: "com.apple.ui-services").contains("status-bar"))
    }

    /// Every rule about the display says so, and no rule about the views does.
    func testTheRulesAboutTheDisplayAreMarked() {
        let display = Set(RuleRegistry.standard.rules.filter(\.concernsTheDisplay).map(\.id))
        XCTAssertTrue(display.isSuperset(of: ["background-bleed", "safe-area", "status-bar", "home-indicator", "rounded-corner", "sensor-housing", "keyboard-overlap"]))
        XCTAssertTrue(display.isDisjoint(with: ["touch-target-size", "control-crowding", "text-truncation", "ambiguous-layout", "unsatisfiable-layout", "not-modelled"]))
    }
}
