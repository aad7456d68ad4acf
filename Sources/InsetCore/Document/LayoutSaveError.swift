/// A save that didn't happen, naming the file and the cause; the old file is as it was.
public struct LayoutSaveError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file as the caller named it; nil when only encoding was asked for.
    public var path: String?
    /// The system's `errno` (`EACCES`, `ENOSPC`…), or nil when the document itself can't be written.
    public var code: Int32?
    /// The cause in words: "permission denied", "no space left on device".
    public var reason: String

    public init(path: String?, code: Int32?, reason: String) {
        self.path = path; self.code = code; self.reason = reason
    }

    public var description: String {
        path.map { tr("could not save {path}: {reason}", ["path": $0, "reason": reason]) } ?? tr("could not write the layout: {reason}", ["reason": reason])
    }
}
