import Foundation

/// `inset check --format json`, exactly the shape cli.md gives, plus `location` (an extension).
public enum JSONOutput {
    public static func render(_ result: CheckResult) -> String {
        let files: [[String: Any]] = result.files.map { file in
            var entry: [String: Any] = ["path": file.path,
                                        "findings": file.findings.map { finding($0, in: file.document) },
                                        "errors": file.errors]
            // An extension: which scene of a storyboard (or view of a xib) the findings are in.
            if let screen = file.screen { entry["screen"] = ["id": screen.id, "name": screen.name] }
            return entry
        }
        return serialize(["files": files])
    }

    static func finding(_ f: Finding, in document: LayoutDocument?) -> [String: Any] {
        var out: [String: Any] = [
            "rule": f.rule, "severity": f.severity.rawValue, "message": f.message,
            "elements": f.elements, "rect": f.rect.array.map(rounded),
            "environment": environment(f.environment, ownLanguage: document?.ownLanguage ?? "en"),
        ]
        if let fix = f.fix { out["fix"] = fix.summary }
        if let id = f.elements.first, let loc = document?.element(id: id)?.location {
            out["location"] = ["line": loc.line, "column": loc.column]
        }
        return out
    }

    public static func environment(_ e: Environment, ownLanguage: String = "en") -> [String: Any] {
        ["device": e.device.id, "orientation": e.orientation.rawValue, "split": e.split.rawValue,
         "textSize": e.textSize.rawValue, "layoutDirection": e.layoutDirection.rawValue,
         "keyboard": e.keyboard, "language": e.language ?? ownLanguage,
         "sizeClass": ["horizontal": e.sizeClass.horizontal.rawValue, "vertical": e.sizeClass.vertical.rawValue]]
    }

    static func rounded(_ v: Double) -> Double { (v * 100).rounded() / 100 }

    /// Pretty, with sorted keys so output is stable from run to run.
    public static func serialize(_ object: Any) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: object,
                                                options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }
}
