import XCTest
@testable import InsetCore

final class DocumentLoadTests: XCTestCase {
    // MARK: Valid files

    func testFormatDocExampleLoads() throws {
        let document = try DocumentHarness.decode(DocumentHarness.formatDocExample)
        XCTAssertEqual(document.name, "Checkout")
        XCTAssertEqual(document.platform, .iOS)
        XCTAssertEqual(document.orientations, [.portrait, .landscape])
        XCTAssertEqual(document.statusBar, true)
        XCTAssertNil(document.widget)
        XCTAssertEqual(document.elements.map(\.id), ["bg", "title", "buy"])
        XCTAssertEqual(document.elements.map(\.role), [.background, .text, .button])

        let title = try XCTUnwrap(document.element(id: "title"))
        XCTAssertEqual(title.text, "Your order")
        XCTAssertEqual(title.fontSize, 34)
        XCTAssertEqual(title.constraints, ["leading == margins.leading", "top == safeArea.top + 8"])

        let buy = try XCTUnwrap(document.element(id: "buy"))
        XCTAssertEqual(buy.location, SourceLocation(line: 13, column: 5))
        XCTAssertEqual(buy.constraintLocations.map(\.description), ["14:23", "14:53", "15:23", "15:56"])
        XCTAssertEqual(buy.variants.count, 1)
        XCTAssertEqual(buy.variants[0].when, Condition(verticalSizeClass: .compact))
        XCTAssertEqual(buy.variants[0].constraints?.count, 4)
        XCTAssertEqual(buy.variants[0].location, SourceLocation(line: 17, column: 9))
        XCTAssertEqual(buy.variants[0].constraintLocations.first, SourceLocation(line: 18, column: 27))
        XCTAssertNil(buy.frame)
        XCTAssertNil(buy.hidden)
        XCTAssertEqual(buy.ignore, [])
    }

    func testBundledExamplesLoad() {
        for url in DocumentHarness.exampleLayoutFiles() {
            XCTAssertNoThrow(try LayoutDocument.load(from: url), url.lastPathComponent)
        }
    }

