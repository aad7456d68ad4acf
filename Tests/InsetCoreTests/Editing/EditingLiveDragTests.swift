import XCTest
@testable import InsetCore

/// A live drag step (edit variables in a kept constraint system) shows what the file's edit gives
/// once the document is re-solved: every element's frame, at every step.
final class EditingLiveDragTests: XCTestCase {
    private typealias H = DocumentHarness

    /// Drags `id` (or its `handle`) through `steps`; at each, the live layout must equal the
    /// re-solved document with the session's command applied, and the element must have gone
    /// where the pointer took it.
    private func assertLiveMatchesFile(_ doc: LayoutDocument, _ id: String, handle: ResizeHandle? = nil,
                                       rtl: Bool = false, orientation: Orientation = .portrait,
                                       steps: [(Double, Double)],
                                       file: StaticString = #filePath, line: UInt = #line) throws {
        let env = try H.environment(for: doc, rtl: rtl, orientation: orientation)
        let session = try handle.map { try DragSession(document: doc, elementID: id, handle: $0, environment: env, engine: H.engine) }
            ?? DragSession(document: doc, elementID: id, environment: env, engine: H.engine)
        XCTAssertTrue(session.isLive, "\(id) is dragged by re-solving", file: file, line: line)
        let start = try XCTUnwrap(session.start.element(id: id)).frame
        for (dx, dy) in steps {
            let live = try session.drag(dx: dx, dy: dy)
            XCTAssertTrue(session.lastStepWasLive, "step (\(dx), \(dy)) fell back to a fresh solve", file: file, line: line)
            let filed = H.engine.solve(try session.command.applied(to: doc), in: env)
            XCTAssertEqual(live.elements.map(\.id), filed.elements.map(\.id), file: file, line: line)
            for element in filed.elements {
                XCTAssertFrame(try XCTUnwrap(live.element(id: element.id)).frame, element.frame, file: file, line: line)
            }
            let offsets = handle?.edgeOffsets(dx: dx, dy: dy) ?? .translation(dx: dx, dy: dy)
            var expected = Rect(x: start.x + offsets.left, y: start.y + offsets.top,
                                width: start.width + offsets.right - offsets.left,
                                height: start.height + offsets.bottom - offsets.top)
            let frame = try XCTUnwrap(live.element(id: id)).frame
            // Text resized from a side handle takes the height its wrapping needs.
            if handle?.edgeOffsets(dx: 0, dy: 1) == EdgeOffsets() { expected.height = frame.height }
            XCTAssertFrame(frame, expected, file: file, line: line)
        }
    }

    private let wanders: [(Double, Double)] = [(3, 10), (-20, 4), (0, -35), (12.5, 60)]

    // MARK: Moves

    func testAnElementPinnedByLeadingAndTopCarriesWhatIsAttachedToIt() throws {
        try assertLiveMatchesFile(try H.document(), "title", steps: wanders)
    }

    /// A storyboard's free view stays where Xcode drew it while another is dragged, as it does
    /// once the drop is solved.
    func testAFreeViewOfAStoryboardStaysAsDrawnWhileAnotherIsDragged() throws {
        let views = IBHarness.view("list", tag: "tableView", frame: [0, 0, 414, 600]) + IBHarness.view("box", frame: [20, 700, 40, 40])
        let constraints = [
            #"firstItem="list" firstAttribute="top" secondItem="root" secondAttribute="top""#,
            #"firstItem="list" firstAttribute="leading" secondItem="root" secondAttribute="leading""#,
            #"firstAttribute="trailing" secondItem="list" secondAttribute="trailing""#,
            #"firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="700""#,
            #"firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20""#,
            #"firstItem="box" firstAttribute="width" constant="40""#,
            #"firstItem="box" firstAttribute="height" constant="40""#,
        ].map { IBHarness.constraint($0) }.joined()
        let doc = try XCTUnwrap(try IBHarness.read(IBHarness.storyboard(IBHarness.scene(subviews: views, constraints: constraints))).screens.first).document
        try assertLiveMatchesFile(doc, "box", steps: wanders)
    }

