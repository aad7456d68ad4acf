/// Inset's frames against the ones Xcode recorded in a storyboard or xib, on the device the file
/// was designed on: the proof that the importer lays out as UIKit does.
public struct FrameComparison: Sendable {
    /// One view whose solved frame is more than the tolerance from Xcode's.
    public struct Mismatch: Sendable, CustomStringConvertible {
        public var elementID: String
        public var role: Role
        public var recorded: Rect
        public var solved: Rect
        public var description: String {
            "\(elementID) (\(role.rawValue)): Xcode \(recorded.array.map(IBFormat.number)) Inset \(solved.array.map(IBFormat.number))"
        }
    }

    /// Views compared: not misplaced, not ambiguous, not placed by placeholders, laid out here, not the screen's root.
    public var compared = 0
    public var matched = 0
    /// The same, for views whose size comes from their text (font metrics differ).
    public var textCompared = 0
    public var textMatched = 0
    /// Views Xcode marked misplaced or ambiguous, placed by placeholder constraints, or hidden here.
    public var skipped = 0
    /// Screens whose root view Xcode recorded at another width than the authored device's: the
    /// file was last laid out on another canvas, so its frames aren't this device's.
    public var otherCanvas = 0
    public var mismatches: [Mismatch] = []
    /// The same for views sized by their text, to calibrate text metrics against.
    public var textMismatches: [Mismatch] = []

    public init() {}

    /// Compares each recorded view with its solved frame, both relative to the superview.
    /// `canvas`: the same layout with the placeholder constraints Xcode's canvas holds
    /// (`LayoutScreen.canvasDocument`); a view it puts elsewhere is placed by them, and skipped.
    public static func compare(_ screen: LayoutScreen, _ layout: SolvedLayout, canvas: SolvedLayout? = nil,
                               tolerance: Double = 1) -> FrameComparison {
        var out = FrameComparison()
        var solved: [String: LaidOutElement] = [:]
        // Xcode records a scroll view's content at offset zero, before UIKit's content inset.
        for e in layout.atZeroOffset(holding: screen.document.scrollHeldViews) { solved[e.id] = e }
        var placedByPlaceholders = Set<String>()
        for e in canvas?.atZeroOffset(holding: screen.document.scrollHeldViews) ?? [] {
            if let own = solved[e.id], !own.frame.isClose(to: e.frame, within: tolerance) { placedByPlaceholders.insert(e.id) }
        }
        let root = screen.document.elements.first?.id
        if let root, let recorded = screen.recordedFrames[root], let solved = solved[root],
           abs(recorded.frame.width - solved.frame.width) > 1 {
            out.otherCanvas = 1
            return out
        }
        for (id, record) in screen.recordedFrames where id != root {
            guard !record.misplaced, !record.ambiguous, !record.designTimeOnly, !placedByPlaceholders.contains(id),
                  let e = solved[id] else { out.skipped += 1; continue }
            var frame = e.frame
            if let parent = record.parentID, let p = solved[parent] {
                // A list's rows are recorded in content coordinates, before UIKit's safe-area inset.
                let inset = screen.document.element(id: id)?.traits?.autoresizing?.listTop
                    .map { Autoresizing.contentInset(listTop: $0, safeAreaTop: layout.safeArea.minY) } ?? 0
                frame = Rect(x: frame.minX - p.frame.minX, y: frame.minY - p.frame.minY - inset, width: frame.width, height: frame.height)
            }
            let r = record.frame
            let close = frame.isClose(to: r, within: tolerance)
            if record.sizedByText {
                out.textCompared += 1
                if close { out.textMatched += 1 } else {
                    out.textMismatches.append(Mismatch(elementID: id, role: e.role, recorded: r, solved: frame))
                }
            } else {
                out.compared += 1
                if close { out.matched += 1 } else {
                    out.mismatches.append(Mismatch(elementID: id, role: e.role, recorded: r, solved: frame))
                }
            }
        }
        return out
    }

    public mutating func add(_ other: FrameComparison) {
        compared += other.compared; matched += other.matched; textCompared += other.textCompared
        textMatched += other.textMatched; skipped += other.skipped; mismatches += other.mismatches
        otherCanvas += other.otherCanvas; textMismatches += other.textMismatches
    }
}

extension LayoutScreen {
    /// The screen's document with its placeholder constraints put back, as Xcode's canvas lays it
    /// out; nil where it has none.
    public var canvasDocument: LayoutDocument? {
        guard !designTimeConstraints.isEmpty else { return nil }
        func adding(_ elements: [Element]) -> [Element] {
            elements.map { element in
                var e = element
                if let extra = designTimeConstraints[e.id] { e.constraints = (e.constraints ?? []) + extra }
                e.children = adding(e.children)
                return e
            }
        }
        var canvas = document
        canvas.elements = adding(document.elements)
        return canvas
    }
}

private extension Rect {
    func isClose(to other: Rect, within tolerance: Double) -> Bool {
        abs(minX - other.minX) <= tolerance && abs(minY - other.minY) <= tolerance
            && abs(width - other.width) <= tolerance && abs(height - other.height) <= tolerance
    }
}
