/// One guideline Inset checks: its metadata, and a check over a layout solved in one environment.
///
/// A rule lives in a file of its own, named for it, and is listed once in `RuleRegistry`.
public protocol Rule: Sendable {
    var id: String { get }
    var defaultSeverity: Severity { get }
    /// The default threshold in points (or a count), where the rule has one.
    var defaultThreshold: Double? { get }
    /// Platforms of the layout file the rule applies to.
    var platforms: Set<Platform> { get }
    /// What is measured, in one line, for the docs and the panel.
    var summary: String { get }
    var guideline: Guideline { get }
    /// Whether the rule is about the display (its edges, corners, bars, safe area, keyboard):
    /// then it doesn't apply to a component (`LayoutDocument.component`), which has none.
    var concernsTheDisplay: Bool { get }
    func check(_ context: RuleContext) -> [Finding]
}

extension Rule {
    public var concernsTheDisplay: Bool { false }
}

/// The guideline behind a rule: its own words, where it is written, and the section.
public struct Guideline: Sendable, Hashable, Codable {
    public var quote: String
    /// Which seed document holds it: "000", "002", …
    public var source: String
    public var section: String

    public init(quote: String, source: String, section: String) {
        self.quote = quote; self.source = source; self.section = section
    }

    /// "Layout › Guidelines (HIG, seed 000)".
    public var citation: String { tr("{section} (HIG, seed {source})", ["section": section, "source": source]) }
}

extension Platform {
    /// iPhone and iPad layouts share most guidelines.
    public static let touchPlatforms: Set<Platform> = [.iOS, .iPadOS]
    public static let all = Set(Platform.allCases)
}
