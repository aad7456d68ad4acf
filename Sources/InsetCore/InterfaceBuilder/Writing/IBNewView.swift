/// The XML Interface Builder writes for a view added from its library, for the roles a storyboard
/// reads back as the same role. The frame is written by Update Frames once the view is placed.
enum IBNewView {
    static let roles: Set<Role> = [.view, .text, .image, .button, .textField, .searchField, .switch, .slider,
                                   .stepper, .segmentedControl, .list]

    /// The element (and any new children) as lines indented by `indent`.
    static func xml(_ element: Element, indent: String, children: (Element, String) throws(IBDocumentWriter.Refusal) -> String) throws(IBDocumentWriter.Refusal) -> String {
        guard roles.contains(element.role) else {
            throw IBDocumentWriter.Refusal(description: tr("a {role} has no view class of its own in a storyboard; add a view, a label or a button instead", ["role": element.role.rawValue]))
        }
        let id = element.id
        let text = XMLText.escape(element.text ?? "")
        let textAttribute = element.text.map { " text=\"\(XMLText.escape($0))\"" } ?? ""
        let size = IBFormat.number(element.fontSize ?? 17)
        let hidden = element.hidden == true ? " hidden=\"YES\"" : ""
        let constrained = " translatesAutoresizingMaskIntoConstraints=\"NO\"\(hidden) id=\"\(id)\""
        let inner = indent + "    "
        var body = [inner + "<rect key=\"frame\" x=\"0\" y=\"0\" width=\"0\" height=\"0\"/>"]
        let open: String, tag: String
        switch element.role {
        case .text:
            tag = "label"
            open = "<label opaque=\"NO\" userInteractionEnabled=\"NO\" contentMode=\"left\" horizontalHuggingPriority=\"251\" verticalHuggingPriority=\"251\"\(textAttribute) textAlignment=\"natural\" lineBreakMode=\"tailTruncation\" baselineAdjustment=\"alignBaselines\" adjustsFontSizeToFit=\"NO\"\(constrained)>"
            body += [inner + "<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"\(size)\"/>",
                     inner + "<nil key=\"textColor\"/>", inner + "<nil key=\"highlightedColor\"/>"]
        case .button:
            tag = "button"
            open = "<button opaque=\"NO\" contentMode=\"scaleToFill\" contentHorizontalAlignment=\"center\" contentVerticalAlignment=\"center\" buttonType=\"system\" lineBreakMode=\"middleTruncation\"\(constrained)>"
            body += [inner + "<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"\(size)\"/>",
                     inner + "<state key=\"normal\" title=\"\(text)\"/>"]
        case .textField:
            tag = "textField"
            open = "<textField opaque=\"NO\" contentMode=\"scaleToFill\" contentHorizontalAlignment=\"left\" contentVerticalAlignment=\"center\"\(textAttribute) borderStyle=\"roundedRect\" textAlignment=\"natural\" minimumFontSize=\"17\"\(constrained)>"
            body += [inner + "<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"\(IBFormat.number(element.fontSize ?? 14))\"/>",
                     inner + "<textInputTraits key=\"textInputTraits\"/>"]
        case .searchField:
            tag = "searchBar"
            open = "<searchBar contentMode=\"redraw\"\(textAttribute)\(constrained)>"
            body += [inner + "<textInputTraits key=\"textInputTraits\"/>"]
        case .switch:
            tag = "switch"
            open = "<switch opaque=\"NO\" contentMode=\"scaleToFill\" horizontalHuggingPriority=\"750\" verticalHuggingPriority=\"750\" contentHorizontalAlignment=\"center\" contentVerticalAlignment=\"center\" on=\"YES\"\(constrained)>"
        case .slider:
            tag = "slider"
            open = "<slider opaque=\"NO\" contentMode=\"scaleToFill\" contentHorizontalAlignment=\"center\" contentVerticalAlignment=\"center\" value=\"0.5\" minValue=\"0.0\" maxValue=\"1\"\(constrained)>"
        case .stepper:
            tag = "stepper"
            open = "<stepper opaque=\"NO\" contentMode=\"scaleToFill\" horizontalHuggingPriority=\"750\" verticalHuggingPriority=\"750\" contentHorizontalAlignment=\"center\" contentVerticalAlignment=\"center\" maximumValue=\"100\"\(constrained)>"
        case .segmentedControl:
            tag = "segmentedControl"
            open = "<segmentedControl opaque=\"NO\" contentMode=\"scaleToFill\" contentHorizontalAlignment=\"left\" contentVerticalAlignment=\"top\" segmentControlStyle=\"plain\" selectedSegmentIndex=\"0\"\(constrained)>"
            let titles = (element.text ?? "").components(separatedBy: " | ")
            body += [inner + "<segments>"] + titles.map { inner + "    <segment title=\"\(XMLText.escape($0))\"/>" } + [inner + "</segments>"]
        case .image:
            tag = "imageView"
            open = "<imageView clipsSubviews=\"YES\" userInteractionEnabled=\"NO\" contentMode=\"scaleAspectFit\" horizontalHuggingPriority=\"251\" verticalHuggingPriority=\"251\"\(constrained)>"
        case .list:
            tag = "tableView"
            open = "<tableView clipsSubviews=\"YES\" contentMode=\"scaleToFill\" alwaysBounceVertical=\"YES\" dataMode=\"prototypes\" style=\"plain\" separatorStyle=\"default\" rowHeight=\"-1\" estimatedRowHeight=\"-1\" sectionHeaderHeight=\"-1\" estimatedSectionHeaderHeight=\"-1\" sectionFooterHeight=\"-1\" estimatedSectionFooterHeight=\"-1\"\(constrained)>"
        default:
            tag = "view"
            open = "<view contentMode=\"scaleToFill\"\(constrained)>"
            body += [inner + "<color key=\"backgroundColor\" white=\"1\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"genericGamma22GrayColorSpace\"/>"]
        }
        if !element.children.isEmpty {
            var kids = ""
            for child in element.children { kids += try children(child, inner + "    ") }
            body.insert(inner + "<subviews>\n" + kids + inner + "</subviews>", at: 1)
        }
        return indent + open + "\n" + body.map { $0 + "\n" }.joined() + indent + "</\(tag)>\n"
    }
}
