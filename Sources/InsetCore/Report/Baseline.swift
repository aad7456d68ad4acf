import Foundation

/// Findings a team has accepted, so `inset check --baseline` shows only new ones.
public struct Baseline: Sendable, Equatable {
    public var keys: Set<String>

    public init(keys: Set<String> = []) { self.keys = keys }

    public init(findings: [Finding], path: String) {
        keys = Set(findings.map { Baseline.key($0, path: path) })
    }

    /// Rule, elements and environment, but not the message: figures may shift by a point.
    public static func key(_ f: Finding, path: String) -> String {
        let e = f.environment
        return [URL(fileURLWithPath: path).lastPathComponent, f.rule, f.elements.joined(separator: ","),
                e.device.id, e.orientation.rawValue, e.split.rawValue, e.textSize.rawValue,
                e.layoutDirection.rawValue, e.keyboard ? "keyboard" : "-"].joined(separator: "|")
    }

    public func contains(_ f: Finding, path: String) -> Bool { keys.contains(Baseline.key(f, path: path)) }

    public func encoded() -> Data {
        let object: [String: Any] = ["version": 1, "findings": keys.sorted()]
        return Data(JSONOutput.serialize(object).utf8 + [0x0A])
    }

    public struct Problem: Error, CustomStringConvertible {
        public var description: String
    }

    public static func load(from url: URL) throws -> Baseline {
        guard let data = try? Data(contentsOf: url) else {
            throw Problem(description: tr("{url}: can't read the baseline; write one with --write-baseline {url}", ["url": url.path]))
        }
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let list = object["findings"] as? [String] else {
            throw Problem(description: tr("{url}: not an Inset baseline (expected {\"version\": 1, \"findings\": [...]}); write one with --write-baseline", ["url": url.path]))
        }
        return Baseline(keys: Set(list))
    }
}
