import CGtk

extension Adjustment {
    /// Runs `handler` when the scroll position changes.
    @discardableResult
    public func onValueChanged(_ handler: @escaping @MainActor () -> Void) -> UInt {
        connect("value-changed", trampoline: Trampoline.plain, handler)
    }
}
