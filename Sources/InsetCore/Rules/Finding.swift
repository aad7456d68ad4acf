/// One place a layout breaks a guideline in one environment: plain data, so it can be drawn,
/// listed, serialised, compared with a baseline and applied.
public struct Finding: Sendable, Hashable {
    public var rule: String {
        get { storage.rule }
        set { unique().rule = newValue }
    }
    public var severity: Severity {
        get { storage.severity }
        set { unique().severity = newValue }
    }
    /// One line naming the element and the figure measured against the threshold.
    public var message: String {
        get { storage.spell() }
        set { unique().spell = { newValue } }
    }
    public var elements: [String] {
        get { storage.elements }
        set { unique().elements = newValue }
    }
    /// In the environment's window points.
    public var rect: Rect {
        get { storage.rect }
        set { unique().rect = newValue }
    }
    public var environment: Environment {
        get { storage.environment }
        set { unique().environment = newValue }
    }
    public var fix: Fix? {
        get { storage.fix }
        set { unique().fix = newValue }
    }

    /// Held by reference, copied on write: a storyboard's check makes a hundred thousand
    /// findings and hands each through several arrays (per rule, per environment, per group),
    /// where a copy of the fields took seven retains and 180 bytes.
    private var storage: Storage

    private final class Storage: @unchecked Sendable {
        var rule: String
        var severity: Severity
        var elements: [String]
        var rect: Rect
        var environment: Environment
        var fix: Fix?
        /// The message, spelt out when read: text output reads one message per group of findings.
        var spell: @Sendable () -> String
        /// The finding this one tells again in a twin environment (`retold(for:)`), the same in all
        /// but the environment; held, so its identity stays its own while this one lives.
        var twin: Storage?

        init(rule: String, severity: Severity, elements: [String], rect: Rect, environment: Environment,
             fix: Fix?, spell: @escaping @Sendable () -> String, twin: Storage? = nil) {
            self.rule = rule; self.severity = severity; self.elements = elements; self.rect = rect
            self.environment = environment; self.fix = fix; self.spell = spell; self.twin = twin
        }

        func copy() -> Storage {
            Storage(rule: rule, severity: severity, elements: elements, rect: rect, environment: environment,
                    fix: fix, spell: spell)
        }
    }

    /// The storage to change: a changed finding tells no other again.
    private mutating func unique() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        storage.twin = nil
        return storage
    }

    /// The same finding in a twin environment, which lays out alike: a writer that has spelt out
    /// the first may reuse all it wrote but the environment (`retells`).
    func retold(for environment: Environment) -> Finding {
        let original = storage.twin ?? storage
        var out = self
        out.storage = Storage(rule: original.rule, severity: original.severity, elements: original.elements,
                              rect: original.rect, environment: environment, fix: original.fix,
                              spell: original.spell, twin: original)
        return out
    }

    /// Who this finding is, for `retells`: the same while it is unchanged.
    var identity: ObjectIdentifier { ObjectIdentifier(storage) }

    /// The `identity` of the finding this one retells in another environment, if it does.
    var retells: ObjectIdentifier? { storage.twin.map(ObjectIdentifier.init) }

    /// The same for a finding and all that retell it: what a writer keeps its text by.
    var telling: ObjectIdentifier { retells ?? identity }

    public init(rule: String, severity: Severity, message: String, elements: [String],
                rect: Rect, environment: Environment, fix: Fix? = nil) {
        self.init(rule: rule, severity: severity, spelling: { message }, elements: elements, rect: rect,
                  environment: environment, fix: fix)
    }

    /// `spelling` must read only values it was given: it runs when the message is read.
    init(rule: String, severity: Severity, spelling: @escaping @Sendable () -> String, elements: [String],
         rect: Rect, environment: Environment, fix: Fix?) {
        storage = Storage(rule: rule, severity: severity, elements: elements, rect: rect,
                          environment: environment, fix: fix, spell: spelling)
    }

    public static func == (a: Finding, b: Finding) -> Bool {
        if a.storage === b.storage { return true }
        return a.rule == b.rule && a.severity == b.severity && a.elements == b.elements && a.rect == b.rect
            && a.environment == b.environment && a.fix == b.fix && a.message == b.message
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(rule); hasher.combine(severity); hasher.combine(message); hasher.combine(elements)
        hasher.combine(rect); hasher.combine(environment); hasher.combine(fix)
    }
}

public enum Severity: String, Codable, Sendable, CaseIterable, Comparable {
    case error, warning, info

    private var rank: Int { self == .error ? 2 : self == .warning ? 1 : 0 }
    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
}

/// A concrete change to one element that makes a finding go away: data the app can apply.
public struct Fix: Sendable, Hashable, Codable {
    /// What a person reads: "pin bottom to safeArea.bottom - 8".
    public var summary: String
    public var elementID: String
    public var edits: [Edit]
    /// The variant (index from 0) whose keys the edits change, where one is in force in the
    /// finding's environment; nil changes the element's own keys.
    public var variant: Int?

    public init(summary: String, elementID: String, edits: [Edit], variant: Int? = nil) {
        self.summary = summary; self.elementID = elementID; self.edits = edits; self.variant = variant
    }

    public enum Edit: Sendable, Hashable, Codable {
        /// Replace the element's constraints that set this attribute (or add one) with `constraint`.
        case setConstraint(attribute: Attribute, constraint: String)
        /// Remove the constraint at this 0-based index of the element's own list.
        case removeConstraint(index: Int)
        /// Replace the element's frame.
        case setFrame(Rect)
        case setFontSize(Double)
    }
}

extension Attribute: Codable {}
