/// A layout solved for one environment: every visible element's frame and every guide's rectangle.
public struct SolvedLayout: Sendable {
    public var environment: Environment
    public var geometry: ScreenGeometry
    /// Guides as the layout's content sees them: the safe area pushed in by bars, margins and
    /// readable width inside it.
    public var guides: [Guide: Rect]
    /// Visible elements in document order, parents before children.
    public var elements: [LaidOutElement]
    public var issues: [LayoutIssue]
    /// How far UIKit's adjusted content inset moved what each scroll view scrolls, by the scroll
    /// view's id (only those it moved): frames here are where the content rests on screen.
    public var contentInsets: [String: Insets] = [:]
    /// Scroll views whose content is taller than they are: what lies below the safe area in them
    /// scrolls up into it.
    public var scrollingDown: Set<String> = []

    public init(environment: Environment, geometry: ScreenGeometry, guides: [Guide: Rect],
                elements: [LaidOutElement], issues: [LayoutIssue]) {
        self.environment = environment; self.geometry = geometry; self.guides = guides
        self.elements = elements; self.issues = issues
    }

    public var bounds: Rect { geometry.bounds }
    /// The safe area after navigation, tab and tool bars pushed it in.
    public var safeArea: Rect { guides[.safeArea] ?? geometry.safeArea }

    public func element(id: String) -> LaidOutElement? { elements.first { $0.id == id } }

    /// Topmost element under a point, for the canvas's hit-testing.
    public func hitTest(x: Double, y: Double) -> LaidOutElement? {
        elements.last { $0.frame.contains(x: x, y: y) }
    }
}

/// One element as laid out in an environment: variants applied, frame in window points.
///
/// What doesn't change from one environment to the next is held by reference (`Fixed`, copied
/// before a change where another element shares it): rules walk every element of every layout,
/// and copying each field of each element cost more than the rules themselves.
public struct LaidOutElement: Sendable, Hashable {
    private final class Fixed: @unchecked Sendable {
        var id: String
        var role: Role
        var text: String?
        var fontSize: Double?
        var symbol: String?
        var parentID: String?
        var depth: Int
        var ignore: Set<String>
        var constraints: [ConstraintSpec]
        var location: SourceLocation?
        var fontWeight: Int?
        var textAlignment: TextAlignment?
        var fontFile: String?

        init(id: String, role: Role, text: String?, fontSize: Double?, symbol: String?, parentID: String?,
             depth: Int, ignore: Set<String>, constraints: [ConstraintSpec], location: SourceLocation?,
             fontWeight: Int?, textAlignment: TextAlignment?, fontFile: String?) {
            self.id = id; self.role = role; self.text = text; self.fontSize = fontSize; self.symbol = symbol
            self.parentID = parentID; self.depth = depth; self.ignore = ignore; self.constraints = constraints
            self.location = location; self.fontWeight = fontWeight; self.textAlignment = textAlignment
            self.fontFile = fontFile
        }

        func copy() -> Fixed {
            Fixed(id: id, role: role, text: text, fontSize: fontSize, symbol: symbol, parentID: parentID,
                  depth: depth, ignore: ignore, constraints: constraints, location: location,
                  fontWeight: fontWeight, textAlignment: textAlignment, fontFile: fontFile)
        }
    }

    private var fixed: Fixed
    public var frame: Rect
    /// The text's own size at `fontSize`, wrapped to the frame's width; nil without text.
    public var textSize: Size?

