import Foundation
import XCTest
import InsetTestSupport

/// Runs the built `inset` executable, as a user or a CI script would.
enum InsetBinary {
    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The package's root, for examples and scripts.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func example(_ name: String) -> String { root.appendingPathComponent("data/examples/\(name)").path }

    /// The executable beside the test bundle in the build folder.
    static var url: URL {
        var dir = Bundle(for: Marker.self).bundleURL.deletingLastPathComponent()
        if !FileManager.default.fileExists(atPath: dir.appendingPathComponent("inset").path) {
            dir = root.appendingPathComponent(".build/debug")
        }
        return dir.appendingPathComponent("inset")
    }

    private final class Marker {}

    @discardableResult
    static func run(_ arguments: [String], in directory: URL? = nil, environment extra: [String: String] = [:]) throws -> Output {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment.merge(extra) { $1 }
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }

    static func temporaryDirectory() throws -> URL {
        let dir = Scratch.root.appendingPathComponent("inset-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }
}
