import Foundation
import Reporting
import SourceFormats
import Testing

@testable import QuickActions

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Every report format fed seeded hostile findings, each checked by its consumer: XML by
/// XMLParser and Python's parser, JSON by JSONSerialization and Python (the values must come back
/// as they went in), SARIF against the vendored 2.1.0 schema, GitHub lines by the runner's
/// grammar, HTML by Python's html.parser (no `on*` attribute, no `javascript:` URL, no raw control).
@Suite struct HostileReportTests {
    static let seeds: [UInt64] = Array(1...40)
    static let context = LintReportContext(
        rules: Rule.allCases.map(\.descriptor), disabled: ["QA012"], base: "/repo", workingDirectory: "/repo",
        toolVersion: "1.0")

    /// Random findings, then what lint finds in an app whose every text is hostile.
    static func batch(_ seed: UInt64) -> [Diagnostic] {
        var random = HostileText(seed: seed)
        let made = (0..<(1 + random.below(25))).map { _ in random.diagnostic() }
        let validator = Validator(metrics: .iPhoneXS, measurer: FixedWidthMeasurer(advance: 10))
        return made + validator.validate(random.app(), locales: [nil])
    }

    /// Control characters that must never appear raw: C0 but tab and line breaks, DEL, C1, bidi.
    static func hasRawControl(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0 != "\t" && $0 != "\n" && ControlCharacters.isControl($0) }
    }

    /// What GitHub's runner would read as a command: after leading white space `::`, or `##[` anywhere.
    static func startsCommand(_ line: Substring) -> Bool {
        line.drop(while: { $0.isWhitespace }).hasPrefix("::") || line.contains("##[")
    }

    @Test(arguments: seeds) func textAndXcodeLinesAreInert(seed: UInt64) {
        for format in [Reporter.text, .xcode] {
            let report = format.render(Self.batch(seed), context: Self.context)
            #expect(!report.contains("\r"), "\(format) seed \(seed)")
            for line in report.split(separator: "\n", omittingEmptySubsequences: false) {
                #expect(!Self.hasRawControl(String(line)), "\(format) seed \(seed): \(line.debugDescription)")
                #expect(!Self.startsCommand(line), "\(format) seed \(seed): \(line.debugDescription)")
            }
        }
    }

    @Test(arguments: seeds) func githubLinesMatchTheWorkflowCommandGrammar(seed: UInt64) throws {
        let findings = Self.batch(seed)
        let report = Reporter.github.render(findings, context: Self.context)
        // By scalars, as the runner's ordinal `Split(',')` and `Replace("%2C", ",")` read them.
        let command = try Regex(#"^::(error|warning|notice) file=([^,:]+),line=([0-9]+),title=([^,:]*)::(.*)$"#)
            .matchingSemantics(.unicodeScalar)
        let escape = try Regex("%(25|0D|0A|3A|2C)").matchingSemantics(.unicodeScalar)
        // The runner splits lines at LF, CR and CRLF: no CR may survive.
        #expect(!report.unicodeScalars.contains("\r"))
        let lines = report.split(separator: "\n")
        var annotations = 0
        for line in lines {
            #expect(!Self.hasRawControl(String(line)), "seed \(seed): \(line.debugDescription)")
            if line.hasPrefix("::") {
                let match = try #require(try command.wholeMatch(in: line), "seed \(seed): \(line.debugDescription)")
                for part in [match.output[2].substring, match.output[4].substring, match.output[5].substring] {
                    let rest = String(part ?? "").replacing(escape, with: "")
                    #expect(!rest.contains("%"), "seed \(seed): \(line.debugDescription)")
                }
                annotations += 1
            } else {
                #expect(!Self.startsCommand(line), "seed \(seed): \(line.debugDescription)")
            }
        }
        let kinds = Dictionary(grouping: findings, by: \.severity).mapValues { min($0.count, 10) }
        #expect(annotations == kinds.values.reduce(0, +), "seed \(seed): every finding up to the limit is annotated")
        #expect(lines.count == findings.count + 1, "seed \(seed): one line per finding and the summary, none split")
    }

    @Test(arguments: seeds) func jsonAndSARIFGiveBackWhatWentIn(seed: UInt64) throws {
        let findings = Self.batch(seed)
        let json = Reporter.json.render(findings, context: Self.context)
        #expect(!Self.hasRawControl(json))
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let diagnostics = try #require(root["diagnostics"] as? [[String: Any]])
        // Text comes back as it went in; a file name's bytes that are not UTF-8 as `\xFF`.
        #expect(diagnostics.map { $0["message"] as? String } == findings.map { FileSystemName.shown($0.message) })
        #expect(diagnostics.map { $0["file"] as? String } == findings.map { FileSystemName.shown($0.file) })
        let sarif = Reporter.sarif.render(findings, context: Self.context)
        #expect(!Self.hasRawControl(sarif))
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(
            results.map { ($0["message"] as? [String: Any])?["text"] as? String }
                == findings.map { FileSystemName.shown($0.message) })
    }

    @Test(arguments: seeds) func xmlFormatsParse(seed: UInt64) {
        let findings = Self.batch(seed)
        var random = HostileText(seed: seed &+ 1000)
        let cases = (0..<(1 + random.below(6))).map { _ in
            ReplayJUnit.Case(
                name: random.text(), file: random.text(), status: Int32(random.below(3)),
                out: [random.text(), random.text()], err: [random.text()])
        }
        let documents = [
            ("junit", Reporter.junit.render(findings, context: Self.context)),
            ("checkstyle", Reporter.checkstyle.render(findings, context: Self.context)),
            ("replay junit", ReplayJUnit.render(cases)),
        ]
        for (name, xml) in documents {
            let parser = XMLParser(data: Data(xml.utf8))
            #expect(parser.parse(), "\(name) seed \(seed): \(parser.parserError.map { "\($0)" } ?? "?")")
            #expect(!Self.hasRawControl(xml), "\(name) seed \(seed)")
        }
    }

    /// The escaper on its own: nothing it writes can open or close markup or carry a control.
    @Test func oneEscaperForXMLAndHTML() {
        #expect(XMLText.escape("\"><img src=x onerror=alert(1)>") == "&quot;&gt;&lt;img src=x onerror=alert(1)&gt;")
        #expect(XMLText.escape("a\u{0}b\u{7F}c\u{85}d\u{202E}e\u{FFFE}") == "a\\x00b\\x7Fc\\x85d\\u{202E}e\\u{FFFE}")
        #expect(XMLText.escape("]]>'") == "]]&gt;&apos;")
        #expect(
            XMLText.url("x\"y onerror=1/javascript:alert(1).png") == "x%22y%20onerror%3D1/javascript%3Aalert%281%29.png"
        )
        #expect(XMLText.url("../../etc//./passwd") == "etc/passwd")
    }

    /// A name's byte that is not UTF-8 is `\xFF` in every format, and `%FF` in a URL: never the
    /// private-use stand-in `FileSystemName` carries it as, nor U+FFFD.
    @Test func bytesOfANameAreShownAsBytesEverywhere() {
        let name = FileSystemName.decode([0x61, 0xFF, 0x62, 0xC3] as [UInt8])
        #expect(ControlCharacters.line(name) == "a\\xFFb\\xC3")
        #expect(XMLText.escape(name) == "a\\xFFb\\xC3")
        #expect(GitHubReporter.data(name) == "a\\xFFb\\xC3")
        #expect(Reporter.json(name) == "\"a\\\\xFFb\\\\xC3\"")
        #expect(XMLText.url("dir/" + name + ".png") == "dir/a%FFb%C3.png")
        #expect(PathText.uriReference(name) == "a%FFb%C3")
        let finding = Diagnostic(
            rule: "QA004", severity: .error, file: name + "/Info.plist", line: 1, item: nil, locale: nil,
            message: "in " + name, rendered: nil)
        for format in Reporter.allCases {
            let report = format.render([finding], context: Self.context)
            // JSON and SARIF write the backslash escaped (`\\xFF`): the same text to their parsers.
            let text = report.replacingOccurrences(of: "\\\\", with: "\\")
            #expect(text.contains("a\\xFFb\\xC3") || text.contains("a%FFb%C3"), "\(format): \(report)")
            #expect(!report.unicodeScalars.contains { $0.value >= 0x10_FD00 || $0 == "\u{FFFD}" }, "\(format)")
        }
    }

    @Test func githubEscapesByTheRunnerRules() {
        #expect(GitHubReporter.data("50%\r\n\u{0}\u{1B}") == "50%25%0D%0A\\x00\\e")
        // A `%` before a combining mark: the escape is the three scalars `%25`, then the mark
        // (one Character "5\u{301}" to Swift, still `%25` to the runner, which decodes by code
        // unit). The fuzz target's checker once compared by Character and called it bare.
        #expect(Array(GitHubReporter.data("%\u{301}").unicodeScalars) == ["%", "2", "5", "\u{301}"])
        #expect(ControlCharacters.line("  ::error::x") == "  \\x3A:error::x")
        #expect(ControlCharacters.line("a ##[error]b") == "a #\\x23[error]b")
        #expect(ControlCharacters.line("plain") == "plain")
    }

    /// A combining mark after a delimiter, or a prepended mark before one, makes one character of
    /// the two: the runner's culture-sensitive `IndexOf("::")` (and Swift's `String`) would then
    /// miss the separator. The edge scalar is written visibly; code-unit readers are served too.
    @Test func delimitersStayDelimitersNextToJoiningScalars() throws {
        let finding = Diagnostic(
            rule: "QA001\u{600}", severity: .error, file: "/repo/a\u{600}", line: 3, item: 0, locale: nil,
            message: "\u{301}::warning::x", rendered: nil)
        let line = try #require(Reporter.github.render([finding], context: Self.context).split(separator: "\n").first)
        let command = try Regex(#"^::error file=([^,:]+),line=3,title=([^,:]*)::(.*)$"#)
        let match = try #require(try command.wholeMatch(in: line), "\(line.debugDescription)")
        #expect(match.output[1].substring == "a\\u{600}")
        #expect(match.output[3].substring == "\\u{301}::warning::x")
        #expect(ControlCharacters.line("::\u{301}error::x") == "\\x3A:\u{301}error::x")
        #expect(ControlCharacters.line("a ##[\u{301}error]") == "a #\\x23[\u{301}error]")
        #expect(GitHubReporter.messageData("e\u{301}") == "e\u{301}")
    }

    // MARK: the pages and every file through the Python consumers

    static func pages(_ seed: UInt64) -> [String] {
        var random = HostileText(seed: seed &+ 2000)
        let findings = batch(seed)
        let failure = ReplayFailure(
            recording: random.text(), lines: [random.text()],
            frame: .init(
                step: 30, golden: random.text(), actual: random.text(), diff: random.text(), differing: 3, total: 9,
                sizeMismatch: false),
            log: .init(
                golden: random.text(), line: 2, before: [random.text()], expected: [random.text()],
                actual: [random.text()]))
        var entries: [ReplayReportEntry] = []
        for index in 0..<3 {
            let failed = index == 1
            var entry = ReplayReportEntry(
                recording: random.text(), status: Int32(index), lines: [random.text()], errors: [random.text()])
            entry.failure = failed ? failure : nil
            if failed {
                let picture = ReplayReportEntry.Pictures(
                    step: 30, golden: random.text(), actual: random.text(), diff: random.text(), differing: 3, total: 9)
                entry.pictures = [picture]
            }
            var timeline = ReplayTimeline(duration: 1, thresholds: [.init(name: random.text(), value: 0.3)])
            timeline.samples = [.init(t: 0, force: 0.5)]
            timeline.markers = [.init(t: 0.5, kind: random.text(), label: random.text())]
            timeline.frames = [.init(step: 0, t: 0)]
            entry.timeline = timeline
            entry.thumbnails = [.init(step: 0, t: 0, file: random.text(), differs: failed)]
            entry.video = random.text()
            entry.updateCommand = [random.text(), random.text()]
            entries.append(entry)
        }
        let replay = ReplayReportPage.html(entries, environmentNote: random.text())
        let sheet = ContactSheetPage(
            appName: random.text(), deviceName: random.text(), placements: 2, cellWidth: 100, folder: random.text(),
            everywhere: Array(findings.prefix(2)),
            rows: (0..<2).map { _ in
                ContactSheetPage.Row(
                    locale: random.text(),
                    cells: (0..<2).map { _ in
                        ContactSheetPage.Cell(file: random.text(), label: random.text(), caption: random.text())
                    }, findings: findings)
            })
        return [replay, sheet.html]
    }

    @Test func pagesHaveNoInlineHandlersAndOneScript() {
        let pages = Self.pages(7)
        #expect(pages[0].components(separatedBy: "<script>").count == 2, "the replay page has one script")
        #expect(pages[0].contains("addEventListener"))
        #expect(!pages[1].contains("<script"), "the contact sheet needs none")
        for page in pages { #expect(!Self.hasRawControl(page)) }
    }

    @Test func everyFormatPassesItsPythonConsumer() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let python = ProcessInfo.processInfo.environment["FORCELAB_PYTHON"] ?? "/usr/bin/python3"
        guard FileManager.default.isExecutableFile(atPath: python) else {
            Issue.record("no Python at \(python): set FORCELAB_PYTHON")
            return
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-reports-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [String: [String]] = [:]
        func put(_ kind: String, _ name: String, _ text: String) throws {
            let path = folder.appendingPathComponent(name).path
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            files[kind, default: []].append(path)
        }
        for seed in Self.seeds {
            let findings = Self.batch(seed)
            try put("text", "\(seed).txt", Reporter.text.render(findings, context: Self.context))
            try put("github", "\(seed).github", Reporter.github.render(findings, context: Self.context))
            try put("json", "\(seed).json", Reporter.json.render(findings, context: Self.context))
            try put("sarif", "\(seed).sarif", Reporter.sarif.render(findings, context: Self.context))
            try put("xml", "\(seed).junit", Reporter.junit.render(findings, context: Self.context))
            try put("xml", "\(seed).checkstyle", Reporter.checkstyle.render(findings, context: Self.context))
            let pages = Self.pages(seed)
            try put("html", "\(seed).replay.html", pages[0])
            try put("html", "\(seed).sheet.html", pages[1])
        }
        let hasSchemaChecker = run(python, ["-c", "import jsonschema"]).status == 0
        if !hasSchemaChecker {
            print("HostileReportTests: no jsonschema for \(python); the SARIF schema check is skipped")
        }
        for kind in ["text", "github", "json", "xml", "html"] + (hasSchemaChecker ? ["sarif"] : []) {
            let result = run(
                python, [root.appendingPathComponent(".ci/report_consumers.py").path, kind] + files[kind]!)
            #expect(result.status == 0, "\(kind): \(result.output.split(separator: "\n").last ?? "")")
        }
    }

    private func run(_ program: String, _ arguments: [String]) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { return (127, "\(error)") }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
