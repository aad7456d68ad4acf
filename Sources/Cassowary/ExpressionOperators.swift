/// Arithmetic that builds linear expressions from variables, terms and numbers (`a + b`, `2 * a`, `a - 10`).

/// Anything that reads as a linear expression, so the operators need one overload per shape only.
public protocol LinearExpressionConvertible {
    var linearExpression: Expression { get }
}

extension Variable: LinearExpressionConvertible {
    public var linearExpression: Expression { Expression(self) }
}

extension Term: LinearExpressionConvertible {
    public var linearExpression: Expression { Expression(self) }
}

extension Expression: LinearExpressionConvertible {
    public var linearExpression: Expression { self }
}

extension Expression {
    func scaled(by factor: Double) -> Expression {
        Expression(terms.map { Term($0.variable, $0.coefficient * factor) }, constant: constant * factor)
    }

    func adding(_ other: Expression) -> Expression {
        Expression(terms + other.terms, constant: constant + other.constant)
    }
}

public prefix func - (e: Variable) -> Term { Term(e, -1) }
public prefix func - (e: Term) -> Term { Term(e.variable, -e.coefficient) }
public prefix func - (e: Expression) -> Expression { e.scaled(by: -1) }

public func * (lhs: Double, rhs: Variable) -> Term { Term(rhs, lhs) }
public func * (lhs: Variable, rhs: Double) -> Term { Term(lhs, rhs) }
public func * (lhs: Double, rhs: Term) -> Term { Term(rhs.variable, rhs.coefficient * lhs) }
public func * (lhs: Term, rhs: Double) -> Term { Term(lhs.variable, lhs.coefficient * rhs) }
public func * (lhs: Double, rhs: Expression) -> Expression { rhs.scaled(by: lhs) }
public func * (lhs: Expression, rhs: Double) -> Expression { lhs.scaled(by: rhs) }
public func / (lhs: Variable, rhs: Double) -> Term { Term(lhs, 1 / rhs) }
public func / (lhs: Term, rhs: Double) -> Term { Term(lhs.variable, lhs.coefficient / rhs) }
public func / (lhs: Expression, rhs: Double) -> Expression { lhs.scaled(by: 1 / rhs) }

public func + <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Expression {
    lhs.linearExpression.adding(rhs.linearExpression)
}

public func - <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Expression {
    lhs.linearExpression.adding(rhs.linearExpression.scaled(by: -1))
}

public func + <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Expression {
    lhs.linearExpression.adding(Expression(constant: rhs))
}

public func + <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Expression {
    Expression(constant: lhs).adding(rhs.linearExpression)
}

public func - <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Expression {
    lhs.linearExpression.adding(Expression(constant: -rhs))
}

public func - <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Expression {
    Expression(constant: lhs).adding(rhs.linearExpression.scaled(by: -1))
}
