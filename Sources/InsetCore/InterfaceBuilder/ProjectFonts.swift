import Foundation

/// The font files a project ships, found near an Interface Builder file by the file names its
/// `<customFonts>` lists: Xcode sets labels in them, so their line heights are the ones it drew.
enum ProjectFonts {
    struct Font {
        let file: URL
        let metrics: FontLineMetrics
    }

    /// Each PostScript name's font, for the fonts `listed` (PostScript name → file name) that
    /// are found in the project around `path`: by the file name Xcode listed, else by the
    /// PostScript name inside a font file of another name (the designer's "Mark Simonson - Proxima
    /// Nova Regular.otf" is the project's `ProximaNova-Regular.otf`), as iOS finds it.
    static func fonts(_ listed: [String: String], near path: String) -> [String: Font] {
        guard !listed.isEmpty else { return [:] }
        let root = searchRoot(of: URL(fileURLWithPath: path).resolvingSymlinksInPath())
        let found = files(named: Set(listed.values), under: root)
        var out: [String: Font] = [:]
        var unfound: [String] = []
        for (name, file) in listed {
            guard let url = found[file] else { unfound.append(name); continue }
            if let font = font(at: url) { out[name] = font }
        }
        guard !unfound.isEmpty else { return out }
        let named = postScriptNames(under: root)
        for name in unfound {
            if let url = named[name] ?? sibling(of: name, in: named).flatMap({ named[$0] }), let font = font(at: url) {
                out[name] = font
            }
        }
        return out
    }

    /// Of the fonts of `name`'s family the project ships, upright or italic as it is, the one
    /// nearest its weight (`ProximaNova-Bold` for a missing `ProximaNova-Semibold`): a family's
    /// weights share their vertical metrics, and its nearest weight sets text nearest in width.
    /// Newsreels' storyboards name four weights of Proxima Nova, and its project ships two.
    static func sibling(of name: String, in named: [String: URL]) -> String? {
        guard let dash = name.lastIndex(of: "-") else { return nil }
        let family = name[...dash]
        func italic(_ name: String) -> Bool { name.lowercased().contains("italic") }
        func weight(_ name: String) -> Int { IBViews.weight(name: name) ?? 400 }
        let wanted = weight(name)
        return named.keys.filter { $0.hasPrefix(family) && italic($0) == italic(name) }
            .min { (abs(weight($0) - wanted), $0) < (abs(weight($1) - wanted), $1) }
    }

    private static func font(at url: URL) -> Font? {
        guard let data = try? Data(contentsOf: url), let metrics = FontLineMetrics(fontFile: data) else { return nil }
        return Font(file: url, metrics: metrics)
    }

    /// The project the file belongs to: the nearest folder above it holding `.git`, an Xcode
    /// project or workspace, or `Package.swift`, or else the file's own folder.
    static func searchRoot(of file: URL) -> URL {
        let folder = file.deletingLastPathComponent().standardizedFileURL
        var candidate = folder
        for _ in 0..<10 {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: candidate.path)) ?? []
            if names.contains(where: { $0 == ".git" || $0 == "Package.swift" || $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }) {
                return candidate
            }
            let up = candidate.deletingLastPathComponent()
            if up.path == candidate.path { break }
            candidate = up
        }
        return folder
    }

    private static let lock = NSLock()
    /// Folders searched already, with every font file in them: a project's other files ask again.
    /// Searched under the lock, so files read at once walk the folder once.
    nonisolated(unsafe) private static var searched: [String: [String: URL]] = [:]
    private static let skipped: Set<String> = ["node_modules", "DerivedData", "build", "Build", "Carthage"]
    private static let limit = 200_000

    static func files(named names: Set<String>, under root: URL) -> [String: URL] {
        lock.lock()
        defer { lock.unlock() }
        return allFiles(under: root).filter { names.contains($0.key) }
    }

    /// Folders whose fonts were opened for their PostScript names, with each name's file.
    nonisolated(unsafe) private static var named: [String: [String: URL]] = [:]

    /// Every font file under `root` by its PostScript name; of two files of one name, the first by path.
    static func postScriptNames(under root: URL) -> [String: URL] {
        lock.lock()
        defer { lock.unlock() }
        if let known = named[root.path] { return known }
        var out: [String: URL] = [:]
        for url in allFiles(under: root).values.sorted(by: { $0.path < $1.path }) {
            guard let data = try? Data(contentsOf: url, options: .mappedIfSafe), let name = fontPostScriptName(data),
                  out[name] == nil else { continue }
            out[name] = url
        }
        named[root.path] = out
        return out
    }

    /// Every font file under `root` by file name; called under the lock.
    private static func allFiles(under root: URL) -> [String: URL] {
        searched[root.path] ?? {
            var fonts: [String: URL] = [:]
            var seen = 0
            let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil,
                                                            options: [.skipsHiddenFiles])
            while let url = enumerator?.nextObject() as? URL, seen < limit {
                seen += 1
                let name = url.lastPathComponent
                if skipped.contains(name) { enumerator?.skipDescendants(); continue }
                let ext = url.pathExtension.lowercased()
                // Of two files of one name, the first by path: the same one however the folder lists them.
                if ext == "ttf" || ext == "otf", fonts[name].map({ url.path < $0.path }) ?? true { fonts[name] = url }
            }
            searched[root.path] = fonts
            return fonts
        }()
    }
}