    /// In a scroll view's content, which UIKit's content inset moves below the status bar after the
    /// solve, a dragged view starts where it is shown, not an inset further down.
    func testAViewInAScrollViewsInsetContent() throws {
        let box = IBHarness.view("box", frame: [20, 100, 40, 40])
        let content = IBHarness.view("content", frame: [0, 0, 414, 1500], body: """
            <subviews>\(box)</subviews>
            <constraints>\([
                #"firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="top" constant="100""#,
                #"firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="20""#,
                #"firstItem="box" firstAttribute="width" constant="40""#,
                #"firstItem="box" firstAttribute="height" constant="40""#,
                #"firstItem="content" firstAttribute="height" constant="1500""#,
            ].map { IBHarness.constraint($0) }.joined())</constraints>
            """)
        let scroll = IBHarness.view("s", tag: "scrollView", frame: [0, 0, 414, 896], body: """
            <subviews>\(content)</subviews>
            <constraints>\(["top", "leading", "trailing"].map { a in
                IBHarness.constraint("firstItem=\"content\" firstAttribute=\"\(a)\" secondItem=\"s\" secondAttribute=\"\(a)\"")
            }.joined() + IBHarness.constraint(#"firstItem="content" firstAttribute="width" secondItem="s" secondAttribute="width""#))</constraints>
            """)
        let fill = ["leading", "trailing", "top", "bottom"].map { a in
            IBHarness.constraint("firstItem=\"s\" firstAttribute=\"\(a)\" secondItem=\"root\" secondAttribute=\"\(a)\"")
        }.joined()
        let doc = try XCTUnwrap(try IBHarness.read(IBHarness.storyboard(IBHarness.scene(subviews: scroll, constraints: fill))).screens.first).document
        let env = try H.environment(for: doc)
        let atRest = H.engine.solve(doc, in: env)
        XCTAssertGreaterThan(atRest.safeArea.minY, 0)
        XCTAssertEqual(atRest.element(id: "box")?.frame.minY, 100 + atRest.safeArea.minY, "below the status bar at rest")
        try assertLiveMatchesFile(doc, "box", steps: wanders)
    }

    func testAnElementPinnedByItsCentres() throws {
        let doc = try H.document(RuleHarness.document("""
            { "id": "card", "role": "view",
              "constraints": ["centerX == safeArea.centerX", "centerY == safeArea.centerY", "width == 200", "height == 120"] },
            { "id": "caption", "role": "text", "text": "Card", "fontSize": 15,
              "constraints": ["centerX == card.centerX", "top == card.bottom + 8"] }
            """))
        try assertLiveMatchesFile(doc, "card", steps: wanders)
    }

    func testAnElementPinnedByTrailingAndBottomWithASize() throws {
        let doc = try H.document(RuleHarness.document("""
            { "id": "fab", "role": "button", "symbol": "plus",
              "constraints": ["trailing == margins.trailing - 8", "bottom == safeArea.bottom - 16", "width == 56", "height == 56"] },
            { "id": "hint", "role": "text", "text": "New", "fontSize": 13,
              "constraints": ["trailing == fab.leading - 8", "centerY == fab.centerY"] }
            """))
        try assertLiveMatchesFile(doc, "fab", steps: wanders)
    }

    func testAnElementPinnedOnBothSidesKeepsItsWidth() throws {
        try assertLiveMatchesFile(try H.document(), "buy", steps: wanders)
    }

    /// In landscape the buy button is placed by its variant's constraints, as the edit changes them.
    func testAnElementPlacedByAVariantsConstraints() throws {
        try assertLiveMatchesFile(try H.document(), "buy", orientation: .landscape, steps: wanders)
        try assertLiveMatchesFile(try H.document(), "buy", handle: .topLeft, orientation: .landscape, steps: [(-10, -6), (7, 4)])
    }

    func testAChainOfRowsFollowsTheDraggedRow() throws {
        try assertLiveMatchesFile(DragBenchmark.rowsLayout(rows: 8), "label3", steps: wanders)
    }

    func testRightToLeftMovesMatchTheMirroredConstants() throws {
        for id in ["title", "buy", "tag", "badge"] {
            try assertLiveMatchesFile(try H.document(), id, rtl: true, steps: wanders)
        }
    }

    func testAFramePlacedElementMovesWithItsChild() throws {
        try assertLiveMatchesFile(try H.document(), "badge", steps: wanders)
    }

