import Cassowary

/// A rectangle as linear expressions: an element's variables, or a guide's constants.
/// A class, made once and never changed: a solve looks boxes up thousands of times, and a
/// struct's copies retained each expression every time.
final class Box {
    let left: Expression
    let top: Expression
    let width: Expression
    let height: Expression
    /// The element's own variables; empty for guides.
    let variables: [Variable]

    init(left: Variable, top: Variable, width: Variable, height: Variable) {
        self.left = Expression(left); self.top = Expression(top)
        self.width = Expression(width); self.height = Expression(height)
        variables = [left, top, width, height]
    }

    init(left: Expression, top: Expression, width: Expression, height: Expression) {
        self.left = left; self.top = top; self.width = width; self.height = height
        variables = []
    }

    convenience init(_ rect: Rect) {
        self.init(left: Expression(constant: rect.minX), top: Expression(constant: rect.minY),
                  width: Expression(constant: rect.width), height: Expression(constant: rect.height))
    }

    var leftVariable: Variable { variables[0] }
    var topVariable: Variable { variables[1] }
    var widthVariable: Variable { variables[2] }
    var heightVariable: Variable { variables[3] }

    /// Where the solver holds an element's box now, before frames are rounded or moved.
    var held: Rect {
        Rect(x: leftVariable.value, y: topVariable.value, width: widthVariable.value, height: heightVariable.value)
    }

    /// An attribute already resolved for layout direction (no leading/trailing).
    func value(of attribute: Attribute) -> Expression {
        switch attribute {
        case .left, .leading: return left
        case .right, .trailing: return left + width
        case .top: return top
        case .bottom: return top + height
        case .width: return width
        case .height: return height
        case .centerX: return left + width * 0.5
        case .centerY: return top + height * 0.5
        default: return value(of: attribute.frameAttribute)
        }
    }
}

extension Attribute {
    var isPosition: Bool { self != .width && self != .height }
}
