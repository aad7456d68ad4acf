/// SARIF 2.1.0, as GitHub code scanning reads it: one result per finding group, located at the
/// element in the layout file.
public enum SARIFOutput {
    public static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

    public static func render(_ result: CheckResult, registry: RuleRegistry = .standard) -> String {
        let rules: [[String: Any]] = registry.rules.map { rule in
            ["id": rule.id,
             "name": rule.id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(),
             "shortDescription": ["text": rule.summary],
             "fullDescription": ["text": "\(rule.guideline.quote) — \(rule.guideline.citation)"],
             "help": ["text": "\(rule.summary). Apple's guideline: “\(rule.guideline.quote)” (\(rule.guideline.citation))"],
             "defaultConfiguration": ["level": level(rule.defaultSeverity)]]
        }
        var results: [[String: Any]] = []
        var artifacts: [[String: Any]] = []
        var artifactIndex: [String: Int] = [:]
        for file in result.files {
            // A storyboard's scenes share one artifact: the file.
            let fileIndex: Int
            if let known = artifactIndex[file.path] {
                fileIndex = known
            } else {
                fileIndex = artifacts.count
                artifactIndex[file.path] = fileIndex
                artifacts.append(["location": ["uri": file.path]])
            }
            for error in file.errors {
                results.append(["ruleId": "invalid-layout-file", "level": "error",
                                "message": ["text": error],
                                "locations": [location(file.path, index: fileIndex, line: nil)]])
            }
            for group in file.groups {
                let f = group.first
                var r: [String: Any] = [
                    "ruleId": group.rule,
                    "ruleIndex": registry.ids.firstIndex(of: group.rule) ?? 0,
                    "level": level(group.severity),
                    "message": ["text": "\(f.message) (\(group.whereItHappens)\(file.screen.map { ", in scene \"\($0.name)\"" } ?? ""))"],
                    "locations": [location(file.path, index: fileIndex,
                                           line: group.elements.first.flatMap { file.document?.element(id: $0)?.location })],
                    "partialFingerprints": ["insetFinding/v1": ([group.rule] + (file.screen.map { [$0.id] } ?? []) + group.elements).joined(separator: "/")],
                ]
                if let fix = f.fix { r["properties"] = ["fix": fix.summary] }
                results.append(r)
            }
        }
        let run: [String: Any] = [
            "tool": ["driver": ["name": "Inset",
                                "semanticVersion": InsetVersion.string, "rules": rules]],
            "artifacts": artifacts,
            "results": results,
        ]
        return JSONOutput.serialize(["$schema": schema, "version": "2.1.0", "runs": [run]])
    }

    static func level(_ s: Severity) -> String {
        switch s {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "note"
        }
    }

    private static func location(_ path: String, index: Int, line: SourceLocation?) -> [String: Any] {
        var physical: [String: Any] = ["artifactLocation": ["uri": path, "index": index]]
        if let line { physical["region"] = ["startLine": line.line, "startColumn": line.column] }
        return ["physicalLocation": physical]
    }
}

/// The version reports and SARIF name.
public enum InsetVersion {
    public static let string = "0.1.0"
}
