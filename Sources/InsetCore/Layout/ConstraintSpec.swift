/// One parsed constraint string of the format's grammar:
/// `[item.]attribute relation [multiplier *] item.attribute [(+|-) constant] [@ priority]`
/// or `[item.]attribute relation constant [@ priority]`.
public struct ConstraintSpec: Hashable, Sendable {
    public var first: Anchor
    public var relation: Relation
    /// Nil for the constant form (`width >= 44`).
    public var second: Anchor?
    public var multiplier: Double
    public var constant: Double
    /// 1…1000; 1000 is required.
    public var priority: Double

    public init(first: Anchor, relation: Relation, second: Anchor? = nil,
                multiplier: Double = 1, constant: Double = 0, priority: Double = 1000) {
        self.first = first; self.relation = relation; self.second = second
        self.multiplier = multiplier; self.constant = constant; self.priority = priority
    }

    public var isRequired: Bool { priority >= 1000 || breaksFirst }
    /// Whether it is `requiredBrokenFirst`.
    public var breaksFirst: Bool { priority == Self.requiredBrokenFirst }

    /// Required, but the first a conflict breaks: the pins Xcode lets go of where a cell's
    /// content can't fit its row (`IBSceneBuilder.yieldsInOwnCell`, `yieldsInOlderCell`). Written
    /// back to the file as required.
    public static let requiredBrokenFirst = 999.75
}

/// `item.attribute`; `item` nil means the element itself.
public struct Anchor: Hashable, Sendable, CustomStringConvertible {
    public var item: ItemRef
    public var attribute: Attribute
    public init(item: ItemRef, attribute: Attribute) { self.item = item; self.attribute = attribute }
    public var description: String {
        item == .this ? attribute.rawValue : "\(item).\(attribute.rawValue)"
    }
}

public enum ItemRef: Hashable, Sendable, CustomStringConvertible {
    /// The constrained element itself (the left item left out).
    case this
    case guide(Guide)
    case element(String)

    public var description: String {
        switch self {
        case .this: return "self"
        case .guide(let g): return g.rawValue
        case .element(let id): return id
        }
    }
}

/// The guides a constraint may name besides elements.
public enum Guide: String, Hashable, Sendable, CaseIterable {
    case parent, screen, safeArea, margins, readable, keyboard
}

public enum Attribute: String, Hashable, Sendable, CaseIterable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    /// Edges of an element's layout margins, and text baselines: UIKit's `NSLayoutAttribute`s
    /// that Interface Builder files use (an extension of inset/1's grammar).
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins, firstBaseline, lastBaseline

    public var isHorizontal: Bool { frameAttribute.isHorizontalEdge }

    private var isHorizontalEdge: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX: return true
        default: return false
        }
    }

    /// The frame attribute this one moves with: a margin moves with its edge, a baseline with
    /// the top (first) or the bottom (last) of its text.
    public var frameAttribute: Attribute {
        switch self {
        case .leftMargin: return .left
        case .rightMargin: return .right
        case .topMargin, .firstBaseline: return .top
        case .bottomMargin, .lastBaseline: return .bottom
        case .leadingMargin: return .leading
        case .trailingMargin: return .trailing
        case .centerXWithinMargins: return .centerX
        case .centerYWithinMargins: return .centerY
        default: return self
        }
    }

    public var isMargin: Bool {
        switch self {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
             .centerXWithinMargins, .centerYWithinMargins: return true
        default: return false
        }
    }

    public var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }

    /// Leading and trailing (edges or margins) resolved for a layout direction; the rest never flip.
    public func resolved(rightToLeft: Bool) -> Attribute {
        switch self {
        case .leading: return rightToLeft ? .right : .left
        case .trailing: return rightToLeft ? .left : .right
        case .leadingMargin: return rightToLeft ? .rightMargin : .leftMargin
        case .trailingMargin: return rightToLeft ? .leftMargin : .rightMargin
        default: return self
        }
    }

    /// Whether this is one of the reading-direction attributes that mirror in right to left.
    public var isDirectional: Bool {
        self == .leading || self == .trailing || self == .leadingMargin || self == .trailingMargin
    }
}

public enum Relation: String, Hashable, Sendable, CaseIterable {
    case equal = "==", greaterOrEqual = ">=", lessOrEqual = "<="
}
