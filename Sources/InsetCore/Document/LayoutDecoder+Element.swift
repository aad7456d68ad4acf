/// Elements, their variants and the variants' conditions.
extension LayoutDecoder {
    mutating func elements(_ value: JSONValue, key: String, in scope: Scope) -> [Element]? {
        guard case .array(let items) = value.kind else {
            report(tr("expected an array of elements, found {kind}", ["kind": value.kindName]), at: value.location, in: scope, key: key)
            return nil
        }
        let result = items.compactMap { element($0, listKey: key, in: scope) }
        return result.count == items.count ? result : nil
    }

    private mutating func element(_ value: JSONValue, listKey: String, in parent: Scope) -> Element? {
        guard case .object(let members) = value.kind else {
            report(tr("expected an element object, found {kind}", ["kind": value.kindName]), at: value.location, in: parent, key: listKey)
            return nil
        }
        let rawID = members.first { $0.key == "id" }?.value
        var scope = Scope()
        if let rawID, case .string(let text) = rawID.kind { scope.elementID = text }
        let fields = self.fields(of: value, allowed: LayoutKeys.element, in: scope)

        let id = required("id", in: fields, of: value, in: scope, expecting: "every element needs an id, unique in the file")
            .flatMap { self.id($0, in: scope) }
        let role = required("role", in: fields, of: value, in: scope, expecting: tr("expected one of {names}", ["names": Self.list(Role.self)]))
            .flatMap { choice($0, Role.self, noun: "role", key: "role", in: scope) }
        let constraints = fields["constraints"].flatMap { self.constraints($0, in: scope) }
        let element = Element(
            id: id ?? "", role: role ?? .view,
            text: fields["text"].flatMap { string($0, key: "text", in: scope) },
            fontSize: fields["fontSize"].flatMap { positiveNumber($0, key: "fontSize", in: scope) },
            frame: fields["frame"].flatMap { frame($0, in: scope) },
            constraints: constraints?.texts,
            variants: fields["variants"].flatMap { variants($0, in: scope) } ?? [],
            hidden: fields["hidden"].flatMap { bool($0, key: "hidden", in: scope) },
            symbol: fields["symbol"].flatMap { string($0, key: "symbol", in: scope) },
            ignore: fields["ignore"].flatMap { strings($0, key: "ignore", in: scope) } ?? [],
            children: fields["children"].flatMap { elements($0, key: "children", in: scope) } ?? [],
            location: value.location,
            constraintLocations: constraints?.locations ?? [])
        return id != nil && role != nil ? element : nil
    }

    /// A well-formed id not used before and not a guide's name (a constraint naming it would be
    /// ambiguous).
    private mutating func id(_ value: JSONValue, in scope: Scope) -> String? {
        guard let id = string(value, key: "id", in: scope) else { return nil }
        guard Self.isValidID(id) else {
            report(tr("\"{id}\" is not a valid id; an id starts with a letter or \"_\" and goes on with letters, digits, \"_\" or \"-\"", ["id": id]),
                   at: value.location, in: scope, key: "id")
            return nil
        }
        if Guide(rawValue: id) != nil {
            report(tr("\"{id}\" is the name of a guide, so constraints can't refer to this element; choose another id", ["id": id]),
                   at: value.location, in: scope, key: "id")
            return nil
        }
        if let first = idLocations[id] {
            report(tr("\"{id}\" is already the id of the element at {first}; ids are unique in the file", ["id": id, "first": first]),
                   at: value.location, in: scope, key: "id")
            return nil
        }
        idLocations[id] = value.location
        return id
    }

    /// `[A-Za-z_][A-Za-z0-9_-]*`.
    static func isValidID(_ id: String) -> Bool {
        let isLetter: (Unicode.Scalar) -> Bool = { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || $0 == "_" }
        guard let first = id.unicodeScalars.first, isLetter(first) else { return false }
        return id.unicodeScalars.allSatisfy { isLetter($0) || ("0"..."9").contains($0) || $0 == "-" }
    }

