import CGtk
import Foundation

/// Filters and choices on a file chooser: which kinds of file it shows, and the extra options
/// (combo boxes) its dialog offers under the file list.
extension FileChooserDialog {
    private var chooser: OpaquePointer { OpaquePointer(raw) }

    /// Adds a filter; the first one added is selected.
    public func addFilter(name: String, patterns: [String]) {
        let filter = gtk_file_filter_new()!
        gtk_file_filter_set_name(filter, name)
        for pattern in patterns { gtk_file_filter_add_pattern(filter, pattern) }
        gtk_file_chooser_add_filter(chooser, filter)
        g_object_unref(UnsafeMutableRawPointer(filter))
    }

    /// The name of the filter selected when the dialog answered.
    public var selectedFilterName: String? {
        gtk_file_chooser_get_filter(chooser).flatMap { string(gtk_file_filter_get_name($0)) }
    }

    /// Adds a choice among `options` (id and label each), with `selected` picked.
    public func addChoice(_ id: String, label: String, options: [(id: String, label: String)], selected: String) {
        let ids = options.map { strdup($0.id) } + [nil]
        let labels = options.map { strdup($0.label) } + [nil]
        defer { for pointer in ids + labels { free(pointer) } }
        var constIDs = ids.map { UnsafePointer($0) }
        var constLabels = labels.map { UnsafePointer($0) }
        gtk_file_chooser_add_choice(chooser, id, label, &constIDs, &constLabels)
        gtk_file_chooser_set_choice(chooser, id, selected)
    }

    /// The option picked for a choice, by id.
    public func choice(_ id: String) -> String? {
        string(gtk_file_chooser_get_choice(chooser, id))
    }
}
