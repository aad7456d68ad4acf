import CGtk

/// A bubble attached to a button (`GtkPopover`).
public final class Popover: Widget {
    public init(child: Widget) {
        super.init(sinking: UnsafeMutableRawPointer(gtk_popover_new()))
        gtk_popover_set_child(pointer(), child.widget)
    }

    public func popup() { gtk_popover_popup(pointer()) }
    public func popdown() { gtk_popover_popdown(pointer()) }

    @discardableResult
    public func onShow(_ handler: @escaping @MainActor () -> Void) -> UInt {
        connect("show", trampoline: Trampoline.plain, handler)
    }
}

/// A menu of actions (`GMenu`), shown by a `MenuButton`.
public final class Menu: GObjectRef {
    public init() {
        super.init(owning: UnsafeMutableRawPointer(g_menu_new()))
    }

    /// An item that activates `action` (`app.about`, `win.open`).
    public func append(_ label: String, action: String) {
        g_menu_append(opaque, label, action)
    }

    public func appendSection(_ section: Menu, label: String? = nil) {
        g_menu_append_section(opaque, label, section.pointer())
    }
}

/// A button that shows a popover or a menu (`GtkMenuButton`).
public final class MenuButton: Widget {
    public init() {
        super.init(sinking: UnsafeMutableRawPointer(gtk_menu_button_new()))
    }

    public var iconName: String? {
        get { string(gtk_menu_button_get_icon_name(opaque)) }
        set { gtk_menu_button_set_icon_name(opaque, newValue) }
    }

    /// Custom content for the button face (GTK 4.6+).
    public func setChild(_ child: Widget) { gtk_menu_button_set_child(opaque, child.widget) }

    public var popover: Popover? {
        didSet { gtk_menu_button_set_popover(opaque, popover?.widget) }
    }

    public func setMenu(_ menu: Menu) { gtk_menu_button_set_menu_model(opaque, menu.pointer()) }

    /// The window's main menu: opened with F10.
    public var isPrimary: Bool {
        get { gtk_menu_button_get_primary(opaque) != 0 }
        set { gtk_menu_button_set_primary(opaque, newValue ? 1 : 0) }
    }

    public func popup() { gtk_menu_button_popup(opaque) }
}

/// A button with an attached menu arrow (`AdwSplitButton`).
public final class SplitButton: Widget {
    public init(label: String) {
        super.init(sinking: UnsafeMutableRawPointer(adw_split_button_new()))
        adw_split_button_set_label(opaque, label)
        adw_split_button_set_use_underline(opaque, 1)
    }

    public func setAction(_ name: String) { gtk_actionable_set_action_name(OpaquePointer(raw), name) }

    public var popover: Popover? {
        didSet { adw_split_button_set_popover(opaque, popover?.pointer()) }
    }

    /// The arrow's tooltip, and its accessible name: libadwaita 1.2 gives the arrow none.
    public func setMenuTooltip(_ text: String) {
        adw_split_button_set_dropdown_tooltip(opaque, text)
        if let arrow = gtk_widget_get_last_child(widget) { labelInnerButton(arrow, text) }
    }
}
