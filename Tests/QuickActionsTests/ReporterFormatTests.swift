import Foundation
import Testing

@testable import QuickActions

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The machine-read lint formats (SARIF, GitHub annotations, JUnit, checkstyle) as data: their
/// structure, escaping, limits and paths. `.ci/steps/report-consumers.sh` checks the same output
/// with the real consumers (the SARIF schema, sarif-tools, junitparser).
@Suite struct ReporterFormatTests {
    static let context = LintReportContext(
        rules: Rule.allCases.map(\.descriptor), base: "/repo", workingDirectory: "/repo/sub",
        toolVersion: "9.9.9")

    static func finding(
        _ rule: Rule, line: Int = 3, file: String = "App/Info.plist", item: Int? = 0, locale: String? = nil,
        _ message: String = "a message"
    ) -> Diagnostic {
        Diagnostic(
            rule: rule.id, severity: rule.severity, file: file, line: line, item: item, locale: locale, message: message
        )
    }

    static func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// Parses XML and returns the elements' names with their attributes, in document order.
    static func xmlElements(_ text: String) throws -> [(name: String, attributes: [String: String], text: String)] {
        final class Collector: NSObject, XMLParserDelegate {
            var elements: [(name: String, attributes: [String: String], text: String)] = []
            var stack: [Int] = []
            func parser(
                _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String]
            ) {
                stack.append(elements.count)
                elements.append((name, attributes, ""))
            }
            func parser(_ parser: XMLParser, foundCharacters string: String) {
                if let last = stack.last { elements[last].text += string }
            }
            func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?)
            { stack.removeLast() }
        }
        let parser = XMLParser(data: Data(text.utf8))
        let collector = Collector()
        parser.delegate = collector
        let parsed = parser.parse()
        #expect(parsed, "not well-formed XML: \(parser.parserError.map { "\($0)" } ?? "?")\n\(text)")
        return collector.elements
    }

    @Test func sarifHasTheRuleTableAndResultsGitHubReads() throws {
        let findings = [Self.finding(.titleTooLong, line: 12), Self.finding(.duplicateType, line: 20, item: 1)]
        let log = try Self.json(Reporter.sarif.render(findings, context: Self.context))
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == Rule.allCases.map(\.id))
        for rule in rules {
            for key in ["id", "name", "shortDescription", "fullDescription", "defaultConfiguration", "help"] {
                #expect(rule[key] != nil, "rule \(rule["id"] ?? "?") lacks \(key)")
            }
            #expect(((rule["fullDescription"] as? [String: Any])?["text"] as? String)?.count ?? 0 > 40)
        }
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 2)
        for (result, finding) in zip(results, findings) {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == finding.rule)
            #expect(result["ruleId"] as? String == finding.rule)
            #expect(result["level"] as? String == finding.severity.rawValue)
            let location = try #require(
                (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            // Relative to the base /repo from the working directory /repo/sub.
            #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "sub/App/Info.plist")
            #expect((location["region"] as? [String: Any])?["startLine"] as? Int == finding.line)
            #expect((result["partialFingerprints"] as? [String: String])?.isEmpty == false)
        }
    }

    @Test func fingerprintsSurviveMovedLinesAndTellFindingsApart() throws {
        func fingerprint(_ d: Diagnostic) throws -> String {
            let log = try Self.json(Reporter.sarif.render([d], context: Self.context))
            let result = try #require(((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
            return try #require((result["partialFingerprints"] as? [String: String])?.values.first)
        }
        let base = try fingerprint(Self.finding(.titleTooLong, line: 12))
        #expect(try fingerprint(Self.finding(.titleTooLong, line: 40)) == base)
        #expect(try fingerprint(Self.finding(.titleTooLong, line: 12, locale: "de")) != base)
        #expect(try fingerprint(Self.finding(.titleTooLong, line: 12, item: 2)) != base)
        #expect(try fingerprint(Self.finding(.subtitleTooLong, line: 12)) != base)
        #expect(try fingerprint(Self.finding(.titleTooLong, line: 12, file: "Other/Info.plist")) != base)
    }

    @Test func pathsAreRelativeToTheBaseOrAbsoluteURIs() {
        let context = Self.context
        #expect(context.relativePath("App/Info.plist") == "sub/App/Info.plist")
        #expect(context.relativePath("../top/./x.plist") == "top/x.plist")
        #expect(context.relativePath("/repo/a b/Info.plist") == "a b/Info.plist")
        #expect(context.relativePath("/elsewhere/Info.plist") == "/elsewhere/Info.plist")
        #expect(context.relativePath("/repository/Info.plist") == "/repository/Info.plist")
        #expect(PathText.uriReference("Supporting Files/Info #1.plist") == "Supporting%20Files/Info%20%231.plist")
        #expect(PathText.uriReference("/elsewhere/é.plist") == "file:///elsewhere/%C3%A9.plist")
    }

    @Test func githubAnnotationsEscapeDataAndProperties() {
        let d = Self.finding(.titleTooLong, file: "/repo/a,b:c/Info.plist", "100% wide\r\nsecond line")
        let out = Reporter.github.render([d], context: Self.context)
        let first = out.split(separator: "\n").first.map(String.init) ?? ""
        #expect(
            first
                == "::warning file=a%2Cb%3Ac/Info.plist,line=3,title=QA006%3A title without a subtitle does not fit on two lines::100%25 wide%0D%0Asecond line"
        )
        #expect(GitHubReporter.property("a%b") == "a%25b")
        #expect(out.hasSuffix("forcelab lint: 0 errors, 1 warning, 0 notes\n"))
        #expect(
            Reporter.github.render([Self.finding(.notTitleCase)], context: Self.context).hasPrefix("::notice file="))
        #expect(Reporter.github.render([Self.finding(.missingType)], context: Self.context).hasPrefix("::error file="))
    }

    @Test(arguments: [0, 1, 9, 10, 11, 25])
    func githubShowsTenOfAKindAndListsTheRest(count: Int) {
        let warnings = (0..<count).map { Self.finding(.titleTooLong, line: $0 + 1) }
        let errors = (0..<count).map { Self.finding(.missingType, line: $0 + 1) }
        let notes = [Self.finding(.notTitleCase)]
        let out = Reporter.github.render(errors + warnings + notes, context: Self.context)
        let lines = out.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.hasPrefix("::warning ") }.count == min(count, 10))
        #expect(lines.filter { $0.hasPrefix("::error ") }.count == min(count, 10))
        #expect(lines.filter { $0.hasPrefix("::notice ") }.count == 1)
        let hidden = 2 * max(0, count - 10)
        #expect(lines.filter { $0.hasPrefix("sub/App/Info.plist:") }.count == hidden)
        #expect(lines.count == min(count, 10) * 2 + 1 + hidden + 1)
        #expect(lines.last?.contains("past GitHub's 10 annotations") == (hidden > 0))
    }

    @Test func junitFailsWhatFailsTheRun() throws {
        let findings = [
            Self.finding(.missingType), Self.finding(.titleTooLong, line: 7, locale: "de", "bad <&> \u{1}text"),
            Self.finding(.notTitleCase),
        ]
        var context = Self.context
        context.disabled = ["QA016"]
        for strict in [false, true] {
            context.strict = strict
            let elements = try Self.xmlElements(Reporter.junit.render(findings, context: context))
            let root = try #require(elements.first)
            #expect(root.name == "testsuites")
            let suites = elements.filter { $0.name == "testsuite" }
            #expect(suites.count == Rule.allCases.count)
            let cases = elements.filter { $0.name == "testcase" }
            #expect(root.attributes["tests"] == String(cases.count))
            #expect(cases.count == Rule.allCases.count)  // each rule: its one finding or one passing case
            let failures = elements.filter { $0.name == "failure" }
            #expect(failures.count == (strict ? 2 : 1))
            #expect(root.attributes["failures"] == String(failures.count))
            #expect(elements.filter { $0.name == "skipped" }.count == 1)
            let qa006 = try #require(cases.first { $0.attributes["classname"] == "forcelab.lint.QA006" })
            #expect(qa006.attributes["name"] == "sub/App/Info.plist:7 item 0 [de]")
            #expect(qa006.attributes["file"] == "sub/App/Info.plist")
            #expect(qa006.attributes["line"] == "7")
            #expect(elements.contains { $0.text.contains("bad <&> \\x01text") })
        }
    }

    @Test func checkstyleGroupsByFile() throws {
        let findings = [
            Self.finding(.missingType, file: "A/Info.plist"),
            Self.finding(.notTitleCase, file: "B/Info.plist", "say \"hi\""),
            Self.finding(.titleTooLong, line: 9, file: "A/Info.plist"),
        ]
        let elements = try Self.xmlElements(Reporter.checkstyle.render(findings, context: Self.context))
        #expect(elements.first?.name == "checkstyle")
        #expect(
            elements.filter { $0.name == "file" }.map { $0.attributes["name"] } == [
                "sub/A/Info.plist", "sub/B/Info.plist",
            ])
        let errors = elements.filter { $0.name == "error" }
        #expect(errors.map { $0.attributes["severity"] } == ["error", "warning", "info"])
        #expect(errors.map { $0.attributes["source"] } == ["forcelab.QA002", "forcelab.QA006", "forcelab.QA012"])
        #expect(errors[2].attributes["message"] == "say \"hi\"")
        #expect(errors[1].attributes["line"] == "9")
    }

    @Test func emptyReportsAreStillValidDocuments() throws {
        #expect(try Self.xmlElements(Reporter.checkstyle.render([], context: Self.context)).count == 1)
        let junit = try Self.xmlElements(Reporter.junit.render([], context: Self.context))
        #expect(junit.first?.attributes["failures"] == "0")
        let log = try Self.json(Reporter.sarif.render([], context: Self.context))
        #expect(((log["runs"] as? [[String: Any]])?.first?["results"] as? [Any])?.isEmpty == true)
        #expect(Reporter.github.render([], context: Self.context) == "forcelab lint: 0 errors, 0 warnings, 0 notes\n")
    }
}
