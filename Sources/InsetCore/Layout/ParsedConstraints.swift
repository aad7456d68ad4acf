import Foundation

/// Constraint strings parsed once for every environment a layout is solved in: a check of 76
/// environments otherwise reads each string 76 times. Shared and locked, since the app solves
/// off the main thread; cleared when it grows past what any set of documents needs.
enum ParsedConstraints {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var specs: [String: ConstraintSpec] = [:]
    private static let limit = 200_000

    /// The string's spec, or nil where it breaks the grammar (the loader has said so already).
    static func spec(_ string: String) -> ConstraintSpec? {
        if let known = lock.withLock({ specs[string] }) { return known }
        guard let spec = try? ConstraintParser.parse(string) else { return nil }
        remember(string, spec)
        return spec
    }

    /// Keeps a spec the loader has parsed already, so the first solve doesn't read it again.
    static func remember(_ string: String, _ spec: ConstraintSpec) {
        lock.withLock {
            if specs.count >= limit { specs.removeAll(keepingCapacity: true) }
            specs[string] = spec
        }
    }
}
