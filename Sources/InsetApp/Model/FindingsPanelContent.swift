import InsetCore

/// What the findings panel lists: rows grouped by severity, errors first, with their counts.
public struct FindingsPanelContent: Equatable {
    public struct Row: Hashable {
        public var rule: String
        public var severity: Severity
        public var message: String
        public var elements: [String]
        /// Where it happens, for the "all environments" list ("only in landscape").
        public var place: String?
        /// The first environment it happens in, for the "all environments" list: revealing the row goes there.
        public var environment: Environment?
        /// The guideline behind the rule: what it measures, the HIG's words and where they are.
        public var guideline: String
        /// A one-click change that makes the finding go away, when the rule knows one.
        public var fix: Fix? = nil
    }

    public struct Section: Equatable {
        public var severity: Severity
        public var rows: [Row]
    }

    public var sections: [Section]
    /// The element the list is narrowed to, when one is selected.
    public var filter: String?

    public func count(_ severity: Severity) -> Int {
        sections.first { $0.severity == severity }?.rows.count ?? 0
    }

    public var isEmpty: Bool { sections.allSatisfy { $0.rows.isEmpty } }

    /// "2 errors · 1 warning · no info"-style summary for the panel header and its accessible name.
    public var summary: String {
        let parts = Severity.allCases.sorted(by: >).map { $0.count(count($0)) }
        return parts.joined(separator: " · ")
    }

    init(rows: [Row], filter: String?) {
        self.filter = filter
        let shown = filter.map { id in rows.filter { $0.elements.contains(id) } } ?? rows
        sections = Severity.allCases.sorted(by: >).compactMap { severity in
            let matching = shown.filter { $0.severity == severity }
            return matching.isEmpty ? nil : Section(severity: severity, rows: matching)
        }
    }

    /// The guideline text a rule's row expands to.
    static func guideline(for ruleID: String, in registry: RuleRegistry) -> String {
        guard let rule = registry.rule(id: ruleID) else { return tr("No guideline is recorded for {ruleID}.", ["ruleID": ruleID]) }
        return "\(rule.summary).\n\n“\(rule.guideline.quote)”\n— \(rule.guideline.citation)"
    }
}
