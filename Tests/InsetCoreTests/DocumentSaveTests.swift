import XCTest
#if canImport(Glibc)
import Glibc
#endif
@testable import InsetCore

final class DocumentSaveTests: XCTestCase {
    private func text(_ document: LayoutDocument, file: StaticString = #filePath, line: UInt = #line) -> String {
        do {
            return String(decoding: try document.encoded(), as: UTF8.self)
        } catch {
            XCTFail("\(error)", file: file, line: line)
            return ""
        }
    }

    // MARK: The text

    func testSavedExampleText() throws {
        XCTAssertEqual(text(try DocumentHarness.decode(DocumentHarness.formatDocExample)), """
        {
          "format": "inset/1",
          "name": "Checkout",
          "platform": "iOS",
          "orientations": ["portrait", "landscape"],
          "statusBar": true,
          "elements": [
            {
              "id": "bg",
              "role": "background",
              "constraints": [
                "left == screen.left",
                "right == screen.right",
                "top == screen.top",
                "bottom == screen.bottom"
              ]
            },
            {
              "id": "title",
              "role": "text",
              "text": "Your order",
              "fontSize": 34,
              "constraints": [
                "leading == margins.leading",
                "top == safeArea.top + 8"
              ]
            },
            {
              "id": "buy",
              "role": "button",
              "text": "Buy",
              "fontSize": 17,
              "constraints": [
                "leading == margins.leading",
                "trailing == margins.trailing",
                "bottom == safeArea.bottom - 8",
                "height == 50"
              ],
              "variants": [
                {
                  "when": {
                    "verticalSizeClass": "compact"
                  },
                  "constraints": [
                    "trailing == margins.trailing",
                    "width == 240",
                    "bottom == safeArea.bottom - 8",
                    "height == 50"
                  ]
                }
              ]
            }
          ]
        }

        """)
    }

    func testKeyOrderAndAbsentKeys() {
        let when = Condition(horizontalSizeClass: .regular, verticalSizeClass: .compact, orientation: .landscape,
                             device: "ipad-pro-12-9", family: .iPad, split: .twoThirds, layoutDirection: .rtl)
        let child = Element(id: "c", role: .button, text: "Go", fontSize: 17, frame: Rect(x: 1, y: 2, width: 3, height: 4),
                            constraints: ["width >= 44"],
                            variants: [Variant(when: when, constraints: [], frame: .zero, hidden: true, fontSize: 12, text: "")],
                            hidden: false, symbol: "xmark", ignore: ["a", "b"])
        let document = LayoutDocument(name: "N", platform: .widget, orientations: [.portrait], statusBar: false,
                                      widget: WidgetSpec(family: .extraLarge),
                                      elements: [Element(id: "p", role: .view, children: [child])])
        XCTAssertEqual(text(document), """
        {
          "format": "inset/1",
          "name": "N",
          "platform": "widget",
          "orientations": ["portrait"],
          "statusBar": false,
          "widget": {
            "family": "extraLarge"
          },
          "elements": [
            {
              "id": "p",
              "role": "view",
              "children": [
                {
                  "id": "c",
                  "role": "button",
                  "text": "Go",
                  "symbol": "xmark",
                  "fontSize": 17,
                  "frame": [1, 2, 3, 4],
                  "constraints": [
                    "width >= 44"
                  ],
                  "variants": [
                    {
                      "when": {
                        "horizontalSizeClass": "regular",
                        "verticalSizeClass": "compact",
                        "orientation": "landscape",
                        "device": "ipad-pro-12-9",
                        "family": "iPad",
                        "split": "2/3",
                        "layoutDirection": "rtl"
                      },
                      "text": "",
                      "fontSize": 12,
                      "frame": [0, 0, 0, 0],
                      "constraints": [],
                      "hidden": true
                    }
                  ],
                  "hidden": false,
                  "ignore": ["a", "b"]
                }
              ]
            }
          ]
        }

        """)
        XCTAssertEqual(text(LayoutDocument(name: "Empty", platform: .macOS)), """
        {
          "format": "inset/1",
          "name": "Empty",
          "platform": "macOS",
          "elements": []
        }

        """)
    }

    func testNumbersWithoutNeedlessDecimals() throws {
        let frames: [(Rect, String)] = [
            (Rect(x: 44, y: 0.5, width: 16.25, height: 0), "[44, 0.5, 16.25, 0]"),
            (Rect(x: -3, y: -0.0, width: 1e20, height: 1e-7), "[-3, 0, 1e+20, 1e-07]"),
            (Rect(x: 0.1, y: 1.0 / 3, width: 123_456.789, height: 9_007_199_254_740_993), "[0.1, 0.3333333333333333, 123456.789, 9007199254740992]"),
        ]
        for (frame, expected) in frames {
            let document = LayoutDocument(name: "N", platform: .iOS, elements: [Element(id: "a", role: .view, frame: frame)])
            let saved = text(document)
            XCTAssertTrue(saved.contains("\"frame\": \(expected)"), saved)
            XCTAssertEqual(try LayoutDocument.decode(data: Data(saved.utf8), path: "n").elements[0].frame, frame)
        }
    }

    func testStringsAreEscapedAndUnicodeKept() throws {
        let name = "Quote \" backslash \\ slash / tab \t newline \n bell \u{07} del \u{7F} é 😀 \u{2028}"
        let document = LayoutDocument(name: name, platform: .iOS)
        let saved = text(document)
        XCTAssertTrue(saved.contains(#""name": "Quote \" backslash \\ slash / tab \t newline \n bell \u0007 del "#
                                     + "\u{7F} é 😀 \u{2028}\""), saved)
        XCTAssertEqual(try LayoutDocument.decode(data: Data(saved.utf8), path: "n").name, name)
    }

