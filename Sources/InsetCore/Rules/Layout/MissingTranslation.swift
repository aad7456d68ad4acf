/// Text a translation lacks: the element would show the document's own language among the
/// translated ones.
struct MissingTranslation: Rule {
    let id = "missing-translation"
    let defaultSeverity = Severity.info
    let defaultThreshold: Double? = nil
    let platforms = Platform.all
    let summary = tr("An element whose text has no translation in the language checked")
    let guideline = Guideline(
        quote: tr("Make sure your layout adapts gracefully to context changes while remaining recognizably consistent."),
        source: "002", section: tr("Adaptivity and Layout"))

    func check(_ context: RuleContext) -> [Finding] {
        guard let language = context.layout.environment.language, !Language.isPseudo(language) else { return [] }
        let base = String(language.split(separator: "-").first ?? "")
        let table = (context.document.localizations[base] ?? [:])
            .merging(context.document.localizations[language] ?? [:]) { _, specific in specific }
        return context.layout.elements.compactMap { element in
            guard let own = context.written(element.id)?.text, !own.isEmpty,
                  table[element.id] == nil else { return nil }
            return context.finding(self, tr("\"{element}\" has no text in {language}; it shows \"{own}\"", ["element": element.id, "language": Language.name(language), "own": own]),
                                   elements: [element.id], rect: element.frame)
        }
    }
}
