import Foundation
import InsetCore
import InsetGtk

/// The open file's life in a window, whatever its format: opening (by name, the Open dialog, a
/// drop), saving with its conflict and failure questions, recovery copies and the offer to
/// restore them, watching the disk, and the question on closing. The window stays a view.
@MainActor
final class DocumentController {
    let window: ApplicationWindow
    let inspector: Inspector
    let toasts: ToastOverlay
    private var monitor: FileMonitor?
    private var reloadPending = false
    /// A question about the file on disk is showing; more changes wait for its answer.
    private var askingAboutDisk = false
    private var askingAboutRecovery = false
    private var autosaveFailed = false
    /// The autosave timer runs once per window, until the window closes.
    private var autosaving = false
    private(set) var closed = false
    /// The person chose to close despite unsaved changes (or they were saved).
    private var closeConfirmed = false

    init(window: ApplicationWindow, inspector: Inspector, toasts: ToastOverlay) {
        self.window = window; self.inspector = inspector; self.toasts = toasts
        acceptDrops()
        window.onCloseRequest { [unowned self] in self.closeRequested() }
    }

    /// Starts the recovery copies when the window first shows.
    func startAutosaving() {
        guard !autosaving else { return }
        autosaving = true
        autosaveSoon()
    }

    // MARK: Recovery

    /// Writes a recovery copy of unsaved edits every two seconds while the window is open.
    func autosaveSoon() {
        MainLoop.after(milliseconds: 2000) { [weak self] in
            guard let self, !self.closed else { return }
            do throws(RecoveryStore.Failure) {
                try self.inspector.autosave()
                self.autosaveFailed = false
            } catch {
                // Said once per run of failures, not every two seconds.
                if !self.autosaveFailed { self.toasts.show(tr("Couldn’t keep a recovery copy at {path}: {reason}; check that folder can be written", ["path": error.path, "reason": error.reason]), seconds: 10) }
                self.autosaveFailed = true
            }
            self.autosaveSoon()
        }
    }

    /// Offers the edits a session left unsaved when it ended (a crash or a kill), once per opening.
    func offerRecovery() {
        guard inspector.hasRecoveredVersion, !askingAboutRecovery else { return }
        askingAboutRecovery = true
        var body = tr("“{fileName}” has changes that weren’t saved when Inset last closed.", ["fileName": fileName])
        if let path = inspector.path, let saved = inspector.recovery?.recovery(for: path)?.savedAt
            ?? inspector.recovery?.interfaceBuilderRecovery(for: path)?.savedAt {
            body += tr(" The recovery copy is from {saved}.", ["saved": saved.formatted(date: .abbreviated, time: .shortened)])
        }
        let dialog = MessageDialog(parent: window, heading: tr("Recover Unsaved Changes?"), body: body)
        dialog.addResponse("discard", tr("_Discard"), appearance: .destructive)
        dialog.addResponse("restore", tr("_Restore"), appearance: .suggested, isDefault: true)
        // Escape keeps the copy for the next opening: only Discard throws the edits away.
        dialog.present(closeResponse: "later") { [weak self] response in
            guard let self else { return }
            self.askingAboutRecovery = false
            switch response {
            case "restore":
                self.inspector.restoreRecovered()
                self.toasts.show(tr("Restored the recovered version; save to keep it"))
            case "discard":
                self.inspector.discardRecovered()
            default:
                self.inspector.postponeRecovered()
            }
        }
    }

    // MARK: Opening files

    /// Opens a layout file in this window; on failure the banner says why and the old layout stays.
    func open(_ path: String) {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        if inspector.open(path: absolute) {
            RecentFiles.add(path: absolute)
            watch(absolute)
        } else {
            toasts.show(tr("Couldn’t open {file}", ["file": (absolute as NSString).lastPathComponent]))
        }
    }

    var fileName: String {
        inspector.path.map { ($0 as NSString).lastPathComponent } ?? inspector.documentName
    }

    // MARK: Saving

    /// Saves to the open file (or asks where, for a document with none); `done` learns whether it saved.
    func save(then done: ((Bool) -> Void)? = nil) {
        guard inspector.document != nil else { done?(false); return }
        guard inspector.path != nil else { saveAs(then: done); return }
        attemptSave(to: nil, force: false, then: done)
    }

    func saveAs(then done: ((Bool) -> Void)? = nil) {
        guard inspector.document != nil else { done?(false); return }
        let folder = inspector.path.map { ($0 as NSString).deletingLastPathComponent }
        let dialog = SaveDialog(title: tr("Save Layout As"), parent: window, suggestedName: fileName, folder: folder)
        dialog.show { [weak self] path in
            guard let self else { return }
            guard let path else { done?(false); return }
            self.attemptSave(to: path, force: false, then: done)
        }
    }

