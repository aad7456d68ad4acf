/// Lays a document out as `inset/1` JSON: keys in `LayoutKeys` order, absent optional keys left
/// out, so saving what was loaded gives back the same file.
enum LayoutEncoder {
    /// Fails only for a number JSON can't hold (NaN or infinity), rather than write a file that
    /// won't load.
    static func json(for document: LayoutDocument) throws(LayoutSaveError) -> PrettyJSON {
        var fields: [String: PrettyJSON] = [
            "format": .string(LayoutDocument.currentFormat),
            "name": .string(document.name),
            "platform": .string(document.platform.rawValue),
            "elements": .array(try document.elements.map(element)),
        ]
        fields["orientations"] = document.orientations.map { .inlineArray($0.map { .string($0.rawValue) }) }
        fields["statusBar"] = document.statusBar.map(PrettyJSON.bool)
        fields["widget"] = document.widget.map { .object([("family", .string($0.family.rawValue))]) }
        fields["language"] = document.language.map(PrettyJSON.string)
        if !document.localizations.isEmpty {
            fields["localizations"] = .object(document.localizations.keys.sorted().map { tag in
                (tag, .object(document.localizations[tag]!.keys.sorted().map { ($0, .string(document.localizations[tag]![$0]!)) }))
            })
        }
        return ordered(fields, by: LayoutKeys.document)
    }

    private static func element(_ element: Element) throws(LayoutSaveError) -> PrettyJSON {
        let owner = "element \"\(element.id)\""
        var fields: [String: PrettyJSON] = ["id": .string(element.id), "role": .string(element.role.rawValue)]
        fields["text"] = element.text.map(PrettyJSON.string)
        fields["symbol"] = element.symbol.map(PrettyJSON.string)
        fields["fontSize"] = try element.fontSize.map { v throws(LayoutSaveError) in try number(v, "\(owner): fontSize") }
        fields["frame"] = try element.frame.map { r throws(LayoutSaveError) in try frame(r, "\(owner): frame") }
        fields["constraints"] = element.constraints.map { .array($0.map(PrettyJSON.string)) }
        if !element.variants.isEmpty {
            var variants: [PrettyJSON] = []
            for (index, variant) in element.variants.enumerated() {
                variants.append(try self.variant(variant, "\(owner): variant \(index + 1)"))
            }
            fields["variants"] = .array(variants)
        }
        fields["hidden"] = element.hidden.map(PrettyJSON.bool)
        if !element.ignore.isEmpty { fields["ignore"] = .inlineArray(element.ignore.map(PrettyJSON.string)) }
        if !element.children.isEmpty { fields["children"] = .array(try element.children.map(self.element)) }
        return ordered(fields, by: LayoutKeys.element)
    }

    static func variant(_ variant: Variant, _ owner: String) throws(LayoutSaveError) -> PrettyJSON {
        var fields: [String: PrettyJSON] = ["when": condition(variant.when)]
        fields["text"] = variant.text.map(PrettyJSON.string)
        fields["fontSize"] = try variant.fontSize.map { v throws(LayoutSaveError) in try number(v, "\(owner): fontSize") }
        fields["frame"] = try variant.frame.map { r throws(LayoutSaveError) in try frame(r, "\(owner): frame") }
        fields["constraints"] = variant.constraints.map { .array($0.map(PrettyJSON.string)) }
        fields["hidden"] = variant.hidden.map(PrettyJSON.bool)
        return ordered(fields, by: LayoutKeys.variant)
    }

    private static func condition(_ when: Condition) -> PrettyJSON {
        let values: [String: String?] = [
            "horizontalSizeClass": when.horizontalSizeClass?.rawValue,
            "verticalSizeClass": when.verticalSizeClass?.rawValue,
            "orientation": when.orientation?.rawValue,
            "device": when.device,
            "family": when.family?.rawValue,
            "split": when.split?.rawValue,
            "layoutDirection": when.layoutDirection?.rawValue,
            "language": when.language,
        ]
        return ordered(values.compactMapValues { $0.map(PrettyJSON.string) }, by: LayoutKeys.condition)
    }

    private static func frame(_ rect: Rect, _ owner: String) throws(LayoutSaveError) -> PrettyJSON {
        var items: [PrettyJSON] = []
        for value in rect.array { items.append(try number(value, owner)) }
        return .inlineArray(items)
    }

    private static func number(_ value: Double, _ owner: String) throws(LayoutSaveError) -> PrettyJSON {
        guard value.isFinite else {
            throw LayoutSaveError(path: nil, code: nil, reason: tr("{owner} is {value}, which JSON can't hold", ["owner": owner, "value": value]))
        }
        return .number(value)
    }

    private static func ordered(_ fields: [String: PrettyJSON], by keys: [String]) -> PrettyJSON {
        .object(keys.compactMap { key in fields[key].map { (key, $0) } })
    }
}
