/// A layout file (`inset/1`) in memory: what the designer wrote, before any environment is applied.
public struct LayoutDocument: Hashable, Sendable {
    public static let currentFormat = "inset/1"

    public var name: String
    public var platform: Platform
    /// Orientations the screen supports; nil when the file leaves it out (both).
    public var orientations: [Orientation]?
    /// Nil when the file leaves it out (shown).
    public var statusBar: Bool?
    public var widget: WidgetSpec?
    public var elements: [Element]
    /// The language of the elements' own `text` (a BCP 47 tag); nil is English.
    public var language: String?
    /// Per language, the text of elements by id, replacing their own in that language.
    public var localizations: [String: [String: String]] = [:]
    /// Translation keys that name an element by another object's id: a storyboard's navigation
    /// item titles the bar Inset draws for it.
    public var textAliases: [String: String] = [:]
    /// The document's language: its own, or English.
    public var ownLanguage: String { language ?? "en" }

    /// What a reader of another format could not model, said as `not-modelled` findings.
    public var notes: [ImportNote] = []
    /// Lines of text as tall as SF Pro's (`SystemLineHeights`): Interface Builder files, whose
    /// recorded frames Xcode laid out with it.
    public var systemLineHeights = false
    /// The priorities below 1000 the document uses, set where they rank strictly as in UIKit
    /// (`PriorityScale`): Interface Builder files. Nil weighs them as `Strength(priority:)` does.
    public var priorityLevels: [Double]?
    /// Elements whose placement Inset made up rather than read: a storyboard's or xib's root view,
    /// placed by its view controller or by code. Rules about how a file places things skip them.
    public var hostPlaced: Set<String> = []
    /// A piece of a screen drawn on its own, not a screen: a xib's cell or custom view, or a
    /// controller shown in another's container. It is laid out at its own size, and the rules
    /// about the display (`Rule.concernsTheDisplay`) don't apply to it.
    public var component = false
    /// Shown as a page sheet: its root view is a card the screen's top shows above, so the rules
    /// about reaching the display's edges measure the card (a storyboard's modally shown scene).
    public var presentedAsSheet = false
    /// Its root view ends at the top of a tab bar, as UIKit sizes a controller's view above an
    /// opaque one (or any, where the view doesn't extend its bottom edge): what fills the view
    /// goes as low as it can.
    public var rootEndsAboveTabBar = false
    /// Views that scroll what they hold both ways, as a storyboard's scroll views do: what lies
    /// beyond the screen inside them is reached by scrolling (a `list` scrolls one way: down, or
    /// sideways where `sidewaysLists` says so).
    public var scrollingViews: Set<String> = []
    /// Lists that scroll sideways, not down: a storyboard's collection view whose flow layout
    /// scrolls horizontally, a row of cards. What lies beside it is reached by scrolling, and it
    /// need not reach the display's bottom.
    public var sidewaysLists: Set<String> = []
    /// Subviews of those scroll views placed up and down against the scroll view's frame or safe
    /// area, not its content: its content inset doesn't move them.
    public var scrollHeldViews: Set<String> = []

    public init(name: String, platform: Platform, orientations: [Orientation]? = nil,
                statusBar: Bool? = nil, widget: WidgetSpec? = nil, elements: [Element] = []) {
        self.name = name; self.platform = platform; self.orientations = orientations
        self.statusBar = statusBar; self.widget = widget; self.elements = elements
    }

    public var supportedOrientations: [Orientation] { orientations ?? [.portrait, .landscape] }
    public var showsStatusBar: Bool { statusBar ?? true }

    /// Every element, depth first, parents before children.
    public var allElements: [Element] {
        var out: [Element] = []
        func walk(_ list: [Element]) { for e in list { out.append(e); walk(e.children) } }
        walk(elements)
        return out
    }

    /// Whether any element, at any depth, is one `test` holds for, without copying every element
    /// into an array as `allElements` does.
    public func containsElement(where test: (Element) -> Bool) -> Bool {
        func find(_ list: [Element]) -> Bool {
            list.contains { test($0) || find($0.children) }
        }
        return find(elements)
    }

    /// The first element with this id, depth first, found without gathering them all.
    public func element(id: String) -> Element? {
        func find(_ list: [Element]) -> Element? {
            for element in list {
                if element.id == id { return element }
                if let found = find(element.children) { return found }
            }
            return nil
        }
        return find(elements)
    }
}

public struct WidgetSpec: Hashable, Sendable, Codable {
    public enum Family: String, Codable, Sendable, CaseIterable {
        case small, medium, large, extraLarge, circular, rectangular, inline
    }
    public var family: Family
    public init(family: Family) { self.family = family }
}

