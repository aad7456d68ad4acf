import CGtk

/// An owning reference to a GObject: one strong reference, released in `deinit`.
///
/// Subclasses pick the ownership rule of the C call that made the object: `sinking` for
/// widgets and other floating objects (and windows, which GTK itself owns), `owning` for
/// constructors that hand over a full reference, `retaining` for borrowed pointers.
@MainActor
open class GObjectRef {
    /// The object itself; only the wrappers in this module read it.
    nonisolated(unsafe) let raw: UnsafeMutableRawPointer

    init(sinking raw: UnsafeMutableRawPointer) {
        self.raw = raw
        g_object_ref_sink(raw)
    }

    init(owning raw: UnsafeMutableRawPointer) {
        self.raw = raw
    }

    init(retaining raw: UnsafeMutableRawPointer) {
        self.raw = raw
        g_object_ref(raw)
    }

    deinit {
        g_object_unref(raw)
    }

    /// The object as the pointer type a C function expects (`GtkWidget *`, `GtkButton *`, …).
    nonisolated func pointer<T>(_: T.Type = T.self) -> UnsafeMutablePointer<T> {
        raw.assumingMemoryBound(to: T.self)
    }

    /// The object as an opaque pointer, for final GTK types whose struct Swift can't see.
    nonisolated var opaque: OpaquePointer { OpaquePointer(raw) }
}

/// A GTK subclass pointer as the `GtkWidget *` it also is.
func asWidget<T>(_ pointer: UnsafeMutablePointer<T>) -> UnsafeMutablePointer<GtkWidget> {
    UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: GtkWidget.self)
}

/// Reads a C string GTK returns without transferring ownership.
func string(_ cString: UnsafePointer<CChar>?) -> String? {
    cString.map { String(cString: $0) }
}

/// Reads and frees a C string GTK returns with ownership (`g_file_get_path`, …).
func takeString(_ cString: UnsafeMutablePointer<CChar>?) -> String? {
    guard let cString else { return nil }
    defer { g_free(cString) }
    return String(cString: cString)
}