    func testNumbersJSONCannotHoldAreRefused() {
        let document = LayoutDocument(name: "N", platform: .iOS, elements: [
            Element(id: "a", role: .view, frame: Rect(x: 0, y: .nan, width: 1, height: 1)),
        ])
        XCTAssertThrowsError(try document.encoded()) { error in
            XCTAssertEqual("\(error)", #"could not write the layout: element "a": frame is nan, which JSON can't hold"#)
        }
        let variant = LayoutDocument(name: "N", platform: .iOS, elements: [
            Element(id: "a", role: .text, variants: [Variant(when: Condition(), fontSize: .infinity)]),
        ])
        XCTAssertThrowsError(try variant.encoded()) { error in
            XCTAssertEqual("\(error)", #"could not write the layout: element "a": variant 1: fontSize is inf, which JSON can't hold"#)
        }
    }

    // MARK: Round trips

    func testLoadSaveLoadGivesTheSameDocument() throws {
        var texts = [DocumentHarness.formatDocExample]
        texts += try DocumentHarness.exampleLayoutFiles().map { String(decoding: try Data(contentsOf: $0), as: UTF8.self) }
        texts += try ["minimal.inset.json", "widget.inset.json", "variants.inset.json"].map {
            String(decoding: try Data(contentsOf: DocumentHarness.repositoryRoot.appendingPathComponent("Tests/Fuzz/corpus/\($0)")), as: UTF8.self)
        }
        for original in texts {
            let loaded = try DocumentHarness.decode(original)
            let saved = try loaded.encoded()
            let reloaded = try LayoutDocument.decode(data: saved, path: "saved.inset.json")
            XCTAssertEqual(reloaded.withoutLocations, loaded.withoutLocations, loaded.name)
            XCTAssertEqual(try reloaded.encoded(), saved, loaded.name)
        }
    }

    // MARK: Files

    func testSaveWritesAndReplaces() throws {
        let folder = try DocumentHarness.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("checkout.inset.json")
        let document = try DocumentHarness.decode(DocumentHarness.formatDocExample)
        try document.save(to: url)
        XCTAssertEqual(try Data(contentsOf: url), try document.encoded())

        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: url.path)
        var renamed = document
        renamed.name = "Renamed"
        try renamed.save(to: url)
        XCTAssertEqual(try LayoutDocument.load(from: url).name, "Renamed")
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int, 0o640)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["checkout.inset.json"])
    }

    func testSaveThroughASymlinkReplacesTheFileItPointsTo() throws {
        let folder = try DocumentHarness.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("real.inset.json")
        let link = folder.appendingPathComponent("link.inset.json")
        try Data("old".utf8).write(to: target)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "real.inset.json")
        try LayoutDocument(name: "Linked", platform: .iOS).save(to: link)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link.path), "real.inset.json")
        XCTAssertEqual(try LayoutDocument.load(from: target).name, "Linked")
    }

    func testFailedSaveLeavesTheOldFileAndNoTemporaryFile() throws {
        let folder = try DocumentHarness.scratchDirectory()
        defer {
            chmod(folder.path, 0o755)
            try? FileManager.default.removeItem(at: folder)
        }
        let url = URL(fileURLWithPath: "checkout.inset.json", relativeTo: folder)
        let old = Data("{\"format\": \"inset/1\"} old bytes\n".utf8)
        try old.write(to: url)
        XCTAssertEqual(chmod(folder.path, 0o555), 0)
        // Root ignores permissions; drop to "nobody" for the attempt, as a designer would be.
        let asRoot = geteuid() == 0
        if asRoot, seteuid(65534) != 0 { throw XCTSkip("can't drop root privileges to test permissions") }
        let error: LayoutSaveError?
        do {
            try LayoutDocument(name: "New", platform: .iOS).save(to: url)
            error = nil
        } catch let saveError {
            error = saveError
        }
        if asRoot { XCTAssertEqual(seteuid(0), 0) }

        XCTAssertEqual(error?.description, "could not save checkout.inset.json: permission denied")
        XCTAssertEqual(error?.code, EACCES)
        XCTAssertEqual(try Data(contentsOf: url), old)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["checkout.inset.json"])
    }

    func testSaveIntoAMissingFolderNamesTheCause() {
        let url = URL(fileURLWithPath: "/nonexistent-inset-folder/a.inset.json")
        XCTAssertThrowsError(try LayoutDocument(name: "A", platform: .iOS).save(to: url)) { error in
            XCTAssertEqual("\(error)", "could not save /nonexistent-inset-folder/a.inset.json: no such file or directory")
        }
    }

    func testUnwritableDocumentLeavesTheFileAlone() throws {
        let folder = try DocumentHarness.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = URL(fileURLWithPath: "a.inset.json", relativeTo: folder)
        try Data("old".utf8).write(to: url)
        let document = LayoutDocument(name: "A", platform: .iOS, elements: [Element(id: "a", role: .text, fontSize: .nan)])
        XCTAssertThrowsError(try document.save(to: url)) { error in
            XCTAssertEqual("\(error)", #"could not save a.inset.json: element "a": fontSize is nan, which JSON can't hold"#)
        }
        XCTAssertEqual(try Data(contentsOf: url), Data("old".utf8))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["a.inset.json"])
    }
}
