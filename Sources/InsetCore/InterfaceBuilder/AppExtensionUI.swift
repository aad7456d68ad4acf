import Foundation

/// An app extension's storyboard, which its Info.plist (beside it, or beside its `.lproj` folder)
/// names `NSExtensionMainStoryboard`. A widget's, a notification's content, a keyboard, an
/// iMessage app and a share sheet are shown inside another app's screen, not as screens of their
/// own: the rules about the display (status bar, Home indicator, corners) aren't theirs.
enum AppExtensionUI {
    /// The extension points whose interface is shown inside another screen.
    static let shownInside: Set<String> = [
        "com.apple.widget-extension", "com.apple.usernotifications.content-extension",
        "com.apple.keyboard-service", "com.apple.message-payload-provider", "com.apple.share-services",
    ]

    /// The extension point, where the storyboard at `url` is the main interface of an extension
    /// shown inside another screen; nil for any other file.
    static func hostingPoint(of url: URL) -> String? {
        let name = url.deletingPathExtension().lastPathComponent
        var folder = url.deletingLastPathComponent()
        if folder.pathExtension == "lproj" { folder = folder.deletingLastPathComponent() }
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("Info.plist")),
              let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
              let info = plist["NSExtension"] as? [String: Any],
              info["NSExtensionMainStoryboard"] as? String == name,
              let point = info["NSExtensionPointIdentifier"] as? String, shownInside.contains(point) else { return nil }
        return point
    }
}
