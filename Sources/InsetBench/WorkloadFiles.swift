import Foundation
import InsetCore

/// `inset-bench workloads DIR`: writes the screens `scripts/bench-check.py` times `inset check`
/// on, so the command line is measured as a user runs it: the settings screen of issue #12 at
/// 100, 1,000 and 10,000 elements (iPhone, and iPad at 1,000) and a storyboard of 50 scenes of
/// 40 views.
enum WorkloadFiles {
    static func run(arguments: [String]) throws {
        guard let folder = arguments.first else { throw BenchUsage("usage: inset-bench workloads DIR") }
        let dir = URL(fileURLWithPath: folder)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        for (name, n, platform) in [("settings-100", 100, Platform.iOS), ("settings-1000", 1000, .iOS),
                                    ("settings-10000", 10000, .iOS), ("settings-ipad-1000", 1000, .iPadOS)] {
            let document = CheckBenchmark.layout(elements: n, platform: platform)
            _ = try document.save(to: dir.appendingPathComponent("\(name).inset.json"))
        }
        try Data(ImportBenchmark.storyboard(scenes: 50, views: 40).utf8)
            .write(to: dir.appendingPathComponent("storyboard-50x40.storyboard"))
        print(dir.path)
    }
}

struct BenchUsage: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
