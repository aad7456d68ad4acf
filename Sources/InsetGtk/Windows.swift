import CGtk
import CGtkShim

/// The main window (`AdwApplicationWindow`), which GTK owns until it is closed.
public final class ApplicationWindow: Widget {
    public init(application: Application) {
        super.init(sinking: UnsafeMutableRawPointer(adw_application_window_new(application.pointer())))
    }

    public func setContent(_ content: Widget) {
        adw_application_window_set_content(pointer(), content.widget)
    }

    public var title: String {
        get { string(gtk_window_get_title(pointer())) ?? "" }
        set { gtk_window_set_title(pointer(), newValue) }
    }

    public func setDefaultSize(width: Int32, height: Int32) {
        gtk_window_set_default_size(pointer(), width, height)
    }

    public func present() { gtk_window_present(pointer()) }
    public func close() { gtk_window_close(pointer()) }

    /// Runs `handler` when the person asks to close the window; returning true keeps it open.
    @discardableResult
    public func onCloseRequest(_ handler: @escaping @MainActor () -> Bool) -> UInt {
        connect("close-request", trampoline: Trampoline.plainHandled, handler)
    }

    /// Window-scoped actions, triggered as `win.name`.
    public func add(_ action: Action) {
        g_action_map_add_action(opaque, action.opaque)
    }

    /// Runs `text.undo` or `text.redo` in the text field that has the focus, when one has and it
    /// has something to take back; true when it did. App-wide Ctrl+Z would otherwise reach the
    /// document while someone is typing.
    public func activateInFocusedText(_ action: String) -> Bool {
        guard let focus = gtk_window_get_focus(window) else { return false }
        return gtk_widget_activate_action_variant(focus, action, nil) != 0
    }

    /// GTK's own window, for dialogs that need a parent.
    var window: UnsafeMutablePointer<GtkWindow> { pointer() }
}

/// A window's title bar (`AdwHeaderBar`).
public final class HeaderBar: Widget {
    public init() {
        super.init(sinking: UnsafeMutableRawPointer(adw_header_bar_new()))
    }

    public func packStart(_ child: Widget) { adw_header_bar_pack_start(opaque, child.widget) }
    public func packEnd(_ child: Widget) { adw_header_bar_pack_end(opaque, child.widget) }
    public func setTitleWidget(_ child: Widget) { adw_header_bar_set_title_widget(opaque, child.widget) }
}

/// A title with a subtitle under it (`AdwWindowTitle`).
public final class WindowTitle: Widget {
    public init(title: String, subtitle: String = "") {
        super.init(sinking: UnsafeMutableRawPointer(adw_window_title_new(title, subtitle)))
    }

    public var title: String {
        get { string(adw_window_title_get_title(opaque)) ?? "" }
        set { adw_window_title_set_title(opaque, newValue) }
    }

    public var subtitle: String {
        get { string(adw_window_title_get_subtitle(opaque)) ?? "" }
        set { adw_window_title_set_subtitle(opaque, newValue) }
    }
}

/// Brief notifications over content (`AdwToastOverlay`).
public final class ToastOverlay: Widget {
    /// A test hook: every toast stays this many seconds, and a new one replaces the one showing
    /// rather than queueing behind it, so a test on a busy machine can't miss a message.
    public var fixedSeconds: UInt32?
    /// The toast showing or last shown (our own reference), replaced when `fixedSeconds` is set.
    private var lastToast: UnsafeMutableRawPointer?

    public init() {
        super.init(sinking: UnsafeMutableRawPointer(adw_toast_overlay_new()))
    }

    deinit {
        if let lastToast { g_object_unref(lastToast) }
    }

    public var child: Widget? {
        didSet { adw_toast_overlay_set_child(opaque, child?.widget) }
    }

    public func show(_ title: String, seconds: UInt32 = 5) {
        let toast = adw_toast_new(title)
        add(toast, seconds: seconds)
        g_object_unref(UnsafeMutableRawPointer(toast))  // the overlay holds its own
    }

    /// Shows `toast` for `seconds` (0: until dismissed); the overlay takes a reference of its own.
    func add(_ toast: OpaquePointer?, seconds: UInt32) {
        adw_toast_set_timeout(toast, fixedSeconds ?? seconds)
        if fixedSeconds != nil, let lastToast { adw_toast_dismiss(OpaquePointer(lastToast)) }
        if let lastToast { g_object_unref(lastToast) }
        lastToast = g_object_ref(UnsafeMutableRawPointer(toast))
        g_object_ref(UnsafeMutableRawPointer(toast))
        adw_toast_overlay_add_toast(opaque, toast)  // takes the reference just added
        nameCloseButtons()
        MainLoop.post { [weak self] in self?.nameCloseButtons() }
    }

    /// libadwaita 1.2's toasts have an icon-only close button with no accessible name: give it one.
    private func nameCloseButtons() {
        func visit(_ node: UnsafeMutablePointer<GtkWidget>) {
            if g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer(node)), gtk_button_get_type()) != 0,
               gtk_button_get_label(UnsafeMutableRawPointer(node).assumingMemoryBound(to: GtkButton.self)) == nil {
                inset_accessible_set_label(OpaquePointer(node), "Dismiss")
            }
            var child = gtk_widget_get_first_child(node)
            while let c = child { visit(c); child = gtk_widget_get_next_sibling(c) }
        }
        var child = gtk_widget_get_first_child(widget)
        while let c = child {
            if c != self.child?.widget { visit(c) }
            child = gtk_widget_get_next_sibling(c)
        }
    }
}

