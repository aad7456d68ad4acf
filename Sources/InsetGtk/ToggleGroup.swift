import CGtk

extension ToggleButton {
    /// A toggle button showing an icon beside a label (`AdwButtonContent`), as view switchers do.
    public convenience init(iconName: String, label: String) {
        self.init(iconName: iconName)
        let content = adw_button_content_new()
        adw_button_content_set_icon_name(OpaquePointer(content), iconName)
        adw_button_content_set_label(OpaquePointer(content), label)
        adw_button_content_set_use_underline(OpaquePointer(content), 1)
        gtk_button_set_child(pointer(), content)
    }

    /// Puts this button in `other`'s group, where one button at a time is active, as radio buttons are.
    public func join(_ other: ToggleButton) {
        gtk_toggle_button_set_group(pointer(), other.pointer())
    }
}
