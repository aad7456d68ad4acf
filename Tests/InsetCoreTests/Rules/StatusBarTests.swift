import XCTest
@testable import InsetCore

final class StatusBarTests: XCTestCase {
    private let rule = "status-bar"

    private let title = RuleHarness.document("""
        { "id": "title", "role": "text", "text": "Today", "fontSize": 34,
          "constraints": ["leading == margins.leading", "top == screen.top + 20"] }
        """)

    func testTextUnderTheStatusBarFiresAndPinningItClearsIt() throws {
        let findings = try RuleHarness.findings(rule, title)
        XCTAssertEqual(findings.count, 1)
        let finding = try XCTUnwrap(findings.first)
        XCTAssertEqual(finding.rule, rule)
        XCTAssertEqual(finding.severity, .error)
        XCTAssertEqual(finding.elements, ["title"])
        XCTAssertEqual(finding.message, "\"title\" is 34 pt under the 54 pt status bar")
        XCTAssertEqual(finding.rect.minY, 20, accuracy: 0.01)
        XCTAssertEqual(finding.rect.height, 34, accuracy: 0.01)
        let fix = try XCTUnwrap(finding.fix)
        XCTAssertEqual(fix.edits, [.removeConstraint(index: 1), .setConstraint(attribute: .top, constraint: "top == safeArea.top + 8")])
        XCTAssertEqual(try RuleHarness.findingsEverywhere(rule, RuleHarness.applying(fix, to: title)), [])
    }

    func testIPadKeepsItsStatusBarInLandscape() throws {
        let json = RuleHarness.document(platform: "iPadOS", """
            { "id": "title", "role": "text", "text": "Today", "fontSize": 34,
              "constraints": ["leading == margins.leading", "top == screen.top + 4"] }
            """)
        let finding = try XCTUnwrap(RuleHarness.findings(rule, json, device: "ipad-pro-11", orientation: .landscape).first)
        XCTAssertEqual(finding.message, "\"title\" is 20 pt under the 24 pt status bar")
    }

