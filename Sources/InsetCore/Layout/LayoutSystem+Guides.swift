import Cassowary

/// Guides as variables the solver holds, pinned to this environment's rectangles by required
/// constraints. A constraint that reads a guide then reads no constant of the environment: moved
/// to another environment (`moved(to:)`), the system changes the pins' few constants instead of
/// making every such constraint again, and the elements' constraints stay as they are.
extension LayoutSystem {
    /// A guide as bars and what they hold see it (`inBar`), or as content does.
    struct GuideKey: Hashable {
        let guide: Guide
        let inBar: Bool
    }

    /// One guide's variables and the constraints holding them at its rectangle.
    final class PinnedGuide {
        let box: Box
        let pins: [Constraint]
        init(box: Box, pins: [Constraint]) {
            self.box = box
            self.pins = pins
        }
    }

    /// `guide`'s box for `element`, made and pinned the first time a constraint reads it.
    func guideBox(_ guide: Guide, for element: EffectiveElement) -> Box {
        let key = GuideKey(guide: guide, inBar: element.inBar)
        if let pinned = pinnedGuides[key] { return pinned.box }
        let name = "\(key.inBar ? "bar." : "")\(guide.rawValue)"
        let box = Box(left: Variable("\(name).left"), top: Variable("\(name).top"),
                      width: Variable("\(name).width"), height: Variable("\(name).height"))
        let pins = Self.pins(box, at: guideRect(key))
        // New variables, so nothing can contradict their pins.
        for pin in pins { try? solver.add(pin) }
        pinnedGuides[key] = PinnedGuide(box: box, pins: pins)
        return box
    }

    /// In a moved system, gives every pin its guide's rectangle here (with the other new constants).
    func repinGuides() {
        guard let c = carried else { return }
        for (key, pinned) in pinnedGuides {
            let rect = guideRect(key)
            for (pin, new) in zip(pinned.pins, Self.pins(pinned.box, at: rect)) {
                c.pending.append((pin, new.expression.constant))
            }
        }
    }

    private static func pins(_ box: Box, at rect: Rect) -> [Constraint] {
        [box.left == rect.minX, box.top == rect.minY, box.width == rect.width, box.height == rect.height]
    }
}
