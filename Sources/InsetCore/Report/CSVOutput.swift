/// One row per finding, for spreadsheets: file, rule, severity, element, message, environment.
public enum CSVOutput {
    public static let header = ["file", "rule", "severity", "elements", "message", "device", "orientation",
                                "split", "textSize", "layoutDirection", "keyboard", "x", "y", "width", "height", "fix"]

    public static func render(_ result: CheckResult) -> String {
        var rows = [header]
        for file in result.files {
            for error in file.errors {
                rows.append([file.path, "invalid-layout-file", "error", "", error] + Array(repeating: "", count: 11))
            }
            for f in file.findings {
                let e = f.environment
                rows.append([file.path, f.rule, f.severity.rawValue, f.elements.joined(separator: " "), f.message,
                             e.device.id, e.orientation.rawValue, e.split.rawValue, e.textSize.rawValue,
                             e.layoutDirection.rawValue, e.keyboard ? "yes" : "no"]
                            + f.rect.array.map(Rect.format) + [f.fix?.summary ?? ""])
            }
        }
        return rows.map { $0.map(field).joined(separator: ",") }.joined(separator: "\r\n") + "\r\n"
    }

    /// RFC 4180 quoting; a leading =, +, - or @ is prefixed with ' so spreadsheets don't run it.
    static func field(_ s: String) -> String {
        var text = s
        if let first = text.first, "=+-@".contains(first), Double(text) == nil { text = "'" + text }
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
