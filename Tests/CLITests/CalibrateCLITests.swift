import Foundation
import TestSupport
import Testing

@Suite("forcelab calibrate")
struct CalibrateCLITests {
    let iphone = "Tests/Fixtures/touchvisualizer/iphone6s-force-60s.json"

    /// Light taps, peeks and deep presses as a ForceLab recording: each rises in 0.2 s to its peak.
    func sessionRecording() -> String {
        let peaks = [
            0.08, 0.10, 0.12, 0.09, 0.11, 0.13, 0.38, 0.42, 0.45, 0.40, 0.44, 0.47, 0.85, 0.90, 0.93, 0.88, 0.95, 0.91,
        ]
        var lines = ["{\"forcelab\":\"recording\",\"version\":1}"]
        for (index, peak) in peaks.enumerated() {
            let t = Double(index) * 0.65
            lines.append("{\"t\":\(t),\"type\":\"down\",\"x\":100,\"y\":200,\"force\":0.02}")
            for step in 1...25 {
                lines.append(
                    "{\"t\":\(t + Double(step) * 0.008),\"type\":\"move\",\"x\":100,\"y\":200,\"force\":\(0.02 + (peak - 0.02) * Double(step) / 25)}"
                )
            }
            lines.append("{\"t\":\(t + 0.35),\"type\":\"up\",\"x\":100,\"y\":200}")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func iphoneDataMatchesTheGoldens() async throws {
        let text = try await runForceLab(["calibrate", iphone])
        #expect(text.status == 0 && text.stderr == "")
        assertGolden(.text(text.stdout), at: "Tests/CLITests/Goldens/calibrate/iphone6s-force.row.txt")
        let json = try await runForceLab([
            "calibrate", iphone, "--format", "json", "--target", "icon", "--base", "light",
        ])
        #expect(json.status == 0 && json.stderr == "")
        assertGolden(.text(json.stdout), at: "Tests/CLITests/Goldens/calibrate/iphone6s-force.icon.light.json")
        #expect((try? JSONSerialization.jsonObject(with: Data(json.stdout.utf8))) != nil, "the JSON report parses")
    }

    @Test func writtenProfileLoadsAndReproducesTheCounts() async throws {
        let directory = try makeTemporaryDirectory()
        let trace = directory.appendingPathComponent("session.jsonl")
        try sessionRecording().write(to: trace, atomically: true, encoding: .utf8)
        let profile = directory.appendingPathComponent("me.json")
        let result = try await runForceLab(["calibrate", trace.path, "--format", "json", "-o", profile.path])
        #expect(result.status == 0, "\(result.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let outcomes = try #require((report["outcomes"] as? [String: Any])?["calibrated"] as? [String: Int])
        #expect(outcomes == ["tap": 6, "longPress": 0, "peek": 6, "pop": 6, "cancelled": 0])
        let thresholds = try #require((report["thresholds"] as? [String: Any])?["calibrated"] as? [String: Double])
        #expect(thresholds["peekRise"] == 0.26 && thresholds["popRise"] == 0.66)
        let written = try String(contentsOf: profile, encoding: .utf8)
        #expect(written.contains("\"name\": \"calibrated\"") && written.contains("\"peekRise\": 0.26"))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == [
                "me.json", "session.jsonl",
            ])
        // classify with the written profile gives the same stages, contact by contact.
        let classified = try await runForceLab(["classify", trace.path, "--target", "row", "--profile", profile.path])
        #expect(classified.status == 0, "\(classified.stderr)")
        let events = classified.stdout.split(separator: "\n")
        #expect(events.filter { $0.contains("\"event\":\"pop\"") }.count == 6)
        #expect(events.filter { $0.contains("\"event\":\"peek\"") }.count == 12)
        #expect(events.filter { $0.contains("\"event\":\"tap\"") }.count == 6)
        // And the iPhone 6s data: one level, so medium's thresholds; classify agrees with the report.
        let iphoneProfile = directory.appendingPathComponent("iphone.json")
        #expect(try await runForceLab(["calibrate", iphone, "-o", iphoneProfile.path]).status == 0)
        let iphoneEvents = try await runForceLab([
            "classify", iphone, "--target", "row", "--profile", iphoneProfile.path,
        ])
        .stdout
        #expect(iphoneEvents.components(separatedBy: "\"event\":\"pop\"").count - 1 == 2)
        #expect(iphoneEvents.components(separatedBy: "\"event\":\"longPress\"").count - 1 == 4)
    }

    @Test func hostileInputExitsTwoWithPathAndLine() async throws {
        let directory = try makeTemporaryDirectory()
        let cases: [(String, String, String)] = [
            ("empty.json", "", ":1: error: expected a trace"),
            ("zeros.json", "[\n0,\n0,\n0\n]\n", ":5: error: expected recorded presses, found no contact"),
            ("bad.json", "[0.5,\n1.0,\nnope]\n", ":3: error: expected a number"),
            ("bad.jsonl", "{\"forcelab\":\"recording\",\"version\":1}\n{\"t\":0,\"type\":\"down\"\n", ":2: error: "),
        ]
        for (name, text, message) in cases {
            let path = directory.appendingPathComponent(name).path
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            let result = try await runForceLab(["calibrate", path])
            #expect(result.status == 2, "\(name)")
            #expect(result.stdout == "", "\(name)")
            #expect(result.stderr.hasPrefix(path + message), "\(name): \(result.stderr)")
        }
        // A bad trace among good ones fails the whole run and writes no profile.
        let out = directory.appendingPathComponent("never.json").path
        let mixed = try await runForceLab([
            "calibrate", iphone, directory.appendingPathComponent("zeros.json").path, "-o", out,
        ])
        #expect(mixed.status == 2 && !FileManager.default.fileExists(atPath: out))
    }

    /// Each trace is parsed once, so standard input works, and reads as the file does.
    @Test func standardInputReadsAsTheFile() async throws {
        let text = try String(contentsOfFile: iphone, encoding: .utf8)
        for command in [["calibrate"], ["compare", "--profile", "light", "--profile", "firm"]] {
            let file = try await runForceLab(command + [iphone])
            let piped = try await runForceLab(command + ["-"], stdin: text)
            #expect(file.status == 0 && piped.status == 0, "\(command): \(piped.stderr)")
            #expect(piped.stdout == file.stdout, "\(command)")
        }
    }

    @Test func usageErrorsExitTwo() async throws {
        let cases: [[String]] = [
            ["calibrate"],
            ["calibrate", iphone, "--target", "plain"],
            ["calibrate", iphone, "--format", "jsonl"],
            ["calibrate", iphone, "--base", "heavy"],
            ["calibrate", "-", "-"],
            ["calibrate", iphone, "--rate", "0"],
            ["calibrate", iphone, "--bogus"],
            ["calibrate", "/nonexistent/trace.json"],
        ]
        for args in cases {
            let result = try await runForceLab(args)
            #expect(result.status == 2, "\(args)")
            #expect(result.stderr.contains("error: "), "\(args): \(result.stderr)")
        }
        let help = try await runForceLab(["help", "calibrate"])
        #expect(help.status == 0 && help.stdout.contains("Jenks natural breaks"))
        let overview = try await runForceLab(["--help"])
        #expect(overview.stdout.contains("calibrate"))
    }
}
