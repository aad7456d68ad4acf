import Foundation
@testable import InsetApp
import InsetCore
import InsetText
import XCTest
import InsetTestSupport

/// The inspector's model, driven as the widgets drive it, without a window.
final class InspectorTests: XCTestCase {
    static let measurer = PangoTextMeasurer()

    /// XCTest on Linux can't run main-actor test classes; tests run on the main thread, so each asserts it.
    func onMain(_ body: @MainActor () throws -> Void) throws {
        try MainActor.assumeIsolated { try body() }
    }

    @MainActor
    func makeInspector(choice: EnvironmentChoice = EnvironmentChoice()) throws -> Inspector {
        Inspector(catalog: try DeviceCatalog.bundled(), measurer: InspectorTests.measurer, choice: choice)
    }

    var profile: String { Bundle.module.url(forResource: "Fixtures/profile.inset.json", withExtension: nil)!.path }

    func testOpeningSolvesOnTheFirstDeviceOfThePlatformAndChecks() throws {
        try onMain {
            let inspector = try makeInspector()
            var changes: [Inspector.Change] = []
            inspector.observe { changes.append($0) }
            XCTAssertTrue(inspector.open(path: profile))
            XCTAssertEqual(inspector.document?.name, "Profile")
            XCTAssertEqual(inspector.device?.platform, .iOS)
            XCTAssertNotNil(inspector.layout?.element(id: "follow"))
            XCTAssertTrue(inspector.findings.contains { $0.rule == "touch-target-size" && $0.elements == ["close"] })
            XCTAssertTrue(changes.contains { $0.contains(.document) && $0.contains(.layout) })
            XCTAssertEqual(inspector.panel.count(.error), inspector.findings.filter { $0.severity == .error }.count)
        }
    }

    func testEveryEnvironmentChangeResolvesAtOnce() throws {
        try onMain {
            let inspector = try makeInspector()
            inspector.open(path: profile)
            inspector.selectDevice(id: "iphone-15-pro")
            XCTAssertEqual(inspector.layout?.environment.device.id, "iphone-15-pro")
            let portraitWidth = try XCTUnwrap(inspector.layout?.bounds.width)

            inspector.rotate()
            XCTAssertEqual(inspector.environment?.orientation, .landscape)
            XCTAssertGreaterThan(try XCTUnwrap(inspector.layout?.bounds.width), portraitWidth)

            inspector.setTextSize(.AX3)
            XCTAssertEqual(inspector.layout?.environment.textSize, .AX3)
            inspector.setRightToLeft(true)
            XCTAssertTrue(try XCTUnwrap(inspector.layout?.environment.isRightToLeft))
            inspector.setKeyboard(true)
            XCTAssertFalse(try XCTUnwrap(inspector.layout?.geometry.keyboard.isEmpty))
        }
    }

    /// Opening a file measures its texts at every text size in the background, so the first
    /// switch to one measures nothing more.
    func testOpeningMeasuresEveryTextSizeAhead() throws {
        try onMain {
            for warms in [true, false] {
                let measurer = PangoTextMeasurer()
                let inspector = Inspector(catalog: try DeviceCatalog.bundled(), measurer: measurer)
                inspector.warmsTextSizes = warms
                XCTAssertTrue(inspector.open(path: profile))
                let opened = measurer.measuredCount
                inspector.setTextSize(.AX3)
                inspector.setTextSize(.xSmall)
                XCTAssertEqual(inspector.layout?.environment.textSize, .xSmall)
                if warms {
                    XCTAssertEqual(measurer.measuredCount, opened, "switches measured texts the warmup hadn't")
                } else {
                    XCTAssertGreaterThan(measurer.measuredCount, opened, "without the warmup a switch measures")
                }
            }
        }
    }

    func testSplitsExistOnlyOnIPadsAndFallBackToFullScreen() throws {
        try onMain {
            let inspector = try makeInspector()
            inspector.open(path: profile)
            XCTAssertEqual(inspector.availableSplits, [.full])
            inspector.setSplit(.oneThird)
            XCTAssertEqual(inspector.environment?.split, .full, "an iPhone has no split")

            inspector.selectDevice(id: "ipad-pro-12-9")
            XCTAssertTrue(inspector.availableSplits.contains(.oneThird))
            XCTAssertEqual(inspector.environment?.split, .oneThird, "the chosen split applies once the device has it")
            XCTAssertLessThan(try XCTUnwrap(inspector.layout?.bounds.width), 400)
            inspector.selectDevice(id: "iphone-15")
            XCTAssertEqual(inspector.environment?.split, .full)
        }
    }

    func testSelectingAnElementFiltersThePanelAndClearingShowsAll() throws {
        try onMain {
            let inspector = try makeInspector()
            inspector.open(path: profile)
            let all = inspector.panel.sections.flatMap(\.rows).count
            inspector.selectElement("close")
            XCTAssertEqual(inspector.panel.filter, "close")
            XCTAssertTrue(inspector.panel.sections.flatMap(\.rows).allSatisfy { $0.elements.contains("close") })
            inspector.selectElement("follow")
            XCTAssertLessThanOrEqual(inspector.panel.sections.flatMap(\.rows).count, all)
            inspector.selectElement(nil)
            XCTAssertEqual(inspector.panel.sections.flatMap(\.rows).count, all)
        }
    }

