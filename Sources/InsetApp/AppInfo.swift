import InsetCore
import Foundation

/// The app's identity, shared by the window, the About window and the files in `data/`.
enum AppInfo {
    static let id = "app.inset.Inset"
    static let name = "Inset"
    static let version = "0.1.0"
    /// No homepage or issue tracker is public yet; the About window and the metainfo name none.
    static let website: String? = nil
    static let issues: String? = nil
    static let fileSuffix = ".inset.json"
    /// What the Open dialog and the recent list offer: inset/1 files, storyboards and xibs.
    static let openPatterns = ["*.inset.json", "*.storyboard", "*.xib"]

    /// `data/icons` of the source tree when the app runs from a build folder inside it, so the
    /// About window and the window icon show before Inset is installed.
    static var uninstalledIcons: String? {
        var dir = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<5 {
            let icons = dir.appendingPathComponent("data/icons/hicolor/scalable/apps/\(id).svg")
            if FileManager.default.fileExists(atPath: icons.path) {
                return dir.appendingPathComponent("data/icons").path
            }
            dir.deleteLastPathComponent()
        }
        return nil
    }
}

import InsetGtk

extension AppInfo {
    static var about: AboutWindow.Info {
        AboutWindow.Info(name: name, applicationID: id, version: version, developer: tr("The Inset Developers"),
                         website: website, issues: issues, copyright: tr("© 2025 The Inset Developers"),
                         comments: tr("Lay out Apple-platform screens on every device and check them against the Human Interface Guidelines."))
    }
}
