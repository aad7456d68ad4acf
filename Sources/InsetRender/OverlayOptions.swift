import InsetCore

/// What the canvas draws over the screen besides the layout itself.
public struct OverlayOptions: Hashable, Sendable {
    public var safeArea: Bool
    public var margins: Bool
    public var readable: Bool
    /// The keyboard layout guide's outline (the keyboard itself shows whenever the environment has it).
    public var keyboard: Bool
    /// Labels on the windows of an iPad split.
    public var split: Bool
    public var sizeClassBadge: Bool
    /// Drawn small, as a grid's thumbnail: without the caption above the device or the marks on
    /// findings, which keep their size at any zoom and would cover the layout.
    public var thumbnail = false
    public var outlines: Bool
    public var names: Bool
    public var findings: Bool
    public var selectedElementID: String?
    /// Light or dark: the screen's own colours (as the device would draw them) and the backdrop.
    public var appearance: Appearance

    public enum Appearance: String, Hashable, Sendable, CaseIterable { case light, dark }

    public init(safeArea: Bool = true, margins: Bool = false, readable: Bool = false,
                keyboard: Bool = true, split: Bool = true, sizeClassBadge: Bool = true,
                outlines: Bool = false, names: Bool = false, findings: Bool = true,
                selectedElementID: String? = nil, appearance: Appearance = .light) {
        self.safeArea = safeArea; self.margins = margins; self.readable = readable
        self.keyboard = keyboard; self.split = split; self.sizeClassBadge = sizeClassBadge
        self.outlines = outlines; self.names = names; self.findings = findings
        self.selectedElementID = selectedElementID; self.appearance = appearance
    }

    /// Every guide and label on: what `inset render` and reports draw by default.
    public static let all = OverlayOptions(safeArea: true, margins: true, readable: true, keyboard: true,
                                           split: true, sizeClassBadge: true, outlines: true, names: false,
                                           findings: true)
}
