/// Relations that build constraints (`(x + w) == 100`, `w >= 44`) and `|` to give them a strength.

public func == <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs.linearExpression, .equal, rhs.linearExpression)
}

public func <= <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs.linearExpression, .lessThanOrEqual, rhs.linearExpression)
}

public func >= <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs.linearExpression, .greaterThanOrEqual, rhs.linearExpression)
}

public func == <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
    Constraint(lhs.linearExpression, .equal, Expression(constant: rhs))
}

public func <= <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
    Constraint(lhs.linearExpression, .lessThanOrEqual, Expression(constant: rhs))
}

public func >= <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
    Constraint(lhs.linearExpression, .greaterThanOrEqual, Expression(constant: rhs))
}

public func == <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Constraint {
    Constraint(Expression(constant: lhs), .equal, rhs.linearExpression)
}

public func <= <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Constraint {
    Constraint(Expression(constant: lhs), .lessThanOrEqual, rhs.linearExpression)
}

public func >= <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Constraint {
    Constraint(Expression(constant: lhs), .greaterThanOrEqual, rhs.linearExpression)
}

/// `(w == 100) | .medium` (parentheses needed, `|` binds tighter than `==`): a copy of the constraint with that strength.
public func | (constraint: Constraint, strength: Strength) -> Constraint {
    constraint.withStrength(strength)
}
