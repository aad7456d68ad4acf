import CPangoCairo
import Foundation
import InsetCore

/// `inset report -o report.pdf`: the HTML report's content on A4 pages drawn with Cairo: a summary,
/// each file's problems, a page per environment with findings, and the guidelines they cite.
public enum PDFReport {
    /// Writes the report atomically: a failed run leaves whatever was at `path` as it was.
    public static func write(_ result: CheckResult, engine: LayoutEngine, to path: String) throws {
        try AtomicFile.write(to: path) { try data(result, engine: engine) }
    }

    /// The report's bytes.
    public static func data(_ result: CheckResult, engine: LayoutEngine) throws -> Data {
        let content = ReportContent(result)
        let size = PDFPageFlow.pageSize
        let sink = ByteSink()
        try sink.withWriter { write, closure in
            guard let surface = cairo_pdf_surface_create_for_stream(write, closure, size.width, size.height),
                  cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
                throw RenderError(path: "PDF report", reason: tr("can't create the surface"))
            }
            let cr = cairo_create(surface)!
            let pages = PDFReportPages(content: content, engine: engine, flow: PDFPageFlow(cr: cr))
            pages.compose()
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, pages.title)
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "Inset")
            pages.flow.finish(surface: surface, footer: pages.title)
            pages.addOutline(surface)
            cairo_destroy(cr)
            try ByteSink.finish(surface, drawing: "PDF report")
        }
        return sink.data
    }
}

/// Composes the report's pages on a `PDFPageFlow`.
final class PDFReportPages {
    let content: ReportContent
    let engine: LayoutEngine
    let flow: PDFPageFlow
    /// Bookmarks for the viewer's sidebar: a file, and its environments under it.
    private var outline: [(title: String, page: Int, children: [(String, Int)])] = []
    /// Each file's first page by number, filled while composing and read while drawing links.
    private var filePages: [Int: Int] = [:]

    init(content: ReportContent, engine: LayoutEngine, flow: PDFPageFlow) {
        self.content = content; self.engine = engine; self.flow = flow
    }

    var title: String {
        content.files.count == 1 ? tr("Inset report — {layout}", ["layout": content.files[0].title])
            : tr("Inset report — {layouts}", ["layouts": trn("{n} layout", "{n} layouts", content.files.count)])
    }

    private var painter: Painter { flow.painter }

    func compose() {
        summary()
        for file in content.files { section(file) }
        guidelines()
    }

    func addOutline(_ surface: OpaquePointer) {
        for entry in outline {
            let id = cairo_pdf_surface_add_outline(surface, Int32(CAIRO_PDF_OUTLINE_ROOT), entry.title, "page=\(entry.page)",
                                                   cairo_pdf_outline_flags_t(0))
            for (title, page) in entry.children {
                cairo_pdf_surface_add_outline(surface, id, title, "page=\(page)", cairo_pdf_outline_flags_t(0))
            }
        }
    }

    // MARK: Summary

