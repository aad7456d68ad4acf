import InsetCore
import InsetGtk

/// The header bar's choice of screen for a file that has several (a storyboard's scenes, a xib's
/// views), each named with its problem count in the environment shown.
@MainActor
final class ScenePicker {
    let root = DropDown(items: [])
    private let inspector: Inspector
    /// Set while the list is rebuilt, so the selection it restores isn't taken for a choice.
    private var updating = false
    private var shown: [String] = []

    init(inspector: Inspector) {
        self.inspector = inspector
        root.describeWithButton(tr("Scene"))
        root.isVisible = false
        root.onSelected { [unowned self] index in
            guard !self.updating, index >= 0 else { return }
            self.inspector.selectScreen(index)
        }
    }

    func refresh() {
        let screens = inspector.screens
        root.isVisible = screens.count > 1
        guard screens.count > 1 else { return }
        let counts = inspector.problemCounts()
        let items = zip(screens, counts).map { screen, n in
            n == 0 ? screen.name : "\(screen.name) — \(n) problem\(n == 1 ? "" : "s")"
        }
        guard items != shown || root.selected != inspector.screenIndex else { return }
        shown = items
        updating = true
        root.setItems(items, selected: inspector.screenIndex)
        updating = false
    }
}
