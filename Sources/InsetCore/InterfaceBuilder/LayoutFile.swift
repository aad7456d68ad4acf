import Foundation

/// A file opened for laying out, whatever its format: an inset/1 file is one screen, a
/// storyboard one per scene, a xib one per top-level view. Everything past loading works on
/// the screens' documents and doesn't learn which format they came from.
public struct LayoutFile: Sendable {
    public enum Format: String, Sendable { case inset, storyboard, xib }

    public var path: String
    public var format: Format
    public var screens: [LayoutScreen]

    public init(path: String, format: Format, screens: [LayoutScreen]) {
        self.path = path; self.format = format; self.screens = screens
    }

    public var isInterfaceBuilder: Bool { format != .inset }

    /// Reads the file at `url` (only ever read): all of it, or a `LayoutLoadError` naming
    /// file:line:col and the fix.
    public static func load(from url: URL, strings: [StringsSource] = []) throws(LayoutLoadError) -> LayoutFile {
        try load(bytes: try LayoutDocument.readBytes(of: url), url: url, strings: strings)
    }

    /// The file's bytes, already read, with the translations beside it and those named.
    public static func load(bytes: [UInt8], url: URL, strings: [StringsSource] = []) throws(LayoutLoadError) -> LayoutFile {
        var file = try decode(bytes: bytes, path: url.relativePath)
        // An extension's storyboard shown inside another app's screen is pieces of it.
        if file.format == .storyboard, AppExtensionUI.hostingPoint(of: url) != nil {
            for i in file.screens.indices { file.screens[i].document.component = true }
        }
        // A storyboard's own translations are found beside it; others are named.
        let sources = (file.isInterfaceBuilder ? Localizations.discovered(for: url.path) : []) + strings
        var problems: [LayoutProblem] = []
        for source in sources {
            do {
                let tables = try Localizations.read(source)
                for i in file.screens.indices {
                    Localizations.apply(tables, to: &file.screens[i].document, interfaceBuilder: file.isInterfaceBuilder)
                }
            } catch {
                problems += error.problems
            }
        }
        if !problems.isEmpty { throw LayoutLoadError(problems: problems) }
        return file
    }

    public static func decode(bytes: [UInt8], path: String) throws(LayoutLoadError) -> LayoutFile {
        if InterfaceBuilderReader.isInterfaceBuilderFile(path: path, bytes: bytes) {
            let screens = try InterfaceBuilderReader.read(data: Data(bytes), path: path)
            let xib = path.lowercased().hasSuffix(".xib") || (!path.lowercased().hasSuffix(".storyboard") && !screens.isEmpty
                && !String(decoding: bytes.prefix(4096), as: UTF8.self).contains("<scenes"))
            return LayoutFile(path: path, format: xib ? .xib : .storyboard, screens: screens)
        }
        let document = try LayoutDocument.decode(data: Data(bytes), path: path)
        return LayoutFile(path: path, format: .inset, screens: [LayoutScreen(id: screenID(path), name: document.name, document: document)])
    }

    /// An inset/1 file's one screen is named for the file, without `.inset.json`.
    public static func screenID(_ path: String) -> String {
        var name = path.split(separator: "/").last.map(String.init) ?? path
        for suffix in [".inset.json", ".json"] where name.hasSuffix(suffix) { name.removeLast(suffix.count); break }
        return name
    }

    /// The screens `--scene` picks, by object id, or by name, storyboard identifier or class
    /// (ignoring case); all when none is given.
    public func screens(matching names: [String]) throws(SceneSelectionError) -> [LayoutScreen] {
        guard !names.isEmpty else { return screens }
        var out: [LayoutScreen] = []
        for name in names {
            let wanted = name.lowercased()
            var matches = screens.filter { $0.id == name || $0.name.lowercased() == wanted }
            if matches.isEmpty { matches = screens.filter { $0.otherNames.contains { $0.lowercased() == wanted } } }
            guard !matches.isEmpty else {
                throw SceneSelectionError(path: path, name: name, available: screens.map { "\($0.name) (\($0.id))" })
            }
            for m in matches where !out.contains(where: { $0.id == m.id }) { out.append(m) }
        }
        return out
    }
}

public struct SceneSelectionError: Error, CustomStringConvertible, Sendable {
    public var path: String
    public var name: String
    public var available: [String]
    public var description: String {
        tr("{path}: no scene \"{name}\"; the file's scenes are: {available}", ["path": path, "name": name, "available": available.joined(separator: ", ")])
    }
}
