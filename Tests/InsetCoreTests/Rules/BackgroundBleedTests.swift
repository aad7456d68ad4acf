import XCTest
@testable import InsetCore

final class BackgroundBleedTests: XCTestCase {
    private let content = """
        { "id": "title", "role": "text", "text": "Orders", "fontSize": 34,
          "constraints": ["leading == margins.leading", "top == safeArea.top + 8"] }
        """

    private func layout(platform: String = "iOS", background constraints: String) -> String {
        RuleHarness.document(platform: platform, """
            { "id": "bg", "role": "background", "constraints": [\(constraints)] },
            \(content)
            """)
    }

    func testBackgroundPinnedToTheSafeAreaLeavesBands() throws {
        let json = layout(background: #""left == screen.left", "right == screen.right", "top == safeArea.top", "bottom == safeArea.bottom""#)
        let findings = try RuleHarness.findings("background-bleed", json)
        let finding = try XCTUnwrap(findings.first)
        XCTAssertEqual(findings.count, 1)
        XCTAssertEqual(finding.rule, "background-bleed")
        XCTAssertEqual(finding.elements, ["bg"])
        let safe = ScreenGeometry(environment: finding.environment).safeArea
        let bounds = ScreenGeometry(environment: finding.environment).bounds
        XCTAssertTrue(finding.message.contains("\"bg\""), finding.message)
        XCTAssertTrue(finding.message.contains("\(Rect.format(safe.minY)) pt short of the top edge"), finding.message)
        XCTAssertTrue(finding.message.contains("\(Rect.format(bounds.maxY - safe.maxY)) pt short of the bottom edge"), finding.message)
        XCTAssertFalse(finding.message.contains("left edge"), finding.message)
    }

    func testFixPinsTheBackgroundToTheScreen() throws {
        let json = layout(background: #""leading == safeArea.leading", "width == safeArea.width", "top == safeArea.top", "height == 400""#)
        let finding = try XCTUnwrap(RuleHarness.findings("background-bleed", json, orientation: .landscape).first)
        let fix = try XCTUnwrap(finding.fix)
        let fixed = try RuleHarness.applying(fix, to: json)
        XCTAssertEqual(try RuleHarness.findingsEverywhere("background-bleed", fixed), [])
        XCTAssertEqual(try RuleHarness.findings("unsatisfiable-layout", fixed, orientation: .landscape), [])
    }

    func testEdgeToEdgeBackgroundIsCleanEverywhere() throws {
        let edges = #""left == screen.left", "right == screen.right", "top == screen.top", "bottom == screen.bottom""#
        let json = layout(background: edges)
        XCTAssertEqual(try RuleHarness.findingsEverywhere("background-bleed", json), [])
        let iPad = layout(platform: "iPadOS", background: edges)
        XCTAssertEqual(try RuleHarness.findingsEverywhere("background-bleed", iPad), [])
        XCTAssertEqual(try RuleHarness.findings("background-bleed", iPad, device: "ipad-pro-12-9", orientation: .landscape, split: .oneThird), [])
    }

    func testScreenWithoutABackgroundShowsBlackBars() throws {
        let json = RuleHarness.document(content)
        let findings = try RuleHarness.findings("background-bleed", json)
        let finding = try XCTUnwrap(findings.first)
        XCTAssertEqual(findings.count, 1)
        XCTAssertEqual(finding.elements, [])
        XCTAssertEqual(finding.rect, ScreenGeometry(environment: finding.environment).bounds)
        XCTAssertTrue(finding.message.contains("no background reaches the edges"), finding.message)
        XCTAssertNil(finding.fix)
    }

    func testBandOverAFullBackgroundIsFine() throws {
        let json = RuleHarness.document("""
            { "id": "bg", "role": "background",
              "constraints": ["left == screen.left", "right == screen.right", "top == screen.top", "bottom == screen.bottom"] },
            { "id": "header", "role": "background",
              "constraints": ["left == screen.left", "right == screen.right", "top == screen.top", "height == 200"] },
            \(content)
            """)
        XCTAssertEqual(try RuleHarness.findingsEverywhere("background-bleed", json), [])
    }

    func testFullScreenListNeedsNoBackground() throws {
        let json = RuleHarness.document("""
            { "id": "rows", "role": "list",
              "constraints": ["left == screen.left", "right == screen.right", "top == screen.top", "bottom == screen.bottom"] }
            """)
        XCTAssertEqual(try RuleHarness.findingsEverywhere("background-bleed", json), [])
    }

    func testGroupBackgroundInsideAContainerIsNotTheScreens() throws {
        let json = RuleHarness.document("""
            { "id": "card", "role": "view",
              "constraints": ["leading == margins.leading", "trailing == margins.trailing", "top == safeArea.top + 20", "height == 120"],
              "children": [
                { "id": "fill", "role": "background",
                  "constraints": ["left == parent.left", "right == parent.right", "top == parent.top", "bottom == parent.bottom"] } ] }
            """)
        let finding = try XCTUnwrap(RuleHarness.findings("background-bleed", json).first)
        XCTAssertEqual(finding.elements, [], "the screen has no background; the card's fill isn't blamed")
    }

    func testNavigationBarMaterialCoversTheTopBand() throws {
        let json = RuleHarness.document("""
            { "id": "nav", "role": "navigationBar", "text": "Orders",
              "constraints": ["left == screen.left", "right == screen.right", "top == safeArea.top", "height == 44"] },
            { "id": "bg", "role": "background",
              "constraints": ["left == screen.left", "right == screen.right", "top == nav.bottom", "bottom == screen.bottom"] }
            """)
        XCTAssertEqual(try RuleHarness.findingsEverywhere("background-bleed", json), [])
    }

    /// A storyboard's scene shown as a page sheet is a card the screen shows above: its
    /// background reaches the card's edges, which is all it can. A card nothing paints is still
    /// reported, measured against the card.
    func testASheetsBackgroundIsMeasuredAgainstTheCard() throws {
        let present = "<connections><segue destination=\"sheet\" kind=\"presentation\" id=\"p1\"/></connections>"
        func storyboard() -> String {
            IBHarness.storyboard(IBHarness.scene(id: "sheet", title: "sheet", subviews: "")
                                 + IBHarness.scene(id: "vc", extra: present, subviews: ""))
        }
        XCTAssertGreaterThan(try XCTUnwrap(IBHarness.frames(storyboard())["sheet-root"]).minY, 0, "a card below the screen's top")
        XCTAssertEqual(try IBHarness.findings(storyboard(), rule: "background-bleed"), [])
        // A card whose root is clear, with nothing painting it, is still reported, as a sheet the
        // size of the card; the clear scene that presents it, against the screen.
        let clear = storyboard().replacingOccurrences(of: #"<color key="backgroundColor" systemColor="systemBackgroundColor"/>"#, with: "")
        let findings = try IBHarness.findings(clear, rule: "background-bleed")
        XCTAssertEqual(findings.count, 1)
        XCTAssertTrue(findings.first?.message.contains("pt sheet, so the screen shows through") == true, findings.first?.message ?? "")
        XCTAssertEqual(findings.first?.rect, try IBHarness.frames(clear)["sheet-root"])
        let presenter = try IBHarness.layout(clear, scene: "vc")
        let screen = try XCTUnwrap(IBHarness.read(clear).screens.first { $0.id == "vc" })
        let own = Checker(engine: LayoutEngine(measurer: IBHarness.measurer)).check(presenter, document: screen.document)
            .filter { $0.rule == "background-bleed" }
        XCTAssertEqual(own.map { $0.message.contains("pt screen, so it shows black bars") }, [true])
    }
}
