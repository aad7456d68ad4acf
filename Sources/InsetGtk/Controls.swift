import CGtk
import CGtkShim

/// Text (`GtkLabel`).
public final class Label: Widget {
    public init(_ text: String = "") {
        super.init(sinking: UnsafeMutableRawPointer(gtk_label_new(text)))
    }

    public var text: String {
        get { string(gtk_label_get_text(opaque)) ?? "" }
        set { gtk_label_set_text(opaque, newValue) }
    }

    public static func escape(_ text: String) -> String {
        takeString(g_markup_escape_text(text, -1)) ?? ""
    }

    public var wraps: Bool {
        get { gtk_label_get_wrap(opaque) != 0 }
        set {
            gtk_label_set_wrap(opaque, newValue ? 1 : 0)
            gtk_label_set_wrap_mode(opaque, PANGO_WRAP_WORD_CHAR)
        }
    }

    public var xalign: Float {
        get { gtk_label_get_xalign(opaque) }
        set { gtk_label_set_xalign(opaque, newValue) }
    }

    public func ellipsizeEnd() { gtk_label_set_ellipsize(opaque, PANGO_ELLIPSIZE_END) }
    public func ellipsizeMiddle() { gtk_label_set_ellipsize(opaque, PANGO_ELLIPSIZE_MIDDLE) }

    public var selectable: Bool {
        get { gtk_label_get_selectable(opaque) != 0 }
        set { gtk_label_set_selectable(opaque, newValue ? 1 : 0) }
    }

    public func setMaxWidthChars(_ n: Int32) { gtk_label_set_max_width_chars(opaque, n) }
}

/// A push button with a label, an icon or any child (`GtkButton`).
public class Button: Widget {
    public init(label: String) {
        super.init(sinking: UnsafeMutableRawPointer(gtk_button_new_with_mnemonic(label)))
    }

    public init(iconName: String) {
        super.init(sinking: UnsafeMutableRawPointer(gtk_button_new_from_icon_name(iconName)))
    }

    override init(sinking raw: UnsafeMutableRawPointer) { super.init(sinking: raw) }

    public var label: String {
        get { string(gtk_button_get_label(pointer())) ?? "" }
        set { gtk_button_set_label(pointer(), newValue) }
    }

    public var iconName: String {
        get { string(gtk_button_get_icon_name(pointer())) ?? "" }
        set { gtk_button_set_icon_name(pointer(), newValue) }
    }

    /// Makes the button activate an action, `app.open` or `win.rotate`.
    public func setAction(_ name: String) { gtk_actionable_set_action_name(OpaquePointer(raw), name) }

    @discardableResult
    public func onClicked(_ handler: @escaping @MainActor () -> Void) -> UInt {
        connect("clicked", trampoline: Trampoline.plain, handler)
    }
}

/// A button that stays pressed (`GtkToggleButton`).
public final class ToggleButton: Button {
    public override init(iconName: String) {
        super.init(sinking: UnsafeMutableRawPointer(gtk_toggle_button_new()))
        self.iconName = iconName
    }

    public var isActive: Bool {
        get { gtk_toggle_button_get_active(pointer()) != 0 }
        set { gtk_toggle_button_set_active(pointer(), newValue ? 1 : 0) }
    }

    @discardableResult
    public func onToggled(_ handler: @escaping @MainActor (Bool) -> Void) -> UInt {
        connect("toggled", trampoline: Trampoline.plain) { [unowned self] in handler(self.isActive) }
    }
}

/// An on/off switch (`GtkSwitch`).
public final class Switch: Widget {
    public init() {
        super.init(sinking: UnsafeMutableRawPointer(gtk_switch_new()))
    }

    public var isActive: Bool {
        get { gtk_switch_get_active(opaque) != 0 }
        set { gtk_switch_set_active(opaque, newValue ? 1 : 0) }
    }

    @discardableResult
    public func onToggled(_ handler: @escaping @MainActor (Bool) -> Void) -> UInt {
        onNotify("active") { [unowned self] in handler(self.isActive) }
    }
}

/// A labelled check box (`GtkCheckButton`).
public final class CheckButton: Widget {
    public init(label: String) {
        super.init(sinking: UnsafeMutableRawPointer(gtk_check_button_new_with_mnemonic(label)))
    }