public struct Element: Hashable, Sendable {
    public var id: String
    public var role: Role
    public var text: String?
    public var fontSize: Double?
    public var frame: Rect?
    /// Constraint strings as written; parsed with `ConstraintParser`.
    public var constraints: [String]?
    public var variants: [Variant]
    public var hidden: Bool?
    public var symbol: String?
    public var ignore: [String]
    public var children: [Element]
    /// Where the element's object starts in its file, for messages and SARIF.
    public var location: SourceLocation?
    /// Where each constraint string starts, parallel to `constraints`.
    public var constraintLocations: [SourceLocation]
    /// The name the designer gave it (Interface Builder's user label), shown instead of the id.
    public var name: String?
    /// The class it stands for where the file names one (`UILabel`, `CheckoutButton`).
    public var className: String?
    /// What UIKit knows beyond inset/1's keys; nil for inset/1 elements.
    public var traits: LayoutTraits?

    public init(id: String, role: Role, text: String? = nil, fontSize: Double? = nil,
                frame: Rect? = nil, constraints: [String]? = nil, variants: [Variant] = [],
                hidden: Bool? = nil, symbol: String? = nil, ignore: [String] = [],
                children: [Element] = [], location: SourceLocation? = nil,
                constraintLocations: [SourceLocation] = []) {
        self.id = id; self.role = role; self.text = text; self.fontSize = fontSize
        self.frame = frame; self.constraints = constraints; self.variants = variants
        self.hidden = hidden; self.symbol = symbol; self.ignore = ignore
        self.children = children; self.location = location
        self.constraintLocations = constraintLocations
    }
}

/// Keys that replace the element's own where `when` matches the environment.
public struct Variant: Hashable, Sendable {
    public var when: Condition
    public var constraints: [String]?
    public var frame: Rect?
    public var hidden: Bool?
    public var fontSize: Double?
    public var text: String?
    public var location: SourceLocation?
    public var constraintLocations: [SourceLocation]

    public init(when: Condition, constraints: [String]? = nil, frame: Rect? = nil,
                hidden: Bool? = nil, fontSize: Double? = nil, text: String? = nil,
                location: SourceLocation? = nil, constraintLocations: [SourceLocation] = []) {
        self.when = when; self.constraints = constraints; self.frame = frame
        self.hidden = hidden; self.fontSize = fontSize; self.text = text
        self.location = location; self.constraintLocations = constraintLocations
    }
}

/// A variant's `when`: every key given must match.
public struct Condition: Hashable, Sendable {
    public var horizontalSizeClass: SizeClass?
    public var verticalSizeClass: SizeClass?
    public var orientation: Orientation?
    public var device: String?
    public var family: DeviceFamily?
    public var split: Split?
    public var layoutDirection: LayoutDirection?
    /// A language tag; `de` matches `de-CH`.
    public var language: String?

    public init(horizontalSizeClass: SizeClass? = nil, verticalSizeClass: SizeClass? = nil,
                orientation: Orientation? = nil, device: String? = nil,
                family: DeviceFamily? = nil, split: Split? = nil,
                layoutDirection: LayoutDirection? = nil, language: String? = nil) {
        self.horizontalSizeClass = horizontalSizeClass; self.verticalSizeClass = verticalSizeClass
        self.orientation = orientation; self.device = device; self.family = family
        self.split = split; self.layoutDirection = layoutDirection; self.language = language
    }
}

public enum LayoutDirection: String, Codable, Sendable, CaseIterable {
    case ltr, rtl
}

/// A line and column (both from 1) in a layout file.
public struct SourceLocation: Hashable, Sendable, Codable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public init(line: Int, column: Int) { self.line = line; self.column = column }
    public var description: String { "\(line):\(column)" }
}

public enum Role: String, Codable, Sendable, CaseIterable {
    case background, view, text, image
    case button, link, textField, searchField, `switch`, slider, stepper, segmentedControl, control
    case navigationBar, tabBar, toolbar
    case list, card, ornament

    public var isInteractive: Bool {
        switch self {
        case .button, .link, .textField, .searchField, .switch, .slider, .stepper,
             .segmentedControl, .control, .card, .ornament: return true
        default: return false
        }
    }

    public var isBar: Bool { self == .navigationBar || self == .tabBar || self == .toolbar }

    /// Roles whose `text` gives them an intrinsic size.
    public var showsText: Bool {
        switch self {
        case .text, .button, .link, .textField, .searchField, .segmentedControl, .card: return true
        default: return false
        }
    }
}
