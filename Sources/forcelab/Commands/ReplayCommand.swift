import CSignals
import ForceCore
import ForceLabSDL
import Foundation
import Simulator
import SourceFormats

#if canImport(Glibc)
    import Glibc
#endif

/// `forcelab replay`: recorded sessions replayed headless on the fixed-step clock, with their
/// event logs, frames and golden comparisons; many at once for CI.
enum ReplayCommand: Command {
    static let name = "replay"
    static let summary = "Replay recordings headless: event logs, PNG frames, golden checks for CI"
    static let usage = """
        USAGE: forcelab replay RECORDING... [--scene S] [--device D] [--profile P] [--haptic]
                               [--events PATH] [--frames DIR] [--every N] [--scale N]
                               [--golden DIR] [--tolerance T] [--max-diff-pixels N]
                               [--channel-delta D] [--mask X,Y,W,H] [--update-goldens] [--diffs DIR]
                               [--junit FILE] [--report DIR] [--video OUT] [--fps N] [--overlay on|off]
                               [--jobs N] [--shard I/N] [--at X,Y|APP] [--desc FILE] [--rate HZ]
                               [--pressure-curve CURVE] [--locale L] [--font PATH] [--assets DIR]

        Runs each recorded session headless on the simulator's fixed 120 Hz clock, exactly as the
        window would have run it: for step n (t = n/120 s) every input with time <= t is fed in
        order, then the clock advances to t. The replay ends at the first step at or after the
        last input (recordings made with 'play --record' end with a tick at the session's end).
        The same recording gives byte-identical logs and PNG frames on every run, with any
        --jobs, in debug and release builds.

        A RECORDING is a ForceLab recording v1 (.jsonl), an evemu pen recording or a JSON array of
        UITouch.force values (detected from the first bytes), or a folder: its *.jsonl, *.events,
        *.evemu and *.json files, sorted by name. A recording's name without its folder and last
        extension (its stem) names its frame and golden folders; two recordings may not share one.

        OPTIONS:
          --scene S            Scene (a name in Assets/scenes or a path) instead of the header's
                               "scene" (a header path may be relative to the recording's folder).
          --device D           Device instead of the header's "device" (default: iphone-xs).
          --profile P          light, medium, firm or a profile JSON file, instead of the header's
                               "profile" (default: medium).
          --haptic             Haptic Touch (a long press opens menus), as does "haptic":true in the header.
          --ios N              The iOS release instead of the header's "ios" (absent: the device's
                               default, iOS 12 on iphone-xs); must be one the device runs.
          --haptic-touch D     The Haptic Touch duration: fast, default or slow.
          --app PATH           Your own app (Info.plist, its folder or a manifest) on the home
                               screen instead of those the recording's header names; repeatable.
          --slot COLUMN,ROW    Where --app goes (default: the header's, else 1,1).
          --define N=V         A build setting in the app's name; repeatable.
          --locale L           The phone's language: menus in the apps' L localization, and the
                               whole screen mirrored when L is written right to left (ar, he, fa,
                               ur...), as 'play --locale L' showed it (default: each app's
                               development region, left to right).
          --events PATH        Write the event log: gesture events and UI changes, the same JSONL
                               as 'play --log-events'. With one recording PATH is the file; with
                               several it is a folder that gets <stem>.events.jsonl each.
          --frames DIR         Write PNG frames to DIR/<stem>/frame-000120.png (the step number).
          --every N            Picture every N-th step, and the last one (default: 30, four a second).
          --scale N            Pixels per point of the frames (default: 2). Menus are measured at
                               the device's own scale whatever N is, so logs do not depend on it.
          --golden DIR         Compare with DIR/<stem>/events.jsonl (exactly) and the frames in
                               DIR/<stem>/ (decoded pixels). A mismatch exits 1, names the first
                               differing log line or frame and writes a diff image (differing
                               pixels red over a dimmed copy) under --diffs.
          --tolerance T        Fraction 0...1 of a frame's pixels allowed to differ by more than
                               the channel delta (default: 0).
          --max-diff-pixels N  Number of a frame's pixels allowed to differ (alone: whatever
                               fraction they are; with --tolerance both limits hold).
          --channel-delta D    Levels 0...255 a colour channel may differ by before its pixel
                               counts as differing (default: 2).
          --mask X,Y,W,H       A rectangle in device points left out of every frame comparison
                               (a clock, an animation); repeatable. Diff images tint it blue.
          --update-goldens     Write DIR/<stem>/ instead of comparing (its old frames are replaced).
          --diffs DIR          Where diff images go: DIR/<stem>/frame-N.diff.png (default: replay-diffs).
          --junit FILE         Write JUnit XML: one testcase per recording, a failure naming the
                               first differing frame or log line, the summary in system-out.
          --report DIR         Write a static HTML report, DIR/index.html: every recording, and
                               for a failure the golden, actual and diff frames side by side with
                               a slider wiping one over the other, and the event-log diff.
          --video OUT          Write the replay as a video: .mp4 (H.264), .webm (VP9), .gif or .apng,
                               chosen by OUT's extension, at --scale. With several recordings OUT
                               holds {stem}, each recording's stem (videos/{stem}.mp4).
          --fps N              Video frames a second on the recording's own clock, 1 to 120 (GIF:
                               at most 50; default: 30): a 2.4 s recording is a 2.4 s video.
          --overlay on|off     Draw the touch point, a force gauge with the peek and pop
                               thresholds, and key presses over the video (default: on).
          --jobs N             Replay N recordings at a time, each in a child process of this
                               binary (default: 1). Output and files do not depend on N.
          --shard I/N          Replay only shard I of N (1 <= I <= N): the recordings whose file
                               name's FNV-1a 64-bit hash is I-1 modulo N. Stable: it depends on the
                               name alone, not on the other recordings or their order.
          --at X,Y | APP       Aim UITouch force arrays (and evemu pen positions) at a point in
                               device points or at an app's icon centre on the first page or the
                               dock. Recordings v1 keep their own positions.
          --desc FILE          evemu axis ranges (default: A: lines in the recording, else the .desc
                               beside it whose name is a prefix of the recording's).
          --rate HZ            Frames per second of force arrays, 1 to 10000 (default: 60).
          --pressure-curve C   evemu pen pressure to force (as 'forcelab classify').

        OUTPUT: one line per recording on stdout, in the order given (whatever --jobs is), then
        'N passed, N failed'. Errors go to stderr as 'path:line: error: message'. On a terminal
        stderr also shows a progress bar. Every file is written under a temporary name and
        renamed when its recording has replayed to the end: bad input leaves nothing half-written.

        EXIT STATUS: 0 all passed; 1 a golden mismatch; 2 bad input (truncated or corrupt
        recording, times going backwards, unknown app or scene, missing golden directory), an
        output that could not be written (a full disk), or a wrong command line. A recording that
        cannot be replayed does not stop the others. 130, 143, 129: SIGINT, SIGTERM or SIGHUP
        stopped the run (recordings done before it are reported and written; nothing of the one
        cut short is).

        CI:  forcelab replay Tests/Replays --golden Tests/Replays/goldens --every 30 --scale 1 \\
               --at Mail --jobs 2 --shard $((CI_NODE_INDEX)) /$CI_NODE_TOTAL
        """

