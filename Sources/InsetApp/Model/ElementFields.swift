import Foundation
import InsetCore

/// Reads what a designer types in the element inspector, as they type it: each field either
/// gives the value the document would get or says, in the loader's words, what is wrong.
enum ElementFields {
    enum Checked<Value> {
        case valid(Value)
        case invalid(String)

        var value: Value? { if case .valid(let v) = self { v } else { nil } }
        var message: String? { if case .invalid(let m) = self { m } else { nil } }
    }

    /// A new id for `element`: valid, not a guide's name, and not another element's, by the
    /// same rule the rename itself is held to.
    static func id(_ text: String, for element: Element, in document: LayoutDocument) -> Checked<String> {
        let id = text.trimmingCharacters(in: .whitespaces)
        let taken = Set(document.allElements.map(\.id)).subtracting([element.id])
        return checked(id) { () throws(EditError) in try ElementValidation.checkID(id, for: element.id, taken: taken) }
    }

    /// What places `element` besides the constraints the inspector lists: its frame and mask,
    /// or the stack view that arranges it (which Interface Builder files hold many of, each with
    /// no constraint of its own); nil where its constraints alone do.
    static func placementNote(of element: Element, in document: LayoutDocument?) -> String? {
        let placedByConstraints = !(element.constraints ?? []).isEmpty
        if let mask = element.traits?.autoresizing {
            let described = describe(mask)
            return placedByConstraints ? tr("Also placed by its frame and autoresizing mask: {mask}", ["mask": described])
                : tr("Placed by its frame and autoresizing mask: {mask}", ["mask": described])
        }
        if let stack = document?.parent(of: element.id), stack.traits?.stack != nil {
            let name = stack.name ?? stack.id
            return placedByConstraints ? tr("Also arranged by the stack view \"{stack}\"", ["stack": name])
                : tr("Arranged by the stack view \"{stack}\"", ["stack": name])
        }
        return placedByConstraints ? nil : tr("Nothing places this element yet")
    }

    /// "frame 354, 20, 40 × 40; flexible left and bottom margins", as Xcode's size inspector reads a mask.
    static func describe(_ mask: Autoresizing) -> String {
        let f = mask.frame
        var flexible: [String] = []
        if mask.flexibleLeft { flexible.append(tr("left margin")) }
        if mask.flexibleRight { flexible.append(tr("right margin")) }
        if mask.flexibleTop { flexible.append(tr("top margin")) }
        if mask.flexibleBottom { flexible.append(tr("bottom margin")) }
        if mask.flexibleWidth { flexible.append(tr("width")) }
        if mask.flexibleHeight { flexible.append(tr("height")) }
        let number = { (v: Double) in v == v.rounded() ? String(Int(v)) : String(format: "%.1f", v) }
        let frame = tr("frame {x}, {y}, {width} × {height}",
                       ["x": number(f.minX), "y": number(f.minY), "width": number(f.width), "height": number(f.height)])
        return flexible.isEmpty ? tr("{frame}; fixed", ["frame": frame])
            : tr("{frame}; flexible {list}", ["frame": frame, "list": flexible.joined(separator: ", ")])
    }

    /// A font size in points; empty clears it (the role's default).
    static func fontSize(_ text: String) -> Checked<Double?> {
        let t = text.trimmingCharacters(in: .whitespaces)
        guard !t.isEmpty else { return .valid(nil) }
        guard let size = Double(t) else { return .invalid(tr("\"{t}\" isn't a number; type a size in points, like 17", ["t": t])) }
        return checked(size) { () throws(EditError) in try ElementValidation.checkFontSize(size, of: "", key: "fontSize") }
    }

    /// `x, y, width, height` in points.
    static func frame(_ text: String) -> Checked<Rect> {
        let parts = text.split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init)
        guard parts.count == 4 else { return .invalid(tr("a frame is four numbers: x, y, width, height")) }
        var numbers: [Double] = []
        for part in parts {
            guard let n = Double(part) else { return .invalid("\"\(part)\" isn't a number") }
            numbers.append(n)
        }
        let frame = Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
        return checked(frame) { () throws(EditError) in try ElementValidation.checkFrame(frame, of: "", key: "frame") }
    }

    /// `value` when `check` (one of the edits' own rules) lets it through, else the rule's reason.
    private static func checked<Value>(_ value: Value, _ check: () throws(EditError) -> Void) -> Checked<Value> {
        do {
            try check()
            return .valid(value)
        } catch {
            if case .invalidValue(_, _, let reason) = error { return .invalid(reason) }
            return .invalid(error.description)
        }
    }

    /// One constraint string, checked against the grammar and the document's ids.
    static func constraint(_ text: String, in document: LayoutDocument) -> Checked<String> {
        let t = text.trimmingCharacters(in: .whitespaces)
        do {
            _ = try ConstraintParser.parse(t, elementIDs: Set(document.allElements.map(\.id)))
            return .valid(t)
        } catch {
            return .invalid("column \(error.offset + 1): \(error.message)")
        }
    }

    /// Rule ids, separated by commas or spaces; each must be a rule Inset has.
    static func ignoredRules(_ text: String, known: [String]) -> Checked<[String]> {
        let ids = text.split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init)
        for id in ids where !known.contains(id) {
            return .invalid(tr("there is no rule \"{id}\"{hint}", ["id": id, "hint": NameSuggestion.hint(for: id, among: known)]))
        }
        var seen = Set<String>()
        return .valid(ids.filter { seen.insert($0).inserted })
    }

    /// How a frame is shown for editing, its numbers as the file writes them: `16, 100, 343, 44`.
    static func text(of frame: Rect) -> String {
        [frame.x, frame.y, frame.width, frame.height].map(ConstraintText.number).joined(separator: ", ")
    }
}
