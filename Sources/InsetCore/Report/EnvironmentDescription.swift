import Foundation

/// Says in a designer's words which environments, out of those checked, a finding occurs in.
public enum EnvironmentDescription {
    /// A property an environment may have, as a phrase: "in landscape", "on iPads".
    struct Trait {
        let phrase: String
        let holds: (Environment) -> Bool
    }

    public static func describe(_ subset: [Environment], among all: [Environment]) -> String {
        describe(subset, among: Universe(all + subset))
    }

    /// The environments checked and which of them each trait holds in, worked out once for all
    /// the groups of a file: describing a group is then a few comparisons of bit sets.
    public struct Universe {
        var environments: [Environment]
        var index: [Environment: Int]
        let traits: [(phrase: String, bits: [UInt64])]
        let languageCount: Int

        public init(_ all: [Environment]) {
            let (environments, index) = Self.indexed(all)
            self.environments = environments
            self.index = index
            traits = candidateTraits(environments).map { trait in
                var bits = [UInt64](repeating: 0, count: (environments.count + 63) / 64)
                for (i, env) in environments.enumerated() where trait.holds(env) { bits[i / 64] |= 1 << UInt64(i % 64) }
                return (trait.phrase, bits)
            }
            languageCount = Set(environments.map(\.language)).count
        }

        /// The universe of `all`: the last one made while the environments are the same, as
        /// they are for every scene of a storyboard checked in one run.
        public static func of(_ all: [Environment]) -> Universe {
            let last = lastLock.withLock { lastMade }
            // The very environments (`SharedEnvironments`): already indexed by these values.
            if let last, SharedEnvironments.identical(last.all, all) { return last.universe }
            var universe: Universe
            if let last, last.all == all {
                // Indexed by these very values: a finding's environment then matches its own
                // without comparing every field of its device.
                universe = last.universe
                (universe.environments, universe.index) = indexed(all)
            } else {
                universe = Universe(all)
            }
            lastLock.withLock { lastMade = (all, universe) }
            return universe
        }
        private static func indexed(_ all: [Environment]) -> (environments: [Environment], index: [Environment: Int]) {
            var index: [Environment: Int] = [:]
            var environments: [Environment] = []
            for env in all where index[env] == nil {
                index[env] = environments.count
                environments.append(env)
            }
            return (environments, index)
        }

        private static let lastLock = NSLock()
        nonisolated(unsafe) private static var lastMade: (all: [Environment], universe: Universe)?

        /// The subset as bits, or nil when it holds an environment outside the universe.
        func bits(of subset: [Environment]) -> [UInt64]? {
            var bits = [UInt64](repeating: 0, count: (environments.count + 63) / 64)
            for env in subset {
                guard let i = index[env] else { return nil }
                bits[i / 64] |= 1 << UInt64(i % 64)
            }
            return bits
        }
    }

    static func describe(_ subset: [Environment], among universe: Universe) -> String {
        guard let inside = universe.bits(of: subset) else {
            return describe(subset, among: Universe(universe.environments + subset))
        }
        return describe(subset, bits: inside, among: universe)
    }