    public var isActive: Bool {
        get { gtk_check_button_get_active(pointer()) != 0 }
        set { gtk_check_button_set_active(pointer(), newValue ? 1 : 0) }
    }

    @discardableResult
    public func onToggled(_ handler: @escaping @MainActor (Bool) -> Void) -> UInt {
        connect("toggled", trampoline: Trampoline.plain) { [unowned self] in handler(self.isActive) }
    }
}

/// A choice among strings (`GtkDropDown` over a `GtkStringList`).
public final class DropDown: Widget {
    public private(set) var items: [String]

    public init(items: [String]) {
        self.items = items
        let list = DropDown.stringList(items)
        super.init(sinking: UnsafeMutableRawPointer(gtk_drop_down_new(list, nil)))
    }

    /// A tooltip and accessible name for the drop-down and for the button inside it, which GTK 4.8
    /// leaves unnamed (a screen reader would read "GtkToggleButton").
    public func describeWithButton(_ label: String) {
        describe(label)
        if let button = gtk_widget_get_first_child(widget) { labelInnerButton(button, label) }
    }

    private static func stringList(_ items: [String]) -> OpaquePointer? {
        let list = gtk_string_list_new(nil)
        for item in items { gtk_string_list_append(list, item) }
        return list
    }

    /// Replaces the choices; the selection moves to `selected`.
    public func setItems(_ items: [String], selected: Int) {
        self.items = items
        gtk_drop_down_set_model(opaque, DropDown.stringList(items))
        self.selected = selected
    }

    public var selected: Int {
        get {
            let index = gtk_drop_down_get_selected(opaque)
            return index == UInt32(GTK_INVALID_LIST_POSITION) ? -1 : Int(index)
        }
        set { gtk_drop_down_set_selected(opaque, UInt32(max(0, newValue))) }
    }

    @discardableResult
    public func onSelected(_ handler: @escaping @MainActor (Int) -> Void) -> UInt {
        onNotify("selected") { [unowned self] in handler(self.selected) }
    }
}

/// A search box (`GtkSearchEntry`).
public final class SearchEntry: Widget {
    public init(placeholder: String) {
        super.init(sinking: UnsafeMutableRawPointer(gtk_search_entry_new()))
        inset_object_set_string(raw, "placeholder-text", placeholder)
    }

    public var text: String {
        get { string(gtk_editable_get_text(opaque)) ?? "" }
        set { gtk_editable_set_text(opaque, newValue) }
    }

    /// Typing anywhere in `widget` goes into this entry.
    public func captureKeys(from widget: Widget) {
        gtk_search_entry_set_key_capture_widget(opaque, widget.widget)
    }

    @discardableResult
    public func onSearchChanged(_ handler: @escaping @MainActor (String) -> Void) -> UInt {
        connect("search-changed", trampoline: Trampoline.plain) { [unowned self] in handler(self.text) }
    }

    /// Enter pressed.
    @discardableResult
    public func onActivate(_ handler: @escaping @MainActor () -> Void) -> UInt {
        connect("activate", trampoline: Trampoline.plain, handler)
    }

    /// Escape pressed: the entry takes the key, so whatever holds it must close itself here.
    @discardableResult
    public func onStopSearch(_ handler: @escaping @MainActor () -> Void) -> UInt {
        connect("stop-search", trampoline: Trampoline.plain, handler)
    }
}

/// A disclosure triangle over hidden content (`GtkExpander`).
public final class Expander: Widget {
    public init(label: String, child: Widget) {
        super.init(sinking: UnsafeMutableRawPointer(gtk_expander_new(label)))
        gtk_expander_set_child(opaque, child.widget)
    }
}

/// A themed icon (`GtkImage`).
public final class Image: Widget {
    public init(iconName: String, pixelSize: Int32 = 16) {
        super.init(sinking: UnsafeMutableRawPointer(gtk_image_new_from_icon_name(iconName)))
        gtk_image_set_pixel_size(opaque, pixelSize)
    }
}

/// A thin line between groups (`GtkSeparator`).
public final class Separator: Widget {
    public init(_ axis: LayoutAxis) {
        super.init(sinking: UnsafeMutableRawPointer(gtk_separator_new(axis.gtk)))
    }
}
