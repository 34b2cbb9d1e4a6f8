import CSignals
import ForceCore
import ForceLabFiles
import ForceLabOptions
import ForceLabSDL
import ForceLabText
import Foundation
import QuickActions
import Reporting
import Simulator

/// What replaying one recording came to: its exit status (0 passed, 1 golden mismatch, 2 bad
/// input) and the lines it prints (results on stdout, errors on stderr). A child process
/// prints the same lines, so the parent's output does not depend on `--jobs`.
package struct ReplayOutcome {
    package var status: Int32
    package var out: [String] = []
    package var err: [String] = []
    /// The font files the replay drew with (a child reports them on a last marked line).
    package var fonts: [String] = []
    /// For `--report`: force, events and frames over time.
    var timeline: ReplayTimeline? = nil
    /// The files and folders the replay put in place, as named by the user (an interruption's
    /// message names them).
    package var written: [String] = []

    package init(
        status: Int32, out: [String] = [], err: [String] = [], fonts: [String] = [], timeline: ReplayTimeline? = nil
    ) {
        self.status = status
        self.out = out
        self.err = err
        self.fonts = fonts
        self.timeline = timeline
    }
}

/// A signal ended the replay of a recording: nothing of it is written, and nothing is reported.
package struct ReplayInterrupted: Error {
    /// The outcome status that marks a recording cut short (never printed: the run exits 128+N).
    package static let status: Int32 = -1

    package static func name(of signal: Int32) -> String {
        switch signal {
        case SIGINT: return "SIGINT"
        case SIGTERM: return "SIGTERM"
        case SIGHUP: return "SIGHUP"
        default: return "signal \(signal)"
        }
    }
}

/// What a recording is drawn with: its stage, its scene's content and the menus' measurer.
package struct ReplayStage {
    package var options: StageOptions
    package var content: SceneContent
    package var measurer: TTFTextMeasurer
    /// `replay --locale`'s notes for this stage (an `--app` without the language, a language
    /// iOS has not), as render and play print them; given with the first recording it replays.
    package var localeNotes: [String] = []
}

