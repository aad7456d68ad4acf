import InsetCore
import InsetGtk
import InsetRender

/// The "All Devices" view: the layout on every device of its platform (each split on iPads) as a
/// grid of live thumbnails with their finding counts. Choosing one makes it the current environment.
@MainActor
final class DeviceGrid {
    let root = Box(.vertical)
    let model: DeviceGridModel
    /// A card was chosen: the window goes back to the canvas.
    var onChosen: (() -> Void)?
    private let summary = Label("")
    private let problems = Label("")
    private let spinner = Spinner()
    /// The sections, each a heading over a flow of its cards, one under another.
    private let column = Box(.vertical, spacing: 4)
    /// Each section's flow and the index of its first card.
    private var sections: [(flow: FlowBox, first: Int)] = []
    private let loading = Box(.vertical, spacing: 12)
    private let scroller = ScrolledWindow()
    private var cards: [DeviceCard] = []
    /// "Devices | Languages": every device in the language picked, or every language on the device.
    private let devicesButton = ToggleButton(iconName: "phone-apple-iphone-symbolic", label: tr("_Devices"))
    private let languagesButton = ToggleButton(iconName: "preferences-desktop-locale-symbolic", label: tr("_Languages"))

    init(inspector: Inspector, model: DeviceGridModel) {
        self.model = model
        root.name = "device-grid"
        root.addCSSClass("device-grid-view")

        let header = Box(.horizontal, spacing: 8)
        header.setMargins(top: 14, start: 24, bottom: 4, end: 24)
        let axis = Box(.horizontal)
        axis.addCSSClass("linked")
        devicesButton.tooltip = tr("Every device, in the language picked")
        languagesButton.tooltip = tr("Every language and pseudo-language, on the device picked")
        languagesButton.join(devicesButton)
        devicesButton.isActive = true
        devicesButton.onToggled { [unowned self] active in if active { self.model.byLanguage = false } }
        languagesButton.onToggled { [unowned self] active in if active { self.model.byLanguage = true } }
        axis.append(devicesButton)
        axis.append(languagesButton)
        header.append(axis)
        summary.addCSSClass("heading")
        summary.xalign = 0
        summary.hexpand = true
        summary.ellipsizeEnd()
        summary.name = "device-grid-summary"
        header.append(summary)
        header.append(spinner)
        problems.addCSSClass("dim-label")
        problems.name = "device-grid-problems"
        header.append(problems)
        root.append(header)

        column.setAlign(vertical: .start)
        column.setMargins(top: 4, start: 24, bottom: 24, end: 24)
        column.addCSSClass("device-grid")
        column.setAccessibleLabel(tr("All devices"))
        scroller.setPolicy(horizontal: .never, vertical: .automatic)
        scroller.child = column
        scroller.vexpand = true
        // Thumbnails out of sight wait until they scroll (or the view grows) into it.
        scroller.vadjustment.onValueChanged { [unowned self] in self.drawCardsInSight() }
        scroller.vadjustment.onChanged { [unowned self] in self.drawCardsInSight() }

        loading.setAlign(horizontal: .center, vertical: .center)
        let bigSpinner = Spinner()
        bigSpinner.setSizeRequest(width: 32, height: 32)
        bigSpinner.isSpinning = true
        loading.append(bigSpinner)
        let checking = Label(tr("Checking every device…"))
        checking.addCSSClass("dim-label")
        loading.append(checking)
        loading.vexpand = true
        // Shown and hidden rather than a stack's crossfade, so a screenshot never catches both.
        root.append(loading)
        root.append(scroller)

        model.observe { [unowned self] in self.refresh() }
        inspector.observe { [unowned self] change in
            if change.contains(.environment) { self.markCurrent() }
            if change.contains(.overlays) { for card in self.cards { card.options = self.thumbnailOptions } }
        }
        refresh()
    }

    /// Every language on the device, or every device: as the Devices | Languages switch picks.
    func showLanguages(_ on: Bool) {
        (on ? languagesButton : devicesButton).isActive = true
        model.byLanguage = on
    }

    /// Turns keeping the grid up to date on or off; on, the keyboard focus goes to the current card.
    func setShown(_ shown: Bool) {
        model.isActive = shown
        if shown { revealCurrent() }
    }

    /// What a thumbnail draws over the layout: its findings, in the window's light or dark, no caption.
    private var thumbnailOptions: OverlayOptions {
        var options = OverlayOptions(safeArea: false, keyboard: false, split: false, sizeClassBadge: false,
                                     findings: true, appearance: model.inspector.overlays.appearance)
        options.thumbnail = true
        return options
    }

