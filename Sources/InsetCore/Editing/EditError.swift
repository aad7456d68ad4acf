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
    /// The document is a storyboard or xib, which this version reads but doesn't write.
    case readOnly

    public var description: String {
        switch self {
        case .noElement(let id):
            return "there is no element \"\(id)\""
        case .invalidConstraint(let id, let variant, let index, let syntax):
            let list = variant.map { "variant \($0 + 1): " } ?? ""
            return "element \"\(id)\": \(list)constraint \(index + 1): \(syntax)"
        case .invalidValue(let id, let key, let reason):
            return "element \"\(id)\": \(key): \(reason)"
        case .notPlaced(let id, let axis):
            return "element \"\(id)\": nothing places it \(axis.adverb), so it can't move that way; give it a constraint such as \(axis == .horizontal ? "\"leading == margins.leading\"" : "\"top == safeArea.top\"") first"
        case .cycle(let id, let parent):
            return parent == id
                ? "element \"\(id)\" can't be put inside itself"
                : "element \"\(id)\" can't be put inside \"\(parent)\", which is inside it"
        case .fixFailed(let reason):
            return "the fix no longer applies: \(reason)"
        case .readOnly:
            return EditError.readOnlyExplanation
        }
    }
}

extension EditError {
    /// Why a storyboard or xib can't be changed, for messages and tooltips alike.
    public static let readOnlyExplanation =
        "Editing storyboards and xibs isn't available yet; Inset checks them as they are (open the scene in Xcode to change it)"
}
