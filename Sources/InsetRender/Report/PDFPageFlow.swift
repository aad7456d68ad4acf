import CPangoCairo
import InsetCore

/// A stretch of drawing measured before it is placed: blocks flow down a page and move to the
/// next one when they don't fit.
struct PDFBlock {
    var height: Double
    /// Draws the block with its top at `y`.
    var draw: (_ y: Double) -> Void

    static let empty = PDFBlock(height: 0) { _ in }
}

/// Lays out the report on A4 pages: blocks are placed first, and drawn once the page count is
/// known, so every footer can say "Page 3 of 12".
final class PDFPageFlow {
    static let pageSize = Size(width: 595.28, height: 841.89)
    static let margin = Insets(top: 50, left: 48, bottom: 64, right: 48)

    let painter: Painter
    private(set) var pages: [[() -> Void]] = []
    /// Where the next block goes on the current page.
    var y = 0.0
    /// Called at the top of each new page (a running header for a continued section).
    var pageHeader: (() -> Void)?

    init(cr: OpaquePointer) { painter = Painter(cr: cr, pixel: 1) }

    var left: Double { PDFPageFlow.margin.left }
    var right: Double { PDFPageFlow.pageSize.width - PDFPageFlow.margin.right }
    var width: Double { right - left }
    var top: Double { PDFPageFlow.margin.top }
    var bottom: Double { PDFPageFlow.pageSize.height - PDFPageFlow.margin.bottom }
    var remaining: Double { bottom - y }
    /// 1-based number of the page being filled.
    var pageNumber: Int { pages.count }
    var atTopOfPage: Bool { !pages.isEmpty && y <= top + 0.5 }

    func newPage() {
        pages.append([])
        y = top
        pageHeader?()
    }

    /// Adds drawing to the current page.
    func draw(_ body: @escaping () -> Void) {
        if pages.isEmpty { newPage() }
        pages[pages.count - 1].append(body)
    }

    /// Places `block` on this page if it fits, else at the top of the next.
    func place(_ block: PDFBlock, spacing: Double = 0) {
        if pages.isEmpty || y + block.height > bottom && !atTopOfPage { newPage() }
        let top = y
        draw { block.draw(top) }
        y += block.height + spacing
    }

    /// Starts the next page unless this one is still empty.
    func breakPage() {
        if pages.isEmpty || !atTopOfPage { newPage() }
    }

    // MARK: Text

    typealias Style = Painter.TextStyle

    func measure(_ text: String, _ style: Style, width: Double) -> Double {
        painter.measure(text, style, width: width).height
    }

    /// Wrapped text `width` wide, as a block.
    func paragraph(_ text: String, _ style: Style, x: Double? = nil, width: Double? = nil) -> PDFBlock {
        let x = x ?? left, width = width ?? self.width
        let height = measure(text, style, width: width)
        let painter = self.painter
        return PDFBlock(height: height) { y in
            painter.text(text, in: Rect(x: x, y: y, width: width, height: height + 1), style, vertical: .top)
        }
    }

    // MARK: Drawing the pages

    /// Draws every page, each with its footer, then ends the document.
    func finish(surface: OpaquePointer, footer: String) {
        let cr = painter.cr
        for (index, page) in pages.enumerated() {
            for body in page { body() }
            drawFooter(footer, page: index + 1, of: pages.count)
            cairo_show_page(cr)
        }
    }

    private func drawFooter(_ text: String, page: Int, of count: Int) {
        let y = PDFPageFlow.pageSize.height - PDFPageFlow.margin.bottom + 26
        painter.move(left, y - 10)
        painter.line(right, y - 10)
        painter.stroke(PDFStyle.line, pixels: 0.5)
        var style = PDFStyle.caption
        style.wraps = false
        painter.text(text, in: Rect(x: left, y: y, width: width - 90, height: 14), style, vertical: .top)
        style.alignment = .trailing
        painter.text(tr("Page {page} of {count}", ["page": page, "count": count]), in: Rect(x: right - 90, y: y, width: 90, height: 14), style, vertical: .top)
    }
}

/// The PDF's type and colours.
enum PDFStyle {
    static let text = Color(hex: 0x1D1D1F)
    static let muted = Color(hex: 0x6E6E73)
    static let line = Color(hex: 0xD9D9DE)
    static let soft = Color(hex: 0xF2F2F5)
    static let stage = Color(hex: 0xF7F7F9)
    static let ok = Color(hex: 0x1F7A4D)

    /// Severity text on white: darker than the drawing's outlines so it stays readable.
    static func ink(_ s: Severity) -> Color {
        switch s {
        case .error: return Color(hex: 0xC01C28)
        case .warning: return Color(hex: 0xA34700)
        case .info: return Color(hex: 0x1A5FB4)
        }
    }

    static func tint(_ s: Severity) -> Color { Palette.severity(s).withAlpha(0.12) }

    static func style(_ size: Double, _ weight: Painter.Weight = .regular, _ color: Color = text) -> Painter.TextStyle {
        Painter.TextStyle(size: size, weight: weight, color: color)
    }

    static let eyebrow = style(8.5, .semibold, muted)
    static let title = style(28, .bold)
    static let lede = style(12, .regular, muted)
    static let heading = style(15, .bold)
    static let subheading = style(9, .semibold, muted)
    static let body = style(9.5)
    static let bodyStrong = style(9.5, .semibold)
    static let small = style(8.5, .regular, muted)
    static let caption = style(8, .regular, muted)
}
