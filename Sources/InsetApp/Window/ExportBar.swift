import Foundation
import InsetCore
import InsetGtk
import InsetRender

/// Export Report… and Export Image…: asks where in a Save dialog, writes the file off the main
/// thread with a progress strip under the header bar (for reports over many environments) and a
/// Cancel button, then a toast that opens the file.
@MainActor
final class ExportBar {
    let root: Revealer
    private let inspector: Inspector
    private let window: ApplicationWindow
    private let toasts: ToastOverlay
    private let status = Label("")
    private let progress = ProgressBar()
    private let cancel = Button(label: tr("_Cancel"))
    private var task: ExportTask?
    private var running = false
    private var writing = false

    init(inspector: Inspector, window: ApplicationWindow, toasts: ToastOverlay) {
        self.inspector = inspector; self.window = window; self.toasts = toasts
        let box = Box(.horizontal, spacing: 12)
        box.setMargins(top: 6, start: 12, bottom: 6, end: 12)
        status.xalign = 0
        status.setAccessibleLabel(tr("Export status"))
        status.name = "export-status"
        box.append(status)
        progress.hexpand = true
        progress.setAlign(vertical: .center)
        progress.setAccessibleLabel(tr("Export progress"))
        box.append(progress)
        cancel.setAccessibleLabel(tr("Cancel export"))
        box.append(cancel)
        root = Revealer(child: box)
        root.isVisible = false
        cancel.onClicked { [unowned self] in
            self.task?.cancel()
            self.status.text = tr("Cancelling…")
        }
    }

    private var folder: String? { inspector.path.map { ($0 as NSString).deletingLastPathComponent } }

    // MARK: Choosing the file

    func exportReport() {
        guard inspector.document != nil, notBusy() else { return }
        let dialog = SaveDialog(title: tr("Export Report"), parent: window,
                                suggestedName: inspector.suggestedExportName(.report(.html, .allEnvironments)),
                                folder: folder)
        for format in ReportFormat.allCases {
            dialog.addFilter(name: format.filterName, patterns: ["*.\(format.fileExtension)"])
        }
        let count = inspector.exportEnvironments(.allEnvironments).count
        dialog.addChoice("scope", label: tr("Environments"), options: [
            ("all", trn("Every device: {n} environment", "Every device: {n} environments", count)),
            ("current", tr("Only {environment}", ["environment": inspector.environment?.label ?? tr("this environment")])),
        ], selected: "all")
        dialog.show { [weak self, unowned dialog] path in
            guard let self, let path else { return }
            let filter = ReportFormat.allCases.first { $0.filterName == dialog.selectedFilterName } ?? .html
            let (file, format) = Export.destination(path, filter: filter)
            self.start(.report(format, dialog.choice("scope") == "current" ? .environment : .allEnvironments),
                       to: file, typed: path)
        }
    }

    func exportImage() {
        guard inspector.layout != nil, notBusy() else { return }
        let dialog = SaveDialog(title: tr("Export Image"), parent: window,
                                suggestedName: inspector.suggestedExportName(.canvas(.png)), folder: folder)
        for format in CanvasFormat.allCases {
            dialog.addFilter(name: format.filterName, patterns: ["*.\(format.fileExtension)"])
        }
        dialog.show { [weak self, unowned dialog] path in
            guard let self, let path else { return }
            let filter = CanvasFormat.allCases.first { $0.filterName == dialog.selectedFilterName } ?? .png
            let (file, format) = Export.destination(path, filter: filter)
            self.start(.canvas(format), to: file, typed: path)
        }
    }

    private func notBusy() -> Bool {
        if running { toasts.show(tr("An export is already running"), seconds: 3) }
        return !running
    }

    // MARK: Running it

    /// The Save dialog asked about the name as typed; a name that got its extension afterwards
    /// may be another file, which is asked about here before it is replaced.
    private func start(_ kind: Export.Kind, to file: String, typed: String) {
        guard file != typed, FileManager.default.fileExists(atPath: file) else { start(kind, to: file); return }
        let name = (file as NSString).lastPathComponent
        let folder = ((file as NSString).deletingLastPathComponent as NSString).lastPathComponent
        let question = MessageDialog(parent: window, heading: tr("Replace “{name}”?", ["name": name]),
                                     body: tr("A file named “{name}” already exists in “{folder}”. Exporting replaces it.", ["name": name, "folder": folder]))
        question.addResponse("cancel", tr("_Cancel"), isDefault: true)
        question.addResponse("replace", tr("_Replace"), appearance: .destructive)
        question.present(closeResponse: "cancel") { [weak self] response in
            if response == "replace" { self?.start(kind, to: file) }
        }
    }

    private func start(_ kind: Export.Kind, to path: String) {
        guard let export = inspector.export(kind, to: path) else { return }
        let name = (path as NSString).lastPathComponent
        running = true
        writing = false
        let task = inspector.run(export, progress: { [weak self] step in
            self?.show(step, name: name)
        }, then: { [weak self] outcome in
            self?.finish(outcome, name: name)
        })
        if running { self.task = task }
    }

    /// The strip shows only for work that takes a while: a report over more than one environment.
    private func show(_ step: Export.Progress, name: String) {
        guard running, step.total > 1 || root.isVisible else { return }
        if !root.isVisible {
            progress.fraction = 0
            cancel.isSensitive = true
            root.isVisible = true
            root.revealsChild = true
        }
        if step.writing {
            status.text = tr("Writing {name}…", ["name": name])
            if !writing {
                writing = true
                pulse()
            }
        } else {
            status.text = tr("Checking {done} of {total} environments…", ["done": step.done, "total": step.total])
            progress.fraction = Double(step.done) / Double(max(1, step.total))
        }
    }

    /// Drawing and writing the file has no count to show; the bar bounces meanwhile.
    private func pulse() {
        guard running, writing else { return }
        progress.pulse()
        MainLoop.after(milliseconds: 120) { [weak self] in self?.pulse() }
    }

    private func finish(_ outcome: Export.Outcome, name: String) {
        running = false
        writing = false
        task = nil
        root.revealsChild = false
        root.isVisible = false
        switch outcome {
        case .written(let path):
            toasts.show(tr("Exported {name}", ["name": name]), button: tr("_Open")) { [weak self] in self?.window.showFile(path) }
        case .cancelled:
            toasts.show(tr("Export cancelled"), seconds: 3)
        case .failed(let failure):
            toasts.show(failure.description, seconds: 10)
        }
    }
}
