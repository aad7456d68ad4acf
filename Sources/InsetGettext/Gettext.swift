import CIntl
import Foundation
import InsetCore

/// gettext, plugged into InsetCore's `Translation`: the app and the command line speak the
/// language of the user's locale (`LANG`, `LC_MESSAGES`, `LANGUAGE`) where `po/` has it.
public enum Gettext {
    public static let domain = "inset"

    /// Takes the locale from the environment and installs the catalog. Numbers keep the C
    /// locale, so figures and machine-readable output read the same everywhere.
    public static func start(environment: [String: String] = ProcessInfo.processInfo.environment) {
        setlocale(LC_ALL, "")
        setlocale(LC_NUMERIC, "C")
        guard let directory = localeDirectory(environment) else { return }
        bindtextdomain(domain, directory)
        bind_textdomain_codeset(domain, "UTF-8")
        let language = userLanguage(environment, available: languages(in: directory))
        // In English every message is its own msgid: asking gettext for each of a check's
        // hundred thousand took a thirtieth of a storyboard's `--format json`.
        guard language != "en" else { return }
        // gettext may hand back the pointer it was given: copy it while that is still alive.
        Translation.install({ msgid, plural, count in
            msgid.withCString { id in
                guard let plural else {
                    // Untranslated (every message of an English run), gettext gives back the
                    // very bytes it was given: the message itself, not a copy of it.
                    guard let text: UnsafeMutablePointer<CChar> = dgettext(domain, id), UnsafePointer(text) != id else { return msgid }
                    return String(cString: text)
                }
                return plural.withCString { String(cString: dngettext(domain, id, $0, UInt(max(count, 0)))) }
            }
        }, language: language)
    }

    /// `INSET_LOCALEDIR`; else `share/locale` beside an installed binary's `bin`; else the
    /// `.build/locale` that `scripts/build-locale.sh` fills in this checkout.
    static func localeDirectory(_ environment: [String: String]) -> String? {
        if let named = environment["INSET_LOCALEDIR"], !named.isEmpty { return named }
        // Installed as PREFIX/lib/inset/inset (bin/inset links to it) or PREFIX/bin/inset.
        if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() {
            let folder = executable.deletingLastPathComponent()
            for prefix in [folder.deletingLastPathComponent(), folder.deletingLastPathComponent().deletingLastPathComponent()] {
                let locale = prefix.appendingPathComponent("share/locale")
                if !languages(in: locale.path).isEmpty { return locale.path }
            }
        }
        let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(".build/locale")
        return FileManager.default.fileExists(atPath: checkout.path) ? checkout.path : nil
    }

    static func languages(in directory: String) -> Set<String> {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return Set(names.filter { FileManager.default.fileExists(atPath: "\(directory)/\($0)/LC_MESSAGES/\(domain).mo") })
    }

    /// The language gettext picks, as glibc does: `LANGUAGE` (a list) unless the locale is C,
    /// else `LC_ALL`, `LC_MESSAGES`, `LANG`; "en" when none of them has a catalog.
    static func userLanguage(_ environment: [String: String], available: Set<String>) -> String {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? "C"
        let base = { (name: String) in String(name.prefix { $0 != "_" && $0 != "." && $0 != "@" }) }
        if base(locale) == "C" || base(locale) == "POSIX" {
            // glibc ignores LANGUAGE only for the plain C locale, not C.UTF-8.
            guard locale.hasPrefix("C.") else { return "en" }
        }
        let wanted = (environment["LANGUAGE"] ?? "").split(separator: ":").map(String.init) + [locale]
        for name in wanted {
            if base(name) == "en" { return "en" }
            if available.contains(name) { return base(name) }
            if available.contains(base(name)) { return base(name) }
        }
        return "en"
    }
}