    private func summary() {
        flow.newPage()
        outline.append((tr("Summary"), 1, []))
        flow.place(flow.paragraph(tr("Inset · layout report").uppercased(), PDFStyle.eyebrow), spacing: 6)
        flow.place(flow.paragraph(content.files.count == 1 ? content.files[0].title : trn("{n} layout", "{n} layouts", content.files.count), PDFStyle.title), spacing: 6)
        let c = content
        flow.place(flow.paragraph(ReportWords.lede(files: c.files.count, environments: c.environmentCount, devices: c.devices.count), PDFStyle.lede), spacing: 18)
        flow.place(tiles(), spacing: 8)
        flow.place(flow.paragraph(ReportWords.problemNote, PDFStyle.small), spacing: 24)

        flow.place(flow.paragraph(tr("Layouts"), PDFStyle.heading), spacing: 6)
        let layoutColumns = [Column(tr("Layout"), 0.40), Column(tr("Platform"), 0.13), Column(tr("Environments"), 0.17, .trailing),
                             Column(tr("Errors"), 0.1, .trailing), Column(tr("Warnings"), 0.12, .trailing),
                             Column(Severity.info.title, 0.08, .trailing)]
        table(layoutColumns, rows: content.files.map { file in
            let linked = !file.groups.isEmpty || !file.file.errors.isEmpty
            var row = [Cell(file.title, PDFStyle.bodyStrong, detail: file.file.path, link: linked ? file.number : nil)]
            if !file.file.errors.isEmpty {
                row.append(Cell(tr("can’t be checked"), PDFStyle.style(9.5, .semibold, PDFStyle.ink(.error)), span: 5))
                return row
            }
            row.append(Cell(file.file.document?.platform.rawValue ?? "", PDFStyle.body))
            row.append(Cell("\(file.file.environments.count)", PDFStyle.body))
            return row + countCells(file.counts)
        }, continued: tr("Layouts"))

        for file in content.files where !file.file.errors.isEmpty {
            flow.y += 12
            filePages[file.number] = flow.pageNumber
            flow.place(callout(tr("{file} can’t be checked", ["file": file.file.path]), file.file.errors, color: PDFStyle.ink(.error)))
        }

        guard !content.devices.isEmpty else { return }
        flow.y += 16
        // The heading, the column titles and a few rows together, or on the next page.
        if flow.remaining < 140 { flow.newPage() }
        flow.place(flow.paragraph(tr("By device"), PDFStyle.heading), spacing: 2)
        flow.place(flow.paragraph(ReportWords.byDeviceNote, PDFStyle.small), spacing: 6)
        // Two devices a row, down the left half then the right, so the table takes half the pages.
        // Counts get room for three bold digits, which broke over two lines at 0.055.
        let half = [Column(tr("Device"), 0.225), Column(tr("Env"), 0.06, .trailing), Column(tr("Err"), 0.07, .trailing),
                    Column(tr("Warn"), 0.07, .trailing), Column(Severity.info.title, 0.06, .trailing)]
        let devices = content.devices.map { row in
            [Cell(row.device.name, PDFStyle.style(8.5)), Cell("\(row.environments)", PDFStyle.style(8.5))] + countCells(row.counts, size: 8.5)
        }
        let rows = (devices.count + 1) / 2
        table(half + [Column("", 0.03)] + half, rows: (0..<rows).map { i in
            devices[i] + [Cell("", PDFStyle.body)] + (i + rows < devices.count ? devices[i + rows] : [])
        }, continued: tr("By device"), padY: 2.5)
    }

    /// A tile per severity: the count large, in its colour, over a coloured top edge.
    private func tiles() -> PDFBlock {
        var items: [(String, String, Color)] = Severity.allCases.map { s in
            let n = content.totals[s]
            return ("\(n)", s.noun(n), n == 0 ? PDFStyle.muted : PDFStyle.ink(s))
        }
        if content.unreadableCount > 0 {
            items.append(("\(content.unreadableCount)", trn("file can’t be checked", "files can’t be checked", content.unreadableCount), PDFStyle.text))
        }
        let gap = 10.0, height = 62.0
        let w = (flow.width - gap * Double(items.count - 1)) / Double(items.count)
        let painter = self.painter, left = flow.left
        return PDFBlock(height: height) { y in
            for (i, item) in items.enumerated() {
                let r = Rect(x: left + Double(i) * (w + gap), y: y, width: w, height: height)
                painter.roundedRect(r, radius: 8)
                painter.fillPreserve(.white)
                painter.stroke(PDFStyle.line, pixels: 0.75)
                painter.withState {
                    painter.roundedRect(r, radius: 8)
                    painter.clip()
                    painter.fill(Rect(x: r.x, y: r.y, width: r.width, height: 3), item.2 == PDFStyle.muted ? PDFStyle.line : item.2)
                }
                painter.text(item.0, in: Rect(x: r.x + 12, y: r.y + 9, width: w - 24, height: 30), PDFStyle.style(22, .bold, item.2), vertical: .top)
                painter.text(item.1, in: Rect(x: r.x + 12, y: r.y + 40, width: w - 24, height: 14), PDFStyle.small, vertical: .top)
            }
        }
    }

