import InsetCore

/// What the "All Devices" grid shows: the layout solved and checked on every device of its platform,
/// in one orientation, with each iPad split; one card per environment, in catalog order.
public struct DeviceGridContent: Sendable {
    public struct Card: Sendable {
        public var layout: SolvedLayout
        public var findings: [Finding]
        /// The cards differ by language, not by device: each is titled with its language.
        public var byLanguage = false
        public var environment: Environment { layout.environment }

        /// The device's name, or the widget family on it; the language, in a grid of languages.
        public var title: String {
            if byLanguage { return DeviceGridContent.languageTitle(environment.language) }
            return environment.widgetFamily.map { $0.title(on: environment.device) } ?? environment.device.name
        }

        /// What, besides the device, sets this card apart: the split ("1/3 Split"), or for the whole
        /// screen its size ("393 × 852 pt"). Every card of a grid has the same orientation.
        public var detail: String {
            guard environment.split == .full else { return environment.split.title }
            let bounds = layout.bounds
            return "\(Rect.format(bounds.width)) × \(Rect.format(bounds.height)) pt"
        }

        /// The worst severity found, nil when there are no findings.
        public var worst: Severity? { findings.map(\.severity).max() }

        /// "3 problems", "1 problem" or "No problems".
        public var count: String {
            findings.isEmpty ? tr("No problems") : trn("{n} problem", "{n} problems", findings.count)
        }

        /// What a screen reader says for the card: "iPad Air, Landscape, 1/2 Split: 2 problems".
        public var accessibleLabel: String {
            tr("{device}, {orientation}, {detail}: {problems}", ["device": title, "orientation": environment.orientation.title.capitalized, "detail": detail, "problems": count])
        }
    }

    public var cards: [Card]

    /// A heading and the cards under it, by their place in `cards`.
    public struct Section: Equatable, Sendable {
        public var title: String
        public var cards: Range<Int>
    }

    /// The cards under headings: one per device where a device has several cards (an iPad's
    /// splits), else one per device family, so a phone's single card isn't titled twice.
    public var sections: [Section] {
        if let first = cards.first, first.byLanguage {
            let device = first.environment.widgetFamily.map { $0.title(on: first.environment.device) } ?? first.environment.device.name
            return [Section(title: device, cards: 0..<cards.count)]
        }
        let byDevice = Self.runs(of: cards) { $0.environment.device.id }
        if byDevice.contains(where: { $0.count > 1 }) {
            return byDevice.map { Section(title: cards[$0.lowerBound].environment.device.name, cards: $0) }
        }
        return Self.runs(of: cards) { $0.environment.device.family.rawValue }
            .map { Section(title: cards[$0.lowerBound].environment.device.family.rawValue, cards: $0) }
    }

    /// Ranges of consecutive cards with the same key.
    private static func runs(of cards: [Card], key: (Card) -> String) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var start = 0
        for index in cards.indices where index == cards.count - 1 || key(cards[index]) != key(cards[index + 1]) {
            runs.append(start..<index + 1)
            start = index + 1
        }
        return runs
    }

    /// The environments the grid shows for a document: every device of its platform in `orientation`
    /// where the device turns that way, each split an iPad has there; text size, direction and
    /// keyboard and language as chosen.
    public static func environments(for document: LayoutDocument, in catalog: DeviceCatalog,
                                     orientation: Orientation, choice: EnvironmentChoice) -> [Environment] {
        var query = EnvironmentQuery(orientation: .only(orientation), split: .all, textSize: choice.textSize,
                                     layoutDirection: choice.layoutDirection, keyboard: choice.keyboard)
        query.languages = choice.language.map { [$0] } ?? []
        // No device is named, so no name can be unknown.
        return (try? query.environments(for: document, in: catalog)) ?? []
    }

    /// The environments the grid of languages shows: the current device, orientation and split in
    /// the document's own language, each of its translations and each pseudo-language.
    public static func languageEnvironments(for document: LayoutDocument, on device: Device,
                                            choice: EnvironmentChoice) -> [Environment] {
        let tags: [String?] = [nil] + document.localizations.keys.sorted().filter { $0 != document.ownLanguage } + Language.pseudo
        return tags.map { tag in
            var choice = choice
            choice.language = tag
            return choice.environment(for: document, on: device)
        }
    }

    /// "Korean", or for the document's own text "Own text".
    static func languageTitle(_ tag: String?) -> String {
        guard let tag else { return tr("Own text") }
        switch tag {
        case "pseudo-double": return tr("Pseudo: Double Length")
        case "pseudo-accented": return tr("Pseudo: Accented")
        case "pseudo-rtl": return tr("Pseudo: Right to Left")
        case "pseudo-bounded": return tr("Pseudo: Bounded")
        default: return Language.name(tag)
        }
    }

    /// Solves and checks the document in each environment, as the inspector does for the current one;
    /// slow, so the app runs it off the main thread.
    public static func make(document: LayoutDocument, environments: [Environment], checker: Checker,
                            byLanguage: Bool = false) -> DeviceGridContent {
        var cards: [Card] = []
        checker.solveAndCheck(document, in: environments) { _, layout, findings in
            cards.append(Card(layout: layout, findings: findings, byLanguage: byLanguage))
        }
        return DeviceGridContent(cards: cards)
    }
}