    private func refresh() {
        spinner.isSpinning = model.isUpdating
        spinner.isVisible = model.isUpdating && model.content != nil
        loading.isVisible = model.content == nil
        scroller.isVisible = model.content != nil
        guard let content = model.content else {
            summary.text = ""
            problems.text = ""
            return
        }
        let environments = content.cards.map(\.environment)
        if environments != cards.map(\.environment) {
            // Other devices or options: new cards. The same ones: new thumbnails in the cards there are.
            let first = cards.isEmpty
            cards = content.cards.map { DeviceCard($0, options: thumbnailOptions) }
            for card in cards { card.isInSight = { [unowned self, unowned card] in self.isInSight(card) } }
            build(content.sections)
            // The first cards of a grid on screen take the keyboard focus, as `setShown` would have.
            if first, model.isActive { revealCurrent() }
        } else {
            for (card, update) in zip(cards, content.cards) { card.show(update) }
        }
        markCurrent()
        summarize(content)
    }

    /// A heading and a flow of cards per section, replacing what the column held.
    private func build(_ layout: [DeviceGridContent.Section]) {
        column.removeAll()
        sections = layout.map { section in
            let heading = Label(section.title)
            heading.addCSSClass("heading")
            heading.xalign = 0
            heading.setMargins(top: 16, start: 4, bottom: 2)
            column.append(heading)
            let flow = FlowBox()
            flow.selectionMode = .none
            flow.isHomogeneous = true
            flow.setSpacing(columns: 16, rows: 16)
            flow.setChildrenPerLine(minimum: 1, maximum: 24)
            flow.setAlign(vertical: .start)
            flow.setAccessibleLabel(section.title)
            let first = section.cards.lowerBound
            flow.onChildActivated { [unowned self] index in
                self.model.choose(first + index)
                self.onChosen?()
            }
            for card in cards[section.cards] { flow.append(card.root) }
            column.append(flow)
            return (flow, first)
        }
    }

    /// The section flow holding card `index`, and the card's place in it.
    private func place(of index: Int) -> (flow: FlowBox, index: Int)? {
        guard let section = sections.last(where: { $0.first <= index }) else { return nil }
        return (section.flow, index - section.first)
    }

    private func summarize(_ content: DeviceGridContent) {
        column.setAccessibleLabel(model.byLanguage ? tr("All languages") : tr("All devices"))
        let failing = content.cards.filter { !$0.findings.isEmpty }.count
        problems.text = failing == 0 ? tr("No problems anywhere") : tr("{failing} of {count} with problems", ["failing": failing, "count": content.cards.count])
        if model.byLanguage, let first = content.cards.first {
            summary.text = tr("{languages} on {device}", ["languages": trn("{n} language", "{n} languages", content.cards.count),
                                                          "device": first.environment.label])
            return
        }
        let devices = Set(content.cards.map(\.environment.device.id)).count
        let onDevices = trn("{n} device", "{n} devices", devices)
        // iPads show each split too: "68 layouts on 17 devices".
        var parts = [content.cards.count > devices ? tr("{count} layouts on {devices}", ["count": content.cards.count, "devices": onDevices]) : onDevices]
        if let orientation = content.cards.first?.environment.orientation { parts.append(orientation.title.capitalized) }
        summary.text = parts.joined(separator: " · ")
    }

    /// Scrolls the current card into view and gives it the keyboard focus, once the cards are laid
    /// out: the frame after next, as the next one lays out cards just added.
    private func revealCurrent() {
        var frames = 0
        column.addTickCallback { [weak self] in
            frames += 1
            guard frames >= 2, let self else { return frames < 2 }
            self.scrollToCurrent()
            return false
        }
    }

    private func scrollToCurrent() {
        guard let index = model.currentIndex, cards.indices.contains(index), let place = place(of: index) else { return }
        place.flow.focus(place.index)
        let card = cards[index].root
        guard let top = card.translate(x: 0, y: 0, to: column)?.y else { return }
        let adjustment = scroller.vadjustment
        if top < adjustment.value || top + Double(card.allocatedHeight) > adjustment.value + adjustment.pageSize {
            adjustment.value = top
        }
    }

    /// Whether a card is in the scrolled view or half a view from it, where a scroll soon brings it.
    /// Measured in the grid's own coordinates, which scrolling doesn't change.
    private func isInSight(_ card: DeviceCard) -> Bool {
        guard let top = card.root.translate(x: 0, y: 0, to: column)?.y else { return false }
        let adjustment = scroller.vadjustment
        let reach = adjustment.pageSize / 2
        return top + Double(card.root.allocatedHeight) > adjustment.value - reach
            && top < adjustment.value + adjustment.pageSize + reach
    }

