import Foundation
import TestSupport
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `forcelab replay` tolerances, masks, `--junit` and `--report` through the real binary, on
/// goldens broken on purpose: a frame swapped for a later one and an event line changed.
/// `.ci/steps/replay-report.sh` opens the same report in a real headless browser.
@Suite(.serialized) struct ReplayReportCLITests {
    static let recordings = [
        "Tests/Replays/profile-light.jsonl", "Tests/Replays/tap-opens-app.jsonl", "Tests/Replays/profile-firm.jsonl",
    ]

    /// Goldens of the three recordings in a fresh folder: profile-light's frame 30 replaced by
    /// its frame 60, tap-opens-app's log line 2 changed; profile-firm left alone.
    static func brokenGoldens() async throws -> (dir: URL, base: [String]) {
        let dir = try makeTemporaryDirectory()
        let golden = dir.appendingPathComponent("goldens")
        let base =
            ["replay"] + recordings + [
                "--every", "30", "--scale", "1", "--golden", golden.path,
                "--diffs", dir.appendingPathComponent("diffs").path,
            ]
        let update = try await runForceLab(base + ["--update-goldens"])
        #expect(update.status == 0, "\(update.stderr)")
        let light = golden.appendingPathComponent("profile-light")
        let frame30 = light.appendingPathComponent("frame-000030.png")
        try FileManager.default.removeItem(at: frame30)
        try FileManager.default.copyItem(at: light.appendingPathComponent("frame-000060.png"), to: frame30)
        let events = golden.appendingPathComponent("tap-opens-app/events.jsonl")
        var lines = try String(contentsOf: events, encoding: .utf8).components(separatedBy: "\n")
        lines[1] = lines[1].replacingOccurrences(of: "\"event\":\"", with: "\"event\":\"x")
        try lines.joined(separator: "\n").write(to: events, atomically: true, encoding: .utf8)
        return (dir, base)
    }

    /// Elements of an XML document in order, with their attributes and text.
    static func xml(_ data: Data) throws -> [(name: String, attributes: [String: String], text: String)] {
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
        let parser = XMLParser(data: data)
        let collector = Collector()
        parser.delegate = collector
        #expect(parser.parse(), "not well-formed XML")
        return collector.elements
    }

