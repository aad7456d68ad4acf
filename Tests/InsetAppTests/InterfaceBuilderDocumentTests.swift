import Foundation
@testable import InsetApp
import InsetCore
import XCTest
import InsetTestSupport

/// Storyboards in the app: their scenes as screens to pick, the device they were designed on, and
/// edits saved into Xcode's XML, only where they change it.
final class InterfaceBuilderDocumentTests: XCTestCase {
    func onMain(_ body: @MainActor () throws -> Void) throws {
        try MainActor.assumeIsolated { try body() }
    }

    /// The example storyboard: "Sign In" (in a navigation controller) and "Settings", a table.
    var storyboard: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("data/examples/sign-in.storyboard").path
    }

    @MainActor
    private func opened(_ path: String? = nil) throws -> Inspector {
        let inspector = Inspector(catalog: try DeviceCatalog.bundled(), measurer: InspectorTests.measurer)
        XCTAssertTrue(inspector.open(path: path ?? storyboard), "\(inspector.problems)")
        return inspector
    }

    /// A copy to edit, beside its own translations.
    private func copy() throws -> String {
        let dir = Scratch.root.appendingPathComponent("inset-ib-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let target = dir.appendingPathComponent("sign-in.storyboard")
        try FileManager.default.copyItem(at: URL(fileURLWithPath: storyboard), to: target)
        return target.path
    }

    /// The lines of `after` that `before` doesn't have, trimmed.
    private func added(_ before: String, _ after: String) -> [String] {
        after.components(separatedBy: "\n").difference(from: before.components(separatedBy: "\n")).insertions.compactMap {
            if case .insert(_, let line, _) = $0 { return line.trimmingCharacters(in: .whitespaces) }
            return nil
        }
    }

    func testAStoryboardOpensOnItsFirstSceneAndItsAuthoredDevice() throws {
        try onMain {
            let inspector = try opened()
            XCTAssertEqual(inspector.screens.map(\.name), ["Sign In", "Settings"])
            XCTAssertEqual(inspector.screenIndex, 0)
            XCTAssertEqual(inspector.document?.name, "Sign In")
            XCTAssertEqual(inspector.device?.id, "iphone-11", "retina6_1")
            XCTAssertNotNil(inspector.interfaceBuilder)
            XCTAssertNotNil(inspector.layout?.element(id: "ttl-00-001"))
            XCTAssertTrue(inspector.findings.contains { $0.elements == ["box-00-001"] && $0.rule == "status-bar" })
        }
    }

    /// A xib's custom view, drawn at the device's size, is a piece of a screen: the panel says
    /// why the rules about the display are silent. A storyboard's scene says nothing of it.
    func testAPieceOfAScreenSaysTheDisplayRulesDontApply() throws {
        try onMain {
            XCTAssertNil(try opened().scopeNote)
            let dir = Scratch.root.appendingPathComponent("inset-piece-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            let path = dir.appendingPathComponent("BadgeView.xib").path
            try """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21507" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
                    <device id="retina6_1" orientation="portrait" appearance="light"/>
                    <objects>
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                        <view contentMode="scaleToFill" id="top" customClass="BadgeView">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        </view>
                    </objects>
                </document>
                """.write(toFile: path, atomically: true, encoding: .utf8)
            let piece = try opened(path)
            XCTAssertEqual(piece.document?.component, true)
            XCTAssertTrue(try XCTUnwrap(piece.scopeNote).contains("piece of a screen"))
        }
    }

    /// `--scene` picks a scene by id or by name, in any case, as `inset check --scene` does, and
    /// says which scenes there are when none is called so.
    func testASceneIsPickedByIDOrName() throws {
        try onMain {
            let inspector = try opened()
            try inspector.selectScreen(named: "settings")
            XCTAssertEqual(inspector.document?.name, "Settings")
            try inspector.selectScreen(named: inspector.screens[0].id)
            XCTAssertEqual(inspector.screenIndex, 0)
            XCTAssertThrowsError(try inspector.selectScreen(named: "Profile")) { error in
                XCTAssertTrue("\(error)".contains("no scene \"Profile\""), "\(error)")
                XCTAssertTrue("\(error)".contains("Settings"), "names the scenes there are: \(error)")
            }
            XCTAssertEqual(inspector.screenIndex, 0, "a name that matches nothing leaves the scene shown")
        }
    }

    func testPickingASceneShowsItInTheSameEnvironment() throws {
        try onMain {
            let inspector = try opened()
            inspector.selectDevice(id: "iphone-15")
            let counts = inspector.problemCounts()
            XCTAssertEqual(counts.count, 2)
            XCTAssertGreaterThan(counts[0], 0, "Sign In's badge sits under the status bar")
            inspector.selectScreen(1)
            XCTAssertEqual(inspector.document?.name, "Settings")
            XCTAssertEqual(inspector.device?.id, "iphone-15")
            XCTAssertNotNil(inspector.layout?.element(id: "swt-00-001"))
            XCTAssertFalse(inspector.findings.contains { $0.elements == ["box-00-001"] })
            XCTAssertTrue(inspector.reload())
            XCTAssertEqual(inspector.screenIndex, 1, "a reload keeps the scene shown")
        }
    }

    func testTheLanguagePickerShowsItsTranslationsFoundBesideIt() throws {
        try onMain {
            let inspector = try opened()
            XCTAssertEqual(inspector.availableLanguages, [nil, "ar", "de", "ko"] + Language.pseudo)
            inspector.setLanguage("ko")
            // Set with word joiners between a word's syllables, so it wraps between words.
            XCTAssertEqual(inspector.layout?.element(id: "ttl-00-001")?.text?.replacingOccurrences(of: "\u{2060}", with: ""),
                           "다시 오신 것을 환영합니다")
            XCTAssertEqual(inspector.environment?.layoutDirection, .ltr)
            inspector.setLanguage("ar")
            XCTAssertEqual(inspector.environment?.layoutDirection, .rtl, "Arabic lays out right to left by itself")
            inspector.setLanguage("pseudo-bounded")
            XCTAssertEqual(inspector.layout?.element(id: "btn-00-001")?.text, "[Sign In]")
            inspector.setLanguage(nil)
            XCTAssertEqual(inspector.layout?.element(id: "ttl-00-001")?.text, "Welcome back")
        }
    }

    func testEditsInTwoScenesAreSavedIntoTheXMLAndNothingElseChanges() throws {
        try onMain {
            let path = try copy()
            let before = try String(contentsOfFile: path, encoding: .utf8)
            let inspector = try opened(path)
            try inspector.perform(.set(element: "ttl-00-001", .text("Welcome")))
            inspector.selectScreen(1)
            let fix = try XCTUnwrap(inspector.findings.first { $0.rule == "touch-target-size" && $0.elements == ["inf-00-001"] }?.fix)
            try inspector.applyFix(fix)
            inspector.selectScreen(0)
            XCTAssertEqual(inspector.document?.element(id: "ttl-00-001")?.text, "Welcome", "each scene keeps its edits")
            XCTAssertTrue(inspector.isDirty)
            XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), before, "nothing is written before Save")

            try inspector.save()
            XCTAssertFalse(inspector.isDirty)
            let after = try String(contentsOfFile: path, encoding: .utf8)
            // The title (pinned at both sides, so its frame stays), and the info button's size
            // with its frame as Update Frames writes it.
            XCTAssertEqual(added(before, after), [
                #"<label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Welcome" textAlignment="natural" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="ttl-00-001">"#,
                #"<rect key="frame" x="253" y="0" width="44" height="44"/>"#,
                #"<constraint firstAttribute="width" constant="44" id="c24-00-001"/>"#,
                #"<constraint firstAttribute="height" constant="44" id="c25-00-001"/>"#,
            ])
            XCTAssertEqual(after.components(separatedBy: "\n").count, before.components(separatedBy: "\n").count)
            let reopened = try opened(path)
            XCTAssertEqual(reopened.document?.element(id: "ttl-00-001")?.text, "Welcome")
            XCTAssertTrue(inspector.undo() != nil)
            XCTAssertTrue(inspector.isDirty, "undoing past the save point leaves it to save again")
        }
    }

    func testWhatTheXMLCantTakeIsRefusedAndTheDocumentStaysAsItWas() throws {
        try onMain {
            let path = try copy()
            let inspector = try opened(path)
            let before = inspector.document
            XCTAssertThrowsError(try inspector.perform(.set(element: "ttl-00-001", .role(.image)))) { error in
                XCTAssertTrue("\(error)".contains("only its text, font size"), "\(error)")
            }
            XCTAssertEqual(inspector.document, before)
            XCTAssertFalse(inspector.isDirty)
            XCTAssertNotNil(inspector.document?.element(id: "ttl-00-001"))
        }
    }

    func testAViewAddedFromTheOutlineGetsAnInterfaceBuilderIDInsideTheRootView() throws {
        try onMain {
            let path = try copy()
            let inspector = try opened(path)
            let id = try XCTUnwrap(try OutlineContent(inspector: inspector).add(.button))
            XCTAssertNotNil(id.wholeMatch(of: try Regex("[A-Za-z0-9]{3}-[A-Za-z0-9]{2}-[A-Za-z0-9]{3}")), id)
            XCTAssertEqual(inspector.document?.elements.first?.children.last?.id, id)
            try inspector.perform(.delete(element: "box-00-001"))
            try inspector.save()
            let saved = try String(contentsOfFile: path, encoding: .utf8)
            XCTAssertTrue(saved.contains("id=\"\(id)\""))
            XCTAssertFalse(saved.contains("box-00-001"), "the deleted badge and what pointed at it are gone")
            let reopened = try opened(path)
            XCTAssertEqual(reopened.document?.element(id: id)?.role, .button)
            XCTAssertEqual(reopened.document?.element(id: id)?.text, "Button")
            XCTAssertNil(reopened.document?.element(id: "box-00-001"))
        }
    }

    func testUnsavedStoryboardEditsInTwoScenesAreOfferedAfterTheAppDies() throws {
        try onMain {
            let path = try copy()
            let before = try String(contentsOfFile: path, encoding: .utf8)
            let store = RecoveryStore(stateDirectory: URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent("state"))
            let first = Inspector(catalog: try DeviceCatalog.bundled(), measurer: InspectorTests.measurer, recovery: store)
            XCTAssertTrue(first.open(path: path))
            try first.perform(.set(element: "ttl-00-001", .text("Welcome")))
            first.selectScreen(1)
            try first.perform(.set(element: "lbl-00-002", .text("Alerts")))
            try first.autosave()
            // The app dies here: nothing was saved, and the file is as it was.
            XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), before)

            let second = Inspector(catalog: try DeviceCatalog.bundled(), measurer: InspectorTests.measurer, recovery: store)
            XCTAssertTrue(second.open(path: path))
            XCTAssertTrue(second.hasRecoveredVersion)
            XCTAssertFalse(second.isDirty)
            second.restoreRecovered()
            XCTAssertTrue(second.isDirty)
            XCTAssertEqual(second.document?.element(id: "ttl-00-001")?.text, "Welcome")
            second.selectScreen(1)
            XCTAssertEqual(second.document?.element(id: "lbl-00-002")?.text, "Alerts")
            try second.save()
            let saved = try String(contentsOfFile: path, encoding: .utf8)
            XCTAssertTrue(saved.contains(#"text="Welcome""#) && saved.contains(#"text="Alerts""#))
            XCTAssertNil(store.interfaceBuilderRecovery(for: path), "saving removes the copy")
            let third = Inspector(catalog: try DeviceCatalog.bundled(), measurer: InspectorTests.measurer, recovery: store)
            XCTAssertTrue(third.open(path: path))
            XCTAssertFalse(third.hasRecoveredVersion)
        }
    }

    func testDraggingOnTheCanvasMovesAConstrainedViewAndOneWithAMask() throws {
        try onMain {
            let path = try copy()
            let inspector = try opened(path)
            let canvas = CanvasEditing(inspector: inspector)
            for id in ["btn-00-001", "box-00-001"] {
                let before = try XCTUnwrap(inspector.layout?.element(id: id)?.frame)
                XCTAssertTrue(canvas.beginMove(id), id)
                canvas.update(dx: -10, dy: 12)
                canvas.end()
                let after = try XCTUnwrap(inspector.layout?.element(id: id)?.frame)
                XCTAssertEqual(after.y - before.y, 12, accuracy: 0.01, id)
            }
            try inspector.save()
            let reopened = try opened(path)
            XCTAssertEqual(reopened.layout?.element(id: "box-00-001")?.frame.y ?? 0,
                           inspector.layout?.element(id: "box-00-001")?.frame.y ?? -1, accuracy: 0.01)
            XCTAssertEqual(reopened.layout?.element(id: "btn-00-001")?.frame.y ?? 0,
                           inspector.layout?.element(id: "btn-00-001")?.frame.y ?? -1, accuracy: 0.01)
        }
    }

    func testSavingOverAStoryboardChangedInXcodeIsAConflict() throws {
        try onMain {
            let path = try copy()
            let inspector = try opened(path)
            try inspector.perform(.set(element: "ttl-00-001", .text("Welcome")))
            let theirs = try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(of: "Welcome back", with: "Hello again")
            try Data(theirs.utf8).write(to: URL(fileURLWithPath: path))
            XCTAssertEqual(inspector.checkDisk(), .changedWhileDirty)
            XCTAssertThrowsError(try inspector.save()) { error in
                XCTAssertEqual(error as? DocumentSaveError, .conflict(path: path))
            }
            XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), theirs, "their change is not overwritten")
        }
    }

    func testABrokenStoryboardLeavesTheOpenDocumentAsItWas() throws {
        try onMain {
            let inspector = try opened()
            let broken = Scratch.root.appendingPathComponent("broken-\(UUID().uuidString).storyboard")
            try Data("<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\">\n<scenes>\n</document>\n".utf8).write(to: broken)
            defer { try? FileManager.default.removeItem(at: broken) }
            XCTAssertFalse(inspector.open(path: broken.path))
            XCTAssertEqual(inspector.document?.name, "Sign In")
            XCTAssertTrue(inspector.problems.first?.contains("not well-formed XML") == true, "\(inspector.problems)")
        }
    }

    func testLayersReadAsXcodesOutlineDoes() throws {
        try onMain {
            let inspector = try opened()
            let titles = OutlineContent(inspector: inspector).rows.map(\.title)
            XCTAssertTrue(titles.contains("Label – Welcome back"), "\(titles)")
            XCTAssertTrue(titles.contains("Badge"), "a user label wins: \(titles)")
            XCTAssertTrue(titles.contains("Navigation Bar"), "\(titles)")
        }
    }
}
