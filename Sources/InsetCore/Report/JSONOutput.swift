import Foundation

/// `inset check --format json`, exactly the shape cli.md gives, plus `location` (an extension).
public enum JSONOutput {
    /// Written as it goes, each file on its own core and each environment once; the same text
    /// as serializing `object(result)`, which `JSONTextTests` checks.
    public static func render(_ result: CheckResult) -> String {
        var out = ""
        write(result) { out += $0 }
        return out
    }

    /// The same text in pieces, a few files at a time, for a caller that writes them out as they
    /// come rather than holding a check's whole output.
    public static func write(_ result: CheckResult, to sink: (String) -> Void) {
        write(result, bytes: { sink(String(decoding: $0, as: UTF8.self)) })
    }

    /// The same pieces as UTF-8, for a caller that writes bytes: checking 83 MB of JSON back
    /// into a `String` took a fifteenth of a storyboard's `--format json`.
    public static func write(_ result: CheckResult, bytes sink: ([UInt8]) -> Void) {
        var writer = JSONWriter()
        writer.open(UInt8(ascii: "{"))
        writer.key("files")
        writer.open(UInt8(ascii: "["))
        let chunk = max(1, ParallelMap.cores * 2)
        var start = 0
        repeat {
            let files = Array(result.files[start..<min(start + chunk, result.files.count)])
            for text in ParallelMap.map(files, { file(entry: $0) }) {
                writer.item()
                // Each entry goes out as it was made, not copied into the writer first.
                sink(writer.takeBytes())
                sink(text)
            }
            start += chunk
        } while start < result.files.count
        writer.close(UInt8(ascii: "]"))
        writer.close(UInt8(ascii: "}"))
        sink(writer.takeBytes())
    }

    /// One file's entry, at its depth in the whole (the files list in the root object).
    private static func file(entry file: FileResult) -> [UInt8] {
        let depth = 2
        var locations: [String: SourceLocation] = [:]
        for element in file.document?.allElements ?? [] where locations[element.id] == nil {
            locations[element.id] = element.location
        }
        let ownLanguage = file.document?.ownLanguage ?? "en"
        // Every finding of one environment has the same environment object.
        var environments: [Environment: [UInt8]] = [:]
        var lastEnvironment: (environment: Environment, text: [UInt8])?
        var writer = JSONWriter(depth: depth)
        // A finding takes about 870 bytes: room for all of them at the start, a page touched only
        // when written.
        writer.reserve(1024 * file.findings.count + 1024)
        writer.open(UInt8(ascii: "{"))
        writer.key("errors")
        writer.strings(file.errors)
        writer.key("findings")
        writer.open(UInt8(ascii: "["))
        // A finding told again in a twin environment (`Finding.retells`) is written as the first
        // was, but for its environment: the text of one that others retell is kept until the last.
        var shared: [ObjectIdentifier: SharedText] = [:]
        for f in file.findings { if let told = f.retells { shared[told, default: SharedText()].left += 1 } }
        for f in file.findings where f.retells == nil { shared[f.identity]?.left += 1 }
        for f in file.findings {
            writer.item()
            let key = f.telling
            let slot = shared.index(forKey: key)
            let kept = slot.flatMap { shared.values[$0].text }
            let headStart = writer.bytes.count
            if let kept {
                writer.raw(kept.head)
            } else {
                writer.open(UInt8(ascii: "{"))
                writer.key("elements")
                writer.strings(f.elements)
                writer.key("environment")
            }
            let headEnd = writer.bytes.count
            // Findings come environment by environment: the last one's text nearly always fits.
            if let last = lastEnvironment, last.environment == f.environment {
                writer.raw(last.text)
            } else if let known = environments[f.environment] {
                writer.raw(known)
                lastEnvironment = (f.environment, known)
            } else {
                var env = JSONWriter(depth: depth + 3)
                environment(f.environment, ownLanguage: ownLanguage, into: &env)
                environments[f.environment] = env.bytes
                writer.raw(env.bytes)
                lastEnvironment = (f.environment, env.bytes)
            }
            let tailStart = writer.bytes.count
            if let kept {
                writer.raw(kept.tail)
            } else {
                finding(f, after: &writer, locations: locations)
            }
            guard let slot else { continue }
            if shared.values[slot].left <= 1 {
                shared.remove(at: slot)
            } else {
                shared.values[slot].left -= 1
                if kept == nil {
                    shared.values[slot].text = (Array(writer.bytes[headStart..<headEnd]), Array(writer.bytes[tailStart...]))
                }
            }
        }
        writer.close(UInt8(ascii: "]"))
        writer.key("path")
        writer.string(file.path)
        if let screen = file.screen {
            writer.key("screen")
            writer.object([("id", .string(screen.id)), ("name", .string(screen.name))])
        }
        writer.close(UInt8(ascii: "}"))
        return writer.bytes
    }