    /// `inside`: the subset as bits of the universe, which `subset` (without repeats) gives.
    static func describe(_ subset: [Environment], bits inside: [UInt64], among universe: Universe) -> String {
        let count = inside.reduce(0) { $0 + $1.nonzeroBitCount }
        if count == universe.environments.count {
            return count == 1 ? tr("in the environment checked") : tr("in every environment checked")
        }
        if universe.languageCount > 1, let phrase = languagesOnly(Set(subset), Set(universe.environments)) {
            return tr("only {where}", ["where": phrase])
        }
        // The fewest traits (one, then two together) that pick out exactly these environments.
        for t in universe.traits where t.bits == inside { return tr("only {where}", ["where": t.phrase]) }
        // Only traits that hold in every environment of the subset can pick it out together.
        let covering = universe.traits.filter { t in zip(t.bits, inside).allSatisfy { $0 & $1 == $1 } }
        for (i, a) in covering.enumerated() {
            for b in covering[(i + 1)...] where a.bits.indices.allSatisfy({ a.bits[$0] & b.bits[$0] == inside[$0] }) {
                return tr("only {where} {where2}", ["where": a.phrase, "where2": b.phrase])
            }
        }
        // Only the first three are named: found without hashing every environment of the subset.
        var named: [Environment] = []
        for env in subset where named.count < 3 && !named.contains(env) { named.append(env) }
        let labels = named.map(\.label)
        let list = labels.joined(separator: "; ")
        if count > 3 {
            return tr("in {count} of {total} environments: {list} and {more} more",
                      ["count": count, "total": universe.environments.count, "list": list, "more": count - 3])
        }
        return tr("in {count} of {total} environments: {list}", ["count": count, "total": universe.environments.count, "list": list])
    }

    /// "in German and Russian", "in Arabic, right to left": where the environments are exactly
    /// those of some languages.
    private static func languagesOnly(_ inside: Set<Environment>, _ universe: Set<Environment>) -> String? {
        let all = Set(universe.map(\.language))
        let these = Set(inside.map(\.language))
        guard all.count > 1, these.count < all.count, !these.contains(nil),
              universe.allSatisfy({ these.contains($0.language) == inside.contains($0) }) else { return nil }
        let names = these.compactMap { $0 }.sorted().map { tag in
            Language.isRightToLeft(tag) && !Language.isPseudo(tag)
                ? tr("{language} (right to left)", ["language": Language.name(tag)]) : Language.name(tag)
        }
        let list = names.count <= 2 ? Words.and(names)
            : tr("{first} and {second}", ["first": names.dropLast().joined(separator: ", "), "second": names.last!])
        return tr("in {languages}", ["languages": list])
    }

    /// Traits that vary across the environments checked; orientation and split come first, as
    /// designers think of those before devices.
    static func candidateTraits(_ universe: [Environment]) -> [Trait] {
        var traits: [Trait] = []
        func add(_ phrase: String, _ holds: @escaping (Environment) -> Bool) {
            let count = universe.filter(holds).count
            if count > 0 && count < universe.count { traits.append(Trait(phrase: phrase, holds: holds)) }
        }
        for o in Orientation.allCases { add(tr("in {orientation}", ["orientation": o.title])) { $0.orientation == o } }
        for s in Split.allCases {
            add(s == .full ? tr("full screen") : s == .slideOver ? tr("in Slide Over")
                : tr("in {split} split", ["split": s.rawValue])) { $0.split == s }
        }
        add(tr("in compact width")) { $0.sizeClass.horizontal == .compact }
        add(tr("in regular width")) { $0.sizeClass.horizontal == .regular }
        add(tr("in compact height")) { $0.sizeClass.vertical == .compact }
        add(tr("in regular height")) { $0.sizeClass.vertical == .regular }
        for f in DeviceFamily.allCases { add(tr("on {devices}", ["devices": f.plural])) { $0.device.family == f } }
        add(tr("on devices with a Dynamic Island")) { $0.device.sensorHousing.kind == .dynamicIsland }
        add(tr("on devices with a notch")) { $0.device.sensorHousing.kind == .notch }
        add(tr("on devices with a Home button")) { !$0.device.homeIndicator && $0.device.family != .appleWatch }
        add(tr("on devices with a Home indicator")) { $0.device.homeIndicator }
        for t in TextSize.allCases { add(tr("at text size {size}", ["size": t.rawValue])) { $0.textSize == t } }
        add(tr("right to left")) { $0.layoutDirection == .rtl }
        add(tr("with the keyboard shown")) { $0.keyboard }
        for id in Set(universe.map(\.device.id)).sorted() {
            let name = universe.first { $0.device.id == id }!.device.name
            add(tr("on {device}", ["device": name])) { $0.device.id == id }
        }
        return traits
    }
}
