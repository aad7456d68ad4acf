/// Applies a finding's fix to a document: what the app's "Fix" button and the tests do.
extension LayoutDocument {
    public struct FixError: Error, CustomStringConvertible, Equatable {
        public var description: String
    }

    public func applying(_ fix: Fix) throws -> LayoutDocument {
        var copy = self
        var found = false
        copy.elements = try copy.elements.map { try $0.applying(fix, found: &found) }
        guard found else { throw FixError(description: tr("no element \"{elementID}\" to fix", ["elementID": fix.elementID])) }
        return copy
    }
}

extension Element {
    fileprivate func applying(_ fix: Fix, found: inout Bool) throws -> Element {
        var e = self
        if id == fix.elementID {
            found = true
            if let index = fix.variant {
                guard variants.indices.contains(index) else {
                    throw LayoutDocument.FixError(description: tr("element \"{id}\" has no variant {number}", ["id": id, "number": index + 1]))
                }
                for edit in fix.edits { try e.variants[index].apply(edit, of: id) }
            } else {
                for edit in fix.edits { try e.apply(edit) }
            }
        }
        e.children = try children.map { try $0.applying(fix, found: &found) }
        return e
    }

    /// One edit; constraint edits turn a frame-placed element into a constraint-placed one first,
    /// so it keeps its place.
    mutating func apply(_ edit: Fix.Edit) throws {
        switch edit {
        case .setFrame(let rect):
            frame = rect
            constraints = nil
            constraintLocations = []
        case .setFontSize(let size):
            fontSize = size
        case .removeConstraint(let index):
            constraints = try ConstraintList.removing(index, from: constraints, of: "element \"\(id)\"")
            constraintLocations = []
        case .setConstraint(let attribute, let text):
            constraints = ConstraintList.setting(attribute, to: text, in: constraints ?? frameConstraints())
            frame = nil
            constraintLocations = []
        }
    }

    private func frameConstraints() -> [String] {
        guard let f = frame else { return [] }
        return ["left == parent.left + \(Rect.format(f.x))", "top == parent.top + \(Rect.format(f.y))",
                "width == \(Rect.format(f.width))", "height == \(Rect.format(f.height))"]
    }
}

extension Variant {
    /// One edit to the keys this variant gives in its environments, as `Element.apply` does to
    /// the element's own.
    fileprivate mutating func apply(_ edit: Fix.Edit, of id: String) throws {
        switch edit {
        case .setFrame(let rect):
            frame = rect
        case .setFontSize(let size):
            fontSize = size
        case .removeConstraint(let index):
            constraints = try ConstraintList.removing(index, from: constraints, of: "element \"\(id)\"'s variant")
            constraintLocations = []
        case .setConstraint(let attribute, let text):
            constraints = ConstraintList.setting(attribute, to: text, in: constraints ?? [])
            frame = nil
            constraintLocations = []
        }
    }
}

/// The constraint-list edits of a fix, the same on an element's own list and a variant's.
private enum ConstraintList {
    static func removing(_ index: Int, from list: [String]?, of owner: String) throws -> [String] {
        guard var list, list.indices.contains(index) else {
            throw LayoutDocument.FixError(description: tr("{owner} has no constraint {number}", ["owner": owner, "number": index + 1]))
        }
        list.remove(at: index)
        return list
    }

    /// `list` with the element's own constraints on `attribute` replaced by `text`.
    static func setting(_ attribute: Attribute, to text: String, in list: [String]) -> [String] {
        var list = list
        list.removeAll { string in
            guard let spec = try? ConstraintParser.parse(string) else { return false }
            return spec.first.item == .this && spec.first.attribute == attribute
        }
        list.append(text)
        return list
    }
}
