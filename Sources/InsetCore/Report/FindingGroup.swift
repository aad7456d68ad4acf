/// One problem as a designer thinks of it: a rule broken by the same elements, wherever it happens.
public struct FindingGroup: Sendable {
    public var rule: String
    public var severity: Severity
    public var elements: [String]
    /// Every occurrence, in environment order; the first stands for the group in lists.
    public var findings: [Finding]
    /// "only in landscape on iPhones with a Dynamic Island"
    public var whereItHappens: String

    public var first: Finding { findings[0] }
    public var environments: [Environment] { findings.map(\.environment) }

    static func group(_ findings: [Finding], among all: [Environment]) -> [FindingGroup] {
        struct Key: Hashable {
            let rule: String
            let elements: [String]
        }
        var order: [Key] = []
        var buckets: [Key: [Finding]] = [:]
        for f in findings {
            let key = Key(rule: f.rule, elements: f.elements)
            if buckets[key] == nil { order.append(key) }
            buckets[key, default: []].append(f)
        }
        let universe = EnvironmentDescription.Universe.of(all)
        let words = (universe.environments.count + 63) / 64
        return order.map { key in
            let list = buckets[key]!
            // The group's environments as bits of the universe, each once, in order.
            var bits = [UInt64](repeating: 0, count: words)
            var envs: [Environment] = []
            var outside = false
            for f in list {
                guard let i = universe.index[f.environment] else { outside = true; break }
                let bit: UInt64 = 1 << UInt64(i % 64)
                if bits[i / 64] & bit == 0 {
                    bits[i / 64] |= bit
                    envs.append(f.environment)
                }
            }
            let whereItHappens: String
            if outside {
                var seen = Set<Environment>()
                whereItHappens = EnvironmentDescription.describe(list.map(\.environment).filter { seen.insert($0).inserted },
                                                                 among: universe)
            } else {
                whereItHappens = EnvironmentDescription.describe(envs, bits: bits, among: universe)
            }
            return FindingGroup(rule: list[0].rule, severity: list.map(\.severity).max()!,
                                elements: list[0].elements, findings: list, whereItHappens: whereItHappens)
        }
    }
}
