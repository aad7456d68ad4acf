import XCTest
@testable import InsetCore

/// Frames a designer who knows UIKit would expect, on real catalog devices.
final class LayoutEngineTests: XCTestCase {
    private func solve(_ elements: String, extra: String = "", device: String = "iphone-14-pro",
                       orientation: Orientation = .portrait, split: Split = .full, rtl: Bool = false,
                       keyboard: Bool = false, platform: String = "iOS") throws -> SolvedLayout {
        try RuleHarness.solve(RuleHarness.document(platform: platform, extra: extra, elements),
                              device: device, orientation: orientation, split: split, rtl: rtl, keyboard: keyboard)
    }

    private func frame(_ layout: SolvedLayout, _ id: String, file: StaticString = #filePath, line: UInt = #line) -> Rect {
        guard let e = layout.element(id: id) else {
            XCTFail("no element \(id)", file: file, line: line)
            return .zero
        }
        return e.frame
    }

    func testPinsToGuidesOnIPhone14Pro() throws {
        let layout = try solve("""
            { "id": "a", "role": "view", "constraints": ["leading == margins.leading", "trailing == margins.trailing", "top == safeArea.top + 8", "height == 50"] },
            { "id": "b", "role": "view", "constraints": ["left == screen.left", "right == screen.right", "bottom == safeArea.bottom", "height == 20"] }
            """)
        // 393 × 852 with a 59 pt top inset and 34 pt bottom inset; margins are 16 pt in compact width.
        XCTAssertEqual(frame(layout, "a"), Rect(x: 16, y: 67, width: 361, height: 50))
        XCTAssertEqual(frame(layout, "b"), Rect(x: 0, y: 852 - 34 - 20, width: 393, height: 20))
        XCTAssertTrue(layout.issues.isEmpty, "\(layout.issues)")
    }

    func testLandscapeSafeAreaAndRegularWidthMargins() throws {
        let layout = try solve("""
            { "id": "a", "role": "view", "constraints": ["leading == margins.leading", "trailing == margins.trailing", "top == safeArea.top", "height == 10"] }
            """, device: "iphone-14-pro-max", orientation: .landscape)
        // 932 × 430 landscape, 59 pt on each side; regular width gives 20 pt margins.
        XCTAssertEqual(frame(layout, "a"), Rect(x: 59 + 20, y: 0, width: 932 - 118 - 40, height: 10))
        XCTAssertEqual(layout.geometry.sizeClass, SizeClassPair(horizontal: .regular, vertical: .compact))
    }

    func testEveryAttributeForm() throws {
        let layout = try solve("""
            { "id": "box", "role": "view", "constraints": ["centerX == screen.centerX", "centerY == screen.centerY", "width == 0.5 * screen.width", "height == box.width + 10"] },
            { "id": "next", "role": "view", "constraints": ["left == box.right + 8", "top == box.bottom", "width >= 30", "width <= 30", "height == 20 @ high", "height == 40 @ low"] }
            """)
        let box = frame(layout, "box")
        XCTAssertEqual(box.width, 196.5, accuracy: 1e-6)
        XCTAssertEqual(box.height, 206.5, accuracy: 1e-6)
        XCTAssertEqual(box.midX, 196.5, accuracy: 1e-6)
        XCTAssertEqual(box.midY, 426, accuracy: 1e-6)
        let next = frame(layout, "next")
        XCTAssertEqual(next.x, box.maxX + 8, accuracy: 1e-6)
        XCTAssertEqual(next.y, box.maxY, accuracy: 1e-6)
        XCTAssertEqual(next.width, 30, accuracy: 1e-6)
        XCTAssertEqual(next.height, 20, accuracy: 1e-6, "high (750) beats low (250)")
    }

    func testLeadingAndTrailingFlipInRightToLeftButLeftAndRightDoNot() throws {
        let elements = """
            { "id": "lead", "role": "view", "constraints": ["leading == screen.leading + 10", "top == screen.top", "width == 50", "height == 50"] },
            { "id": "absolute", "role": "view", "constraints": ["left == screen.left + 10", "top == screen.top", "width == 50", "height == 50"] }
            """
        let ltr = try solve(elements)
        let rtl = try solve(elements, rtl: true)
        XCTAssertEqual(frame(ltr, "lead").x, 10)
        XCTAssertEqual(frame(rtl, "lead").x, 393 - 10 - 50)
        XCTAssertEqual(frame(ltr, "absolute").x, 10)
        XCTAssertEqual(frame(rtl, "absolute").x, 10)
    }

