import Foundation

/// `inset layout` as a library call: every visible element's solved frame, per screen and
/// environment, for scripts and for comparing with other tools (cli.md gives the JSON).
public struct LayoutListing: Sendable {
    public var query: EnvironmentQuery
    public var scenes: [String]
    public var catalog: DeviceCatalog
    public var measurer: TextMeasurer
    public var strings: [StringsSource] = []

    public init(query: EnvironmentQuery, scenes: [String] = [], catalog: DeviceCatalog, measurer: TextMeasurer) {
        self.query = query; self.scenes = scenes; self.catalog = catalog; self.measurer = measurer
    }

    public struct ScreenLayouts: Sendable {
        public var screen: LayoutScreen
        public var layouts: [SolvedLayout]
    }

    public struct FileLayouts: Sendable {
        public var path: String
        public var screens: [ScreenLayouts]
        public var errors: [String]
    }

    public func run(_ paths: [String]) -> [FileLayouts] {
        paths.map { path in
            do {
                let file = try LayoutFile.load(from: URL(fileURLWithPath: path), strings: strings)
                let engine = LayoutEngine(measurer: measurer)
                let screens = try file.screens(matching: scenes).map { screen in
                    ScreenLayouts(screen: screen, layouts: try query.environments(for: screen, in: catalog).map {
                        engine.solve(screen.document, in: $0)
                    })
                }
                return FileLayouts(path: path, screens: screens, errors: [])
            } catch let error as LayoutLoadError {
                return FileLayouts(path: path, screens: [], errors: error.problems.map(\.description))
            } catch {
                return FileLayouts(path: path, screens: [], errors: ["\(path): \(error)"])
            }
        }
    }

    public static func json(_ files: [FileLayouts]) -> String {
        let out: [[String: Any]] = files.map { file in
            ["path": file.path, "errors": file.errors,
             "screens": file.screens.map { s -> [String: Any] in
                 ["id": s.screen.id, "name": s.screen.name,
                  "layouts": s.layouts.map { layout -> [String: Any] in
                      ["environment": JSONOutput.environment(layout.environment, ownLanguage: s.screen.document.ownLanguage),
                       "elements": layout.elements.map { e -> [String: Any] in
                           ["id": e.id, "parent": e.parentID ?? NSNull(), "frame": e.frame.array.map(JSONOutput.rounded)]
                       }]
                  }]
             }]
        }
        return JSONOutput.serialize(["files": out])
    }

    public static func text(_ files: [FileLayouts]) -> String {
        var out = ""
        for file in files {
            for e in file.errors { out += "\(e)\n" }
            for s in file.screens {
                for layout in s.layouts {
                    out += "\(file.path) — \(s.screen.name) (\(s.screen.id)) — \(layout.environment.label)\n"
                    for e in layout.elements {
                        let f = e.frame
                        let numbers = [f.minX, f.minY, f.width, f.height].map { IBFormat.number(JSONOutput.rounded($0)) }
                        out += String(repeating: "  ", count: e.depth + 1) + e.id + "  " + numbers.joined(separator: " ") + "\n"
                    }
                }
            }
        }
        return out
    }
}
