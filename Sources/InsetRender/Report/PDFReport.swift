import InsetCore

// Placeholder until the report engineer's PDF report lands; replaced wholesale.
public enum PDFReport {
    public static func write(_ result: CheckResult, engine: LayoutEngine, to path: String) throws {}
}