    func testVariantChosenBySizeClass() throws {
        let elements = """
            { "id": "buy", "role": "button", "text": "Buy",
              "constraints": ["leading == margins.leading", "trailing == margins.trailing", "bottom == safeArea.bottom - 8", "height == 50"],
              "variants": [ { "when": { "verticalSizeClass": "compact" },
                              "constraints": ["trailing == margins.trailing", "width == 240", "bottom == safeArea.bottom - 8", "height == 50"] } ] }
            """
        XCTAssertEqual(frame(try solve(elements), "buy").width, 361)
        let landscape = try solve(elements, orientation: .landscape)
        XCTAssertEqual(frame(landscape, "buy").width, 240)
        XCTAssertEqual(frame(landscape, "buy").maxX, 852 - 59 - 16)
    }

    func testHiddenVariantRemovesElementAndItsConstraints() throws {
        let layout = try solve("""
            { "id": "side", "role": "view", "constraints": ["left == screen.left", "top == screen.top", "width == 100", "height == 100"],
              "variants": [ { "when": { "orientation": "portrait" }, "hidden": true } ] },
            { "id": "main", "role": "view", "constraints": ["left == side.right", "top == screen.top", "width == 10", "height == 10"] }
            """)
        XCTAssertNil(layout.element(id: "side"))
        XCTAssertNotNil(layout.element(id: "main"))
    }

    func testChildrenUseTheirParentAndFramesAreRelativeToIt() throws {
        let layout = try solve("""
            { "id": "card", "role": "view", "frame": [20, 100, 200, 120], "children": [
                { "id": "inner", "role": "view", "frame": [10, 10, 50, 50] },
                { "id": "pinned", "role": "view", "constraints": ["trailing == parent.trailing - 8", "bottom == parent.bottom - 8", "width == 20", "height == 20"] } ] }
            """)
        XCTAssertEqual(frame(layout, "inner"), Rect(x: 30, y: 110, width: 50, height: 50))
        XCTAssertEqual(frame(layout, "pinned"), Rect(x: 192, y: 192, width: 20, height: 20))
        XCTAssertEqual(layout.element(id: "inner")?.parentID, "card")
    }

    func testAMultiplierScalesPositionsWithinTheNearestCommonAncestor() throws {
        // Auto Layout reads `0.5 × parent.centerX` in the parent's own coordinates: a quarter of
        // its width in from its left, wherever the parent lies on the screen.
        let layout = try solve("""
            { "id": "card", "role": "view", "frame": [100, 200, 200, 120], "children": [
                { "id": "quarter", "role": "view", "constraints": ["centerX == 0.5 * parent.centerX", "top == parent.top", "width == 20", "height == 20"] },
                { "id": "icon", "role": "view", "constraints": ["left == parent.left", "top == parent.top", "width == 20", "parent.bottom == 2 * icon.bottom"] },
                { "id": "below", "role": "view", "constraints": ["left == parent.left", "top == 1.5 * icon.bottom", "width == 20", "height == 10"] } ] }
            """)
        XCTAssertEqual(frame(layout, "quarter"), Rect(x: 140, y: 200, width: 20, height: 20))
        XCTAssertEqual(frame(layout, "icon"), Rect(x: 100, y: 200, width: 20, height: 60), "half the card's height")
        XCTAssertEqual(frame(layout, "below"), Rect(x: 100, y: 290, width: 20, height: 10), "1.5 × 60 pt below the card's top")
    }

    func testNavigationAndTabBarsPushTheSafeAreaIn() throws {
        let layout = try solve("""
            { "id": "nav", "role": "navigationBar", "constraints": ["left == screen.left", "right == screen.right", "top == safeArea.top"] },
            { "id": "tabs", "role": "tabBar", "constraints": ["left == screen.left", "right == screen.right", "bottom == safeArea.bottom"] },
            { "id": "content", "role": "view", "constraints": ["left == safeArea.left", "right == safeArea.right", "top == safeArea.top", "bottom == safeArea.bottom"] }
            """)
        // Bars are placed against the display's safe area, at UIKit's heights (44 and 49 pt).
        XCTAssertEqual(frame(layout, "nav"), Rect(x: 0, y: 59, width: 393, height: 44))
        XCTAssertEqual(frame(layout, "tabs"), Rect(x: 0, y: 852 - 34 - 49, width: 393, height: 49))
        // Content sees the safe area between them.
        XCTAssertEqual(frame(layout, "content"), Rect(x: 0, y: 103, width: 393, height: 852 - 34 - 49 - 103))
        XCTAssertEqual(layout.safeArea, Rect(x: 0, y: 103, width: 393, height: 666))
    }