    private func countCells(_ counts: SeverityCounts, size: Double = 9.5) -> [Cell] {
        Severity.allCases.map { s in
            counts[s] == 0 ? Cell("0", PDFStyle.style(size, .regular, PDFStyle.line.mixed(with: PDFStyle.muted, 0.5)))
                : Cell("\(counts[s])", PDFStyle.style(size, .semibold, PDFStyle.ink(s)))
        }
    }

    // MARK: Tables

    struct Column {
        var title: String
        /// Share of the text width.
        var share: Double
        var alignment: Painter.Alignment
        init(_ title: String, _ share: Double, _ alignment: Painter.Alignment = .leading) {
            self.title = title; self.share = share; self.alignment = alignment
        }
    }

    struct Cell {
        var text: String
        var style: Painter.TextStyle
        /// A second, smaller line under the text.
        var detail: String?
        /// Columns the cell covers.
        var span = 1
        /// A file number whose section the text links to.
        var link: Int?
        init(_ text: String, _ style: Painter.TextStyle, detail: String? = nil, span: Int = 1, link: Int? = nil) {
            self.text = text; self.style = style; self.detail = detail; self.span = span; self.link = link
        }
    }

    /// Rows under a header that repeats on every page the table runs onto.
    private func table(_ columns: [Column], rows: [[Cell]], continued: String, padY: Double = 5) {
        let padX = 6.0
        var xs: [Double] = [], x = flow.left
        for c in columns { xs.append(x); x += c.share * flow.width }
        xs.append(flow.right)
        let painter = self.painter, left = flow.left, right = flow.right

        var headerStyle = PDFStyle.style(7.5, .semibold, PDFStyle.muted)
        headerStyle.wraps = false
        let header = PDFBlock(height: 20) { y in
            for (i, c) in columns.enumerated() {
                var style = headerStyle
                style.alignment = c.alignment
                // A number's title may reach left over the padding, never over the next column.
                let reach = c.alignment == .trailing ? padX : 0
                painter.text(c.title.uppercased(), in: Rect(x: xs[i] + padX - reach, y: y + 5, width: xs[i + 1] - xs[i] - 2 * padX + reach, height: 12), style, vertical: .top)
            }
            painter.move(left, y + 19.5)
            painter.line(right, y + 19.5)
            painter.stroke(PDFStyle.line, pixels: 0.75)
        }
        flow.place(header)
        for row in rows {
            var column = 0
            var placed: [(Cell, Rect, Double)] = []
            var height = 0.0
            for cell in row {
                let x0 = xs[column] + padX, x1 = xs[min(column + cell.span, columns.count)] - padX
                var h = flow.measure(cell.text, cell.style, width: x1 - x0)
                if let detail = cell.detail { h += 1 + flow.measure(detail, PDFStyle.caption, width: x1 - x0) }
                placed.append((cell, Rect(x: x0, y: 0, width: x1 - x0, height: h), flow.measure(cell.text, cell.style, width: x1 - x0)))
                height = max(height, h)
                column += cell.span
            }
            let block = PDFBlock(height: height + 2 * padY) { [weak self] y in
                for (i, (cell, r, textHeight)) in placed.enumerated() {
                    var style = cell.style
                    if cell.span == 1 { style.alignment = columns[min(i, columns.count - 1)].alignment }
                    let link = cell.link.flatMap { self?.filePages[$0] }
                    if let link { cairo_tag_begin(painter.cr, CAIRO_TAG_LINK, "page=\(link)") }
                    painter.text(cell.text, in: Rect(x: r.x, y: y + padY, width: r.width, height: textHeight + 1), style, vertical: .top)
                    if link != nil { cairo_tag_end(painter.cr, CAIRO_TAG_LINK) }
                    if let detail = cell.detail {
                        painter.text(detail, in: Rect(x: r.x, y: y + padY + textHeight + 1, width: r.width, height: r.height - textHeight), PDFStyle.caption, vertical: .top)
                    }
                }
                painter.move(left, y + height + 2 * padY - 0.25)
                painter.line(right, y + height + 2 * padY - 0.25)
                painter.stroke(PDFStyle.soft.mixed(with: PDFStyle.line, 0.5), pixels: 0.5)
            }
            if flow.y + block.height > flow.bottom {
                flow.newPage()
                flow.place(flow.paragraph(tr("{section} (continued)", ["section": continued]), PDFStyle.subheading), spacing: 4)
                flow.place(header)
            }
            flow.place(block)
        }
    }

