/// `inset check`'s human output: per file, findings grouped by element, then where they happen.
public struct TextOutput {
    public var color: Bool
    public init(color: Bool) { self.color = color }

    public func render(_ result: CheckResult) -> String {
        // Each file's section is written on a core of its own: a storyboard's fifty scenes are
        // fifty files here, and writing them one after another held up the end of a check.
        var out = ParallelMap.map(result.files) { section($0) }.joined()
        let e = result.count(.error), w = result.count(.warning), i = result.count(.info)
        let counts = [Severity.error.count(e), Severity.warning.count(w), Severity.info.count(i)]
        out += "\n" + trn("{counts} in {n} file", "{counts} in {n} files", result.fileCount, ["counts": counts.joined(separator: ", ")])
        return out + (result.screensNote.map { " " + $0 } ?? "") + "\n"
    }

    private func section(_ file: FileResult) -> String {
        var out = ""
        if !file.errors.isEmpty {
            out += paint(tr("{file}: can't be checked", ["file": file.displayName]), .red) + "\n"
            for e in file.errors { out += "  \(e)\n" }
            return out
        }
        let groups = file.groups
        out += paint(file.displayName, .bold) + ": "
            + trn("{findings} in {n} environment", "{findings} in {n} environments", file.environments.count,
                  ["findings": summary(groups)]) + "\n"
        var order: [String] = []
        var byElement: [String: [FindingGroup]] = [:]
        for g in groups {
            let key = g.elements.isEmpty ? tr("(screen)") : g.elements.map { "\"\($0)\"" }.joined(separator: ", ")
            if byElement[key] == nil { order.append(key) }
            byElement[key, default: []].append(g)
        }
        // Each severity's badge spelt once a file, not once a group.
        var labels: [Severity: String] = [:]
        for key in order {
            out += "  " + paint(key, .bold) + "\n"
            for g in byElement[key]!.sorted(by: { $0.severity > $1.severity }) {
                let badge = labels[g.severity] ?? label(g.severity)
                labels[g.severity] = badge
                out += "    " + badge + " " + paint(g.rule, .dim) + "  " + g.first.message + "\n"
                out += "        " + g.whereItHappens + "\n"
                if let fix = g.first.fix { out += "        " + tr("fix: {fix}", ["fix": fix.summary]) + "\n" }
            }
        }
        return out
    }

    private func summary(_ groups: [FindingGroup]) -> String {
        if groups.isEmpty { return paint(tr("no findings"), .green) }
        return Severity.allCases.compactMap { s -> String? in
            let n = groups.filter { $0.severity == s }.count
            return n == 0 ? nil : s.count(n)
        }.joined(separator: ", ")
    }

    private func label(_ s: Severity) -> String {
        let word = s.word
        let text = word.padding(toLength: max(7, word.count), withPad: " ", startingAt: 0)
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
