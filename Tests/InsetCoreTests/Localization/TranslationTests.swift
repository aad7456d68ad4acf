import XCTest
@testable import InsetCore

/// The door every message goes through: placeholders, plurals and an installed catalog.
final class TranslationTests: XCTestCase {
    override func tearDown() { Translation.install(nil) }

    func testWithoutACatalogTheEnglishTextIsFilledIn() {
        XCTAssertEqual(tr("\"{element}\" is {width} pt wide", ["element": "buy", "width": 44]), "\"buy\" is 44 pt wide")
        XCTAssertEqual(trn("{n} error", "{n} errors", 1), "1 error")
        XCTAssertEqual(trn("{n} error", "{n} errors", 3), "3 errors")
        XCTAssertEqual(Translation.userLanguage, "en")
    }

    func testATranslationMayPutThePlaceholdersInAnotherOrder() {
        Translation.install({ msgid, _, _ in
            msgid == "{a} is left of {b}" ? "{b}의 왼쪽에 {a}" : msgid
        }, language: "ko")
        XCTAssertEqual(tr("{a} is left of {b}", ["a": "x", "b": "y"]), "y의 왼쪽에 x")
        XCTAssertEqual(Translation.userLanguage, "ko")
    }

    func testAPlaceholderWithNoValueStaysAsWrittenAndBracesInValuesAreNotFilledAgain() {
        XCTAssertEqual(tr("{a} and {missing}", ["a": "{missing}"]), "{missing} and {missing}")
        XCTAssertEqual(tr("JSON like {\"rules\": {}}"), "JSON like {\"rules\": {}}")
    }

    func testPlaceholdersAmongOtherScriptsAndOtherValues() {
        XCTAssertEqual(Translation.fill("「{name}」은 {w} × {h} pt입니다 {", ["name": "버튼 ✓", "w": 44, "h": 12.5]),
                       "「버튼 ✓」은 44 × 12.5 pt입니다 {")
        XCTAssertEqual(Translation.fill("{}{a}{a}}", ["a": "é"]), "{}éé}")
        XCTAssertEqual(Translation.fill("no braces", ["a": "x"]), "no braces")
        // A name runs to the first closing brace; an empty one is a name too.
        XCTAssertEqual(Translation.fill("{a{b} {b} {", ["b": "x"]), "{a{b} x {")
        XCTAssertEqual(Translation.fill("[{}]", ["": "x"]), "[x]")
        // Names that begin alike, or are as long as another, are told apart.
        XCTAssertEqual(Translation.fill("{ab}-{a}-{abc}-{ac}", ["abc": 3, "a": "x", "ab": "y", "ad": "z"]), "y-x-3-{ac}")
    }

    func testPluralsReachTheCatalogWithTheirCount() {
        final class Seen: @unchecked Sendable {
            let lock = NSLock()
            var calls: [(String, String?, Int)] = []
        }
        let box = Seen()
        Translation.install({ msgid, plural, count in
            box.lock.lock(); box.calls.append((msgid, plural, count)); box.lock.unlock()
            return "오류 {n}개"
        }, language: "ko")
        XCTAssertEqual(trn("{n} error", "{n} errors", 5), "오류 5개")
        let seen = box.calls
        XCTAssertEqual(seen.first?.0, "{n} error")
        XCTAssertEqual(seen.first?.1, "{n} errors")
        XCTAssertEqual(seen.first?.2, 5)
    }

    func testListsAreJoinedThroughTheCatalog() {
        XCTAssertEqual(Words.and(["top", "left", "bottom"]), "top and left and bottom")
        Translation.install({ msgid, _, _ in msgid == "{first} and {second}" ? "{first}, {second}" : msgid }, language: "ko")
        XCTAssertEqual(Words.and(["위쪽", "왼쪽"]), "위쪽, 왼쪽")
        XCTAssertEqual(Words.and([]), "")
    }

    func testFindingsNameLanguagesInTheUsersLanguage() {
        XCTAssertEqual(Language.name("de"), "German")
        Translation.install({ msgid, _, _ in msgid }, language: "ko")
        XCTAssertEqual(Language.name("de"), "독일어")
    }
}