    // MARK: A file

    /// A file with findings: its problems, then a page per environment drawn. Files without
    /// findings are rows of the summary; files that can't be read are called out there.
    private func section(_ file: FileReport) {
        guard !file.groups.isEmpty else { return }
        flow.breakPage()
        filePages[file.number] = flow.pageNumber
        var bookmarks: [(String, Int)] = []
        defer { outline.append((file.title, filePages[file.number]!, bookmarks)) }

        flow.place(flow.paragraph(file.title, PDFStyle.style(20, .bold)), spacing: 3)
        var meta = [file.file.path]
        if let platform = file.file.document?.platform { meta.append(platform.rawValue) }
        meta.append(trn("{n} environment", "{n} environments", file.file.environments.count))
        flow.place(flow.paragraph(meta.joined(separator: " · "), PDFStyle.small), spacing: 8)
        flow.place(chips(file.counts, x: flow.left), spacing: 14)
        rule()
        flow.place(flow.paragraph("PROBLEMS", PDFStyle.subheading), spacing: 8)
        flow.pageHeader = { [unowned self] in
            self.flow.place(self.flow.paragraph("\(file.title) — problems (continued)", PDFStyle.subheading), spacing: 10)
        }
        for group in file.groups {
            flow.place(findingBlock(FindingRow(group), x: flow.left, width: flow.width, showWhere: true), spacing: 12)
        }
        flow.pageHeader = nil
        if !file.undrawn.isEmpty {
            let list = file.undrawn.map(\.environment.label).joined(separator: "; ")
            flow.place(flow.paragraph(tr("Not drawn ({count}): {list}. {reason}", ["count": file.undrawn.count, "list": list, "reason": ReportWords.undrawnReason(file)]), PDFStyle.small), spacing: 8)
        }
        if !file.clean.isEmpty {
            flow.place(flow.paragraph(tr("Without findings ({count}): {list}.", ["count": file.clean.count, "list": file.clean.map(\.label).joined(separator: "; ")]), PDFStyle.small), spacing: 8)
        }
        for env in file.drawn {
            environmentPage(env, in: file)
            bookmarks.append((env.environment.label, flow.pageNumber))
        }
    }

    /// A thin line across the text width.
    private func rule() {
        let painter = self.painter, left = flow.left, right = flow.right
        flow.place(PDFBlock(height: 1) { y in
            painter.move(left, y + 0.5)
            painter.line(right, y + 0.5)
            painter.stroke(PDFStyle.line, pixels: 0.75)
        }, spacing: 14)
    }

