/// One place a layout breaks a guideline in one environment: plain data, so it can be drawn,
/// listed, serialised, compared with a baseline and applied.
public struct Finding: Sendable, Hashable {
    public var rule: String
    public var severity: Severity
    /// One line naming the element and the figure measured against the threshold.
    public var message: String {
        get { spell() }
        set { spell = { newValue } }
    }
    public var elements: [String]
    /// In the environment's window points.
    public var rect: Rect
    public var environment: Environment
    public var fix: Fix?
    /// The message, spelt out when read: a storyboard's check makes a hundred thousand findings,
    /// and text output reads one message per group of them.
    private var spell: @Sendable () -> String

    public init(rule: String, severity: Severity, message: String, elements: [String],
                rect: Rect, environment: Environment, fix: Fix? = nil) {
        self.init(rule: rule, severity: severity, spelling: { message }, elements: elements, rect: rect,
                  environment: environment, fix: fix)
    }

    /// `spelling` must read only values it was given: it runs when the message is read.
    init(rule: String, severity: Severity, spelling: @escaping @Sendable () -> String, elements: [String],
         rect: Rect, environment: Environment, fix: Fix?) {
        self.rule = rule; self.severity = severity; self.spell = spelling
        self.elements = elements; self.rect = rect; self.environment = environment; self.fix = fix
    }

    public static func == (a: Finding, b: Finding) -> Bool {
        a.rule == b.rule && a.severity == b.severity && a.elements == b.elements && a.rect == b.rect
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
