/// `inset check`'s human output: per file, findings grouped by element, then where they happen.
public struct TextOutput {
    public var color: Bool
    public init(color: Bool) { self.color = color }

    public func render(_ result: CheckResult) -> String {
        var out = ""
        for file in result.files {
            if !file.errors.isEmpty {
                out += paint("\(file.displayName): can't be checked", .red) + "\n"
                for e in file.errors { out += "  \(e)\n" }
                continue
            }
            let groups = file.groups
            out += paint(file.displayName, .bold) + ": " + summary(groups) + " in \(file.environments.count) environment\(file.environments.count == 1 ? "" : "s")\n"
            var order: [String] = []
            var byElement: [String: [FindingGroup]] = [:]
            for g in groups {
                let key = g.elements.isEmpty ? "(screen)" : g.elements.map { "\"\($0)\"" }.joined(separator: ", ")
                if byElement[key] == nil { order.append(key) }
                byElement[key, default: []].append(g)
            }
            for key in order {
                out += "  " + paint(key, .bold) + "\n"
                for g in byElement[key]!.sorted(by: { $0.severity > $1.severity }) {
                    out += "    " + label(g.severity) + " " + paint(g.rule, .dim) + "  " + g.first.message + "\n"
                    out += "        " + g.whereItHappens + "\n"
                    if let fix = g.first.fix { out += "        fix: \(fix.summary)\n" }
                }
            }
        }
        let e = result.count(.error), w = result.count(.warning), i = result.count(.info)
        out += "\n\(e) error\(e == 1 ? "" : "s"), \(w) warning\(w == 1 ? "" : "s"), \(i) info in \(result.files.count) file\(result.files.count == 1 ? "" : "s")\n"
        return out
    }

    private func summary(_ groups: [FindingGroup]) -> String {
        if groups.isEmpty { return paint("no findings", .green) }
        return Severity.allCases.compactMap { s -> String? in
            let n = groups.filter { $0.severity == s }.count
            return n == 0 ? nil : "\(n) \(s.rawValue)\(n == 1 || s == .info ? "" : "s")"
        }.joined(separator: ", ")
    }

    private func label(_ s: Severity) -> String {
        let text = s.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
        switch s {
        case .error: return paint(text, .red)
        case .warning: return paint(text, .yellow)
        case .info: return paint(text, .blue)
        }
    }

    enum Style: String { case red = "31", yellow = "33", blue = "34", green = "32", bold = "1", dim = "2" }

    private func paint(_ s: String, _ style: Style) -> String {
        color ? "\u{1B}[\(style.rawValue)m\(s)\u{1B}[0m" : s
    }
}
