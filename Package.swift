// swift-tools-version:5.10
import PackageDescription

let package = Package(
    name: "Inset",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "inset", targets: ["inset"]),
        .executable(name: "inset-bench", targets: ["InsetBench"]),
        .library(name: "InsetCore", targets: ["InsetCore"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // The Cassowary solver: pure Swift, no dependencies.
        .target(name: "Cassowary"),
        // Devices, environments, documents, layout, rules, reports. Foundation only.
        .target(
            name: "InsetCore",
            dependencies: ["Cassowary"],
            resources: [.copy("Resources/devices.json")]
        ),
        // Pango and Cairo from the system, for measuring text and drawing renders.
        .systemLibrary(name: "CPangoCairo", pkgConfig: "pangocairo",
                       providers: [.apt(["libpango1.0-dev", "libcairo2-dev"])]),
        // GTK4 and libadwaita from the system, for the app.
        .systemLibrary(name: "CGtk", pkgConfig: "libadwaita-1",
                       providers: [.apt(["libgtk-4-dev", "libadwaita-1-dev"])]),
        // Text measured with Pango and the Inter font, behind InsetCore's TextMeasurer.
        .target(name: "InsetText", dependencies: ["InsetCore", "CPangoCairo"]),
        // Command-line logic (check, report, render, devices), tested without spawning.
        .target(
            name: "InsetCLI",
            dependencies: [
                "InsetCore", "InsetText", "InsetRender",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The app (owned by the app engineer): C glue GTK needs, owning Swift wrappers over GTK
        // and libadwaita, Cairo drawing of devices and layouts, and the inspector itself.
        .target(name: "CGtkShim", dependencies: ["CGtk"]),
        .target(name: "InsetGtk", dependencies: ["CGtk", "CGtkShim"]),
        .target(name: "InsetRender", dependencies: ["InsetCore", "InsetText", "CPangoCairo"]),
        .target(name: "InsetApp", dependencies: ["InsetCore", "InsetText", "InsetRender", "InsetGtk"]),
        // What the test targets share: the scratch folder each test process writes in.
        .target(name: "InsetTestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "InsetAppTests", dependencies: ["InsetApp", "InsetRender", "InsetCore", "InsetTestSupport"],
                    resources: [.copy("Fixtures")]),
        // gettext from glibc, for the app's and the command line's own words in the user's language.
        .systemLibrary(name: "CIntl"),
        .target(name: "InsetGettext", dependencies: ["InsetCore", "CIntl"]),
        .executableTarget(name: "inset", dependencies: ["InsetCLI", "InsetApp", "InsetGettext"]),
        .executableTarget(name: "InsetBench",
                          dependencies: ["Cassowary", "InsetCore", "InsetText", "InsetRender", "CPangoCairo"]),
        .executableTarget(name: "InsetFuzz", dependencies: ["InsetCore"]),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
        .testTarget(name: "InsetCoreTests", dependencies: ["InsetCore", "InsetText", "InsetGettext", "InsetTestSupport"]),
        .testTarget(name: "InsetCLITests", dependencies: ["InsetCLI", "inset", "InsetTestSupport"]),
    ]
)
