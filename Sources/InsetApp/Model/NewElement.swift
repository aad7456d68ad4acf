import InsetCore

/// An element the Add menu makes: an id free in the document, and keys that place it where it
/// shows (near the top leading corner of its parent, or of the safe area at the top level) with
/// a size, so it lays out without ambiguity or conflict the moment it is added.
enum NewElement {
    /// The menu's groups, every role in one of them.
    enum Group: String, CaseIterable {
        case containers = "Containers", content = "Content", controls = "Controls", bars = "Bars and Ornaments"

        var roles: [Role] { Role.allCases.filter { NewElement.group(of: $0) == self } }

        var title: String {
            switch self {
            case .containers: return tr("Containers")
            case .content: return tr("Content")
            case .controls: return tr("Controls")
            case .bars: return tr("Bars and Ornaments")
            }
        }
    }

    static func group(of role: Role) -> Group {
        switch role {
        case .view, .background, .list, .card: .containers
        case .text, .image: .content
        case .button, .link, .textField, .searchField, .switch, .slider, .stepper, .segmentedControl, .control: .controls
        case .navigationBar, .tabBar, .toolbar, .ornament: .bars
        }
    }

    /// "Navigation Bar" for `navigationBar`.
    static func title(of role: Role) -> String {
        var words: [String] = []
        for character in role.rawValue {
            if character.isUppercase || words.isEmpty { words.append(String(character).uppercased()) } else { words[words.count - 1].append(character) }
        }
        return words.joined(separator: " ")
    }

    /// The role's name, or the name with the first free number from 2: "button", "button2", …
    static func id(for role: Role, in document: LayoutDocument) -> String {
        let taken = Set(document.allElements.map(\.id))
        let base = role.rawValue
        if !taken.contains(base) && Guide(rawValue: base) == nil { return base }
        var number = 2
        while taken.contains("\(base)\(number)") { number += 1 }
        return "\(base)\(number)"
    }

    /// A fresh element of `role`; `nested` when it goes inside another element.
    static func make(_ role: Role, id: String, nested: Bool) -> Element {
        let leading = nested ? "leading == parent.leading + 16" : "leading == margins.leading"
        let trailing = nested ? "trailing == parent.trailing - 16" : "trailing == margins.trailing"
        let top = nested ? "top == parent.top + 16" : "top == safeArea.top + 16"
        let edges = nested
            ? ["left == parent.left", "right == parent.right", "top == parent.top", "bottom == parent.bottom"]
            : ["left == screen.left", "right == screen.right", "top == screen.top", "bottom == screen.bottom"]
        let left = nested ? "left == parent.left" : "left == screen.left"
        let right = nested ? "right == parent.right" : "right == screen.right"
        switch role {
        case .background:
            return Element(id: id, role: role, constraints: edges)
        case .view, .image, .card:
            return Element(id: id, role: role, constraints: [leading, top, "width == 120", "height == 120"])
        case .list:
            return Element(id: id, role: role, constraints: [leading, trailing, top, "height == 240"])
        case .text:
            return Element(id: id, role: role, text: "Text", fontSize: 17, constraints: [leading, top])
        case .button:
            return Element(id: id, role: role, text: "Button", fontSize: 17, constraints: [leading, top, "height >= 44"])
        case .link:
            return Element(id: id, role: role, text: "Link", fontSize: 17, constraints: [leading, top, "height >= 44"])
        case .textField, .searchField:
            return Element(id: id, role: role, constraints: [leading, trailing, top, "height == 44"])
        case .segmentedControl:
            return Element(id: id, role: role, text: "First | Second", fontSize: 13,
                           constraints: [leading, trailing, top, "height == 44"])
        case .switch, .stepper:
            return Element(id: id, role: role, constraints: [leading, top])
        case .slider:
            return Element(id: id, role: role, constraints: [leading, trailing, top])
        case .control:
            return Element(id: id, role: role, constraints: [leading, top, "width == 44", "height == 44"])
        case .navigationBar, .toolbar:
            return Element(id: id, role: role, constraints: [left, right, nested ? "top == parent.top" : "top == safeArea.top"])
        case .tabBar:
            return Element(id: id, role: role,
                           constraints: [left, right, nested ? "bottom == parent.bottom" : "bottom == safeArea.bottom"])
        case .ornament:
            return Element(id: id, role: role, constraints: [leading, top, "width == 200", "height == 60"])
        }
    }
}
