import Foundation
import InsetCore

/// libFuzzer's entry: every input goes to the layout loader, the Interface Builder reader, the
/// font file reader and, as text, to the constraint parser; a loaded layout must also save and
/// load back to the same bytes, a storyboard that reads must lay out, and one parsed a scene at a
/// time must give the tree one parse gives. Any trap is a bug.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = start.map { Data(bytes: $0, count: count) } ?? Data()
    _ = try? ConstraintParser.parse(String(decoding: bytes, as: UTF8.self), elementIDs: ["title", "buy-button"])
    _ = FontLineMetrics(fontFile: bytes)
    _ = fontPostScriptName(bytes)
    precondition(XMLSceneSplitCheck.agrees(bytes), "a storyboard parsed a scene at a time gave another tree than one parse")
    if let file = try? LayoutFile.decode(bytes: [UInt8](bytes), path: "fuzz.storyboard") {
        layOut(file)
    }
    guard let document = try? LayoutDocument.decode(data: bytes, path: "fuzz.inset.json") else { return 0 }
    guard let saved = try? document.encoded(),
          let reloaded = try? LayoutDocument.decode(data: saved, path: "saved.inset.json"),
          let resaved = try? reloaded.encoded() else {
        fatalError("a loaded layout failed to save and load back")
    }
    precondition(saved == resaved, "saving a reloaded layout changed its bytes")
    return 0
}

/// Lays each small screen of a storyboard that read out on one device: the engine must take
/// whatever the reader makes of an odd file.
private func layOut(_ file: LayoutFile) {
    guard let device = catalog?.devices(for: .iOS).first else { return }
    for screen in file.screens.prefix(4) where screen.document.allElements.count <= 64 {
        let environment = Environment(device: device, orientation: .portrait, split: .full, textSize: .large,
                                      layoutDirection: .ltr, keyboard: false, statusBar: true, widgetFamily: nil)
        _ = LayoutEngine(measurer: FixedMeasurer()).solve(screen.document, in: environment)
    }
}

private let catalog = try? DeviceCatalog.bundled()

/// Text as 8 pt a character and 20 pt a line: the fuzzer tests the engine, not Pango.
private struct FixedMeasurer: TextMeasurer {
    func measure(_ text: String, fontSize: Double, maxWidth: Double?) -> Size {
        let width = Double(text.count) * fontSize * 0.5
        guard let maxWidth, maxWidth > 0, width > maxWidth else { return Size(width: width, height: fontSize * 1.2) }
        return Size(width: maxWidth, height: (width / maxWidth).rounded(.up) * fontSize * 1.2)
    }
}

#if FUZZING
/// libFuzzer's driver, linked in by `-sanitize=fuzzer`; declared here since SwiftPM renames this
/// target's `main`, which keeps libFuzzer's own `main` out.
@_silgen_name("LLVMFuzzerRunDriver")
private func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ test: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt
#endif

/// Built with `-D FUZZING` (see scripts/fuzz.sh) it runs libFuzzer; otherwise it replays the
/// inputs given as arguments, such as a crash file the fuzzer left.
@main
struct FuzzMain {
    static func main() {
        #if FUZZING
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(runFuzzerDriver(&argc, &argv, fuzzOneInput))
        #else
        for path in CommandLine.arguments.dropFirst() {
            guard let data = FileManager.default.contents(atPath: path) else {
                FileHandle.standardError.write(Data("can't read \(path)\n".utf8))
                exit(2)
            }
            _ = data.withUnsafeBytes { fuzzOneInput($0.bindMemory(to: UInt8.self).baseAddress, $0.count) }
            print("\(path): ok")
        }
        #endif
    }
}
