import CGtk

/// App-wide CSS on top of libadwaita's (`GtkCssProvider` for the default display).
public enum StyleSheet {
    @MainActor
    public static func apply(_ css: String) {
        guard let display = gdk_display_get_default() else { return }
        let provider = gtk_css_provider_new()
        gtk_css_provider_load_from_data(provider, css, -1)
        gtk_style_context_add_provider_for_display(display, OpaquePointer(provider),
                                                   UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(UnsafeMutableRawPointer(provider))
    }
}