    /// How many findings of a file tell one finding (it and those that retell it) and are still to
    /// be written, and its text but for its environment, once written.
    private struct SharedText {
        var left = 0
        var text: (head: [UInt8], tail: [UInt8])?
    }

    /// A finding's members after its environment, and its end.
    private static func finding(_ f: Finding, after writer: inout JSONWriter, locations: [String: SourceLocation]) {
        if let fix = f.fix {
            writer.key("fix")
            writer.string(fix.summary)
        }
        if let id = f.elements.first, let loc = locations[id] {
            writer.key("location")
            writer.open(UInt8(ascii: "{"))
            writer.key("column"); writer.int(loc.column)
            writer.key("line"); writer.int(loc.line)
            writer.close(UInt8(ascii: "}"))
        }
        writer.key("message")
        writer.string(f.message)
        writer.key("rect")
        writer.open(UInt8(ascii: "["))
        for v in f.rect.array { writer.item(); writer.double(rounded(v)) }
        writer.close(UInt8(ascii: "]"))
        writer.key("rule")
        writer.string(f.rule)
        writer.key("severity")
        writer.string(f.severity.rawValue)
        writer.close(UInt8(ascii: "}"))
    }

    private static func environment(_ e: Environment, ownLanguage: String, into writer: inout JSONWriter) {
        writer.open(UInt8(ascii: "{"))
        writer.key("device"); writer.string(e.device.id)
        writer.key("keyboard"); writer.bool(e.keyboard)
        writer.key("language"); writer.string(e.language ?? ownLanguage)
        writer.key("layoutDirection"); writer.string(e.layoutDirection.rawValue)
        writer.key("orientation"); writer.string(e.orientation.rawValue)
        writer.key("sizeClass")
        writer.object([("horizontal", .string(e.sizeClass.horizontal.rawValue)),
                       ("vertical", .string(e.sizeClass.vertical.rawValue))])
        writer.key("split"); writer.string(e.split.rawValue)
        writer.key("textSize"); writer.string(e.textSize.rawValue)
        writer.close(UInt8(ascii: "}"))
    }

    /// The output as a tree: what `render` writes, for tests to hold it to.
    static func object(_ result: CheckResult) -> [String: Any] {
        let files: [[String: Any]] = result.files.map { file in
            var entry: [String: Any] = ["path": file.path,
                                        "findings": file.findings.map { finding($0, in: file.document) },
                                        "errors": file.errors]
            // An extension: which scene of a storyboard (or view of a xib) the findings are in.
            if let screen = file.screen { entry["screen"] = ["id": screen.id, "name": screen.name] }
            return entry
        }
        return ["files": files]
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
        if let text = JSONText.pretty(object) { return text }
        return foundationSerialize(object)
    }

    /// What `serialize` gives, written by Foundation: the reference `JSONTextTests` compares with.
    static func foundationSerialize(_ object: Any) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: object,
                                                options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }
}
