import Foundation
import InsetCore
import InsetGtk
import InsetText

/// The app's entry point: `inset [FILE…] [--screenshot OUT] [environment options]`.
public enum InsetApplication {
    /// Runs the app until its last window closes; returns the process's exit status.
    @MainActor
    public static func run(arguments: [String]) -> Int32 {
        let options: LaunchOptions
        do {
            options = try LaunchOptions.parse(arguments)
        } catch {
            FileHandle.standardError.write(Data("inset: \(error)\n".utf8))
            return 2
        }
        let catalog: DeviceCatalog
        do {
            catalog = try DeviceCatalog.bundled()
        } catch {
            FileHandle.standardError.write(Data("inset: \(error)\n".utf8))
            return 2
        }
        if let name = options.device, catalog.lookup(name) == nil {
            let hint = catalog.suggestion(for: name).map { tr(" (did you mean \"{suggestion}\"?)", ["suggestion": $0]) } ?? ""
            FileHandle.standardError.write(Data(tr("inset: unknown device \"{name}\"{hint}\n", ["name": name, "hint": hint]).utf8))
            return 2
        }

        let application = Application(id: AppInfo.id)
        var windows: [InspectorWindow] = []
        var status: Int32 = 0
        let measurer = PangoTextMeasurer()

        func newWindow() -> InspectorWindow {
            let inspector = Inspector(catalog: catalog, measurer: measurer, background: MainLoopWork(), choice: options.choice,
                                      recovery: RecoveryStore.standard())
            inspector.warmsTextSizes = true
            inspector.apply(options)
            let window = InspectorWindow(application: application, inspector: inspector)
            window.showsLanguages = options.gridByLanguage
            window.show(options.view)
            if let size = options.windowSize { window.window.setDefaultSize(width: Int32(size.width), height: Int32(size.height)) }
            windows.append(window)
            return window
        }

        application.onActivate {
            if let existing = windows.first {
                existing.present()
                return
            }
            StyleSheet.apply(AppStyle.css)
            if let icons = AppInfo.uninstalledIcons { IconTheme.addSearchPath(icons) }
            IconTheme.setDefaultWindowIcon(AppInfo.id)
            Shortcuts.install(on: application)
            // Quitting closes each window, so one with unsaved changes can ask first.
            application.add(Action("quit") { for window in windows { window.window.close() } })
            // One window per file; an empty window when there is none.
            let files = options.files.isEmpty ? [nil] : options.files.map(Optional.some)
            for file in files {
                let window = newWindow()
                if let file {
                    window.open(file)
                    if let scene = options.scene {
                        do throws(SceneSelectionError) { try window.inspector.selectScreen(named: scene) } catch {
                            FileHandle.standardError.write(Data("inset: \(error)\n".utf8))
                        }
                    }
                    if let id = options.selection { window.inspector.selectElement(id) }
                }
                window.present()
            }
            if let path = options.screenshot, let first = windows.first {
                Screenshot.take(of: first, to: path, map: options.screenshotMap) { ok in
                    if !ok { FileHandle.standardError.write(Data(tr("inset: couldn't save the screenshot to {path}\n", ["path": path]).utf8)) }
                    status = ok ? 0 : 1
                    application.quit()
                }
            }
        }
        let loopStatus = application.run(programName: "inset")
        return loopStatus != 0 ? loopStatus : status
    }
}
