import Foundation
@testable import InsetApp
import InsetCore
import InsetText
import XCTest

/// The "All Devices" grid's model: which environments it shows, their findings, choosing one,
/// and keeping up with edits without showing a stale document.
final class DeviceGridTests: XCTestCase {
    func onMain(_ body: @MainActor () throws -> Void) throws {
        try MainActor.assumeIsolated { try body() }
    }

    /// Background work that waits until the test runs it, so a test can edit while it is "running".
    final class QueuedWork: BackgroundWork, @unchecked Sendable {
        private var jobs: [() -> Void] = []
        var count: Int { jobs.count }

        func run<T: Sendable>(_ work: @escaping @Sendable () -> T, then deliver: @escaping @MainActor (T) -> Void) {
            jobs.append {
                let result = work()
                MainActor.assumeIsolated { deliver(result) }
            }
        }

        /// Runs the oldest job and delivers its result; false when there was none.
        @discardableResult
        func runNext() -> Bool {
            guard !jobs.isEmpty else { return false }
            jobs.removeFirst()()
            return true
        }
    }

    var profile: String { Bundle.module.url(forResource: "Fixtures/profile.inset.json", withExtension: nil)!.path }
    var articleReader: String { RenderTests.repository.appendingPathComponent("data/examples/article-reader.inset.json").path }

    @MainActor
    func makeGrid(_ path: String, background: BackgroundWork = InPlace(),
                  delay: @escaping DeviceGridModel.Delay = { _, work in work() }) throws -> DeviceGridModel {
        let inspector = Inspector(catalog: try DeviceCatalog.bundled(), measurer: InspectorTests.measurer,
                                  background: background)
        XCTAssertTrue(inspector.open(path: path))
        let grid = DeviceGridModel(inspector: inspector, delay: delay)
        grid.isActive = true
        return grid
    }

    func testEveryDeviceOfThePlatformHasACardInTheCurrentOrientation() throws {
        try onMain {
            let grid = try makeGrid(profile)
            let cards = try XCTUnwrap(grid.content?.cards)
            let iPhones = grid.inspector.catalog.devices(for: .iOS)
            XCTAssertEqual(cards.map(\.environment.device.id), iPhones.map(\.id))
            XCTAssertTrue(cards.allSatisfy { $0.environment.orientation == .portrait && $0.environment.split == .full })
            XCTAssertEqual(grid.currentIndex, 0, "the first iPhone is the current environment")

            grid.inspector.rotate()
            let turned = try XCTUnwrap(grid.content?.cards)
            XCTAssertEqual(turned.count, iPhones.count)
            XCTAssertTrue(turned.allSatisfy { $0.environment.orientation == .landscape }, "rotating turns every card")
        }
    }

    func testTheGridShowsEveryDeviceInTheLanguagePicked() throws {
        try onMain {
            let storyboard = RenderTests.repository.appendingPathComponent("data/examples/sign-in.storyboard").path
            let grid = try makeGrid(storyboard)
            grid.inspector.setLanguage("ar")
            let cards = try XCTUnwrap(grid.content?.cards)
            XCTAssertGreaterThan(cards.count, 10)
            XCTAssertTrue(cards.allSatisfy { $0.environment.language == "ar" && $0.environment.layoutDirection == .rtl })
            XCTAssertTrue(cards.allSatisfy { $0.layout.element(id: "ttl-00-001")?.text == "مرحبًا بعودتك" })
        }
    }

