/// Turns a parsed `inset/1` file into a `LayoutDocument`, collecting every problem on the way
/// rather than stopping at the first, so a designer fixes them all in one pass.
struct LayoutDecoder {
    /// Who a problem belongs to: an element, and a prefix such as `variant 2: ` for its keys.
    struct Scope {
        var elementID: String?
        var prefix = ""
        func key(_ key: String) -> String { prefix + key }
    }

    /// A constraint string met on the way, parsed once every id in the file is known.
    struct PendingConstraint {
        var value: JSONValue
        var text: String
        var scope: Scope
        var key: String
    }

    let path: String
    private(set) var problems: [LayoutProblem] = []
    /// Every element id, with where it is first given.
    var idLocations: [String: SourceLocation] = [:]
    var pendingConstraints: [PendingConstraint] = []

    init(path: String) { self.path = path }

    /// The document, or every problem found in it, in file order.
    static func decode(_ root: JSONValue, path: String) -> Result<LayoutDocument, LayoutLoadError> {
        var decoder = LayoutDecoder(path: path)
        let document = decoder.document(root)
        decoder.checkConstraints()
        if let document, decoder.problems.isEmpty { return .success(document) }
        return .failure(LayoutLoadError(problems: decoder.sortedProblems))
    }

    var sortedProblems: [LayoutProblem] {
        problems.enumerated().sorted {
            ($0.element.line ?? 0, $0.element.column ?? 0, $0.offset)
                < ($1.element.line ?? 0, $1.element.column ?? 0, $1.offset)
        }.map(\.element)
    }

    mutating func report(_ message: String, at location: SourceLocation?, in scope: Scope, key: String?) {
        problems.append(LayoutProblem(path: path, line: location?.line, column: location?.column,
                                      elementID: scope.elementID, key: key.map(scope.key), message: message))
    }

    // MARK: The file

    private mutating func document(_ root: JSONValue) -> LayoutDocument? {
        let scope = Scope()
        guard case .object(let members) = root.kind else {
            report(tr("a layout file is a JSON object, not {kind}", ["kind": root.kindName]), at: root.location, in: scope, key: nil)
            return nil
        }
        guard checkFormat(members, in: root) else { return nil }
        let fields = self.fields(of: root, allowed: LayoutKeys.document, in: scope)

        let name = required("name", in: fields, of: root, in: scope,
                            expecting: tr("give the screen a name, as in \"name\": \"Checkout\""))
            .flatMap { string($0, key: "name", in: scope) }
        if let name, name.isEmpty, let value = fields["name"] {
            report(tr("must not be empty"), at: value.location, in: scope, key: "name")
        }
        let platform = required("platform", in: fields, of: root, in: scope,
                                expecting: tr("expected one of {names}", ["names": Self.list(Platform.self)]))
            .flatMap { choice($0, Platform.self, noun: "platform", key: "platform", in: scope) }
        let orientations = fields["orientations"].flatMap { self.orientations($0, in: scope) }
        let statusBar = fields["statusBar"].flatMap { bool($0, key: "statusBar", in: scope) }
        let widget = widgetSpec(fields["widget"], platform: platform, root: root, in: scope)
        let elements = required("elements", in: fields, of: root, in: scope,
                                expecting: tr("expected an array of elements (it may be empty)"))
            .flatMap { self.elements($0, key: "elements", in: scope) }

        let language = fields["language"].flatMap { string($0, key: "language", in: scope) }
        let localizations = fields["localizations"].flatMap { self.localizations($0, elements: elements ?? [], in: scope) }

        guard let name, let platform, let elements else { return nil }
        var document = LayoutDocument(name: name, platform: platform, orientations: orientations,
                                      statusBar: statusBar, widget: widget, elements: elements)
        document.language = language
        document.localizations = localizations ?? [:]
        return document
    }

    /// `{ "de": { "title": "Ihre Bestellung" } }`: per language tag, text by element id.
    private mutating func localizations(_ value: JSONValue, elements: [Element], in scope: Scope) -> [String: [String: String]]? {
        guard case .object(let languages) = value.kind else {
            report(tr("expected an object of languages, such as { \"de\": { \"title\": \"Titel\" } }, found {kind}", ["kind": value.kindName]),
                   at: value.location, in: scope, key: "localizations")
            return nil
        }
        var ids = Set<String>()
        func collect(_ list: [Element]) { for e in list { ids.insert(e.id); collect(e.children) } }
        collect(elements)
        var out: [String: [String: String]] = [:]
        for language in languages {
            let key = "localizations.\(language.key)"
            guard case .object(let texts) = language.value.kind else {
                report(tr("expected an object of text by element id, found {kind}", ["kind": language.value.kindName]),
                       at: language.value.location, in: scope, key: key)
                continue
            }
            var table: [String: String] = [:]
            for entry in texts {
                guard case .string(let text) = entry.value.kind else {
                    report(tr("expected the element's text as a string, found {kind}", ["kind": entry.value.kindName]),
                           at: entry.value.location, in: scope, key: "\(key).\(entry.key)")
                    continue
                }
                if !ids.contains(entry.key) {
                    let hint = NameSuggestion.hint(for: entry.key, among: ids.sorted())
                    report(tr("no element has the id \"{key}\"{hint}", ["key": entry.key, "hint": hint]), at: entry.value.location, in: scope, key: key)
                    continue
                }
                table[entry.key] = text
            }
            out[language.key] = table
        }
        return out
    }