    func testAnElementHeldByAnInequalityAndASoftPositionMovesBothLimits() throws {
        let doc = try H.document(RuleHarness.document("""
            { "id": "header", "role": "view",
              "constraints": ["leading == margins.leading", "trailing == margins.trailing", "top == safeArea.top", "height == 60"] },
            { "id": "note", "role": "text", "text": "Below the header", "fontSize": 15,
              "constraints": ["leading == margins.leading", "top >= header.bottom + 8", "top == safeArea.top @ 250"] },
            { "id": "after", "role": "view",
              "constraints": ["leading == note.leading", "top >= note.bottom + 20", "top == 0 @ 300", "width == 40", "height == 40"] }
            """))
        try assertLiveMatchesFile(doc, "note", steps: wanders)
    }

    /// Live steps stop where a required limit of another element holds the dragged one; the file's
    /// edit past it can't be satisfied, which the re-solved layout reports.
    func testALimitElsewhereStopsTheLiveStepWhereTheEditWouldConflict() throws {
        let doc = try H.document(RuleHarness.document("""
            { "id": "block", "role": "view",
              "constraints": ["leading == margins.leading", "top == safeArea.top + 100", "width == 50", "height == 50"] },
            { "id": "floor", "role": "view",
              "constraints": ["leading == margins.leading", "top == safeArea.top + 300", "top >= block.bottom", "width == 50", "height == 10"] }
            """))
        let env = try H.environment(for: doc)
        let session = try DragSession(document: doc, elementID: "block", environment: env, engine: H.engine)
        XCTAssertTrue(session.isLive)
        let start = try XCTUnwrap(session.start.element(id: "block")).frame
        let floor = try XCTUnwrap(session.start.element(id: "floor")).frame
        XCTAssertEqual(try session.drag(dx: 0, dy: 100).element(id: "block")?.frame, start.offsetBy(dx: 0, dy: 100))
        let held = try session.drag(dx: 0, dy: 200)
        XCTAssertFrame(try XCTUnwrap(held.element(id: "block")).frame,
                       Rect(x: start.x, y: floor.minY - 50, width: 50, height: 50))
        XCTAssertEqual(held.element(id: "floor")?.frame, floor)
        let filed = H.engine.solve(try session.command.applied(to: doc), in: env)
        XCTAssertTrue(filed.issues.contains { if case .unsatisfiable = $0 { true } else { false } })
    }

    /// Where required constraints conflict, a drag steps the layout the solve gave (built again,
    /// outer views first), so a view the drag doesn't touch stays put.
    func testADragInAConflictingLayoutKeepsTheSolvedFrames() throws {
        let doc = try H.document(RuleHarness.document(RuleHarness.rowThatCantHoldItsViews + """
            ,
            { "id": "other", "role": "view", "constraints": ["leading == margins.leading", "top == safeArea.top + 300", "width == 50", "height == 50"] }
            """))
        let env = try H.environment(for: doc)
        let solved = H.engine.solve(doc, in: env)
        XCTAssertEqual(solved.element(id: "avatar")?.frame.height, 50)
        let session = try DragSession(document: doc, elementID: "other", environment: env, engine: H.engine)
        XCTAssertEqual(session.start.element(id: "avatar")?.frame, solved.element(id: "avatar")?.frame)
        let step = try session.drag(dx: 0, dy: 10)
        for id in ["row", "header", "avatar", "button"] {
            XCTAssertEqual(step.element(id: id)?.frame, solved.element(id: id)?.frame, id)
        }
        XCTAssertEqual(step.element(id: "other")?.frame, solved.element(id: "other")?.frame.offsetBy(dx: 0, dy: 10))
    }

    func testAStepAlongAnAxisNothingPlacesIsRefusedLive() throws {
        let doc = try H.document(RuleHarness.document("""
            { "id": "b", "role": "view", "constraints": ["top == 200", "width == 10", "height == 10"] }
            """))
        let env = try H.environment(for: doc)
        let session = try DragSession(document: doc, elementID: "b", environment: env, engine: H.engine)
        XCTAssertTrue(session.isLive)
        try session.drag(dx: 0, dy: 5)
        XCTAssertThrowsError(try session.drag(dx: 5, dy: 5)) { error in
            XCTAssertEqual(error as? EditError, .notPlaced(elementID: "b", axis: .horizontal))
        }
        XCTAssertEqual(session.layout.element(id: "b")?.frame.y, 205)
    }

