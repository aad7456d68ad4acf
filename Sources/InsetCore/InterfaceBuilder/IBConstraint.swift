import Foundation

/// One side of an Interface Builder constraint as the document model names it: an element id or
/// a guide (`safeArea`, `screen`, `margins`).
struct IBAnchor {
    var item: String
    var attribute: Attribute
    var dropped = false
    /// A far edge of a scroll view's content (its content guide's trailing or bottom).
    var contentEdge = false
    /// Where the anchor lies from `item.attribute`: a freeform xib view's safe area, inset from
    /// its own edges (`IBSceneBuilder.freeformInsets`).
    var offset = 0.0

    static let dropped = IBAnchor(item: "", attribute: .top, dropped: true)
    static let guideNames: Set<String> = ["safeArea", "screen", "margins", "parent", "readable", "keyboard"]
    var isGuide: Bool { Self.guideNames.contains(item) }
}

/// A `<constraint>` read from the file, before size classes pick its constant and whether it
/// is installed.
struct IBConstraint {
    var id: String
    /// The view whose `<constraints>` block holds it: its variations install and uninstall it.
    var owner: String
    var first: IBAnchor
    var relation: Relation
    var second: IBAnchor?
    var multiplier: Double
    var constant: Double
    var priority: Double
    var location: SourceLocation
    /// `<variation key="widthClass=compact" constant="40"/>` overrides.
    var constantVariations: [(key: String, constant: Double)]

    /// The element whose constraint list holds it: the first item, or the second where the
    /// first is a guide or a view that contains it, as a designer reads `buy.bottom = safe.bottom - 8`.
    func holder(root: String, contains: (String, String) -> Bool) -> String {
        if let second, !second.isGuide, second.item != root, first.isGuide || first.item == root || contains(first.item, second.item) {
            return second.item
        }
        return first.isGuide ? root : first.item
    }

    /// The constraint in the format's grammar, held by `holder`, with `constant`.
    func text(holder: String, constant: Double) -> String {
        var lhs = first, rhs = second, relation = self.relation, m = multiplier, c = constant
        if let s = second, s.item == holder, first.item != holder, m != 0 {
            // a R m·b + c  ⇔  b R' (1/m)·a − c/m, R' turned round.
            lhs = s; rhs = first
            relation = relation == .greaterOrEqual ? .lessOrEqual : relation == .lessOrEqual ? .greaterOrEqual : .equal
            if m < 0 { relation = relation == .greaterOrEqual ? .lessOrEqual : relation == .lessOrEqual ? .greaterOrEqual : .equal }
            c = -c / m; m = 1 / m
        }
        var out = lhs.item == holder ? lhs.attribute.rawValue : "\(lhs.item).\(lhs.attribute.rawValue)"
        out += " \(relation.rawValue) "
        if let rhs {
            if m != 1 { out += "\(IBFormat.number(m)) * " }
            out += "\(rhs.item).\(rhs.attribute.rawValue)"
            if c != 0 { out += c < 0 ? " - \(IBFormat.number(-c))" : " + \(IBFormat.number(c))" }
        } else {
            out += IBFormat.number(c)
        }
        if priority < 1000 { out += " @ \(IBFormat.number(priority))" }
        return out
    }
}

enum IBFormat {
    /// UIKit's attribute names; `baseline` is the last baseline.
    static func attribute(_ name: String?) -> Attribute? {
        guard let name else { return nil }
        if name == "baseline" { return .lastBaseline }
        return Attribute(rawValue: name)
    }

    /// `0.5`, or a ratio `16:9` or fraction `1/5` (as Xcode 7 wrote some); 1 when absent.
    static func multiplier(_ text: String?) -> Double {
        guard let text else { return 1 }
        let parts = text.split(whereSeparator: { $0 == ":" || $0 == "/" })
        if parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]), b != 0 { return a / b }
        return Double(text) ?? 1
    }

    /// A number as short as it reads exactly enough: `8`, `0.5`, `119.666667`.
    static func number(_ value: Double) -> String {
        let rounded = (value * 1e6).rounded() / 1e6
        if rounded == rounded.rounded(), abs(rounded) < 1e12 { return String(Int(rounded)) }
        var text = String(format: "%.6f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
