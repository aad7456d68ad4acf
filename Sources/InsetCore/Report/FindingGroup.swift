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

            /// The strings' bytes folded (FNV-1a) before hashing: hashing each string whole was
            /// a sixth of the grouping, which meets every finding not told again.
            func hash(into hasher: inout Hasher) {
                var fold = Self.fold(rule, into: 0xcbf2_9ce4_8422_2325)
                for element in elements { fold = Self.fold(element, into: fold) }
                hasher.combine(fold)
            }

            private static func fold(_ text: String, into start: UInt64) -> UInt64 {
                var fold = start
                let done: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
                    for byte in bytes { fold = (fold ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
                }
                if done == nil { for byte in text.utf8 { fold = (fold ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 } }
                return (fold ^ 0xff) &* 0x0000_0100_0000_01b3
            }
        }
        // Each group's findings by index, in the order the groups first come.
        var slot: [Key: Int] = [:]
        var members: [[Int]] = []
        // A finding told again in a twin environment has the rule and elements of the one it
        // retells, which comes first: its group is found by that one's identity, which hashes
        // cheaper than the key (two thirds of a storyboard's findings are retold).
        var slotOf: [ObjectIdentifier: Int] = [:]
        slotOf.reserveCapacity(findings.count)
        for (i, f) in findings.enumerated() {
            if let told = f.retells, let s = slotOf[told] {
                members[s].append(i)
                continue
            }
            let key = Key(rule: f.rule, elements: f.elements)
            let s: Int
            if let known = slot[key] {
                s = known
                members[s].append(i)
            } else {
                s = members.count
                slot[key] = s
                members.append([i])
            }
            if f.retells == nil { slotOf[f.identity] = s }
        }
        let universe = EnvironmentDescription.Universe.of(all)
        // Each finding's place in the universe. A check's findings come an environment at a
        // time, so most share the one before's, which compares cheaper than it hashes.
        var place = [Int](repeating: -1, count: findings.count)
        var last: (environment: Environment, place: Int)?
        for (i, f) in findings.enumerated() {
            if let last, last.environment == f.environment {
                place[i] = last.place
            } else {
                place[i] = universe.index[f.environment] ?? -1
                last = (f.environment, place[i])
            }
        }
        let words = (universe.environments.count + 63) / 64
        // Groups in the same environments, in the universe's order, are described alike: most
        // of a file's groups are in one of a few sets ("in every environment checked").
        var described: [[UInt64]: String] = [:]
        return members.map { indices in
            let list = indices.map { findings[$0] }
            // The group's environments as bits of the universe, each once, in order.
            var bits = [UInt64](repeating: 0, count: words)
            var envs: [Environment] = []
            envs.reserveCapacity(indices.count)
            var outside = false
            var inOrder = true
            var lastPlace = -1
            for i in indices {
                let p = place[i]
                guard p >= 0 else { outside = true; break }
                let bit: UInt64 = 1 << UInt64(p % 64)
                if bits[p / 64] & bit == 0 {
                    bits[p / 64] |= bit
                    envs.append(findings[i].environment)
                    if p < lastPlace { inOrder = false }
                    lastPlace = p
                }
            }
            let whereItHappens: String
            if outside {
                var seen = Set<Environment>()
                whereItHappens = EnvironmentDescription.describe(list.map(\.environment).filter { seen.insert($0).inserted },
                                                                 among: universe)
            } else if inOrder, let known = described[bits] {
                whereItHappens = known
            } else {
                whereItHappens = EnvironmentDescription.describe(envs, bits: bits, among: universe)
                if inOrder { described[bits] = whereItHappens }
            }
            return FindingGroup(rule: list[0].rule, severity: list.map(\.severity).max()!,
                                elements: list[0].elements, findings: list, whereItHappens: whereItHappens)
        }
    }
}
