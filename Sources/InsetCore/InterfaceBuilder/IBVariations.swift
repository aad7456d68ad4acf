/// Size-class variations (`<variation key="widthClass=compact">`): which views and constraints
/// are installed, and which constants and fonts hold, for each pair of size classes.
struct IBCombo: Hashable {
    var width: SizeClass
    var height: SizeClass

    /// iPhone portrait first: the base a document's variants are written against.
    static let all = [IBCombo(width: .compact, height: .regular), IBCombo(width: .regular, height: .regular),
                      IBCombo(width: .compact, height: .compact), IBCombo(width: .regular, height: .compact)]

    var condition: Condition { Condition(horizontalSizeClass: width, verticalSizeClass: height) }
}

enum IBVariations {
    /// How specific a variation key is where it applies (0 for `default`, 1 for one trait, 2 for
    /// both); nil where it doesn't apply, or names a trait (an idiom) no iOS size class has.
    static func level(_ key: String, _ combo: IBCombo) -> Int? {
        if key == "default" { return 0 }
        var level = 0
        for part in key.split(separator: "-") {
            let kv = part.split(separator: "=")
            guard kv.count == 2, let value = SizeClass(rawValue: String(kv[1])) else { return nil }
            switch kv[0] {
            case "widthClass": if value != combo.width { return nil }
            case "heightClass": if value != combo.height { return nil }
            default: return nil
            }
            level += 1
        }
        return level
    }

    /// Whether a key names only size classes (or is `default`): others, such as
    /// `userInterfaceIdiom=mac`, never apply on the devices Inset lays out.
    static func isSizeClassKey(_ key: String) -> Bool {
        IBCombo.all.contains { level(key, $0) != nil }
    }

    /// The variations of `element` that apply, least specific first (document order within a level).
    static func applying(_ element: XElement?, _ combo: IBCombo) -> [XElement] {
        let variations = (element?.children("variation") ?? []).enumerated().compactMap { i, v in
            level(v["key"] ?? "", combo).map { (level: $0, index: i, v: v) }
        }
        return variations.sorted { ($0.level, $0.index) < ($1.level, $1.index) }.map(\.v)
    }

    /// Whether `reference` (a subview or constraint id) is installed, by `holder`'s masks.
    static func installed(_ reference: String, mask key: String, in holder: XElement?, _ combo: IBCombo) -> Bool {
        var installed = true
        for v in applying(holder, combo) {
            for mask in v.children("mask") where mask["key"] == key {
                for e in mask.children where e["reference"] == reference {
                    if e.name == "exclude" { installed = false }
                    if e.name == "include" { installed = true }
                }
            }
        }
        return installed
    }

    static func constant(_ c: IBConstraint, _ combo: IBCombo) -> Double {
        var value = c.constant
        let matching = c.constantVariations.enumerated().compactMap { i, v in level(v.key, combo).map { ($0, i, v.constant) } }
        for (_, _, constant) in matching.sorted(by: { ($0.0, $0.1) < ($1.0, $1.1) }) { value = constant }
        return value
    }

    /// A font size a variation gives the view, over its own.
    static func fontSize(_ view: XElement, base: Double?, _ combo: IBCombo) -> Double? {
        var size = base
        for v in applying(view, combo) {
            if let d = v.child("fontDescription"), let s = IBViews.font(d).size { size = s }
        }
        return size
    }

    /// A value for each combination, as the one most combinations share and the others apart.
    static func split<T: Hashable>(_ value: (IBCombo) -> T) -> (base: T, others: [(IBCombo, T)]) {
        let values = IBCombo.all.map { ($0, value($0)) }
        var counts: [T: Int] = [:]
        for (_, v) in values { counts[v, default: 0] += 1 }
        let most = counts.values.max() ?? 0
        let best = values.first { counts[$0.1] == most }!.1
        return (best, values.filter { $0.1 != best })
    }
}
