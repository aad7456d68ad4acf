/// One edit a designer makes to a layout file: plain data the app sends to a `DocumentHistory`,
/// which applies it, records how to take it back exactly, and names it for the Undo menu.
///
/// Moves and resizes act on what places the element in `environment` (nil: its own keys, left to
/// right): the frame or constraint list of the last matching variant that has one, as the engine
/// picks them. Distances are in window points, x to the right and y down.
public enum EditCommand: Hashable, Sendable {
    /// Moves an element by (dx, dy). A frame-placed element's frame moves; a constraint-placed
    /// element keeps its constraints and their constants move with it: every constraint whose
    /// first item is the element and whose attribute is a position gets the distance added
    /// (subtracted for `leading`/`trailing` in a right-to-left environment, which the engine mirrors).
    case move(element: String, dx: Double, dy: Double, in: Environment?)
    /// Drags one of the selection's handles by (dx, dy). A frame-placed element's frame changes;
    /// for a constraint-placed one the constants of its equalities follow the edges that moved, and
    /// where nothing fixes the size yet a `width ==`/`height ==` constraint is added. `frame` is the
    /// element's solved frame when the drag began, for that size.
    case resize(element: String, handle: ResizeHandle, dx: Double, dy: Double, frame: Rect, in: Environment?)
    /// Sets one key of an element; a new id is written into every constraint that names the old one.
    case set(element: String, ElementProperty)
    /// Inserts an element (with any children) at `index` of `parent`'s children, or of the
    /// top-level list when `parent` is nil.
    case add(Element, parent: String?, index: Int)
    /// Removes an element with its children, and every constraint elsewhere that names one of them.
    case delete(element: String)
    /// Moves an element in the tree: to `index` of `parent`'s children (nil: the top level), the
    /// index counted once the element has left its old place. Its keys are kept as written.
    case reparent(element: String, parent: String?, index: Int)
    /// Applies a finding's fix (`LayoutDocument.applying`).
    case applyFix(Fix)
    /// Replaces the whole document with a recovered copy (after a crash), as one step to undo.
    case restore(LayoutDocument)
}

/// One of an element's own keys, with its new value; a variant's keys are set with `.variants`.
public enum ElementProperty: Hashable, Sendable {
    case id(String)
    case role(Role)
    case text(String?)
    case fontSize(Double?)
    case frame(Rect?)
    case constraints([String]?)
    case variants([Variant])
    case hidden(Bool?)
    case ignore([String])
    case symbol(String?)

    /// The key as the file and messages name it.
    public var key: String {
        switch self {
        case .id: "id"
        case .role: "role"
        case .text: "text"
        case .fontSize: "fontSize"
        case .frame: "frame"
        case .constraints: "constraints"
        case .variants: "variants"
        case .hidden: "hidden"
        case .ignore: "ignore"
        case .symbol: "symbol"
        }
    }
}

/// The eight handles around a selected element.
public enum ResizeHandle: String, Hashable, Sendable, CaseIterable {
    case top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight

    /// How far each edge moves when this handle is dragged by (dx, dy); an edge handle ignores
    /// the motion across it.
    public func edgeOffsets(dx: Double, dy: Double) -> EdgeOffsets {
        var offsets = EdgeOffsets()
        switch self {
        case .left, .topLeft, .bottomLeft: offsets.left = dx
        case .right, .topRight, .bottomRight: offsets.right = dx
        case .top, .bottom: break
        }
        switch self {
        case .top, .topLeft, .topRight: offsets.top = dy
        case .bottom, .bottomLeft, .bottomRight: offsets.bottom = dy
        case .left, .right: break
        }
        return offsets
    }
}

/// How far each edge of a frame moves, in window points (x to the right, y down).
public struct EdgeOffsets: Hashable, Sendable {
    public var left: Double
    public var right: Double
    public var top: Double
    public var bottom: Double

    public init(left: Double = 0, right: Double = 0, top: Double = 0, bottom: Double = 0) {
        self.left = left; self.right = right; self.top = top; self.bottom = bottom
    }

    /// Every edge moved by the same distance: a move.
    public static func translation(dx: Double, dy: Double) -> EdgeOffsets {
        EdgeOffsets(left: dx, right: dx, top: dy, bottom: dy)
    }

    /// How far an attribute of the frame moves; `leading`/`trailing` must be resolved first.
    func offset(of attribute: Attribute) -> Double {
        switch attribute {
        case .left, .leading: left
        case .right, .trailing: right
        case .centerX: (left + right) / 2
        case .width: right - left
        case .top: top
        case .bottom: bottom
        case .centerY: (top + bottom) / 2
        case .height: bottom - top
        default: offset(of: attribute.frameAttribute)
        }
    }
}

/// Horizontal or vertical, for messages about one direction of a move.
public enum Axis: String, Hashable, Sendable {
    case horizontal, vertical
}

extension EditCommand {
    /// What the Edit menu calls it: "Move “close”", "Apply fix: set width and height to at least 44".
    /// `document` is the one the command is applied to.
    public func actionName(in document: LayoutDocument) -> String {
        switch self {
        case .move(let id, _, _, _): return "Move \(quoted(id))"
        case .resize(let id, _, _, _, _, _): return "Resize \(quoted(id))"
        case .set(let id, let property):
            switch property {
            case .id(let new): return tr("Rename {element} to {new}", ["element": quoted(id), "new": quoted(new)])
            case .role: return tr("Change Role of {element}", ["element": quoted(id)])
            case .text: return tr("Change Text of {element}", ["element": quoted(id)])
            case .fontSize: return tr("Change Font Size of {element}", ["element": quoted(id)])
            case .frame: return tr("Change Frame of {element}", ["element": quoted(id)])
            case .constraints: return tr("Change Constraints of {element}", ["element": quoted(id)])
            case .variants: return tr("Change Variants of {element}", ["element": quoted(id)])
            case .hidden(let hidden): return hidden == true ? "Hide \(quoted(id))" : "Show \(quoted(id))"
            case .ignore: return tr("Change Ignored Rules of {element}", ["element": quoted(id)])
            case .symbol: return tr("Change Symbol of {element}", ["element": quoted(id)])
            }
        case .add(let element, _, _): return "Add \(quoted(element.id))"
        case .delete(let id): return "Delete \(quoted(id))"
        case .reparent(let id, let parent, _):
            let current = document.path(of: id).flatMap { $0.count > 1 ? document[path: Array($0.dropLast())].id : nil }
            if current == parent { return "Reorder \(quoted(id))" }
            return parent.map { tr("Move {element} into {parent}", ["element": quoted(id), "parent": quoted($0)]) } ?? tr("Move {element} to the Top Level", ["element": quoted(id)])
        case .applyFix(let fix): return tr("Apply fix: {summary}", ["summary": fix.summary])
        case .restore: return tr("Restore Recovered Version")
        }
    }

    private func quoted(_ id: String) -> String { "“\(id)”" }
}
