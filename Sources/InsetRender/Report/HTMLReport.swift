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
        var out = "<!DOCTYPE html>\n<html lang=\"\(Translation.userLanguage)\">\n<head>\n<meta charset=\"utf-8\">\n"
        out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        out += "<meta name=\"color-scheme\" content=\"light dark\">\n"
        out += "<meta name=\"generator\" content=\"Inset\">\n"
        out += "<title>\(HTML.escape(title))</title>\n<style>\n\(HTMLReportStyle.css)</style>\n</head>\n<body>\n<main>\n"
        out += masthead()
        out += layoutsTable()
        out += devicesTable()
        for file in content.files { out += section(file) }
        out += "</main>\n<footer>" + HTML.escape(tr("Checked by Inset against Apple’s Human Interface Guidelines. Open “Guideline” under a finding for the words it enforces and where they are written.")) + "</footer>\n"
        out += "</body>\n</html>\n"
        return out
    }

    private var title: String {
        content.files.count == 1 ? tr("Inset report — {layout}", ["layout": content.files[0].title])
            : tr("Inset report — {layouts}", ["layouts": trn("{n} layout", "{n} layouts", content.files.count)])
    }

    // MARK: Summary

    private func masthead() -> String {
        let files = content.files.count, envs = content.environmentCount, devices = content.devices.count
        var out = "<header class=\"masthead\">\n<p class=\"eyebrow\">" + HTML.escape(tr("Inset · layout report")) + "</p>\n"
        out += HTML.element("h1", content.files.count == 1 ? content.files[0].title : trn("{n} layout", "{n} layouts", files)) + "\n"
        out += "<p class=\"lede\">" + HTML.escape(ReportWords.lede(files: files, environments: envs, devices: devices)) + "</p>\n"
        out += "<div class=\"tiles\">\n"
        for s in Severity.allCases {
            let n = content.totals[s]
            out += "<div class=\"tile \(s.rawValue)\(n == 0 ? " none" : "")\"><span class=\"n\">\(n)</span>"
            out += "<span class=\"l\">\(s.noun(n))</span></div>\n"
        }
        if content.unreadableCount > 0 {
            out += "<div class=\"tile unreadable\"><span class=\"n\">\(content.unreadableCount)</span>"
            out += "<span class=\"l\">" + HTML.escape(trn("file can’t be checked", "files can’t be checked", content.unreadableCount)) + "</span></div>\n"
        }
        out += "</div>\n"
        out += "<p class=\"note\">" + HTML.escape(ReportWords.problemNote) + "</p>\n"
        out += "</header>\n"
        return out
    }

    private func layoutsTable() -> String {
        var out = "<section class=\"card\" id=\"layouts\">\n<h2>\(tr("Layouts"))</h2>\n<table class=\"summary\">\n"
        out += "<thead><tr><th>\(tr("Layout"))</th><th>\(tr("Platform"))</th>" + countHeadings + "</tr></thead>\n<tbody>\n"
        for file in content.files {
            out += "<tr><td><a href=\"#\(file.anchor)\">\(HTML.escape(file.title))</a>"
            out += "<div class=\"path\">\(HTML.escape(file.file.path))</div></td>"
            if !file.file.errors.isEmpty {
                out += "<td colspan=\"5\"><span class=\"badge error\">\(tr("can’t be checked"))</span> "
                out += HTML.escape(trn("{n} problem reading the file", "{n} problems reading the file", file.file.errors.count)) + "</td></tr>\n"
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
        var out = "<section class=\"card\" id=\"devices\">\n<h2>\(tr("By device"))</h2>\n"
        out += "<p class=\"note\">" + HTML.escape(ReportWords.byDeviceNote) + "</p>\n"
        out += "<div class=\"platforms\">\n"
        var platforms: [Platform] = []
        for row in content.devices where !platforms.contains(row.device.platform) { platforms.append(row.device.platform) }
        for platform in platforms {
            out += "<table class=\"summary devices\">\n<thead><tr><th>\(HTML.escape(platform.rawValue))</th>" + countHeadings
            out += "</tr></thead>\n<tbody>\n"
            for row in content.devices where row.device.platform == platform {
                out += "<tr><td>\(HTML.escape(row.device.name))</td>"
                out += "<td class=\"num\">\(row.environments)</td>" + countCells(row.counts) + "</tr>\n"
            }
            out += "</tbody>\n</table>\n"
        }
        out += "</div>\n</section>\n"
        return out
    }

    private var countHeadings: String {
        "<th class=\"num\">\(tr("Environments"))</th><th class=\"num\">\(tr("Errors"))</th>"
            + "<th class=\"num\">\(tr("Warnings"))</th><th class=\"num\">\(Severity.info.title)</th>"
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
        if file.file.errors.isEmpty { meta.append(trn("{n} environment", "{n} environments", file.file.environments.count)) }
        out += "<p class=\"meta\">\(meta.joined(separator: " · "))</p>\n</div>\n"
        if file.file.errors.isEmpty { out += "<p class=\"counts\">\(badges(file.counts))</p>\n" }
        out += "</header>\n"

        if !file.file.errors.isEmpty {
            out += "<div class=\"callout\">\n<h3>\(tr("This file can’t be checked"))</h3>\n<ul>\n"
            for e in file.file.errors { out += "<li>\(HTML.element("code", e))</li>\n" }
            out += "</ul>\n</div>\n</section>\n"
            return out
        }
        if file.groups.isEmpty {
            let clear = file.file.environments.count == 1 ? tr("No findings in the environment checked.")
                : tr("No findings in any of the {count} environments checked.", ["count": file.file.environments.count])
            out += "<p class=\"all-clear\">\(HTML.escape(clear))</p>\n"
        } else {
            out += "<h3>\(tr("Problems"))</h3>\n<div class=\"card flush\">\n"
            out += table(file.groups.map(FindingRow.init), wide: true, links: links(file))
            out += "</div>\n"
            out += "<h3>\(tr("Where they happen"))</h3>\n"
            for env in file.drawn { out += card(env, in: file) }
            out += undrawnNote(file)
        }
        if !file.clean.isEmpty {
            out += "<details class=\"listing\">\n<summary>\(HTML.escape(trn("{n} environment without findings", "{n} environments without findings", file.clean.count)))</summary>\n<ul class=\"env-list\">\n"
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
        var out = "<details class=\"listing\">\n<summary>\(HTML.escape(trn("{n} more environment with findings, not drawn", "{n} more environments with findings, not drawn", file.undrawn.count)))</summary>\n"
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
                figure = try drawing.svgElement(idPrefix: "\(anchor)-", label: tr("{layout} on {environment}", ["layout": file.title, "environment": env.environment.label]),
                                                displaySize: shown)
            } catch {
                figure = HTML.element("p", class: "no-render", tr("Couldn’t draw this environment: {error}", ["error": error]))
            }
        } else {
            figure = HTML.element("p", class: "no-render", tr("No layout to draw."))
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
        var out = "<table class=\"findings\(wide ? " wide" : "")\">\n<thead><tr><th>\(tr("Severity"))</th><th>\(tr("Rule"))</th>"
            + "<th>\(tr("Element"))</th><th>\(tr("Message"))</th>"
        if wide { out += "<th>\(tr("Where it happens"))</th><th>\(tr("Fix"))</th>" }
        out += "</tr></thead>\n<tbody>\n"
        for row in rows {
            out += "<tr class=\"\(row.severity.rawValue)\"><td>\(badge(row.severity))</td>"
            out += "<td><code class=\"rule\">\(HTML.escape(row.rule))</code></td>"
            out += "<td>\(elements(row.elements))</td>"
            out += "<td class=\"message\"><p>\(HTML.escape(row.message))</p>"
            if !wide {
                out += "<p class=\"where\">\(HTML.escape(sentence(row.whereItHappens)))</p>"
                if let fix = row.fix { out += "<p class=\"fix\"><span class=\"label\">\(tr("Fix"))</span> \(HTML.escape(fix))</p>" }
            }
            out += help(row.help) + "</td>"
            if wide {
                out += "<td class=\"where\">\(HTML.escape(sentence(row.whereItHappens)))"
                if let link = links[row.problem] {
                    // Messages stay out of interpolations, where xgettext can't see them.
                    let see = HTML.escape(tr("See {environment}", ["environment": link.label]))
                    out += "<a class=\"see\" href=\"#\(link.anchor)\">\(see)</a>"
                }
                let fix = row.fix.map(HTML.escape) ?? "<span class=\"muted\">—</span>"
                out += "</td><td class=\"fix\">\(fix)</td>"
            }
            out += "</tr>\n"
        }
        out += "</tbody>\n</table>\n"
        return out
    }

    private func elements(_ ids: [String]) -> String {
        ids.isEmpty ? "<span class=\"muted\">\(tr("the screen"))</span>"
            : ids.map { HTML.element("code", class: "element", $0) }.joined(separator: " ")
    }

    private func help(_ help: RuleHelp) -> String {
        guard let quote = help.quote else { return "" }
        var out = "<details class=\"help\"><summary>\(tr("Guideline"))</summary>"
        if let summary = help.summary { out += HTML.element("p", class: "rule-summary", summary) }
        out += "<blockquote>\(HTML.escape(quote))</blockquote>"
        if let citation = help.citation { out += HTML.element("cite", citation) }
        return out + "</details>"
    }

    private func badge(_ s: Severity) -> String {
        "<span class=\"badge \(s.rawValue)\">\(s.title)</span>"
    }

    private func badges(_ counts: SeverityCounts) -> String {
        if counts.total == 0 { return "<span class=\"badge ok\">\(tr("No findings"))</span>" }
        return Severity.allCases.filter { counts[$0] > 0 }
            .map { "<span class=\"badge \($0.rawValue)\">\($0.count(counts[$0]))</span>" }.joined(separator: " ")
    }

    private func sentence(_ phrase: String) -> String { ReportWords.sentence(phrase) }
}
