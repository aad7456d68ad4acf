/// Says in a designer's words which environments, out of those checked, a finding occurs in.
public enum EnvironmentDescription {
    /// A property an environment may have, as a phrase: "in landscape", "on iPads".
    struct Trait {
        let phrase: String
        let holds: (Environment) -> Bool
    }

    public static func describe(_ subset: [Environment], among all: [Environment]) -> String {
        let inside = Set(subset)
        let universe = Set(all).union(inside)
        if inside.count == universe.count {
            return universe.count == 1 ? tr("in the environment checked") : tr("in every environment checked")
        }
        if let phrase = languagesOnly(inside, universe) { return tr("only {where}", ["where": phrase]) }
        let traits = candidateTraits(universe)
        // The fewest traits (one, then two together) that pick out exactly these environments.
        for t in traits where separates([t], inside, universe) { return tr("only {where}", ["where": t.phrase]) }
        for (i, a) in traits.enumerated() {
            for b in traits[(i + 1)...] where separates([a, b], inside, universe) {
                return tr("only {where} {where2}", ["where": a.phrase, "where2": b.phrase])
            }
        }
        let labels = subset.prefix(3).map(\.label)
        let list = labels.joined(separator: "; ")
        if subset.count > 3 {
            return tr("in {count} of {total} environments: {list} and {more} more",
                      ["count": subset.count, "total": universe.count, "list": list, "more": subset.count - 3])
        }
        return tr("in {count} of {total} environments: {list}", ["count": subset.count, "total": universe.count, "list": list])
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

    private static func separates(_ traits: [Trait], _ inside: Set<Environment>, _ universe: Set<Environment>) -> Bool {
        universe.allSatisfy { env in traits.allSatisfy { $0.holds(env) } == inside.contains(env) }
    }

    /// Traits that vary across the environments checked; orientation and split come first, as
    /// designers think of those before devices.
    static func candidateTraits(_ universe: Set<Environment>) -> [Trait] {
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
