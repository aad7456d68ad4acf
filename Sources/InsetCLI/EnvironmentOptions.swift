import ArgumentParser
import InsetCore

/// The environment options `check`, `report` and `render` share (cli.md).
struct EnvironmentOptions: ParsableArguments {
    @Option(name: .customLong("device"), help: "A device by id or name, or \"authored\" for an Interface Builder file's own (repeatable). Default: every device of the file's platform.")
    var devices: [String] = []

    @Option(help: "portrait, landscape or all. Default: the file's orientations.")
    var orientation: String?

    @Option(help: "iPad multitasking: full, 2/3, 1/2, 1/3, slideOver or all.")
    var split: String = "full"

    @Option(name: .customLong("text-size"), help: "Dynamic Type size: xSmall…xxxLarge or AX1…AX5.")
    var textSize: String = "large"

    @Flag(help: "Right-to-left layout direction.")
    var rtl = false

    @Flag(help: "Show the software keyboard.")
    var keyboard = false

    @Option(name: .customLong("language"), help: "A language of the file's localizations, a pseudo-language (pseudo-double, pseudo-accented, pseudo-rtl, pseudo-bounded) or all (repeatable). Default: the file's own.")
    var languages: [String] = []

    @Option(name: .customLong("strings"), help: "A .strings or .xcstrings file of translations, as [LANG=]FILE (repeatable); a storyboard's own xx.lproj files are found without it.")
    var stringsFiles: [String] = []

    var strings: [StringsSource] { stringsFiles.map(StringsSource.init(argument:)) }

    @Option(name: .customLong("scene"), help: "A scene of a storyboard or view of a xib, by object id or name (repeatable). Default: all.")
    var scenes: [String] = []

    func validate() throws {
        _ = try query()
    }

    func query() throws -> EnvironmentQuery {
        var q = EnvironmentQuery(devices: devices)
        switch orientation?.lowercased() {
        case nil: q.orientation = .fileDefault
        case "all"?: q.orientation = .all
        case let value?:
            guard let o = Orientation(rawValue: value) else {
                throw ValidationError("--orientation must be portrait, landscape or all, not \"\(value)\"")
            }
            q.orientation = .only(o)
        }
        if split.lowercased() == "all" {
            q.split = .all
        } else if let s = Split.allCases.first(where: { $0.rawValue.lowercased() == split.lowercased() }) {
            q.split = .only(s)
        } else {
            throw ValidationError("--split must be full, 2/3, 1/2, 1/3, slideOver or all, not \"\(split)\"")
        }
        guard let size = TextSize(argument: textSize) else {
            let all = TextSize.allCases.map(\.rawValue).joined(separator: ", ")
            throw ValidationError("--text-size must be one of \(all), not \"\(textSize)\"")
        }
        q.textSize = size
        q.layoutDirection = rtl ? .rtl : .ltr
        q.keyboard = keyboard
        q.languages = languages
        return q
    }
}
