import XCTest
@testable import InsetCore

final class ControlCrowdingTests: XCTestCase {
    private let rule = "control-crowding"

    /// Two 44 pt glyph buttons side by side, `gap` points apart.
    private func pair(gap: Double, dy: Double = 0) -> String {
        RuleHarness.document("""
            { "id": "like", "role": "button", "symbol": "heart",
              "constraints": ["leading == margins.leading", "top == safeArea.top + 100", "width == 44", "height == 44"] },
            { "id": "share", "role": "button", "symbol": "square.and.arrow.up",
              "constraints": ["leading == like.trailing \(gap < 0 ? "-" : "+") \(Rect.format(abs(gap)))", "top == like.top + \(Rect.format(dy))", "width == 44", "height == 44"] }
            """)
    }

    func testControlsCloserThanTheMinimumFireOnce() throws {
        let findings = try RuleHarness.findings(rule, pair(gap: 4))
        XCTAssertEqual(findings.count, 1)
        let finding = try XCTUnwrap(findings.first)
        XCTAssertEqual(finding.rule, rule)
        XCTAssertEqual(finding.severity, .warning)
        XCTAssertEqual(finding.elements, ["like", "share"])
        XCTAssertEqual(finding.message, "\"like\" and \"share\" are 4 pt apart; keep at least 8 pt between them")
        XCTAssertEqual(finding.rect.width, 4, accuracy: 0.01)
        XCTAssertEqual(finding.rect.height, 44, accuracy: 0.01)
    }

    func testTheMinimumGapIsFine() throws {
        XCTAssertEqual(try RuleHarness.findings(rule, pair(gap: 8)), [])
    }

    func testOverlappingControlsFire() throws {
        let finding = try XCTUnwrap(RuleHarness.findings(rule, pair(gap: -10)).first)
        XCTAssertEqual(finding.message, "\"like\" and \"share\" overlap by 10 × 44 pt; keep at least 8 pt between them")
    }

    func testDiagonalGapIsTheDistanceBetweenCorners() throws {
        let finding = try XCTUnwrap(RuleHarness.findings(rule, pair(gap: 3, dy: 48)).first)
        XCTAssertEqual(finding.message, "\"like\" and \"share\" are 5 pt apart; keep at least 8 pt between them")
        XCTAssertEqual(try RuleHarness.findings(rule, pair(gap: 6, dy: 52)), [])
    }

    func testProjectThresholdWidensTheGap() throws {
        let findings = try RuleHarness.findings(rule, pair(gap: 8), settings: RuleSettings(threshold: 12))
        XCTAssertEqual(findings.first?.message, "\"like\" and \"share\" are 8 pt apart; keep at least 12 pt between them")
    }

    func testControlInsideACardIsNotCrowdingIt() throws {
        let json = RuleHarness.document("""
            { "id": "offer", "role": "card",
              "constraints": ["leading == margins.leading", "trailing == margins.trailing", "top == safeArea.top + 16", "height == 120"],
              "children": [
                { "id": "redeem", "role": "button", "text": "Redeem",
                  "constraints": ["trailing == parent.trailing - 12", "bottom == parent.bottom - 12", "height == 44"] } ] }
            """)
        XCTAssertEqual(try RuleHarness.findings(rule, json), [])
    }

    func testTabBarItemsAndListRowsAbutByDesign() throws {
        let json = RuleHarness.document("""
            { "id": "tabs", "role": "tabBar",
              "constraints": ["left == screen.left", "right == screen.right", "bottom == screen.bottom", "top == safeArea.bottom - 49"],
              "children": [
                { "id": "home", "role": "button", "text": "Home",
                  "constraints": ["left == parent.left", "top == parent.top", "width == 0.5 * parent.width", "height == 49"] },
                { "id": "search", "role": "button", "text": "Search",
                  "constraints": ["left == home.right", "top == parent.top", "width == 0.5 * parent.width", "height == 49"] } ] },
            { "id": "rows", "role": "list",
              "constraints": ["left == screen.left", "right == screen.right", "top == safeArea.top", "height == 200"],
              "children": [
                { "id": "account", "role": "button", "text": "Account",
                  "constraints": ["left == parent.left", "right == parent.right", "top == parent.top", "height == 44"] },
                { "id": "privacy", "role": "button", "text": "Privacy",
                  "constraints": ["left == parent.left", "right == parent.right", "top == account.bottom", "height == 44"] } ] }
            """)
        XCTAssertEqual(try RuleHarness.findings(rule, json), [])
    }

    /// A list cuts its rows at its edges: a row scrolled past the bottom of a list that stops
    /// above a button is hidden there, not crowding the button. The button is 228 pt down, the
    /// row 180 to 224.
    func testRowsAreSeenOnlyInsideTheirList() throws {
        func json(listHeight: Double) -> String {
            RuleHarness.document("""
                { "id": "rows", "role": "list",
                  "constraints": ["left == screen.left", "right == screen.right", "top == safeArea.top", "height == \(Rect.format(listHeight))"],
                  "children": [
                    { "id": "account", "role": "button", "text": "Account",
                      "constraints": ["left == parent.left", "right == parent.right", "top == parent.top + 180", "height == 44"] } ] },
                { "id": "done", "role": "button", "text": "Done",
                  "constraints": ["leading == margins.leading", "trailing == margins.trailing", "top == safeArea.top + 228", "height == 50"] }
                """)
        }
        XCTAssertEqual(try RuleHarness.findings(rule, json(listHeight: 200)), [], "the row's last 24 pt are under the list's edge")
        XCTAssertEqual(try RuleHarness.findings(rule, json(listHeight: 240)).map(\.message),
                       ["\"account\" and \"done\" are 4 pt apart; keep at least 8 pt between them"],
                       "in a list that shows it whole, it ends 4 pt above the button")
    }

    func testWellMadeScreenIsCleanEverywhere() throws {
        try WellMadeTouchScreen.assertClean(rule)
    }
}
