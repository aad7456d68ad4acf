/// The one-click fixes of a set of findings, gathered across environments: the same fix found in
/// several environments is applied once, and fixes that would change the same thing in different
/// ways are all left out, so no environment's fix undoes another's.
public struct FixPlan: Sendable {
    /// A fix to apply, with the rule whose finding offered it and where.
    public struct Planned: Sendable {
        public var fix: Fix
        public var rule: String
        public var environments: [Environment]
    }

    /// A fix left out, and why, in a sentence.
    public struct Skipped: Sendable {
        public var fix: Fix
        public var rule: String
        public var reason: String
    }

    public var fixes: [Planned] = []
    public var skipped: [Skipped] = []

    /// `rules`: only fixes of these rules (`--rule`); empty takes every rule's. Errors' fixes
    /// come first, then warnings', then info's. `document` is the one the findings are of.
    public init(findings: [Finding], rules: Set<String> = [], document: LayoutDocument) {
        var order: [Key] = []
        var byKey: [Key: Planned] = [:]
        for finding in findings.enumerated().sorted(by: { ($0.element.severity, $1.offset) > ($1.element.severity, $0.offset) }).map(\.element) {
            guard let fix = finding.fix, rules.isEmpty || rules.contains(finding.rule) else { continue }
            let key = Key(fix, in: document)
            if byKey[key] == nil { order.append(key); byKey[key] = Planned(fix: fix, rule: finding.rule, environments: []) }
            byKey[key]!.environments.append(finding.environment)
        }
        // Two fixes contradict each other where they change the same thing in different ways;
        // where they agree (both pin the bottom to the same guide) both may go.
        var claimants: [Target: [Key]] = [:]
        for key in order { for target in key.claims.keys { claimants[target, default: []].append(key) } }
        for key in order {
            let planned = byKey[key]!
            let rival = key.claims.lazy.flatMap { target, values in
                claimants[target]!.filter { $0 != key && $0.claims[target] != values }
            }.first.flatMap { byKey[$0] }
            if let rival {
                let environment = rival.environments.first.map(\.label) ?? ""
                skipped.append(Skipped(fix: planned.fix, rule: planned.rule, reason: tr(
                    "contradicts another fix of \"{element}\", “{other}” ({rule}, {environment})",
                    ["element": planned.fix.elementID, "other": rival.fix.summary, "rule": rival.rule, "environment": environment])))
            } else {
                fixes.append(planned)
            }
        }
    }

    /// A fix's identity: what it changes, not how a message words it.
    struct Key: Hashable {
        var element: String
        var variant: Int?
        var edits: [Fix.Edit]
        /// What each edit changes (a constraint on an attribute, a removed one's read from the
        /// document; the frame; the font size) and how.
        var claims: [Target: Set<String>]

        init(_ fix: Fix, in document: LayoutDocument) {
            element = fix.elementID; variant = fix.variant; edits = fix.edits
            let owner = document.element(id: fix.elementID)
            let constraints = fix.variant.flatMap { owner?.variants.indices.contains($0) == true ? owner?.variants[$0].constraints : nil }
                ?? owner?.constraints ?? []
            var claims: [Target: Set<String>] = [:]
            func claim(_ what: String, _ how: String) {
                claims[Target(element: fix.elementID, variant: fix.variant, what: what), default: []].insert(how)
            }
            for edit in fix.edits {
                switch edit {
                case .setConstraint(let attribute, let text): claim("constraint " + attribute.rawValue, text)
                case .removeConstraint(let index):
                    let attribute = constraints.indices.contains(index)
                        ? (try? ConstraintParser.parse(constraints[index]))?.first.attribute.rawValue : nil
                    claim("constraint " + (attribute ?? "#\(index)"), "remove " + (constraints.indices.contains(index) ? constraints[index] : ""))
                case .setFrame(let rect):
                    // A frame replaces the constraints that placed the element.
                    claim("frame", "\(rect)")
                    for attribute in Attribute.allCases { claim("constraint " + attribute.rawValue, "frame \(rect)") }
                case .setFontSize(let size): claim("font size", "\(size)")
                }
            }
            self.claims = claims
        }

        static func == (a: Key, b: Key) -> Bool { a.element == b.element && a.variant == b.variant && a.edits == b.edits }
        func hash(into hasher: inout Hasher) { hasher.combine(element); hasher.combine(variant); hasher.combine(edits) }
    }

    struct Target: Hashable {
        var element: String
        var variant: Int?
        var what: String
    }
}
