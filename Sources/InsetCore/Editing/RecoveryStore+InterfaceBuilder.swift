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
        guard let copy = readCopy(interfaceBuilderURL(for: path)), case .string(let xml)? = copy.member("xml")?.kind else { return nil }
        return (copy.savedAt, Array(xml.utf8))
    }

    /// The copy to offer when opening `path`: newer than the file and not what it holds.
    public func recoveredInterfaceBuilder(for path: String) -> [UInt8]? {
        guard let recovery = interfaceBuilderRecovery(for: path) else { return nil }
        return isOffered(savedAt: recovery.savedAt, for: path) { (try? SystemFile.contents(of: $0.path)) != recovery.bytes }
            ? recovery.bytes : nil
    }

    func interfaceBuilderURL(for path: String) -> URL {
        directory.appendingPathComponent("\(Self.hash(Self.absolute(path))).xml.json")
    }
}