    /// A tinted box with a title and lines under it.
    private func callout(_ title: String, _ lines: [String], color: Color) -> PDFBlock {
        let pad = 12.0, width = flow.width - 2 * pad
        let titleStyle = PDFStyle.style(10.5, .semibold, color)
        let titleHeight = flow.measure(title, titleStyle, width: width)
        let heights = lines.map { flow.measure($0, PDFStyle.body, width: width) }
        let height = 2 * pad + titleHeight + heights.reduce(0) { $0 + $1 + 4 }
        let painter = self.painter, left = flow.left, full = flow.width
        return PDFBlock(height: height) { y in
            let box = Rect(x: left, y: y, width: full, height: height)
            painter.fill(box, color.withAlpha(0.09), radius: 8)
            painter.roundedRect(box, radius: 8)
            painter.stroke(color.withAlpha(0.5), pixels: 0.75)
            painter.text(title, in: Rect(x: left + pad, y: y + pad, width: width, height: titleHeight + 1), titleStyle, vertical: .top)
            var ly = y + pad + titleHeight + 4
            for (line, h) in zip(lines, heights) {
                painter.text(line, in: Rect(x: left + pad, y: ly, width: width, height: h + 1), PDFStyle.body, vertical: .top)
                ly += h + 4
            }
        }
    }

    /// Severity counts as coloured chips in a row.
    private func chips(_ counts: SeverityCounts, x: Double) -> PDFBlock {
        let items: [(String, Color)] = counts.total == 0 ? [(tr("No findings"), PDFStyle.ok)]
            : Severity.allCases.filter { counts[$0] > 0 }.map { ($0.count(counts[$0]), PDFStyle.ink($0)) }
        let painter = self.painter
        return PDFBlock(height: 16) { y in
            var cx = x
            for (text, color) in items { cx += PDFReportPages.chip(text, color: color, painter: painter, x: cx, y: y) + 6 }
        }
    }

    /// A rounded, tinted label; returns its width.
    @discardableResult
    static func chip(_ text: String, color: Color, painter: Painter, x: Double, y: Double) -> Double {
        var style = PDFStyle.style(8, .semibold, color)
        style.wraps = false
        let w = painter.measure(text, style).width + 19
        painter.fill(Rect(x: x, y: y, width: w, height: 15), color.withAlpha(0.12), radius: 7.5)
        painter.circle(x: x + 7, y: y + 7.5, radius: 2.2)
        painter.fill(color)
        painter.text(text, in: Rect(x: x + 12.5, y: y, width: w - 12.5, height: 15), style)
        return w + 2
    }

    // MARK: Findings

    /// One finding: a coloured edge, severity, rule and elements, the message, where and the fix.
    private func findingBlock(_ row: FindingRow, x: Double, width: Double, showWhere: Bool) -> PDFBlock {
        let painter = self.painter
        let inset = 10.0, textWidth = width - inset
        let chipWidth = painter.measure(row.severity.title, PDFStyle.style(8, .semibold)).width + 21 + 6
        let elements = row.elements.isEmpty ? tr("the screen") : row.elements.joined(separator: ", ")
        let headStyle = PDFStyle.style(9, .semibold)
        let ruleStyle = PDFStyle.style(9, .regular, PDFStyle.muted)
        let ruleText = row.rule + "  ·  "
        let ruleWidth = painter.measure(ruleText, ruleStyle).width
        let headHeight = max(15, flow.measure(elements, headStyle, width: textWidth - chipWidth - ruleWidth))
        let message = flow.measure(row.message, PDFStyle.body, width: textWidth)
        let whereText = sentence(row.whereItHappens)
        let whereHeight = showWhere && !whereText.isEmpty ? flow.measure(whereText, PDFStyle.small, width: textWidth) : 0
        let fixLabel = PDFStyle.style(7, .bold, PDFStyle.ok)
        let fixIndent = painter.measure(tr("Fix").uppercased(), fixLabel).width + 12
        let fixHeight = row.fix.map { flow.measure($0, PDFStyle.small, width: textWidth - fixIndent) } ?? 0
        let height = headHeight + 4 + message + (whereHeight > 0 ? 3 + whereHeight : 0) + (row.fix == nil ? 0 : 3 + fixHeight)
        return PDFBlock(height: height) { y in
            painter.fill(Rect(x: x, y: y, width: 2.5, height: height), Palette.severity(row.severity), radius: 1.25)
            var cy = y
            PDFReportPages.chip(row.severity.title, color: PDFStyle.ink(row.severity), painter: painter, x: x + inset, y: cy)
            var style = ruleStyle
            style.wraps = false
            painter.text(ruleText, in: Rect(x: x + inset + chipWidth, y: cy + 1.5, width: ruleWidth + 1, height: 13), style, vertical: .top)
            painter.text(elements, in: Rect(x: x + inset + chipWidth + ruleWidth, y: cy + 1.5, width: textWidth - chipWidth - ruleWidth, height: headHeight), headStyle, vertical: .top)
            cy += headHeight + 4
            painter.text(row.message, in: Rect(x: x + inset, y: cy, width: textWidth, height: message + 1), PDFStyle.body, vertical: .top)
            cy += message
            if whereHeight > 0 {
                painter.text(whereText, in: Rect(x: x + inset, y: cy + 3, width: textWidth, height: whereHeight + 1), PDFStyle.small, vertical: .top)
                cy += whereHeight + 3
            }
            if let fix = row.fix {
                cy += 3
                var label = fixLabel
                label.wraps = false
                let lw = painter.measure(tr("Fix").uppercased(), label).width + 8
                painter.fill(Rect(x: x + inset, y: cy + 1, width: lw, height: 10), PDFStyle.ok.withAlpha(0.12), radius: 2.5)
                painter.text(tr("Fix").uppercased(), in: Rect(x: x + inset + 4, y: cy + 1, width: lw, height: 10), label)
                painter.text(fix, in: Rect(x: x + inset + fixIndent, y: cy, width: textWidth - fixIndent, height: fixHeight + 1), PDFStyle.small.with(PDFStyle.text), vertical: .top)
            }
        }
    }