    /// A toolbar on a tab bar is drawn as tall as one on the safe area's bottom (49 pt above a
    /// Home indicator), and tab bars a file stands on each other don't send the look round forever.
    func testAToolbarOnATabBarAboveTheHomeIndicatorIs49PointsTall() throws {
        let layout = try solve("""
            { "id": "tabs", "role": "tabBar", "constraints": ["left == screen.left", "right == screen.right", "bottom == safeArea.bottom"] },
            { "id": "tools", "role": "toolbar", "constraints": ["left == screen.left", "right == screen.right", "bottom == tabs.top"] },
            { "id": "content", "role": "view", "constraints": ["left == safeArea.left", "right == safeArea.right", "top == safeArea.top", "bottom == safeArea.bottom"] }
            """)
        XCTAssertEqual(frame(layout, "tools"), Rect(x: 0, y: 852 - 34 - 49 - 49, width: 393, height: 49))
        XCTAssertEqual(frame(layout, "content").maxY, 852 - 34 - 49 - 49)
        let circular = try solve("""
            { "id": "a", "role": "tabBar", "constraints": ["left == screen.left", "right == screen.right", "bottom == b.top"] },
            { "id": "b", "role": "tabBar", "constraints": ["left == screen.left", "right == screen.right", "bottom == a.top"] },
            { "id": "tools", "role": "toolbar", "constraints": ["left == screen.left", "right == screen.right", "bottom == a.top"] }
            """)
        XCTAssertEqual(frame(circular, "tools").height, 44)
    }

    func testABarInsideAnotherElementIsContent() throws {
        // As a UIToolbar added to a view is: only the screen's own bars move its safe area.
        let layout = try solve("""
            { "id": "card", "role": "view", "constraints": ["left == screen.left", "right == screen.right", "top == safeArea.top", "height == 200"],
              "children": [
                { "id": "tools", "role": "toolbar", "constraints": ["left == parent.left", "right == parent.right", "top == parent.top"] } ] },
            { "id": "content", "role": "view", "constraints": ["left == safeArea.left", "right == safeArea.right", "top == safeArea.top", "bottom == safeArea.bottom"] }
            """)
        XCTAssertEqual(frame(layout, "tools"), Rect(x: 0, y: 59, width: 393, height: 44))
        XCTAssertEqual(frame(layout, "content"), Rect(x: 0, y: 59, width: 393, height: 852 - 34 - 59))
    }

    func testKeyboardGuide() throws {
        let elements = """
            { "id": "field", "role": "textField", "constraints": ["leading == margins.leading", "trailing == margins.trailing", "bottom == keyboard.top - 8"] }
            """
        let hidden = try solve(elements)
        XCTAssertEqual(frame(hidden, "field").maxY, 852 - 34 - 8, "with no keyboard the guide sits at the safe area's bottom")
        let shown = try solve(elements, keyboard: true)
        let keyboard = try XCTUnwrap(shown.guides[.keyboard])
        XCTAssertGreaterThan(keyboard.height, 250)
        XCTAssertEqual(keyboard.maxY, 852)
        XCTAssertEqual(frame(shown, "field").maxY, keyboard.minY - 8, accuracy: 1e-6)
    }

    func testSplitWindowIsTheScreen() throws {
        let layout = try solve("""
            { "id": "fill", "role": "view", "constraints": ["left == screen.left", "right == screen.right", "top == screen.top", "bottom == screen.bottom"] }
            """, device: "ipad-pro-12-9", orientation: .landscape, split: .oneThird, platform: "iPadOS")
        let window = layout.geometry.windowFrame
        XCTAssertLessThan(window.width, 1366)
        XCTAssertEqual(frame(layout, "fill").width, window.width)
        XCTAssertEqual(layout.geometry.sizeClass.horizontal, .compact)
    }

    func testTextHasIntrinsicSizeThatGrowsWithDynamicType() throws {
        let doc = RuleHarness.document("""
            { "id": "label", "role": "text", "text": "Hello, designer", "fontSize": 17, "constraints": ["leading == margins.leading", "top == safeArea.top"] }
            """)
        let large = try RuleHarness.solve(doc)
        let huge = try RuleHarness.solve(doc, textSize: .AX3)
        let a = frame(large, "label"), b = frame(huge, "label")
        XCTAssertGreaterThan(a.width, 80)
        XCTAssertGreaterThan(a.height, 17)
        XCTAssertEqual(b.width / a.width, 40.0 / 17.0, accuracy: 0.15, "text scales with the body size")
        XCTAssertTrue(large.issues.isEmpty, "intrinsic size fixes a label: \(large.issues)")
    }

