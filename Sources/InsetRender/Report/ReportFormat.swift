import Foundation
import InsetCore

/// The formats a report is written in: `inset report`'s, chosen by OUT's extension, and
/// `inset check --format`'s; the app's Export Report offers them all.
public enum ReportFormat: String, CaseIterable, Sendable {
    case html, pdf, json, sarif, junit, csv, text

    /// The extension a file of this format ends in: `.xml` for JUnit, `.txt` for text.
    public var fileExtension: String {
        switch self {
        case .junit: return "xml"
        case .text: return "txt"
        default: return rawValue
        }
    }

    public init?(pathExtension: String) {
        guard let format = ReportFormat.allCases.first(where: { $0.fileExtension == pathExtension.lowercased() }) else {
            return nil
        }
        self = format
    }

    /// The report's bytes; `engine` draws the environments that HTML and PDF show.
    public func data(_ result: CheckResult, engine: LayoutEngine, registry: RuleRegistry = .standard) throws -> Data {
        switch self {
        case .html: return Data(HTMLReport.render(result, engine: engine).utf8)
        case .pdf: return try PDFReport.data(result, engine: engine)
        case .json: return Data((JSONOutput.render(result) + "\n").utf8)
        case .sarif: return Data((SARIFOutput.render(result, registry: registry) + "\n").utf8)
        case .junit: return Data(JUnitOutput.render(result).utf8)
        case .csv: return Data(CSVOutput.render(result).utf8)
        case .text: return Data(TextOutput(color: false).render(result).utf8)
        }
    }

    /// Writes the report atomically: a failure leaves whatever was at `path` as it was.
    public func write(_ result: CheckResult, engine: LayoutEngine, registry: RuleRegistry = .standard,
                      to path: String) throws {
        try AtomicFile.write(to: path) { try data(result, engine: engine, registry: registry) }
    }
}
