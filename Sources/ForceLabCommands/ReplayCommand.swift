import CSignals
import ForceCore
import ForceLabCommandLine
import ForceLabFiles
import ForceLabOptions
import ForceLabSDL
import ForceLabTools
import Foundation
import QuickActions
import Simulator
import SourceFormats

#if canImport(Glibc)
    import Glibc
#endif

extension ReplayCommand {

    static func drawingRun(_ arguments: inout Arguments) throws -> Int32 {
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
        let made = try prepareOutputs(&settings, recordings: recordings, run: run)

        let results = ReplayResults(settings: settings, child: child, total: recordings.count)
        if run.jobs == 1 || child || recordings.count == 1 {
            try replayInProcess(recordings, settings: settings, unlistable: unlistable, results: results)
        } else {
            ReplayPool.run(
                recordings, settings: settings, jobs: run.jobs, progress: results.progress, failures: unlistable,
                report: results.report, ended: results.ended)
        }
        return try finish(results, recordings: recordings, settings: settings, run: run, made: made)
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
    /// Returns the staged `--events` folder when it is one (the recordings' logs go into its
    /// staging folder, and `finish` commits it with the run's other files), and the folders the
    /// outputs need that do not exist yet (a signal removes those left empty).
    private static func prepareOutputs(
        _ settings: inout ReplaySettings, recordings: [String], run: RunOptions
    ) throws -> (events: OutputFolder?, absent: [String]) {
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
        if let golden = settings.golden, !settings.updateGoldens, !child {
            guard FileSystemName.isFolder(golden) else {
                throw ToolError(path: golden, ReplayPlanner.missingGoldenFolder)
            }
        }
        let absent = child ? [] : ReplayOutputRoles.absentFolders(settings: settings)
        guard let events = settings.events, settings.eventsIsFolder else { return (nil, absent) }
        let parent = FileSystemName.folder(of: events)
        if !parent.isEmpty { FileSystemName.makeFolders(parent) }
        let folder = try OutputFolder(path: events, role: .replayEvents)
        settings.eventsStaging = folder.staging
        return (folder, absent)
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
            results.ended(outcome)
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
        _ results: ReplayResults, recordings: [String], settings: ReplaySettings, run: RunOptions,
        made: (events: OutputFolder?, absent: [String])
    ) throws -> Int32 {
        let events = made.events
        results.progress.clear()
        let outcomes = results.outcomes
        let failed = outcomes.filter { $0.status != 0 }.count
        if !run.child { Console.out("\(outcomes.count - failed) passed, \(failed) failed") }
        let signal = fl_signals_requested()
        if signal != 0 {
            if !run.child {
                Console.error(
                    interruptionLine(
                        signal, done: results.finished, of: recordings.count, run: run, written: results.written,
                        events: events))
            }
            events?.abandon()
            ReplayOutputRoles.removeEmpty(made.absent)
            return 128 + signal
        }
        try events?.commit()
        if !run.child { try ReplayEnvironment.writeIfUpdated(settings: settings, outcomes: outcomes) }
        if let junit = run.junit { try OutputFile.write(ReplayJUnitReport.render(recordings, outcomes), to: junit) }
        if let reportFolder = run.reportFolder {
            try ReplayReportWriter.write(
                to: reportFolder, recordings: recordings, outcomes: outcomes, settings: settings,
                environmentNote: results.environmentNote)
        }
        return outcomes.map(\.status).max() ?? 0
    }

    /// What a signal left, by name: every file and folder the replays put in place before it
    /// (`written`, from each replay's commit, a pool's children in any order), and what the run
    /// did not write (the other recordings' files, `--events`, `--junit`, `--report`).
    static func interruptionLine(
        _ signal: Int32, done: Int, of total: Int, run: RunOptions, written: [String], events: OutputFolder?
    ) -> String {
        // Logs in the staged `--events` folder were removed with it.
        let placed = written.filter { path in events.map { !path.hasPrefix($0.staging + "/") } ?? true }
        func recordings(_ n: Int) -> String { "\(n) recording\(n == 1 ? "" : "s")" }
        var line = "forcelab: interrupted by \(ReplayInterrupted.name(of: signal)): "
        line += done == 0 ? "no recording was replayed" : "\(done) of \(recordings(total)) replayed"
        if placed.isEmpty {
            return line + ", so no file was written or changed"
        }
        line += "; written: " + placed.joined(separator: ", ")
        var skipped: [String] = []
        if done < total { skipped.append("the files of the \(recordings(total - done)) not replayed") }
        if let events { skipped.append("--events \(events.path)") }
        if let junit = run.junit { skipped.append("--junit \(junit)") }
        if let report = run.reportFolder { skipped.append("--report \(report)") }
        if !skipped.isEmpty { line += "; not written: " + skipped.joined(separator: ", ") }
        return line
    }

    private static func parseSettings(_ arguments: inout Arguments) throws -> ReplaySettings {
        let assetsOverride = try arguments.option("--assets")
        let resources = try Resources.locate(override: assetsOverride)
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
            locale: try arguments.option("--locale").map { LocaleID($0) },
            slot: try arguments.option("--slot"),
            defines: try arguments.options("--define"))
        (settings.apps, settings.appBuild) = try ReplaySettings.appBuild(&arguments)
        settings.video = try VideoOptions.read(&arguments)
        settings.assetsOverride = assetsOverride
        try settings.readPhoneLook(&arguments)
        if settings.updateGoldens && settings.golden == nil { throw UsageError("--update-goldens needs --golden DIR") }
        if let curve = settings.pressureCurve { _ = try PressureCurve.option(curve) }
        if let profile = settings.profileOverride {
            _ = try ForceProfile.namedOrLoaded(profile)
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
                unlistable[path] = ToolError(path: path, FileWording.missing).description
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
