import Foundation
import InsetCore
import InsetRender

/// One file written out of the app from the document as it is in the editor, unsaved edits
/// included: a report of its findings (what `inset report` writes) or the canvas as a picture
/// (what `inset render` draws). Made on the main thread by `Inspector.export`, written anywhere.
public struct Export: Sendable {
    public enum Kind: Hashable, Sendable {
        case report(ReportFormat, Scope)
        case canvas(CanvasFormat)
    }

    /// Which environments a report covers.
    public enum Scope: Hashable, Sendable {
        /// The environment on the canvas.
        case environment
        /// Every device of the platform in the file's orientations, as `inset report` checks by default.
        case allEnvironments
    }

    /// How far an export is: environments checked of the total, then writing the file.
    public struct Progress: Hashable, Sendable {
        public var done: Int
        public var total: Int
        public var writing: Bool
    }

    /// How an export ended.
    public enum Outcome: Sendable {
        case written(path: String)
        case cancelled
        case failed(Failure)
    }

    /// Why an export failed, naming the file and the cause.
    public struct Failure: Error, CustomStringConvertible, Sendable {
        public var path: String
        public var reason: String
        public var fileName: String { (path as NSString).lastPathComponent }
        public var description: String { tr("Couldn’t export “{fileName}”: {reason}", ["fileName": fileName, "reason": reason]) }
    }

    /// What to write, with everything it needs taken from the inspector when the export was made.
    enum Content: Sendable {
        case report(ReportFormat, run: CheckRun, document: LayoutDocument, documentPath: String)
        case canvas(CanvasFormat, layout: SolvedLayout, findings: [Finding], overlays: OverlayOptions, scale: Double)
    }

    public let path: String
    let content: Content

    /// Checks and writes the file atomically. `progress` hears each environment done, then the
    /// start of writing; an error it throws (`CancellationError`) stops the export before anything
    /// is written, and is thrown again. Anything else that fails throws a `Failure`.
    public func write(progress: (Progress) throws -> Void = { _ in }) throws {
        do {
            switch content {
            case let .report(format, run, document, documentPath):
                let file = try run.check(document, path: documentPath) { done, total in
                    try progress(Progress(done: done, total: total, writing: false))
                }
                let writing = Progress(done: file.environments.count, total: file.environments.count, writing: true)
                try progress(writing)
                let engine = LayoutEngine(measurer: run.measurer)
                let bytes = try format.data(CheckResult(files: [file]), engine: engine, registry: run.registry)
                try progress(writing)  // a last chance to cancel before the file is replaced
                try AtomicFile.write(bytes, to: URL(fileURLWithPath: path))
            case let .canvas(format, layout, findings, overlays, scale):
                let drawing = CanvasDrawing(layout: layout, findings: findings, options: overlays)
                let bytes = try drawing.data(format, scale: scale)
                try progress(Progress(done: 1, total: 1, writing: true))
                try AtomicFile.write(bytes, to: URL(fileURLWithPath: path))
            }
        } catch let error as CancellationError {
            throw error
        } catch let error as AtomicFile.Failure {
            throw Failure(path: path, reason: error.reason)
        } catch let error as RenderError {
            throw Failure(path: path, reason: error.reason)
        } catch {
            throw Failure(path: path, reason: "\(error)")
        }
    }
}

/// A running export: the main thread cancels it, the worker checks between environments.
public final class ExportTask: @unchecked Sendable {
    private let lock = NSLock()
    private var cancelled = false

    public init() {}

    public func cancel() { lock.withLock { cancelled = true } }

    public var isCancelled: Bool { lock.withLock { cancelled } }
}

extension Inspector {
    /// The environments a report over `scope` covers; empty with no document open.
    public func exportEnvironments(_ scope: Export.Scope) -> [Environment] {
        guard let document else { return [] }
        return (try? query(for: scope).environments(for: document, in: catalog)) ?? []
    }

    private func query(for scope: Export.Scope) -> EnvironmentQuery {
        guard scope == .environment, let environment else { return EnvironmentQuery() }
        return EnvironmentQuery(devices: [environment.device.id], orientation: .only(environment.orientation),
                                split: .only(environment.split), textSize: environment.textSize,
                                layoutDirection: environment.layoutDirection, keyboard: environment.keyboard)
    }

