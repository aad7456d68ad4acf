import InsetCore

/// The app's command line: files to open, a screenshot to take, and the environment to start in.
public struct LaunchOptions: Hashable, Sendable {
    public var files: [String] = []
    /// Where `--screenshot` writes the window's picture before quitting.
    public var screenshot: String?
    /// Where `--screenshot-map` writes, beside the picture, where the device, guides, elements
    /// and findings are in it, in window pixels (for tests that check the picture).
    public var screenshotMap: String?
    /// `--window-size 800x600`: the window's starting size, for screenshots at a given size.
    public var windowSize: (width: Int, height: Int)? {
        get { windowWidth.flatMap { w in windowHeight.map { (w, $0) } } }
        set { windowWidth = newValue?.width; windowHeight = newValue?.height }
    }
    private var windowWidth: Int?
    private var windowHeight: Int?
    public var device: String?
    /// `--select ID`: the element selected once the file is open.
    public var selection: String?
    /// `--scene ID|NAME`: the scene of a storyboard (or view of a xib) shown once it is open, as
    /// `inset check --scene` names one.
    public var scene: String?
    public var orientation: Orientation?
    public var split: Split?
    public var textSize: TextSize?
    public var rightToLeft = false
    public var keyboard = false
    public var language: String?
    /// `--view grid`: start on the grid of every device instead of the canvas.
    public var view: WindowView = .canvas
    /// `--view languages`: the grid, of every language on the device.
    public var gridByLanguage = false

    public init() {}

    public struct Invalid: Error, CustomStringConvertible, Equatable {
        public var message: String
        public var description: String { message }
    }

    public static func parse(_ arguments: [String]) throws -> LaunchOptions {
        var options = LaunchOptions()
        var rest = arguments[...]
        func value(for option: String) throws -> String {
            guard let v = rest.popFirst(), !v.hasPrefix("--") else { throw Invalid(message: tr("{option} needs a value", ["option": option])) }
            return v
        }
        while let argument = rest.popFirst() {
            var name = argument, inline: String?
            if argument.hasPrefix("--"), let eq = argument.firstIndex(of: "=") {
                name = String(argument[..<eq]); inline = String(argument[argument.index(after: eq)...])
            }
            func take() throws -> String { try inline ?? value(for: name) }
            switch name {
            case "--screenshot": options.screenshot = try take()
            case "--screenshot-map": options.screenshotMap = try take()
            case "--window-size":
                let v = try take()
                let parts = v.split(separator: "x").compactMap { Int($0) }
                guard parts.count == 2, parts.allSatisfy({ $0 >= 100 }) else {
                    throw Invalid(message: tr("--window-size must be WIDTHxHEIGHT, like 800x600, not \"{v}\"", ["v": v]))
                }
                options.windowSize = (parts[0], parts[1])
            case "--device": options.device = try take()
            case "--select": options.selection = try take()
            case "--scene": options.scene = try take()
            case "--orientation":
                let v = try take()
                guard let o = Orientation(rawValue: v) else {
                    throw Invalid(message: tr("--orientation must be portrait or landscape, not \"{v}\"", ["v": v]))
                }
                options.orientation = o
            case "--split":
                let v = try take()
                guard let s = Split(rawValue: v) else {
                    throw Invalid(message: tr("--split must be full, 2/3, 1/2, 1/3 or slideOver, not \"{v}\"", ["v": v]))
                }
                options.split = s
            case "--text-size":
                let v = try take()
                guard let t = TextSize(argument: v) else {
                    throw Invalid(message: tr("--text-size must be one of xSmall…xxxLarge or AX1…AX5, not \"{v}\"", ["v": v]))
                }
                options.textSize = t
            case "--view":
                let v = try take()
                guard let view = WindowView(rawValue: v) ?? (v == "languages" ? .grid : nil) else {
                    throw Invalid(message: tr("--view must be canvas, grid or languages, not \"{v}\"", ["v": v]))
                }
                options.view = view
                options.gridByLanguage = v == "languages"
            case "--rtl": options.rightToLeft = true
            case "--keyboard": options.keyboard = true
            case "--language": options.language = try take()
            default:
                if argument.hasPrefix("-") && argument != "-" { throw Invalid(message: tr("unknown option {argument}", ["argument": argument])) }
                options.files.append(argument)
            }
        }
        return options
    }

    /// The environment bar's starting state.
    public var choice: EnvironmentChoice {
        var choice = EnvironmentChoice()
        if let orientation { choice.orientation = orientation }
        if let split { choice.split = split }
        if let textSize { choice.textSize = textSize }
        choice.layoutDirection = rightToLeft ? .rtl : .ltr
        choice.keyboard = keyboard
        choice.language = language
        return choice
    }
}

/// What a window shows of its layout: the canvas, one device up close, or the grid of every device.
public enum WindowView: String, Sendable, CaseIterable {
    case canvas, grid
}
