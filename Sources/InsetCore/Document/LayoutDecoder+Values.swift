/// Typed reads of single values, each reporting what it expected when the file has something else.
extension LayoutDecoder {
    /// An object's members by key, less unknown and repeated keys, which are reported.
    struct Fields {
        var values: [String: JSONValue] = [:]
        /// Known keys that an unknown key was taken for a typo of, so "missing" isn't said twice.
        var misspelt: Set<String> = []
        subscript(key: String) -> JSONValue? { values[key] }
    }

    mutating func fields(of object: JSONValue, allowed: [String], in scope: Scope) -> Fields {
        var fields = Fields()
        guard case .object(let members) = object.kind else { return fields }
        var keyLocations: [String: SourceLocation] = [:]
        for member in members {
            if let first = keyLocations[member.key] {
                report("repeated key; the first is at \(first)", at: member.keyLocation, in: scope, key: member.key)
                continue
            }
            keyLocations[member.key] = member.keyLocation
            guard allowed.contains(member.key) else {
                if let meant = NameSuggestion.nearest(to: member.key, among: allowed) {
                    fields.misspelt.insert(meant)
                    report("unknown key (did you mean \"\(meant)\"?)", at: member.keyLocation, in: scope, key: member.key)
                } else {
                    report("unknown key; expected one of \(allowed.joined(separator: ", "))",
                           at: member.keyLocation, in: scope, key: member.key)
                }
                continue
            }
            fields.values[member.key] = member.value
        }
        return fields
    }

    /// The value of a key that must be there; its absence is reported at the object.
    mutating func required(_ key: String, in fields: Fields, of object: JSONValue, in scope: Scope,
                           expecting: String) -> JSONValue? {
        if let value = fields[key] { return value }
        if !fields.misspelt.contains(key) {
            report("missing; \(expecting)", at: object.location, in: scope, key: key)
        }
        return nil
    }

    mutating func string(_ value: JSONValue, key: String, in scope: Scope) -> String? {
        if case .string(let text) = value.kind { return text }
        report("expected a string, found \(value.kindName)", at: value.location, in: scope, key: key)
        return nil
    }

    mutating func bool(_ value: JSONValue, key: String, in scope: Scope) -> Bool? {
        if case .bool(let flag) = value.kind { return flag }
        report("expected true or false, found \(value.kindName)", at: value.location, in: scope, key: key)
        return nil
    }

    mutating func positiveNumber(_ value: JSONValue, key: String, in scope: Scope) -> Double? {
        if case .number(let number) = value.kind, number > 0 { return number }
        report("expected a positive number of points, found \(Self.found(value))",
               at: value.location, in: scope, key: key)
        return nil
    }

    /// One of an enum's raw values, with the nearest suggested for a typo.
    mutating func choice<T: RawRepresentable & CaseIterable>(
        _ value: JSONValue, _ type: T.Type, noun: String, key: String, in scope: Scope
    ) -> T? where T.RawValue == String {
        guard case .string(let text) = value.kind else {
            report("expected one of \(Self.list(T.self)), found \(value.kindName)",
                   at: value.location, in: scope, key: key)
            return nil
        }
        if let result = T(rawValue: text) { return result }
        if let meant = NameSuggestion.nearest(to: text, among: T.allCases.map(\.rawValue)) {
            report("unknown \(noun) \"\(text)\" (did you mean \"\(meant)\"?)", at: value.location, in: scope, key: key)
        } else {
            report("unknown \(noun) \"\(text)\"; expected one of \(Self.list(T.self))",
                   at: value.location, in: scope, key: key)
        }
        return nil
    }

    /// `[x, y, width, height]` with a size of zero or more.
    mutating func frame(_ value: JSONValue, in scope: Scope) -> Rect? {
        let expectation = "expected [x, y, width, height] in points"
        guard case .array(let items) = value.kind else {
            report("\(expectation), found \(value.kindName)", at: value.location, in: scope, key: "frame")
            return nil
        }
        guard items.count == 4 else {
            report("\(expectation), found \(items.count) value\(items.count == 1 ? "" : "s")",
                   at: value.location, in: scope, key: "frame")
            return nil
        }
        var numbers: [Double] = []
        for (index, item) in items.enumerated() {
            let name = ["x", "y", "width", "height"][index]
            guard case .number(let number) = item.kind else {
                report("\(name) must be a number, found \(item.kindName)", at: item.location, in: scope, key: "frame")
                continue
            }
            if index >= 2, number < 0 {
                report("\(name) is \(PrettyJSON.text(of: number)); it must be 0 or more", at: item.location, in: scope, key: "frame")
                continue
            }
            numbers.append(number)
        }
        return Rect(array: numbers)
    }

    /// An array of strings, such as `ignore`'s rule ids.
    mutating func strings(_ value: JSONValue, key: String, in scope: Scope) -> [String]? {
        guard case .array(let items) = value.kind else {
            report("expected an array of strings, found \(value.kindName)", at: value.location, in: scope, key: key)
            return nil
        }
        let result = items.compactMap { string($0, key: key, in: scope) }
        return result.count == items.count ? result : nil
    }

    static func list<T: RawRepresentable & CaseIterable>(_ type: T.Type) -> String where T.RawValue == String {
        T.allCases.map(\.rawValue).joined(separator: ", ")
    }

    /// A found value as a message quotes it: `-3`, `a string`.
    static func found(_ value: JSONValue) -> String {
        if case .number(let number) = value.kind { return PrettyJSON.text(of: number) }
        return value.kindName
    }
}
