import Foundation

/// Recovery copies of a storyboard's or xib's unsaved edits: the whole XML as saving would write
/// it, every scene's edits in it, in `<hash>.xml.json` beside the layouts' copies.
extension RecoveryStore {
    public func write(interfaceBuilder bytes: [UInt8], for path: String, at time: Date = Date()) throws(Failure) {
        try writeCopy(of: path, (key: "xml", value: .string(String(decoding: bytes, as: UTF8.self))),
                      to: interfaceBuilderURL(for: path), at: time)
    }

    /// The copy for `path` as it is, whatever its age.
    public func interfaceBuilderRecovery(for path: String) -> (savedAt: Date, bytes: [UInt8])? {
        guard let bytes = try? SystemFile.contents(of: interfaceBuilderURL(for: path).path),
              let root = try? JSONParser.parse(bytes), case .object(let members) = root.kind else { return nil }
        func member(_ key: String) -> JSONValue? { members.first { $0.key == key }?.value }
        guard case .string(let time)? = member("savedAt")?.kind, let savedAt = Self.time(from: time),
              case .string(let xml)? = member("xml")?.kind else { return nil }
        return (savedAt, Array(xml.utf8))
    }

    /// The copy to offer when opening `path`: newer than the file and not what it holds.
    public func recoveredInterfaceBuilder(for path: String) -> [UInt8]? {
        guard let recovery = interfaceBuilderRecovery(for: path) else { return nil }
        let file = URL(fileURLWithPath: Self.absolute(path))
        guard let modified = DiskSnapshot.modificationDate(of: file) else { return recovery.bytes }
        guard recovery.savedAt.timeIntervalSince1970 >= (modified.timeIntervalSince1970 * 1000).rounded(.down) / 1000
        else { return nil }
        return (try? SystemFile.contents(of: file.path)) == recovery.bytes ? nil : recovery.bytes
    }

    func interfaceBuilderURL(for path: String) -> URL {
        directory.appendingPathComponent("\(Self.hash(Self.absolute(path))).xml.json")
    }
}
