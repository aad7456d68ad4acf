import Foundation

/// Where a screen's translations come from besides inset/1's `localizations`: Apple `.strings`
/// files (a language each) and String Catalogs (`.xcstrings`, every language), named with
/// `--strings [LANG=]FILE` or, for a storyboard or xib, found beside it.
public struct StringsSource: Hashable, Sendable {
    public var path: String
    /// The language a `.strings` file is in; nil takes it from its `xx.lproj` folder.
    public var language: String?

    public init(path: String, language: String? = nil) { self.path = path; self.language = language }

    /// `--strings de=Localizable.strings` or `--strings fr.lproj/Main.strings`.
    public init(argument: String) {
        if let eq = argument.firstIndex(of: "="), !argument[..<eq].contains("/") {
            self.init(path: String(argument[argument.index(after: eq)...]), language: String(argument[..<eq]))
        } else {
            self.init(path: argument)
        }
    }
}

public enum Localizations {
    /// Per language, text by key.
    public typealias Tables = [String: [String: String]]

    public static func read(_ source: StringsSource) throws(LayoutLoadError) -> Tables {
        let url = URL(fileURLWithPath: source.path)
        let bytes = try LayoutDocument.readBytes(of: url)
        if source.path.lowercased().hasSuffix(".xcstrings") { return try StringCatalog.parse(bytes, path: source.path) }
        guard let language = source.language ?? lprojLanguage(of: source.path) else {
            throw LayoutLoadError(problems: [LayoutProblem(path: source.path,
                message: tr("which language is it in? Put it in an xx.lproj folder or name it as --strings de={source}", ["source": source.path]))])
        }
        return [language: try StringsFile.parse(bytes, path: source.path)]
    }

    /// `de` for `…/de.lproj/Main.strings`.
    static func lprojLanguage(of path: String) -> String? {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().lastPathComponent
        guard folder.hasSuffix(".lproj") else { return nil }
        let language = String(folder.dropLast(".lproj".count))
        return language == "Base" ? nil : language
    }

    /// A storyboard's or xib's own translations: `xx.lproj/NAME.strings` in the folders beside
    /// its `Base.lproj` (or its own folder), and `NAME.xcstrings` next to it or its `Base.lproj`.
    public static func discovered(for path: String) -> [StringsSource] {
        let url = URL(fileURLWithPath: path)
        let name = url.deletingPathExtension().lastPathComponent
        let folder = url.deletingLastPathComponent()
        let root = folder.lastPathComponent.hasSuffix(".lproj") ? folder.deletingLastPathComponent() : folder
        var out: [StringsSource] = []
        let fm = FileManager.default
        let entries = ((try? fm.contentsOfDirectory(atPath: root.path)) ?? []).sorted()
        for entry in entries where entry.hasSuffix(".lproj") && entry != "Base.lproj" {
            let strings = root.appendingPathComponent(entry).appendingPathComponent(name + ".strings")
            if fm.fileExists(atPath: strings.path) { out.append(StringsSource(path: strings.path)) }
        }
        for catalog in [folder.appendingPathComponent(name + ".xcstrings"), root.appendingPathComponent(name + ".xcstrings")]
        where fm.fileExists(atPath: catalog.path) && !out.contains(where: { $0.path == catalog.path }) {
            out.append(StringsSource(path: catalog.path))
        }
        return out
    }

    /// Puts the tables into a document: keys are element ids in an inset/1 file, and Interface
    /// Builder's `OBJECTID.text`, `.normalTitle`, `.placeholder`, `.title` in a storyboard or xib.
    public static func apply(_ tables: Tables, to document: inout LayoutDocument, interfaceBuilder: Bool) {
        let ids = Set(document.allElements.map(\.id))
        for (language, table) in tables where language != document.ownLanguage {
            var texts = document.localizations[language] ?? [:]
            for (key, value) in table {
                let id: String
                if interfaceBuilder {
                    guard let dot = key.lastIndex(of: ".") else { continue }
                    let property = key[key.index(after: dot)...]
                    guard ["text", "normalTitle", "placeholder", "title"].contains(property) else { continue }
                    let object = String(key[..<dot])
                    id = document.textAliases[object] ?? object
                } else {
                    id = key
                }
                if ids.contains(id) { texts[id] = value }
            }
            document.localizations[language] = texts
        }
    }
}

/// String Catalogs (`.xcstrings`, Xcode 15): JSON with, per key, each language's `stringUnit`.
enum StringCatalog {
    static func parse(_ bytes: [UInt8], path: String) throws(LayoutLoadError) -> Localizations.Tables {
        let root: JSONValue
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            throw LayoutLoadError(problems: [LayoutProblem(path: path, line: error.location.line,
                                                           column: error.location.column, message: error.message)])
        }
        guard case .object(let top) = root.kind,
              let strings = top.first(where: { $0.key == "strings" })?.value, case .object(let keys) = strings.kind else {
            throw LayoutLoadError(problems: [LayoutProblem(path: path, line: root.location.line, column: root.location.column,
                message: tr("not a String Catalog: expected an object with \"strings\", as Xcode writes .xcstrings files"))])
        }
        var out: Localizations.Tables = [:]
        for entry in keys {
            guard case .object(let fields) = entry.value.kind,
                  let localizations = fields.first(where: { $0.key == "localizations" })?.value,
                  case .object(let languages) = localizations.kind else { continue }
            for language in languages {
                guard case .object(let unitFields) = language.value.kind,
                      let unit = unitFields.first(where: { $0.key == "stringUnit" })?.value,
                      case .object(let unitMembers) = unit.kind,
                      let value = unitMembers.first(where: { $0.key == "value" })?.value,
                      case .string(let text) = value.kind else { continue }
                out[language.key, default: [:]][entry.key] = text
            }
        }
        return out
    }
}
