import InsetCore

/// `inset report -o report.html`: one self-contained page (inline CSS and SVG, no script) that a
/// designer or a CI reviewer reads; every string from a layout file is escaped.
public enum HTMLReport {
    public static func render(_ result: CheckResult, engine: LayoutEngine) -> String {
        HTMLReportPage(content: ReportContent(result), engine: engine).html()
    }
}

/// Builds the page section by section.
struct HTMLReportPage {
    let content: ReportContent
    let engine: LayoutEngine

    /// The largest a drawing is shown beside its findings (portrait) or above them (landscape).
    static let besideBox = Size(width: 340, height: 560)
    static let aboveBox = Size(width: 820, height: 380)

    func html() -> String {
        var out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        out += "<meta name=\"color-scheme\" content=\"light dark\">\n"
        out += "<meta name=\"generator\" content=\"Inset\">\n"
        out += "<title>\(HTML.escape(title))</title>\n<style>\n\(HTMLReportStyle.css)</style>\n</head>\n<body>\n<main>\n"
        out += masthead()
        out += layoutsTable()
        out += devicesTable()
        for file in content.files { out += section(file) }
        out += "</main>\n<footer>Checked by Inset against Apple’s Human Interface Guidelines. "
        out += "Open “Guideline” under a finding for the words it enforces and where they are written.</footer>\n"
        out += "</body>\n</html>\n"
        return out
    }

    private var title: String {
        content.files.count == 1 ? "Inset report — \(content.files[0].title)"
            : "Inset report — \(content.files.count) layouts"
    }

    // MARK: Summary

    private func masthead() -> String {
        let files = content.files.count, envs = content.environmentCount, devices = content.devices.count
        var out = "<header class=\"masthead\">\n<p class=\"eyebrow\">Inset · layout report</p>\n"
        out += HTML.element("h1", content.files.count == 1 ? content.files[0].title : "\(files) layouts") + "\n"
        out += "<p class=\"lede\">\(plural(files, "layout file")) checked in \(plural(envs, "environment")) "
        out += "on \(plural(devices, "device")) against Apple’s Human Interface Guidelines.</p>\n"
        out += "<div class=\"tiles\">\n"
        for s in Severity.allCases {
            let n = content.totals[s]
            out += "<div class=\"tile \(s.rawValue)\(n == 0 ? " none" : "")\"><span class=\"n\">\(n)</span>"
            out += "<span class=\"l\">\(s.noun(n))</span></div>\n"
        }
        if content.unreadableCount > 0 {
            out += "<div class=\"tile unreadable\"><span class=\"n\">\(content.unreadableCount)</span>"
            out += "<span class=\"l\">\(content.unreadableCount == 1 ? "file" : "files") can’t be checked</span></div>\n"
        }
        out += "</div>\n"
        out += "<p class=\"note\">A problem is one rule broken by the same elements; it counts once however many environments it happens in.</p>\n"
        out += "</header>\n"
        return out
    }

    private func layoutsTable() -> String {
        var out = "<section class=\"card\" id=\"layouts\">\n<h2>Layouts</h2>\n<table class=\"summary\">\n"
        out += "<thead><tr><th>Layout</th><th>Platform</th><th class=\"num\">Environments</th>"
        out += "<th class=\"num\">Errors</th><th class=\"num\">Warnings</th><th class=\"num\">Info</th></tr></thead>\n<tbody>\n"
        for file in content.files {
            out += "<tr><td><a href=\"#\(file.anchor)\">\(HTML.escape(file.title))</a>"
            out += "<div class=\"path\">\(HTML.escape(file.file.path))</div></td>"
            if !file.file.errors.isEmpty {
                out += "<td colspan=\"5\"><span class=\"badge error\">can’t be checked</span> "
                out += "\(plural(file.file.errors.count, "problem")) reading the file</td></tr>\n"
                continue
            }
            out += "<td>\(HTML.escape(file.file.document?.platform.rawValue ?? ""))</td>"
            out += "<td class=\"num\">\(file.file.environments.count)</td>" + countCells(file.counts) + "</tr>\n"
        }
        out += "</tbody>\n</table>\n</section>\n"
        return out
    }

