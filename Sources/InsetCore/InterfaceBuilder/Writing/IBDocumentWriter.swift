/// Writes what changed between a scene as it was read and as it was edited into the storyboard's
/// or xib's XML, as Interface Builder would write the change: a constraint's attributes rewritten
/// where it is (keeping its id, so outlets to it hold), a new one in the `<constraints>` of the
/// nearest view holding both its items, a text, font size, hidden flag or autoresizing frame;
/// every other byte stays. What the format can't say here is refused before anything is written.
public struct IBDocumentWriter {
    let source: XMLSource
    let screen: LayoutScreen

    public struct Refusal: Error, CustomStringConvertible, Sendable {
        public var description: String
    }

    /// `bytes` is the file `screen` was read from.
    public init(bytes: [UInt8], screen: LayoutScreen) throws(Refusal) {
        source = try Self.source(bytes)
        self.screen = screen
    }

    /// The file's tags and where they are, or why its XML can't be edited in place.
    static func source(_ bytes: [UInt8]) throws(Refusal) -> XMLSource {
        do { return try XMLSource(bytes) } catch {
            throw Refusal(description: tr("the file's XML can't be edited in place; open it in Xcode and save it again"))
        }
    }

    init(source: XMLSource, screen: LayoutScreen) {
        self.source = source; self.screen = screen
    }

    public func write(_ edited: LayoutDocument) throws(Refusal) -> [UInt8] {
        var source = self.source
        var structure = IBStructure(source: source, old: screen.document, edited: edited)
        if structure.changes { source = try Self.source(try structure.apply()) }
        var editor = IBEditor(source: source, screen: screen, edited: edited)
        let read = Dictionary(screen.document.allElements.map { ($0.id, $0) }) { first, _ in first }
        for new in edited.allElements {
            // A new view is written with its text, font and flag; its constraints come here.
            let old = read[new.id]
                ?? Element(id: new.id, role: new.role, text: new.text, fontSize: new.fontSize, hidden: new.hidden)
            guard new != old else { continue }
            guard let tag = source.byID[new.id] else {
                throw Refusal(description: tr("\"{element}\" is not a view of the file, so the fix can't be written to it", ["element": new.id]))
            }
            if new.variants != old.variants {
                throw Refusal(description: tr("the fix is for one size class; Inset doesn't write size-class variations into storyboards and xibs yet, so make it in Xcode"))
            }
            if new.role != old.role || new.symbol != old.symbol || new.ignore != old.ignore {
                throw Refusal(description: tr("\"{element}\": only its text, font size, hidden flag, frame and constraints can be changed in a storyboard or xib here; change the rest in Xcode", ["element": new.id]))
            }
            if new.text != old.text { try editor.setText(new.text ?? "", of: tag) }
            if new.fontSize != old.fontSize, let size = new.fontSize { try editor.setFontSize(size, of: tag) }
            if new.hidden != old.hidden { editor.setHidden(new.hidden == true, of: tag) }
            if new.frame != old.frame {
                guard old.traits?.autoresizing != nil, let frame = new.frame else {
                    throw Refusal(description: tr("\"{element}\" is placed by constraints; give it a frame in Xcode, or fix its constraints", ["element": new.id]))
                }
                try editor.setFrame(frame, of: tag, element: new.id)
            }
            if let frame = new.traits?.autoresizing?.frame, let was = old.traits?.autoresizing?.frame, frame != was {
                try editor.setFrame(frame, of: tag, element: new.id)
            }
            if new.constraints != old.constraints {
                if new.constraints == nil, new.frame != nil, old.traits?.autoresizing != nil { continue }
                guard new.id != edited.elements.first?.id else {
                    throw Refusal(description: tr("\"{element}\" is the scene's root view, placed by its view controller or its xib, not by constraints in the file; change its size in Xcode", ["element": new.id]))
                }
                try editor.rewriteConstraints(of: old, to: new.constraints ?? [])
            }
        }
        if !structure.moved.isEmpty { try editor.relocateConstraints(touching: structure.moved) }
        return try editor.finish()
    }
}

/// Writes a one-click fix: the fix applied to the scene, then the change written.
struct IBFixWriter {
    let source: XMLSource
    let screen: LayoutScreen

    func applying(_ fix: Fix) throws -> [UInt8] {
        // Said before applying it, which would fail on a variant the file's scene doesn't have.
        guard fix.variant == nil else {
            throw IBDocumentWriter.Refusal(description: tr("the fix is for one size class; Inset doesn't write size-class variations into storyboards and xibs yet, so make it in Xcode"))
        }
        return try IBDocumentWriter(source: source, screen: screen).write(try screen.document.applying(fix))
    }
}
