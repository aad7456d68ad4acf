import XCTest
@testable import InsetGettext

/// Which language gettext speaks, decided as glibc decides it.
final class GettextTests: XCTestCase {
    private let korean: Set<String> = ["ko"]

    func testTheLocaleChoosesKorean() {
        XCTAssertEqual(Gettext.userLanguage(["LANG": "ko_KR.UTF-8"], available: korean), "ko")
        XCTAssertEqual(Gettext.userLanguage(["LANG": "en_US.UTF-8", "LC_MESSAGES": "ko_KR.UTF-8"], available: korean), "ko")
        XCTAssertEqual(Gettext.userLanguage(["LANG": "ko_KR.UTF-8", "LC_ALL": "de_DE.UTF-8"], available: korean), "en")
    }

    func testLanguageIsAListThatTheCLocaleIgnores() {
        XCTAssertEqual(Gettext.userLanguage(["LANG": "de_DE.UTF-8", "LANGUAGE": "fr:ko"], available: korean), "ko")
        XCTAssertEqual(Gettext.userLanguage(["LANG": "C", "LANGUAGE": "ko"], available: korean), "en")
        XCTAssertEqual(Gettext.userLanguage(["LANG": "C.UTF-8", "LANGUAGE": "ko"], available: korean), "ko")
        XCTAssertEqual(Gettext.userLanguage(["LANG": "ko_KR.UTF-8", "LANGUAGE": "en:ko"], available: korean), "en")
    }

    func testALanguageWithoutACatalogIsEnglish() {
        XCTAssertEqual(Gettext.userLanguage(["LANG": "ja_JP.UTF-8"], available: korean), "en")
        XCTAssertEqual(Gettext.userLanguage([:], available: korean), "en")
    }
}