    /// A small table per platform, side by side where the page is wide enough.
    private func devicesTable() -> String {
        guard !content.devices.isEmpty else { return "" }
        var out = "<section class=\"card\" id=\"devices\">\n<h2>By device</h2>\n"
        out += "<p class=\"note\">Problems that happen in at least one environment on the device, over every layout checked on it.</p>\n"
        out += "<div class=\"platforms\">\n"
        var platforms: [Platform] = []
        for row in content.devices where !platforms.contains(row.device.platform) { platforms.append(row.device.platform) }
        for platform in platforms {
            out += "<table class=\"summary devices\">\n<thead><tr><th>\(HTML.escape(platform.rawValue))</th><th class=\"num\">Environments</th>"
            out += "<th class=\"num\">Errors</th><th class=\"num\">Warnings</th><th class=\"num\">Info</th></tr></thead>\n<tbody>\n"
            for row in content.devices where row.device.platform == platform {
                out += "<tr><td>\(HTML.escape(row.device.name))</td>"
                out += "<td class=\"num\">\(row.environments)</td>" + countCells(row.counts) + "</tr>\n"
            }
            out += "</tbody>\n</table>\n"
        }
        out += "</div>\n</section>\n"
        return out
    }

    private func countCells(_ counts: SeverityCounts) -> String {
        Severity.allCases.map { s in
            let n = counts[s]
            return n == 0 ? "<td class=\"num zero\">0</td>" : "<td class=\"num \(s.rawValue)\">\(n)</td>"
        }.joined()
    }

    // MARK: A file

    private func section(_ file: FileReport) -> String {
        var out = "<section class=\"file\" id=\"\(file.anchor)\">\n<header class=\"file-head\">\n<div>\n"
        out += HTML.element("h2", file.title) + "\n"
        var meta = [HTML.element("code", file.file.path)]
        if let platform = file.file.document?.platform { meta.append(HTML.escape(platform.rawValue)) }
        if file.file.errors.isEmpty { meta.append(plural(file.file.environments.count, "environment")) }
        out += "<p class=\"meta\">\(meta.joined(separator: " · "))</p>\n</div>\n"
        if file.file.errors.isEmpty { out += "<p class=\"counts\">\(badges(file.counts))</p>\n" }
        out += "</header>\n"

        if !file.file.errors.isEmpty {
            out += "<div class=\"callout\">\n<h3>This file can’t be checked</h3>\n<ul>\n"
            for e in file.file.errors { out += "<li>\(HTML.element("code", e))</li>\n" }
            out += "</ul>\n</div>\n</section>\n"
            return out
        }
        if file.groups.isEmpty {
            out += "<p class=\"all-clear\">No findings in \(file.file.environments.count == 1 ? "the environment" : "any of the \(file.file.environments.count) environments") checked.</p>\n"
        } else {
            out += "<h3>Problems</h3>\n<div class=\"card flush\">\n"
            out += table(file.groups.map(FindingRow.init), wide: true, links: links(file))
            out += "</div>\n"
            out += "<h3>Where they happen</h3>\n"
            for env in file.drawn { out += card(env, in: file) }
            out += undrawnNote(file)
        }
        if !file.clean.isEmpty {
            out += "<details class=\"listing\">\n<summary>\(plural(file.clean.count, "environment")) without findings</summary>\n<ul class=\"env-list\">\n"
            for env in file.clean {
                out += "<li>\(HTML.escape(env.label)) <span class=\"muted\">\(HTML.escape(env.sizeClass.description))</span></li>\n"
            }
            out += "</ul>\n</details>\n"
        }
        out += "</section>\n"
        return out
    }

    /// For each problem, the first drawn environment it happens in.
    private func links(_ file: FileReport) -> [String: (anchor: String, label: String)] {
        var out: [String: (String, String)] = [:]
        for env in file.drawn {
            for f in env.findings {
                if out[f.problem] == nil { out[f.problem] = (file.anchor(env), env.environment.label) }
            }
        }
        return out
    }

    private func undrawnNote(_ file: FileReport) -> String {
        guard !file.undrawn.isEmpty else { return "" }
        var out = "<details class=\"listing\">\n<summary>\(plural(file.undrawn.count, "more environment")) with findings, not drawn</summary>\n"
        out += "<p class=\"note\">\(HTML.escape(ReportWords.undrawnReason(file)))</p>\n"
        out += "<ul class=\"env-list\">\n"
        for env in file.undrawn {
            let counts = env.counts
            out += "<li>\(HTML.escape(env.environment.label)) <span class=\"muted\">\(counts.phrase)</span></li>\n"
        }
        out += "</ul>\n</details>\n"
        return out
    }

    // MARK: An environment

