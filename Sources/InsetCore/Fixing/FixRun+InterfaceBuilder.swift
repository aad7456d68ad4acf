import Foundation

/// `inset fix` on a storyboard or xib: each fix is written into the XML, and the file reread
/// from what was written is what the next check sees, so what is kept is what Xcode will open.
extension FixRun {
    struct Written {
        var bytes: [UInt8]
        var screen: LayoutScreen
    }

    func fixInterfaceBuilder(_ path: String, bytes: [UInt8]) -> Outcome {
        var outcome = Outcome(path: path, before: Data(bytes), after: Data(bytes), results: [])
        let chosen: [LayoutScreen]
        do {
            chosen = try read(bytes, path: path).screens(matching: check.scenes)
        } catch let error as LayoutLoadError {
            outcome.results = [FileResult(path: path, errors: error.problems.map(\.description))]
            return outcome
        } catch {
            outcome.results = [FileResult(path: path, errors: ["\(error)"])]
            return outcome
        }
        var current = bytes
        for screen in chosen {
            let start = Written(bytes: current, screen: screen)
            let result = check.check(scene: screen, path: path)
            guard result.errors.isEmpty else { outcome.results.append(result); continue }
            let done = improve(start, result, document: { $0.screen.document },
                               apply: { try write($1, into: $0, path: path) },
                               check: { check.check(scene: $0.screen, path: path) })
            current = done.applied.isEmpty ? done.state.bytes
                : IBFrameUpdate(catalog: check.catalog, measurer: check.measurer).update(done.state.bytes, before: screen, after: done.state.screen)
            outcome.applied += done.applied
            outcome.skipped += done.skipped
            outcome.results.append(done.result)
        }
        outcome.after = Data(current)
        // An earlier scene's fixes move the bytes of a later one: check them all as written.
        if outcome.after != outcome.before, let written = try? read(current, path: path).screens {
            outcome.results = outcome.results.map { result in
                guard let id = result.screen?.id, let screen = written.first(where: { $0.id == id }) else { return result }
                return check.check(scene: screen, path: path)
            }
        }
        return outcome
    }

    /// The fix written into the file's bytes, and the screen read back from them.
    private func write(_ fix: Fix, into state: Written, path: String) throws -> Written {
        let bytes = try IBFixWriter(source: try IBDocumentWriter.source(state.bytes), screen: state.screen).applying(fix)
        guard let screen = try read(bytes, path: path).screens.first(where: { $0.id == state.screen.id }) else {
            throw IBDocumentWriter.Refusal(description: tr("the scene is gone from the file the fix wrote"))
        }
        return Written(bytes: bytes, screen: screen)
    }

    /// The file with the translations beside it and those named, as `check` reads it.
    private func read(_ bytes: [UInt8], path: String) throws(LayoutLoadError) -> LayoutFile {
        try LayoutFile.load(bytes: bytes, url: URL(fileURLWithPath: path), strings: check.strings)
    }
}
