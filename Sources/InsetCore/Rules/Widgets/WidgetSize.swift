/// A widget drawn at a size its family doesn't have on the device, so the system would crop or pad it.
///
/// The layout's bounds are the family's size on the device (seed 004's tables, in the catalog);
/// the file declares its own canvas with top-level backgrounds, which must match that size, and
/// top-level containers, which must fit in it.
struct WidgetSize: Rule {
    let id = "widget-size"
    let defaultSeverity = Severity.error
    let defaultThreshold: Double? = nil
    let platforms: Set<Platform> = [.widget]
    let summary = tr("A widget whose bounds don't match the specified size for its family on the chosen device")
    let guideline = Guideline(
        quote: tr("Design content to look great on all devices and scale factors, letting the system resize or scale as necessary. In iOS, the system ensures that your widget looks good on small devices by resizing the content you design for large devices. In iPadOS, the system renders your widget at a large size before scaling it down for display on the Home Screen. As you create design comprehensives for various devices and scale factors, use the values listed in Specifications for guidance; for your production widget, use SwiftUI to ensure flexibility."),
        source: "004", section: tr("Widgets › Adapting to different screen sizes"))

    func check(_ context: RuleContext) -> [Finding] {
        guard let family = context.environment.widgetFamily else { return [] }
        let device = context.environment.device
        let kind = family.phrase
        guard let size = device.widgetSizes?[family.rawValue] else {
            return [context.finding(self, tr("{device} has no {kind} in seed 004's tables", ["device": device.name, "kind": kind]),
                                    elements: [], rect: context.layout.bounds)]
        }
        return context.elements.compactMap { element in
            let f = element.frame
            guard element.parentID == nil, !f.isEmpty else { return nil }
            let wrongWidth = abs(f.width - size.width) > 0.5, wrongHeight = abs(f.height - size.height) > 0.5
            let declaresCanvas = element.role == .background && (wrongWidth || wrongHeight)
            let tooBig = element.role == .view && (f.width > size.width + 0.5 || f.height > size.height + 0.5)
            guard declaresCanvas || tooBig else { return nil }
            return context.finding(
                self, tr("\"{element}\" is {width} × {height} pt, but a {kind} on {device} is {width2} × {height2} pt", ["element": element.id, "width": pt(f.width), "height": pt(f.height), "kind": kind, "device": device.name, "width2": pt(size.width), "height2": pt(size.height)]),
                elements: [element.id], rect: f, fix: fit(element, wrongWidth: wrongWidth, wrongHeight: wrongHeight, context))
        }
    }

    /// Sizes the element to the widget: a frame to the bounds, or `width == parent.width` where no pair of sides sets it.
    private func fit(_ element: LaidOutElement, wrongWidth: Bool, wrongHeight: Bool, _ context: RuleContext) -> Fix? {
        if element.constraints.isEmpty {
            return SideFix.setting(element, frame: context.layout.bounds, summary: tr("fill the widget"), in: context)
        }
        let own = element.constraints.filter { $0.first.item == .this }.map(\.first.attribute)
        var edits: [Fix.Edit] = []
        for (attribute, wrong) in [(Attribute.width, wrongWidth), (.height, wrongHeight)] where wrong {
            // Two sides pinned already set the size; a size constraint beside them would conflict.
            guard Set(own.filter { $0.isHorizontal == attribute.isHorizontal && $0 != attribute }).count <= 1 else { return nil }
            edits.append(.setConstraint(attribute: attribute, constraint: "\(attribute.rawValue) == parent.\(attribute.rawValue)"))
        }
        return Fix(summary: tr("size it to the widget"), elementID: element.id, edits: edits)
    }
}