    func testNoStatusBarNoFinding() throws {
        // iPhones with a Dynamic Island hide the status bar in landscape.
        XCTAssertEqual(try RuleHarness.findings(rule, title, orientation: .landscape), [])
        let hidden = RuleHarness.document(extra: #""statusBar": false"#, """
            { "id": "title", "role": "text", "text": "Today", "fontSize": 34,
              "constraints": ["leading == margins.leading", "top == screen.top + 20"] }
            """)
        XCTAssertEqual(try RuleHarness.findings(rule, hidden), [])
    }

    func testBarsBackgroundsAndListsRunUnderItButListRowsDoNot() throws {
        let json = RuleHarness.document("""
            { "id": "bg", "role": "background",
              "constraints": ["left == screen.left", "right == screen.right", "top == screen.top", "bottom == screen.bottom"] },
            { "id": "nav", "role": "navigationBar", "text": "Mail",
              "constraints": ["left == screen.left", "right == screen.right", "top == screen.top", "bottom == safeArea.top + 44"] },
            { "id": "rows", "role": "list",
              "constraints": ["left == screen.left", "right == screen.right", "top == screen.top", "bottom == screen.bottom"],
              "children": [
                { "id": "first-row", "role": "text", "text": "Inbox",
                  "constraints": ["leading == margins.leading", "top == parent.top + 4"] } ] }
            """)
        let findings = try RuleHarness.findings(rule, json)
        XCTAssertEqual(findings.map(\.elements), [["first-row"]])
        let finding = try XCTUnwrap(findings.first)
        XCTAssertEqual(finding.rect.minY, 4, accuracy: 0.01)
        XCTAssertEqual(finding.message, "\"first-row\" is \(Rect.format(finding.rect.height)) pt under the 54 pt status bar")
    }

    func testBarContentIsPinnedAgainstTheDisplaysSafeArea() throws {
        let json = RuleHarness.document("""
            { "id": "nav", "role": "navigationBar",
              "constraints": ["left == screen.left", "right == screen.right", "top == screen.top", "bottom == safeArea.top + 44"],
              "children": [
                { "id": "heading", "role": "text", "text": "Mail",
                  "constraints": ["centerX == parent.centerX", "top == parent.top + 40"] } ] }
            """)
        let finding = try XCTUnwrap(RuleHarness.findings(rule, json).first)
        XCTAssertEqual(finding.elements, ["heading"])
        XCTAssertEqual(finding.message, "\"heading\" is 14 pt under the 54 pt status bar")
        let fix = try XCTUnwrap(finding.fix)
        let fixed = try RuleHarness.applying(fix, to: json)
        XCTAssertEqual(try RuleHarness.findings(rule, fixed), [])
        XCTAssertEqual(try XCTUnwrap(RuleHarness.solve(fixed).element(id: "heading")).frame.minY, 67, accuracy: 0.01)
    }

    func testWellMadeScreenIsCleanEverywhere() throws {
        try WellMadeTouchScreen.assertClean(rule)
    }

    /// A freeform scene 320 × 110 pt with `subviews` and `constraints`, its view without a colour
    /// of its own (as Xcode's widget template writes it), drawn by Xcode 9 on a 4.7-inch canvas;
    /// `appContext` is written on the view as `simulatedAppContext`.
    private func widget(subviews: String, constraints: [String], appContext: String? = nil) -> String {
        var scene = IBHarness.scene(id: "widget", title: "Widget",
                                    extra: #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/><size key="freeformSize" width="320" height="110"/>"#,
                                    subviews: subviews, constraints: constraints.map { IBHarness.constraint($0) }.joined())
            .replacingOccurrences(of: #"<color key="backgroundColor" systemColor="systemBackgroundColor"/>"#, with: "")
        if let appContext {
            scene = scene.replacingOccurrences(of: #"id="widget-root""#, with: "simulatedAppContext=\"\(appContext)\" id=\"widget-root\"")
        }
        return IBHarness.storyboard(device: "retina4_7", scene).replacingOccurrences(of: #"toolsVersion="22505""#, with: #"toolsVersion="13771""#)
    }

    /// A scene's root view is its controller's view, which UIKit sizes to whatever shows it: one
    /// drawn freeform at the top of the canvas is no content under the status bar, the sensor
    /// housing or a rounded corner; what it holds is checked as before.
    func testAScenesRootViewIsNotContentUnderTheStatusBar() throws {
        let label = IBHarness.view("today", tag: "label", frame: [16, 4, 100, 20], attributes: #"text="Today""#)
        let xml = widget(subviews: label, constraints: [
            #"firstItem="today" firstAttribute="top" secondItem="widget-root" secondAttribute="top" constant="4""#,
            #"firstItem="today" firstAttribute="leading" secondItem="widget-root" secondAttribute="leading" constant="16""#])
        let root = try XCTUnwrap(try IBHarness.frames(xml)["widget-root"])
        XCTAssertEqual([root.minY, root.width, root.height], [0, 320, 110])
        let findings = try IBHarness.findings(xml)
        XCTAssertEqual(findings.filter { $0.rule == "status-bar" }.map(\.elements), [["today"]])
        let display: Set<String> = ["status-bar", "sensor-housing", "rounded-corner"]
        XCTAssertFalse(findings.contains { display.contains($0.rule) && $0.elements == ["widget-root"] }, "\(findings.map(\.message))")
    }

    /// Xcode draws a Today widget or a notification in Notification Center
    /// (`simulatedAppContext="notificationCenter"` on its view) under no status bar, its own view
    /// its safe area: what is pinned to the safe area's top sits at the widget's (Kiwix's and Zap's
    /// widgets), nothing in it is under the status bar, and the rules about the display leave it be.
    func testAWidgetInNotificationCenterIsUnderNoStatusBar() throws {
        let list = IBHarness.view("rows", tag: "tableView", frame: [0, 0, 320, 110])
        let pins = [#"firstItem="rows" firstAttribute="top" secondItem="widget-safe" secondAttribute="top""#,
                    #"firstItem="rows" firstAttribute="leading" secondItem="widget-root" secondAttribute="leading""#,
                    #"firstAttribute="trailing" secondItem="rows" secondAttribute="trailing""#,
                    #"firstAttribute="bottom" secondItem="rows" secondAttribute="bottom""#]
        let inCenter = widget(subviews: list, constraints: pins, appContext: "notificationCenter")
        let frames = try IBHarness.frames(inCenter)
        XCTAssertEqual(frames["rows"], frames["widget-root"], "the whole widget")
        XCTAssertEqual(try IBHarness.findings(inCenter, rule: "status-bar"), [])
        // Nor is it a screen, whose background should reach the display's edges.
        XCTAssertEqual(try IBHarness.findings(inCenter, rule: "background-bleed"), [])
        XCTAssertEqual(try IBHarness.findings(widget(subviews: list, constraints: pins), rule: "background-bleed").count, 1)
        XCTAssertEqual(try IBHarness.frames(widget(subviews: list, constraints: pins))["rows"]?.minY, 20,
                       "a freeform scene of the app itself keeps the screen's safe area")
    }
}