/// An empty state: icon, title and hint (`AdwStatusPage`).
public final class StatusPage: Widget {
    public init(iconName: String, title: String, description: String) {
        super.init(sinking: UnsafeMutableRawPointer(adw_status_page_new()))
        adw_status_page_set_icon_name(opaque, iconName)
        adw_status_page_set_title(opaque, title)
        adw_status_page_set_description(opaque, description)
    }

    public var title: String {
        get { string(adw_status_page_get_title(opaque)) ?? "" }
        set { adw_status_page_set_title(opaque, newValue) }
    }

    public func setIconName(_ name: String) { adw_status_page_set_icon_name(opaque, name) }

    public var pageDescription: String {
        get { string(adw_status_page_get_description(opaque)) ?? "" }
        set { adw_status_page_set_description(opaque, newValue) }
    }

    public func setChild(_ child: Widget) { adw_status_page_set_child(opaque, child.widget) }
}

/// The About window (`AdwAboutWindow`).
public enum AboutWindow {
    public struct Info {
        public var name, applicationID, version, developer, copyright, comments: String
        /// Left out of the window when nil: no link to a page that doesn't exist.
        public var website, issues: String?
        public init(name: String, applicationID: String, version: String, developer: String,
                    website: String?, issues: String?, copyright: String, comments: String) {
            self.name = name; self.applicationID = applicationID; self.version = version
            self.developer = developer; self.website = website; self.issues = issues
            self.copyright = copyright; self.comments = comments
        }
    }

    @MainActor
    public static func present(_ info: Info, over parent: ApplicationWindow) {
        let raw = adw_about_window_new()!
        let about = OpaquePointer(raw)
        adw_about_window_set_application_name(about, info.name)
        adw_about_window_set_application_icon(about, info.applicationID)
        adw_about_window_set_version(about, info.version)
        adw_about_window_set_developer_name(about, info.developer)
        if let website = info.website { adw_about_window_set_website(about, website) }
        if let issues = info.issues { adw_about_window_set_issue_url(about, issues) }
        adw_about_window_set_copyright(about, info.copyright)
        adw_about_window_set_comments(about, info.comments)
        let window = UnsafeMutableRawPointer(raw).assumingMemoryBound(to: GtkWindow.self)
        gtk_window_set_transient_for(window, parent.window)
        gtk_window_set_modal(window, 1)
        gtk_window_present(window)
    }
}

/// The keyboard shortcuts window (`GtkShortcutsWindow`), built from GtkBuilder XML.
public enum ShortcutsWindow {
    public struct Shortcut {
        public var title: String
        public var accelerator: String
        public init(_ title: String, _ accelerator: String) { self.title = title; self.accelerator = accelerator }
    }

    @MainActor
    public static func present(groups: [(title: String, shortcuts: [Shortcut])], over parent: ApplicationWindow) {
        func esc(_ s: String) -> String { Label.escape(s) }
        var xml = """
        <interface><object class="GtkShortcutsWindow" id="shortcuts"><property name="modal">1</property>\
        <property name="title">Keyboard Shortcuts</property>
        <child><object class="GtkShortcutsSection"><property name="section-name">main</property>
        """
        for group in groups {
            xml += "<child><object class=\"GtkShortcutsGroup\"><property name=\"title\">\(esc(group.title))</property>"
            for s in group.shortcuts {
                xml += """
                <child><object class="GtkShortcutsShortcut">\
                <property name="title">\(esc(s.title))</property>\
                <property name="accelerator">\(esc(s.accelerator))</property></object></child>
                """
            }
            xml += "</object></child>"
        }
        xml += "</object></child></object></interface>"
        let builder = gtk_builder_new_from_string(xml, -1)
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        guard let object = gtk_builder_get_object(builder, "shortcuts") else { return }
        let window = UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkWindow.self)
        gtk_window_set_transient_for(window, parent.window)
        gtk_window_present(window)
    }
}

/// A question in a dialog over a window (`AdwMessageDialog`), kept alive until it is answered.
public final class MessageDialog: Widget {
    public enum Appearance { case normal, suggested, destructive }
    private var keepAlive: MessageDialog?

    public init(parent: ApplicationWindow, heading: String, body: String) {
        super.init(sinking: UnsafeMutableRawPointer(adw_message_dialog_new(parent.window, heading, body)))
    }

    /// Adds a button answering `id`; the first added with `isDefault` is what Enter picks.
    public func addResponse(_ id: String, _ label: String, appearance: Appearance = .normal, isDefault: Bool = false) {
        adw_message_dialog_add_response(pointer(), id, label)
        switch appearance {
        case .normal: break
        case .suggested: adw_message_dialog_set_response_appearance(pointer(), id, ADW_RESPONSE_SUGGESTED)
        case .destructive: adw_message_dialog_set_response_appearance(pointer(), id, ADW_RESPONSE_DESTRUCTIVE)
        }
        if isDefault { adw_message_dialog_set_default_response(pointer(), id) }
    }

    /// Shows the dialog; `handler` gets the chosen response's id (`closeResponse` for Escape).
    public func present(closeResponse: String, _ handler: @escaping @MainActor (String) -> Void) {
        adw_message_dialog_set_close_response(pointer(), closeResponse)
        keepAlive = self
        connect("response", trampoline: Trampoline.pointer) { [unowned self] (id: UnsafeMutableRawPointer?) in
            let response = id.map { String(cString: $0.assumingMemoryBound(to: CChar.self)) } ?? closeResponse
            handler(response)
            self.keepAlive = nil
        }
        gtk_window_present(pointer())
    }
}
