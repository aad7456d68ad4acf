/// JUnit XML for CI servers: a suite per file, a test case per environment, a failure per
/// error finding (warnings and info go to the case's output, so they don't fail the build).
public enum JUnitOutput {
    public static func render(_ result: CheckResult) -> String {
        // Each file's suite on its own core: a storyboard's 50 scenes in 76 environments
        // are 12 MB of XML.
        let suites = ParallelMap.map(result.files, suite)
        let tests = suites.reduce(0) { $0 + $1.tests }
        let failures = suites.reduce(0) { $0 + $1.failures }
        let errors = suites.reduce(0) { $0 + $1.errors }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites name=\"inset check\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\">\n"
        out.reserveCapacity(out.utf8.count + suites.reduce(0) { $0 + $1.text.utf8.count } + 16)
        for suite in suites { out += suite.text }
        return out + "</testsuites>\n"
    }

    private static func suite(_ file: FileResult) -> (text: String, tests: Int, failures: Int, errors: Int) {
        var cases = ""
        if !file.errors.isEmpty {
            cases += "    <testcase classname=\"\(xml(file.displayName))\" name=\"load\">\n"
            cases += "      <error message=\"\(xml(file.errors.first ?? ""))\">\(xml(file.errors.joined(separator: "\n")))</error>\n"
            cases += "    </testcase>\n"
            return (wrap(file.displayName, tests: 1, failures: 0, errors: 1, cases: cases), 1, 0, 1)
        }
        // The findings of each environment, in their order, gathered in one pass: filtering
        // them all for each environment took most of the time.
        var byEnvironment: [Environment: [Finding]] = [:]
        for finding in file.findings { byEnvironment[finding.environment, default: []].append(finding) }
        let classname = xml(file.displayName)
        // A finding retold in a twin environment says what the first said: spelt out once.
        var spelt: [ObjectIdentifier: String] = [:]
        func message(_ f: Finding) -> String {
            let key = f.telling
            if let known = spelt[key] { return known }
            let text = f.message
            spelt[key] = text
            return text
        }
        var failures = 0
        for env in file.environments {
            let here = byEnvironment[env] ?? []
            cases += "    <testcase classname=\"\(classname)\" name=\"\(xml(env.label))\">\n"
            var failed = false
            for f in here where f.severity == .error {
                let message = xml(message(f))
                cases += "      <failure type=\"\(f.rule)\" message=\"\(message)\">\(xml(f.rule)): \(message)</failure>\n"
                failed = true
            }
            let others = here.filter { $0.severity != .error }
            if !others.isEmpty {
                let lines = others.map { "\($0.severity.rawValue) \($0.rule): \(message($0))" }.joined(separator: "\n")
                cases += "      <system-out>\(xml(lines))</system-out>\n"
            }
            cases += "    </testcase>\n"
            if failed { failures += 1 }
        }
        let tests = file.environments.count
        return (wrap(file.displayName, tests: tests, failures: failures, errors: 0, cases: cases), tests, failures, 0)
    }

    private static func wrap(_ name: String, tests: Int, failures: Int, errors: Int, cases: String) -> String {
        "  <testsuite name=\"\(xml(name))\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\">\n" + cases + "  </testsuite>\n"
    }

    private static func xml(_ s: String) -> String { Markup.escaped(s) }
}
