import CSignals
import ForceCore
import ForceLabFiles
import ForceLabOptions
import ForceLabSDL
import ForceLabText
import Foundation
import QuickActions
import Simulator

/// The interactive run loop: SDL events in, a fixed 120 Hz simulation step, one display list
/// drawn per frame. The only place besides benchmarks that reads the wall clock.
package final class PlaySession {
    package struct Options {
        package var frames: Int?
        package var screenshot: String?
        package var logEvents: String?
        package var record: String?
        package var sceneArgument: String
        package var profileOutput: String
        package var locale: LocaleID?
        package var pen: PenOption
        /// `--pen auto` given explicitly: say on stderr why no tablet could be read.
        package var penHintOnStderr: Bool
        /// Print frame-time figures and peak memory on exit.
        package var stats: Bool = false

        package init(
            frames: Int? = nil, screenshot: String? = nil, logEvents: String? = nil, record: String? = nil,
            sceneArgument: String, profileOutput: String, locale: LocaleID? = nil, pen: PenOption,
            penHintOnStderr: Bool, stats: Bool = false
        ) {
            self.frames = frames
            self.screenshot = screenshot
            self.logEvents = logEvents
            self.record = record
            self.sceneArgument = sceneArgument
            self.profileOutput = profileOutput
            self.locale = locale
            self.pen = pen
            self.penHintOnStderr = penHintOnStderr
            self.stats = stats
        }
    }

    package enum PenOption: Equatable {
        case none, auto
        case device(String)
    }

    package var stage: StageOptions
    package let options: Options
    /// The localization shown: `--locale`, then whatever L chose.
    package var locale: LocaleID? { stage.locale }
    package let window: WindowCanvas
    package let fonts: FontLibrary
    package var playground: Playground
    var synthesizer = PressureSynthesizer()
    var wheelScroll = WheelNotches()
    var mapper: SDLInputMapper
    let click = ClickSound()
    var log: LineFile?
    package var recording: (file: LineFile, writer: RecordingWriter, clock: RecordingClock)?
    var watcher = FileWatcher()
    /// Files changed while recording: reloaded when the recording stops (a recording replays
    /// the files it started with, so it never spans an edit).
    var deferredChanges: [String] = []
    package var pen: EvdevPen?

    package init(
        stage: StageOptions, options: Options, window: WindowCanvas, fonts: FontLibrary, playground: Playground
    ) throws {
        self.stage = stage
        self.options = options
        self.window = window
        self.fonts = fonts
        self.playground = playground
        mapper = SDLInputMapper(scale: window.scale, windowPoints: window.size)
        synthesizer.useLevels(for: playground.profile)
        if let path = options.logEvents {
            let file = try LineFile(path: path)
            file.onFailure = { [unowned self] failure in self.writeFailed(failure, what: "The event log stopped") }
            log = file
        }
        if let path = options.record { try startRecording(path) }
        // The HUD names the locale shown; the others are looked up when L or / first needs them
        // (ICU's data loads on the first look-up: not before the first frame for nothing).
        if let code = stage.locale?.identifier { learnNames([code]) }
        watcher.watch(playground.content.files + stage.ownApps.files + [stage.devicePath])
        switch options.pen {
        case .none: break
        case .auto:
            var hint: String?
            pen = EvdevPen.autodetect(screen: stage.device.size) { hint = $0 }
            if let hint, options.penHintOnStderr { Console.error("forcelab: note: \(hint)") }
        case .device(let path):
            pen = try EvdevPen(path: path, screen: stage.device.size)
        }
    }

    package func run() throws -> Int32 {
        var loop = PlayLoop(now: Stopwatch.now())
        let renderer = PlaygroundRenderer()
        resizeWindowIfNeeded()
        while loop.running {
            let frameStart = Stopwatch.now()
            pollInput(&loop)
            // Q: no further frame to draw unless `--screenshot` wants the last one.
            if !loop.running && options.screenshot == nil && pendingScreenshot == nil { break }
            // Fixed steps: input polled above lands in the first step that time pays for (this
            // frame's, or the next frame's when this one has not paid for a step).
            let now = Stopwatch.now()
            simulate(steps: loop.stepper.frame(elapsedNanoseconds: Int64(now - loop.lastFrame)), into: &loop.samples)
            loop.lastFrame = now
            drainLog()
            keepFilesCurrent(now: now, lastWatch: &loop.lastWatch)
            let list = renderer.displayList(
                playground, extras: .init(frameTimeMilliseconds: loop.frameTime, recording: recording != nil))
            window.draw(list)
            loop.frameCount += 1
            if let frames = options.frames, loop.frameCount >= frames { loop.running = false }
            // SIGINT, SIGTERM, SIGHUP: end like Q, with every file finished (status 128+N below).
            if fl_signals_requested() != 0 { loop.running = false }
            takeScreenshots(sessionEnding: !loop.running)
            window.present()
            // Frame time: input, simulation, drawing and presenting (renderers batch their
            // drawing until present), not the idle wait below.
            loop.frameTime = Double(Stopwatch.now() - frameStart) / 1e6
            if options.stats, let frameTime = loop.frameTime { frameTimes.append(frameTime) }
            idleUntilNextFrame(startedAt: frameStart)
        }
        // The window goes first, then the files are finished (flushed, synced, renamed).
        window.hide()
        click?.close()
        liftContacts(afterStep: loop.stepper.stepsTaken, samples: &loop.samples)
        finishStreams()
        if options.stats { printStats() }
        return exitStatus()
    }

    var pendingScreenshot: String?
    /// Default names handed out this session (a screenshot is written a frame after it is named).
    var pendingNames: Set<String> = []
    /// Files that could not be written during the session (`path: error: ...`): printed on exit,
    /// which then has status 2.
    package var failures: [String] = []
    /// Each frame's time in milliseconds, kept for `--stats`.
    var frameTimes: [Double] = []

    /// A stream failed mid-session: say so at once; the exit status says it again.
    func writeFailed(_ failure: ToolFailure, what: String) {
        if !failures.contains(failure.description) { failures.append(failure.description) }
        playground.showBanner(what, detail: failure.description, duration: 8_000_000, isError: true)
    }
}