    @Test func junitAndReportWithJobs() async throws {
        let (dir, base) = try await Self.brokenGoldens()
        var pages: [Data] = []
        var junits: [Data] = []
        for jobs in ["1", "3"] {
            let junit = dir.appendingPathComponent("junit-\(jobs).xml")
            let report = dir.appendingPathComponent("report-\(jobs)")
            let result = try await runForceLab(base + ["--jobs", jobs, "--junit", junit.path, "--report", report.path])
            #expect(result.status == 1)
            #expect(result.stdout.hasSuffix("1 passed, 2 failed\n"))
            junits.append(try Data(contentsOf: junit))
            pages.append(try Data(contentsOf: report.appendingPathComponent("index.html")))
            let entries = try FileManager.default.contentsOfDirectory(atPath: report.path).sorted()
            #expect(
                entries == [
                    ".forcelab-output", "001-profile-light", "002-tap-opens-app", "003-profile-firm", "index.html",
                ])
            // The differing frame's three pictures, and the timeline's thumbnails of the others.
            let light = try FileManager.default.contentsOfDirectory(
                atPath: report.appendingPathComponent("001-profile-light").path
            ).sorted()
            #expect(
                light.filter { $0.hasPrefix("frame-000030.") } == [
                    "frame-000030.actual.png", "frame-000030.diff.png", "frame-000030.golden.png",
                ])
            #expect(light.contains("frame-000216.png") && !light.contains("frame-000030.png"), "\(light)")
        }
        // --jobs changes nothing in either file.
        #expect(junits[0] == junits[1])
        #expect(pages[0] == pages[1])

        let elements = try Self.xml(junits[0])
        let cases = elements.filter { $0.name == "testcase" }
        #expect(cases.map { $0.attributes["name"] } == ["profile-light", "tap-opens-app", "profile-firm"])
        #expect(elements.first?.attributes["tests"] == "3")
        #expect(elements.first?.attributes["failures"] == "2")
        let failures = elements.filter { $0.name == "failure" }
        #expect(failures.count == 2)
        #expect(failures[0].attributes["message"]?.contains("profile-light.jsonl: frame 30 differs (") == true)
        #expect(failures[1].attributes["message"]?.contains("event log differs from") == true)
        #expect(failures[1].attributes["message"]?.contains("at line 2") == true)
        let outs = elements.filter { $0.name == "system-out" }
        #expect(outs.contains { $0.text.contains("profile-firm.jsonl: ok (") })

        let page = String(decoding: pages[0], as: UTF8.self)
        #expect(page.contains("<h1>ForceLab replay: 1 passed, 2 failed</h1>"))
        #expect(page.contains("src=\"001-profile-light/frame-000030.golden.png\""))
        #expect(page.contains("src=\"001-profile-light/frame-000030.actual.png\""))
        #expect(page.contains("src=\"001-profile-light/frame-000030.diff.png\""))
        #expect(page.contains("type=\"range\""))
        #expect(page.contains("event log: first difference at line 2"))
        #expect(page.contains("<td class=\"removed\">"))
        #expect(page.contains("<td class=\"added\">"))
        #expect(page.components(separatedBy: "<svg class=\"timeline-picture\"").count - 1 == 3)
        // The command that accepts the failure: this run's options, the one recording.
        #expect(
            page.contains(
                "<code id=\"r1-command\">forcelab replay --every 30 --scale 1.0 --golden \(base[base.firstIndex(of: "--golden")! + 1]) --update-goldens -- Tests/Replays/profile-light.jsonl</code>"
            ), "\(page.components(separatedBy: "r1-command\">").dropFirst().first?.prefix(300) ?? "")")
        // Self-contained: nothing fetched, no script files; the slider's one inline script adds
        // its listener, and no element carries an event handler.
        #expect(
            !page.contains("http://") && !page.contains("https://") && !page.contains("<script src")
                && !page.contains("<link"))
        #expect(page.components(separatedBy: "<script>").count == 2)
        #expect(page.contains("addEventListener(\"input\""))
        #expect(page.range(of: #"\son[a-z]+\s*="#, options: .regularExpression) == nil, "no on* attribute")
    }

    /// The report's golden is a copy (an edit of the report must never rewrite the committed
    /// golden); its actual frame and diff are links to the files under `--diffs`.
    @Test func theReportCopiesTheGoldenAndLinksTheRest() async throws {
        let (dir, base) = try await Self.brokenGoldens()
        let report = dir.appendingPathComponent("report")
        let result = try await runForceLab(base + ["--report", report.path])
        #expect(result.status == 1)
        func inode(_ url: URL) throws -> UInt64 {
            try #require(FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? UInt64)
        }
        let shown = report.appendingPathComponent("001-profile-light")
        let golden = dir.appendingPathComponent("goldens/profile-light/frame-000030.png")
        let reportGolden = shown.appendingPathComponent("frame-000030.golden.png")
        #expect(try Data(contentsOf: reportGolden) == Data(contentsOf: golden))
        #expect(try inode(reportGolden) != inode(golden))
        let diffs = try FileManager.default.subpathsOfDirectory(
            atPath: dir.appendingPathComponent("diffs/profile-light").path)
        let actual = try #require(diffs.first { $0.hasSuffix("actual.png") })
        #expect(
            try inode(shown.appendingPathComponent("frame-000030.actual.png"))
                == inode(dir.appendingPathComponent("diffs/profile-light").appendingPathComponent(actual)))
    }

    @Test func aPassingRunStillHasAReportAndJUnit() async throws {
        let dir = try makeTemporaryDirectory()
        let report = dir.appendingPathComponent("report")
        let junit = dir.appendingPathComponent("junit.xml")
        let result = try await runForceLab([
            "replay", "Tests/Replays", "--at", "Mail", "--every", "30", "--scale", "1", "--golden",
            "Tests/Replays/goldens",
            "--diffs", dir.appendingPathComponent("diffs").path, "--report", report.path, "--junit", junit.path,
        ])
        #expect(result.status == 0, "\(result.stdout)")
        let count = try FileManager.default.contentsOfDirectory(
            atPath: packageRoot.appendingPathComponent("Tests/Replays").path
        )
        .filter { $0.hasSuffix(".jsonl") }.count
        let page = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(page.contains("\(count) passed, 0 failed</h1>"))
        #expect(page.components(separatedBy: "<td class=\"passed\">passed</td>").count - 1 == count)
        #expect(page.components(separatedBy: "<svg class=\"timeline-picture\"").count - 1 == count)
        #expect(!page.contains("--update-goldens"), "no command when nothing failed")
        let elements = try Self.xml(try Data(contentsOf: junit))
        #expect(elements.filter { $0.name == "testcase" }.count == count)
        #expect(elements.filter { $0.name == "failure" || $0.name == "error" }.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("diffs").path))
    }

    @Test func badInputIsAnErrorTestcase() async throws {
        let dir = try makeTemporaryDirectory()
        let bad = dir.appendingPathComponent("bad.jsonl")
        try
            "{\"forcelab\":\"recording\",\"version\":1}\n{\"t\":1,\"type\":\"down\",\"x\":1,\"y\":1,\"force\":0.1}\n{\"t\":0.5,\"type\":\"up\",\"x\":1,\"y\":1}\n"
            .write(to: bad, atomically: true, encoding: .utf8)
        let junit = dir.appendingPathComponent("junit.xml")
        let result = try await runForceLab([
            "replay", bad.path, "Tests/Replays/profile-firm.jsonl", "--junit", junit.path,
        ])
        #expect(result.status == 2)
        let elements = try Self.xml(try Data(contentsOf: junit))
        let errors = elements.filter { $0.name == "error" }
        #expect(errors.count == 1)
        #expect(errors.first?.attributes["message"]?.hasPrefix("\(bad.path):3: error: ") == true, "\(errors)")
        #expect(elements.first?.attributes["errors"] == "1")
    }

    @Test func goldensSayWhatTheyWereMadeWith() async throws {
        let (dir, base) = try await Self.brokenGoldens()
        let environment = dir.appendingPathComponent("goldens/ENVIRONMENT.json")
        let written = try String(contentsOf: environment, encoding: .utf8)
        #expect(written.contains("\"FreeType\": \""))
        #expect(written.contains("\"HarfBuzz\": \""))
        #expect(written.contains("\"zlib\": \""))
        #expect(written.contains("\"libdeflate\": \"1."))
        #expect(written.contains("{\"file\": \"Inter-Regular.otf\", \"family\": \"Inter\""), "\(written)")
        // Children report the fonts they drew with: --jobs gives the same file.
        let again = try await runForceLab(base + ["--update-goldens", "--jobs", "3"])
        #expect(again.status == 0)
        #expect(try String(contentsOf: environment, encoding: .utf8) == written)
        try Self.brokenGoldens2(dir)

        // Same machine: the mismatch lines come first, no note.
        let same = try await runForceLab(base)
        #expect(same.status == 1)
        #expect(!same.stdout.contains("forcelab: note:"))
        // Goldens made with another FreeType and another Inter: said first.
        let edited = written.replacingOccurrences(of: #""FreeType": ""#, with: #""FreeType": "0.0.1-"#)
            .replacingOccurrences(of: #""sha256": "a"#, with: #""sha256": "0"#)
        try edited.write(to: environment, atomically: true, encoding: .utf8)
        let other = try await runForceLab(base + ["--report", dir.appendingPathComponent("report").path])
        #expect(other.status == 1)
        let first = other.stdout.split(separator: "\n").first.map(String.init) ?? ""
        #expect(first.hasPrefix("forcelab: note: goldens made with FreeType 0.0.1-"), "\(first)")
        #expect(first.contains("; this machine has FreeType "))
        #expect(first.hasSuffix(": mismatches may come from the machine, not from the app"))
        let page = try String(contentsOf: dir.appendingPathComponent("report/index.html"), encoding: .utf8)
        #expect(page.contains("<p class=\"environment\">goldens made with FreeType 0.0.1-"))
    }

    /// The breakage of `brokenGoldens` again, after an --update-goldens rewrote them.
    static func brokenGoldens2(_ dir: URL) throws {
        let light = dir.appendingPathComponent("goldens/profile-light")
        let frame30 = light.appendingPathComponent("frame-000030.png")
        try FileManager.default.removeItem(at: frame30)
        try FileManager.default.copyItem(at: light.appendingPathComponent("frame-000060.png"), to: frame30)
    }
}