    func testLongTextWrapsToItsWidthAndGrowsTaller() throws {
        let layout = try solve("""
            { "id": "para", "role": "text", "text": "A consistent layout that adapts to various contexts makes your experience more approachable and helps people enjoy their favorite apps.",
              "constraints": ["leading == margins.leading", "trailing == margins.trailing", "top == safeArea.top"] }
            """)
        let f = frame(layout, "para")
        XCTAssertEqual(f.width, 361)
        XCTAssertGreaterThan(f.height, 3 * 17, "wraps to several lines")
    }

    func testConflictingRequiredConstraintsAreReportedByName() throws {
        let layout = try solve("""
            { "id": "box", "role": "view", "constraints": ["left == screen.left", "top == screen.top", "width == 100", "width == 200", "height == 10"] }
            """)
        guard case .unsatisfiable(let refs)? = layout.issues.first else {
            return XCTFail("expected a conflict, got \(layout.issues)")
        }
        XCTAssertEqual(refs.map(\.text).sorted(), ["width == 100", "width == 200"])
        XCTAssertEqual(refs.last?.index, 4)
        XCTAssertEqual(frame(layout, "box").width, 100, "the first constraint holds")
    }

    func testUnderDeterminedElementIsAmbiguous() throws {
        let layout = try solve("""
            { "id": "floating", "role": "view", "constraints": ["width == 100", "height == 100"] },
            { "id": "fixed", "role": "view", "constraints": ["left == screen.left", "top == screen.top", "width == 10", "height == 10"] },
            { "id": "wide", "role": "view", "constraints": ["left == screen.left", "top == screen.top", "width >= 10", "height == 10"] }
            """)
        let ambiguous = layout.issues.compactMap { issue -> String? in
            if case .ambiguous(let id, _, _) = issue { return id }
            return nil
        }
        XCTAssertEqual(ambiguous, ["floating", "wide"])
        XCTAssertTrue(layout.issues.contains(.ambiguous(elementID: "floating", horizontal: true, vertical: true)))
        XCTAssertTrue(layout.issues.contains(.ambiguous(elementID: "wide", horizontal: true, vertical: false)))
    }

    func testWidgetBoundsAreTheScreen() throws {
        let layout = try solve("""
            { "id": "bg", "role": "background", "constraints": ["left == parent.left", "right == parent.right", "top == parent.top", "bottom == parent.bottom"] },
            { "id": "label", "role": "text", "text": "21°", "constraints": ["leading == margins.leading", "top == margins.top"] }
            """, extra: "\"widget\": {\"family\": \"small\"}", platform: "widget")
        let size = try XCTUnwrap(RuleHarness.catalog.lookup("iphone-14-pro")?.widgetSizes?["small"])
        XCTAssertEqual(frame(layout, "bg"), Rect(x: 0, y: 0, width: size.width, height: size.height))
        XCTAssertEqual(frame(layout, "label").x, 16)
        XCTAssertEqual(frame(layout, "label").y, 16)
    }
}

extension LayoutEngineTests {
    func testRightToLeftMirrorsConstantsAndInequalities() throws {
        let doc = RuleHarness.document("""
            { "id": "title", "role": "view", "constraints": ["leading == margins.leading", "top == screen.top", "width == 100", "height == 20"] },
            { "id": "next", "role": "view", "constraints": ["leading == title.trailing + 8", "top == screen.top", "width == 50", "height == 20"] },
            { "id": "inside", "role": "view", "constraints": ["trailing <= margins.trailing - 4", "leading == margins.leading", "top == screen.top", "width == 500 @ low", "height == 20"] }
            """)
        let ltr = try RuleHarness.solve(doc)
        let rtl = try RuleHarness.solve(doc, rtl: true)
        for id in ["title", "next", "inside"] {
            let a = try XCTUnwrap(ltr.element(id: id)?.frame), b = try XCTUnwrap(rtl.element(id: id)?.frame)
            XCTAssertEqual(b.x, 393 - a.maxX, accuracy: 1e-6, "\(id) mirrors")
            XCTAssertEqual(b.width, a.width, accuracy: 1e-6)
        }
        XCTAssertEqual(try XCTUnwrap(ltr.element(id: "inside")).frame.width, 361 - 4)
    }
}
