/// Typed reads of single values, each reporting what it expected when the file has something else.
extension LayoutDecoder {
    /// An object's members by key, less unknown and repeated keys, which are reported.
    struct Fields {
        /// In the file's order: an object has a dozen keys at most, which a scan finds sooner
        /// than a hash of each.
        var values: [(key: String, value: JSONValue)] = []
        /// Known keys that an unknown key was taken for a typo of, so "missing" isn't said twice.
        var misspelt: Set<String> = []
        subscript(key: String) -> JSONValue? { values.first { $0.key == key }?.value }
    }

    mutating func fields(of object: JSONValue, allowed: [String], in scope: Scope) -> Fields {
        var fields = Fields()
        guard case .object(let members) = object.kind else { return fields }
        fields.values.reserveCapacity(members.count)
        // A scan for repeats, unless the object is long (a file may repeat a key at will).
        var seen: Set<String>? = members.count > 16 ? [] : nil
        for (index, member) in members.enumerated() {
            let repeated = seen.map { !$0.contains(member.key) } == false
                || (seen == nil && members[..<index].contains { $0.key == member.key })
            seen?.insert(member.key)
            if repeated, let first = members[..<index].first(where: { $0.key == member.key }) {
                report(tr("repeated key; the first is at {first}", ["first": first.keyLocation]), at: member.keyLocation, in: scope, key: member.key)
                continue
            }
            guard allowed.contains(member.key) else {
                if let meant = NameSuggestion.nearest(to: member.key, among: allowed) {
                    fields.misspelt.insert(meant)
                    report(tr("unknown key (did you mean \"{meant}\"?)", ["meant": meant]), at: member.keyLocation, in: scope, key: member.key)
                } else {
                    report(tr("unknown key; expected one of {allowed}", ["allowed": allowed.joined(separator: ", ")]),
                           at: member.keyLocation, in: scope, key: member.key)
                }
                continue
            }
            fields.values.append((member.key, member.value))
        }
        return fields
    }

    /// The value of a key that must be there; its absence is reported at the object.
    mutating func required(_ key: String, in fields: Fields, of object: JSONValue, in scope: Scope,
                           expecting: @autoclosure () -> String) -> JSONValue? {
        if let value = fields[key] { return value }
        if !fields.misspelt.contains(key) {
            report("missing; \(expecting())", at: object.location, in: scope, key: key)
        }
        return nil
    }

    mutating func string(_ value: JSONValue, key: String, in scope: Scope) -> String? {
        if case .string(let text) = value.kind { return text }
        report(tr("expected a string, found {kind}", ["kind": value.kindName]), at: value.location, in: scope, key: key)
        return nil
    }

    mutating func bool(_ value: JSONValue, key: String, in scope: Scope) -> Bool? {
        if case .bool(let flag) = value.kind { return flag }
        report(tr("expected true or false, found {kind}", ["kind": value.kindName]), at: value.location, in: scope, key: key)
        return nil
    }

    mutating func positiveNumber(_ value: JSONValue, key: String, in scope: Scope) -> Double? {
        if case .number(let number) = value.kind, number > 0 { return number }
        report(tr("expected a positive number of points, found {value}", ["value": Self.found(value)]),
               at: value.location, in: scope, key: key)
        return nil
    }

    /// One of an enum's raw values, with the nearest suggested for a typo.
    mutating func choice<T: RawRepresentable & CaseIterable>(
        _ value: JSONValue, _ type: T.Type, noun: String, key: String, in scope: Scope
    ) -> T? where T.RawValue == String {
        guard case .string(let text) = value.kind else {
            report(tr("expected one of {names}, found {kind}", ["names": Self.list(T.self), "kind": value.kindName]),
                   at: value.location, in: scope, key: key)
            return nil
        }
        if let result = T(rawValue: text) { return result }
        if let meant = NameSuggestion.nearest(to: text, among: T.allCases.map(\.rawValue)) {
            report(tr("unknown {noun} \"{text}\" (did you mean \"{meant}\"?)", ["noun": noun, "text": text, "meant": meant]), at: value.location, in: scope, key: key)
        } else {
            report(tr("unknown {noun} \"{text}\"; expected one of {names}", ["noun": noun, "text": text, "names": Self.list(T.self)]),
                   at: value.location, in: scope, key: key)
        }
        return nil
    }

    /// `[x, y, width, height]` with a size of zero or more.
    mutating func frame(_ value: JSONValue, in scope: Scope) -> Rect? {
        let expectation = tr("expected [x, y, width, height] in points")
        guard case .array(let items) = value.kind else {
            report("\(expectation), found \(value.kindName)", at: value.location, in: scope, key: "frame")
            return nil
        }
        guard items.count == 4 else {
            report(trn("{expectation}, found {n} value", "{expectation}, found {n} values", items.count, ["expectation": expectation]),
                   at: value.location, in: scope, key: "frame")
            return nil
        }
        var numbers: [Double] = []
        for (index, item) in items.enumerated() {
            let name = ["x", "y", "width", "height"][index]
            guard case .number(let number) = item.kind else {
                report(tr("{name} must be a number, found {kind}", ["name": name, "kind": item.kindName]), at: item.location, in: scope, key: "frame")
                continue
            }
            if index >= 2, number < 0 {
                report(tr("{name} is {value}; it must be 0 or more", ["name": name, "value": PrettyJSON.text(of: number)]), at: item.location, in: scope, key: "frame")
                continue
            }
            numbers.append(number)
        }
        return Rect(array: numbers)
    }

    /// An array of strings, such as `ignore`'s rule ids.
    mutating func strings(_ value: JSONValue, key: String, in scope: Scope) -> [String]? {
        guard case .array(let items) = value.kind else {
            report(tr("expected an array of strings, found {kind}", ["kind": value.kindName]), at: value.location, in: scope, key: key)
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
