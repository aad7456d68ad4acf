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
public struct LaidOutElement: Sendable, Hashable {
    public var id: String
    public var role: Role
    public var text: String?
    /// The font size after Dynamic Type scaling.
    public var fontSize: Double?
    public var symbol: String?
    public var frame: Rect
    public var parentID: String?
    public var depth: Int
    public var ignore: Set<String>
    /// The constraints in force here (after variants), parsed.
    public var constraints: [ConstraintSpec]
    /// The text's own size at `fontSize`, wrapped to the frame's width; nil without text.
    public var textSize: Size?
    public var location: SourceLocation?

    public init(id: String, role: Role, text: String? = nil, fontSize: Double? = nil,
                symbol: String? = nil, frame: Rect, parentID: String? = nil, depth: Int = 0,
                ignore: Set<String> = [], constraints: [ConstraintSpec] = [],
                textSize: Size? = nil, location: SourceLocation? = nil) {
        self.id = id; self.role = role; self.text = text; self.fontSize = fontSize
        self.symbol = symbol; self.frame = frame; self.parentID = parentID; self.depth = depth
        self.ignore = ignore; self.constraints = constraints; self.textSize = textSize
        self.location = location
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