    func testEveryKeyLoads() throws {
        let document = try DocumentHarness.decode(#"{"format": "inset/1", "name": "W", "platform": "widget", "widget": {"family": "small"}, "elements": []}"#)
        XCTAssertEqual(document.widget, WidgetSpec(family: .small))

        let full = try DocumentHarness.decode("""
        {"format": "inset/1", "name": "All", "platform": "iPadOS", "orientations": ["landscape"], "statusBar": false,
         "elements": [{"id": "_box-1", "role": "view", "frame": [0, 0, 100, 50.5], "hidden": true,
           "children": [{"id": "close", "role": "button", "symbol": "xmark", "ignore": ["screen-corner-control"],
             "constraints": ["width == 44", "height == width @ low"],
             "variants": [{"when": {"horizontalSizeClass": "regular", "verticalSizeClass": "compact",
                                    "orientation": "portrait", "device": "ipad-pro-12-9", "family": "iPad",
                                    "split": "1/3", "layoutDirection": "rtl"},
                           "text": "Close", "fontSize": 17, "frame": [1, 2, 3, 4], "hidden": false,
                           "constraints": ["leading == _box-1.leading"]}]}]}]}
        """)
        let box = full.elements[0]
        XCTAssertEqual(box.frame, Rect(x: 0, y: 0, width: 100, height: 50.5))
        XCTAssertEqual(box.hidden, true)
        let close = box.children[0]
        XCTAssertEqual(close.symbol, "xmark")
        XCTAssertEqual(close.ignore, ["screen-corner-control"])
        XCTAssertEqual(close.variants[0].when,
                       Condition(horizontalSizeClass: .regular, verticalSizeClass: .compact, orientation: .portrait,
                                 device: "ipad-pro-12-9", family: .iPad, split: .oneThird, layoutDirection: .rtl))
        XCTAssertEqual(close.variants[0].text, "Close")
        XCTAssertEqual(close.variants[0].frame, Rect(x: 1, y: 2, width: 3, height: 4))
        XCTAssertEqual(close.variants[0].hidden, false)
        XCTAssertEqual(full.allElements.map(\.id), ["_box-1", "close"])
    }

    func testElementWithNeitherFrameNorConstraintsIsAllowed() {
        XCTAssertEqual(DocumentHarness.problems(#"{"format": "inset/1", "name": "A", "platform": "tvOS", "elements": [{"id": "a", "role": "card"}]}"#), [])
    }

    // MARK: Many problems at once, each located and explained

    func testEveryProblemIsReportedWithFileLineColumnElementAndKey() {
        let text = """
        {
          "format": "inset/1",
          "name": "Checkout",
          "platform": "iOs",
          "orientations": ["portrait", "sideways"],
          "statusBar": "yes",
          "elements": [
            { "id": "title", "role": "text", "fontSize": -3 },
            { "id": "buy", "role": "buton", "frame": [0, 0, -1, 44],
              "constriants": ["top == title.bottom"],
              "constraints": ["leading == margins.leading", "botom == safeArea.bottom - 8",
                              "top == titel.bottom + 8", 44] },
            { "id": "buy", "role": "view" },
            { "role": "text" },
            { "id": "2nd", "role": "view", "variants": [{ "when": { "split": "half" }, "colour": "red" }] }
          ]
        }
        """
        XCTAssertEqual(DocumentHarness.problems(text), [
            #"checkout.inset.json:4:15: platform: unknown platform "iOs" (did you mean "iOS"?)"#,
            #"checkout.inset.json:5:32: orientations: unknown orientation "sideways"; expected one of portrait, landscape"#,
            #"checkout.inset.json:6:16: statusBar: expected true or false, found a string"#,
            #"checkout.inset.json:8:50: element "title": fontSize: expected a positive number of points, found -3"#,
            #"checkout.inset.json:9:28: element "buy": role: unknown role "buton" (did you mean "button"?)"#,
            #"checkout.inset.json:9:53: element "buy": frame: width is -1; it must be 0 or more"#,
            #"checkout.inset.json:10:7: element "buy": constriants: unknown key (did you mean "constraints"?)"#,
            #"checkout.inset.json:11:54: element "buy": constraint 2: unknown attribute "botom" (did you mean "bottom"?)"#,
            #"checkout.inset.json:12:31: element "buy": constraint 3: unknown element or guide "titel" (did you mean "title"?)"#,
            #"checkout.inset.json:12:50: element "buy": constraint 4: expected a string such as "width >= 44", found a number"#,
            #"checkout.inset.json:13:13: element "buy": id: "buy" is already the id of the element at 9:13; ids are unique in the file"#,
            #"checkout.inset.json:14:5: id: missing; every element needs an id, unique in the file"#,
            #"checkout.inset.json:15:13: element "2nd": id: "2nd" is not a valid id; an id starts with a letter or "_" and goes on with letters, digits, "_" or "-""#,
            #"checkout.inset.json:15:70: element "2nd": variant 1: when.split: unknown split "half"; expected one of full, 2/3, 1/2, 1/3, slideOver"#,
            #"checkout.inset.json:15:80: element "2nd": variant 1: colour: unknown key; expected one of when, text, fontSize, frame, constraints, hidden"#,
        ])
    }

    func testProblemFields() throws {
        do {
            _ = try DocumentHarness.decode(DocumentHarness.formatDocExample.replacingOccurrences(of: "\"buy\", \"role\": \"button\"",
                                                                       with: "\"buy\", \"role\": \"buton\""))
            XCTFail("loaded")
        } catch {
            XCTAssertEqual(error.problems, [LayoutProblem(path: "checkout.inset.json", line: 13, column: 28, elementID: "buy",
                                                          key: "role", message: "unknown role \"buton\" (did you mean \"button\"?)")])
            XCTAssertEqual(error.description, #"checkout.inset.json:13:28: element "buy": role: unknown role "buton" (did you mean "button"?)"#)
        }
    }

    // MARK: The file as a whole

    func testOtherFormatVersionsAreRefusedAlone() {
        XCTAssertEqual(DocumentHarness.problems(#"{"format": "inset/2", "name": 3, "gadgets": []}"#), [
            #"checkout.inset.json:1:12: format: "inset/2" is not supported; this version of Inset reads "inset/1""#,
        ])
        XCTAssertEqual(DocumentHarness.problems(#"{"format": 1, "name": "A", "platform": "iOS", "elements": []}"#), [
            #"checkout.inset.json:1:12: format: expected the string "inset/1", found a number"#,
        ])
    }

    func testRequiredKeys() {
        XCTAssertEqual(DocumentHarness.problems("{}"), [
            #"checkout.inset.json:1:1: format: missing; a layout file starts with "format": "inset/1""#,
            #"checkout.inset.json:1:1: name: missing; give the screen a name, as in "name": "Checkout""#,
            #"checkout.inset.json:1:1: platform: missing; expected one of iOS, iPadOS, tvOS, watchOS, visionOS, macOS, widget"#,
            #"checkout.inset.json:1:1: elements: missing; expected an array of elements (it may be empty)"#,
        ])
        XCTAssertEqual(DocumentHarness.problems(#"{"format": "inset/1", "name": "", "platform": "iOS", "element": []}"#), [
            #"checkout.inset.json:1:31: name: must not be empty"#,
            #"checkout.inset.json:1:54: element: unknown key (did you mean "elements"?)"#,
        ])
    }

    func testNotAnObjectOrNotJSON() {
        XCTAssertEqual(DocumentHarness.problems("[]"), ["checkout.inset.json:1:1: a layout file is a JSON object, not an array"])
        XCTAssertEqual(DocumentHarness.problems("{\n  \"format\": \"inset/1\"\n  \"name\": \"A\"\n}"),
                       ["checkout.inset.json:3:3: expected ',' or '}' after object member, found '\"'"])
    }

    func testOrientations() {
        let file = #"{"format": "inset/1", "name": "A", "platform": "iOS", "orientations": ORIENTATIONS, "elements": []}"#
        func problems(_ orientations: String) -> [String] {
            DocumentHarness.problems(file.replacingOccurrences(of: "ORIENTATIONS", with: orientations))
        }
        XCTAssertEqual(problems("[]"), [#"checkout.inset.json:1:71: orientations: list at least one orientation, or leave the key out for both"#])
        XCTAssertEqual(problems(#"["portrait", "portrait"]"#), [#"checkout.inset.json:1:84: orientations: "portrait" is listed twice"#])
        XCTAssertEqual(problems(#"["Portrait"]"#), [#"checkout.inset.json:1:72: orientations: unknown orientation "Portrait" (did you mean "portrait"?)"#])
        XCTAssertEqual(problems(#""portrait""#), [#"checkout.inset.json:1:71: orientations: expected an array such as ["portrait", "landscape"], found a string"#])
    }

    func testWidget() {
        XCTAssertEqual(DocumentHarness.problems(#"{"format": "inset/1", "name": "W", "platform": "widget", "elements": []}"#), [
            #"checkout.inset.json:1:1: widget: missing; a widget layout names its family, as in "widget": { "family": "small" }"#,
        ])
        XCTAssertEqual(DocumentHarness.problems(#"{"format": "inset/1", "name": "W", "platform": "iOS", "widget": {"family": "small"}, "elements": []}"#), [
            #"checkout.inset.json:1:65: widget: only a layout with platform "widget" has this key"#,
        ])
        XCTAssertEqual(DocumentHarness.problems(#"{"format": "inset/1", "name": "W", "platform": "widget", "widget": {"family": "smal", "size": 2}, "elements": []}"#), [
            #"checkout.inset.json:1:79: widget.family: unknown widget family "smal" (did you mean "small"?)"#,
            #"checkout.inset.json:1:87: widget.size: unknown key; expected one of family"#,
        ])
    }

    // MARK: Elements

    private func elementProblems(_ elements: String) -> [String] {
        DocumentHarness.problems(#"{"format": "inset/1", "name": "A", "platform": "iOS", "elements": ["# + "\n" + elements + "\n]}")
    }

    func testElementValueTypes() {
        XCTAssertEqual(elementProblems(#"{"id": "a", "role": "text", "text": 3, "fontSize": "big", "hidden": "no", "symbol": false, "ignore": "all"}"#), [
            #"checkout.inset.json:2:37: element "a": text: expected a string, found a number"#,
            #"checkout.inset.json:2:52: element "a": fontSize: expected a positive number of points, found a string"#,
            #"checkout.inset.json:2:69: element "a": hidden: expected true or false, found a string"#,
            #"checkout.inset.json:2:85: element "a": symbol: expected a string, found false"#,
            #"checkout.inset.json:2:102: element "a": ignore: expected an array of strings, found a string"#,
        ])
        XCTAssertEqual(elementProblems(#""a""#), [#"checkout.inset.json:2:1: elements: expected an element object, found a string"#])
        XCTAssertEqual(elementProblems(#"{"id": "a", "role": "view", "children": [7]}"#),
                       [#"checkout.inset.json:2:42: element "a": children: expected an element object, found a number"#])
    }

    func testFrames() {
        XCTAssertEqual(elementProblems(#"{"id": "a", "role": "view", "frame": [1, 2, 3]}"#),
                       [#"checkout.inset.json:2:38: element "a": frame: expected [x, y, width, height] in points, found 3 values"#])
        XCTAssertEqual(elementProblems(#"{"id": "a", "role": "view", "frame": [1, "2", 3, -4]}"#), [
            #"checkout.inset.json:2:42: element "a": frame: y must be a number, found a string"#,
            #"checkout.inset.json:2:50: element "a": frame: height is -4; it must be 0 or more"#,
        ])
        XCTAssertEqual(elementProblems(#"{"id": "a", "role": "view", "frame": [-5, -6, 0, 0]}"#), [])
    }

    func testIDs() {
        XCTAssertEqual(elementProblems(#"{"id": "screen", "role": "view"}, {"id": "my button", "role": "view"}, {"id": 4, "role": "view"}"#), [
            #"checkout.inset.json:2:8: element "screen": id: "screen" is the name of a guide, so constraints can't refer to this element; choose another id"#,
            #"checkout.inset.json:2:42: element "my button": id: "my button" is not a valid id; an id starts with a letter or "_" and goes on with letters, digits, "_" or "-""#,
            #"checkout.inset.json:2:79: id: expected a string, found a number"#,
        ])
    }

    func testDuplicateIDsAcrossLevelsNameBothPlaces() {
        XCTAssertEqual(elementProblems("""
        {"id": "row", "role": "view", "children": [
          {"id": "label", "role": "text"}]},
        {"id": "label", "role": "text"}
        """), [
            #"checkout.inset.json:4:8: element "label": id: "label" is already the id of the element at 3:10; ids are unique in the file"#,
        ])
    }

    func testRepeatedKeys() {
        XCTAssertEqual(elementProblems(#"{"id": "a", "role": "view", "role": "text"}"#),
                       [#"checkout.inset.json:2:29: element "a": role: repeated key; the first is at 2:13"#])
    }

    func testMisspeltRoleWithoutNearMatchListsTheRoles() {
        XCTAssertEqual(elementProblems(#"{"id": "a", "role": "widget"}"#), [
            #"checkout.inset.json:2:21: element "a": role: unknown role "widget"; expected one of background, view, text, image, button, link, textField, searchField, switch, slider, stepper, segmentedControl, control, navigationBar, tabBar, toolbar, list, card, ornament"#,
        ])
    }

    // MARK: Constraints

    func testConstraintProblemsPointInsideTheString() {
        XCTAssertEqual(elementProblems(#"{"id": "a", "role": "view", "constraints": ["width = 44", "t\u006Fp == titel.top", 5]}"#), [
            #"checkout.inset.json:2:52: element "a": constraint 1: unknown relation "=" (did you mean "=="?)"#,
            #"checkout.inset.json:2:72: element "a": constraint 2: unknown element or guide "titel""#,
            #"checkout.inset.json:2:84: element "a": constraint 3: expected a string such as "width >= 44", found a number"#,
        ])
        XCTAssertEqual(elementProblems(#"{"id": "a", "role": "view", "constraints": "width == 4"}"#),
                       [#"checkout.inset.json:2:44: element "a": constraints: expected an array of constraint strings, found a string"#])
    }

    func testReferencesMayPointForwardAndIntoChildren() {
        XCTAssertEqual(elementProblems("""
        {"id": "a", "role": "view", "constraints": ["top == c.bottom", "left == b.left"]},
        {"id": "b", "role": "view", "children": [{"id": "c", "role": "view"}]}
        """), [])
    }

    func testGuideMisspellingSuggestsTheGuide() {
        XCTAssertEqual(elementProblems(#"{"id": "a", "role": "view", "constraints": ["top == safearea.top"]}"#),
                       [#"checkout.inset.json:2:53: element "a": constraint 1: unknown element or guide "safearea" (did you mean "safeArea"?)"#])
    }

    // MARK: Variants

    func testVariants() {
        XCTAssertEqual(elementProblems("""
        {"id": "a", "role": "text", "variants": [
          {"when": {"verticalSizeclass": "compact", "orientation": "Landscape", "family": "ipad", "device": 12,
                    "layoutDirection": "right"},
           "constraints": ["top == parent.top", "height = 4"], "fontSize": 0},
          {"text": "x"},
          "compact"]}
        """), [
            #"checkout.inset.json:3:13: element "a": variant 1: when.verticalSizeclass: unknown key (did you mean "verticalSizeClass"?)"#,
            #"checkout.inset.json:3:60: element "a": variant 1: when.orientation: unknown orientation "Landscape" (did you mean "landscape"?)"#,
            #"checkout.inset.json:3:83: element "a": variant 1: when.family: unknown device family "ipad" (did you mean "iPad"?)"#,
            #"checkout.inset.json:3:101: element "a": variant 1: when.device: expected a string, found a number"#,
            #"checkout.inset.json:4:32: element "a": variant 1: when.layoutDirection: unknown layout direction "right"; expected one of ltr, rtl"#,
            #"checkout.inset.json:5:49: element "a": variant 1: constraint 2: unknown relation "=" (did you mean "=="?)"#,
            #"checkout.inset.json:5:68: element "a": variant 1: fontSize: expected a positive number of points, found 0"#,
            #"checkout.inset.json:6:3: element "a": variant 2: when: missing; a variant says when it applies, as in "when": { "verticalSizeClass": "compact" }"#,
            #"checkout.inset.json:7:3: element "a": variant 3: expected an object with "when" and the keys it replaces, found a string"#,
        ])
    }

    func testAnyDeviceIDIsKept() throws {
        let document = try DocumentHarness.decode(#"{"format": "inset/1", "name": "A", "platform": "iOS", "elements": [{"id": "a", "role": "view", "variants": [{"when": {"device": "iphone-99"}, "hidden": true}]}]}"#)
        XCTAssertEqual(document.elements[0].variants[0].when.device, "iphone-99")
    }

    // MARK: Reading files

    func testLoadingLeavesTheFileAsItWas() throws {
        let folder = try DocumentHarness.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in [("good.inset.json", DocumentHarness.formatDocExample), ("bad.inset.json", "{\"format\": \"inset/1\", \"name\": 1}")] {
            let url = folder.appendingPathComponent(name)
            try Data(text.utf8).write(to: url)
            let before = try FileManager.default.attributesOfItem(atPath: url.path)
            _ = try? LayoutDocument.load(from: url)
            XCTAssertEqual(try Data(contentsOf: url), Data(text.utf8))
            let after = try FileManager.default.attributesOfItem(atPath: url.path)
            XCTAssertEqual(before[.modificationDate] as? Date, after[.modificationDate] as? Date)
            XCTAssertEqual(before[.posixPermissions] as? Int, after[.posixPermissions] as? Int)
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(),
                       ["bad.inset.json", "good.inset.json"])
    }

    func testLoadNamesTheFileAsGiven() throws {
        let folder = try DocumentHarness.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = URL(fileURLWithPath: "screen.inset.json", relativeTo: folder)
        try Data(#"{"format": "inset/1", "name": "A", "platform": "iOS", "elements": [{"id": "a"}]}"#.utf8).write(to: url)
        XCTAssertThrowsError(try LayoutDocument.load(from: url)) { error in
            XCTAssertEqual("\(error)", #"screen.inset.json:1:68: element "a": role: missing; expected one of background, view, text, image, button, link, textField, searchField, switch, slider, stepper, segmentedControl, control, navigationBar, tabBar, toolbar, list, card, ornament"#)
        }
    }

    func testUnreadableFiles() throws {
        let folder = try DocumentHarness.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = URL(fileURLWithPath: "missing.inset.json", relativeTo: folder)
        XCTAssertThrowsError(try LayoutDocument.load(from: missing)) { error in
            XCTAssertEqual("\(error)", "missing.inset.json: can't read the file: no such file or directory")
        }
        XCTAssertThrowsError(try LayoutDocument.load(from: folder)) { error in
            XCTAssertEqual((error as? LayoutLoadError)?.problems.first?.message, "can't read the file: is a directory")
        }
    }

    func testAnInterfaceBuilderFileIsNamedAsOneNotAsBadJSON() {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"/>
        """
        for path in ["Main.storyboard", "Cell.xib", "renamed.inset.json"] {
            XCTAssertThrowsError(try LayoutDocument.decode(data: Data(xml.utf8), path: path)) { error in
                let message = "\(error)"
                XCTAssertTrue(message.hasPrefix("\(path):1:1: an Interface Builder file"), message)
                XCTAssertTrue(message.contains(".inset.json"), "says what it can open: \(message)")
            }
        }
        XCTAssertThrowsError(try LayoutDocument.decode(data: Data("<html>".utf8), path: "page.inset.json")) { error in
            XCTAssertFalse("\(error)".contains("Interface Builder"), "other XML is a syntax error as before")
        }
    }
}
