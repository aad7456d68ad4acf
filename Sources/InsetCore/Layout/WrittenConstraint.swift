import Cassowary

/// A constraint of an element's list in force, or one of the four a frame stands for, with the
/// solver's constraint made from it, so a live drag can take out the ones that place the element.
struct WrittenConstraint {
    /// The element whose list holds it (or whose frame it is).
    var owner: String
    /// 1-based position in the list; 0 for a frame's.
    var index: Int
    var spec: ConstraintSpec
    var constraint: Constraint
}

extension ConstraintSpec {
    /// What a frame means to the engine: its origin from the parent's, its size outright.
    static func placing(_ frame: Rect) -> [ConstraintSpec] {
        [ConstraintSpec(first: Anchor(item: .this, attribute: .left), relation: .equal,
                        second: Anchor(item: .guide(.parent), attribute: .left), constant: frame.x),
         ConstraintSpec(first: Anchor(item: .this, attribute: .top), relation: .equal,
                        second: Anchor(item: .guide(.parent), attribute: .top), constant: frame.y),
         ConstraintSpec(first: Anchor(item: .this, attribute: .width), relation: .equal, constant: frame.width),
         ConstraintSpec(first: Anchor(item: .this, attribute: .height), relation: .equal, constant: frame.height)]
    }
}
