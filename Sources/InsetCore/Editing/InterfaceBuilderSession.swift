import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A storyboard or xib open for editing: the bytes it was read from, its scenes as read, and each
/// scene's edits with their own undo history. Every edit is tried on the XML as it is made, so
/// what the app shows can always be saved; saving writes every scene's edits into the file at once,
/// atomically, and nothing else in it changes.
public struct InterfaceBuilderSession: Sendable {
    public private(set) var url: URL
    public private(set) var file: LayoutFile
    public private(set) var bytes: [UInt8] {
        didSet { source = try? IBDocumentWriter.source(bytes) }
    }
    /// The tags of `bytes`, found once for every edit tried on them; nil when they can't be edited.
    private var source: XMLSource?
    /// The file as last loaded or saved, to tell someone else's change from ours.
    public private(set) var disk: DiskSnapshot
    /// The edits of each scene shown so far, by index.
    public private(set) var scenes: [Int: EditableDocument] = [:]
    /// `--strings` files, read again with the file after a save.
    public private(set) var strings: [StringsSource] = []

    private init(url: URL, file: LayoutFile, bytes: [UInt8], disk: DiskSnapshot, strings: [StringsSource]) {
        self.url = url; self.file = file; self.bytes = bytes; self.disk = disk; self.strings = strings
        source = try? IBDocumentWriter.source(bytes)
    }

    /// Reads the file once: what is remembered of the disk is what was loaded.
    public static func open(_ url: URL, strings: [StringsSource] = []) throws(LayoutLoadError) -> InterfaceBuilderSession {
        let read: (snapshot: DiskSnapshot, bytes: [UInt8])?
        do { read = try DiskSnapshot.read(at: url) } catch {
            throw LayoutLoadError(problems: [LayoutProblem(path: url.relativePath, message: tr("can't read the file: {reason}", ["reason": error.reason]))])
        }
        guard let read else {
            throw LayoutLoadError(problems: [LayoutProblem(path: url.relativePath, message: tr("can't read the file: {reason}", ["reason": SystemFile.Failure(code: ENOENT).reason]))])
        }
        let file = try LayoutFile.load(bytes: read.bytes, url: url, strings: strings)
        return InterfaceBuilderSession(url: url, file: file, bytes: read.bytes, disk: read.snapshot, strings: strings)
    }

    public var isDirty: Bool { scenes.values.contains { $0.isDirty } }

    /// Every object id the file holds and every view the edits added: what a new id must avoid.
    public var objectIDs: Set<String> {
        var ids = source.map { Set($0.byID.keys) } ?? []
        for editable in scenes.values { ids.formUnion(editable.document.allElements.map(\.id)) }
        return ids
    }

    /// The scene's document with its history: kept from before, or fresh as read.
    public func editable(scene index: Int) -> EditableDocument {
        scenes[index] ?? EditableDocument(document: file.screens[index].document)
    }

    /// Keeps a scene's edits (after each edit, and before showing another scene).
    public mutating func keep(_ editable: EditableDocument, scene index: Int) {
        scenes[index] = editable
    }

    /// Why a scene's edited document can't be written into the file; nil when it can.
    public func refusal(_ document: LayoutDocument, scene index: Int) -> String? {
        do throws(IBDocumentWriter.Refusal) {
            let source: XMLSource
            if let known = self.source { source = known } else { source = try IBDocumentWriter.source(bytes) }
            _ = try IBDocumentWriter(source: source, screen: file.screens[index]).write(document)
            return nil
        } catch {
            return error.description
        }
    }

    /// Writes every scene's edits into the file (or a copy at `url`), atomically, with the frames
    /// of the views they moved updated by `frames`. Over its own file changed on disk since it was
    /// read, it is a conflict unless `force`d.
    public mutating func save(to target: URL? = nil, force: Bool = false, frames: IBFrameUpdate? = nil) throws(DocumentSaveError) {
        let target = target ?? url
        for index in scenes.keys { scenes[index]?.endGesture() }
        if !force, target.standardizedFileURL.path == url.standardizedFileURL.path,
           let now = DiskSnapshot.current(at: target), !now.hasSameContents(as: disk) {
            throw .conflict(path: target.relativePath)
        }
        let written = try unsavedBytes(frames: frames, path: target.relativePath)
        do {
            try SystemFile.replace(target.path, with: written)
        } catch {
            throw .failed(LayoutSaveError(path: target.relativePath, code: error.code, reason: error.reason))
        }
        let reread: LayoutFile
        do { reread = try LayoutFile.load(bytes: written, url: target, strings: strings) } catch {
            throw .failed(LayoutSaveError(path: target.relativePath, code: nil, reason: "\(error)"))
        }
        url = target
        bytes = written
        file = reread
        disk = DiskSnapshot(bytes: written, modified: DiskSnapshot.modificationDate(of: target))
        for index in scenes.keys { scenes[index]?.markSaved() }
    }

    /// The file with every scene's edits written into it, as Save would write it.
    public func unsavedBytes(frames: IBFrameUpdate? = nil, path: String? = nil) throws(DocumentSaveError) -> [UInt8] {
        var written = bytes
        for (index, editable) in scenes.sorted(by: { $0.key < $1.key }) where editable.isDirty {
            do {
                // Each scene's baseline is read from what the scenes before it wrote.
                let screen = try LayoutFile.decode(bytes: written, path: url.relativePath).screens[index]
                written = try IBDocumentWriter(bytes: written, screen: screen).write(editable.document)
                if let frames, let after = try LayoutFile.decode(bytes: written, path: url.relativePath).screens.first(where: { $0.id == screen.id }) {
                    written = frames.update(written, before: screen, after: after)
                }
            } catch {
                throw .failed(LayoutSaveError(path: path ?? url.relativePath, code: nil, reason: "\(error)"))
            }
        }
        return written
    }

    /// Takes a recovery copy's XML as unsaved edits: each scene it changes gets its version as one
    /// step to undo. Returns the scenes restored; a scene whose version can't be written stays.
    @discardableResult
    public mutating func restore(_ recovered: [UInt8]) -> [Int] {
        guard let copy = try? LayoutFile.decode(bytes: recovered, path: url.relativePath) else { return [] }
        var restored: [Int] = []
        for (index, screen) in file.screens.enumerated() {
            guard let theirs = copy.screens.first(where: { $0.id == screen.id }),
                  Self.placeless(theirs.document.elements) != Self.placeless(screen.document.elements) else { continue }
            var editable = self.editable(scene: index)
            var document = theirs.document
            // The file's translations stay the ones found beside it.
            document.localizations = editable.document.localizations
            guard (try? editable.history.perform(.restore(document))) == true,
                  refusal(editable.document, scene: index) == nil else { continue }
            scenes[index] = editable
            restored.append(index)
        }
        return restored
    }

    /// Elements without where in the file they were read: lines move when an edit adds some.
    private static func placeless(_ elements: [Element]) -> [Element] {
        elements.map { e in
            var e = e
            e.location = nil
            e.constraintLocations = []
            e.variants = e.variants.map { var v = $0; v.constraintLocations = []; return v }
            e.children = placeless(e.children)
            return e
        }
    }

    /// What happened to the file on disk since it was loaded or saved.
    public func checkDisk() -> ExternalChange {
        guard let now = DiskSnapshot.current(at: url) else { return .removed }
        if now.hasSameContents(as: disk) { return .unchanged }
        return isDirty ? .changedWhileDirty : .changedWhileClean
    }
}