    // MARK: An environment

    private func environmentPage(_ env: EnvironmentReport, in file: FileReport) {
        let painter = self.painter, left = flow.left
        flow.newPage()
        flow.place(flow.paragraph("\(file.title) — \(file.file.path)", PDFStyle.small), spacing: 4)
        flow.place(flow.paragraph(env.environment.label, PDFStyle.style(16, .bold)), spacing: 5)
        let counts = env.counts
        let facts = env.facts
        let factsWidth = painter.measure(facts, PDFStyle.small).width
        let chipRow = chips(counts, x: flow.left + factsWidth + 10)
        flow.place(PDFBlock(height: 16) { y in
            painter.text(facts, in: Rect(x: left, y: y, width: factsWidth + 1, height: 15), PDFStyle.small)
            chipRow.draw(y)
        }, spacing: 14)

        guard let document = file.file.document else { return }
        let drawing = env.drawing(of: document, engine: engine)
        let beside = drawing.size.width < drawing.size.height * 0.9
        let pad = 10.0
        let box: Rect
        if beside {
            let w = min(flow.width * 0.48, (flow.remaining - 2 * pad) * drawing.size.width / drawing.size.height + 2 * pad)
            box = Rect(x: flow.left, y: flow.y, width: w, height: min(flow.remaining, (w - 2 * pad) * drawing.size.height / drawing.size.width + 2 * pad))
        } else {
            let h = min(380, (flow.width - 2 * pad) * drawing.size.height / drawing.size.width + 2 * pad)
            box = Rect(x: flow.left, y: flow.y, width: flow.width, height: h)
        }
        let scale = min((box.width - 2 * pad) / drawing.size.width, (box.height - 2 * pad) / drawing.size.height)
        let origin = (x: box.midX - drawing.size.width * scale / 2, y: box.minY + pad)
        flow.draw {
            painter.fill(box, PDFStyle.stage, radius: 8)
            painter.withState {
                // Findings off the screen would be drawn over the text; the stage is the edge.
                painter.roundedRect(box, radius: 8)
                painter.clip()
                painter.translate(origin.x, origin.y)
                // Half a point per drawing pixel: hairlines and badges as fine as print allows.
                cairo_scale(painter.cr, 0.5, 0.5)
                drawing.draw(cr: painter.cr, scale: 2 * scale)
            }
        }

        var x = flow.left, width = flow.width
        if beside {
            x = box.maxX + 18
            width = flow.right - x
        } else {
            flow.y = box.maxY + 16
        }
        let page = flow.pageNumber
        flow.pageHeader = { [unowned self] in
            self.flow.place(self.flow.paragraph("\(file.title) — \(env.environment.label) (continued)", PDFStyle.subheading), spacing: 10)
        }
        // Where each problem happens is on the file's pages; here, what is wrong and the fix.
        for row in env.rows {
            if flow.pageNumber != page || flow.y > box.maxY + 4 {
                // Past the drawing, findings take the whole width.
                x = flow.left
                width = flow.width
            }
            var block = findingBlock(row, x: x, width: width, showWhere: false)
            if flow.y + block.height > flow.bottom {
                flow.newPage()
                block = findingBlock(row, x: flow.left, width: flow.width, showWhere: false)
            }
            flow.place(block, spacing: 10)
        }
        flow.pageHeader = nil
    }

