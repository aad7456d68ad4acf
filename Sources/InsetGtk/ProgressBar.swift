import CGtk

/// How far along a long job is (`GtkProgressBar`): a fraction, or a pulse when that isn't known.
public final class ProgressBar: Widget {
    public init() {
        super.init(sinking: UnsafeMutableRawPointer(gtk_progress_bar_new()))
    }

    /// Between 0 and 1.
    public var fraction: Double {
        get { gtk_progress_bar_get_fraction(opaque) }
        set { gtk_progress_bar_set_fraction(opaque, newValue) }
    }

    /// Moves the bouncing block a step, for work of unknown length.
    public func pulse() { gtk_progress_bar_pulse(opaque) }
}