/// Replays recordings in this process: resolves each one's plan (`ReplayPlanner`), loads its
/// device and scene, runs the pure `Replayer` through `ReplayLoop` into a `ReplayOutputSink`
/// that writes the event log and frames and compares goldens. Scenes, fonts and content are
/// cached across recordings (they are read-only).
package final class ReplaySession {
    package let settings: ReplaySettings
    package let resources: Resources
    private let planner: ReplayPlanner
    private var fontLibrary: FontLibrary?
    private var stages: [String: ReplayStage] = [:]
    private lazy var images = ImageLibrary(iconsDirectory: resources.icons)

    /// The font files opened so far by this session's replays.
    package var usedFontFiles: [String] { fontLibrary?.openedFontFiles ?? [] }

    package init(settings: ReplaySettings) throws {
        self.settings = settings
        resources = try Resources.locate(override: settings.assets)
        planner = ReplayPlanner(options: settings.planOptions, files: ReplayAssetFiles(resources: resources))
    }

    /// Replays one recording; every failure becomes the outcome's status and lines. An error
    /// about another file (the scene or device a header names) says which recording it was.
    package func replay(_ recording: String) -> ReplayOutcome {
        do {
            return try run(recording)
        } catch is ReplayInterrupted {
            return ReplayOutcome(status: ReplayInterrupted.status)
        } catch {
            // An option that does not fit the recording is the command line's error.
            let error = (error as? ReplayOptionError).map { UsageError($0.message) as Error } ?? error
            var line = "\(error)"
            let aboutAnOutput = (error as? ToolFailure)?.isWriteFailure == true
            if !line.hasPrefix(recording + ":") && !aboutAnOutput { line += " (replaying \(recording))" }
            return ReplayOutcome(status: 2, err: [line])
        }
    }

    private func run(_ recording: String) throws -> ReplayOutcome {
        let (plan, reader) = try open(recording)
        let stage = try self.stage(for: plan)
        // Stages are cached, the font library is shared: draw as this recording's language does.
        stage.options.dress(try fonts())
        let playground = try makePlayground(plan, stage: stage)
        // --at aims pen recordings and force arrays (a v1 recording has its own positions).
        let transform = plan.inputTransform(aimingAt: try plan.aimPoint(in: playground))
        let frames = FrameWriter(fonts: try fonts(), images: images, scale: stage.options.scale)
        let sink = try ReplayOutputSink(
            plan.outputs, recording: recording, frames: frames, tolerance: settings.tolerance,
            video: settings.video.map { ($0, try fonts(), images) })
        if plan.outputs.failureRecords { sink.startTimeline(profile: playground.profile) }
        var replayer = Replayer(
            playground: playground, frameInterval: plan.outputs.frameInterval, transform: transform,
            video: settings.video?.sampling)
        let ending: ReplayLoop.Ending
        do {
            ending = try ReplayLoop.run(
                &replayer, pulling: { try reader.next() }, into: sink, stopRequested: { fl_signals_requested() != 0 })
        } catch {
            // A bad line or a failed save mid-way: let the frames still being encoded finish
            // before the staging folder is removed, so nothing half-written is left behind.
            sink.abandon()
            throw error
        }
        switch ending {
        case .finished(let totals):
            var outcome = try sink.finish(totals)
            outcome.err = stage.localeNotes + outcome.err
            return outcome
        case .stopped:
            // A signal: the sink's staging removes every temporary file and folder.
            sink.abandon()
            throw ReplayInterrupted()
        }
    }

    // MARK: - Loading

    /// The recording's plan, and its reader past the header. The default device's screen
    /// scales evemu positions.
    private func open(_ recording: String) throws -> (ReplayPlan, TraceReader) {
        let setup = try planner.traceSetup(for: recording)
        let screen = try DeviceProfile.load(path: setup.defaultDevicePath).size
        let reader = try TraceReader.open(path: recording, options: try setup.traceOptions(screen: screen))
        return (try planner.plan(setup, format: reader.format, header: reader.header), reader)
    }

    private func fonts() throws -> FontLibrary {
        if let fontLibrary { return fontLibrary }
        let library = try FontLibrary(locator: FontLocator(override: settings.font))
        fontLibrary = library
        return library
    }

    private func stage(for plan: ReplayPlan) throws -> ReplayStage {
        let key =
            ([
                plan.devicePath, plan.scenePath, plan.locale?.identifier ?? "",
                plan.requestedIOS.map { String($0.major) } ?? "",
                plan.slot ?? "",
            ]
            + plan.appPaths + [String(describing: plan.appBuild)]).joined(separator: "\n")
        if let cached = stages[key] { return cached }
        let file = try DeviceProfile.load(path: plan.devicePath)
        let release = try plan.iosRelease(on: file)
        let device = file.onRelease(release)
        let baseScene = try Scene.load(path: plan.scenePath, device: device)
        let ownApps = try OwnApps.load(
            paths: plan.appPaths, slotText: plan.slot, build: plan.appBuild, device: device,
            origin: plan.recording)
        var options = StageOptions(
            resources: resources, device: device, devicePath: plan.devicePath, scene: baseScene, scale: plan.scale,
            fontOverride: settings.font, ownApps: ownApps, release: release)
        options.systemStrings = try resources.systemStrings()
        try options.checkIcons()
        let loaded: SceneContent
        (options, loaded) = try options.switching(to: plan.locale, fonts: try fonts())
        // Menus are measured at the device's own scale whatever --scale pictures them at, so the
        // event log (which names truncated titles) does not depend on the frame size.
        let measurer = TTFTextMeasurer(library: try fonts(), scale: device.scale)
        let content = loaded.withLint(measurer: measurer, metrics: device.menuMetrics(for: release))
        var stage = ReplayStage(options: options, content: content, measurer: measurer)
        // Cached without its notes: they go with the first recording on this stage only.
        stages[key] = stage
        if let locale = settings.locale { stage.localeNotes = options.localeNotes(locale.identifier) }
        return stage
    }

    /// The playground the recording is replayed on, with the plan's profile.
    private func makePlayground(_ plan: ReplayPlan, stage: ReplayStage) throws -> Playground {
        var profile: ForceProfile
        switch plan.profile {
        case .builtIn(let builtIn): profile = builtIn
        case .file(let path): profile = try ForceProfile.load(path: path)
        }
        if let hapticTouch = plan.hapticTouch { profile.hapticMode = hapticTouch }
        let options = stage.options
        let release = options.release
        var playground = Playground(
            content: stage.content, release: release,
            pressModel: .of(device: options.device, haptic: plan.haptic, duration: profile.hapticMode),
            hapticTiming: plan.hapticTiming, textSize: plan.textSize, measurer: stage.measurer, profile: profile)
        playground.setAppearance(try plan.appearance(on: release))
        playground.setIconStyle(try plan.iconStyle(on: release))
        return playground
    }
}