    static func run(_ arguments: inout Arguments) throws -> Int32 {
        let child = arguments.flag("--child")
        // SIGINT, SIGTERM, SIGHUP: the recording being replayed is abandoned (its temporary files
        // removed), those done stay reported and written, and the run exits 128+N. A child gets
        // the terminal's signal and its parent's copy: it ignores the second.
        fl_signals_begin_session(child ? 0 : 1)
        var settings = try parseSettings(&arguments)
        let run = try RunOptions(child: child, &arguments)
        if run.reportFolder != nil { settings.failureRecords = true }
        let given = try arguments.positionals()
        guard !given.isEmpty else {
            throw UsageError("replay needs at least one RECORDING (a file or a folder of them)")
        }
        let (recordings, unlistable) = try select(given, shard: run.shard)
        if let video = settings.video, recordings.count > 1, !video.hasStem {
            throw UsageError("--video with several recordings needs {stem} in its path (for example videos/{stem}.mp4)")
        }
        try prepareOutputs(&settings, recordings: recordings, run: run)

        let results = ReplayResults(settings: settings, child: child, total: recordings.count)
        if run.jobs == 1 || child || recordings.count == 1 {
            try replayInProcess(recordings, settings: settings, unlistable: unlistable, results: results)
        } else {
            ReplayPool.run(
                recordings, settings: settings, jobs: run.jobs, progress: results.progress, failures: unlistable,
                report: results.report)
        }
        return try finish(results, recordings: recordings, settings: settings, run: run)
    }

    /// The options that shape the run rather than each recording's replay.
    struct RunOptions {
        var child: Bool
        var jobs: Int
        var shard: Shard?
        var junit: String?
        var reportFolder: String?

        init(child: Bool, _ arguments: inout Arguments) throws {
            self.child = child
            jobs = try arguments.intOption("--jobs", range: 1...256) ?? 1
            shard = try arguments.option("--shard").map(Shard.parse)
            junit = try arguments.outputOption("--junit")
            reportFolder = try arguments.folderOption("--report", what: "a page and the pictures beside it")
        }
    }

