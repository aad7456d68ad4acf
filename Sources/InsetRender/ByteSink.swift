import CPangoCairo
import Foundation

/// Bytes Cairo writes through a stream callback, kept in memory so a file is written whole or not at all.
final class ByteSink {
    var bytes: [UInt8] = []

    var data: Data { Data(bytes) }

    /// Runs `body` with the callback and the closure pointer Cairo's `…_for_stream` calls take.
    func withWriter<T>(_ body: (cairo_write_func_t, UnsafeMutableRawPointer) throws -> T) rethrows -> T {
        let box = Unmanaged.passRetained(self)
        defer { box.release() }
        return try body(ByteSink.write, box.toOpaque())
    }

    private static let write: cairo_write_func_t = { closure, data, length in
        guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
        Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
            .bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
        return CAIRO_STATUS_SUCCESS
    }

    /// Finishes and frees a stream surface, so every byte has reached the sink; a surface that
    /// failed (out of memory, a bad font) throws naming `what` was being drawn.
    static func finish(_ surface: OpaquePointer, drawing what: String) throws {
        cairo_surface_finish(surface)
        let status = cairo_surface_status(surface)
        cairo_surface_destroy(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError(path: what, reason: String(cString: cairo_status_to_string(status)))
        }
    }
}
