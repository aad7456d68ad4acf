/// One screen of a layout file: an inset/1 file's only one, a storyboard scene's root view, or a
/// top-level view of a xib. The engine, rules and reports see only its `document`.
public struct LayoutScreen: Hashable, Sendable {
    /// The scene's view controller id or the xib view's id; an inset/1 file's name.
    public var id: String
    public var name: String
    /// What else names the scene in its file (a storyboard identifier, a class), for `--scene`.
    public var otherNames: [String] = []
    public var document: LayoutDocument
    /// The catalog device the file was designed on (Interface Builder's "View as"), if known.
    public var authoredDevice: String?
    public var authoredOrientation: Orientation?
    /// Whether Xcode's canvas draws a status bar on the authored device: since Xcode 11 it draws
    /// none on Home-button iPhones, whose safe area then starts at the top.
    public var canvasShowsStatusBar = true
    /// The portrait top inset Xcode's canvas gives a notched iPhone where it differs from the
    /// device's: 44 pt on all before Xcode 14, 47 or 50 on the 5.8-inch canvas after
    /// (`IBDevices.canvasTopInset`).
    public var canvasTopInset: Double?
    /// Whether Xcode's canvas drew a notched iPhone's safe area twice as deep (Xcode 16).
    public var canvasDoublesSafeArea = false
    /// Where Xcode's canvas drew this page sheet's card and the safe area inside it, where
    /// that isn't as on the device (`IBDevices.canvasSheet`).
    public var canvasSheet: CanvasSheet?
    /// The canvas of a file that names no device (Xcode 6 and 7's 600×600 "any width, any
    /// height", or a freeform one), as its root views were drawn: `--device authored` lays it
    /// out there.
    public var authoredCanvasSize: Size?
    /// Xcode's recorded frames, relative to each view's superview, keyed by element id.
    public var recordedFrames: [String: RecordedFrame]
    /// The object ids of the `<constraint>`s behind each element's own constraint list, in its
    /// order ("" for one UIKit generates): what an edit of the list changes in the file.
    public var constraintIDs: [String: [String]] = [:]
    /// Constraint ids whose guide the model names otherwise than the file does (a safe area laid
    /// out as a view's own edges): an edit to one is refused, not written with the guide lost.
    public var remappedConstraints: Set<String> = []
    /// A scene's root view covers the screen (a view controller's view), so its safe area and
    /// margins are the screen's; a xib's views don't.
    public var rootFillsScreen = false
    /// The placeholder constraints the build removes, by the element that would hold them: Xcode's
    /// canvas holds them, so what they place is compared with it apart (`FrameComparison`).
    public var designTimeConstraints: [String: [String]] = [:]

    public init(id: String, name: String, document: LayoutDocument, authoredDevice: String? = nil,
                authoredOrientation: Orientation? = nil, recordedFrames: [String: RecordedFrame] = [:]) {
        self.id = id; self.name = name; self.document = document; self.authoredDevice = authoredDevice
        self.authoredOrientation = authoredOrientation; self.recordedFrames = recordedFrames
    }
}

/// A view's frame as Xcode stored it, with what Xcode said of it.
public struct RecordedFrame: Hashable, Sendable {
    public var frame: Rect
    public var parentID: String?
    /// Xcode's own flags: the frame is stale, or the constraints don't fix it.
    public var misplaced: Bool
    public var ambiguous: Bool
    /// Its size comes from its text, so font metrics (Inter for SF Pro) move it.
    public var sizedByText: Bool
    /// Placed in Xcode by placeholder constraints, which the build removes for ones the code adds:
    /// the recorded frame is Xcode's stand-in, not the run-time one.
    public var designTimeOnly = false

    public init(frame: Rect, parentID: String?, misplaced: Bool, ambiguous: Bool, sizedByText: Bool) {
        self.frame = frame; self.parentID = parentID; self.misplaced = misplaced
        self.ambiguous = ambiguous; self.sizedByText = sizedByText
    }
}

/// Something in a file Inset does not lay out as UIKit would, said rather than dropped: an
/// `info` finding, `not-modelled`, in every environment.
public struct ImportNote: Hashable, Sendable {
    public var elementID: String?
    public var message: String
    public var location: SourceLocation?
    public init(elementID: String?, message: String, location: SourceLocation?) {
        self.elementID = elementID; self.message = message; self.location = location
    }
}

/// Where Xcode's canvas draws a page sheet's card on a notched iPhone, and the safe area inside the
/// card: its top `insideTop` below the card's, its bottom at the card's own. On a device the card
/// is below the status bar, its safe area's top at its own and its bottom above the Home indicator.
public struct CanvasSheet: Hashable, Sendable {
    public var top: Double
    public var insideTop: Double
}
