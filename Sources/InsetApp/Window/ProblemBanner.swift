import InsetCore
import Foundation
import InsetGtk

/// A banner over the canvas listing why the file failed to load, while the last good layout stays.
@MainActor
final class ProblemBanner {
    let root: Revealer
    private let title = Label("")
    private let details = Label("")

    init() {
        let box = Box(.horizontal, spacing: 12)
        box.addCSSClass("problem-banner")
        let icon = Image(iconName: "dialog-error-symbolic", pixelSize: 16)
        icon.setAlign(vertical: .start)
        box.append(icon)
        let text = Box(.vertical, spacing: 4)
        text.hexpand = true
        title.addCSSClass("heading")
        title.xalign = 0
        title.wraps = true
        title.name = "problem-title"
        text.append(title)
        details.addCSSClass("monospace")
        details.addCSSClass("caption")
        details.xalign = 0
        details.wraps = true
        details.selectable = true
        details.name = "problem-details"
        text.append(details)
        box.append(text)
        let close = Button(iconName: "window-close-symbolic")
        close.addCSSClass("flat")
        close.addCSSClass("circular")
        close.setAlign(vertical: .start)
        close.describe(tr("Dismiss"))
        box.append(close)
        root = Revealer(child: box)
        root.isVisible = false
        close.onClicked { [unowned self] in self.hide() }
    }

    /// Hidden, not just folded away, so its text leaves the accessibility tree too.
    private func hide() {
        root.revealsChild = false
        root.isVisible = false
    }

    /// Shows `problems` in `file` (hides the banner when there are none); `keptLayout` says
    /// whether the last good version of that file is still on screen.
    func show(_ problems: [String], file: String?, keptLayout: Bool) {
        guard !problems.isEmpty else { return hide() }
        let name = file.map { ($0 as NSString).lastPathComponent } ?? tr("The file")
        title.text = keptLayout ? tr("{name} has problems — showing the last version that loaded", ["name": name])
                                : tr("{name} can’t be opened", ["name": name])
        let shown = problems.prefix(8)
        details.text = shown.joined(separator: "\n") + (problems.count > shown.count ? "\n" + tr("… and {count} more", ["count": problems.count - shown.count]) : "")
        root.isVisible = true
        root.revealsChild = true
    }
}
