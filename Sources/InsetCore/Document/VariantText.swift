import Foundation

/// One variant as the JSON a designer edits in the inspector, read back with the loader's own
/// checks and messages, so an edit can't put into the document what the file format refuses.
public enum VariantText {
    /// The variant as it would appear in the file.
    public static func text(of variant: Variant) -> String {
        (try? LayoutEncoder.variant(variant, "variant").rendered()) ?? "{ \"when\": {} }"
    }

    /// Reads `text` as a variant of `element`, with the document's other ids known so its
    /// constraints may name them. Problems carry the line and column within `text`.
    public static func parse(_ text: String, of element: Element,
                             in document: LayoutDocument) -> Result<Variant, LayoutLoadError> {
        // The snippet starts on line 2 of a stand-in file: one element owning it, and a
        // placeholder for every other id.
        let others = document.allElements.map(\.id).filter { $0 != element.id }
        let placeholders = others.map { ",{\"id\":\(quoted($0)),\"role\":\"view\",\"frame\":[0,0,0,0]}" }.joined()
        let head = "{\"format\":\"inset/1\",\"name\":\"v\",\"platform\":\(quoted(document.platform.rawValue)),"
            + "\"elements\":[{\"id\":\(quoted(element.id)),\"role\":\"view\",\"frame\":[0,0,0,0],\"variants\":[\n"
        let file = head + text + "\n]}" + placeholders + "]}"
        do {
            let parsed = try LayoutDocument.decode(data: Data(file.utf8), path: "variant")
            guard var variant = parsed.elements.first?.variants.first, parsed.elements.first?.variants.count == 1 else {
                return .failure(LayoutLoadError(problems: [LayoutProblem(path: "variant", message: "expected one variant: an object such as {\"when\": {\"verticalSizeClass\": \"compact\"}}")]))
            }
            // Places in the stand-in file mean nothing in the real one.
            variant.location = nil
            variant.constraintLocations = []
            return .success(variant)
        } catch {
            return .failure(LayoutLoadError(problems: error.problems.map { problem in
                var p = problem
                p.path = "variant"
                if let line = p.line { p.line = max(1, line - 1) }
                return p
            }))
        }
    }

    private static func quoted(_ s: String) -> String {
        var out = ""
        PrettyJSON.quote(s, into: &out)
        return out
    }
}