    /// Saves through the model: a conflict asks before overwriting, a failure says why and stays dirty.
    func attemptSave(to path: String?, force: Bool, then done: ((Bool) -> Void)?) {
        let target = path.map { ($0 as NSString).lastPathComponent } ?? fileName
        do {
            try inspector.save(to: path, force: force)
            if let path {
                let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
                RecentFiles.add(path: absolute)
                watch(absolute)
            }
            done?(true)
        } catch {
            switch error {
            case .conflict:
                let dialog = MessageDialog(parent: window, heading: tr("File Changed on Disk"),
                                           body: tr("“{target}” changed on disk since it was opened. Saving replaces those changes with yours.", ["target": target]))
                dialog.addResponse("cancel", tr("_Cancel"), isDefault: true)
                dialog.addResponse("overwrite", tr("_Overwrite"), appearance: .destructive)
                dialog.present(closeResponse: "cancel") { [weak self] response in
                    guard let self else { return }
                    if response == "overwrite" {
                        self.attemptSave(to: path, force: true, then: done)
                    } else {
                        done?(false)
                    }
                }
            case .failed(let failure):
                toasts.show(tr("Couldn’t save “{target}”: {reason}", ["target": target, "reason": failure.reason]), seconds: 10)
                done?(false)
            case .noFile:
                saveAs(then: done)
            }
        }
    }

    /// Closing with unsaved changes asks first; returns true to keep the window open meanwhile.
    func closeRequested() -> Bool {
        guard inspector.isDirty, !closeConfirmed else {
            closed = true
            return false
        }
        let dialog = MessageDialog(parent: window, heading: tr("Save Changes?"),
                                   body: tr("“{fileName}” has unsaved changes. Changes you don’t save are lost.", ["fileName": fileName]))
        dialog.addResponse("cancel", tr("_Cancel"))
        dialog.addResponse("discard", tr("_Discard"), appearance: .destructive)
        dialog.addResponse("save", tr("_Save"), appearance: .suggested, isDefault: true)
        dialog.present(closeResponse: "cancel") { [weak self] response in
            guard let self else { return }
            switch response {
            case "discard":
                self.inspector.discardRecovered()
                self.closeConfirmed = true
                self.window.close()
            case "save":
                self.save { [weak self] saved in
                    guard let self, saved else { return }
                    self.closeConfirmed = true
                    self.window.close()
                }
            default: break
            }
        }
        return true
    }

    func chooseFile() {
        let dialog = OpenDialog(title: tr("Open Layout"), parent: window, filterName: tr("Layouts, storyboards and xibs"),
                                patterns: AppInfo.openPatterns)
        dialog.show { [weak self] path in if let path { self?.open(path) } }
    }

    /// Reloads the open file whenever it changes on disk; bursts of events reload once.
    func watch(_ path: String) {
        monitor = FileMonitor(path: path)
        monitor?.onChanged { [unowned self] in
            guard !self.reloadPending else { return }
            self.reloadPending = true
            MainLoop.after(milliseconds: 150) { [weak self] in
                guard let self else { return }
                self.reloadPending = false
                self.diskChanged()
            }
        }
    }

    /// The file changed on disk: reload quietly when there's nothing unsaved, ask when there is.
    func diskChanged() {
        guard !askingAboutDisk else { return }
        let brokenOnDisk = !inspector.problems.isEmpty && inspector.problemPath == inspector.path
        switch inspector.checkDisk() {
        case .unchanged:
            // Our own save, or a touch; a file mended back to what was loaded clears the banner.
            if brokenOnDisk && !inspector.isDirty { reloadFromDisk() }
        case .removed:
            toasts.show(tr("“{fileName}” was deleted or moved. Your layout is still here: save it to write the file again.", ["fileName": fileName]), seconds: 0)
        case .changedWhileClean:
            reloadFromDisk()
        case .changedWhileDirty:
            askingAboutDisk = true
            let dialog = MessageDialog(parent: window, heading: tr("File Changed on Disk"),
                                       body: tr("“{fileName}” changed on disk, and you have unsaved changes here.", ["fileName": fileName]))
            dialog.addResponse("keep", tr("_Keep Mine"), isDefault: true)
            dialog.addResponse("reload", tr("_Reload and Lose Changes"), appearance: .destructive)
            dialog.present(closeResponse: "keep") { [weak self] response in
                guard let self else { return }
                self.askingAboutDisk = false
                if response == "reload" { self.reloadFromDisk() }
            }
        }
    }

    func reloadFromDisk() {
        let hadProblems = !inspector.problems.isEmpty
        if !inspector.reload() {
            toasts.show(tr("The layout has problems; showing the last version that loaded"))
        } else if hadProblems {
            toasts.show(tr("Reloaded"))
        }
    }

    func acceptDrops() {
        let drop = FileDropTarget()
        drop.onDrop { [unowned self] path in
            self.open(path)
            return true
        }
        window.add(drop)
    }

    /// Reload asked for by hand: with unsaved changes, only after confirming they're lost.
    func reloadAsked() {
        guard inspector.isDirty else { _ = inspector.reload(); return }
        let dialog = MessageDialog(parent: window, heading: tr("Reload and Lose Changes?"),
                                   body: tr("Reloading “{fileName}” drops the changes you haven’t saved.", ["fileName": fileName]))
        dialog.addResponse("cancel", tr("_Cancel"), isDefault: true)
        dialog.addResponse("reload", tr("_Reload"), appearance: .destructive)
        dialog.present(closeResponse: "cancel") { [weak self] response in
            if response == "reload" { _ = self?.inspector.reload() }
        }
    }
}
