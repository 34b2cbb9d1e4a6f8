import CSDL2
import CSignals
import ForceLabSDL
import Foundation
import Simulator

/// The interactive run loop: SDL events in, a fixed 120 Hz simulation step, one display list
/// drawn per frame. The only place besides benchmarks that reads the wall clock.
final class PlaySession {
    struct Options {
        var frames: Int?
        var screenshot: String?
        var logEvents: String?
        var record: String?
        var sceneArgument: String
        var profileOutput: String
        var locale: String?
        var pen: PenOption
        /// `--pen auto` given explicitly: say on stderr why no tablet could be read.
        var penHintOnStderr: Bool
        /// Print frame-time figures and peak memory on exit.
        var stats: Bool = false
    }

    enum PenOption: Equatable {
        case none, auto
        case device(String)
    }

    var stage: StageOptions
    let options: Options
    /// The localization shown: `--locale`, then whatever L chose.
    var locale: String?
    let window: WindowCanvas
    let fonts: FontLibrary
    var playground: Playground
    var synthesizer = PressureSynthesizer()
    var wheelScroll = WheelNotches()
    var mapper: SDLInputMapper
    let click = ClickSound()
    var log: LineFile?
    var recording: (file: LineFile, writer: RecordingWriter, start: Int64)?
    var watcher = FileWatcher()
    var pen: EvdevPen?

