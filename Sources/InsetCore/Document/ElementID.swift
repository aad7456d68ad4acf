extension Element {
    /// Whether `id` is a valid element id: `[A-Za-z_][A-Za-z0-9_-]*`.
    public static func isValidID(_ id: String) -> Bool { LayoutDecoder.isValidID(id) }
}
