/// A document with its undo and redo stacks: one history per open document. Plain data, no
/// widgets: the app sends it commands and reads back the document, the menu names and whether
/// there is anything unsaved.
///
/// A gesture (a drag, a slider) is many updates and one undo step: `beginGesture()`, then
/// `updateGesture(_:)` with the whole change since the gesture began each time the pointer moves,
/// then `endGesture()` (or `cancelGesture()` to put things back).
public struct DocumentHistory: Sendable {
    public private(set) var document: LayoutDocument

    private struct Step: Sendable {
        /// Names a state of the document: the one this step leads to.
        var id: Int
        var name: String
        /// On the undo stack, what takes the step back; on the redo stack, what does it again.
        var patch: DocumentPatch
    }

    private struct Gesture: Sendable {
        var start: LayoutDocument
        /// The last update's name; nil until an update changed something.
        var name: String?
    }

    private var undoStack: [Step] = []
    private var redoStack: [Step] = []
    private var lastStepID = 0
    /// The state last saved (0: as loaded); nil once that state can't be reached again.
    private var savedState: Int? = 0
    private var gesture: Gesture?

    /// A history starting at `document`, which is taken to be saved.
    public init(document: LayoutDocument) { self.document = document }

    private var currentState: Int { undoStack.last?.id ?? 0 }

    // MARK: What the menus show

    public var canUndo: Bool { !undoStack.isEmpty || gesture?.name != nil }
    public var canRedo: Bool { !redoStack.isEmpty && gesture?.name == nil }
    /// "Move “close”", for "Undo Move “close”"; a gesture in progress is what undo takes back first.
    public var undoActionName: String? { gesture?.name ?? undoStack.last?.name }
    public var redoActionName: String? { gesture?.name == nil ? redoStack.last?.name : nil }

    /// Whether the document differs from the last save point: undoing back to it makes it clean.
    public var isDirty: Bool { gesture?.name != nil || currentState != savedState }

    /// Makes the current state the save point; `EditableDocument.save` calls this once the file is written.
    public mutating func markSaved() {
        endGesture()
        savedState = currentState
    }

    // MARK: Editing

    /// Applies `command` as one undo step; returns false, recording nothing, when it changed nothing.
    /// A refused command throws and leaves everything as it was.
    @discardableResult
    public mutating func perform(_ command: EditCommand) throws(EditError) -> Bool {
        endGesture()
        let new = try command.applied(to: document)
        return record(new, from: document, name: command.actionName(in: document))
    }

    /// Takes back the last step (a gesture in progress is ended first); returns its name.
    @discardableResult
    public mutating func undo() -> String? {
        endGesture()
        guard var step = undoStack.popLast() else { return nil }
        step.patch = step.patch.apply(to: &document)
        redoStack.append(step)
        return step.name
    }

    /// Does again the last step undone (a gesture that changed nothing is ended first); returns its name.
    @discardableResult
    public mutating func redo() -> String? {
        guard gesture?.name == nil else { return nil }
        endGesture()
        guard var step = redoStack.popLast() else { return nil }
        step.patch = step.patch.apply(to: &document)
        undoStack.append(step)
        return step.name
    }

    private mutating func record(_ new: LayoutDocument, from old: LayoutDocument, name: String) -> Bool {
        guard new != old else { return false }
        let patch = DocumentPatch(from: new, to: old)
        document = new
        lastStepID += 1
        undoStack.append(Step(id: lastStepID, name: name, patch: patch))
        if !redoStack.isEmpty {
            if let saved = savedState, redoStack.contains(where: { $0.id == saved }) { savedState = nil }
            redoStack.removeAll()
        }
        return true
    }

    // MARK: Gestures

    public var isInGesture: Bool { gesture != nil }

    /// Starts a gesture at the current document (ending one in progress).
    public mutating func beginGesture() {
        endGesture()
        gesture = Gesture(start: document)
    }

    /// Shows `command`, the whole change since the gesture began, in place of the last update.
    /// A refused update throws and leaves the last good one showing. Outside a gesture it begins one.
    public mutating func updateGesture(_ command: EditCommand) throws(EditError) {
        if gesture == nil { beginGesture() }
        let start = gesture!.start
        document = try command.applied(to: start)
        gesture!.name = document == start ? nil : command.actionName(in: start)
    }

    /// Ends the gesture as one undo step, or none when it changed nothing.
    public mutating func endGesture() {
        guard let gesture else { return }
        self.gesture = nil
        guard let name = gesture.name else { return }
        _ = record(document, from: gesture.start, name: name)
    }

    /// Ends the gesture and puts the document back as it was when it began.
    public mutating func cancelGesture() {
        guard let gesture else { return }
        self.gesture = nil
        document = gesture.start
    }
}
