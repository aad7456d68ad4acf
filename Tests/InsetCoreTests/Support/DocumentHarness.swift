import Foundation
import InsetText
import XCTest
@testable import InsetCore
import InsetTestSupport

/// The one harness for tests of documents: loading and refusing files, the format doc's example,
/// the bundled examples, scratch folders, and a small screen with every kind of placement to edit,
/// solve and compare.
enum DocumentHarness {
    /// The example of docs/layout-format.md, character for character.
    static let formatDocExample = """
    {
      "format": "inset/1",
      "name": "Checkout",
      "platform": "iOS",
      "orientations": ["portrait", "landscape"],
      "statusBar": true,
      "elements": [
        { "id": "bg", "role": "background",
          "constraints": ["left == screen.left", "right == screen.right",
                          "top == screen.top", "bottom == screen.bottom"] },
        { "id": "title", "role": "text", "text": "Your order", "fontSize": 34,
          "constraints": ["leading == margins.leading", "top == safeArea.top + 8"] },
        { "id": "buy", "role": "button", "text": "Buy", "fontSize": 17,
          "constraints": ["leading == margins.leading", "trailing == margins.trailing",
                          "bottom == safeArea.bottom - 8", "height == 50"],
          "variants": [
            { "when": { "verticalSizeClass": "compact" },
              "constraints": ["trailing == margins.trailing", "width == 240",
                              "bottom == safeArea.bottom - 8", "height == 50"] } ] }
      ]
    }
    """

    /// The repository's root, found from this file's place in it.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The bundled example layouts, if any.
    static func exampleLayoutFiles() -> [URL] {
        let folder = repositoryRoot.appendingPathComponent("data/examples")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".inset.json") }.sorted().map { folder.appendingPathComponent($0) }
    }

    /// Decodes `text` as `checkout.inset.json`.
    static func decode(_ text: String) throws(LayoutLoadError) -> LayoutDocument {
        try LayoutDocument.decode(data: Data(text.utf8), path: "checkout.inset.json")
    }

    /// The problems `text` is refused with, as printed; empty when it loads.
    static func problems(_ text: String) -> [String] {
        do {
            _ = try decode(text)
            return []
        } catch {
            return error.problems.map(\.description)
        }
    }

    /// A fresh directory under the system's temporary one.
    static func scratchDirectory() throws -> URL {
        let url = Scratch.root
            .appendingPathComponent("inset-doc-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    // MARK: A screen to edit

    static let engine = LayoutEngine(measurer: RuleHarness.measurer)

    /// A title pinned to the margins, a close button beside it, a subtitle under it, a tag to the
    /// close button's left, a frame-placed badge with a child, and a buy button with a variant.
    static let screen = RuleHarness.document("""
        { "id": "title", "role": "text", "text": "Settings", "fontSize": 34,
          "constraints": ["leading == margins.leading", "top == safeArea.top + 8"] },
        { "id": "close", "role": "button", "symbol": "xmark",
          "constraints": ["trailing == margins.trailing", "centerY == title.centerY", "width == 44", "height == 44"] },
        { "id": "subtitle", "role": "text", "text": "Your account", "fontSize": 17,
          "constraints": ["leading == title.leading", "top == title.bottom+4"] },
        { "id": "tag", "role": "view",
          "constraints": ["right == close.left - 8", "centerY == close.centerY", "width == 20", "height == 20 @ high"] },
        { "id": "badge", "role": "view", "frame": [10, 200, 30, 30],
          "children": [ { "id": "dot", "role": "view", "frame": [2, 2, 4, 4] } ] },
        { "id": "buy", "role": "button", "text": "Buy", "fontSize": 17,
          "constraints": ["leading == margins.leading", "trailing == margins.trailing",
                          "bottom == safeArea.bottom - 8", "height == 50"],
          "variants": [
            { "when": { "verticalSizeClass": "compact" },
              "constraints": ["trailing == margins.trailing", "width == 240",
                              "bottom == safeArea.bottom - 8", "height == 50"] } ] }
        """)

    static func document(_ json: String = screen) throws -> LayoutDocument { try RuleHarness.load(json) }

    static func environment(for document: LayoutDocument, rtl: Bool = false,
                            orientation: Orientation = .portrait) throws -> Environment {
        try RuleHarness.environment(for: document, device: "iphone-14-pro", orientation: orientation,
                                    split: .full, textSize: .large, rtl: rtl, keyboard: false)
    }

    static func text(_ document: LayoutDocument) throws -> String {
        String(decoding: try document.encoded(), as: UTF8.self)
    }

    static func frame(_ id: String, of document: LayoutDocument, in environment: Environment,
                      file: StaticString = #filePath, line: UInt = #line) throws -> Rect {
        try XCTUnwrap(engine.solve(document, in: environment).element(id: id), "no element \(id)",
                      file: file, line: line).frame
    }

    /// The edit's error, failing when it doesn't throw.
    static func refusal(_ command: EditCommand, on document: LayoutDocument,
                        file: StaticString = #filePath, line: UInt = #line) -> EditError? {
        do {
            _ = try command.applied(to: document)
            XCTFail("\(command) was not refused", file: file, line: line)
            return nil
        } catch {
            return error
        }
    }
}

extension LayoutDocument {
    /// The same document with every source location cleared, to compare what was written
    /// rather than where.
    var withoutLocations: LayoutDocument {
        var copy = self
        copy.elements = elements.map { $0.withoutLocations }
        return copy
    }
}

extension Element {
    var withoutLocations: Element {
        var copy = self
        copy.location = nil
        copy.constraintLocations = []
        copy.variants = variants.map {
            var variant = $0
            variant.location = nil
            variant.constraintLocations = []
            return variant
        }
        copy.children = children.map { $0.withoutLocations }
        return copy
    }
}

func XCTAssertFrame(_ a: Rect, _ b: Rect, accuracy: Double = 1e-6, file: StaticString = #filePath, line: UInt = #line) {
    for (x, y) in zip(a.array, b.array) where abs(x - y) > accuracy {
        XCTFail("\(a) is not \(b)", file: file, line: line)
        return
    }
}
