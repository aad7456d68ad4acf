import XCTest
@testable import InsetCore
import InsetTestSupport

/// The catalog's API (loading, lookup, platforms, families) and the consistency of its figures.
final class DeviceCatalogTests: XCTestCase {
    var catalog: DeviceCatalog!

    override func setUpWithError() throws {
        catalog = try DeviceCatalog.bundled()
    }

    func device(_ id: String) throws -> Device {
        try XCTUnwrap(catalog.device(id: id), "no device \(id)")
    }

    // MARK: - Loading

    func testBundledCatalogLoadsOnceWithUniqueWellFormedIds() throws {
        XCTAssertGreaterThanOrEqual(catalog.devices.count, 60)
        XCTAssertEqual(try DeviceCatalog.bundled().devices, catalog.devices)
        let ids = catalog.devices.map(\.id)
        XCTAssertEqual(Set(ids).count, ids.count, "ids are unique")
        for id in ids {
            XCTAssertNotNil(id.wholeMatch(of: #/[a-z0-9]+(-[a-z0-9]+)*/#), "\(id): lowercase words joined by '-'")
        }
        for id in ["iphone-14-pro", "ipad-pro-12-9", "ipad-pro-11", "ipad-pro-10-5", "apple-watch-ultra-49mm",
                   "apple-tv-4k", "vision-pro-window", "mac-window", "iphone-se-4-inch", "iphone-se-4-7-inch",
                   "ipod-touch", "iphone-15", "iphone-15-plus", "iphone-15-pro", "iphone-15-pro-max",
                   "ipad-mini-8-3", "ipad-air-10-9", "ipad-pro-13-m4", "ipad-pro-11-m4"] {
            XCTAssertNotNil(catalog.device(id: id), id)
        }
    }

    /// The catalog is read with Inset's own parser, for speed: it must give every field exactly
    /// as Foundation's decoder does, and leave anything it doesn't expect to that decoder.
    func testTheCatalogReadsAsFoundationsDecoderReadsIt() throws {
        let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let data = try Data(contentsOf: repo.appendingPathComponent("Sources/InsetCore/Resources/devices.json"))
        let own = try XCTUnwrap(DeviceCatalogReader.devices([UInt8](data)), "the bundled catalog reads")
        XCTAssertEqual(own, try JSONDecoder().decode([Device].self, from: data))
        // Every optional field is set somewhere, so the comparison covers it.
        XCTAssertTrue(own.contains { $0.layoutMargin != nil } && own.contains { $0.keyboard != nil }
            && own.contains { $0.widgetSizes != nil } && own.contains { $0.widgetDisplaySizes != nil }
            && own.contains { $0.orientations != nil } && own.contains { $0.aliases != nil }
            && own.contains { $0.safeAreaWithoutStatusBar != nil } && own.contains { $0.statusBarLandscape != nil }
            && own.contains { $0.sensorHousing.rect != nil } && own.contains { !$0.splits.isEmpty })
        XCTAssertNil(DeviceCatalogReader.devices(Array(#"[{"id": "x", "points": [1, 2, 3]}]"#.utf8)))
        XCTAssertNil(DeviceCatalogReader.devices(Array(#"[{"id": "x", "id": "y"}]"#.utf8)), "a key written twice")
    }

    func testDataFolderLinksToTheBundledCatalog() throws {
        let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let link = repo.appendingPathComponent("data/devices.json").path
        let target = try FileManager.default.destinationOfSymbolicLink(atPath: link)
        XCTAssertEqual(target, "../Sources/InsetCore/Resources/devices.json")
    }

    func testEveryDeviceNamesTheSourcesOfItsFigures() {
        for device in catalog.devices {
            XCTAssertFalse(device.sources.isEmpty, device.id)
            XCTAssertTrue(device.sources.allSatisfy { !$0.trimmingCharacters(in: .whitespaces).isEmpty }, device.id)
        }
    }

    func testLoadErrorsNameTheFile() throws {
        let folder = Scratch.root.appendingPathComponent("inset-catalog-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        let missing = folder.appendingPathComponent("devices.json")
        XCTAssertThrowsError(try DeviceCatalog.load(contentsOf: missing)) { error in
            XCTAssertTrue("\(error)".contains("devices.json"), "\(error)")
        }

        let corrupt = folder.appendingPathComponent("corrupt.json")
        try Data(#"[{"id": "x", "points": [1, 2, 3]}]"#.utf8).write(to: corrupt)
        XCTAssertThrowsError(try DeviceCatalog.load(contentsOf: corrupt)) { error in
            guard case .invalid(let file, _) = error as? DeviceCatalog.LoadError else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(file, "corrupt.json")
            XCTAssertTrue("\(error)".contains("corrupt.json"), "\(error)")
        }

        let twice = folder.appendingPathComponent("twice.json")
        let one = try JSONEncoder().encode(self.device("iphone-14-pro"))
        try (Data("[".utf8) + one + Data(",".utf8) + one + Data("]".utf8)).write(to: twice)
        XCTAssertThrowsError(try DeviceCatalog.load(contentsOf: twice)) { error in
            XCTAssertTrue("\(error)".contains("iphone-14-pro"), "\(error)")
        }
    }

    // MARK: - Lookup

    func testLookupIgnoresCaseSpacesAndPunctuation() {
        let expectations = [
            "12.9 iPad Pro": "ipad-pro-12-9", "12.9” iPad Pro": "ipad-pro-12-9", "12.9\" iPad Pro": "ipad-pro-12-9",
            "iPad Pro 12.9-inch": "ipad-pro-12-9", "ipad-pro-12-9": "ipad-pro-12-9",
            "iPhone14Pro": "iphone-14-pro", "iphone-14-pro": "iphone-14-pro", "IPHONE 14 PRO": "iphone-14-pro",
            "iPhone 14 Pro": "iphone-14-pro", "iphone 14": "iphone-14", "10.5” iPad Pro": "ipad-pro-10-5",
            "iPhone SE": "iphone-se-4-7-inch", "4” iPhone SE": "iphone-se-4-inch", "iPod touch": "ipod-touch",
            "Apple Watch Ultra": "apple-watch-ultra-49mm", "apple watch 41mm": "apple-watch-series-7-41mm",
            "Apple TV": "apple-tv-4k", "Vision Pro": "vision-pro-window", "mac": "mac-window",
            "iPad (10th generation)": "ipad-air-10-9", "iPad mini 6": "ipad-mini-8-3",
        ]
        for (typed, id) in expectations {
            XCTAssertEqual(catalog.lookup(typed)?.id, id, typed)
        }
        XCTAssertNil(catalog.lookup("iPhone 99"))
        XCTAssertNil(catalog.lookup(""))
    }

    func testNoSpellingNamesTwoDevices() {
        var owner: [String: String] = [:]
        for device in catalog.devices {
            for spelling in Set(([device.id, device.name] + (device.aliases ?? [])).map(DeviceCatalog.key)) {
                XCTAssertFalse(spelling.isEmpty, device.id)
                if let other = owner[spelling] {
                    XCTFail("\"\(spelling)\" names both \(other) and \(device.id)")
                }
                owner[spelling] = device.id
            }
        }
    }

    func testSuggestionForATypo() {
        XCTAssertEqual(catalog.suggestion(for: "iphone-14-prp"), "iphone-14-pro")
        XCTAssertEqual(catalog.suggestion(for: "iPhone 14 Pri"), "iPhone 14 Pro")
        XCTAssertNil(catalog.suggestion(for: "toaster"))
    }

    // MARK: - Platforms and families

    func testDevicesForEachPlatform() {
        let ids = { (platform: Platform) in Set(self.catalog.devices(for: platform).map(\.id)) }
        XCTAssertTrue(catalog.devices(for: .iOS).allSatisfy { [.iPhone, .iPod].contains($0.family) })
        XCTAssertTrue(ids(.iOS).isSuperset(of: ["iphone-14-pro", "ipod-touch", "iphone-se-4-inch"]))
        XCTAssertTrue(catalog.devices(for: .iPadOS).allSatisfy { $0.family == .iPad })
        XCTAssertTrue(ids(.iPadOS).contains("ipad-pro-12-9"))
        XCTAssertEqual(ids(.tvOS), ["apple-tv-4k", "apple-tv-hd"])
        XCTAssertEqual(ids(.watchOS).count, 7)
        XCTAssertEqual(ids(.visionOS), ["vision-pro-window"])
        XCTAssertEqual(ids(.macOS), ["mac-window"])

        let widget = catalog.devices(for: .widget)
        XCTAssertTrue(widget.allSatisfy { $0.widgetSizes != nil && [.iOS, .iPadOS].contains($0.platform) })
        XCTAssertTrue(Set(widget.map(\.id)).isSuperset(of: ["iphone-14-pro", "ipad-9-7", "ipad-pro-12-9"]))
        XCTAssertFalse(widget.contains { $0.id == "iphone-16-pro" }, "seed 004 has no 402x874 row")
        XCTAssertEqual(Set(widget.map(\.id)), Set(catalog.devices.filter { $0.widgetSizes != nil }.map(\.id)))
    }

    func testFamiliesGroupEveryDeviceOnceInDisplayOrder() {
        let groups = catalog.families
        XCTAssertEqual(groups.map(\.family), DeviceFamily.allCases)
        XCTAssertEqual(groups.flatMap(\.devices).count, catalog.devices.count)
        for group in groups {
            XCTAssertTrue(group.devices.allSatisfy { $0.family == group.family })
        }
        XCTAssertEqual(groups.first?.devices.first?.id, "iphone-16-pro-max", "newest first, as the HIG lists them")
    }

    // MARK: - Figures from the brief and cli.md

    func testIPhone14ProMatchesCliExample() throws {
        let d = try device("iphone-14-pro")
        XCTAssertEqual(d.name, "iPhone 14 Pro")
        XCTAssertEqual(d.family, .iPhone)
        XCTAssertEqual(d.platform, .iOS)
        XCTAssertEqual(d.points, Size(width: 393, height: 852))
        XCTAssertEqual(d.pixels, Size(width: 1179, height: 2556))
        XCTAssertEqual(d.scale, 3)
        XCTAssertEqual(d.safeArea.portrait, Insets(top: 59, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(d.safeArea.landscape, Insets(top: 0, left: 59, bottom: 21, right: 59))
        XCTAssertEqual(d.cornerRadius, 55)
        XCTAssertEqual(d.sensorHousing, SensorHousing(kind: .dynamicIsland,
                                                      rect: Rect(x: 133.5, y: 11, width: 126, height: 37)))
        XCTAssertTrue(d.homeIndicator)
        XCTAssertEqual(d.statusBar, 54)
        XCTAssertEqual(d.statusBarHeight(in: .landscape), 0)
        XCTAssertEqual(d.splits, [])
    }

    func testFaceIDIPhones() throws {
        let expected: [(ids: [String], top: Double, corner: Double)] = [
            (["iphone-x", "iphone-xs", "iphone-xs-max", "iphone-11-pro", "iphone-11-pro-max"], 44, 39),
            (["iphone-xr", "iphone-11"], 48, 41.5),
            (["iphone-12-mini", "iphone-13-mini"], 50, 44),
            (["iphone-12", "iphone-12-pro", "iphone-13", "iphone-13-pro", "iphone-14"], 47, 47.33),
            (["iphone-12-pro-max", "iphone-13-pro-max", "iphone-14-plus"], 47, 53.33),
            (["iphone-14-pro-max", "iphone-15", "iphone-15-plus", "iphone-15-pro", "iphone-15-pro-max"], 59, 55),
        ]
        for row in expected {
            for id in row.ids {
                let d = try device(id)
                XCTAssertEqual(d.safeArea.portrait, Insets(top: row.top, bottom: 34), id)
                XCTAssertEqual(d.safeArea.landscape, Insets(left: row.top, bottom: 21, right: row.top), id)
                XCTAssertNil(d.safeAreaWithoutStatusBar, "\(id): the housing keeps the top inset")
                XCTAssertEqual(d.cornerRadius, row.corner, id)
                XCTAssertTrue(d.homeIndicator, id)
                XCTAssertEqual(d.statusBarLandscape, 0, id)
            }
        }
        XCTAssertEqual(try device("iphone-x").sensorHousing.rect, Rect(x: 83, y: 0, width: 209, height: 30))
        XCTAssertEqual(try device("iphone-14-pro-max").sensorHousing.rect, Rect(x: 152, y: 11, width: 126, height: 37))
    }

    func testEveryHousingIsCentredAtTheTopInsideTheSafeAreaInset() {
        for d in catalog.devices where d.sensorHousing.kind != .none {
            guard let rect = d.sensorHousing.rect else { XCTFail("\(d.id): a housing has a rect"); continue }
            XCTAssertEqual(rect.midX, d.points.width / 2, accuracy: 0.01, d.id)
            XCTAssertLessThanOrEqual(rect.maxY, d.safeArea.portrait?.top ?? 0, d.id)
            XCTAssertEqual(d.family, .iPhone, d.id)
        }
    }

    func testHomeButtonIPhones() throws {
        for id in ["iphone-8", "iphone-8-plus", "iphone-7", "iphone-6s-plus", "iphone-6", "iphone-se-4-7-inch",
                   "iphone-se-4-inch", "ipod-touch"] {
            let d = try device(id)
            XCTAssertEqual(d.safeArea.portrait, Insets(top: 20), id)
            XCTAssertEqual(d.safeArea.landscape, .zero, id)
            XCTAssertEqual(d.safeAreaWithoutStatusBar?.portrait, .zero, id)
            XCTAssertEqual(d.cornerRadius, 0, id)
            XCTAssertEqual(d.sensorHousing, .none, id)
            XCTAssertFalse(d.homeIndicator, id)
            XCTAssertEqual(d.statusBar, 20, id)
            XCTAssertEqual(d.statusBarHeight(in: .landscape), 0, id)
        }
        XCTAssertEqual(try device("iphone-8").keyboard, PerOrientation(portrait: 260, landscape: 200))
    }

    func testIPadSafeAreas() throws {
        for d in catalog.devices(for: .iPadOS) {
            if d.homeIndicator {
                XCTAssertEqual(d.safeArea.portrait, Insets(top: 24, bottom: 20), d.id)
                XCTAssertEqual(d.safeArea.landscape, Insets(top: 24, bottom: 20), d.id)
                XCTAssertEqual(d.safeAreaWithoutStatusBar?.portrait, Insets(bottom: 20), d.id)
                XCTAssertEqual(d.cornerRadius, 18, d.id)
                XCTAssertEqual(d.statusBar, 24, d.id)
            } else {
                XCTAssertEqual(d.safeArea.portrait, Insets(top: 20), d.id)
                XCTAssertEqual(d.safeArea.landscape, Insets(top: 20), d.id)
                XCTAssertEqual(d.cornerRadius, 0, d.id)
                XCTAssertEqual(d.statusBar, 20, d.id)
            }
            XCTAssertEqual(d.sizeClasses.portrait?.description, "wR hR", d.id)
            XCTAssertEqual(d.sizeClasses.landscape?.description, "wR hR", d.id)
        }
        XCTAssertTrue(try device("ipad-pro-12-9").homeIndicator)
        XCTAssertFalse(try device("ipad-pro-12-9-2nd-gen").homeIndicator)
        XCTAssertFalse(try device("ipad-9-7").homeIndicator)
    }

    func testEveryIPadHasEverySplitWithConsistentWidths() throws {
        for d in catalog.devices(for: .iPadOS) {
            XCTAssertEqual(d.splits.map(\.mode), [.twoThirds, .half, .oneThird, .slideOver], d.id)
            for orientation in Orientation.allCases {
                let full = d.size(in: orientation).width
                let twoThirds = try XCTUnwrap(d.split(.twoThirds)?.width[orientation], d.id)
                let oneThird = try XCTUnwrap(d.split(.oneThird)?.width[orientation], d.id)
                XCTAssertEqual(twoThirds + oneThird + 10, full, "\(d.id) \(orientation): panes and divider fill the screen")
                XCTAssertNotNil(d.split(.slideOver)?.width[orientation], d.id)
                for mode in d.splits {
                    XCTAssertEqual(mode.width[orientation] == nil, mode.sizeClasses[orientation] == nil,
                                   "\(d.id) \(mode.mode.rawValue) \(orientation)")
                    if let width = mode.width[orientation], let classes = mode.sizeClasses[orientation] {
                        XCTAssertEqual(classes.horizontal, width >= 678 ? .regular : .compact,
                                       "\(d.id) \(mode.mode.rawValue) \(orientation) at \(width) pt")
                        XCTAssertEqual(classes.vertical, .regular)
                    }
                }
            }
            let half = try XCTUnwrap(d.split(.half))
            XCTAssertNil(half.width.portrait, "\(d.id): no 1/2 split in portrait")
            XCTAssertEqual(try XCTUnwrap(half.width.landscape) * 2 + 10, d.size(in: .landscape).width, d.id)
        }
        let big = try device("ipad-pro-12-9")
        XCTAssertEqual(big.split(.twoThirds)?.width, PerOrientation(portrait: 639, landscape: 981))
        XCTAssertEqual(big.split(.half)?.width, PerOrientation(portrait: nil, landscape: 678))
        XCTAssertEqual(big.split(.oneThird)?.width, PerOrientation(portrait: 375, landscape: 375))
        XCTAssertEqual(try device("ipad-9-7").split(.twoThirds)?.width, PerOrientation(portrait: 438, landscape: 694))
        XCTAssertTrue(catalog.devices.filter { $0.family != .iPad }.allSatisfy(\.splits.isEmpty))
    }

    func testWidgetSizesAreKeyedByTheDocumentFormatsFamilies() {
        let families = Set(WidgetSpec.Family.allCases.map(\.rawValue))
        for d in catalog.devices {
            for key in (d.widgetSizes ?? [:]).keys { XCTAssertTrue(families.contains(key), "\(d.id): \(key)") }
            if d.family == .iPad, let sizes = d.widgetSizes {
                XCTAssertEqual(Set(sizes.keys), ["small", "medium", "large", "extraLarge"], d.id)
                XCTAssertEqual(d.widgetDisplaySizes.map { Set($0.keys) }, Set(sizes.keys), d.id)
            } else {
                XCTAssertNil(d.widgetDisplaySizes, d.id)
            }
        }
        XCTAssertEqual(try device("iphone-14-pro").widgetSizes?["small"], Size(width: 158, height: 158))
        XCTAssertNil(try device("iphone-se-4-inch").widgetSizes?["circular"], "n/a in seed 004")
    }

    func testOrientationsAndSingleOrientationDevices() throws {
        for d in catalog.devices {
            switch d.family {
            case .appleTV, .mac, .visionPro:
                XCTAssertEqual(d.orientations, [.landscape], d.id)
                XCTAssertGreaterThan(d.points.width, d.points.height, "\(d.id): points is the landscape size")
                XCTAssertEqual(d.safeArea.portrait, d.safeArea.landscape, "\(d.id): either lookup gives the figures")
                XCTAssertEqual(d.sizeClasses.portrait, d.sizeClasses.landscape, d.id)
                XCTAssertEqual(d.size(in: .landscape), d.points, d.id)
            case .appleWatch:
                XCTAssertEqual(d.orientations, [.portrait], d.id)
                XCTAssertNil(d.sizeClasses.landscape, d.id)
                XCTAssertNil(d.keyboard, d.id)
            case .iPhone, .iPod, .iPad:
                XCTAssertEqual(d.supportedOrientations, [.portrait, .landscape], d.id)
                XCTAssertLessThan(d.points.width, d.points.height, "\(d.id): portrait points")
                XCTAssertNotNil(d.safeArea.landscape, d.id)
                let keyboard = try XCTUnwrap(d.keyboard, d.id)
                for orientation in Orientation.allCases {
                    let height = try XCTUnwrap(keyboard[orientation], d.id)
                    XCTAssertLessThan(height, d.size(in: orientation).height * 0.67, "\(d.id) \(orientation)")
                    XCTAssertGreaterThan(height, 150, "\(d.id) \(orientation)")
                }
            }
            XCTAssertEqual(d.pixels.width, d.points.width * d.scale, accuracy: d.points.width * d.scale * 0.15,
                           "\(d.id): pixels ≈ points × scale (Plus, mini and More Space panels are scaled)")
        }
        let tv = try device("apple-tv-4k")
        XCTAssertEqual(tv.points, Size(width: 1920, height: 1080))
        XCTAssertEqual(tv.safeArea.landscape, Insets(top: 60, left: 80, bottom: 60, right: 80), "UIKit's safeAreaInsets on Apple TV")
        XCTAssertEqual(try device("mac-window").safeArea.landscape, Insets(top: 28))
        XCTAssertEqual(try device("vision-pro-window").points, Size(width: 1280, height: 720))
    }
}
