/// The loader's rules for one element's keys, so an edit can't make a file that wouldn't load.
/// The app's inspector checks what is typed with the same rules, before it becomes an edit.
public enum ElementValidation {
    /// Constraints (own and variants'), font sizes and frames of `element`, not of its children;
    /// `ids` are every id in the document the element is in.
    static func check(_ element: Element, ids: Set<String>) throws(EditError) {
        for (variant, list) in element.constraintLists {
            try checkConstraints(list, of: element.id, variant: variant, ids: ids)
        }
        try checkFontSize(element.fontSize, of: element.id, key: "fontSize")
        try checkFrame(element.frame, of: element.id, key: "frame")
        for (index, variant) in element.variants.enumerated() {
            try checkFontSize(variant.fontSize, of: element.id, key: tr("variant {number}: fontSize", ["number": index + 1]))
            try checkFrame(variant.frame, of: element.id, key: tr("variant {number}: frame", ["number": index + 1]))
        }
    }

    static func checkConstraints(_ list: [String], of id: String, variant: Int?, ids: Set<String>) throws(EditError) {
        for (index, text) in list.enumerated() {
            do {
                _ = try ConstraintParser.parse(text, elementIDs: ids)
            } catch {
                throw .invalidConstraint(elementID: id, variant: variant, index: index, syntax: error)
            }
        }
    }

    public static func checkFontSize(_ size: Double?, of id: String, key: String) throws(EditError) {
        guard let size, !(size > 0 && size.isFinite) else { return }
        throw .invalidValue(elementID: id, key: key,
                            reason: tr("expected a positive number of points, found {value}", ["value": ConstraintText.number(size)]))
    }

    public static func checkFrame(_ frame: Rect?, of id: String, key: String) throws(EditError) {
        guard let frame else { return }
        for (name, value) in zip(["x", "y", "width", "height"], frame.array) {
            if !value.isFinite {
                throw .invalidValue(elementID: id, key: key, reason: tr("{name} is {value}; it must be a number of points", ["name": name, "value": value]))
            }
            if name.count > 1, value < 0 {
                throw .invalidValue(elementID: id, key: key,
                                    reason: tr("{name} is {value}; it must be 0 or more", ["name": name, "value": ConstraintText.number(value)]))
            }
        }
    }

    /// A new id: well formed, not a guide's name, not taken.
    public static func checkID(_ id: String, for elementID: String, taken: Set<String>) throws(EditError) {
        if !LayoutDecoder.isValidID(id) {
            throw .invalidValue(elementID: elementID, key: "id",
                                reason: tr("\"{id}\" is not a valid id; an id starts with a letter or \"_\" and goes on with letters, digits, \"_\" or \"-\"", ["id": id]))
        }
        if Guide(rawValue: id) != nil {
            throw .invalidValue(elementID: elementID, key: "id",
                                reason: tr("\"{id}\" is the name of a guide, so constraints can't refer to this element; choose another id", ["id": id]))
        }
        if taken.contains(id) {
            throw .invalidValue(elementID: elementID, key: "id",
                                reason: tr("\"{id}\" is already the id of another element; ids are unique in the file", ["id": id]))
        }
    }
}
