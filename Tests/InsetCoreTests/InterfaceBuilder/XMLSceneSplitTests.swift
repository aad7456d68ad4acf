import Foundation
import XCTest
@testable import InsetCore

/// A big storyboard parsed a scene at a time gives the very tree one parse gives: every element,
/// attribute, text and line and column, and the same refusal of a broken file.
final class XMLSceneSplitTests: XCTestCase {
    /// A storyboard of `scenes` scenes, each named in a comment before it as Xcode does, with
    /// labels in several scripts over several lines: big enough to be split.
    static func storyboard(scenes: Int, between: String = "\n        ", after: String = "\n    ") -> String {
        var xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useSafeAreas="YES">
                <device id="retina6_12" orientation="portrait"/>
                <scenes>
            """
        xml += "\n        "
        for s in 0..<scenes {
            if s > 0 { xml += between }
            // Xcode names each scene in a comment before it.
            xml += "<!--Bildschirm \(s)-->" + between
            xml += "<scene sceneID=\"sc\(s)\">\n            <objects>\n"
            xml += "                <viewController id=\"vc\(s)\" sceneMemberID=\"viewController\">\n"
            xml += "                    <view key=\"view\" contentMode=\"scaleToFill\" id=\"v\(s)\">\n"
            xml += "                        <rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"393\" height=\"852\"/>\n"
            xml += "                        <subviews>\n"
            for k in 0..<40 {
                xml += "                            <label text=\"Zeile \(k) 設定 ✓ &amp; &quot;mehr&quot;\" id=\"l\(s)-\(k)\"><rect key=\"frame\" x=\"16\" y=\"\(k * 20)\" width=\"200\" height=\"20\"/></label>\n"
            }
            xml += "                        </subviews>\n"
            xml += "                        <string key=\"userLabel\">Bildschirm \(s) — ✓</string>\n"
            xml += "                    </view>\n                </viewController>\n            </objects>\n        </scene>"
        }
        xml += after + "</scenes>\n    <resources>\n        <image name=\"star\" width=\"24\" height=\"24\"/>\n    </resources>\n</document>\n"
        return xml
    }

    /// Two trees as lines: each element's depth, name, place, sorted attributes and trimmed text.
    static func outline(_ root: XElement) -> [String] {
        var out: [String] = []
        func walk(_ e: XElement, _ depth: Int) {
            let attributes = e.attributes.sorted { $0.name < $1.name }.map { "\($0.name)=\($0.value)" }.joined(separator: " ")
            let text = e.text.trimmingCharacters(in: .whitespacesAndNewlines)
            out.append("\(depth) <\(e.name)> \(e.location.line):\(e.location.column) [\(attributes)] \(text)")
            for c in e.children {
                XCTAssert(c.parent === e, "\(c.name) at \(c.location) has lost its parent")
                walk(c, depth + 1)
            }
        }
        walk(root, 0)
        return out
    }

    func testABigStoryboardSplitByScenesGivesTheTreeOneParseGives() throws {
        let data = Data(Self.storyboard(scenes: 12).utf8)
        XCTAssertGreaterThan(data.count, XMLTree.SceneSplit.minimumBytes)
        let split = try XCTUnwrap(XMLTree.SceneSplit.parse(data), "a storyboard as Xcode writes it is split")
        let whole = try XMLTree.parse(data, splittingScenes: false)
        XCTAssertEqual(Self.outline(split), Self.outline(whole))
        XCTAssertEqual(split.child("scenes")?.children("scene").map { $0["sceneID"] ?? "" }, (0..<12).map { "sc\($0)" })
        // A label on the scene's first line and one further down keep their columns.
        XCTAssertEqual(try Self.outline(XMLTree.parse(data)), Self.outline(whole))
    }

    func testScenesSideBySideOnOneLineKeepTheirColumns() throws {
        let data = Data(Self.storyboard(scenes: 12, between: "  ", after: " ").utf8)
        let split = try XCTUnwrap(XMLTree.SceneSplit.parse(data))
        XCTAssertEqual(Self.outline(split), try Self.outline(XMLTree.parse(data, splittingScenes: false)))
    }

    func testASceneInsideACommentIsNoScene() throws {
        let data = Data(Self.storyboard(scenes: 12).replacingOccurrences(
            of: "<scene sceneID=\"sc3\">", with: "<!-- <scene sceneID=\"x\">\n</scene> --><scene sceneID=\"sc3\">").utf8)
        let split = try XCTUnwrap(XMLTree.SceneSplit.parse(data))
        XCTAssertEqual(Self.outline(split), try Self.outline(XMLTree.parse(data, splittingScenes: false)))
        XCTAssertEqual(split.child("scenes")?.children.count, 12)
    }

    func testWhatXcodeDoesNotWriteIsParsedWhole() {
        let base = Self.storyboard(scenes: 12)
        let cdata = base.replacingOccurrences(of: "<scene sceneID=\"sc3\">", with: "<scene sceneID=\"sc3\"><![CDATA[ <scene> ]]>")
        let crlf = base.replacingOccurrences(of: "\n", with: "\r\n")
        let latin1 = base.replacingOccurrences(of: "encoding=\"UTF-8\"", with: "encoding=\"ISO-8859-1\"")
        let elsewhere = base.replacingOccurrences(of: "<resources>", with: "<resources><scene sceneID=\"odd\"></scene>")
        let few = Self.storyboard(scenes: 2)
        for (name, text) in [("CDATA", cdata), ("CR LF", crlf), ("Latin-1", latin1), ("a scene outside <scenes>", elsewhere), ("two scenes", few)] {
            XCTAssertNil(XMLTree.SceneSplit.parse(Data(text.utf8)), name)
        }
    }

    func testABrokenSceneIsRefusedAsOneParseRefusesIt() throws {
        var broken = Self.storyboard(scenes: 12)
        let eighth = try XCTUnwrap(broken.range(of: "<label text=\"Zeile 7 "))
        broken.replaceSubrange(eighth, with: "<label text=\"Zeile 7 <")
        let data = Data(broken.utf8)
        XCTAssertNil(XMLTree.SceneSplit.parse(data))
        var split: XMLReadError?, whole: XMLReadError?
        do { _ = try XMLTree.parse(data) } catch { split = error }
        do { _ = try XMLTree.parse(data, splittingScenes: false) } catch { whole = error }
        let refused = try XCTUnwrap(split)
        XCTAssertEqual(refused.location, try XCTUnwrap(whole).location)
        XCTAssertEqual(refused.message, whole?.message)
        XCTAssertEqual(refused.location, SourceLocation(line: 19, column: 50), "the first scene's eighth label")
        XCTAssertTrue(refused.message.contains("a < inside an attribute's value"), refused.message)
    }

    func testAStoryboardReadSplitLaysOutAsOneReadWhole() throws {
        let data = Data(Self.storyboard(scenes: 12).utf8)
        let screens = try InterfaceBuilderReader.read(data: data, path: "Big.storyboard")
        XCTAssertEqual(screens.count, 12)
        XCTAssertEqual(screens[5].document.allElements.count, 41)
        let label = try XCTUnwrap(screens[5].document.allElements.first { $0.id == "l5-3" })
        XCTAssertEqual(label.text, "Zeile 3 設定 ✓ & \"mehr\"")
    }
}

extension XMLSceneSplitTests {
    /// libxml2 mends some errors and goes on, differently in a part than in the whole (found by
    /// the fuzzer): a part it had to mend is parsed with the rest, and the file refused as a whole.
    func testAPartLibxmlHadToMendIsParsedWithTheRest() {
        let mended = Self.storyboard(scenes: 3).replacingOccurrences(of: "<subviews>", with: "<subviews>x></prototypes>")
        let data = Data(mended.utf8)
        XCTAssertNil(XMLTree.SceneSplit.parse(data, minimumBytes: 0, minimumScenes: 2))
        XCTAssertTrue(XMLSceneSplitCheck.agrees(data))
        XCTAssertThrowsError(try XMLTree.parse(data))
        XCTAssertTrue(XMLSceneSplitCheck.agrees(Data(Self.storyboard(scenes: 3).utf8)))
        XCTAssertNotNil(XMLTree.SceneSplit.parse(Data(Self.storyboard(scenes: 3).utf8), minimumBytes: 0, minimumScenes: 2))
    }

    /// A comment between scenes is parsed with the rest, not passed over (found by the fuzzer: one
    /// running on into the next scene's name held `--`, which XML forbids).
    func testACommentBetweenScenesIsParsedToo() throws {
        let broken = Self.storyboard(scenes: 3).replacingOccurrences(of: "<!--Bildschirm 1-->", with: "<!--Bildschirm -- 1-->")
        let data = Data(broken.utf8)
        XCTAssertNil(XMLTree.SceneSplit.parse(data, minimumBytes: 0, minimumScenes: 2))
        XCTAssertTrue(XMLSceneSplitCheck.agrees(data))
        XCTAssertThrowsError(try XMLTree.parse(data)) { error in
            XCTAssertTrue((error as? XMLReadError)?.message.contains("two hyphens") == true, "\(error)")
        }
    }

    /// What could put the scenes under another `<scenes>`, or read the rest in another encoding,
    /// is parsed whole (found in review).
    func testOtherScenesListsLateEncodingsAndByteOrderMarksAreParsedWhole() {
        let base = Self.storyboard(scenes: 3)
        let cases = [
            ("an empty <scenes/> before", base.replacingOccurrences(of: "<device id", with: "<scenes/><device id")),
            ("a late encoding", base.replacingOccurrences(of: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
                                                          with: "<?xml version=\"1.0\"" + String(repeating: " ", count: 5000) + "encoding=\"ISO-8859-1\"?>")),
            ("a byte order mark", "\u{FEFF}" + base),
        ]
        for (name, text) in cases {
            XCTAssertNil(XMLTree.SceneSplit.parse(Data(text.utf8), minimumBytes: 0, minimumScenes: 2), name)
            XCTAssertTrue(XMLSceneSplitCheck.agrees(Data(text.utf8)), name)
        }
        // Scenes written inside a processing instruction are no scenes.
        let instruction = base.replacingOccurrences(of: "<resources>", with: "<?note <scenes><scene sceneID=\"x\"></scene></scenes> ?><resources>")
        XCTAssertTrue(XMLSceneSplitCheck.agrees(Data(instruction.utf8)))
        XCTAssertEqual(XMLTree.SceneSplit.parse(Data(instruction.utf8), minimumBytes: 0, minimumScenes: 2)?.child("scenes")?.children.count, 3)
    }
}