    func testRevealingAFindingSelectsItsElement() throws {
        try onMain {
            let inspector = try makeInspector()
            inspector.open(path: profile)
            var changes: Inspector.Change = []
            inspector.observe { changes.formUnion($0) }
            let row = try XCTUnwrap(inspector.panel.sections.first?.rows.first { $0.rule == "touch-target-size" })
            inspector.reveal(row)
            XCTAssertEqual(inspector.selectedElementID, "close")
            XCTAssertEqual(inspector.overlays.selectedElementID, "close")
            XCTAssertTrue(changes.contains([.selection, .reveal]))
            XCTAssertTrue(row.guideline.contains("44"), row.guideline)
        }
    }

    func testAllEnvironmentsListsWhereEachFindingHappensAndGoesThere() throws {
        try onMain {
            // A watch layout: few devices, one orientation, so checking them all stays quick.
            let workout = Bundle.module.url(forResource: "Fixtures/workout.inset.json", withExtension: nil)!.path
            let inspector = try makeInspector()
            inspector.open(path: workout)
            inspector.setShowsAllEnvironments(true)
            guard case .done(let groups) = inspector.allEnvironments else { return XCTFail("checked in place") }
            XCTAssertFalse(groups.isEmpty)
            let rows = inspector.panel.sections.flatMap(\.rows)
            XCTAssertTrue(rows.allSatisfy { $0.place != nil && $0.environment != nil })
            // A finding that happens only somewhere: revealing it goes to its first environment.
            if let row = rows.first(where: { $0.environment?.device.id != inspector.device?.id }) {
                inspector.reveal(row)
                XCTAssertEqual(inspector.device?.id, row.environment?.device.id)
                XCTAssertEqual(inspector.environment?.orientation, row.environment?.orientation)
            }
            inspector.setShowsAllEnvironments(false)
            XCTAssertFalse(inspector.showsAllEnvironments)
            XCTAssertTrue(inspector.panel.sections.flatMap(\.rows).allSatisfy { $0.place == nil })
        }
    }

    func testABrokenReloadKeepsTheLastGoodLayoutAndListsProblems() throws {
        try onMain {
            let dir = Scratch.root.appendingPathComponent("inset-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: dir) }
            let file = dir.appendingPathComponent("screen.inset.json")
            try Data(contentsOf: URL(fileURLWithPath: profile)).write(to: file)

            let inspector = try makeInspector()
            XCTAssertTrue(inspector.open(path: file.path))
            inspector.selectElement("follow")
            try Data("{ \"format\": \"inset/1\", \"name\": 3 }".utf8).write(to: file)
            XCTAssertFalse(inspector.reload())
            XCTAssertEqual(inspector.document?.name, "Profile", "the last good document stays")
            XCTAssertNotNil(inspector.layout)
            XCTAssertFalse(inspector.problems.isEmpty)
            XCTAssertEqual(inspector.problemPath, file.path)
            XCTAssertTrue(inspector.problems[0].contains("screen.inset.json"), inspector.problems[0])

            try Data(contentsOf: URL(fileURLWithPath: profile)).write(to: file)
            XCTAssertTrue(inspector.reload())
            XCTAssertTrue(inspector.problems.isEmpty)
            XCTAssertEqual(inspector.selectedElementID, "follow", "the selection survives a reload")
        }
    }

    func testOpeningAMissingFileKeepsWhatIsOpen() throws {
        try onMain {
            let inspector = try makeInspector()
            inspector.open(path: profile)
            XCTAssertFalse(inspector.open(path: "/nonexistent/screen.inset.json"))
            XCTAssertEqual(inspector.path, profile)
            XCTAssertEqual(inspector.problemPath, "/nonexistent/screen.inset.json")
        }
    }

    func testLaunchOptionsPickTheEnvironment() throws {
        try onMain {
            var options = try LaunchOptions.parse(["--device", "12.9 iPad Pro", "--orientation", "landscape",
                                                   "--split=1/3", "--text-size", "ax2", "--rtl", "--keyboard"])
            options.files = [profile]
            let inspector = try makeInspector(choice: options.choice)
            inspector.apply(options)
            inspector.open(path: profile)
            let environment = try XCTUnwrap(inspector.environment)
            XCTAssertEqual(environment.device.id, "ipad-pro-12-9")
            XCTAssertEqual(environment.orientation, .landscape)
            XCTAssertEqual(environment.split, .oneThird)
            XCTAssertEqual(environment.textSize, .AX2)
            XCTAssertTrue(environment.isRightToLeft)
            XCTAssertTrue(environment.keyboard)
        }
    }

    func testOverlayTogglesNotify() throws {
        try onMain {
            let inspector = try makeInspector()
            var changes: Inspector.Change = []
            inspector.observe { changes.formUnion($0) }
            inspector.setOverlays { $0.margins = true }
            XCTAssertTrue(inspector.overlays.margins)
            XCTAssertTrue(changes.contains(.overlays))
        }
    }
}
