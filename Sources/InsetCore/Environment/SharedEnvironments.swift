import Foundation

/// The environments a run checks its screens in, made once: a storyboard's fifty scenes are
/// checked in the same seventy-six, and what is worked out from the environments alone (their
/// twins, their layout keys, the universe findings are described among) is then worked out once,
/// found again by identity rather than by comparing devices field by field.
enum SharedEnvironments {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var last: [Environment] = []

    /// `environments`, or the equal ones given before, whose devices are the same boxes.
    static func interned(_ environments: [Environment]) -> [Environment] {
        let known = lock.withLock { last }
        if known.count == environments.count, known == environments { return known }
        lock.withLock { last = environments }
        return environments
    }

    /// Whether `a` and `b` are the very same environments (`Environment.isIdentical`).
    static func identical(_ a: [Environment], _ b: [Environment]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0.isIdentical(to: $1) }
    }
}

/// The last value worked out from identical environments (`SharedEnvironments`) and an equal key.
final class EnvironmentMemo<Key: Equatable, Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var last: (environments: [Environment], key: Key, value: Value)?

    func value(for environments: [Environment], _ key: Key, make: () -> Value) -> Value {
        if let hit = lock.withLock({ last }), hit.key == key, SharedEnvironments.identical(hit.environments, environments) {
            return hit.value
        }
        let made = make()
        lock.withLock { last = (environments, key, made) }
        return made
    }
}
