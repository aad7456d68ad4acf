import CGtk

/// The display's icon theme (`GtkIconTheme`): where the app's own icons are found before it is installed.
public enum IconTheme {
    @MainActor
    public static func addSearchPath(_ path: String) {
        guard let display = gdk_display_get_default() else { return }
        gtk_icon_theme_add_search_path(gtk_icon_theme_get_for_display(display), path)
    }

    /// The icon every window shows in the task switcher.
    @MainActor
    public static func setDefaultWindowIcon(_ name: String) {
        gtk_window_set_default_icon_name(name)
    }
}
