import Foundation

/// A project's rule settings (`.inset-rules.json`): thresholds, severities, rules turned off.
///
/// ```json
/// { "rules": { "touch-target-size": { "threshold": 48 },
///              "orientation-support": { "enabled": false },
///              "tv-safe-zone": { "severity": "warning", "options": { "horizontal": 90 } } } }
/// ```
public struct RuleConfiguration: Sendable, Hashable {
    public static let fileName = ".inset-rules.json"

    public var rules: [String: RuleSettings]
    /// Where it was read from, for messages.
    public var path: String?

    public init(rules: [String: RuleSettings] = [:], path: String? = nil) {
        self.rules = rules; self.path = path
    }

    public func settings(for id: String) -> RuleSettings { rules[id] ?? .defaults }

    public struct Problem: Error, CustomStringConvertible, Equatable {
        public var path: String
        public var message: String
        public var description: String { "\(path): \(message)" }
    }

    /// Reads a settings file, naming unknown rules and keys with a suggestion.
    public static func load(from url: URL, knownRules: [String]) throws -> RuleConfiguration {
        let path = url.path
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw Problem(path: path, message: tr("can't read the rule settings: {reason}", ["reason": error.localizedDescription]))
        }
        let object: Any
        do { object = try JSONSerialization.jsonObject(with: data) } catch {
            throw Problem(path: path, message: tr("not valid JSON; expected {\"rules\": {\"rule-id\": {…}}}"))
        }
        guard let top = object as? [String: Any] else {
            throw Problem(path: path, message: tr("expected an object with a \"rules\" key"))
        }
        for key in top.keys where key != "rules" {
            throw Problem(path: path, message: tr("unknown key \"{key}\"; the file has one key, \"rules\"", ["key": key]))
        }
        guard let rules = (top["rules"] ?? [:]) as? [String: Any] else {
            throw Problem(path: path, message: tr("\"rules\" must be an object keyed by rule id"))
        }
        var out: [String: RuleSettings] = [:]
        for (id, value) in rules {
            guard knownRules.contains(id) else {
                let hint = NameSuggestion.hint(for: id, among: knownRules)
                throw Problem(path: path, message: tr("unknown rule \"{id}\"{hint}", ["id": id, "hint": hint]))
            }
            guard let fields = value as? [String: Any] else {
                throw Problem(path: path, message: tr("rule \"{id}\": expected an object", ["id": id]))
            }
            out[id] = try settings(fields, rule: id, path: path)
        }
        return RuleConfiguration(rules: out, path: path)
    }

    private static func settings(_ fields: [String: Any], rule id: String, path: String) throws -> RuleSettings {
        var s = RuleSettings()
        let keys = ["enabled", "severity", "threshold", "options"]
        for (key, value) in fields {
            let place = "rule \"\(id)\": \"\(key)\""
            switch key {
            case "enabled":
                guard let b = value as? Bool else { throw Problem(path: path, message: tr("{place} must be true or false", ["place": place])) }
                s.enabled = b
            case "severity":
                guard let str = value as? String, let sev = Severity(rawValue: str) else {
                    throw Problem(path: path, message: tr("{place} must be \"error\", \"warning\" or \"info\"", ["place": place]))
                }
                s.severity = sev
            case "threshold":
                guard let n = value as? NSNumber, !(value is Bool) else {
                    throw Problem(path: path, message: tr("{place} must be a number of points", ["place": place]))
                }
                s.threshold = n.doubleValue
            case "options":
                guard let dict = value as? [String: Any] else {
                    throw Problem(path: path, message: tr("{place} must be an object of numbers", ["place": place]))
                }
                for (name, v) in dict {
                    guard let n = v as? NSNumber, !(v is Bool) else {
                        throw Problem(path: path, message: tr("{place} \"{name}\" must be a number", ["place": place, "name": name]))
                    }
                    s.options[name] = n.doubleValue
                }
            default:
                let hint = NameSuggestion.hint(for: key, among: keys)
                throw Problem(path: path, message: tr("rule \"{id}\": unknown key \"{key}\"{hint}", ["id": id, "key": key, "hint": hint]))
            }
        }
        return s
    }

    /// The settings file for a layout: `.inset-rules.json` in its folder or the nearest parent.
    public static func find(near layout: URL) -> URL? {
        var dir = layout.deletingLastPathComponent().standardizedFileURL
        while true {
            let candidate = dir.appendingPathComponent(fileName)
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            let parent = dir.deletingLastPathComponent()
            if parent.path == dir.path { return nil }
            dir = parent
        }
    }
}
