import InsetCore

// Placeholder until the report engineer's HTML report lands; replaced wholesale.
public enum HTMLReport {
    public static func render(_ result: CheckResult, engine: LayoutEngine) -> String { "" }
}