    init(stage: StageOptions, options: Options, window: WindowCanvas, fonts: FontLibrary, playground: Playground) throws
    {
        self.stage = stage
        self.options = options
        self.locale = options.locale
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

    func run() throws -> Int32 {
        let stepLength = Playground.time(ofStep: 1)
        var stepper = FixedStepper()
        var last = Stopwatch.now()
        var lastWatch = last
        var frameCount = 0
        var frameTime: Double?
        var event = SDL_Event()
        var running = true
        var samples: [PressureSample] = []
        samples.reserveCapacity(4)
        let renderer = PlaygroundRenderer()
        resizeWindowIfNeeded()

        while running {
            let frameStart = Stopwatch.now()
            while SDL_PollEvent(&event) != 0 {
                for action in mapper.map(event) {
                    switch action {
                    case .desk(.wheel(let steps)) where !synthesizer.isPressing:
                        // No button held: the wheel scrolls. Whole notches become recorded keys
                        // (`wheelUp` / `wheelDown`), so replays scroll the same way.
                        for key in wheelScroll.notches(steps) {
                            playground.handleKey(key)
                            record(.key(time: playground.time, key: key))
                        }
                    case .desk(let input):
                        synthesizer.apply(input)
                    case .key(let key):
                        playground.handleKey(key)
                        record(.key(time: playground.time, key: key))
                        resizeWindowIfNeeded()
                    case .quit:
                        running = false
                    case .saveProfile:
                        saveProfile()
                    case .toggleRecording:
                        toggleRecording()
                    case .cycleLocale:
                        cycleLocale()
                    case .takeScreenshot:
                        let path = "forcelab-\(frameCount).png"
                        pendingScreenshot = path
                    }
                }
            }
            if let pen {
                for input in pen.poll() { synthesizer.apply(input) }
            }

            // Fixed steps: input polled above lands in the first step that time pays for (this
            // frame's, or the next frame's when this one has not paid for a step).
            let now = Stopwatch.now()
            let due = stepper.frame(elapsedNanoseconds: Int64(now - last))
            last = now
            for step in due {
                let time = Playground.time(ofStep: step)
                samples.removeAll(keepingCapacity: true)
                synthesizer.step(to: time, step: stepLength, into: &samples)
                for sample in samples {
                    playground.handle(sample)
                    record(.touch(sample))
                }
                playground.advance(to: time)
            }
            drainLog()

            // Every frame: a recording or log line is on disk within a second of happening.
            log?.tick()
            recording?.file.tick()
            if now - lastWatch > 500_000_000 {
                lastWatch = now
                reloadIfChanged()
            }

            let list = renderer.displayList(
                playground, extras: .init(frameTimeMilliseconds: frameTime, recording: recording != nil))
            window.draw(list)
            frameCount += 1
            if let frames = options.frames, frameCount >= frames { running = false }
            // SIGINT, SIGTERM, SIGHUP: end like Q, with every file finished (status 128+N below).
            if fl_signals_requested() != 0 { running = false }
            if !running, fl_signals_requested() == 0, let screenshot = options.screenshot {
                do { try window.screenshot(to: screenshot) } catch { failures.append("\(error)") }
            }
            if let path = pendingScreenshot {
                pendingScreenshot = nil
                do {
                    try window.screenshot(to: path)
                    playground.showBanner("Screenshot saved", detail: path)
                } catch {
                    failures.append("\(error)")
                    playground.showBanner("Screenshot failed", detail: "\(error)", isError: true)
                }
            }
            window.present()
            // Frame time: input, simulation, drawing and presenting (renderers batch their
            // drawing until present), not the idle wait below.
            frameTime = Double(Stopwatch.now() - frameStart) / 1e6
            if options.stats, let frameTime { frameTimes.append(frameTime) }
            // Without vsync (software renderer, Xvfb) do not spin: about 120 frames a second.
            let spent = Stopwatch.now() - frameStart
            if spent < 8_000_000 { SDL_Delay(UInt32((8_000_000 - spent) / 1_000_000)) }
        }
        // Lift anything still down so logs and recordings end every contact.
        synthesizer.apply(.focusLost)
        samples.removeAll()
        synthesizer.step(to: Playground.time(ofStep: stepper.stepsTaken + 1), step: stepLength, into: &samples)
        for sample in samples {
            playground.handle(sample)
            record(.touch(sample))
        }
        drainLog()
        // End with a tick so the replay runs as long as the session did.
        record(.tick(time: playground.time))
        // Finish the streams: flushed, synced, renamed into place; a failure is reported here.
        for file in [log, recording?.file].compactMap({ $0 }) {
            do { try file.finish() } catch  where !failures.contains("\(error)") { failures.append("\(error)") } catch {
            }
        }
        log = nil
        recording = nil
        if options.stats {
            let t = Timings(frameTimes)
            Console.error(
                "forcelab: \(frameTimes.count) frames on \(window.videoDriver)/\(window.rendererName) at scale \(format2(window.scale)): frame time median \(format2(t.median)) ms, p99 \(format2(t.p99)) ms; peak resident memory \(PlayBenchmark.peakResidentMegabytes()) MB"
            )
        }
        for failure in failures { Console.error(failure) }
        let signal = fl_signals_requested()
        if signal != 0 { return 128 + signal }
        return failures.isEmpty ? 0 : 2
    }

    private var pendingScreenshot: String?
    /// Files that could not be written during the session (`path: error: ...`): printed on exit,
    /// which then has status 2.
    private var failures: [String] = []

    /// A stream failed mid-session: say so at once; the exit status says it again.
    private func writeFailed(_ failure: ToolFailure, what: String) {
        if !failures.contains(failure.description) { failures.append(failure.description) }
        playground.showBanner(what, detail: failure.description, duration: 8_000_000, isError: true)
    }
    private var frameTimes: [Double] = []

    private func drainLog() {
        for entry in playground.drainLog() {
            log?.write(entry.jsonLine)
            switch entry {
            case .ui(_, .menuOpened): click?.play()
            case .gesture(let event) where event.kind == .peek || event.kind == .pop: click?.play()
            default: break
            }
        }
    }

    private func resizeWindowIfNeeded() {
        let size = PlaygroundRenderer().size(of: playground)
        let width = Int32((size.width * window.scale).rounded())
        let height = Int32((size.height * window.scale).rounded())
        var currentWidth: Int32 = 0
        var currentHeight: Int32 = 0
        SDL_GetWindowSize(window.window, &currentWidth, &currentHeight)
        if currentWidth != width || currentHeight != height {
            SDL_SetWindowSize(window.window, width, height)
        }
    }

    // MARK: - Recording

    private func record(_ input: InputEvent) {
        guard let recording else { return }
        let shifted: InputEvent
        switch input {
        case .touch(var sample):
            sample.time -= recording.start
            shifted = .touch(sample)
        case .key(let time, let key):
            shifted = .key(time: time - recording.start, key: key)
        case .tick(let time):
            shifted = .tick(time: time - recording.start)
        }
        recording.file.write(recording.writer.line(for: shifted))
    }

    private func startRecording(_ path: String) throws {
        let file = try LineFile(path: path)
        file.onFailure = { [unowned self] failure in self.writeFailed(failure, what: "The recording stopped") }
        // The thresholds in use: a built-in by name, else (tuned live, calibrated, or from a
        // file) a profile JSON written beside the recording, which replay finds there.
        var profileName: String? = nil
        let profile = playground.profile
        if let builtIn = ForceProfile.named(profile.name), builtIn == profile {
            profileName = profile.name == "medium" ? nil : profile.name
        } else {
            let beside = path + ".profile.json"
            do {
                try OutputFile.write(profile.jsonString() + "\n", to: beside)
            } catch {
                file.discardUnfinished()
                throw error
            }
            profileName = (beside as NSString).lastPathComponent
        }
        let writer = RecordingWriter(
            header: RecordingHeader(
                device: stage.device.name, scene: options.sceneArgument, forceUnit: .normalized,
                profile: profileName, haptic: playground.haptic ? true : nil, locale: locale, ios: playground.ios,
                apps: stage.ownApps.isEmpty ? nil : stage.ownApps.paths.map { OwnApps.relative($0, toFolderOf: path) },
                slot: stage.ownApps.isEmpty ? nil : stage.ownApps.slotText))
        file.write(writer.headerLine())
        file.flush()
        // A disk already full: say so now (`play --record` exits 2, R shows the error).
        if let failure = file.failure { throw failure }
        recording = (file, writer, playground.time)
    }

    private func toggleRecording() {
        if let current = recording {
            // End with a tick so the replay runs as long as the session did.
            record(.tick(time: playground.time))
            recording = nil
            do {
                try current.file.finish()
                playground.showBanner("Recording saved", detail: current.file.path)
            } catch {
                if !failures.contains("\(error)") { failures.append("\(error)") }
                playground.showBanner("Recording failed", detail: "\(error)", duration: 8_000_000, isError: true)
            }
        } else {
            let path = options.record ?? "forcelab-recording-\(Int(Date().timeIntervalSince1970)).jsonl"
            do {
                // A recording replays from a fresh home screen, so it starts from one.
                playground.returnToStart()
                window.renderer.invalidateLayers()
                try startRecording(path)
                playground.showBanner("Recording from the home screen", detail: "R again to stop; writing \(path)")
            } catch {
                playground.showBanner("Cannot record", detail: "\(error)", isError: true)
            }
        }
    }

    // MARK: - Profiles and files

    private func saveProfile() {
        let path = options.profileOutput
        do {
            try OutputFile.write(playground.profile.jsonString() + "\n", to: path)
        } catch {
            failures.append("\(error)")
            playground.showBanner("Cannot save the profile", detail: "\(error)", isError: true)
            return
        }
        // The session's presses beside it, for forcelab calibrate and compare later.
        let pressesPath = SessionPressesFile.path(besideProfile: path)
        let header = RecordingHeader(
            device: stage.device.name, scene: options.sceneArgument, forceUnit: .normalized,
            profile: (path as NSString).lastPathComponent, haptic: playground.haptic ? true : nil)
        guard let text = playground.sessionPresses.recording(header: header) else {
            playground.showBanner("Profile saved", detail: "\(path) (no presses yet to save beside it)")
            return
        }
        do {
            try OutputFile.write(text, to: pressesPath)
            let count = playground.sessionPresses.contactCount
            playground.showBanner(
                "Profile and \(count) press\(count == 1 ? "" : "es") saved", detail: "\(path), \(pressesPath)")
        } catch {
            failures.append("\(error)")
            playground.showBanner("Profile saved; cannot save the presses", detail: "\(error)", isError: true)
        }
    }

    /// L: the next localization, for the labels, the menus and the app names at once. Not while
    /// recording: a recording has one locale in its header, so that it replays as it was made.
    private func cycleLocale() {
        guard recording == nil else {
            playground.showBanner(
                "Stop recording (R) to change the language", detail: "a recording keeps the locale it started in")
            return
        }
        let own = stage.ownApps.locales
        let available =
            own.isEmpty ? Array(Set(playground.content.sources.compactMap { $0 }.flatMap(\.locales))).sorted() : own
        guard !available.isEmpty else {
            playground.showBanner("No localizations", detail: "the apps ship their text in one language")
            return
        }
        let next =
            locale.flatMap { available.firstIndex(of: $0) }.map { available[($0 + 1) % available.count] }
            ?? available[0]
        do {
            var changed = stage
            changed.localize(next)
            let content = try SceneContent.load(scene: changed.scene, device: changed.device, locale: next)
                .withLint(measurer: playground.measurer, metrics: changed.device.menuMetrics(ios: playground.ios))
            stage = changed
            locale = next
            playground.reload(content)
            window.renderer.invalidateLayers()
            watcher.watch(content.files + stage.ownApps.files + [stage.devicePath])
            playground.showBanner(
                "Language: \(next)",
                detail:
                    "L shows the next of \(available.count): \(available.prefix(12).joined(separator: " "))\(available.count > 12 ? " …" : "")",
                duration: 1_500_000)
        } catch {
            playground.showBanner(
                "Cannot show \(next) (kept the last good state)", detail: "\(error)", duration: 8_000_000, isError: true
            )
        }
    }

    private func reloadIfChanged() {
        guard !watcher.changed().isEmpty else { return }
        do {
            let device = try DeviceProfile.load(path: stage.devicePath)
            var reloadedStage = stage
            reloadedStage.device = device
            reloadedStage.baseScene = try Scene.load(path: stage.baseScene.path, device: device)
            try reloadedStage.ownApps.reload()
            reloadedStage.localize(locale)
            try reloadedStage.checkIcons()
            let scene = reloadedStage.scene
            let content = try SceneContent.load(scene: scene, device: device, locale: locale)
                .withLint(measurer: playground.measurer, metrics: device.menuMetrics(ios: playground.ios))
            stage = reloadedStage
            playground.reload(content)
            window.renderer.invalidateLayers()
            watcher.watch(content.files + stage.ownApps.files + [stage.devicePath])
            playground.showBanner("Reloaded", detail: (scene.path as NSString).lastPathComponent, duration: 1_200_000)
        } catch {
            // Keep the last good state; show what is wrong.
            // "path:line: error: message" reads better as "File.plist:line: message" in a banner.
            var detail = "\(error)"
            if let range = detail.range(of: ": error: ") {
                let location = (String(detail[..<range.lowerBound]) as NSString).lastPathComponent
                detail = location + ": " + detail[range.upperBound...]
            }
            playground.showBanner(
                "File error (kept the last good state)", detail: detail, duration: 8_000_000, isError: true)
            watcher.watch(watcher.files)
        }
    }
}
