import CGtk

/// A spinning "busy" indicator (`GtkSpinner`).
public final class Spinner: Widget {
    public init() {
        super.init(sinking: UnsafeMutableRawPointer(gtk_spinner_new()))
    }

    public var isSpinning: Bool {
        get { gtk_spinner_get_spinning(opaque) != 0 }
        set { gtk_spinner_set_spinning(opaque, newValue ? 1 : 0) }
    }
}
