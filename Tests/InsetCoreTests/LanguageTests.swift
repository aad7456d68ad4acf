import Foundation
import XCTest
@testable import InsetCore

/// Languages as part of the environment: translations from `localizations`, right-to-left
/// languages, the pseudo-languages, and findings that say which languages they happen in.
final class LanguageTests: XCTestCase {
    private let json = """
        { "format": "inset/1", "name": "Order", "platform": "iOS",
          "localizations": {
            "de": { "title": "Ihre Bestellung", "buy": "Änderungen jetzt speichern und bezahlen" },
            "ru": { "title": "Ваш заказ", "buy": "Сохранить изменения и оплатить сейчас" },
            "ar": { "title": "طلبك", "buy": "شراء" },
            "ko": { "title": "주문 내역" } },
          "elements": [
            { "id": "title", "role": "text", "text": "Your order", "fontSize": 28,
              "constraints": ["leading == margins.leading", "top == safeArea.top + 16"] },
            { "id": "buy", "role": "button", "text": "Buy now",
              "constraints": ["leading == margins.leading", "bottom == safeArea.bottom - 16", "width == 160", "height == 50"] } ] }
        """

    private func document() throws -> LayoutDocument { try RuleHarness.load(json) }

    private func environments(_ languages: [String]) throws -> [Environment] {
        var query = EnvironmentQuery(devices: ["iphone-15"], orientation: .only(.portrait))
        query.languages = languages
        return try query.environments(for: document(), in: RuleHarness.catalog)
    }

    private func layout(_ language: String) throws -> SolvedLayout {
        let env = try XCTUnwrap(environments([language]).first)
        return LayoutEngine(measurer: RuleHarness.measurer).solve(try document(), in: env)
    }

    func testATranslationReplacesTheTextAndARegionFallsBackToItsLanguage() throws {
        XCTAssertEqual(try layout("de").element(id: "title")?.text, "Ihre Bestellung")
        XCTAssertEqual(try layout("de-CH").element(id: "title")?.text, "Ihre Bestellung")
        XCTAssertEqual(try layout("ko").element(id: "buy")?.text, "Buy now", "no Korean for it: its own text")
        XCTAssertEqual(try layout("en").element(id: "title")?.text, "Your order")
        XCTAssertNil(try environments(["en"]).first?.language, "the document's own language")
    }

    func testArabicLaysOutRightToLeftByItself() throws {
        let arabic = try layout("ar")
        XCTAssertEqual(arabic.environment.layoutDirection, .rtl)
        XCTAssertGreaterThan(try XCTUnwrap(arabic.element(id: "buy")).frame.minX, 196, "leading is the right side")
        XCTAssertEqual(try layout("de").environment.layoutDirection, .ltr)
    }

    func testThePseudoLanguages() throws {
        XCTAssertEqual(try layout("pseudo-double").element(id: "buy")?.text, "Buy now Buy now")
        XCTAssertEqual(try layout("pseudo-bounded").element(id: "buy")?.text, "[Buy now]")
        let rtl = try layout("pseudo-rtl")
        XCTAssertEqual(rtl.element(id: "buy")?.text, "won yuB")
        XCTAssertEqual(rtl.environment.layoutDirection, .rtl)
        let accented = try XCTUnwrap(layout("pseudo-accented").element(id: "title")?.text)
        XCTAssertTrue(accented.hasPrefix("Ýö"), accented)
        let growth = Double(accented.count) / Double("Your order".count)
        XCTAssertGreaterThan(growth, 1.3, accented)
        XCTAssertLessThan(growth, 1.5, accented)
    }

    func testAllIsTheOwnLanguageTheTranslationsAndThePseudoLanguages() throws {
        XCTAssertEqual(try environments(["all"]).map { $0.language ?? "own" },
                       ["own", "ar", "de", "ko", "ru"] + Language.pseudo)
        XCTAssertThrowsError(try environments(["fr"])) { error in
            XCTAssertTrue("\(error)".contains("\"fr\""), "\(error)")
            XCTAssertTrue("\(error)".contains("de"), "lists what there is: \(error)")
        }
    }

    func testFindingsSayWhichLanguagesTheyHappenIn() throws {
        let envs = try environments(["all"])
        let checker = Checker(engine: LayoutEngine(measurer: RuleHarness.measurer))
        let groups = FindingGroup.group(checker.check(try document(), in: envs), among: envs)
        let truncated = try XCTUnwrap(groups.first { $0.rule == "text-truncation" && $0.elements == ["buy"] })
        XCTAssertTrue(truncated.whereItHappens.hasPrefix("only in"), truncated.whereItHappens)
        XCTAssertTrue(truncated.whereItHappens.contains("German and") || truncated.whereItHappens.contains("German,"),
                      truncated.whereItHappens)
        XCTAssertTrue(truncated.whereItHappens.contains("Russian"), truncated.whereItHappens)
        let missing = try XCTUnwrap(groups.first { $0.rule == "missing-translation" })
        XCTAssertEqual(missing.elements, ["buy"])
        XCTAssertEqual(missing.severity, .info)
        XCTAssertEqual(missing.whereItHappens, "only in Korean")
        XCTAssertTrue(envs.first { $0.language == "ar" }!.label.hasSuffix("RTL, Arabic"))
    }

    func testTheFileSaysWhereATranslationNamesNoElement() {
        let bad = json.replacingOccurrences(of: "\"ko\": { \"title\"", with: "\"ko\": { \"titel\"")
        XCTAssertThrowsError(try RuleHarness.load(bad)) { error in
            XCTAssertTrue("\(error)".contains("localizations.ko"), "\(error)")
            XCTAssertTrue("\(error)".contains("did you mean \"title\""), "\(error)")
        }
    }

    func testLocalizationsSaveAndLoadBack() throws {
        let saved = try document().encoded()
        let again = try LayoutDocument.decode(data: saved, path: "again.inset.json")
        XCTAssertEqual(again.localizations, try document().localizations)
        XCTAssertEqual(try again.encoded(), saved)
    }
}
