/// The keys each object of the format may have, in the order the writer puts them, so reading,
/// suggesting and writing agree on one list.
enum LayoutKeys {
    static let document = ["format", "name", "platform", "orientations", "statusBar", "widget", "language",
                           "localizations", "elements"]
    static let widget = ["family"]
    static let element = ["id", "role", "text", "symbol", "fontSize", "frame", "constraints",
                          "variants", "hidden", "ignore", "children"]
    static let variant = ["when", "text", "fontSize", "frame", "constraints", "hidden"]
    static let condition = ["horizontalSizeClass", "verticalSizeClass", "orientation", "device",
                            "family", "split", "layoutDirection", "language"]
}