    /// An export of the document as it is now to `path`; nil with nothing to export.
    public func export(_ kind: Export.Kind, to path: String) -> Export? {
        guard let document else { return nil }
        switch kind {
        case let .report(format, scope):
            let run = CheckRun(query: query(for: scope), catalog: catalog, measurer: measurer, registry: registry)
            return Export(path: path, content: .report(format, run: run, document: document,
                                                        documentPath: self.path ?? document.name))
        case let .canvas(format):
            guard let layout else { return nil }
            var overlays = overlays
            overlays.selectedElementID = nil
            // A PNG at the device's own scale: its screen is as many pixels as the device's.
            return Export(path: path, content: .canvas(format, layout: layout, findings: findings, overlays: overlays,
                                                       scale: layout.environment.device.scale))
        }
    }

    /// Writes `export` off the main thread. `progress` hears how far it is (at most every 50 ms,
    /// and always the last environment) and `done` how it ended, both on the main thread.
    @discardableResult
    public func run(_ export: Export, progress: @escaping @MainActor (Export.Progress) -> Void,
                    then done: @escaping @MainActor (Export.Outcome) -> Void) -> ExportTask {
        let task = ExportTask()
        let background = self.background
        let report = UncheckedSendable(progress)
        let hold = exportHold
        background.run({ () -> Export.Outcome in
            var last: UInt64 = 0
            do {
                try export.write { step in
                    if task.isCancelled { throw CancellationError() }
                    let now = DispatchTime.now().uptimeNanoseconds
                    guard hold.isHolding || step.writing || step.done == step.total || now - last >= 50_000_000
                    else { return }
                    last = now
                    background.post { if !task.isCancelled { report.value(step) } }
                    hold.wait(unlessCancelled: { task.isCancelled })
                }
                return .written(path: export.path)
            } catch is CancellationError {
                return .cancelled
            } catch {
                return .failed(error as? Export.Failure ?? Export.Failure(path: export.path, reason: "\(error)"))
            }
        }, then: done)
        return task
    }

    /// "photo-viewer-report.html", "photo-viewer-iphone-14-pro-portrait.png": the layout file's
    /// name without its suffix (or the document's name), then what was exported.
    public func suggestedExportName(_ kind: Export.Kind) -> String {
        let base: String
        if let path {
            let name = (path as NSString).lastPathComponent
            base = name.hasSuffix(AppInfo.fileSuffix) ? String(name.dropLast(AppInfo.fileSuffix.count))
                                                      : (name as NSString).deletingPathExtension
        } else {
            base = Export.slug(documentName)
        }
        switch kind {
        case let .report(format, _):
            return "\(base)-report.\(format.fileExtension)"
        case let .canvas(format):
            guard let environment else { return "\(base).\(format.fileExtension)" }
            var parts = [base, environment.device.id, environment.orientation.rawValue]
            if environment.split != .full { parts.append(Export.slug(environment.split.title)) }
            return parts.joined(separator: "-") + ".\(format.fileExtension)"
        }
    }
}

extension Export {
    /// "photo-viewer" for "Photo Viewer": lower case, words joined by `-`.
    static func slug(_ name: String) -> String {
        let words = name.lowercased().split { !$0.isLetter && !$0.isNumber }
        return words.isEmpty ? "layout" : words.joined(separator: "-")
    }

    /// The file and format a Save dialog's answer names: the file's extension when it is one of
    /// `F`'s formats, else the format of the filter picked, its extension added to the name.
    static func destination<F: ExportFileFormat>(_ path: String, filter: F) -> (path: String, format: F) {
        if let format = F(pathExtension: (path as NSString).pathExtension) { return (path, format) }
        return (path + "." + filter.fileExtension, filter)
    }
}

/// A format an export writes, named by its file extension.
public protocol ExportFileFormat: Sendable {
    init?(pathExtension: String)
    var fileExtension: String { get }
    /// The Save dialog's name for the filter that shows these files.
    var filterName: String { get }
}

extension ReportFormat: ExportFileFormat {
    public var filterName: String {
        switch self {
        case .html: return tr("HTML report")
        case .pdf: return tr("PDF report")
        case .json: return "JSON"
        case .sarif: return "SARIF"
        case .junit: return tr("JUnit XML")
        case .csv: return tr("CSV spreadsheet")
        case .text: return tr("Plain text")
        }
    }
}

extension CanvasFormat: ExportFileFormat {
    public var filterName: String {
        switch self {
        case .png: return tr("PNG image")
        case .svg: return tr("SVG image")
        case .pdf: return tr("PDF document")
        }
    }
}

/// Carries a main-actor closure through a `@Sendable` one that only calls it on the main actor.
private struct UncheckedSendable<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}