    public var id: String { get { fixed.id } set { unique().id = newValue } }
    public var role: Role { get { fixed.role } set { unique().role = newValue } }
    public var text: String? { get { fixed.text } set { unique().text = newValue } }
    /// The font size after Dynamic Type scaling.
    public var fontSize: Double? { get { fixed.fontSize } set { unique().fontSize = newValue } }
    public var symbol: String? { get { fixed.symbol } set { unique().symbol = newValue } }
    public var parentID: String? { get { fixed.parentID } set { unique().parentID = newValue } }
    public var depth: Int { get { fixed.depth } set { unique().depth = newValue } }
    public var ignore: Set<String> { get { fixed.ignore } set { unique().ignore = newValue } }
    /// The constraints in force here (after variants), parsed.
    public var constraints: [ConstraintSpec] { get { fixed.constraints } set { unique().constraints = newValue } }
    public var location: SourceLocation? { get { fixed.location } set { unique().location = newValue } }
    /// The font's weight (100 to 900) where the file gives one; nil is regular, or a title's.
    public var fontWeight: Int? { get { fixed.fontWeight } set { unique().fontWeight = newValue } }
    /// How the text lines up in the frame; nil is natural.
    public var textAlignment: TextAlignment? { get { fixed.textAlignment } set { unique().textAlignment = newValue } }
    /// The project font file its text was measured in (`LayoutTraits.fontFile`), to draw it in the
    /// same face; nil is the system font.
    public var fontFile: String? { get { fixed.fontFile } set { unique().fontFile = newValue } }

    public init(id: String, role: Role, text: String? = nil, fontSize: Double? = nil,
                symbol: String? = nil, frame: Rect, parentID: String? = nil, depth: Int = 0,
                ignore: Set<String> = [], constraints: [ConstraintSpec] = [],
                textSize: Size? = nil, location: SourceLocation? = nil, fontWeight: Int? = nil,
                textAlignment: TextAlignment? = nil, fontFile: String? = nil) {
        fixed = Fixed(id: id, role: role, text: text, fontSize: fontSize, symbol: symbol, parentID: parentID,
                      depth: depth, ignore: ignore, constraints: constraints, location: location,
                      fontWeight: fontWeight, textAlignment: textAlignment, fontFile: fontFile)
        self.frame = frame
        self.textSize = textSize
    }

    /// This element elsewhere, sharing all that doesn't change with where it lies.
    func moved(frame: Rect, textSize: Size?) -> LaidOutElement {
        var copy = self
        copy.frame = frame
        copy.textSize = textSize
        return copy
    }

    private mutating func unique() -> Fixed {
        if !isKnownUniquelyReferenced(&fixed) { fixed = fixed.copy() }
        return fixed
    }

    public static func == (a: LaidOutElement, b: LaidOutElement) -> Bool {
        guard a.frame == b.frame, a.textSize == b.textSize else { return false }
        if a.fixed === b.fixed { return true }
        return a.id == b.id && a.role == b.role && a.text == b.text && a.fontSize == b.fontSize
            && a.symbol == b.symbol && a.parentID == b.parentID && a.depth == b.depth && a.ignore == b.ignore
            && a.constraints == b.constraints && a.location == b.location && a.fontWeight == b.fontWeight
            && a.textAlignment == b.textAlignment && a.fontFile == b.fontFile
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id); hasher.combine(role); hasher.combine(text); hasher.combine(fontSize)
        hasher.combine(symbol); hasher.combine(frame); hasher.combine(parentID); hasher.combine(depth)
        hasher.combine(ignore); hasher.combine(constraints); hasher.combine(textSize); hasher.combine(location)
        hasher.combine(fontWeight); hasher.combine(textAlignment); hasher.combine(fontFile)
    }
}

/// What the solver found wrong with the constraints themselves in an environment.
public enum LayoutIssue: Sendable, Hashable {
    /// Required constraints that cannot all hold; the last one named could not be added.
    case unsatisfiable([ConstraintReference])
    /// An element whose frame the constraints leave undetermined, along the named axes.
    case ambiguous(elementID: String, horizontal: Bool, vertical: Bool)
    /// Something the file says that Inset lays out otherwise than UIKit would (`ImportNote`).
    case notModelled(elementID: String?, message: String)
}

/// A constraint as the designer wrote it, for messages: `buy`'s constraint 2, `bottom == safeArea.bottom - 8`.
public struct ConstraintReference: Sendable, Hashable, CustomStringConvertible {
    public var elementID: String
    /// 1-based position in the element's (or variant's) list; 0 for constraints Inset adds (frames, intrinsic sizes).
    public var index: Int
    public var text: String
    public var location: SourceLocation?

    public init(elementID: String, index: Int, text: String, location: SourceLocation? = nil) {
        self.elementID = elementID; self.index = index; self.text = text; self.location = location
    }

    public var description: String { "\(elementID): \(text)" }
}
