import Foundation

/// What a command that exits once it has written its output (`inset check`, `report`, `layout`)
/// keeps to the end instead of freeing: the memory goes back to the system at exit, with no
/// work on the way. Freeing a storyboard's XML tree took a twenty-fifth of its check, on one
/// core, and its solved systems as much on the other. The app leaves it off.
public enum KeptUntilExit {
    nonisolated(unsafe) public static var isOn = false
    private static let lock = NSLock()
    nonisolated(unsafe) private static var kept: [AnyObject] = []

    /// Whether `object` was kept; when not, the caller frees it as usual.
    @discardableResult
    static func keep(_ object: AnyObject) -> Bool {
        guard isOn else { return false }
        lock.withLock { kept.append(object) }
        return true
    }
}
