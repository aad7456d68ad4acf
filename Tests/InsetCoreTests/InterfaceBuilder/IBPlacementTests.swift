import XCTest
@testable import InsetCore

/// Views placed by frame and autoresizing mask, and stack views, as UIKit places them.
final class IBPlacementTests: XCTestCase {
    private func masked(_ id: String, _ frame: [Double], _ mask: String) -> String {
        """
        <view contentMode="scaleToFill" id="\(id)">
            <rect key="frame" x="\(frame[0])" y="\(frame[1])" width="\(frame[2])" height="\(frame[3])"/>
            <autoresizingMask key="autoresizingMask" \(mask)/>
        </view>
        """
    }

    func testAutoresizingMasksKeepTheirFramesOnTheAuthoredDeviceAndShareGrowthElsewhere() throws {
        let xml = IBHarness.storyboard(IBHarness.scene(subviews:
            masked("pinned", [354, 100, 40, 40], "flexibleMinX=\"YES\" flexibleMaxY=\"YES\"")
            + masked("fixed", [20, 100, 40, 40], "")
            + masked("wide", [20, 200, 374, 40], "widthSizable=\"YES\"")
            + masked("centred", [107, 300, 200, 40], "flexibleMinX=\"YES\" flexibleMaxX=\"YES\"")))
        let authored = try IBHarness.frames(xml)
        XCTAssertEqual(authored["pinned"], Rect(x: 354, y: 100, width: 40, height: 40))
        XCTAssertEqual(authored["wide"], Rect(x: 20, y: 200, width: 374, height: 40))
        let small = try IBHarness.frames(xml, device: "iphone-se-4-inch")
        XCTAssertEqual(small["pinned"]?.minX, 260, "a flexible left margin takes all the change")
        XCTAssertEqual(small["fixed"]?.minX, 20)
        XCTAssertEqual(small["wide"]?.width, 280)
        XCTAssertEqual(small["centred"]?.midX ?? 0, 160, accuracy: 0.001, "equal flexible margins stay equal")
    }