    func testTheGridOfLanguagesShowsEveryLanguageOnTheDevicePicked() throws {
        try onMain {
            let storyboard = RenderTests.repository.appendingPathComponent("data/examples/sign-in.storyboard").path
            let grid = try makeGrid(storyboard)
            grid.inspector.selectDevice(id: "iphone-se-4-7-inch")
            grid.byLanguage = true
            let cards = try XCTUnwrap(grid.content?.cards)
            XCTAssertEqual(cards.map(\.environment.language), [nil, "ar", "de", "ko"] + Language.pseudo)
            XCTAssertTrue(cards.allSatisfy { $0.environment.device.id == "iphone-se-4-7-inch" })
            XCTAssertEqual(cards.map(\.title).prefix(4), ["Own text", "Arabic", "German", "Korean"])
            XCTAssertEqual(cards[1].environment.layoutDirection, .rtl, "Arabic lays out right to left by itself")
            XCTAssertEqual(cards[2].environment.layoutDirection, .ltr)
            XCTAssertEqual(grid.content?.sections.map(\.title), ["4.7” iPhone SE"])
            // Korean joins a word's syllables with word joiners so lines break between words.
            XCTAssertEqual(cards[3].layout.element(id: "ttl-00-001")?.text?.replacingOccurrences(of: "\u{2060}", with: ""),
                           "다시 오신 것을 환영합니다")
            // Each card is checked in its own language.
            for card in cards {
                XCTAssertTrue(card.findings.allSatisfy { $0.environment.language == card.environment.language })
            }
            XCTAssertEqual(cards[0].findings.filter { $0.rule == "missing-translation" }.count, 0)

            // A card picks its language and keeps the device and the direction chosen.
            grid.choose(1)
            XCTAssertEqual(grid.inspector.environment?.language, "ar")
            XCTAssertEqual(grid.inspector.choice.layoutDirection, .ltr)
            XCTAssertEqual(grid.currentIndex, 1)
            grid.choose(2)
            XCTAssertEqual(grid.inspector.environment?.layoutDirection, .ltr, "German is left to right again")

            grid.byLanguage = false
            XCTAssertGreaterThan(grid.content?.cards.count ?? 0, 10, "back to every device")
        }
    }

    func testIPadsHaveACardForEachSplit() throws {
        try onMain {
            let grid = try makeGrid(articleReader)
            let cards = try XCTUnwrap(grid.content?.cards)
            let iPads = grid.inspector.catalog.devices(for: .iPadOS)
            let expected = iPads.flatMap { device in
                EnvironmentChoice.splits(on: device, orientation: .portrait).map { (device.id, $0) }
            }
            XCTAssertEqual(cards.map(\.environment.device.id), expected.map(\.0))
            XCTAssertEqual(cards.map(\.environment.split), expected.map(\.1))
            XCTAssertTrue(cards.contains { $0.environment.split == .oneThird })
            let split = try XCTUnwrap(cards.first { $0.environment.split == .twoThirds })
            XCTAssertEqual(split.detail, "2/3 Split")
            XCTAssertEqual(cards.first?.detail, "1032 × 1376 pt", "a full screen card gives its size")
        }
    }

    func testIPadCardsAreGroupedUnderTheirDevice() throws {
        try onMain {
            let grid = try makeGrid(articleReader)
            let content = try XCTUnwrap(grid.content)
            let sections = content.sections
            let iPads = grid.inspector.catalog.devices(for: .iPadOS)
            XCTAssertEqual(sections.map(\.title), iPads.map(\.name), "a heading per iPad, in catalog order")
            XCTAssertEqual(sections.flatMap { Array($0.cards) }, Array(content.cards.indices), "every card once, in order")
            for section in sections {
                XCTAssertTrue(content.cards[section.cards].allSatisfy { $0.environment.device.name == section.title })
                XCTAssertGreaterThan(section.cards.count, 1, "\(section.title): full screen and its splits")
            }
        }
    }

    func testPhonesWithOneCardEachShareTheirFamilysHeading() throws {
        try onMain {
            let grid = try makeGrid(profile)
            let content = try XCTUnwrap(grid.content)
            let phones = content.cards.filter { $0.environment.device.family == .iPhone }.count
            XCTAssertEqual(content.sections, [.init(title: "iPhone", cards: 0..<phones),
                                              .init(title: "iPod", cards: phones..<content.cards.count)])
            XCTAssertGreaterThan(phones, 20)
        }
    }

    func testEachCardCountsWhatTheCheckerFindsThere() throws {
        try onMain {
            let grid = try makeGrid(articleReader)
            let cards = try XCTUnwrap(grid.content?.cards)
            XCTAssertTrue(cards.contains { !$0.findings.isEmpty }, "the example breaks a guideline somewhere")
            for (index, card) in cards.enumerated() {
                grid.choose(index)
                XCTAssertEqual(grid.inspector.environment, card.environment)
                XCTAssertEqual(grid.inspector.findings, card.findings, card.accessibleLabel)
            }
        }
    }

