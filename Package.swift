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
        // Command-line logic (check, report, render, devices), tested without spawning.
        .target(
            name: "InsetCLI",
            dependencies: [
                "InsetCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "inset", dependencies: ["InsetCLI"]),
        .executableTarget(name: "InsetBench", dependencies: ["Cassowary", "InsetCore"]),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
        .testTarget(name: "InsetCoreTests", dependencies: ["InsetCore"]),
        .testTarget(name: "InsetCLITests", dependencies: ["InsetCLI", "inset"]),
    ]
)
