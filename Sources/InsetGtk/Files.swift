import CGtk

/// A `GtkFileChooserNative`, kept alive until it answers; Open and Save differ only in set-up.
public class FileChooserDialog: GObjectRef {
    private var keepAlive: FileChooserDialog?

    /// Shows the dialog; `handler` gets the chosen file's path, or nothing when cancelled.
    public func show(_ handler: @escaping @MainActor (String?) -> Void) {
        keepAlive = self
        connect("response", trampoline: Trampoline.integer) { [unowned self] (response: Int32) in
            var path: String?
            if response == GTK_RESPONSE_ACCEPT.rawValue, let file = gtk_file_chooser_get_file(OpaquePointer(self.raw)) {
                path = takeString(g_file_get_path(file))
                g_object_unref(UnsafeMutableRawPointer(file))
            }
            handler(path)
            self.keepAlive = nil
        }
        gtk_native_dialog_show(pointer())
    }
}

/// The platform's Open dialog, filtered to the given patterns.
public final class OpenDialog: FileChooserDialog {

    public init(title: String, parent: ApplicationWindow, filterName: String, patterns: [String]) {
        let dialog = gtk_file_chooser_native_new(title, parent.window, GTK_FILE_CHOOSER_ACTION_OPEN, "_Open", "_Cancel")!
        super.init(owning: UnsafeMutableRawPointer(dialog))
        gtk_native_dialog_set_modal(pointer(), 1)
        let filter = gtk_file_filter_new()!
        gtk_file_filter_set_name(filter, filterName)
        for pattern in patterns { gtk_file_filter_add_pattern(filter, pattern) }
        gtk_file_chooser_add_filter(OpaquePointer(raw), filter)
        g_object_unref(UnsafeMutableRawPointer(filter))
    }
}

/// The platform's Save dialog, with a suggested name and folder.
public final class SaveDialog: FileChooserDialog {

    public init(title: String, parent: ApplicationWindow, suggestedName: String, folder: String?) {
        let dialog = gtk_file_chooser_native_new(title, parent.window, GTK_FILE_CHOOSER_ACTION_SAVE, "_Save", "_Cancel")!
        super.init(owning: UnsafeMutableRawPointer(dialog))
        gtk_native_dialog_set_modal(pointer(), 1)
        gtk_file_chooser_set_current_name(OpaquePointer(raw), suggestedName)
        if let folder {
            let file = g_file_new_for_path(folder)
            _ = gtk_file_chooser_set_current_folder(OpaquePointer(raw), file, nil)
            g_object_unref(UnsafeMutableRawPointer(file))
        }
    }

}

/// Watches one file for changes on disk (`GFileMonitor`).
public final class FileMonitor: GObjectRef {
    /// Nil when the file can't be watched (a missing folder, an unsupported file system).
    public init?(path: String) {
        let file = g_file_new_for_path(path)
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        var error: UnsafeMutablePointer<GError>?
        guard let monitor = g_file_monitor_file(file, G_FILE_MONITOR_WATCH_MOVES, nil, &error) else {
            g_error_free(error)
            return nil
        }
        super.init(owning: UnsafeMutableRawPointer(monitor))
        g_file_monitor_set_rate_limit(pointer(), 200)
    }

    deinit {
        g_file_monitor_cancel(pointer())
    }

    /// Runs `handler` once the file's new contents are in place (saved, replaced or recreated).
    @discardableResult
    public func onChanged(_ handler: @escaping @MainActor () -> Void) -> UInt {
        connect("changed", trampoline: Trampoline.fileEvent) { (event: GFileMonitorEvent) in
            switch event {
            case G_FILE_MONITOR_EVENT_CHANGES_DONE_HINT, G_FILE_MONITOR_EVENT_CREATED,
                 G_FILE_MONITOR_EVENT_RENAMED, G_FILE_MONITOR_EVENT_MOVED_IN:
                handler()
            default: break
            }
        }
    }
}

/// The desktop's list of recently used files (`GtkRecentManager`).
public enum RecentFiles {
    @MainActor
    public static func add(path: String) {
        let file = g_file_new_for_path(path)
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        guard let uri = takeString(g_file_get_uri(file)) else { return }
        _ = gtk_recent_manager_add_item(gtk_recent_manager_get_default(), uri)
    }

    /// Local paths of recent files whose name ends with `suffix`, newest first.
    @MainActor
    public static func paths(withSuffix suffix: String, limit: Int) -> [String] {
        paths(withSuffixes: [suffix], limit: limit)
    }

    public static func paths(withSuffixes suffixes: [String], limit: Int) -> [String] {
        var found: [(path: String, modified: Int)] = []
        var node = gtk_recent_manager_get_items(gtk_recent_manager_get_default())
        let list = node
        while let current = node {
            if let data = current.pointee.data {
                let info = OpaquePointer(data)
                if let uri = string(gtk_recent_info_get_uri(info)), suffixes.contains(where: uri.hasSuffix) {
                    let file = g_file_new_for_uri(uri)
                    if let path = takeString(g_file_get_path(file)) {
                        let modified = gtk_recent_info_get_modified(info)
                        found.append((path, modified.map { g_date_time_to_unix($0) } ?? 0))
                    }
                    g_object_unref(UnsafeMutableRawPointer(file))
                }
                gtk_recent_info_unref(info)
            }
            node = current.pointee.next
        }
        g_list_free(list)
        return found.sorted { $0.modified > $1.modified }.prefix(limit).map(\.path)
    }
}
