/// Xcode's "Update Frames" for what a fix moved: each view whose solved frame on the document's
/// own device changed gets that frame written into its `<rect key="frame">`, relative to its
/// superview, and loses its `misplaced` flag, so Xcode opens the file with no misplaced-view
/// warning the fix caused. Views placed by autoresizing masks keep the frames they were given.
public struct IBFrameUpdate: Sendable {
    var catalog: DeviceCatalog
    var measurer: TextMeasurer

    public init(catalog: DeviceCatalog, measurer: TextMeasurer) {
        self.catalog = catalog; self.measurer = measurer
    }

    /// `after`'s bytes with the frames of the views that moved (within their superview) or
    /// resized between `before` and `after` updated.
    func update(_ bytes: [UInt8], before: LayoutScreen, after: LayoutScreen) -> [UInt8] {
        guard let old = solve(before), let new = solve(after), let source = try? XMLSource(bytes) else { return bytes }
        let parents = after.document.parentIDs, oldParents = before.document.parentIDs
        let autoresizing = Set(after.document.allElements.filter { $0.traits?.autoresizing != nil }.map(\.id))
        let root = after.document.elements.first?.id
        var edits = TextEdits()
        for (id, frame) in new where id != root && !autoresizing.contains(id) {
            guard let parent = parents[id], let parentFrame = new[parent],
                  let tag = source.byID[id], let rect = source.child(of: tag, named: "rect", key: "frame") else { continue }
            let local: Rect
            if let was = old[id], let parentWas = old[parent], oldParents[id] == parent {
                // What moved, added to what Xcode recorded: the rest of Xcode's frame stays its own.
                let dx = (frame.x - parentFrame.x) - (was.x - parentWas.x), dy = (frame.y - parentFrame.y) - (was.y - parentWas.y)
                let dw = frame.width - was.width, dh = frame.height - was.height
                guard [dx, dy, dw, dh].contains(where: { abs($0) >= 0.01 }) else { continue }
                let r = recorded(rect, source)
                guard !r.x.isNaN, !r.y.isNaN, !r.width.isNaN, !r.height.isNaN else { continue }
                let element = after.document.element(id: id)
                let oldLocal = Rect(x: was.x - parentWas.x, y: was.y - parentWas.y, width: was.width, height: was.height)
                let newLocal = Rect(x: frame.x - parentFrame.x, y: frame.y - parentFrame.y, width: frame.width, height: frame.height)
                let (x, width) = Self.axis(recorded: (r.x, r.width), old: (oldLocal.x, oldLocal.width), new: (newLocal.x, newLocal.width),
                                           pinned: Self.sizeConstants(element, .width))
                let (y, height) = Self.axis(recorded: (r.y, r.height), old: (oldLocal.y, oldLocal.height), new: (newLocal.y, newLocal.height),
                                            pinned: Self.sizeConstants(element, .height))
                local = Rect(x: x, y: y, width: width, height: height)
            } else {
                // A view added or moved to another superview: where it now is.
                local = Rect(x: frame.x - parentFrame.x, y: frame.y - parentFrame.y, width: frame.width, height: frame.height)
            }
            edits.replace(source.tags[rect].range, with: Self.rectText(local, over: source.tags[rect]))
            if let flag = source.tags[tag].attributes.first(where: { $0.name == "misplaced" }) {
                edits.replace(source.removal(of: flag), with: "")
            }
        }
        return edits.applied(to: bytes) ?? bytes
    }

    private func recorded(_ rect: Int, _ source: XMLSource) -> Rect {
        let t = source.tags[rect]
        return Rect(x: Double(t["x"] ?? "") ?? .nan, y: Double(t["y"] ?? "") ?? .nan,
                    width: Double(t["width"] ?? "") ?? .nan, height: Double(t["height"] ?? "") ?? .nan)
    }

    /// Frames on the authored device, as Xcode's canvas lays them out, by id.
    private func solve(_ screen: LayoutScreen) -> [String: Rect]? {
        guard let env = try? EnvironmentQuery(devices: ["authored"]).environments(for: screen, in: catalog).first else { return nil }
        let layout = LayoutEngine(measurer: measurer).solve(screen.document, in: env)
        // A scroll view's content as Xcode records it: at offset zero, before the content inset.
        return layout.atZeroOffset(holding: screen.document.scrollHeldViews).reduce(into: [:]) { $0[$1.id] = $1.frame }
    }

    /// One axis of Update Frames. A size a constraint's constant now sets is that constant; any
    /// other changes by what it changed here (Xcode's text metrics are its own). The edge or
    /// centre that stayed put here stays put in Xcode's frame; else the origin moves as here.
    static func axis(recorded: (origin: Double, size: Double), old: (origin: Double, size: Double),
                     new: (origin: Double, size: Double), pinned: [Double]) -> (Double, Double) {
        let size = pinned.contains { abs($0 - new.size) < 0.01 } ? new.size : recorded.size + (new.size - old.size)
        let same = { (a: Double, b: Double) in abs(a - b) < 0.01 }
        if same(old.origin, new.origin) { return (recorded.origin, size) }
        if same(old.origin + old.size, new.origin + new.size) { return (recorded.origin + recorded.size - size, size) }
        if same(old.origin + old.size / 2, new.origin + new.size / 2) { return (recorded.origin + (recorded.size - size) / 2, size) }
        return (recorded.origin + (new.origin - old.origin), size)
    }

    /// The constants of the element's own `width`/`height` constraints (`== 44`, `>= 44`).
    static func sizeConstants(_ element: Element?, _ attribute: Attribute) -> [Double] {
        (element?.constraints ?? []).compactMap { text in
            guard let spec = try? ConstraintParser.parse(text), spec.first.item == .this,
                  spec.first.attribute == attribute, spec.second == nil else { return nil }
            return spec.constant
        }
    }

    /// The `<rect key="frame">` for `frame`: a number that didn't change keeps the text Xcode
    /// wrote for it (`0.0`, `147.66666666666666`), so only what moved shows in a diff.
    static func rectText(_ frame: Rect, over tag: XMLSource.Tag) -> String {
        func value(_ name: String, _ v: Double) -> String {
            if let old = tag[name], let was = Double(old), abs(was - v) < 1e-6 { return old }
            return IBFormat.number(v)
        }
        return "<rect key=\"frame\" x=\"\(value("x", frame.x))\" y=\"\(value("y", frame.y))\" width=\"\(value("width", frame.width))\" height=\"\(value("height", frame.height))\"/>"
    }

}
