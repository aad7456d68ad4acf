/// Whose keys place an element: its own, or one of its variants' (index from 0).
enum KeySource: Hashable, Sendable {
    case own
    case variant(Int)
}

/// The placing keys of an element in one environment, and where each comes from, picked as the
/// engine picks them (`EffectiveElement`): later matching variants replace earlier ones, and a
/// variant's constraints drop a frame it doesn't give.
struct KeysInForce {
    var constraints: [String]
    var constraintSource: KeySource
    var frame: Rect?
    var frameSource: KeySource
    var fontSizeSource: KeySource = .own
    var hidden: Bool

    var isPlacedByConstraints: Bool { !constraints.isEmpty }
}

extension Element {
    /// The keys in force in `environment`; nil means the element's own keys.
    func keysInForce(in environment: Environment?) -> KeysInForce {
        var keys = KeysInForce(constraints: constraints ?? [], constraintSource: .own,
                               frame: frame, frameSource: .own, hidden: hidden ?? false)
        guard let environment else { return keys }
        for (index, variant) in variants.enumerated() where environment.matches(variant.when) {
            if let list = variant.constraints {
                keys.constraints = list
                keys.constraintSource = .variant(index)
                if variant.frame == nil { keys.frame = nil }
            }
            if let frame = variant.frame {
                keys.frame = frame
                keys.frameSource = .variant(index)
            }
            if variant.fontSize != nil { keys.fontSizeSource = .variant(index) }
            if let hidden = variant.hidden { keys.hidden = hidden }
        }
        return keys
    }

    func constraintList(_ source: KeySource) -> [String]? {
        switch source {
        case .own: constraints
        case .variant(let index): variants[index].constraints
        }
    }

    /// Replaces a list; a list of the same length keeps where each string was written.
    mutating func setConstraintList(_ list: [String], _ source: KeySource) {
        switch source {
        case .own:
            if list.count != constraints?.count { constraintLocations = [] }
            constraints = list
        case .variant(let index):
            if list.count != variants[index].constraints?.count { variants[index].constraintLocations = [] }
            variants[index].constraints = list
        }
    }

    mutating func setFrame(_ frame: Rect, _ source: KeySource) {
        switch source {
        case .own: self.frame = frame
        case .variant(let index): variants[index].frame = frame
        }
    }

    /// Every constraint list the element has: its own (variant nil) and each variant's.
    var constraintLists: [(variant: Int?, list: [String])] {
        var out: [(Int?, [String])] = []
        if let constraints { out.append((nil, constraints)) }
        for (index, variant) in variants.enumerated() {
            if let list = variant.constraints { out.append((index, list)) }
        }
        return out
    }
}
