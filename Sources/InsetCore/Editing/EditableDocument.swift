import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An open layout file: its history, where it lives, and what the file held when it was last
/// loaded or saved, so a save never overwrites someone else's change without being told to.
public struct EditableDocument: Sendable {
    public var history: DocumentHistory
    /// Nil for a document never saved.
    public private(set) var fileURL: URL?
    /// The file as last loaded or saved; nil when there was no file.
    public private(set) var disk: DiskSnapshot?
    /// The text last loaded or saved: a save writes over it, so what the edits didn't touch keeps
    /// its bytes.
    private var text: Data?

    public var document: LayoutDocument { history.document }
    public var isDirty: Bool { history.isDirty }

    public init(document: LayoutDocument, fileURL: URL? = nil, disk: DiskSnapshot? = nil) {
        history = DocumentHistory(document: document)
        self.fileURL = fileURL
        self.disk = disk
    }

    /// Loads a layout file, reading it once so what is remembered of the disk is what was loaded.
    public static func open(_ url: URL) throws(LayoutLoadError) -> EditableDocument {
        let (document, snapshot, text) = try load(url)
        var editable = EditableDocument(document: document, fileURL: url, disk: snapshot)
        editable.text = text
        return editable
    }

    private static func load(_ url: URL) throws(LayoutLoadError) -> (LayoutDocument, DiskSnapshot, Data) {
        let read: (snapshot: DiskSnapshot, bytes: [UInt8])?
        do {
            read = try DiskSnapshot.read(at: url)
        } catch {
            throw LayoutLoadError(problems: [LayoutProblem(path: url.relativePath, message: tr("can't read the file: {reason}", ["reason": error.reason]))])
        }
        guard let read else {
            throw LayoutLoadError(problems: [LayoutProblem(path: url.relativePath,
                                                           message: tr("can't read the file: {reason}", ["reason": SystemFile.Failure(code: ENOENT).reason]))])
        }
        return (try LayoutDocument.decode(data: Data(read.bytes), path: url.relativePath), read.snapshot, Data(read.bytes))
    }

    /// Reads the file again, dropping the history; for `.changedWhileClean`, or when the designer
    /// chose the disk's version. A file that no longer loads leaves everything as it was.
    public mutating func reload() throws(LayoutLoadError) {
        guard let fileURL else { return }
        let (document, snapshot, text) = try Self.load(fileURL)
        history = DocumentHistory(document: document)
        disk = snapshot
        self.text = text
    }

    // MARK: Saving

    /// Writes the document (atomically) to `url`, or to its own file. The save point moves only
    /// when the file is written: on failure the document stays dirty and the old file is intact.
    /// Saving over its own file after someone else changed it is a conflict unless `force`d.
    public mutating func save(to url: URL? = nil, force: Bool = false) throws(DocumentSaveError) {
        guard let target = url ?? fileURL else { throw .noFile }
        history.endGesture()
        if !force, let own = fileURL, own.standardizedFileURL.path == target.standardizedFileURL.path,
           let now = DiskSnapshot.current(at: target), !(disk.map { now.hasSameContents(as: $0) } ?? false) {
            throw .conflict(path: target.relativePath)
        }
        let document = history.document
        let written: Data
        do {
            written = try document.save(to: target, over: text)
        } catch {
            throw .failed(error)
        }
        history.markSaved()
        fileURL = target
        text = written
        disk = DiskSnapshot(bytes: [UInt8](written), modified: DiskSnapshot.modificationDate(of: target))
    }

    /// A drag in progress becomes a step of its own, as a save makes it.
    public mutating func endGesture() { history.endGesture() }

    /// The document as it is now is what its file holds: for a storyboard's scene, saved by the
    /// session that wrote the whole file.
    public mutating func markSaved() {
        history.endGesture()
        history.markSaved()
    }

    // MARK: Changes on disk

    /// What `current` (the file as it is now, nil when gone) means for this document.
    public func externalChange(on current: DiskSnapshot?) -> ExternalChange {
        guard let current else { return disk == nil ? .unchanged : .removed }
        if let disk, current.hasSameContents(as: disk) { return .unchanged }
        return isDirty ? .changedWhileDirty : .changedWhileClean
    }

    /// `externalChange(on:)` for the file as it is now.
    public func checkDisk() -> ExternalChange {
        guard let fileURL else { return .unchanged }
        return externalChange(on: DiskSnapshot.current(at: fileURL))
    }

    // MARK: Recovery

    /// Keeps a recovery copy while the document is dirty and removes it once it is clean; for the
    /// app's autosave timer. Needs a file to name the copy after.
    public func autosave(into store: RecoveryStore) throws(RecoveryStore.Failure) {
        guard let fileURL else { return }
        if isDirty {
            try store.write(document, for: fileURL.path)
        } else {
            store.discard(for: fileURL.path)
        }
    }
}

/// A save that didn't happen; the document is still dirty and the file as it was.
public enum DocumentSaveError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file changed on disk since it was loaded or last saved.
    case conflict(path: String)
    /// The file couldn't be written; names the file and the cause.
    case failed(LayoutSaveError)
    /// A document never saved needs somewhere to go.
    case noFile

    public var description: String {
        switch self {
        case .conflict(let path):
            return tr("could not save {path}: it changed on disk since it was opened; reload it, or save anyway to replace it", ["path": path])
        case .failed(let error):
            return error.description
        case .noFile:
            return tr("could not save: the document has no file yet; choose where to save it")
        }
    }
}
