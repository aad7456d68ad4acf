import Foundation
@testable import InsetCore

/// The example of docs/layout-format.md, character for character.
let formatDocExample = """
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
let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The bundled example layouts, if any.
func exampleLayoutFiles() -> [URL] {
    let folder = repositoryRoot.appendingPathComponent("data/examples")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".inset.json") }.sorted().map { folder.appendingPathComponent($0) }
}

/// Decodes `text` as `checkout.inset.json`.
func decodeLayout(_ text: String) throws(LayoutLoadError) -> LayoutDocument {
    try LayoutDocument.decode(data: Data(text.utf8), path: "checkout.inset.json")
}

/// The problems `text` is refused with, as printed; empty when it loads.
func layoutProblems(_ text: String) -> [String] {
    do {
        _ = try decodeLayout(text)
        return []
    } catch {
        return error.problems.map(\.description)
    }
}

/// A fresh directory under the system's temporary one, removed by `cleanUp`.
func makeScratchDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("inset-doc-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
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
