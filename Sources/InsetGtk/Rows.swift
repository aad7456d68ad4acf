import CGtk
import CGtkShim

/// A titled group of boxed rows (`AdwPreferencesGroup`), as GNOME settings panels show them.
public final class PreferencesGroup: Widget {
    public init(title: String = "", description: String? = nil) {
        super.init(sinking: UnsafeMutableRawPointer(adw_preferences_group_new()))
        adw_preferences_group_set_title(pointer(), title)
        if let description { adw_preferences_group_set_description(pointer(), description) }
    }

    public func add(_ row: Widget) { adw_preferences_group_add(pointer(), row.widget) }
    public func remove(_ row: Widget) { adw_preferences_group_remove(pointer(), row.widget) }

    public func setDescription(_ text: String?) { adw_preferences_group_set_description(pointer(), text) }
}

/// A row with a title, a subtitle and widgets at its end (`AdwActionRow`).
public final class ActionRow: Widget {
    public init(title: String, subtitle: String? = nil) {
        super.init(sinking: UnsafeMutableRawPointer(adw_action_row_new()))
        adw_preferences_row_set_title(pointer(), title)
        if let subtitle { adw_action_row_set_subtitle(pointer(), subtitle) }
    }

    public var subtitle: String {
        get { string(adw_action_row_get_subtitle(pointer())) ?? "" }
        set { adw_action_row_set_subtitle(pointer(), newValue) }
    }

    public func addSuffix(_ widget: Widget) { adw_action_row_add_suffix(pointer(), widget.widget) }
    public func addPrefix(_ widget: Widget) { adw_action_row_add_prefix(pointer(), widget.widget) }
    /// Clicking the row activates `widget` (toggles a switch).
    public func setActivatableWidget(_ widget: Widget) { adw_action_row_set_activatable_widget(pointer(), widget.widget) }
}

/// A row that is a text field with a floating title (`AdwEntryRow`). Edits are kept until the
/// apply button or Enter, so a half-typed value never reaches the document.
public final class EntryRow: Widget {
    public init(title: String, text: String = "") {
        super.init(sinking: UnsafeMutableRawPointer(adw_entry_row_new()))
        adw_preferences_row_set_title(pointer(), title)
        adw_entry_row_set_show_apply_button(pointer(), 1)
        self.text = text
    }

    public var title: String {
        get { string(adw_preferences_row_get_title(pointer())) ?? "" }
        set { adw_preferences_row_set_title(pointer(), newValue) }
    }

    public var text: String {
        get { string(gtk_editable_get_text(OpaquePointer(raw))) ?? "" }
        set { gtk_editable_set_text(OpaquePointer(raw), newValue) }
    }

    public func addSuffix(_ widget: Widget) { adw_entry_row_add_suffix(pointer(), widget.widget) }

    private static func text(of row: UnsafeMutableRawPointer) -> String {
        string(gtk_editable_get_text(OpaquePointer(row))) ?? ""
    }

    /// Every keystroke: for checking the text as it is typed.
    @discardableResult
    public func onChanged(_ handler: @escaping @MainActor (String) -> Void) -> UInt {
        let f: Trampoline.Sender = { row in handler(EntryRow.text(of: row)) }
        return connect("changed", trampoline: Trampoline.sender, f)
    }

    /// The apply button or Enter.
    @discardableResult
    public func onApply(_ handler: @escaping @MainActor (String) -> Void) -> UInt {
        let f: Trampoline.Sender = { row in handler(EntryRow.text(of: row)) }
        return connect("apply", trampoline: Trampoline.sender, f)
    }
}

/// Multi-line plain text (`GtkTextView` over its own buffer), monospaced for JSON.
public final class TextView: Widget {
    public init(monospace: Bool = true) {
        super.init(sinking: UnsafeMutableRawPointer(gtk_text_view_new()))
        gtk_text_view_set_monospace(pointer(), monospace ? 1 : 0)
        gtk_text_view_set_wrap_mode(pointer(), GTK_WRAP_WORD_CHAR)
        gtk_text_view_set_top_margin(pointer(), 6)
        gtk_text_view_set_bottom_margin(pointer(), 6)
        gtk_text_view_set_left_margin(pointer(), 8)
        gtk_text_view_set_right_margin(pointer(), 8)
    }

    private var buffer: UnsafeMutablePointer<GtkTextBuffer> { gtk_text_view_get_buffer(pointer())! }

    public var text: String {
        get { Self.text(of: buffer) }
        set { gtk_text_buffer_set_text(buffer, newValue, -1) }
    }

    private static func text(of buffer: UnsafeMutablePointer<GtkTextBuffer>) -> String {
        var start = GtkTextIter(), end = GtkTextIter()
        gtk_text_buffer_get_bounds(buffer, &start, &end)
        return takeString(gtk_text_buffer_get_text(buffer, &start, &end, 0)) ?? ""
    }

    /// Every change to the text; the handler reads the buffer that changed, not this wrapper.
    @discardableResult
    public func onChanged(_ handler: @escaping @MainActor (String) -> Void) -> UInt {
        let buffer = GObjectRef(retaining: UnsafeMutableRawPointer(self.buffer))
        let f: Trampoline.Sender = { emitter in
            handler(TextView.text(of: emitter.assumingMemoryBound(to: GtkTextBuffer.self)))
        }
        return buffer.connect("changed", trampoline: Trampoline.sender, f)
    }
}