    // MARK: Guidelines

    private func guidelines() {
        let rules = content.rulesCited.filter { $0.quote != nil }
        guard !rules.isEmpty else { return }
        flow.breakPage()
        outline.append((tr("Guidelines cited"), flow.pageNumber, []))
        flow.place(flow.paragraph(tr("Guidelines cited"), PDFStyle.style(20, .bold)), spacing: 4)
        flow.place(flow.paragraph(tr("The words of Apple’s Human Interface Guidelines each rule with findings enforces, and where they are written."), PDFStyle.small), spacing: 16)
        flow.pageHeader = { [unowned self] in
            self.flow.place(self.flow.paragraph(tr("Guidelines cited (continued)"), PDFStyle.subheading), spacing: 10)
        }
        for help in rules { flow.place(guidelineBlock(help), spacing: 16) }
        flow.pageHeader = nil
    }

    private func guidelineBlock(_ help: RuleHelp) -> PDFBlock {
        let width = flow.width, quoteWidth = width - 12
        let idStyle = PDFStyle.style(10.5, .semibold)
        let idHeight = flow.measure(help.id, idStyle, width: width)
        let summary = help.summary ?? ""
        let summaryHeight = summary.isEmpty ? 0 : flow.measure(summary, PDFStyle.small, width: width) + 4
        let quote = "“\(help.quote ?? "")”"
        let quoteHeight = flow.measure(quote, PDFStyle.body, width: quoteWidth)
        let citation = help.citation ?? ""
        let citationHeight = flow.measure(citation, PDFStyle.caption, width: width)
        let height = idHeight + 2 + summaryHeight + 4 + quoteHeight + 5 + citationHeight
        let painter = self.painter, left = flow.left
        return PDFBlock(height: height) { y in
            var cy = y
            painter.text(help.id, in: Rect(x: left, y: cy, width: width, height: idHeight + 1), idStyle, vertical: .top)
            cy += idHeight + 2
            if !summary.isEmpty {
                painter.text(summary, in: Rect(x: left, y: cy, width: width, height: summaryHeight), PDFStyle.small, vertical: .top)
                cy += summaryHeight
            }
            cy += 4
            painter.fill(Rect(x: left, y: cy, width: 2, height: quoteHeight), PDFStyle.line, radius: 1)
            painter.text(quote, in: Rect(x: left + 12, y: cy, width: quoteWidth, height: quoteHeight + 1), PDFStyle.body, vertical: .top)
            cy += quoteHeight + 5
            painter.text(citation, in: Rect(x: left, y: cy, width: width, height: citationHeight + 1), PDFStyle.caption, vertical: .top)
        }
    }

    private func sentence(_ phrase: String) -> String { ReportWords.sentence(phrase) }
}

extension Painter.TextStyle {
    func with(_ color: Color) -> Painter.TextStyle {
        var style = self
        style.color = color
        return style
    }
}
