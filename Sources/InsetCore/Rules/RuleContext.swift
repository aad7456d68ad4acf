/// What a rule sees: the solved layout in one environment, the document, and its settings.
public struct RuleContext: Sendable {
    public let layout: SolvedLayout
    public var document: LayoutDocument
    /// The same device and orientation laid out full screen, where this environment is a split.
    public var fullScreen: SolvedLayout?
    public var settings: RuleSettings
    public var measurer: TextMeasurer
    /// The document's elements by id, where the checker made it once for every environment:
    /// rules look up the written element behind each finding's fix.
    var index: ElementIndex?

    public init(layout: SolvedLayout, document: LayoutDocument, fullScreen: SolvedLayout? = nil,
                settings: RuleSettings, measurer: TextMeasurer) {
        self.layout = layout; self.document = document; self.fullScreen = fullScreen
        self.settings = settings; self.measurer = measurer
        content = layout.elements.filter { $0.role != .background }
    }

    public var environment: Environment { layout.environment }
    public var geometry: ScreenGeometry { layout.geometry }
    public var elements: [LaidOutElement] { layout.elements }

    /// The rule's threshold: the project's setting, else the rule's default, else `fallback`.
    public func threshold(_ rule: Rule, fallback: Double = 0) -> Double {
        settings.threshold ?? rule.defaultThreshold ?? fallback
    }

    /// A named extra figure a project may set (`"options": {"horizontal": 80}`).
    public func option(_ name: String, default value: Double) -> Double {
        settings.options[name] ?? value
    }

    /// A finding of this rule in this environment, with the project's severity.
    /// The message is spelt out only when read (most never are): it may capture only constants.
    public func finding(_ rule: Rule, _ message: @autoclosure @escaping @Sendable () -> String, elements: [String],
                        rect: Rect, fix: Fix? = nil) -> Finding {
        Finding(rule: rule.id, severity: settings.severity ?? rule.defaultSeverity, spelling: message,
                elements: elements, rect: rect, environment: environment, fix: fix.map(inForce))
    }

    /// The fix aimed at the keys in force here: where a variant gives the constraints, frame or
    /// font size the fix edits, it edits that variant, as the canvas's drags do, so the finding
    /// goes in this environment and the others keep theirs.
    private func inForce(_ fix: Fix) -> Fix {
        guard let element = written(fix.elementID) else { return fix }
        let keys = element.keysInForce(in: environment)
        var sources: Set<KeySource> = []
        for edit in fix.edits {
            switch edit {
            case .setConstraint, .removeConstraint: sources.insert(keys.constraintSource)
            case .setFrame: sources.insert(keys.isPlacedByConstraints ? keys.constraintSource : keys.frameSource)
            case .setFontSize: sources.insert(keys.fontSizeSource)
            }
        }
        var aimed = fix
        if sources.count == 1, case .variant(let index) = sources.first { aimed.variant = index }
        return aimed
    }

    /// Elements that count for most rules: everything but backgrounds. Kept, since most rules
    /// read it and a checker gives every rule the same context but for its settings.
    public private(set) var content: [LaidOutElement]

    /// Points for messages: `44`, `16.5`.
    public func pt(_ value: Double) -> String { Rect.format(value) }
}

/// Points for messages, without a context: a message spelt out later must not hold its layout.
func pt(_ value: Double) -> String { Rect.format(value) }

/// One rule's settings from a project file; nil keeps the rule's default.
public struct RuleSettings: Sendable, Hashable, Codable {
    public var enabled: Bool?
    public var severity: Severity?
    public var threshold: Double?
    public var options: [String: Double]

    public init(enabled: Bool? = nil, severity: Severity? = nil, threshold: Double? = nil,
                options: [String: Double] = [:]) {
        self.enabled = enabled; self.severity = severity; self.threshold = threshold; self.options = options
    }

    public static let defaults = RuleSettings()
}

extension RuleContext {
    /// The frame of the root view Inset placed for its host (`LayoutDocument.hostPlaced`: a
    /// storyboard scene's or a xib's root view); nil for an inset/1 file.
    var hostRootFrame: Rect? {
        document.hostPlaced.sorted().lazy.compactMap { layout.element(id: $0)?.frame }.first
    }

    /// Whether the element runs under the display's edges by design: a backdrop
    /// (`SolvedLayout.isBackdrop`), or the root view Inset placed for its host, a scene's or a
    /// xib's. That is the controller's view, which UIKit sizes to whatever shows it (a Today
    /// widget, a card, a container), not content set on the screen where Xcode drew it.
    func isBackdrop(_ element: LaidOutElement) -> Bool {
        layout.isBackdrop(element) || document.hostPlaced.contains(element.id)
    }

    /// The element the document writes with this id (the first, depth first).
    func written(_ id: String) -> Element? {
        index.map { $0[id] } ?? document.element(id: id)
    }
}

/// A document's elements by id, the first of each id depth first, as `LayoutDocument.element(id:)`
/// finds them. It keeps where each one is, not a copy: an element is 820 bytes, and a copy of
/// each was a tenth of a 1,000-element check's peak memory.
final class ElementIndex: Sendable {
    private let elements: [Element]
    private let paths: [String: [Int]]
    /// The elements a constraint of whose, own or a variant's, reads left or right.
    private let leftOrRight: Set<String>

    init(_ document: LayoutDocument) {
        var paths: [String: [Int]] = [:]
        var leftOrRight = Set<String>()
        func walk(_ list: [Element], _ prefix: [Int]) {
            for (index, element) in list.enumerated() {
                let path = prefix + [index]
                if paths[element.id] == nil { paths[element.id] = path }
                // The root Inset placed for its host (every Interface Builder scene's, by
                // `left == screen.left`) is the host's to place, never rtl-mirroring's.
                if !document.hostPlaced.contains(element.id),
                   Self.readsLeftOrRight(element.constraints) || element.variants.contains(where: { Self.readsLeftOrRight($0.constraints) }) {
                    leftOrRight.insert(element.id)
                }
                walk(element.children, path)
            }
        }
        walk(document.elements, [])
        elements = document.elements
        self.paths = paths
        self.leftOrRight = leftOrRight
    }

    /// Whether an element of the document may be placed by left or right in some environment:
    /// only those a constraint of whose, their own or a variant's, reads either, but for the root
    /// Inset placed for its host. rtl-mirroring looks at no other, where it read every element's
    /// parsed constraints in every environment (a layout's elements are its document's,
    /// `EffectiveElement.resolve`).
    func mayBePlacedByLeftOrRight(_ id: String) -> Bool { leftOrRight.contains(id) }

    /// Whether any element may be: most documents mirror by leading and trailing alone.
    var anyPlacedByLeftOrRight: Bool { !leftOrRight.isEmpty }

    private static func readsLeftOrRight(_ constraints: [String]?) -> Bool {
        (constraints ?? []).contains { ParsedConstraints.spec($0).map(RTLMirroring.usesLeftOrRight) == true }
    }

    subscript(id: String) -> Element? {
        guard let path = paths[id], let last = path.last else { return nil }
        var list = elements
        for index in path.dropLast() { list = list[index].children }
        return list[last]
    }
}