    /// The strings as written, with where each is; they are parsed once every id is known.
    private mutating func constraints(_ value: JSONValue,
                                      in scope: Scope) -> (texts: [String], locations: [SourceLocation])? {
        guard case .array(let items) = value.kind else {
            report(tr("expected an array of constraint strings, found {kind}", ["kind": value.kindName]),
                   at: value.location, in: scope, key: "constraints")
            return nil
        }
        var texts: [String] = [], locations: [SourceLocation] = []
        for (index, item) in items.enumerated() {
            let key = "constraint \(index + 1)"
            guard case .string(let text) = item.kind else {
                report(tr("expected a string such as \"width >= 44\", found {kind}", ["kind": item.kindName]),
                       at: item.location, in: scope, key: key)
                continue
            }
            pendingConstraints.append(PendingConstraint(value: item, text: text, scope: scope, key: key))
            texts.append(text)
            locations.append(item.location)
        }
        return texts.count == items.count ? (texts, locations) : nil
    }

    // MARK: Variants

    private mutating func variants(_ value: JSONValue, in scope: Scope) -> [Variant]? {
        guard case .array(let items) = value.kind else {
            report(tr("expected an array of variants, found {kind}", ["kind": value.kindName]), at: value.location, in: scope, key: "variants")
            return nil
        }
        var result: [Variant] = []
        for (index, item) in items.enumerated() {
            let variantScope = Scope(elementID: scope.elementID, prefix: "variant \(index + 1): ")
            guard case .object = item.kind else {
                report(tr("expected an object with \"when\" and the keys it replaces, found {kind}", ["kind": item.kindName]),
                       at: item.location, in: scope, key: "variant \(index + 1)")
                continue
            }
            let fields = self.fields(of: item, allowed: LayoutKeys.variant, in: variantScope)
            let when = required("when", in: fields, of: item, in: variantScope,
                                expecting: tr("a variant says when it applies, as in \"when\": { \"verticalSizeClass\": \"compact\" }"))
                .flatMap { condition($0, in: variantScope) }
            let constraints = fields["constraints"].flatMap { self.constraints($0, in: variantScope) }
            result.append(Variant(
                when: when ?? Condition(),
                constraints: constraints?.texts,
                frame: fields["frame"].flatMap { frame($0, in: variantScope) },
                hidden: fields["hidden"].flatMap { bool($0, key: "hidden", in: variantScope) },
                fontSize: fields["fontSize"].flatMap { positiveNumber($0, key: "fontSize", in: variantScope) },
                text: fields["text"].flatMap { string($0, key: "text", in: variantScope) },
                location: item.location,
                constraintLocations: constraints?.locations ?? []))
        }
        return result
    }

    /// A variant's `when`; a device id is kept as written, since the catalog isn't at hand here.
    private mutating func condition(_ value: JSONValue, in variantScope: Scope) -> Condition? {
        guard case .object = value.kind else {
            report(tr("expected an object such as { \"verticalSizeClass\": \"compact\" }, found {kind}", ["kind": value.kindName]),
                   at: value.location, in: variantScope, key: "when")
            return nil
        }
        let scope = Scope(elementID: variantScope.elementID, prefix: variantScope.prefix + "when.")
        let fields = self.fields(of: value, allowed: LayoutKeys.condition, in: scope)
        return Condition(
            horizontalSizeClass: fields["horizontalSizeClass"].flatMap {
                choice($0, SizeClass.self, noun: tr("size class"), key: "horizontalSizeClass", in: scope) },
            verticalSizeClass: fields["verticalSizeClass"].flatMap {
                choice($0, SizeClass.self, noun: tr("size class"), key: "verticalSizeClass", in: scope) },
            orientation: fields["orientation"].flatMap {
                choice($0, Orientation.self, noun: "orientation", key: "orientation", in: scope) },
            device: fields["device"].flatMap { string($0, key: "device", in: scope) },
            family: fields["family"].flatMap {
                choice($0, DeviceFamily.self, noun: tr("device family"), key: "family", in: scope) },
            split: fields["split"].flatMap { choice($0, Split.self, noun: "split", key: "split", in: scope) },
            layoutDirection: fields["layoutDirection"].flatMap {
                choice($0, LayoutDirection.self, noun: tr("layout direction"), key: "layoutDirection", in: scope) },
            language: fields["language"].flatMap { string($0, key: "language", in: scope) })
    }
}