    private func card(_ env: EnvironmentReport, in file: FileReport) -> String {
        let anchor = file.anchor(env)
        var figure: String
        var wide = false
        if let document = file.file.document {
            let drawing = env.drawing(of: document, engine: engine)
            wide = drawing.size.width > drawing.size.height
            let box = wide ? HTMLReportPage.aboveBox : HTMLReportPage.besideBox
            let scale = min(1, box.width / drawing.size.width, box.height / drawing.size.height)
            let shown = Size(width: (drawing.size.width * scale).rounded(), height: (drawing.size.height * scale).rounded())
            do {
                figure = try drawing.svgElement(idPrefix: "\(anchor)-", label: "\(file.title) on \(env.environment.label)",
                                                displaySize: shown)
            } catch {
                figure = HTML.element("p", class: "no-render", "Couldn’t draw this environment: \(error)")
            }
        } else {
            figure = HTML.element("p", class: "no-render", "No layout to draw.")
        }
        let counts = env.counts
        var out = "<article class=\"env\(wide ? " wide" : "")\" id=\"\(anchor)\">\n<header>\n"
        out += "<h4>\(HTML.escape(env.environment.label))</h4>\n"
        out += "<p class=\"meta\">\(HTML.escape(env.facts)) · \(badges(counts))</p>\n</header>\n"
        out += "<div class=\"env-body\">\n<figure class=\"stage\">\(figure)</figure>\n"
        out += "<div class=\"env-findings\">\n" + table(env.rows, wide: false, links: [:]) + "</div>\n"
        out += "</div>\n</article>\n"
        return out
    }

    // MARK: Findings

    /// A findings table. Wide (problems): where and fix get columns of their own. Narrow (beside
    /// a drawing): they sit under the message.
    private func table(_ rows: [FindingRow], wide: Bool, links: [String: (anchor: String, label: String)]) -> String {
        var out = "<table class=\"findings\(wide ? " wide" : "")\">\n<thead><tr><th>Severity</th><th>Rule</th><th>Element</th><th>Message</th>"
        if wide { out += "<th>Where it happens</th><th>Fix</th>" }
        out += "</tr></thead>\n<tbody>\n"
        for row in rows {
            out += "<tr class=\"\(row.severity.rawValue)\"><td>\(badge(row.severity))</td>"
            out += "<td><code class=\"rule\">\(HTML.escape(row.rule))</code></td>"
            out += "<td>\(elements(row.elements))</td>"
            out += "<td class=\"message\"><p>\(HTML.escape(row.message))</p>"
            if !wide {
                out += "<p class=\"where\">\(HTML.escape(sentence(row.whereItHappens)))</p>"
                if let fix = row.fix { out += "<p class=\"fix\"><span class=\"label\">Fix</span> \(HTML.escape(fix))</p>" }
            }
            out += help(row.help) + "</td>"
            if wide {
                out += "<td class=\"where\">\(HTML.escape(sentence(row.whereItHappens)))"
                if let link = links[row.problem] {
                    out += "<a class=\"see\" href=\"#\(link.anchor)\">See \(HTML.escape(link.label))</a>"
                }
                out += "</td><td class=\"fix\">\(row.fix.map(HTML.escape) ?? "<span class=\"muted\">—</span>")</td>"
            }
            out += "</tr>\n"
        }
        out += "</tbody>\n</table>\n"
        return out
    }

    private func elements(_ ids: [String]) -> String {
        ids.isEmpty ? "<span class=\"muted\">the screen</span>"
            : ids.map { HTML.element("code", class: "element", $0) }.joined(separator: " ")
    }

    private func help(_ help: RuleHelp) -> String {
        guard let quote = help.quote else { return "" }
        var out = "<details class=\"help\"><summary>Guideline</summary>"
        if let summary = help.summary { out += HTML.element("p", class: "rule-summary", summary) }
        out += "<blockquote>\(HTML.escape(quote))</blockquote>"
        if let citation = help.citation { out += HTML.element("cite", citation) }
        return out + "</details>"
    }

    private func badge(_ s: Severity) -> String {
        "<span class=\"badge \(s.rawValue)\">\(s.title)</span>"
    }

    private func badges(_ counts: SeverityCounts) -> String {
        if counts.total == 0 { return "<span class=\"badge ok\">No findings</span>" }
        return Severity.allCases.filter { counts[$0] > 0 }
            .map { "<span class=\"badge \($0.rawValue)\">\($0.count(counts[$0]))</span>" }.joined(separator: " ")
    }

    private func sentence(_ phrase: String) -> String { ReportWords.sentence(phrase) }
    private func plural(_ n: Int, _ noun: String) -> String { ReportWords.plural(n, noun) }
}
