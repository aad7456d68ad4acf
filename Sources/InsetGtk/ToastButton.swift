import CGtk

/// A toast with a button (`AdwToast::button-clicked`), kept alive by the overlay while it shows.
private final class Toast: GObjectRef {
    init(_ title: String) {
        super.init(owning: UnsafeMutableRawPointer(adw_toast_new(title)))
    }
}

extension ToastOverlay {
    /// Shows `title` with a button that runs `action`.
    public func show(_ title: String, button: String, seconds: UInt32 = 5, _ action: @escaping @MainActor () -> Void) {
        let toast = Toast(title)
        adw_toast_set_button_label(toast.opaque, button)
        toast.connect("button-clicked", trampoline: Trampoline.plain, action)
        add(toast.opaque, seconds: seconds)
    }
}

extension ApplicationWindow {
    /// Opens a file in the desktop's default app for its type.
    public func showFile(_ path: String) {
        let file = g_file_new_for_path(path)
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        guard let uri = takeString(g_file_get_uri(file)) else { return }
        gtk_show_uri(pointer(), uri, 0)  // GDK_CURRENT_TIME
    }
}