    func testChoosingACardMakesItTheCurrentEnvironment() throws {
        try onMain {
            let grid = try makeGrid(articleReader)
            let cards = try XCTUnwrap(grid.content?.cards)
            let index = try XCTUnwrap(cards.firstIndex { $0.environment.split == .oneThird })
            grid.choose(index)
            XCTAssertEqual(grid.inspector.environment, cards[index].environment)
            XCTAssertEqual(grid.inspector.choice.split, .oneThird)
            XCTAssertEqual(grid.currentIndex, index)
            XCTAssertEqual(grid.content?.cards.count, cards.count, "choosing a card doesn't change the grid")
        }
    }

    func testCountsReadAsPeopleSayThem() throws {
        try onMain {
            let grid = try makeGrid(profile)
            let card = try XCTUnwrap(grid.content?.cards.first)
            XCTAssertEqual(card.count, card.findings.count == 1 ? "1 problem" : "\(card.findings.count) problems")
            XCTAssertEqual(card.worst, card.findings.map(\.severity).max())
            XCTAssertEqual(card.accessibleLabel, "\(card.environment.device.name), Portrait, \(card.detail): \(card.count)")
        }
    }

    func testAResultForADocumentEditedSinceIsDroppedAndTheOldCardsStay() throws {
        try onMain {
            let work = QueuedWork()
            let grid = try makeGrid(profile, background: work)
            XCTAssertNil(grid.content)
            XCTAssertTrue(grid.isUpdating)
            XCTAssertEqual(work.count, 1)

            // Edited while the first grid is computed: that grid is for a document no longer open.
            try grid.inspector.perform(.set(element: "name", .text("Jo")))
            XCTAssertEqual(work.count, 1, "one computation at a time")
            work.runNext()
            XCTAssertNil(grid.content, "a stale result is dropped")
            XCTAssertTrue(grid.isUpdating)
            XCTAssertEqual(work.count, 1, "the dropped result starts the current document's")
            work.runNext()
            let first = try XCTUnwrap(grid.content)
            XCTAssertFalse(grid.isUpdating)
            XCTAssertEqual(first.cards.first?.layout.element(id: "name")?.text, "Jo")

            // Edited again: the cards shown stay until the new ones come.
            try grid.inspector.perform(.set(element: "name", .text("Jordan")))
            XCTAssertTrue(grid.isUpdating)
            XCTAssertEqual(grid.content?.cards.first?.layout.element(id: "name")?.text, "Jo")
            work.runNext()
            XCTAssertEqual(grid.content?.cards.first?.layout.element(id: "name")?.text, "Jordan")
            XCTAssertFalse(grid.isUpdating)
        }
    }

    func testEditsInQuickSuccessionComputeOnceAfterThePause() throws {
        try onMain {
            var timers: [@MainActor () -> Void] = []
            let grid = try makeGrid(profile, delay: { _, work in timers.append(work) })
            XCTAssertNotNil(grid.content, "the first grid comes without waiting")
            var deliveries = 0
            grid.observe { deliveries += 1 }

            for text in ["J", "Jo", "Joe"] { try grid.inspector.perform(.set(element: "name", .text(text))) }
            XCTAssertEqual(timers.count, 3)
            XCTAssertEqual(grid.content?.cards.first?.layout.element(id: "name")?.text, "Jordan Appleseed")
            timers[0]()
            timers[1]()
            XCTAssertEqual(grid.content?.cards.first?.layout.element(id: "name")?.text, "Jordan Appleseed",
                           "a pause that was interrupted does nothing")
            timers[2]()
            XCTAssertEqual(grid.content?.cards.first?.layout.element(id: "name")?.text, "Joe")
            XCTAssertFalse(grid.isUpdating)
            XCTAssertEqual(deliveries, 2, "updating, then the new cards")
        }
    }

    func testAHiddenGridWaitsUntilItShows() throws {
        try onMain {
            let work = QueuedWork()
            let inspector = Inspector(catalog: try DeviceCatalog.bundled(), measurer: InspectorTests.measurer,
                                      background: work)
            let grid = DeviceGridModel(inspector: inspector)
            inspector.open(path: profile)
            XCTAssertEqual(work.count, 0, "nothing is computed for a grid that isn't shown")
            grid.isActive = true
            XCTAssertEqual(work.count, 1)
            work.runNext()
            XCTAssertNotNil(grid.content)
        }
    }
}
