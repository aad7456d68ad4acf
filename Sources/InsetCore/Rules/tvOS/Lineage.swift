/// Parent links of a solved layout, so rules can tell a container from what it holds.
struct Lineage {
    private let parents: [String: String]
    private let byID: [String: LaidOutElement]

    init(_ layout: SolvedLayout) {
        var parents: [String: String] = [:], byID: [String: LaidOutElement] = [:]
        for element in layout.elements {
            byID[element.id] = element
            if let parent = element.parentID { parents[element.id] = parent }
        }
        self.parents = parents; self.byID = byID
    }

    /// The element's containers, nearest first.
    func ancestors(of id: String) -> [LaidOutElement] {
        var out: [LaidOutElement] = []
        var current = parents[id]
        while let parent = current, let element = byID[parent] {
            out.append(element)
            current = parents[parent]
        }
        return out
    }

    /// Whether one of the two contains the other, so they are one thing on screen rather than neighbours.
    func nested(_ a: String, _ b: String) -> Bool {
        ancestors(of: a).contains { $0.id == b } || ancestors(of: b).contains { $0.id == a }
    }

    /// Whether any visible element has this one as its parent.
    func hasChildren(_ id: String) -> Bool { parents.values.contains(id) }
}
