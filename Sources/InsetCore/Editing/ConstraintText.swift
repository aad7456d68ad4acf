/// Changes to a constraint string that keep the rest of it as the designer wrote it (spacing,
/// multiplier, priority), checked by parsing the result; where the text can't be kept, the
/// constraint is written out afresh in the grammar's canonical form.
public enum ConstraintText {
    /// `text` (which parses to `spec`) with its constant set to `constant`: `top == a.bottom + 8`
    /// becomes `top == a.bottom + 12`, `left == a.left` becomes `left == a.left - 4`.
    static func settingConstant(of text: String, spec: ConstraintSpec, to constant: Double) -> String {
        var expected = spec
        expected.constant = constant
        let s = Array(text.unicodeScalars)
        // The priority, with the space before it, stays as written.
        var headEnd = s.firstIndex(of: "@") ?? s.count
        while headEnd > 0, s[headEnd - 1].properties.isWhitespace { headEnd -= 1 }
        var head: [Unicode.Scalar]
        if spec.second == nil {
            // `width == 44`: everything after the relation is the number.
            guard let relation = s[..<headEnd].firstIndex(where: { "=<>".unicodeScalars.contains($0) }) else {
                return written(expected)
            }
            var start = relation
            while start < headEnd, "=<>".unicodeScalars.contains(s[start]) { start += 1 }
            while start < headEnd, s[start].properties.isWhitespace { start += 1 }
            head = Array(s[..<start]) + Array(number(constant).unicodeScalars)
        } else {
            // `top == a.bottom + 8`: the anchor ends in letters, so a trailing number is the constant.
            var anchorEnd = headEnd
            var signAndSpacing: (before: [Unicode.Scalar], after: [Unicode.Scalar])?
            let numberStart = trailingNumberStart(s, before: headEnd)
            if numberStart < headEnd {
                var sign = numberStart
                while sign > 0, s[sign - 1].properties.isWhitespace { sign -= 1 }
                if sign > 0, s[sign - 1] == "+" || s[sign - 1] == "-" {
                    var before = sign - 1
                    while before > 0, s[before - 1].properties.isWhitespace { before -= 1 }
                    anchorEnd = before
                    signAndSpacing = (Array(s[before..<(sign - 1)]), Array(s[sign..<numberStart]))
                }
            }
            head = Array(s[..<anchorEnd])
            if constant != 0 {
                let spacing = signAndSpacing ?? ([" "], [" "])
                head += spacing.before + [constant < 0 ? "-" : "+"] + spacing.after
                head += Array(number(abs(constant)).unicodeScalars)
            }
        }
        var out = String.UnicodeScalarView()
        out.append(contentsOf: head)
        out.append(contentsOf: s[headEnd...])
        return checked(String(out), expected)
    }

    /// Where a number ending at `end` starts (digits, a fraction, an exponent); `end` when none does.
    private static func trailingNumberStart(_ s: [Unicode.Scalar], before end: Int) -> Int {
        var start = end
        while start > 0 {
            let c = s[start - 1]
            if c.isDigit || c == "." || c == "e" || c == "E" {
                start -= 1
            } else if (c == "+" || c == "-"), start >= 2, s[start - 2] == "e" || s[start - 2] == "E",
                      start < end, s[start].isDigit {
                start -= 1
            } else {
                break
            }
        }
        // Letters of a word (`centerX`'s `e`) are not a number: it starts with a digit or a point.
        while start < end, !(s[start].isDigit || s[start] == ".") { start += 1 }
        guard start < end, s[end - 1].isDigit,
              Double(String(String.UnicodeScalarView(s[start..<end]))) != nil else { return end }
        return start
    }

    /// `text` with every item named `old` renamed `new`, the rest as written.
    static func renamingItem(in text: String, from old: String, to new: String) -> String {
        guard text.contains(old), let spec = try? ConstraintParser.parse(text) else { return text }
        var expected = spec
        expected.first.item = renamed(spec.first.item, old, new)
        expected.second?.item = renamed(spec.second?.item ?? .this, old, new)
        guard expected != spec else { return text }

        // Words followed by "." are items, read as the parser reads them.
        let s = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var i = 0
        while i < s.count {
            let c = s[i]
            if c.properties.isAlphabetic || c == "_" {
                var end = i
                while end < s.count, s[end].isWordScalar { end += 1 }
                var next = end
                while next < s.count, s[next].properties.isWhitespace { next += 1 }
                let word = String(String.UnicodeScalarView(s[i..<end]))
                out.append(contentsOf: (word == old && next < s.count && s[next] == ".") ? new.unicodeScalars : word.unicodeScalars)
                i = end
            } else if c.isDigit {
                // A number whole, so an exponent's `e` isn't taken for a word.
                while i < s.count, s[i].isDigit || s[i] == "." || s[i] == "e" || s[i] == "E"
                        || ((s[i] == "+" || s[i] == "-") && (s[i - 1] == "e" || s[i - 1] == "E")) {
                    out.append(s[i])
                    i += 1
                }
            } else {
                out.append(c)
                i += 1
            }
        }
        return checked(String(out), expected)
    }

    private static func renamed(_ item: ItemRef, _ old: String, _ new: String) -> ItemRef {
        item == .element(old) ? .element(new) : item
    }

    /// `text` when it parses to `expected`, else `expected` written out afresh.
    private static func checked(_ text: String, _ expected: ConstraintSpec) -> String {
        (try? ConstraintParser.parse(text)) == expected ? text : written(expected)
    }

    /// The grammar's canonical form with every number in full: `width == 0.333 * parent.width + 8 @ 600`.
    static func written(_ spec: ConstraintSpec) -> String {
        var text = "\(anchor(spec.first)) \(spec.relation.rawValue) "
        if let second = spec.second {
            if spec.multiplier != 1 { text += "\(number(spec.multiplier)) * " }
            text += anchor(second)
            if spec.constant != 0 { text += " \(spec.constant < 0 ? "-" : "+") \(number(abs(spec.constant)))" }
        } else {
            text += number(spec.constant)
        }
        if !spec.isRequired {
            let name = ConstraintParser.priorityNames.first { $0.value == spec.priority }?.name
            text += " @ \(name ?? number(spec.priority))"
        }
        return text
    }

    private static func anchor(_ anchor: Anchor) -> String {
        switch anchor.item {
        case .this: anchor.attribute.rawValue
        case .guide(let guide): "\(guide.rawValue).\(anchor.attribute.rawValue)"
        case .element(let id): "\(id).\(anchor.attribute.rawValue)"
        }
    }

    /// Shortest exact form (`8`, `0.5`, `1e+20`).
    public static func number(_ value: Double) -> String { PrettyJSON.text(of: value) }
}

private extension Unicode.Scalar {
    var isDigit: Bool { ("0"..."9").contains(self) }
    /// What the parser takes into an item's name.
    var isWordScalar: Bool { properties.isAlphabetic || isDigit || self == "_" || self == "-" }
}
