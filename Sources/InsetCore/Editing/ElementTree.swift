/// Where an element sits in a document's tree: indices from the top-level list down, `[2, 0]`
/// being the first child of the third top-level element.
typealias ElementPath = [Int]

/// Finding and changing elements by path, so an edit touches one element and copies nothing else.
extension LayoutDocument {
    func path(of id: String) -> ElementPath? {
        func search(_ list: [Element], _ prefix: ElementPath) -> ElementPath? {
            for (index, element) in list.enumerated() {
                if element.id == id { return prefix + [index] }
                if let found = search(element.children, prefix + [index]) { return found }
            }
            return nil
        }
        return search(elements, [])
    }

    /// The element that holds the one with this id; nil at the top level or for no such element.
    public func parent(of id: String) -> Element? {
        guard let path = path(of: id), path.count > 1 else { return nil }
        return self[path: Array(path.dropLast())]
    }

    subscript(path path: ElementPath) -> Element {
        get {
            var element = elements[path[0]]
            for index in path.dropFirst() { element = element.children[index] }
            return element
        }
        set { Self.modify(&elements, path[...]) { $0 = newValue } }
    }

    /// The list an element's path indexes into: the top-level elements for `[]`, else the children
    /// of the element at `parent`.
    subscript(childrenOf parent: ElementPath) -> [Element] {
        get { parent.isEmpty ? elements : self[path: parent].children }
        set {
            if parent.isEmpty {
                elements = newValue
            } else {
                Self.modify(&elements, parent[...]) { $0.children = newValue }
            }
        }
    }

    /// Changes one element in place, through every list above it.
    mutating func modifyElement<E: Error>(at path: ElementPath, _ body: (inout Element) throws(E) -> Void) throws(E) {
        try Self.modify(&elements, path[...], body)
    }

    private static func modify<E: Error>(_ list: inout [Element], _ path: ArraySlice<Int>,
                                         _ body: (inout Element) throws(E) -> Void) throws(E) {
        let index = path.first!
        if path.count == 1 {
            try body(&list[index])
        } else {
            try modify(&list[index].children, path.dropFirst(), body)
        }
    }

    /// Every element id in the file.
    var elementIDs: Set<String> { Set(allElements.map(\.id)) }

    /// Each element's parent's id, by the element's id; top-level elements have none.
    var parentIDs: [String: String] {
        var out: [String: String] = [:]
        func walk(_ e: Element) { for c in e.children { out[c.id] = e.id; walk(c) } }
        elements.forEach(walk)
        return out
    }

    /// Whether the element at `path` is laid out in `environment`: neither it nor anything it is
    /// inside is hidden there.
    func isLaidOut(at path: ElementPath, in environment: Environment?) -> Bool {
        var list = elements
        for index in path {
            if list[index].keysInForce(in: environment).hidden { return false }
            list = list[index].children
        }
        return true
    }
}

extension Element {
    /// This element and everything inside it, depth first.
    var subtree: [Element] { [self] + children.flatMap(\.subtree) }
}
