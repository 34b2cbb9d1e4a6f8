/// JUnit XML for Jenkins, GitLab and Buildkite: one `testsuite` per rule that ran (so the count
/// of checks shows even when all pass), one `testcase` per finding, and one passing `testcase`
/// for a rule without findings. A finding is a `failure` exactly when it makes `forcelab lint`
/// exit 1 (an error, or a warning with `--strict`); other findings pass with their message in
/// `system-out`. Disabled rules are one skipped testcase each.
enum JUnitReporter {
    static func render(_ diagnostics: [Diagnostic], context: LintReportContext) -> String {
        var rules = context.rules
        for d in diagnostics where !rules.contains(where: { $0.id == d.rule }) {
            rules.append(
                RuleDescriptor(
                    id: d.rule, name: d.rule, shortDescription: d.rule, fullDescription: d.rule,
                    defaultLevel: d.severity, help: ""))
        }
        var byRule: [String: [Diagnostic]] = [:]
        for d in diagnostics { byRule[d.rule, default: []].append(d) }
        var suites = ""
        var totalTests = 0
        var totalFailures = 0
        var totalSkipped = 0
        for rule in rules {
            let findings = byRule[rule.id] ?? []
            let classname = XMLText.escape("forcelab.lint.\(rule.id)")
            var cases = ""
            var failures = 0
            var skipped = 0
            if context.disabled.contains(rule.id) && findings.isEmpty {
                skipped = 1
                cases +=
                    "    <testcase classname=\"\(classname)\" name=\"\(XMLText.escape(rule.id))\"><skipped message=\"disabled\"/></testcase>\n"
            } else if findings.isEmpty {
                cases += "    <testcase classname=\"\(classname)\" name=\"\(XMLText.escape(rule.id)): no findings\"/>\n"
            }
            for d in findings {
                let path = context.relativePath(d.file)
                var name = "\(path):\(d.line)"
                if let item = d.item { name += " item \(item)" }
                if let locale = d.locale { name += " [\(locale)]" }
                let line = "\(path):\(d.line): \(d.severity.rawValue): \(d.message) [\(d.rule)]"
                var body = line
                if let rendered = d.rendered { body += rendered.map { "\n    | \($0)" }.joined() }
                cases +=
                    "    <testcase classname=\"\(classname)\" name=\"\(XMLText.escape(name))\" file=\"\(XMLText.escape(path))\" line=\"\(max(1, d.line))\">"
                if context.fails(d.severity) {
                    failures += 1
                    cases +=
                        "<failure type=\"\(d.severity.rawValue)\" message=\"\(XMLText.escape(d.message))\">\(XMLText.escape(body))</failure>"
                } else {
                    cases += "<system-out>\(XMLText.escape(body))</system-out>"
                }
                cases += "</testcase>\n"
            }
            let tests = max(1, findings.count)
            totalTests += tests
            totalFailures += failures
            totalSkipped += skipped
            suites +=
                "  <testsuite name=\"\(XMLText.escape(rule.id + " " + rule.name))\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\" skipped=\"\(skipped)\">\n"
            suites += cases + "  </testsuite>\n"
        }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites name=\"forcelab lint\" tests=\"\(totalTests)\" failures=\"\(totalFailures)\" errors=\"0\" skipped=\"\(totalSkipped)\">\n"
            + suites + "</testsuites>\n"
    }
}
