import Foundation

/// The font files a project ships, found near an Interface Builder file by the file names its
/// `<customFonts>` lists: Xcode sets labels in them, so their line heights are the ones it drew.
enum ProjectFonts {
    struct Font {
        let file: URL
        let metrics: FontLineMetrics
    }

    /// Each PostScript name's font, for the fonts `listed` (PostScript name → file name) that
    /// are found in the project around `path`.
    static func fonts(_ listed: [String: String], near path: String) -> [String: Font] {
        guard !listed.isEmpty else { return [:] }
        let found = files(named: Set(listed.values), under: searchRoot(of: URL(fileURLWithPath: path).resolvingSymlinksInPath()))
        var out: [String: Font] = [:]
        for (name, file) in listed {
            guard let url = found[file], let data = try? Data(contentsOf: url),
                  let metrics = FontLineMetrics(fontFile: data) else { continue }
            out[name] = Font(file: url, metrics: metrics)
        }
        return out
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
        let all = searched[root.path] ?? {
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
        return all.filter { names.contains($0.key) }
    }
}
