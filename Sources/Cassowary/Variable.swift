/// An unknown the solver finds a value for, compared by identity so two views' `width`s never merge.
public final class Variable: Hashable, CustomStringConvertible {
    public let name: String
    /// The solved value, written by `Solver.updateVariables()`; unchecked for exclusivity because
    /// that loop writes thousands of them per frame and nothing else writes it.
    @exclusivity(unchecked) public internal(set) var value: Double

    public init(_ name: String = "", value: Double = 0) {
        self.name = name
        self.value = value
    }

    public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    public var description: String { name.isEmpty ? "v\(UInt(bitPattern: ObjectIdentifier(self).hashValue))" : name }
}
