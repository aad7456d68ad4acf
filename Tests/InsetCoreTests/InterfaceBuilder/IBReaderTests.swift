import XCTest
@testable import InsetCore

/// Reading the document: scenes and xib views become screens, ids and places are kept, and bad
/// files are refused with where and what to do.
final class IBReaderTests: XCTestCase {
    func testEachSceneIsAScreenNamedByTitleThenIdentifierThenClass() throws {
        let xml = IBHarness.storyboard(
            IBHarness.scene(id: "a1B-c2-D3e", title: "Checkout", subviews: "")
            + IBHarness.scene(id: "b", title: "", extra: "", subviews: "").replacingOccurrences(of: "title=\"\"", with: "storyboardIdentifier=\"Profile\"")
            + IBHarness.scene(id: "c", title: "", subviews: "").replacingOccurrences(of: "title=\"\"", with: "customClass=\"OrdersViewController\""))
        let file = try IBHarness.read(xml)
        XCTAssertEqual(file.format, .storyboard)
        XCTAssertEqual(file.screens.map(\.name), ["Checkout", "Profile", "OrdersViewController"])
        XCTAssertEqual(file.screens.map(\.id), ["a1B-c2-D3e", "b", "c"])
        XCTAssertEqual(file.screens[0].authoredDevice, "iphone-11")
        XCTAssertEqual(try file.screens(matching: ["profile"]).map(\.id), ["b"])
        XCTAssertThrowsError(try file.screens(matching: ["Nope"])) { error in
            XCTAssertTrue("\(error)".contains("Checkout (a1B-c2-D3e)"), "\(error)")
        }
    }

    /// A scene with a title is still found by its storyboard identifier or its class, as a
    /// developer knows it from code; a title another scene has wins over a class.
    func testAScenesIdentifierAndClassPickItToo() throws {
        let titled = IBHarness.scene(id: "s1", title: "Buscar carona", subviews: "")
            .replacingOccurrences(of: "title=\"Buscar carona\"", with: "title=\"Buscar carona\" storyboardIdentifier=\"SearchRide\" customClass=\"SearchRideViewController\"")
        let other = IBHarness.scene(id: "s2", title: "SearchRideViewController", subviews: "")
        let file = try IBHarness.read(IBHarness.storyboard(titled + other))
        XCTAssertEqual(file.screens.map(\.name), ["Buscar carona", "SearchRideViewController"])
        XCTAssertEqual(try file.screens(matching: ["searchride"]).map(\.id), ["s1"])
        XCTAssertEqual(try file.screens(matching: ["SearchRideViewController"]).map(\.id), ["s2"], "a name before a class")
        XCTAssertEqual(try file.screens(matching: ["buscar carona"]).map(\.id), ["s1"])
    }

    func testElementsKeepObjectIDsUserLabelsClassesAndWhereTheyAre() throws {
        let xml = IBHarness.storyboard(IBHarness.scene(subviews: IBHarness.view(
            "8bC-Xf-vdC", tag: "label", attributes: "text=\"Hello\" userLabel=\"Greeting\" customClass=\"FancyLabel\"")))
        let screen = try XCTUnwrap(IBHarness.read(xml).screens.first)
        let label = try XCTUnwrap(screen.document.element(id: "8bC-Xf-vdC"))
        XCTAssertEqual(label.role, .text)
        XCTAssertEqual(label.text, "Hello")
        XCTAssertEqual(label.name, "Greeting")
        XCTAssertEqual(label.className, "FancyLabel")
        let line = try XCTUnwrap(label.location?.line)
        XCTAssertTrue(xml.split(separator: "\n", omittingEmptySubsequences: false)[line - 1].contains("8bC-Xf-vdC"))
        XCTAssertEqual(screen.document.elements.first?.id, "root")
        XCTAssertEqual(screen.document.elements.first?.role, .background, "a root view with a colour fills the screen as its background")
    }

