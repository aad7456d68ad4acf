/// JUnit XML for CI servers: a suite per file, a test case per environment, a failure per
/// error finding (warnings and info go to the case's output, so they don't fail the build).
public enum JUnitOutput {
    public static func render(_ result: CheckResult) -> String {
        var suites = ""
        var totalTests = 0, totalFailures = 0, totalErrors = 0
        for file in result.files {
            var cases = ""
            var failures = 0
            if !file.errors.isEmpty {
                totalErrors += 1
                totalTests += 1
                cases += "    <testcase classname=\"\(xml(file.displayName))\" name=\"load\">\n"
                cases += "      <error message=\"\(xml(file.errors.first ?? ""))\">\(xml(file.errors.joined(separator: "\n")))</error>\n"
                cases += "    </testcase>\n"
                suites += suite(file.displayName, tests: 1, failures: 0, errors: 1, cases: cases)
                continue
            }
            for env in file.environments {
                let here = file.findings.filter { $0.environment == env }
                let errors = here.filter { $0.severity == .error }
                cases += "    <testcase classname=\"\(xml(file.displayName))\" name=\"\(xml(env.label))\">\n"
                for f in errors {
                    cases += "      <failure type=\"\(f.rule)\" message=\"\(xml(f.message))\">\(xml(f.rule)): \(xml(f.message))</failure>\n"
                }
                let others = here.filter { $0.severity != .error }
                if !others.isEmpty {
                    let lines = others.map { "\($0.severity.rawValue) \($0.rule): \($0.message)" }.joined(separator: "\n")
                    cases += "      <system-out>\(xml(lines))</system-out>\n"
                }
                cases += "    </testcase>\n"
                if !errors.isEmpty { failures += 1 }
            }
            totalTests += file.environments.count
            totalFailures += failures
            suites += suite(file.displayName, tests: file.environments.count, failures: failures, errors: 0, cases: cases)
        }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites name=\"inset check\" tests=\"\(totalTests)\" failures=\"\(totalFailures)\" errors=\"\(totalErrors)\">\n"
            + suites + "</testsuites>\n"
    }

    private static func suite(_ name: String, tests: Int, failures: Int, errors: Int, cases: String) -> String {
        "  <testsuite name=\"\(xml(name))\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\">\n" + cases + "  </testsuite>\n"
    }

    private static func xml(_ s: String) -> String { Markup.escaped(s) }
}
