import InsetCore
import InsetGtk

/// Every keyboard shortcut: the accelerators the app installs and the shortcuts window lists.
enum Shortcuts {
    struct Entry {
        let title: String
        let action: String
        let accels: [String]
    }

    static let sections: [(title: String, entries: [Entry])] = [
        (tr("Layout"), [
            Entry(title: tr("Open a layout"), action: "win.open", accels: ["<Control>o"]),
            Entry(title: tr("Save"), action: "win.save", accels: ["<Control>s"]),
            Entry(title: tr("Save as"), action: "win.save-as", accels: ["<Control><Shift>s"]),
            Entry(title: tr("Export a report"), action: "win.export-report", accels: ["<Control>e"]),
            Entry(title: tr("Export the canvas as an image"), action: "win.export-image", accels: ["<Control><Shift>e"]),
            Entry(title: tr("Reload"), action: "win.reload", accels: ["F5", "<Control><Shift>r"]),
            Entry(title: tr("Quit"), action: "app.quit", accels: ["<Control>q"]),
        ]),
        (tr("Editing"), [
            Entry(title: tr("Undo"), action: "win.undo", accels: ["<Control>z"]),
            Entry(title: tr("Redo"), action: "win.redo", accels: ["<Control><Shift>z", "<Control>y"]),
            // Keys of the canvas itself (it must have the focus): listed, not installed.
            Entry(title: tr("Select the next element"), action: "", accels: ["Tab"]),
            Entry(title: tr("Select the previous element"), action: "", accels: ["<Shift>Tab"]),
            Entry(title: tr("Clear the selection, or cancel a drag"), action: "", accels: ["Escape"]),
            Entry(title: tr("Move the selection by a point"), action: "", accels: ["Left"]),
            Entry(title: tr("Move the selection by 10 points"), action: "", accels: ["<Shift>Left"]),
            Entry(title: tr("Delete the selected element"), action: "", accels: ["Delete"]),
        ]),
        (tr("Layers"), [
            // Keys of the Layers outline (a row must have the focus): listed, not installed.
            Entry(title: tr("Move the element up among its siblings"), action: "", accels: ["<Alt>Up"]),
            Entry(title: tr("Move the element down among its siblings"), action: "", accels: ["<Alt>Down"]),
            Entry(title: tr("Move the element into the one above it"), action: "", accels: ["<Alt>Right"]),
            Entry(title: tr("Move the element out of its parent"), action: "", accels: ["<Alt>Left"]),
            Entry(title: tr("Expand or collapse"), action: "", accels: ["Right", "Left"]),
            Entry(title: tr("Delete the element"), action: "", accels: ["Delete"]),
        ]),
        (tr("Environment"), [
            Entry(title: tr("Choose a device (type to search, Enter picks)"), action: "win.choose-device", accels: ["<Control>d"]),
            Entry(title: tr("Rotate"), action: "win.rotate", accels: ["<Control>r"]),
            Entry(title: tr("Show or hide the keyboard"), action: "win.keyboard", accels: ["<Control>k"]),
        ]),
        (tr("Canvas"), [
            Entry(title: tr("Zoom in"), action: "win.zoom-in", accels: ["<Control>plus", "<Control>equal", "<Control>KP_Add"]),
            Entry(title: tr("Zoom out"), action: "win.zoom-out", accels: ["<Control>minus", "<Control>KP_Subtract"]),
            Entry(title: tr("Zoom to fit"), action: "win.zoom-fit", accels: ["<Control>0", "<Control>KP_0"]),
            Entry(title: tr("Show or hide the findings panel"), action: "win.toggle-panel", accels: ["F9"]),
            Entry(title: tr("Switch between the canvas and all devices"), action: "win.toggle-view", accels: ["<Control>g"]),
        ]),
        (tr("Moving Around"), [
            Entry(title: tr("Next pane"), action: "win.next-pane", accels: ["F6"]),
            Entry(title: tr("Previous pane"), action: "win.previous-pane", accels: ["<Shift>F6"]),
            Entry(title: tr("Go to the layers"), action: "win.focus-layers", accels: ["<Control>l"]),
            Entry(title: tr("Go to the element inspector"), action: "win.focus-element", accels: ["<Control>i"]),
            Entry(title: tr("Go to the canvas"), action: "win.focus-canvas", accels: ["<Control><Shift>c"]),
            Entry(title: tr("Go to the findings"), action: "win.focus-findings", accels: ["<Control>f"]),
            // Keys of the findings list (a finding must have the focus): listed, not installed.
            Entry(title: tr("Select the finding’s element"), action: "", accels: ["Return"]),
            Entry(title: tr("Move between a finding’s Fix and Guideline"), action: "", accels: ["Tab"]),
        ]),
        (tr("General"), [
            Entry(title: tr("Keyboard shortcuts"), action: "win.show-shortcuts", accels: ["<Control>question", "<Control>slash"]),
            Entry(title: tr("Main menu"), action: "", accels: ["F10"]),
        ]),
    ]

    /// For the shortcuts window: the first accelerator of each entry.
    static var groups: [(title: String, shortcuts: [ShortcutsWindow.Shortcut])] {
        sections.map { section in
            (section.title, section.entries.map { ShortcutsWindow.Shortcut($0.title, $0.accels[0]) })
        }
    }

    @MainActor
    static func install(on application: Application) {
        for entry in sections.flatMap(\.entries) where !entry.action.isEmpty {
            application.setAccels(entry.accels, for: entry.action)
        }
    }
}