    private func drawCardsInSight() {
        for card in cards where card.waitsToDraw && isInSight(card) { card.redraw() }
    }

    /// Rings the current environment's card; its accessible name says it is current.
    private func markCurrent() {
        let current = model.currentIndex
        for (index, card) in cards.enumerated() {
            card.isCurrent = index == current
            if let place = place(of: index) { place.flow.setAccessibleLabel(card.accessibleLabel, at: place.index) }
        }
    }
}

/// One card of the grid: the thumbnail, the device and what sets the card apart, and its problem count.
@MainActor
private final class DeviceCard {
    let root = Box(.vertical, spacing: 4)
    private let thumbnail = DrawingArea()
    private let title = Label("")
    private let detail = Label("")
    private let count = Label("")
    private var card: DeviceGridContent.Card
    private var drawing: CanvasDrawing
    var options: OverlayOptions {
        didSet { redraw() }
    }
    /// Whether the card is in the scrolled view now; thumbnails out of sight aren't drawn, so an
    /// edit redraws a few, not every device's.
    var isInSight: () -> Bool = { true }
    /// Its thumbnail was skipped out of sight and is drawn once the card comes into view.
    private(set) var waitsToDraw = false
    var isCurrent = false {
        didSet { isCurrent ? root.addCSSClass("current") : root.removeCSSClass("current") }
    }

    static let thumbnailSize = (width: 200, height: 200)

    init(_ card: DeviceGridContent.Card, options: OverlayOptions) {
        self.card = card
        self.options = options
        drawing = CanvasDrawing(layout: card.layout, findings: card.findings, options: options)
        root.addCSSClass("card")
        root.addCSSClass("device-card")
        thumbnail.setContentSize(width: DeviceCard.thumbnailSize.width, height: DeviceCard.thumbnailSize.height)
        thumbnail.addCSSClass("device-thumbnail")
        thumbnail.setDraw { [unowned self] cr, width, height in self.draw(cr, width, height) }
        root.append(thumbnail)
        title.addCSSClass("heading")
        title.xalign = 0
        // Long names wrap rather than widen the card ("10.9” iPad Air (More Space)" has to show whole).
        title.wraps = true
        title.setMaxWidthChars(12)
        title.setAlign(vertical: .start)
        title.vexpand = true
        title.setMargins(top: 6, start: 4, end: 4)
        root.append(title)
        let row = Box(.horizontal, spacing: 6)
        row.setMargins(start: 4, bottom: 2, end: 2)
        detail.addCSSClass("dim-label")
        detail.addCSSClass("caption")
        detail.xalign = 0
        detail.hexpand = true
        detail.ellipsizeEnd()
        detail.setMaxWidthChars(8)
        row.append(detail)
        count.setAlign(vertical: .center)
        row.append(count)
        root.append(row)
        show(card)
    }

    var environment: Environment { card.environment }

    var accessibleLabel: String { card.accessibleLabel + (isCurrent ? ", current" : "") }

    func show(_ card: DeviceGridContent.Card) {
        self.card = card
        title.text = card.title
        root.tooltip = card.title
        detail.text = card.detail
        count.text = card.count
        for name in ["count-pill", "error", "warning", "info", "dim-label", "caption"] { count.removeCSSClass(name) }
        if let worst = card.worst {
            count.addCSSClass("count-pill")
            count.addCSSClass(worst.rawValue)
        } else {
            count.addCSSClass("dim-label")
            count.addCSSClass("caption")
        }
        redraw()
    }

    func redraw() {
        drawing = CanvasDrawing(layout: card.layout, findings: card.findings, options: options)
        thumbnail.queueDraw()
    }

    /// The device and what reaches past it, as large as fits, centred.
    private func draw(_ cr: OpaquePointer, _ width: Int, _ height: Int) {
        waitsToDraw = !isInSight()
        guard !waitsToDraw else { return }
        let device = drawing.canvas.deviceRect
        let inset = 10.0
        let scale = min((Double(width) - 2 * inset) / device.width, (Double(height) - 2 * inset) / device.height)
        guard scale > 0 else { return }
        let x = (Double(width) - device.width * scale) / 2 - device.x * scale
        let y = (Double(height) - device.height * scale) / 2 - device.y * scale
        drawing.draw(cr: cr, scale: scale, origin: (x, y))
    }
}
