/// An edit that was refused; the document is as it was. Messages read like the loader's:
/// `element "buy": constraint 2: column 5: unknown attribute "botom" (did you mean "bottom"?)`.
public enum EditError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No element has this id.
    case noElement(String)
    /// A constraint string the parser refused, so the editor can underline it. `index` counts from
    /// 0 in the list; `variant` is the variant's index from 0 when the list is a variant's.
    case invalidConstraint(elementID: String, variant: Int?, index: Int, syntax: ConstraintSyntaxError)
    /// A value the format doesn't allow; `key` as messages name it: `id`, `fontSize`, `variant 1: frame`.
    case invalidValue(elementID: String, key: String, reason: String)
    /// A move or resize along an axis where nothing places the element.
    case notPlaced(elementID: String, axis: Axis)
    /// Putting an element inside itself or inside one of its own descendants.
    case cycle(elementID: String, parentID: String)
    /// A finding's fix that no longer applies to the document.
    case fixFailed(String)
    /// A storyboard's or xib's scene edited in a way its XML can't take here: why, and what to do.
    case notWritable(String)

    public var description: String {
        switch self {
        case .noElement(let id):
            return tr("there is no element \"{id}\"", ["id": id])
        case .invalidConstraint(let id, let variant, let index, let syntax):
            if let variant {
                return tr("element \"{id}\": variant {variant}: constraint {number}: {problem}",
                          ["id": id, "variant": variant + 1, "number": index + 1, "problem": syntax])
            }
            return tr("element \"{id}\": constraint {number}: {problem}", ["id": id, "number": index + 1, "problem": syntax])
        case .invalidValue(let id, let key, let reason):
            return tr("element \"{id}\": {key}: {reason}", ["id": id, "key": key, "reason": reason])
        case .notPlaced(let id, let axis):
            return axis == .horizontal
                ? tr("element \"{id}\": nothing places it horizontally, so it can't move that way; give it a constraint such as \"leading == margins.leading\" first", ["id": id])
                : tr("element \"{id}\": nothing places it vertically, so it can't move that way; give it a constraint such as \"top == safeArea.top\" first", ["id": id])
        case .cycle(let id, let parent):
            return parent == id
                ? tr("element \"{id}\" can't be put inside itself", ["id": id])
                : tr("element \"{id}\" can't be put inside \"{parent}\", which is inside it", ["id": id, "parent": parent])
        case .fixFailed(let reason):
            return tr("the fix no longer applies: {reason}", ["reason": reason])
        case .notWritable(let reason):
            return tr("the storyboard can't take this edit: {reason}", ["reason": reason])
        }
    }
}
