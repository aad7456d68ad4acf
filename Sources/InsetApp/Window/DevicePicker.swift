import InsetCore
import InsetGtk

/// The device button: a popover listing every device by family, with its size, searchable by typing.
@MainActor
final class DevicePicker {
    let button = MenuButton()
    private let title = Label(tr("No device"))
    private let search = SearchEntry(placeholder: tr("Search devices"))
    private let list = ListBox()
    private let popover: Popover
    private unowned let inspector: Inspector
    private var shown = DeviceSearch(families: [], query: "")

    init(inspector: Inspector) {
        self.inspector = inspector
        let content = Box(.vertical, spacing: 8)
        content.setMargins(6)
        content.append(search)
        let scroller = ScrolledWindow()
        scroller.setPolicy(horizontal: .never, vertical: .automatic)
        scroller.propagatesNaturalHeight = true
        scroller.setMaxContentHeight(420)
        scroller.setSizeRequest(width: 300)
        list.selectionMode = .none
        list.addCSSClass("navigation-sidebar")
        list.setAccessibleLabel(tr("Devices"))
        scroller.child = list
        content.append(scroller)
        popover = Popover(child: content)
        search.captureKeys(from: content)
        search.setAccessibleLabel(tr("Search devices"))

        let face = Box(.horizontal, spacing: 6)
        face.append(Image(iconName: "phone-symbolic"))
        title.ellipsizeEnd()
        title.setMaxWidthChars(18)
        face.append(title)
        face.append(Image(iconName: "pan-down-symbolic"))
        button.setChild(face)
        button.popover = popover
        button.name = "device-picker"

        search.onSearchChanged { [unowned self] text in self.fill(query: text) }
        search.onActivate { [unowned self] in
            if let device = self.shown.firstDevice { self.pick(device) }
        }
        // Escape in the search closes the picker, as it does anywhere else in a popover.
        search.onStopSearch { [unowned self] in self.popover.popdown() }
        list.onRowActivated { [unowned self] index in
            guard index < self.shown.entries.count, case .device(let device) = self.shown.entries[index] else { return }
            self.pick(device)
        }
        popover.onShow { [unowned self] in
            self.search.text = ""
            self.fill(query: "")
            self.search.grabFocus()
        }
    }

    /// Shows the chosen device on the button.
    func refresh() {
        let device = inspector.device
        title.text = device?.name ?? tr("No device")
        button.describe(tr("Device: {device} (Ctrl+D)", ["device": device?.name ?? tr("none")]))
        button.isSensitive = inspector.document != nil
    }

    func popup() { button.popup() }

    private func pick(_ device: Device) {
        popover.popdown()
        inspector.selectDevice(id: device.id)
    }

    private func fill(query: String) {
        shown = DeviceSearch(families: inspector.deviceFamilies, query: query)
        list.removeAll()
        for entry in shown.entries {
            switch entry {
            case .family(let family):
                let heading = Label(family.rawValue)
                heading.addCSSClass("heading")
                heading.xalign = 0
                heading.setMargins(top: 8, start: 6, bottom: 2, end: 6)
                list.append(heading, activatable: false)
            case .device(let device):
                list.append(row(for: device), accessibleLabel: device.name)
            }
        }
        if shown.entries.isEmpty {
            let none = Label(tr("No device matches “{query}”", ["query": query]))
            none.addCSSClass("dim-label")
            none.setMargins(12)
            list.append(none, activatable: false)
        }
    }

    private func row(for device: Device) -> Widget {
        let row = Box(.horizontal, spacing: 12)
        row.setMargins(top: 6, start: 6, bottom: 6, end: 6)
        let name = Label(device.name)
        name.xalign = 0
        name.hexpand = true
        name.ellipsizeEnd()
        row.append(name)
        let size = Label(DeviceSearch.size(of: device))
        size.addCSSClass("dim-label")
        size.addCSSClass("caption")
        size.addCSSClass("numeric")
        row.append(size)
        let check = Image(iconName: "object-select-symbolic")
        check.isVisible = device.id == inspector.device?.id
        check.setAccessibleLabel(tr("Current device"))
        row.append(check)
        return row
    }
}
