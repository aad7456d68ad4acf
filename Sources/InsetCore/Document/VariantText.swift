import Foundation

/// One variant as the JSON a designer edits in the inspector, read back with the loader's own
/// checks and messages, so an edit can't put into the document what the file format refuses.
public enum VariantText {
    /// The variant as it would appear in the file.
    public static func text(of variant: Variant) -> String {
        (try? LayoutEncoder.variant(variant, "variant").rendered()) ?? "{ \"when\": {} }"
    }

    /// Reads `text` as variant `index` (from 0) of `element`, with the document's other ids known
    /// so its constraints may name them. Problems carry the line and column within `text`, and
    /// name the variant by its place in the element.
    public static func parse(_ text: String, index: Int = 0, of element: Element,
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
                return .failure(LayoutLoadError(problems: [LayoutProblem(path: "variant", message: tr("expected one variant: an object such as {\"when\": {\"verticalSizeClass\": \"compact\"}}"))]))
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
                // The stand-in holds this one variant only, so the loader calls it "variant 1".
                if let key = p.key, key.hasPrefix("variant 1") {
                    p.key = "variant \(index + 1)" + key.dropFirst("variant 1".count)
                }
                return p
            }))
        }
    }

    private static func quoted(_ s: String) -> String {
        var out = ""
        PrettyJSON.quote(s, into: &out)
        return out
    }

    /// A problem as the inspector shows it under the variant being typed:
    /// `line 2, column 14: variant 3: constraint 1: unknown attribute "botom" …`.
    public static func message(for problem: LayoutProblem) -> String {
        var text = ""
        if let line = problem.line {
            text += "line \(line)"
            if let column = problem.column { text += ", column \(column)" }
            text += ": "
        }
        if let key = problem.key { text += "\(key): " }
        return text + problem.message
    }
}