    /// A bar's place decides the content's safe area, solved apart: its steps re-solve the document.
    func testDraggingABarReSolvesAndStillMovesWhatIsBelowIt() throws {
        let doc = try H.document(RuleHarness.document("""
            { "id": "nav", "role": "navigationBar", "text": "Inbox",
              "constraints": ["left == screen.left", "right == screen.right", "top == safeArea.top"] },
            { "id": "first", "role": "view",
              "constraints": ["leading == margins.leading", "top == safeArea.top + 10", "width == 40", "height == 40"] }
            """))
        let env = try H.environment(for: doc)
        let session = try DragSession(document: doc, elementID: "nav", environment: env, engine: H.engine)
        XCTAssertFalse(session.isLive)
        let moved = try session.drag(dx: 0, dy: 20)
        XCTAssertFrame(try XCTUnwrap(moved.element(id: "first")).frame,
                       try XCTUnwrap(session.start.element(id: "first")).frame.offsetBy(dx: 0, dy: 20))
    }

    // MARK: Resizes

    func testResizingAFramePlacedElementFromEachHandle() throws {
        for handle in ResizeHandle.allCases {
            try assertLiveMatchesFile(try H.document(), "badge", handle: handle, steps: [(4, 6), (-5, -3), (8, 2)])
        }
    }

    func testResizingAConstraintPlacedElementFromEachHandle() throws {
        let doc = try H.document(RuleHarness.document("""
            { "id": "panel", "role": "view",
              "constraints": ["leading == margins.leading + 20", "top == safeArea.top + 40", "width == 200", "height == 150"] },
            { "id": "label", "role": "text", "text": "Under", "fontSize": 15,
              "constraints": ["leading == panel.leading", "top == panel.bottom + 8"] },
            { "id": "pinned", "role": "view",
              "constraints": ["trailing == margins.trailing", "bottom == safeArea.bottom", "width == 80", "height == 80"] }
            """))
        for handle in ResizeHandle.allCases {
            for id in ["panel", "pinned"] {
                try assertLiveMatchesFile(doc, id, handle: handle, steps: [(10, 12), (-15, -9), (30, 4)])
            }
        }
    }

    func testResizingInRightToLeft() throws {
        for handle in [ResizeHandle.left, .right, .bottomRight] {
            try assertLiveMatchesFile(try H.document(), "buy", handle: handle, rtl: true, steps: [(10, 6), (-14, 3)])
        }
    }

    /// The title's size is its text's: the edit adds `width ==` (and `height ==`) constraints, and
    /// text made narrower than its line wraps onto two, taller, then back onto one.
    func testResizingTextWrapsItAsTheFileWould() throws {
        for handle in [ResizeHandle.left, .right, .bottomRight] {
            try assertLiveMatchesFile(try H.document(), "title", handle: handle, steps: [(10, 6), (-14, 3), (2, 0)])
        }
        let doc = try H.document()
        let session = try DragSession(document: doc, elementID: "title", handle: .right, environment: try H.environment(for: doc), engine: H.engine)
        let line = try XCTUnwrap(session.start.element(id: "title")).frame.height
        XCTAssertGreaterThan(try XCTUnwrap(session.drag(dx: -14, dy: 0).element(id: "title")).frame.height, line * 1.5)
        XCTAssertEqual(try XCTUnwrap(session.drag(dx: 2, dy: 0).element(id: "title")).frame.height, line)
    }

    func testAResizePastZeroIsRefusedAndTheLastStepStays() throws {
        let doc = try H.document()
        let env = try H.environment(for: doc)
        let session = try DragSession(document: doc, elementID: "badge", handle: .right, environment: env, engine: H.engine)
        try session.drag(dx: -10, dy: 0)
        XCTAssertThrowsError(try session.drag(dx: -40, dy: 0)) { error in
            XCTAssertEqual(error as? EditError, .invalidValue(elementID: "badge", key: "width", reason: "it would be -10; it must be 0 or more"))
        }
        XCTAssertEqual(session.layout.element(id: "badge")?.frame.width, 20)
        XCTAssertEqual(session.command, .resize(element: "badge", handle: .right, dx: -10, dy: 0,
                                                frame: Rect(x: 10, y: 200, width: 30, height: 30), in: env))
    }
}