    func testAXibsOwnerViewFillsTheScreenAndAComponentKeepsItsSize() throws {
        let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <device id="retina4_7" orientation="portrait"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="PlayerViewController">
                    <connections><outlet property="view" destination="top" id="o1"/></connections>
                </placeholder>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="top"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/></view>
                <view contentMode="scaleToFill" id="chip" userLabel="Chip"><rect key="frame" x="0.0" y="0.0" width="120" height="32"/></view>
            </objects>
        </document>
        """
        let file = try IBHarness.read(xib, path: "Player.xib")
        XCTAssertEqual(file.format, .xib)
        XCTAssertEqual(file.screens.map(\.id), ["top", "chip"])
        XCTAssertEqual(try IBHarness.frames(xib, scene: "top")["top"], Rect(x: 0, y: 0, width: 375, height: 667))
        XCTAssertEqual(try IBHarness.frames(xib, scene: "chip")["chip"]?.width, 120)
        XCTAssertEqual(try IBHarness.frames(xib, scene: "chip")["chip"]?.height, 32)
    }

    func testEveryInterfaceBuilderDeviceIDIsACatalogDevice() throws {
        for (ib, id) in IBDevices.catalogID {
            XCTAssertNotNil(IBHarness.catalog.device(id: id), "\(ib) maps to \(id), which the catalog lacks")
        }
        XCTAssertEqual(IBDevices.fromSimulatedType("retina4_7.fullscreen"), "iphone-se-4-7-inch")
        XCTAssertEqual(IBDevices.fromSimulatedType("retina47"), "iphone-se-4-7-inch")
    }

    func testXcode11To13DrewNotchedIPhonesWith44PointsOnTopAndHomeButtonOnesWithoutAStatusBar() throws {
        let scene = IBHarness.scene(subviews: IBHarness.view("a"), constraints: [
            IBHarness.constraint("firstItem=\"a\" firstAttribute=\"top\" secondItem=\"safe\" secondAttribute=\"top\""),
            IBHarness.constraint("firstItem=\"a\" firstAttribute=\"leading\" secondItem=\"root\" secondAttribute=\"leading\""),
        ].joined())
        let xcode13 = IBHarness.storyboard(scene).replacingOccurrences(of: "toolsVersion=\"22505\"", with: "toolsVersion=\"19529.2\"")
        XCTAssertEqual(try IBHarness.frames(xcode13)["a"]?.minY, 44, "the canvas of Xcode 13 and before")
        XCTAssertEqual(try IBHarness.frames(IBHarness.storyboard(scene))["a"]?.minY, 48, "the iPhone 11's own inset")
        XCTAssertEqual(try IBHarness.frames(xcode13, device: "iphone-11")["a"]?.minY, 48, "a device named is the device itself")
        let homeButton = IBHarness.storyboard(device: "retina4_7", scene)
        let homeButton13 = homeButton.replacingOccurrences(of: "toolsVersion=\"22505\"", with: "toolsVersion=\"19529.2\"")
        XCTAssertEqual(try IBHarness.frames(homeButton13)["a"]?.minY, 0, "no status bar on the canvas of Xcode 11 to 13")
        XCTAssertEqual(try IBHarness.frames(homeButton13, device: "iphone-8")["a"]?.minY, 20, "but there is one on a device")
        XCTAssertEqual(try IBHarness.frames(homeButton)["a"]?.minY, 20, "and on the canvas of later Xcodes (Xcode 14.3, tools 21700, on)")
        let xcode14 = homeButton.replacingOccurrences(of: "toolsVersion=\"22505\"", with: "toolsVersion=\"21507\"")
        XCTAssertEqual(try IBHarness.frames(xcode14)["a"]?.minY, 0, "Xcode 14.0 to 14.2 drew none either")
        let xcode11 = homeButton.replacingOccurrences(of: "toolsVersion=\"22505\"", with: "toolsVersion=\"15705\"")
        XCTAssertEqual(try IBHarness.frames(xcode11)["a"]?.minY, 0)
    }

    /// iOS 15's `keyboardLayoutGuide`: with the keyboard down it lies along the safe area's
    /// bottom; with it up, along the keyboard's top.
    func testAViewPinnedToTheKeyboardGuideEndsAtTheSafeAreaOrTheKeyboard() throws {
        let scene = IBHarness.scene(subviews: IBHarness.view("a"), constraints: [
            IBHarness.constraint("firstItem=\"a\" firstAttribute=\"top\" secondItem=\"root\" secondAttribute=\"top\""),
            IBHarness.constraint("firstItem=\"a\" firstAttribute=\"leading\" secondItem=\"root\" secondAttribute=\"leading\""),
            IBHarness.constraint("firstItem=\"a\" firstAttribute=\"trailing\" secondItem=\"root\" secondAttribute=\"trailing\""),
            IBHarness.constraint("firstItem=\"a\" firstAttribute=\"bottom\" secondItem=\"kb\" secondAttribute=\"top\""),
        ].joined(), rootExtra: #"<keyboardLayoutGuide key="keyboard" id="kb"/>"#)
        let xml = IBHarness.storyboard(scene)
        XCTAssertEqual(try IBHarness.frames(xml)["a"]?.maxY, 862, "the keyboard down: the safe area's bottom")
        let screen = try XCTUnwrap(try IBHarness.read(xml).screens.first)
        var query = EnvironmentQuery(devices: ["authored"])
        query.keyboard = true
        let environment = try XCTUnwrap(try query.environments(for: screen, in: IBHarness.catalog).first)
        let layout = LayoutEngine(measurer: IBHarness.measurer).solve(screen.document, in: environment)
        let keyboardTop = try XCTUnwrap(layout.guides[.keyboard]?.minY)
        XCTAssertLessThan(keyboardTop, 600, "the keyboard is up")
        XCTAssertEqual(try XCTUnwrap(layout.element(id: "a")).frame.maxY, keyboardTop, accuracy: 0.01)
    }

    func testAFileThatIsNotWellFormedIsRefusedWithLineAndColumn() {
        let xml = "<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\">\n  <scenes>\n</document>\n"
        XCTAssertThrowsError(try IBHarness.read(xml)) { error in
            let problem = (error as! LayoutLoadError).problems[0]
            XCTAssertEqual(problem.path, "Main.storyboard")
            XCTAssertNotNil(problem.line)
            XCTAssertTrue(problem.message.contains("not well-formed XML"), problem.message)
            XCTAssertTrue(problem.message.contains("Xcode"), "says how to fix it: \(problem.message)")
        }
    }

    /// A storyboard of containers and SwiftUI hosting controllers holds no view to lay out: it is
    /// refused at its document, saying what it lacks and what to open instead.
    func testAFileWithoutViewsSaysWhatItLacksAndWhatToOpen() {
        let xml = IBHarness.storyboard("""
                <scene sceneID="s"><objects><hostingController id="host" sceneMemberID="viewController"/></objects></scene>
            """)
        XCTAssertThrowsError(try IBHarness.read(xml)) { error in
            let problem = (error as! LayoutLoadError).problems[0]
            XCTAssertEqual(problem.path, "Main.storyboard")
            XCTAssertEqual(problem.line, 2)
            XCTAssertTrue(problem.message.contains("no view to lay out"), problem.message)
            XCTAssertTrue(problem.message.contains("open a storyboard or xib that holds views"), "says how to fix it: \(problem.message)")
        }
    }

    /// libxml2 recovers from an error and goes on, and once reported the end of the file; the
    /// place and the kind of the first error are what the designer needs.
    func testAMalformedTagIsRefusedWhereItIsWithWhatIsWrong() throws {
        let head = "<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n  <objects>\n"
        let tail = "\n    <view id=\"b\"><subviews><label id=\"c\"><rect key=\"frame\"/></label></subviews></view>\n  </objects>\n</document>\n"
        let cases: [(line: String, column: Int, says: String)] = [
            ("    <view id=\"a\" text=\"1 < 2\"><rect key=\"frame\"/></view>", 26, "a < inside an attribute's value"),
            ("    <view id=\"a\" id=\"b\"/>", 24, "an attribute given twice"),
            ("    <view id=a/>", 14, "isn't quoted"),
            ("    <view id=\"a\" text=\"&nbsp;\"/>", 30, "an entity (&…;) that XML doesn't define"),
            ("    <view id=\"a\"></subviews>", 29, "a closing tag doesn't match"),
            // libxml2 mends this one and goes on; the file is refused all the same.
            ("    <view id=\"a\">x></view></subviews><view id=\"b\"/>", 38, "a closing tag doesn't match"),
        ]
        for (line, column, says) in cases {
            XCTAssertThrowsError(try LayoutFile.decode(bytes: Array((head + line + tail).utf8), path: "Cell.xib"), line) { error in
                let problem = (error as! LayoutLoadError).problems[0]
                XCTAssertEqual(problem.line, 4, line)
                XCTAssertEqual(problem.column, column, line)
                XCTAssertTrue(problem.message.contains(says), "\(line): \(problem.message)")
            }
        }
        // A warning of libxml2's (here an `xml:space` it doesn't know) leaves a file well-formed.
        let warned = head.replacingOccurrences(of: "<objects>", with: "<objects xml:space=\"roomy\">") + "    <view id=\"a\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"320\" height=\"100\"/></view>" + tail
        XCTAssertNoThrow(try LayoutFile.decode(bytes: Array(warned.utf8), path: "Cell.xib"))
        // A file that ends too soon names what is left open, not the end.
        XCTAssertThrowsError(try LayoutFile.decode(bytes: Array((head + "    <view id=\"a\">\n").utf8), path: "Cell.xib")) { error in
            let problem = (error as! LayoutLoadError).problems[0]
            XCTAssertEqual(problem.line, 4)
            XCTAssertTrue(problem.message.contains("<view> is never closed"), problem.message)
        }
    }

    func testBytesThatAreNotUTF8AreRefusedWithTheirPlace() {
        var bytes = Array(IBHarness.storyboard(IBHarness.scene(subviews: "")).utf8)
        let at = bytes.firstIndex(of: UInt8(ascii: "<"))! + 1
        bytes.insert(contentsOf: [0x69, 0xFF, 0xFF], at: at + 40)
        XCTAssertThrowsError(try LayoutFile.decode(bytes: bytes, path: "Main.storyboard")) { error in
            let problem = (error as! LayoutLoadError).problems[0]
            XCTAssertTrue(problem.message.contains("not UTF-8"), problem.message)
            XCTAssertNotNil(problem.line)
        }
    }

    /// A processing instruction with a target and nothing else (`<?mark?>`) crashed Foundation's
    /// parser, which libxml2 hands no data for it (found by the fuzzer). It means nothing to a
    /// layout: the file reads as without it, and a problem further on keeps its line and column.
    func testABareProcessingInstructionIsPassedOver() throws {
        let plain = IBHarness.storyboard(IBHarness.scene(subviews: IBHarness.view("a")))
        let marked = plain.replacingOccurrences(of: "<scenes>", with: "<scenes><?mark?>")
        XCTAssertEqual(try IBHarness.frames(marked), try IBHarness.frames(plain))
        let broken = marked.replacingOccurrences(of: "</scenes>", with: "</scene>")
        let plainBroken = plain.replacingOccurrences(of: "</scenes>", with: "</scene>")
        func place(_ xml: String) -> (Int?, Int?) {
            do { _ = try IBHarness.read(xml); return (nil, nil) } catch {
                let problem = (error as! LayoutLoadError).problems[0]
                return (problem.line, problem.column)
            }
        }
        XCTAssertNotNil(place(broken).0)
        XCTAssertEqual(place(broken).0, place(plainBroken).0)
        XCTAssertEqual(XMLTree.blankingBareProcessingInstructions(Data("a<?x?>b<? y?><?z w?>".utf8)),
                       Data("a     b<? y?><?z w?>".utf8), "only a target alone is blanked, in place")
    }

    /// The blanking finds instructions by their "?" now; it blanks exactly what a scan of every
    /// byte blanks, on every short string of the characters that matter.
    func testBlankingInstructionsAgreesWithAByteByByteScan() {
        func byteByByte(_ bytes: [UInt8]) -> [UInt8] {
            var out = bytes, i = 0
            let ends: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "?"), UInt8(ascii: ">")]
            while i + 3 < bytes.count {
                guard bytes[i] == UInt8(ascii: "<"), bytes[i + 1] == UInt8(ascii: "?") else { i += 1; continue }
                var end = i + 2
                while end < bytes.count, !ends.contains(bytes[end]) { end += 1 }
                if end + 1 < bytes.count, end > i + 2, bytes[end] == UInt8(ascii: "?"), bytes[end + 1] == UInt8(ascii: ">") {
                    for k in i...(end + 1) { out[k] = UInt8(ascii: " ") }
                    i = end + 2
                } else {
                    i += 2
                }
            }
            return out
        }
        // Every string of up to seven of them.
        let alphabet = Array("<?>x \n".utf8)
        var strings: [[UInt8]] = [[]], disagreements: [String] = []
        for _ in 1...7 { strings = strings + strings.filter { $0.count == strings.last!.count }.flatMap { s in alphabet.map { s + [$0] } } }
        for bytes in strings where [UInt8](XMLTree.blankingBareProcessingInstructions(Data(bytes))) != byteByByte(bytes) {
            disagreements.append(String(decoding: bytes, as: UTF8.self))
        }
        XCTAssertGreaterThan(strings.count, 300_000)
        XCTAssertEqual(disagreements, [])
    }

    func testXMLThatIsNotAnInterfaceBuilderDocumentIsRefused() {
        XCTAssertThrowsError(try IBHarness.read("<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict/></plist>\n")) { error in
            XCTAssertTrue("\(error)".contains("not an Interface Builder document"), "\(error)")
            XCTAssertTrue("\(error)".contains("Main.storyboard:2:"), "\(error)")
        }
    }

    func testAConstraintNamingAMissingObjectIsRefusedWithItsPlace() {
        let xml = IBHarness.storyboard(IBHarness.scene(
            subviews: IBHarness.view("a"),
            constraints: IBHarness.constraint("firstItem=\"a\" firstAttribute=\"top\" secondItem=\"ghost\" secondAttribute=\"top\"", id: "c9")))
        XCTAssertThrowsError(try IBHarness.read(xml)) { error in
            let problem = (error as! LayoutLoadError).problems[0]
            XCTAssertTrue(problem.message.contains("\"ghost\""), problem.message)
            XCTAssertEqual(problem.elementID, "c9")
            let line = xml.split(separator: "\n", omittingEmptySubsequences: false)[problem.line! - 1]
            XCTAssertTrue(line.contains("ghost"))
        }
    }

    func testAnUnknownClassIsLaidOutAsAPlainViewAndSaidSo() throws {
        let xml = IBHarness.storyboard(IBHarness.scene(
            subviews: IBHarness.view("m", tag: "fancyWidgetView", frame: [10, 100, 50, 50]),
            constraints: [IBHarness.constraint("firstItem=\"m\" firstAttribute=\"leading\" secondItem=\"root\" secondAttribute=\"leading\" constant=\"10\""),
                          IBHarness.constraint("firstItem=\"m\" firstAttribute=\"top\" secondItem=\"root\" secondAttribute=\"top\" constant=\"100\""),
                          IBHarness.constraint("firstItem=\"m\" firstAttribute=\"width\" constant=\"50\""),
                          IBHarness.constraint("firstItem=\"m\" firstAttribute=\"height\" constant=\"50\"")].joined()))
        let layout = try IBHarness.layout(xml)
        XCTAssertEqual(layout.element(id: "m")?.frame, Rect(x: 10, y: 100, width: 50, height: 50))
        XCTAssertEqual(layout.element(id: "m")?.role, .view)
        let findings = Checker(engine: LayoutEngine(measurer: IBHarness.measurer)).check(layout, document: try IBHarness.read(xml).screens[0].document)
        let note = try XCTUnwrap(findings.first { $0.rule == "not-modelled" })
        XCTAssertEqual(note.severity, .info)
        XCTAssertEqual(note.elements, ["m"])
        XCTAssertTrue(note.message.contains("fancyWidgetView"), note.message)
    }

    func testWatchKitStoryboardsAreRefusedWithAReason() {
        let xml = IBHarness.storyboard(runtime: "watchKit", "")
            .replacingOccurrences(of: "CocoaTouch.Storyboard.XIB", with: "WatchKit.Storyboard")
        XCTAssertThrowsError(try IBHarness.read(xml)) { XCTAssertTrue("\($0)".contains("WatchKit"), "\($0)") }
    }

    /// Text as Xcode writes what XML can't carry: a label's string in base64 of its UTF-8
    /// (`base64-UTF8="YES"`, unpadded, here a control character before "Hello 世界"), and a
    /// button's two-line title as a child string. Both are read as their text, not the encoding.
    func testTextWrittenAsBase64OrAsAChildStringIsRead() throws {
        let xml = IBHarness.storyboard(IBHarness.scene(subviews: """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" translatesAutoresizingMaskIntoConstraints="NO" id="coded">
                <rect key="frame" x="20" y="100" width="200" height="21"/>
                <string key="text" base64-UTF8="YES">
            EEhlbGxvIOS4lueVjA
            </string>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="terms">
                <rect key="frame" x="20" y="200" width="120" height="50"/>
                <state key="normal"><string key="title">Terms&#10;apply</string></state>
            </button>
            """))
        let document = try XCTUnwrap(try IBHarness.read(xml).screens.first).document
        XCTAssertEqual(document.element(id: "coded")?.text, "\u{10}Hello 世界")
        XCTAssertEqual(document.element(id: "terms")?.text, "Terms\napply")
    }
}
