import Foundation
import TestSupport
import Testing

@testable import Reporting

/// The replay report's parts: the timeline (its golden SVG), the shell command a failure offers,
/// the page's filter, every differing frame and the side-by-side log.
struct ReplayReportPageTests {
    /// A press on Mail as `profile-light` replays it: force rising past peek and quick actions
    /// and falling, its real event log, a key, and a frame every 30 steps.
    static func timeline() throws -> ReplayTimeline {
        var timeline = ReplayTimeline(thresholds: [
            .init(name: "peekRise", value: 0.3), .init(name: "popRise", value: 0.7),
            .init(name: "quickActionRise", value: 0.2),
        ])
        for step in Int64(0)...96 {
            let t = Double(step) / 120
            let force = t < 0.25 ? 0 : t < 0.55 ? (t - 0.25) * 2.6 : max(0, 0.78 - (t - 0.55) * 4)
            timeline.add(t: t, force: force, keys: step == 80 ? ["escape"] : [])
            if step % 30 == 0 || step == 96 { timeline.frames.append(.init(step: step, t: t)) }
        }
        let log = try String(
            contentsOf: packageRoot.appendingPathComponent("Tests/Replays/goldens/profile-light/events.jsonl"),
            encoding: .utf8)
        for line in log.split(separator: "\n") { timeline.addLogLine(String(line)) }
        timeline.finish()
        return timeline
    }

    @Test func theTimelinePicture() throws {
        let timeline = try Self.timeline()
        #expect(timeline.markers.map(\.kind) == ["quickActions", "menuOpened", "key"])
        #expect(
            timeline.markers[1].label
                == "menuOpened Mail: New Message, Search, VIP, All Inboxes")
        #expect(timeline.frames.map(\.step) == [0, 30, 60, 90, 96])
        // The force holds between changes: no sample repeats its neighbour's force twice over.
        #expect(timeline.samples.first?.force == 0)
        #expect(timeline.samples.last?.t == 0.8)
        let svg = timeline.svg(anchor: "r2", title: "force of <press> & \"hold\"")
        #expect(svg.contains("href=\"#r2-f60\""))
        #expect(svg.contains("&lt;press&gt; &amp; &quot;hold&quot;"))
        assertGolden(.text(svg), at: "Tests/ReportingTests/Goldens/timeline.svg")
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