    /// The recordings given (folders expanded), of this shard; two may not share a stem.
    private static func select(_ given: [String], shard: Shard?) throws -> (
        recordings: [String], unlistable: [String: String]
    ) {
        let expanded = expand(given)
        var recordings = expanded.recordings
        if let shard { recordings = recordings.filter(shard.contains) }
        var seen: [String: String] = [:]
        for recording in recordings {
            let stem = ReplaySettings.stem(of: recording)
            if let other = seen[stem] {
                throw UsageError(
                    "\(other) and \(recording) share the name '\(stem)' (frames and goldens are named after it)")
            }
            seen[stem] = recording
        }
        return (recordings, expanded.unlistable)
    }

    /// `--events` is a folder with several recordings (or when it is one); a missing golden folder
    /// is one line for the whole run, not one per recording.
    private static func prepareOutputs(_ settings: inout ReplaySettings, recordings: [String], run: RunOptions) throws {
        let child = run.child
        if let events = settings.events {
            settings.eventsIsFolder = !child && (recordings.count > 1 || FileSystemName.isFolder(events))
            if settings.eventsIsFolder && events == "-" {
                throw UsageError(
                    "--events - takes one recording's log; with several, --events names a folder for their logs")
            }
        }
        // Before anything is made: outputs that would remove each other, a report folder not ours.
        if !child { try ReplayOutputRoles.check(settings: settings, junit: run.junit, report: run.reportFolder) }
        if let events = settings.events, settings.eventsIsFolder {
            try? FileManager.default.createDirectory(atPath: events, withIntermediateDirectories: true)
        }
        if let golden = settings.golden, !settings.updateGoldens, !child {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: golden, isDirectory: &isFolder), isFolder.boolValue else {
                throw ToolError(path: golden, ReplayPlanner.missingGoldenFolder)
            }
        }
    }

    /// Replays the recordings one after the other in this process (a child replays its one).
    private static func replayInProcess(
        _ recordings: [String], settings: ReplaySettings, unlistable: [String: String], results: ReplayResults
    ) throws {
        let session = try ReplaySession(settings: settings)
        for recording in recordings {
            if fl_signals_requested() != 0 { break }
            var outcome =
                unlistable[recording].map { ReplayOutcome(status: 2, err: [$0]) } ?? session.replay(recording)
            if outcome.status == ReplayInterrupted.status { break }
            outcome.fonts = session.usedFontFiles
            results.progress.finished(recording, failed: outcome.status != 0)
            results.report(outcome)
        }
        if results.child, let outcome = results.outcomes.first {
            // As it is: Console.out would spell a name's raw bytes as `\xFF` inside the JSON.
            fputs(ReplayChildRecord(outcome, fonts: session.usedFontFiles).line + "\n", stdout)
        }
    }

    /// The summary line, then the exit status: 128+N after a signal (nothing more written), else
    /// the worst outcome's, with ENVIRONMENT.json, `--junit` and `--report` written.
    private static func finish(
        _ results: ReplayResults, recordings: [String], settings: ReplaySettings, run: RunOptions
    ) throws -> Int32 {
        results.progress.clear()
        let outcomes = results.outcomes
        let failed = outcomes.filter { $0.status != 0 }.count
        if !run.child { Console.out("\(outcomes.count - failed) passed, \(failed) failed") }
        let signal = fl_signals_requested()
        if signal != 0 {
            if !run.child {
                Console.error(interruptionLine(signal, done: outcomes.count, of: recordings.count, run: run))
            }
            return 128 + signal
        }
        if !run.child { try ReplayEnvironment.writeIfUpdated(settings: settings, outcomes: outcomes) }
        if let junit = run.junit { try OutputFile.write(ReplayJUnitReport.render(recordings, outcomes), to: junit) }
        if let reportFolder = run.reportFolder {
            try ReplayReportWriter.write(
                to: reportFolder, recordings: recordings, outcomes: outcomes, settings: settings,
                environmentNote: results.environmentNote)
        }
        return outcomes.map(\.status).max() ?? 0
    }

    /// What a signal left: the recordings replayed before it, with their files; nothing of the
    /// rest, nor the run's own files (`--junit`, `--report`, ENVIRONMENT.json).
    static func interruptionLine(_ signal: Int32, done: Int, of total: Int, run: RunOptions) -> String {
        let left = total - done
        func recordings(_ n: Int) -> String { "\(n) recording\(n == 1 ? "" : "s")" }
        var line = "forcelab: interrupted by \(ReplayInterrupted.name(of: signal)): "
        line +=
            done == 0
            ? "no recording was replayed, so no file was written or changed"
            : "\(done) of \(recordings(total)) replayed, and only their own files written"
        if left > 0 && done > 0 {
            line += "; \(recordings(left)) not replayed, nothing of \(left == 1 ? "it" : "them") written"
        }
        let skipped = [run.junit.map { "--junit \($0)" }, run.reportFolder.map { "--report \($0)" }].compactMap { $0 }
        if !skipped.isEmpty && done > 0 { line += "; \(skipped.joined(separator: " and ")) not written" }
        return line
    }

    private static func parseSettings(_ arguments: inout Arguments) throws -> ReplaySettings {
        let resources = try Resources.locate(override: try arguments.option("--assets"))
        let aim: ReplaySettings.Aim? = try arguments.option("--at").map { text in
            let parts = text.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
            if parts.count == 2, let x = parts[0], let y = parts[1] {
                guard abs(x) <= TraceLimits.maximumCoordinate, abs(y) <= TraceLimits.maximumCoordinate else {
                    throw UsageError(
                        "--at expects X,Y in points, each within ±\(Int(TraceLimits.maximumCoordinate)), got '\(text)'")
                }
                return .point(x, y)
            }
            if text.isEmpty { throw UsageError("--at expects X,Y in points or an app name") }
            return .app(text)
        }
        let every = try arguments.intOption("--every", range: 1...1_000_000) ?? ReplaySettings.defaultEvery
        let tolerance = try FrameTolerance.parse(&arguments)
        let rate = try arguments.doubleOption("--rate", range: TraceLimits.rates)
        var settings = ReplaySettings(
            assets: resources.root,
            sceneOverride: try arguments.option("--scene"),
            deviceOverride: try arguments.option("--device"),
            profileOverride: try arguments.option("--profile"),
            haptic: arguments.flag("--haptic"),
            iosOverride: try IOSOption.read(&arguments),
            hapticTouch: try HapticTouchOption.read(&arguments),
            scale: try arguments.doubleOption("--scale", range: 0.25...4),
            font: try arguments.option("--font"),
            events: try arguments.outputOption("--events"),
            eventsIsFolder: false,
            frames: try arguments.folderOption("--frames", what: "a folder of frames"),
            every: every,
            golden: try arguments.folderOption("--golden", what: "a folder of goldens"),
            tolerance: tolerance,
            updateGoldens: arguments.flag("--update-goldens"),
            diffs: try arguments.folderOption("--diffs", what: "a folder of diff images"),
            failureRecords: arguments.flag("--failure-records"),
            aim: aim,
            desc: try arguments.option("--desc"),
            rate: rate,
            pressureCurve: try arguments.option("--pressure-curve"),
            locale: try arguments.option("--locale"),
            apps: try arguments.options("--app"),
            slot: try arguments.option("--slot"),
            defines: try arguments.options("--define"))
        settings.video = try VideoOptions.read(&arguments)
        if settings.updateGoldens && settings.golden == nil { throw UsageError("--update-goldens needs --golden DIR") }
        if let curve = settings.pressureCurve {
            do { _ = try PressureCurve.parse(from: curve) } catch {
                throw UsageError("--pressure-curve: \(error.message)")
            }
        }
        if let profile = settings.profileOverride, ForceProfile.named(profile) == nil {
            _ = try ForceProfile.load(path: profile)
        }
        return settings
    }

    /// Files as given; folders as their recordings, sorted by name. A path that does not exist
    /// stays in the list (its replay fails with its own error line, the others still run); a
    /// folder that cannot be listed is returned with its error line.
    private static func expand(_ paths: [String]) -> (recordings: [String], unlistable: [String: String]) {
        var result: [String] = []
        var unlistable: [String: String] = [:]
        let extensions: Set<String> = ["jsonl", "events", "evemu", "json"]
        for path in paths {
            guard FileSystemName.exists(path) else {
                result.append(path)
                unlistable[path] = ToolError(path: path, "no such recording").description
                continue
            }
            if FileSystemName.isFolder(path) {
                guard let entries = OutputFolder.listing(path) else {
                    result.append(path)
                    unlistable[path] =
                        ToolError(
                            path: path, "cannot list this folder: \(OutputFile.describe(errno == 0 ? EACCES : errno))"
                        ).description
                    continue
                }
                let names = entries.map(\.name)
                result += names.filter { extensions.contains(FileSystemName.pathExtension($0)) && !$0.hasPrefix(".") }
                    .sorted()
                    .map { FileSystemName.join(path, $0) }
            } else {
                result.append(path)
            }
        }
        return (result, unlistable)
    }
}
