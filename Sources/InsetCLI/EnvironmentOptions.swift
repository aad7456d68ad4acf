import ArgumentParser
import InsetCore

/// The environment options `check`, `report` and `render` share (cli.md).
struct EnvironmentOptions: ParsableArguments {
    @Option(name: .customLong("device"), help: ArgumentHelp(tr("A device by id or name, or \"authored\" for an Interface Builder file's own (repeatable). Default: every device of the file's platform.")))
    var devices: [String] = []

    @Option(help: ArgumentHelp(tr("portrait, landscape or all. Default: the file's orientations.")))
    var orientation: String?

    @Option(help: ArgumentHelp(tr("iPad multitasking: full, 2/3, 1/2, 1/3, slideOver or all.")))
    var split: String = "full"

    @Option(name: .customLong("text-size"), help: ArgumentHelp(tr("Dynamic Type size: xSmall…xxxLarge or AX1…AX5.")))
    var textSize: String = "large"

    @Flag(help: ArgumentHelp(tr("Right-to-left layout direction.")))
    var rtl = false

    @Flag(help: ArgumentHelp(tr("Show the software keyboard.")))
    var keyboard = false

    @Option(name: .customLong("language"), help: ArgumentHelp(tr("A language of the file's localizations, a pseudo-language (pseudo-double, pseudo-accented, pseudo-rtl, pseudo-bounded) or all (repeatable). Default: the file's own.")))
    var languages: [String] = []

    @Option(name: .customLong("strings"), help: ArgumentHelp(tr("A .strings or .xcstrings file of translations, as [LANG=]FILE (repeatable); a storyboard's own xx.lproj files are found without it.")))
    var stringsFiles: [String] = []

    var strings: [StringsSource] { stringsFiles.map(StringsSource.init(argument:)) }

    @Option(name: .customLong("scene"), help: ArgumentHelp(tr("A scene of a storyboard or view of a xib, by object id or name (repeatable). Default: all.")))
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
                throw ValidationError(tr("--orientation must be portrait, landscape or all, not \"{value}\"", ["value": value]))
            }
            q.orientation = .only(o)
        }
        if split.lowercased() == "all" {
            q.split = .all
        } else if let s = Split.allCases.first(where: { $0.rawValue.lowercased() == split.lowercased() }) {
            q.split = .only(s)
        } else {
            throw ValidationError(tr("--split must be full, 2/3, 1/2, 1/3, slideOver or all, not \"{split}\"", ["split": split]))
        }
        guard let size = TextSize(argument: textSize) else {
            let all = TextSize.allCases.map(\.rawValue).joined(separator: ", ")
            throw ValidationError(tr("--text-size must be one of {all}, not \"{textSize}\"", ["all": all, "textSize": textSize]))
        }
        q.textSize = size
        q.layoutDirection = rtl ? .rtl : .ltr
        q.keyboard = keyboard
        q.languages = languages
        return q
    }
}