    /// A view of Auto Layout's (`translatesAutoresizingMaskIntoConstraints="NO"`) that no
    /// constraint names is fixed where it was drawn when IB builds the file, whatever its mask
    /// says or its content would size it to: CardDecks' message view, an empty label and a button
    /// over the whole view, converted from Xcode 4 and constrained nowhere (+3 views in batch 42,
    /// none lost over 87 apps). A view a constraint names keeps to its constraints.
    func testAViewNoConstraintNamesIsHeldWhereItWasDrawn() throws {
        let views = IBHarness.view("message", tag: "label", frame: [0, 20, 320, 60], attributes: #"text="""#,
                                   body: #"<autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/><fontDescription key="fontDescription" type="system" pointSize="16"/>"#)
            + IBHarness.view("close", tag: "button", frame: [0, 0, 320, 80],
                             body: #"<autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>"#)
            + IBHarness.view("named", tag: "label", frame: [0, 100, 320, 60], attributes: #"text="""#,
                             body: #"<fontDescription key="fontDescription" type="system" pointSize="16"/>"#)
        let constraints = IBHarness.constraint(#"firstItem="named" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100""#)
            + IBHarness.constraint(#"firstItem="named" firstAttribute="leading" secondItem="root" secondAttribute="leading""#)
        let xml = IBHarness.storyboard(IBHarness.scene(subviews: views, constraints: constraints))
        for device in [nil, "iphone-se-4-inch"] {
            let f = try IBHarness.frames(xml, device: device)
            XCTAssertEqual(f["message"], Rect(x: 0, y: 20, width: 320, height: 60), device ?? "authored")
            XCTAssertEqual(f["close"], Rect(x: 0, y: 0, width: 320, height: 80), device ?? "authored")
            XCTAssertEqual(f["named"].map { [$0.width, $0.height] }, [0, 0], "sized by its empty text")
        }
    }

    private func stack(_ attributes: String, _ items: String) -> String {
        IBHarness.storyboard(IBHarness.scene(
            subviews: IBHarness.view("s", tag: "stackView", frame: [20, 100, 374, 200], attributes: attributes, body: "<subviews>\(items)</subviews>"),
            constraints: [
                IBHarness.constraint("firstItem=\"s\" firstAttribute=\"leading\" secondItem=\"root\" secondAttribute=\"leading\" constant=\"20\""),
                IBHarness.constraint("firstItem=\"s\" firstAttribute=\"top\" secondItem=\"root\" secondAttribute=\"top\" constant=\"100\""),
                IBHarness.constraint("firstItem=\"s\" firstAttribute=\"width\" constant=\"374\""),
            ].joined()))
    }

    private func item(_ id: String, width: Double, height: Double, hidden: Bool = false) -> String {
        IBHarness.view(id, attributes: "placeholderIntrinsicWidth=\"\(width)\" placeholderIntrinsicHeight=\"\(height)\"" + (hidden ? " hidden=\"YES\"" : ""))
    }

    /// Xcode's canvas draws a one-line label without text 50 × 50 where a stack arranges it
    /// (Kindness Wall's detail rows, PIA's account button, Loop's legends: 23 views of batch
    /// 25); a label of any number of lines stays flat, as one outside a stack does.
    func testAnEmptyOneLineLabelInAStackIsFiftyPointsSquare() throws {
        let font = #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#
        func label(_ id: String, _ text: String, lines: String = "") -> String {
            IBHarness.view(id, tag: "label", attributes: "text=\"\(text)\"" + lines, body: font)
        }
        let row = try IBHarness.frames(stack("spacing=\"10\"", label("name", "Name:") + label("value", "")))
        XCTAssertEqual(row["s"]?.height, 50, "as tall as the empty label")
        XCTAssertEqual(row["value"]?.height, 50)
        let column = try IBHarness.frames(stack("axis=\"vertical\" alignment=\"leading\"", label("value", "") + label("name", "Name:")))
        XCTAssertEqual(column["value"].map { [$0.width, $0.height] }, [50, 50])
        XCTAssertEqual(column["name"]?.minY, 150)
        let multiLine = try IBHarness.frames(stack("axis=\"vertical\" alignment=\"leading\"", label("value", "", lines: #" numberOfLines="0""#) + label("name", "Name:")))
        XCTAssertEqual(multiLine["value"]?.height, 0)
    }

    /// Xcode writes no frame for a view at frame zero, as an empty label of many lines is. A
    /// stack arranges it all the same, so the view after it starts one spacing down (BeMe's
    /// profile headers, batch 45); a view outside a stack without a frame is still left out.
    func testAStackArrangesAViewXcodeWroteNoFrameFor() throws {
        let empty = """
            <label opaque="NO" text="" numberOfLines="2" translatesAutoresizingMaskIntoConstraints="NO" id="empty">
                <fontDescription key="fontDescription" type="system" pointSize="28"/>
            </label>
            """
        let f = try IBHarness.frames(stack("axis=\"vertical\" spacing=\"20\"", empty + item("b", width: 60, height: 40)))
        XCTAssertEqual(f["empty"]?.height, 0)
        XCTAssertEqual(f["b"]?.minY, 120, "one spacing below the empty label")
        XCTAssertEqual(f["s"]?.height, 60)
        let outside = try IBHarness.frames(IBHarness.storyboard(IBHarness.scene(subviews: empty)))
        XCTAssertNil(outside["empty"])
    }

    /// Where its constraints leave a view free, Xcode's canvas keeps it where it was drawn (its
    /// solver starts from the frames it has): a list pinned at the top and sides only keeps its
    /// drawn height, and two columns that share a row's width equally well keep their drawn
    /// widths. Still reported ambiguous; a view its constraints place ignores a drawn frame.
    /// (+25, +35, +15 and +22 views in batches 24 to 27, none lost.)
    func testAViewItsConstraintsLeaveFreeStaysWhereItWasDrawn() throws {
        let views = IBHarness.view("list", tag: "tableView", frame: [0, 0, 414, 600])
            + IBHarness.view("row", tag: "stackView", frame: [20, 650, 374, 100], attributes: #"spacing="10""#, body: """
                <subviews>
                    \(IBHarness.view("left", frame: [0, 0, 120, 100]))
                    \(IBHarness.view("right", frame: [130, 0, 244, 100]))
                </subviews>
                """)
            + IBHarness.view("placed", frame: [5, 5, 99, 99])
        let constraints = [
            #"firstItem="list" firstAttribute="top" secondItem="root" secondAttribute="top""#,
            #"firstItem="list" firstAttribute="leading" secondItem="root" secondAttribute="leading""#,
            #"firstAttribute="trailing" secondItem="list" secondAttribute="trailing""#,
            #"firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" constant="650""#,
            #"firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20""#,
            #"firstAttribute="trailing" secondItem="row" secondAttribute="trailing" constant="20""#,
            #"firstItem="row" firstAttribute="height" constant="100""#,
            #"firstItem="placed" firstAttribute="top" secondItem="root" secondAttribute="top" constant="800""#,
            #"firstItem="placed" firstAttribute="leading" secondItem="root" secondAttribute="leading""#,
            #"firstItem="placed" firstAttribute="width" constant="40""#,
            #"firstItem="placed" firstAttribute="height" constant="40""#,
        ].map { IBHarness.constraint($0) }.joined()
        let xml = IBHarness.storyboard(IBHarness.scene(subviews: views, constraints: constraints))
        let layout = try IBHarness.layout(xml)
        let f = layout.elements.reduce(into: [String: Rect]()) { $0[$1.id] = $1.frame }
        XCTAssertEqual(f["list"]?.height, 600)
        XCTAssertEqual(f["left"]?.width, 120)
        XCTAssertEqual(f["right"].map { [$0.minX, $0.width] }, [150, 244])
        XCTAssertEqual(f["placed"].map { [$0.minX, $0.minY, $0.width, $0.height] }, [0, 800, 40, 40])
        let ambiguous = layout.issues.compactMap { if case .ambiguous(let id, _, _) = $0 { id } else { nil } }
        XCTAssertTrue(ambiguous.contains("list"), "\(ambiguous)")
        XCTAssertTrue(ambiguous.contains("left"), "\(ambiguous)")
        XCTAssertFalse(ambiguous.contains("placed"))
    }

    func testAVerticalStackFillsWidthAndSpacesItsItems() throws {
        let f = try IBHarness.frames(stack("axis=\"vertical\" spacing=\"10\"", item("a", width: 50, height: 30) + item("b", width: 60, height: 40)))
        XCTAssertEqual(f["a"], Rect(x: 20, y: 100, width: 374, height: 30))
        XCTAssertEqual(f["b"], Rect(x: 20, y: 140, width: 374, height: 40))
        XCTAssertEqual(f["s"]?.height, 80, "the stack is as tall as its items")
    }

    /// A stack whose margins the file sets lays its items out inside them, as Xcode draws it,
    /// whether or not the file says `layoutMarginsRelativeArrangement`.
    func testAStackWithItsOwnMarginsArrangesInsideThem() throws {
        let margins = #"<edgeInsets key="layoutMargins" top="20" left="10" bottom="20" right="30"/>"#
        let items = item("a", width: 50, height: 30) + item("b", width: 60, height: 40)
        func framed(_ attributes: String) throws -> [String: Rect] {
            try IBHarness.frames(stack(attributes, items).replacingOccurrences(of: "</subviews>", with: "</subviews>" + margins))
        }
        let f = try framed("axis=\"vertical\" spacing=\"10\"")
        XCTAssertEqual(f["a"], Rect(x: 30, y: 120, width: 334, height: 30))
        XCTAssertEqual(f["b"], Rect(x: 30, y: 160, width: 334, height: 40))
        XCTAssertEqual(f["s"]?.height, 120, "the stack holds its items and its margins")
        XCTAssertEqual(try framed("axis=\"vertical\" spacing=\"10\" layoutMarginsRelativeArrangement=\"YES\""), f)
        XCTAssertEqual(try IBHarness.frames(stack("axis=\"vertical\" spacing=\"10\"", items))["a"]?.minX, 20,
                       "without margins of its own, a stack's items reach its edges")
    }

    /// `fillProportionally` shares the stack's length in proportion to its views' intrinsic sizes,
    /// which the stack knows before its views are placed; a move to another device keeps it so.
    func testFillProportionallySharesTheLengthByIntrinsicSize() throws {
        let xml = stack("distribution=\"fillProportionally\" spacing=\"14\"",
                        item("a", width: 50, height: 30) + item("b", width: 150, height: 30))
        let f = try IBHarness.frames(xml)
        XCTAssertEqual(f["a"]?.width ?? 0, 90, accuracy: 0.001, "a quarter of the 360 pt after the spacing")
        XCTAssertEqual(f["b"]?.width ?? 0, 270, accuracy: 0.001)
        let screen = try XCTUnwrap(try IBHarness.read(xml).screens.first)
        let envs = try EnvironmentQuery(devices: ["iphone-11", "iphone-se-4-inch"]).environments(for: screen, in: IBHarness.catalog)
        let engine = LayoutEngine(measurer: IBHarness.measurer)
        let chain = LayoutChain(engine: engine, document: screen.document)
        for env in envs { XCTAssertEqual(chain.solve(in: env).elements, engine.solve(screen.document, in: env).elements) }
        XCTAssertEqual(chain.moves, envs.count - 1, "every environment after the first moves from the one before")
    }

    /// Views without a length of their own (plain views, an empty label) weigh what their frames
    /// do, as UIKit weighs their current frames: the recorded lengths hold.
    func testFillProportionallyWeighsViewsWithoutContentByTheirFrames() throws {
        let items = IBHarness.view("a", frame: [0, 0, 374, 50]) + IBHarness.view("b", frame: [0, 50, 374, 100])
            + IBHarness.view("c", tag: "label", frame: [0, 150, 374, 150], attributes: "text=\"\"")
        let xml = stack("axis=\"vertical\" distribution=\"fillProportionally\"", items)
            .replacingOccurrences(of: "firstItem=\"s\" firstAttribute=\"width\" constant=\"374\"",
                                  with: "firstItem=\"s\" firstAttribute=\"height\" constant=\"300\"")
        let f = try IBHarness.frames(xml)
        XCTAssertEqual(f["a"]?.height ?? 0, 50, accuracy: 0.001)
        XCTAssertEqual(f["b"]?.height ?? 0, 100, accuracy: 0.001)
        XCTAssertEqual(f["c"]?.height ?? 0, 150, accuracy: 0.001)
    }

    /// A plain view a stack arranges without filling it, that nothing sizes across, keeps the
    /// length it was drawn at (Xcode's canvas keeps its frame; UIKit would hold it at 0), placed
    /// by the stack's alignment.
    func testAPlainViewNothingSizesAcrossANonFillingStackKeepsItsLength() throws {
        let vertical = stack("axis=\"vertical\" alignment=\"center\"",
                             item("a", width: 100, height: 30) + IBHarness.view("rule", frame: [67, 30, 240, 1], body: "<constraints>\(IBHarness.constraint("firstAttribute=\"height\" constant=\"1\""))</constraints>"))
        let f = try IBHarness.frames(vertical)
        XCTAssertEqual(f["rule"].map { [$0.minX - 20, $0.width] }, [67, 240], "centred in the 374 pt stack")
        let horizontal = stack("alignment=\"center\"",
                               item("b", width: 44, height: 68) + IBHarness.view("gap", frame: [44, 9, 1, 50], body: "<constraints>\(IBHarness.constraint("firstAttribute=\"width\" constant=\"1\""))</constraints>"))
        let g = try IBHarness.frames(horizontal)
        XCTAssertEqual(g["gap"].map { [$0.minY - 100, $0.height] }, [9, 50])
    }

    func testFillEquallyAlignmentAndAHiddenItemTakingNoSpace() throws {
        let f = try IBHarness.frames(stack("distribution=\"fillEqually\" alignment=\"center\" spacing=\"14\"",
                                           item("a", width: 50, height: 30) + item("gone", width: 50, height: 50, hidden: true)
                                           + item("b", width: 60, height: 50)))
        XCTAssertNil(f["gone"])
        XCTAssertEqual(f["a"]?.width, 180)
        XCTAssertEqual(f["b"], Rect(x: 214, y: 100, width: 180, height: 50))
        XCTAssertEqual(f["a"]?.midY, f["b"]?.midY, "centred across the axis")
    }

    func testStandardSpacingIsTheSystemsEightPoints() throws {
        let f = try IBHarness.frames(stack("spacingType=\"standard\" alignment=\"top\"",
                                           item("a", width: 50, height: 30) + item("b", width: 60, height: 30)))
        XCTAssertEqual(f["b"]!.minX - f["a"]!.maxX, 8, accuracy: 0.001)
        let given = try IBHarness.frames(stack("spacingType=\"standard\" spacing=\"3\" alignment=\"top\"",
                                               item("a", width: 50, height: 30) + item("b", width: 60, height: 30)))
        XCTAssertEqual(given["b"]!.minX - given["a"]!.maxX, 3, accuracy: 0.001, "a spacing the file gives stands")
    }

    /// A vertical stack arranged relative to baselines spaces its items from one's last baseline
    /// to the next's first, looking into an item that is itself a stack for the text it lines up
    /// by; a plain view's baseline is its edge. Xcode drew rows of one-line labels 29 pt apart
    /// in such a stack with spacing 29, each 20⅓ pt tall (Provenance's game details).
    func testAVerticalBaselineRelativeStackSpacesItsItemsFromBaselineToBaseline() throws {
        func label(_ id: String) -> String {
            IBHarness.view(id, tag: "label", attributes: "text=\"Name\"", body: "<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"17\"/>")
        }
        func row(_ id: String) -> String {
            IBHarness.view(id, tag: "stackView", attributes: "alignment=\"center\" spacing=\"8\"",
                           body: "<subviews>\(label(id + "-title"))\(label(id + "-value"))</subviews>")
        }
        let items = row("r1") + row("r2") + label("tail") + item("plain", width: 50, height: 30)
        let xml = stack("axis=\"vertical\" spacing=\"29\" baselineRelativeArrangement=\"YES\"", items)
        let notes = try XCTUnwrap(try IBHarness.read(xml).screens.first).document.notes
        XCTAssertFalse(notes.contains { $0.message.contains("baseline") }, "modelled, not noted as left out: \(notes)")
        let f = try IBHarness.frames(xml)
        let line = try XCTUnwrap(f["r1"]?.height)
        XCTAssertEqual(line, 20.5, "a row is a line of text tall")
        XCTAssertEqual(f["r2"]!.minY - f["r1"]!.minY, 29, accuracy: 0.01, "baseline to baseline through the rows' labels")
        XCTAssertEqual(f["tail"]!.minY - f["r2"]!.minY, 29, accuracy: 0.01, "a label after a row")
        let descent = line - 17 * FontLineMetrics.sfPro.ascent
        XCTAssertEqual(f["plain"]!.minY - f["tail"]!.maxY, 29 - descent, accuracy: 0.5, "a plain view from the label's baseline")
        let edges = try IBHarness.frames(stack("axis=\"vertical\" spacing=\"29\"", items))
        XCTAssertEqual(edges["r2"]!.minY - edges["r1"]!.maxY, 29, accuracy: 0.01, "without it, edge to edge")
    }

    func testEqualSpacingSharesTheRoomBetweenItems() throws {
        let f = try IBHarness.frames(stack("distribution=\"equalSpacing\" alignment=\"top\"",
                                           item("a", width: 50, height: 30) + item("b", width: 50, height: 30) + item("c", width: 74, height: 30)))
        XCTAssertEqual(f["a"]?.minX, 20)
        XCTAssertEqual(f["c"]?.maxX, 394)
        XCTAssertEqual(f["b"]!.minX - f["a"]!.maxX, f["c"]!.minX - f["b"]!.maxX, accuracy: 0.001)
        XCTAssertEqual(f["b"]!.minX - f["a"]!.maxX, 100, accuracy: 0.001)
    }

    /// A stack that spaces its items out with nothing to fix its length packs them at its
    /// spacing, determined, as Xcode draws it (Provenance's game details): no ambiguity found.
    func testASpacedOutStackNothingSizesPacksItsItemsAtItsSpacing() throws {
        for distribution in ["equalSpacing", "equalCentering"] {
            let xml = stack("axis=\"vertical\" distribution=\"\(distribution)\" spacing=\"12\"",
                            item("a", width: 50, height: 30) + item("b", width: 50, height: 20) + item("c", width: 50, height: 40))
            let layout = try IBHarness.layout(xml)
            let f = try IBHarness.frames(xml)
            let gaps = [f["b"]!.minY - f["a"]!.maxY, f["c"]!.minY - f["b"]!.maxY]
            if distribution == "equalSpacing" {
                XCTAssertEqual(gaps, [12, 12], distribution)
            } else {
                XCTAssertEqual(f["b"]!.midY - f["a"]!.midY, f["c"]!.midY - f["b"]!.midY, accuracy: 0.001)
                XCTAssertEqual(gaps, [17, 12], "the narrower gap at the spacing")
            }
            XCTAssertEqual(f["s"]?.height, 90 + gaps.reduce(0, +), distribution)
            XCTAssertFalse(layout.issues.contains { if case .ambiguous = $0 { return true }; return false }, "\(distribution): \(layout.issues)")
            XCTAssertTrue(try IBHarness.findings(xml, rule: "ambiguous-layout").isEmpty, distribution)
        }
    }

    /// An equal-centering stack whose centres can't be equal keeps its views at their sizes and
    /// gives up the centring: Xcode drew Safe's success screen so, where a constraint of the
    /// file holds the last gap at 16 pt.
    func testAnEqualCenteringStackGivesUpCentringBeforeItsViewsGrow() throws {
        let pin = IBHarness.constraint("firstItem=\"c\" firstAttribute=\"top\" secondItem=\"b\" secondAttribute=\"bottom\" constant=\"16\"")
        let xml = IBHarness.storyboard(IBHarness.scene(
            subviews: IBHarness.view("s", tag: "stackView", frame: [20, 100, 374, 200],
                                     attributes: "axis=\"vertical\" distribution=\"equalCentering\" spacing=\"16\"",
                                     body: "<subviews>\(item("a", width: 50, height: 110) + item("b", width: 50, height: 20) + item("c", width: 50, height: 40))</subviews><constraints>\(pin)</constraints>"),
            constraints: [
                IBHarness.constraint("firstItem=\"s\" firstAttribute=\"leading\" secondItem=\"root\" secondAttribute=\"leading\" constant=\"20\""),
                IBHarness.constraint("firstItem=\"s\" firstAttribute=\"top\" secondItem=\"root\" secondAttribute=\"top\" constant=\"100\""),
                IBHarness.constraint("firstItem=\"s\" firstAttribute=\"width\" constant=\"374\""),
            ].joined()))
        let f = try IBHarness.frames(xml)
        XCTAssertEqual(f["b"]?.height, 20, "not stretched to centre it")
        XCTAssertEqual(f["c"]?.height, 40)
        XCTAssertEqual(f["b"]!.minY - f["a"]!.maxY, 16, accuracy: 0.001, "at the stack's spacing")
        XCTAssertEqual(f["s"]?.height, 202)
    }

    func testAHiddenViewKeepsItsPlaceUnseenOutsideAStack() throws {
        let xml = IBHarness.storyboard(IBHarness.scene(
            subviews: IBHarness.view("gone", attributes: "hidden=\"YES\"") + IBHarness.view("below"),
            constraints: [
                IBHarness.constraint("firstItem=\"gone\" firstAttribute=\"top\" secondItem=\"root\" secondAttribute=\"top\" constant=\"100\""),
                IBHarness.constraint("firstItem=\"gone\" firstAttribute=\"height\" constant=\"50\""),
                IBHarness.constraint("firstItem=\"gone\" firstAttribute=\"leading\" secondItem=\"root\" secondAttribute=\"leading\""),
                IBHarness.constraint("firstItem=\"gone\" firstAttribute=\"width\" constant=\"50\""),
                IBHarness.constraint("firstItem=\"below\" firstAttribute=\"top\" secondItem=\"gone\" secondAttribute=\"bottom\" constant=\"10\""),
                IBHarness.constraint("firstItem=\"below\" firstAttribute=\"leading\" secondItem=\"gone\" secondAttribute=\"leading\""),
                IBHarness.constraint("firstItem=\"below\" firstAttribute=\"width\" secondItem=\"gone\" secondAttribute=\"width\""),
                IBHarness.constraint("firstItem=\"below\" firstAttribute=\"height\" constant=\"20\""),
            ].joined()))
        let layout = try IBHarness.layout(xml)
        XCTAssertNil(layout.element(id: "gone"), "not drawn, not checked")
        XCTAssertEqual(layout.element(id: "below")?.frame, Rect(x: 0, y: 160, width: 50, height: 20), "placed against it all the same")
        XCTAssertFalse(layout.issues.contains { if case .ambiguous = $0 { return true }; return false })
    }

    func testSystemControlsTakeTheSizesOfTheirSDK() throws {
        func sizes(tools: String) throws -> [String: Rect] {
            let views = ["pageControl", "progressView", "searchBar"].map { tag in
                IBHarness.view(tag, tag: tag, attributes: tag == "pageControl" ? "numberOfPages=\"2\"" : "")
            }.joined()
            let pins = ["pageControl", "progressView", "searchBar"].flatMap { id in [
                IBHarness.constraint("firstItem=\"\(id)\" firstAttribute=\"top\" secondItem=\"root\" secondAttribute=\"top\" constant=\"100\""),
                IBHarness.constraint("firstItem=\"\(id)\" firstAttribute=\"leading\" secondItem=\"root\" secondAttribute=\"leading\""),
            ] }.joined()
            return try IBHarness.frames(IBHarness.storyboard(IBHarness.scene(subviews: views, constraints: pins))
                .replacingOccurrences(of: "toolsVersion=\"22505\"", with: "toolsVersion=\"\(tools)\""))
        }
        let new = try sizes(tools: "21701"), old = try sizes(tools: "14460")
        XCTAssertEqual(new["pageControl"]?.height, 26)
        XCTAssertEqual(new["pageControl"]?.width ?? 0, 98.66, accuracy: 0.01)
        XCTAssertEqual(old["pageControl"].map { [$0.width, $0.height] }, [23, 37], "two 7 pt dots 9 pt apart")
        // Two pages as Xcode 12 (iOS 14) drew them, 104 pt wide; as Xcode 16 on (iOS 18) does, 55⅔.
        XCTAssertEqual(try sizes(tools: "17701")["pageControl"]?.width ?? 0, 104, accuracy: 0.01)
        XCTAssertEqual(try sizes(tools: "17701")["pageControl"]?.height ?? 0, 27.33, accuracy: 0.01)
        XCTAssertEqual(try sizes(tools: "23727")["pageControl"]?.width ?? 0, 55.67, accuracy: 0.01)
        XCTAssertEqual(try sizes(tools: "32700.99.1234")["pageControl"]?.width ?? 0, 98.66, accuracy: 0.01, "no version: Xcode 15's")
        XCTAssertEqual(new["progressView"]?.height, 4)
        XCTAssertEqual(old["progressView"]?.height, 2)
        XCTAssertEqual(new["searchBar"]?.height, 56)
    }

    func testAHorizontalStackRunsTrailingToLeadingInRightToLeft() throws {
        let f = try IBHarness.frames(stack("spacing=\"10\" distribution=\"fillEqually\"", item("a", width: 50, height: 30) + item("b", width: 50, height: 30)), rtl: true)
        XCTAssertGreaterThan(f["a"]!.minX, f["b"]!.minX, "the first item sits at the right")
    }
}