    /// False when the file is of another format version, whose other keys mean nothing to us.
    private mutating func checkFormat(_ members: [JSONMember], in root: JSONValue) -> Bool {
        let current = LayoutDocument.currentFormat
        guard let format = members.first(where: { $0.key == "format" })?.value else {
            report(tr("missing; a layout file starts with \"format\": \"{current}\"", ["current": current]),
                   at: root.location, in: Scope(), key: "format")
            return true
        }
        guard case .string(let text) = format.kind else {
            report(tr("expected the string \"{current}\", found {kind}", ["current": current, "kind": format.kindName]),
                   at: format.location, in: Scope(), key: "format")
            return true
        }
        guard text == current else {
            report(tr("\"{text}\" is not supported; this version of Inset reads \"{current}\"", ["text": text, "current": current]),
                   at: format.location, in: Scope(), key: "format")
            return false
        }
        return true
    }

    private mutating func orientations(_ value: JSONValue, in scope: Scope) -> [Orientation]? {
        guard case .array(let items) = value.kind else {
            report(tr("expected an array such as [\"portrait\", \"landscape\"], found {kind}", ["kind": value.kindName]),
                   at: value.location, in: scope, key: "orientations")
            return nil
        }
        if items.isEmpty {
            report(tr("list at least one orientation, or leave the key out for both"),
                   at: value.location, in: scope, key: "orientations")
            return nil
        }
        var result: [Orientation] = []
        var valid = true
        for item in items {
            guard let orientation = choice(item, Orientation.self, noun: "orientation",
                                           key: "orientations", in: scope) else {
                valid = false
                continue
            }
            if result.contains(orientation) {
                report(tr("\"{orientation}\" is listed twice", ["orientation": orientation.rawValue]), at: item.location, in: scope, key: "orientations")
                valid = false
            }
            result.append(orientation)
        }
        return valid ? result : nil
    }

    /// The widget's family: required for a widget, refused for any other platform.
    private mutating func widgetSpec(_ value: JSONValue?, platform: Platform?, root: JSONValue,
                                     in scope: Scope) -> WidgetSpec? {
        guard let value else {
            if platform == .widget {
                report(tr("missing; a widget layout names its family, as in \"widget\": { \"family\": \"small\" }"),
                       at: root.location, in: scope, key: "widget")
            }
            return nil
        }
        if let platform, platform != .widget {
            report(tr("only a layout with platform \"widget\" has this key"), at: value.location, in: scope, key: "widget")
            return nil
        }
        guard case .object = value.kind else {
            report(tr("expected an object such as { \"family\": \"small\" }, found {kind}", ["kind": value.kindName]),
                   at: value.location, in: scope, key: "widget")
            return nil
        }
        let fields = self.fields(of: value, allowed: LayoutKeys.widget, in: Scope(prefix: "widget."))
        return required("family", in: fields, of: value, in: Scope(prefix: "widget."),
                        expecting: tr("expected one of {names}", ["names": Self.list(WidgetSpec.Family.self)]))
            .flatMap { choice($0, WidgetSpec.Family.self, noun: tr("widget family"), key: "widget.family", in: scope) }
            .map(WidgetSpec.init(family:))
    }

    // MARK: Constraints

    /// Parses every constraint string now that all ids are known, so references can be checked.
    private mutating func checkConstraints() {
        let known = Set(idLocations.keys)
        // Many elements share a string ("leading == margins.leading"): it reads the same each time.
        var read = Set<String>()
        for pending in pendingConstraints where !read.contains(pending.text) {
            do {
                let spec = try ConstraintParser.parse(pending.text, elementIDs: known)
                read.insert(pending.text)
                ParsedConstraints.remember(pending.text, spec)
            } catch {
                report(error.message, at: pending.value.location(ofScalarOffset: error.offset),
                       in: pending.scope, key: pending.key)
            }
        }
    }
}
