import Foundation
import TestSupport
import Testing

@testable import Reporting

/// The replay report's parts: the timeline (its golden SVG), the shell command a failure offers,
/// the page's filter, every differing frame and the side-by-side log.
struct ReplayReportPageTests {
    /// The timeline a replay of `name` collects, built from the recording itself and its golden
    /// event log as `ReplayOutputSink` builds it: one point per 120 Hz step with the force of the
    /// last sample while the finger is down (0 once it lifts), keys at their steps, a frame
    /// every 30 steps, and the profile's rising thresholds. No force is made up, so each
    /// threshold crossing and its event fall on the same step.
    static func timeline(_ name: String, peek: Double, pop: Double, quickActions: Double) throws -> ReplayTimeline {
        var timeline = ReplayTimeline(thresholds: [
            .init(name: "peekRise", value: peek), .init(name: "popRise", value: pop),
            .init(name: "quickActionRise", value: quickActions),
        ])
        let recording = try String(
            contentsOf: packageRoot.appendingPathComponent("Tests/Replays/\(name).jsonl"), encoding: .utf8)
        var inputs: [(t: Double, force: Double?, key: String?)] = []
        for line in recording.split(separator: "\n") where line.hasPrefix("{\"t\"") {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] ?? [:]
            let t = (object["t"] as? NSNumber)?.doubleValue ?? 0
            switch object["type"] as? String {
            case "down", "move": inputs.append((t, (object["force"] as? NSNumber)?.doubleValue ?? 0, nil))
            case "up": inputs.append((t, 0, nil))
            case "key": inputs.append((t, nil, object["key"] as? String))
            default: inputs.append((t, nil, nil))
            }
        }
        let lastStep = Int64(((inputs.last?.t ?? 0) * 120).rounded())
        var force = 0.0
        var next = 0
        for step in Int64(0)...lastStep {
            let t = Double(step) / 120
            var keys: [String] = []
            while next < inputs.count, inputs[next].t <= t + 1e-6 {
                if let value = inputs[next].force { force = value }
                if let key = inputs[next].key { keys.append(key) }
                next += 1
            }
            timeline.add(t: t, force: force, keys: keys)
            if step % 30 == 0 || step == lastStep { timeline.frames.append(.init(step: step, t: t)) }
        }
        let log = try String(
            contentsOf: packageRoot.appendingPathComponent("Tests/Replays/goldens/\(name)/events.jsonl"),
            encoding: .utf8)
        for line in log.split(separator: "\n") { timeline.addLogLine(String(line)) }
        timeline.finish()
        return timeline
    }

    /// profile-light's timeline, as the page tests show it.
    static func timeline() throws -> ReplayTimeline {
        try timeline("profile-light", peek: 0.20, pop: 0.56, quickActions: 0.20)
    }

    /// The first step whose force reaches `threshold`, in seconds.
    static func firstCrossing(_ timeline: ReplayTimeline, _ threshold: Double) -> Double? {
        timeline.samples.first { $0.force >= threshold }?.t
    }

    /// profile-light's press on Mail (light thresholds: peek and quick actions 0.20, pop 0.56):
    /// the quick-actions marker sits on the step where the force first reaches 0.20.
    @Test func theTimelinePicture() throws {
        let timeline = try Self.timeline("profile-light", peek: 0.20, pop: 0.56, quickActions: 0.20)
        #expect(timeline.markers.map(\.kind) == ["quickActions", "menuOpened"])
        #expect(
            timeline.markers[1].label
                == "menuOpened Mail: New Message, Search, VIP, All Inboxes")
        let crossing = try #require(Self.firstCrossing(timeline, 0.20))
        #expect(
            abs(timeline.markers[0].t - crossing) < 1e-6,
            "quickActions at \(timeline.markers[0].t), force 0.20 at \(crossing)")
        #expect(timeline.samples.first?.force == 0)
        let svg = timeline.svg(anchor: "r2", title: "force of <press> & \"hold\"")
        #expect(svg.contains("href=\"#r2-f60\""))
        #expect(svg.contains("&lt;press&gt; &amp; &quot;hold&quot;"))
        assertGolden(.text(svg), at: "Tests/ReportingTests/Goldens/timeline.svg")
    }

    /// peek-pop-row (medium: peek 0.25, pop 0.70): a tap opens Mail, a press peeks at the first
    /// message and pops into it, Escape twice goes home. The peek and pop markers fall on the
    /// steps where the force first reaches 0.25 and 0.70, and the keys are marked.
    @Test func theTimelineOfAPeekAndPop() throws {
        let timeline = try Self.timeline("peek-pop-row", peek: 0.25, pop: 0.70, quickActions: 0.25)
        let kinds = timeline.markers.map(\.kind)
        #expect(kinds.contains("peek") && kinds.contains("pop") && kinds.contains("popped"), "\(kinds)")
        #expect(kinds.filter { $0 == "key" }.count == 2, "\(kinds)")
        let peek = try #require(timeline.markers.first { $0.kind == "peek" })
        let pop = try #require(timeline.markers.first { $0.kind == "pop" })
        #expect(abs(peek.t - (Self.firstCrossing(timeline, 0.25) ?? -1)) < 1e-6, "peek at \(peek.t)")
        #expect(abs(pop.t - (Self.firstCrossing(timeline, 0.70) ?? -1)) < 1e-6, "pop at \(pop.t)")
        let svg = timeline.svg(anchor: "r3", title: "force, thresholds and events of Tests/Replays/peek-pop-row.jsonl")
        assertGolden(.text(svg), at: "Tests/ReportingTests/Goldens/timeline-peek-pop.svg")
    }

    @Test func aLongRecordingIsThinned() {
        var timeline = ReplayTimeline()
        for step in 0..<20_000 { timeline.add(t: Double(step) / 120, force: Double(step % 100) / 100) }
        timeline.finish()
        let points = timeline.svg(anchor: "r1", title: "long").components(separatedBy: "points=\"")[1]
            .prefix { $0 != "\"" }.split(separator: " ").count
        #expect(points <= 1_600 && points > 500, "\(points)")
    }

    @Test func tickIntervals() {
        #expect(ReplayTimeline.tickInterval(0.8) == 0.1)
        #expect(ReplayTimeline.tickInterval(2.4) == 0.25)
        #expect(ReplayTimeline.tickInterval(60) == 10)
    }

    @Test func shellQuotingSurvivesHostileNames() throws {
        #expect(ShellCommand.quote("Tests/Replays/a.jsonl") == "Tests/Replays/a.jsonl")
        #expect(ShellCommand.quote("") == "''")
        #expect(ShellCommand.quote("it's $(rm -rf ~)") == #"'it'\''s $(rm -rf ~)'"#)
        // A combining mark after the quote makes one character of the two; the shell still sees a quote.
        #expect(ShellCommand.quote("a'\u{301}$(id)") == "'a'\\''\u{301}$(id)'")
        #expect(ShellCommand.quote("~/x") == "'~/x'")
        // What bash reads back is each word as it was.
        let words = [
            "printf", "%s\\0", "a b", "it's", "$HOME", "`id`", "x\ny", "--", "-n", "\"q\"", "!1", "*", "a=~/x", "b:~",
        ]
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", ShellCommand.line(words)]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let back = String(decoding: data, as: UTF8.self).split(separator: "\0", omittingEmptySubsequences: false)
            .dropLast().map(String.init)
        #expect(back == Array(words.dropFirst(2)))
    }

    static func entries() throws -> [ReplayReportEntry] {
        let frames = (1...3).map { n in
            ReplayFailure.Frame(
                step: Int64(n * 30), golden: "g\(n).png", actual: "a\(n).png", diff: "d\(n).png", differing: n,
                total: 100, sizeMismatch: false)
        }
        let failure = ReplayFailure(
            recording: "a.jsonl", lines: ["a.jsonl: frame 30 differs"], frame: frames[0], frames: frames,
            log: .init(
                golden: "g/events.jsonl", line: 3, before: ["one", "two"], expected: ["three", "four", "five"],
                actual: ["THREE", "four", "five"]))
        let pictures = frames.map {
            ReplayReportEntry.Pictures(
                step: $0.step, golden: "001-a/\($0.golden)", actual: "001-a/\($0.actual)", diff: "001-a/\($0.diff)",
                differing: $0.differing, total: $0.total)
        }
        let thumbs = try timeline().frames.map {
            ReplayReportEntry.Thumbnail(step: $0.step, t: $0.t, file: "001-a/f\($0.step).png", differs: $0.step == 30)
        }
        return [
            ReplayReportEntry(
                recording: "a.jsonl", status: 1, lines: failure.lines, errors: [], failure: failure,
                pictures: pictures, timeline: try timeline(), thumbnails: thumbs,
                updateCommand: ["forcelab", "replay", "--golden", "g", "--update-goldens", "--", "it's a.jsonl"]),
            ReplayReportEntry(
                recording: "b.jsonl", status: 0, lines: ["b.jsonl: ok"], errors: [], timeline: try timeline(),
                video: "002-b/video.webm"),
            ReplayReportEntry(recording: "c.jsonl", status: 0, lines: ["c.jsonl: ok"], errors: [], isNew: true),
        ]
    }

    @Test func thePageListsEveryDifferingFrameAndFiltersByStatus() throws {
        let page = ReplayReportPage.html(try Self.entries(), environmentNote: nil)
        #expect(page.contains("<p class=\"totals\">3 recordings: 1 failed, 1 passed, 1 new</p>"))
        for n in 1...3 {
            #expect(page.contains("id=\"r1-d\(n * 30)\""))
            #expect(page.contains("src=\"001-a/d\(n).png\""))
        }
        #expect(page.components(separatedBy: "class=\"wipe-control\"").count - 1 == 3)
        #expect(page.contains("<tr class=\"recording-row\" data-status=\"passed\" data-name=\"b.jsonl\">"))
        #expect(page.contains("data-filter=\"new\""))
        #expect(
            page.contains(
                "<code id=\"r1-command\">forcelab replay --golden g --update-goldens -- &apos;it&apos;\\&apos;&apos;s a.jsonl&apos;</code>"
            ))
        #expect(
            page.contains("<video class=\"replay-video\" controls muted preload=\"metadata\" src=\"002-b/video.webm\">")
        )
        #expect(page.components(separatedBy: "<svg class=\"timeline-picture\"").count - 1 == 2, "passed ones too")
        #expect(page.contains("<a class=\"thumb differs\" id=\"r1-f30\""))
        #expect(page.components(separatedBy: "<script>").count == 2)
        #expect(page.range(of: #"\son[a-z]+\s*="#, options: .regularExpression) == nil, "no on* attribute")
        #expect(!page.contains("http://") && !page.contains("https://"))
    }

    @Test func theLogSideBySideMarksItsFirstDifference() throws {
        let page = ReplayReportPage.html(try Self.entries(), environmentNote: nil)
        #expect(
            page.contains(
                "<tr class=\"first\"><td class=\"n\">3</td><td class=\"removed\">three</td><td class=\"n\">3</td><td class=\"added\">THREE</td></tr>"
            ))
        #expect(page.components(separatedBy: "<tr class=\"first\">").count == 2, "one first row")
        #expect(
            page.contains(
                "<td class=\"n\">4</td><td class=\"same\">four</td><td class=\"n\">4</td><td class=\"same\">four</td>"))
    }
}
