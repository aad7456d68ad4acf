import InsetCore

/// What a screen reader says about the canvas, in words a sighted designer would use for what
/// they see: the device and environment with the problem count, and each element with its role,
/// its text, where it is and its problems. Plain data, so it is tested without a window.
public struct CanvasReading: Equatable {
    public struct Element: Equatable {
        public var id: String
        /// "close, Button": the element's id and role, as the Layers list names it.
        public var name: String
        /// "“Settings”. 30 × 30 pt at 345, 59. 1 problem: … (error)."
        public var description: String
    }

    /// "Profile on iPhone 15 Pro, portrait, light; 3 problems; selected: close".
    public var description: String
    /// In document order, which is the order Tab walks them.
    public var elements: [Element]

    public init(documentName: String, layout: SolvedLayout, findings: [Finding], dark: Bool, selected: String?) {
        var description = "\(documentName) on \(layout.environment.label), \(dark ? "dark" : "light"); "
        description += CanvasReading.count(findings.count)
        if let selected { description += "; selected: \(selected)" }
        self.description = description
        elements = layout.elements.map { element in
            let own = findings.filter { $0.elements.contains(element.id) }
            var parts: [String] = []
            if let text = element.text, !text.isEmpty { parts.append("“\(text)”.") }
            let f = element.frame
            parts.append(tr("{width} × {height} pt at {x}, {y}.", ["width": CanvasReading.points(f.width), "height": CanvasReading.points(f.height), "x": CanvasReading.points(f.x), "y": CanvasReading.points(f.y)]))
            if own.isEmpty {
                parts.append(tr("No problems."))
            } else {
                let messages = own.map { "\($0.message) (\($0.severity.rawValue))." }
                parts.append("\(CanvasReading.count(own.count)): " + messages.joined(separator: " "))
            }
            return Element(id: element.id, name: "\(element.id), \(NewElement.title(of: element.role))",
                           description: parts.joined(separator: " "))
        }
    }

    /// "No problems", "1 problem", "3 problems".
    static func count(_ n: Int) -> String { n == 0 ? tr("No problems") : n == 1 ? "1 problem" : "\(n) problems" }

    /// Points as a designer reads them: whole numbers without a fraction, else one decimal.
    static func points(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
