/// An element with the variants that match an environment applied, ready to be laid out.
///
/// A class, set once by `resolve` and never changed after: a solve reads its elements over and
/// over, and a struct's copies retained every field each time.
final class EffectiveElement {
    var element: Element
    var parentID: String?
    var depth: Int
    /// Constraint strings in force and where each was written.
    var constraints: [String]
    var constraintLocations: [SourceLocation]
    var frame: Rect?
    var text: String?
    var fontSize: Double?
    /// A bar, or inside one: placed against the system's guides rather than the content's.
    var inBar = false

    init(element: Element, parentID: String?, depth: Int, constraints: [String],
         constraintLocations: [SourceLocation], frame: Rect?, text: String?, fontSize: Double?) {
        self.element = element; self.parentID = parentID; self.depth = depth
        self.constraints = constraints; self.constraintLocations = constraintLocations
        self.frame = frame; self.text = text; self.fontSize = fontSize
    }

    /// Visible elements in document order; a hidden element takes its children with it.
    static func resolve(_ document: LayoutDocument, in environment: Environment) -> [EffectiveElement] {
        var out: [EffectiveElement] = []
        func walk(_ list: [Element], parent: String?, depth: Int, parentInBar: Bool) {
            for element in list {
                let effective = EffectiveElement(
                    element: element, parentID: parent, depth: depth,
                    constraints: element.constraints ?? [],
                    constraintLocations: element.constraintLocations,
                    frame: element.frame, text: element.text, fontSize: element.fontSize)
                var hidden = element.hidden ?? false
                for variant in element.variants where environment.matches(variant.when) {
                    if let c = variant.constraints {
                        effective.constraints = c
                        effective.constraintLocations = variant.constraintLocations
                        // A variant's constraints replace a frame too: it is now placed by them.
                        if variant.frame == nil { effective.frame = nil }
                    }
                    if let f = variant.frame { effective.frame = f }
                    if let h = variant.hidden { hidden = h }
                    if let s = variant.fontSize { effective.fontSize = s }
                    if let t = variant.text { effective.text = t }
                }
                if hidden { continue }
                if let language = environment.language, effective.text?.isEmpty == false {
                    effective.text = Self.text(of: element.id, effective.text!, in: language, document)
                }
                if let text = effective.text {
                    effective.text = LineBreaking.prepared(text, language: environment.language ?? document.language)
                }
                effective.inBar = parentInBar || element.role.isBar
                out.append(effective)
                walk(element.children, parent: element.id, depth: depth + 1, parentInBar: effective.inBar)
            }
        }
        walk(document.elements, parent: nil, depth: 0, parentInBar: false)
        return out
    }

    /// An element's text in a language: its translation (the most specific tag that has one),
    /// or a pseudo-language's rendering of its own; its own where there is neither.
    static func text(of id: String, _ own: String, in language: String, _ document: LayoutDocument) -> String {
        if Language.isPseudo(language) { return Language.pseudoText(own, language) }
        if let text = document.localizations[language]?[id] { return text }
        let base = String(language.split(separator: "-").first ?? "")
        return document.localizations[base]?[id] ?? own
    }

    var id: String { element.id }
    var role: Role { element.role }
    var isPlacedByConstraints: Bool { !constraints.isEmpty }
}
