import Foundation
import InsetText
import XCTest
@testable import InsetCore

/// A small screen with every kind of placement, and helpers to edit, solve and compare it.
enum EditingHarness {
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

func XCTAssertFrame(_ a: Rect, _ b: Rect, accuracy: Double = 1e-6, file: StaticString = #filePath, line: UInt = #line) {
    for (x, y) in zip(a.array, b.array) where abs(x - y) > accuracy {
        XCTFail("\(a) is not \(b)", file: file, line: line)
        return
    }
}
