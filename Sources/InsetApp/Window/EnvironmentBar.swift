import InsetCore
import InsetGtk
import InsetRender

/// The row under the header bar that picks the environment: device, orientation, iPad split,
/// Dynamic Type size, layout direction, keyboard; and which overlays the canvas shows.
@MainActor
final class EnvironmentBar {
    let root = Box(.horizontal, spacing: 6)
    let devicePicker: DevicePicker
    private let rotate = Button(iconName: "object-rotate-right-symbolic")
    private let split = DropDown(items: [Split.full.title])
    private let textSize = DropDown(items: TextSize.allCases.map(\.title))
    private let language = DropDown(items: ["English"])
    /// The languages the language drop-down lists now, in order (nil: the document's own).
    private var languages: [String?] = [nil]
    private let rightToLeft = ToggleButton(iconName: "format-text-direction-rtl-symbolic")
    private let keyboard = ToggleButton(iconName: "input-keyboard-symbolic")
    private let overlays = MenuButton()
    private unowned let inspector: Inspector
    /// The splits the split drop-down lists now, in order.
    private var splits: [Split] = [.full]
    /// Set while the bar shows the model's state, so widget signals don't echo back as commands.
    private var updating = false

    init(inspector: Inspector) {
        self.inspector = inspector
        devicePicker = DevicePicker(inspector: inspector)
        root.addCSSClass("toolbar")
        root.addCSSClass("environment-bar")

        rotate.describe(tr("Rotate (Ctrl+R)"))
        rotate.setAction("win.rotate")
        rotate.name = "rotate"
        split.describeWithButton(tr("iPad multitasking split"))
        split.name = "split"
        textSize.describeWithButton(tr("Dynamic Type text size"))
        textSize.name = "text-size"
        language.describeWithButton(tr("Language"))
        language.name = "language"
        rightToLeft.describe(tr("Right-to-left layout"))
        rightToLeft.name = "rtl"
        keyboard.describe(tr("Show the keyboard (Ctrl+K)"))
        keyboard.name = "keyboard"
        overlays.iconName = "view-reveal-symbolic"
        overlays.describe(tr("Overlays"))
        overlays.popover = overlayMenu()

        for w in [devicePicker.button, rotate, split, textSize, language, rightToLeft, keyboard] as [Widget] { root.append(w) }
        let spacer = Box(.horizontal)
        spacer.hexpand = true
        root.append(spacer)
        root.append(overlays)

        split.onSelected { [unowned self] index in
            guard !self.updating, index >= 0, index < self.splits.count else { return }
            self.inspector.setSplit(self.splits[index])
        }
        textSize.onSelected { [unowned self] index in
            guard !self.updating, index >= 0 else { return }
            self.inspector.setTextSize(TextSize.allCases[index])
        }
        language.onSelected { [unowned self] index in
            guard !self.updating, index >= 0, index < self.languages.count else { return }
            self.inspector.setLanguage(self.languages[index])
        }
        rightToLeft.onToggled { [unowned self] on in if !self.updating { self.inspector.setRightToLeft(on) } }
        keyboard.onToggled { [unowned self] on in if !self.updating { self.inspector.setKeyboard(on) } }
    }

    /// Shows the inspector's environment without sending anything back.
    func refresh() {
        updating = true
        defer { updating = false }
        devicePicker.refresh()
        let hasDocument = inspector.document != nil
        rotate.isSensitive = inspector.canRotate
        let available = inspector.availableSplits
        if available != splits { splits = available; split.setItems(available.map(\.title), selected: 0) }
        split.selected = splits.firstIndex(of: inspector.environment?.split ?? .full) ?? 0
        split.isVisible = available.count > 1
        textSize.selected = TextSize.allCases.firstIndex(of: inspector.choice.textSize) ?? 0
        let offered = inspector.availableLanguages
        if offered != languages {
            languages = offered
            let own = inspector.document?.ownLanguage ?? "en"
            language.setItems(offered.map { $0.map(EnvironmentBar.languageTitle) ?? Language.name(own) }, selected: 0)
        }
        language.selected = languages.firstIndex(of: inspector.environment?.language) ?? 0
        language.isSensitive = hasDocument
        // A right-to-left language sets the direction itself.
        let languageIsRTL = inspector.environment?.language.map(Language.isRightToLeft) == true
        rightToLeft.isActive = inspector.choice.layoutDirection == .rtl || languageIsRTL
        let keyboardDocks = inspector.device?.keyboard != nil
        keyboard.isActive = inspector.choice.keyboard && keyboardDocks
        textSize.isSensitive = hasDocument
        rightToLeft.isSensitive = hasDocument && !languageIsRTL
        keyboard.isSensitive = hasDocument && keyboardDocks
    }

    /// "German", "Pseudo: Double Length".
    static func languageTitle(_ tag: String) -> String { DeviceGridContent.languageTitle(tag) }

    // MARK: Overlays

    private func overlayMenu() -> Popover {
        let box = Box(.vertical, spacing: 2)
        box.setMargins(8)
        let heading = Label(tr("Show on the Canvas"))
        heading.addCSSClass("heading")
        heading.xalign = 0
        heading.setMargins(top: 0, start: 4, bottom: 4, end: 4)
        box.append(heading)
        let toggles: [(String, WritableKeyPath<InsetRender.OverlayOptions, Bool>)] = [
            (tr("_Safe Area"), \.safeArea), (tr("_Layout Margins"), \.margins), (tr("_Readable Width"), \.readable),
            (tr("_Keyboard Guide"), \.keyboard), (tr("Size _Class Badge"), \.sizeClassBadge), (tr("Split _Labels"), \.split),
            (tr("Element _Outlines"), \.outlines), (tr("Element _Names"), \.names), (tr("_Findings"), \.findings),
        ]
        for (title, key) in toggles {
            let check = CheckButton(label: title)
            check.isActive = inspector.overlays[keyPath: key]
            check.onToggled { [unowned self] on in self.inspector.setOverlays { $0[keyPath: key] = on } }
            box.append(check)
        }
        return Popover(child: box)
    }
}
