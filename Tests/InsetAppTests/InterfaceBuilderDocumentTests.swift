import Foundation
@testable import InsetApp
import InsetCore
import XCTest

/// Storyboards in the app: their scenes as screens to pick, the device they were designed on, and
/// no edit or save that would write over Xcode's file.
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
    private func opened() throws -> Inspector {
        let inspector = Inspector(catalog: try DeviceCatalog.bundled(), measurer: InspectorTests.measurer)
        XCTAssertTrue(inspector.open(path: storyboard), "\(inspector.problems)")
        return inspector
    }

    func testAStoryboardOpensOnItsFirstSceneAndItsAuthoredDevice() throws {
        try onMain {
            let inspector = try opened()
            XCTAssertEqual(inspector.screens.map(\.name), ["Sign In", "Settings"])
            XCTAssertEqual(inspector.screenIndex, 0)
            XCTAssertEqual(inspector.document?.name, "Sign In")
            XCTAssertEqual(inspector.device?.id, "iphone-11", "retina6_1")
            XCTAssertTrue(inspector.isReadOnly)
            XCTAssertNotNil(inspector.layout?.element(id: "ttl-00-001"))
            XCTAssertTrue(inspector.findings.contains { $0.elements == ["box-00-001"] && $0.rule == "status-bar" })
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

    func testNothingEditsOrSavesAStoryboard() throws {
        try onMain {
            let inspector = try opened()
            let before = try String(contentsOfFile: storyboard)
            XCTAssertThrowsError(try inspector.perform(.delete(element: "ttl-00-001"))) { error in
                XCTAssertEqual(error as? EditError, .readOnly)
            }
            XCTAssertThrowsError(try inspector.save()) { error in
                XCTAssertTrue("\(error)".contains("isn't available yet"), "\(error)")
            }
            XCTAssertFalse(CanvasEditing(inspector: inspector).beginMove("ttl-00-001"))
            XCTAssertEqual(try String(contentsOfFile: storyboard), before)
            XCTAssertFalse(inspector.isDirty)
        }
    }

    func testABrokenStoryboardLeavesTheOpenDocumentAsItWas() throws {
        try onMain {
            let inspector = try opened()
            let broken = FileManager.default.temporaryDirectory.appendingPathComponent("broken-\(UUID().uuidString).storyboard")
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
