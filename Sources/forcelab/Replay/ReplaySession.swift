import CSDL2
import CSignals
import ForceCore
import ForceLabSDL
import Foundation
import QuickActions
import Simulator

/// What replaying one recording came to: its exit status (0 passed, 1 golden mismatch, 2 bad
/// input) and the lines it prints (results on stdout, errors on stderr). A child process
/// prints the same lines, so the parent's output does not depend on `--jobs`.
struct ReplayOutcome {
    var status: Int32
    var out: [String] = []
    var err: [String] = []
    /// The font files the replay drew with (a child reports them on a last marked line).
    var fonts: [String] = []
}

/// A signal ended the replay of a recording: nothing of it is written, and nothing is reported.
struct ReplayInterrupted: Error {
    /// The outcome status that marks a recording cut short (never printed: the run exits 128+N).
    static let status: Int32 = -1

    static func name(of signal: Int32) -> String {
        switch signal {
        case SIGINT: return "SIGINT"
        case SIGTERM: return "SIGTERM"
        case SIGHUP: return "SIGHUP"
        default: return "signal \(signal)"
        }
    }
}

/// Replays recordings in this process: loads each one's device and scene, runs the pure
/// `Replayer`, writes the event log and frames, compares goldens. Scenes, fonts and content
/// are cached across recordings (they are read-only).
final class ReplaySession {
    let settings: ReplaySettings
    let resources: Resources
    private var fontLibrary: FontLibrary?
    private var stages: [String: (stage: StageOptions, content: SceneContent, measurer: TTFTextMeasurer)] = [:]
    private lazy var images = ImageLibrary(iconsDirectory: resources.icons)

    /// The font files opened so far by this session's replays.
    var usedFontFiles: [String] { fontLibrary?.openedFontFiles ?? [] }

    init(settings: ReplaySettings) throws {
        self.settings = settings
        resources = try Resources.locate(override: settings.assets)
    }

    /// Replays one recording; every failure becomes the outcome's status and lines. An error
    /// about another file (the scene or device a header names) says which recording it was.
    func replay(_ recording: String) -> ReplayOutcome {
        do {
            return try run(recording)
        } catch is ReplayInterrupted {
            return ReplayOutcome(status: ReplayInterrupted.status)
        } catch {
            var line = "\(error)"
            let aboutAnOutput = (error as? ToolFailure)?.isWriteFailure == true
            if !line.hasPrefix(recording + ":") && !aboutAnOutput { line += " (replaying \(recording))" }
            return ReplayOutcome(status: 2, err: [line])
        }
    }

    // MARK: - Loading

    private func fonts() throws -> FontLibrary {
        if let fontLibrary { return fontLibrary }
        let library = try FontLibrary(locator: FontLocator(override: settings.font))
        fontLibrary = library
        return library
    }

    /// A device or scene named in a recording's header: a name in Assets, a path as given, or a
    /// path relative to the recording's folder.
    private func locate(_ name: String, kind: String, recording: String, fromHeader: Bool) throws -> String {
        if name.hasSuffix(".json") || name.contains("/") {
            if FileManager.default.fileExists(atPath: name) || name.hasPrefix("/") || !fromHeader { return name }
            let beside = ((recording as NSString).deletingLastPathComponent as NSString).appendingPathComponent(name)
            return FileManager.default.fileExists(atPath: beside) ? beside : name
        }
        do {
            return kind == "device" ? try resources.devicePath(name) : try resources.scenePath(name)
        } catch let error as UsageError where fromHeader {
            throw ToolError(path: recording, line: 1, error.message + " (named in the header)")
        }
    }

    private func stage(
        devicePath: String, scenePath: String, locale: String?, ios: Int?, apps: [String] = [], slot: String? = nil,
        recording: String
    ) throws -> (stage: StageOptions, content: SceneContent, measurer: TTFTextMeasurer) {
        let key = ([devicePath, scenePath, locale ?? "", ios.map { String($0) } ?? "", slot ?? ""] + apps).joined(
            separator: "\n")
        if let cached = stages[key] { return cached }
        let device = try DeviceProfile.load(path: devicePath)
        let version: Int
        do {
            version = try IOSOption.check(ios, device: device)
        } catch let error as UsageError where settings.iosOverride == nil {
            throw ToolError(
                path: recording, line: 1, error.message.replacingOccurrences(of: "--ios", with: "the header's \"ios\""))
        }
        let baseScene = try Scene.load(path: scenePath, device: device)
        let ownApps = try OwnApps.load(
            paths: apps, slotText: slot, defines: try OwnApps.defines(settings.defines), device: device,
            origin: recording)
        var stage = StageOptions(
            resources: resources, device: device, devicePath: devicePath, scene: baseScene,
            scale: settings.scale ?? 2, fontOverride: settings.font, ownApps: ownApps, ios: version)
        stage.localize(locale)
        let scene = stage.scene
        try stage.checkIcons()
        // Menus are measured at the device's own scale whatever --scale pictures them at, so the
        // event log (which names truncated titles) does not depend on the frame size.
        let measurer = TTFTextMeasurer(library: try fonts(), scale: device.scale)
        let content = try SceneContent.load(scene: scene, device: device, locale: locale)
            .withLint(measurer: measurer, metrics: device.menuMetrics(ios: version))
        let entry = (stage, content, measurer)
        stages[key] = entry
        return entry
    }

    /// The `.desc` beside an evemu recording whose name is a prefix of the recording's
    /// (`Wacom Intuos4 6x9.desc` for `Wacom Intuos4 6x9.stylus-tap.events`).
    static func descriptionBeside(_ recording: String) -> String? {
        let folder = (recording as NSString).deletingLastPathComponent
        var name = ((recording as NSString).lastPathComponent as NSString).deletingPathExtension
        while !name.isEmpty {
            let candidate = (folder as NSString).appendingPathComponent(name + ".desc")
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            let shorter = (name as NSString).deletingPathExtension
            if shorter == name { break }
            name = shorter
        }
        return nil
    }

    // MARK: - Replaying

    private func run(_ recording: String) throws -> ReplayOutcome {
        let stem = ReplaySettings.stem(of: recording)
        let goldenFolder = settings.golden.map { ($0 as NSString).appendingPathComponent(stem) }
        let comparing = goldenFolder != nil && !settings.updateGoldens
        if let golden = settings.golden, let goldenFolder, comparing {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: golden, isDirectory: &isFolder), isFolder.boolValue else {
                throw ToolError(
                    path: golden, "golden directory does not exist (run with --update-goldens to record it)")
            }
            guard
                FileManager.default.fileExists(
                    atPath: (goldenFolder as NSString).appendingPathComponent("events.jsonl"))
            else {
                throw ToolError(
                    path: goldenFolder,
                    "no goldens for \(recording) (expected events.jsonl here; run with --update-goldens to record them)"
                )
            }
        }

        // The trace: evemu positions are scaled onto the device's screen.
        let defaultDevicePath = try locate(
            settings.deviceOverride ?? "iphone-xs", kind: "device", recording: recording, fromHeader: false)
        let screen = try DeviceProfile.load(path: defaultDevicePath).size
        var options = TraceOptions(screenWidth: screen.width, screenHeight: screen.height)
        if let rate = settings.rate { options.rate = rate }
        if let curve = settings.pressureCurve { options.pressureCurve = try PressureCurve.parse(from: curve) }
        options.descPath = settings.desc ?? ReplaySession.descriptionBeside(recording)
        let reader = try TraceReader.open(path: recording, options: options)
        let isRecording = reader.format == .recording
        let header = reader.header

        // Device and scene: the command line, else the recording's header, else the defaults.
        let devicePath =
            settings.deviceOverride != nil || !isRecording || header.device == nil
            ? defaultDevicePath : try locate(header.device!, kind: "device", recording: recording, fromHeader: true)
        let scenePath =
            try settings.sceneOverride.map { try locate($0, kind: "scene", recording: recording, fromHeader: false) }
            ?? locate(
                isRecording ? header.scene ?? "default" : "default", kind: "scene", recording: recording,
                fromHeader: isRecording && header.scene != nil)
        // The language: the command line, else the header's (a session recorded with --locale).
        let locale = settings.locale ?? (isRecording ? header.locale : nil)
        // The designer's own apps: the command line's, else those the header names (beside the recording).
        let appPaths =
            !settings.apps.isEmpty
            ? settings.apps
            : (isRecording ? (header.apps ?? []).map { OwnApps.resolve($0, besideRecording: recording) } : [])
        let (stage, content, measurer) = try self.stage(
            devicePath: devicePath, scenePath: scenePath, locale: locale,
            ios: settings.iosOverride ?? (isRecording ? header.ios : nil),
            apps: appPaths, slot: settings.slot ?? (isRecording ? header.slot : nil), recording: recording)
        let profileName = settings.profileOverride ?? header.profile ?? "medium"
        let profile: ForceProfile
        if let named = ForceProfile.named(profileName) {
            profile = named
        } else {
            let beside = ((recording as NSString).deletingLastPathComponent as NSString).appendingPathComponent(
                profileName)
            let usesHeader =
                settings.profileOverride == nil && !FileManager.default.fileExists(atPath: profileName)
                && !profileName.hasPrefix("/")
            profile = try ForceProfile.load(
                path: usesHeader && FileManager.default.fileExists(atPath: beside) ? beside : profileName)
        }
        var tuned = profile
        if let hapticTouch = settings.hapticTouch { tuned.hapticMode = hapticTouch }
        let playground = Playground(
            content: content, measurer: measurer, menuMetrics: stage.device.menuMetrics(ios: stage.ios),
            profile: tuned, haptic: settings.haptic || header.haptic == true, ios: stage.ios)

        // --at aims pen recordings and force arrays (a v1 recording has its own positions).
        var aimPoint: Point?
        switch settings.aim {
        case .point(let x, let y)?: aimPoint = Point(x: x, y: y)
        case .app(let name)?:
            guard let slot = playground.slot(named: name) else {
                let names = content.scene.apps.map(\.name).joined(separator: ", ")
                throw ToolError(
                    path: recording,
                    "no app named '\(name)' in scene '\(content.scene.name)' (\(content.scene.path)); its apps are \(names)"
                )
            }
            aimPoint = slot.iconFrame.center
        case nil: break
        }
        let transform: ((InputEvent) -> InputEvent)? = aimPoint.flatMap { point in
            isRecording
                ? nil
                : { input in
                    guard case .touch(var sample) = input else { return input }
                    sample.x = point.x
                    sample.y = point.y
                    return .touch(sample)
                }
        }

        // Outputs, staged.
        let staging = ReplayStaging()
        var writers: [LineWriter] = []
        if let path = settings.eventsPath(for: recording) { writers.append(LineWriter(try staging.file(path))) }
        var frameFolders: [(temporary: String, final: String)] = []
        if let frames = settings.frames {
            try? FileManager.default.createDirectory(atPath: frames, withIntermediateDirectories: true)
            let final = (frames as NSString).appendingPathComponent(stem)
            frameFolders.append((try staging.folder(final), final))
        }
        if let golden = settings.golden, let goldenFolder, settings.updateGoldens {
            try? FileManager.default.createDirectory(atPath: golden, withIntermediateDirectories: true)
            let folder = try staging.folder(goldenFolder)
            frameFolders.append((folder, goldenFolder))
            writers.append(
                try LineWriter(
                    inStagedFolder: (folder as NSString).appendingPathComponent("events.jsonl"),
                    finalPath: (goldenFolder as NSString).appendingPathComponent("events.jsonl")))
        }
        let comparer = try goldenFolder.flatMap {
            comparing ? try LineComparer(path: ($0 as NSString).appendingPathComponent("events.jsonl")) : nil
        }
        let picturing = !frameFolders.isEmpty || comparing

        var replayer = Replayer(
            playground: playground, frameInterval: picturing ? Int64(settings.every) : nil, transform: transform)
        let frames = FrameWriter(fonts: try fonts(), images: images, scale: stage.scale)
        var frameMismatch: String?
        let failureRecord = ReplayFailureRecord(
            recording: recording, folder: ((settings.diffs ?? "replay-diffs") as NSString).appendingPathComponent(stem))
        var comparedFrames = 0
        var producedFrames = 0
        var logLines = 0
        var lastTime: Int64 = 0
        var steps: Int64 = 0
        while let step = try replayer.step(pulling: { try reader.next() }) {
            // A signal: stop here; the staging's deinit removes every temporary file and folder.
            if fl_signals_requested() != 0 {
                try? frames.finish()
                throw ReplayInterrupted()
            }
            steps += 1
            lastTime = step.time
            for entry in step.log {
                let line = entry.jsonLine
                logLines += 1
                for writer in writers { writer.write(line) }
                comparer?.compare(line)
            }
            guard let list = step.frame else { continue }
            producedFrames += 1
            let name = String(format: "frame-%06lld.png", step.number)
            try frames.draw(list)
            for folder in frameFolders {
                try frames.savePNG(
                    (folder.temporary as NSString).appendingPathComponent(name),
                    reportedAs: (folder.final as NSString).appendingPathComponent(name))
            }
            if let goldenFolder, comparing, frameMismatch == nil {
                comparedFrames += 1
                frameMismatch = try compareFrame(
                    frames, golden: (goldenFolder as NSString).appendingPathComponent(name),
                    step: step.number, recording: recording, stem: stem, name: name, failureRecord: failureRecord)
            }
        }
        try frames.finish()
        for writer in writers { try writer.finish() }
        comparer?.finish()

        var outcome = ReplayOutcome(status: 0)
        if let comparer, let difference = comparer.firstDifference {
            outcome.status = 1
            outcome.out.append(
                "\(recording): event log differs from \(comparer.path) at line \(difference.line): expected \(clip(difference.expected ?? "(end of file)")), got \(clip(difference.actual ?? "(end of log)"))"
            )
        }
        if let goldenFolder, comparing, frameMismatch == nil {
            let goldenFrames = ((try? FileManager.default.contentsOfDirectory(atPath: goldenFolder)) ?? [])
                .filter { $0.hasPrefix("frame-") && $0.hasSuffix(".png") }.sorted()
            if goldenFrames.count != comparedFrames {
                let produced = Set(
                    stride(from: 0, to: steps, by: settings.every).map { String(format: "frame-%06lld.png", $0) } + [
                        String(format: "frame-%06lld.png", steps - 1)
                    ])
                let extra = goldenFrames.first { !produced.contains($0) } ?? goldenFrames.last ?? "?"
                frameMismatch =
                    "\(recording): the golden has \(goldenFrames.count) frames, the replay made \(comparedFrames) (\((goldenFolder as NSString).appendingPathComponent(extra)) has no counterpart; was it recorded with another --every?)"
            }
        }
        if let frameMismatch {
            outcome.status = 1
            outcome.out.append(frameMismatch)
        }
        if outcome.status == 1 && settings.failureRecords {
            if let comparer { failureRecord.logDifference(comparer) }
            try failureRecord.write(lines: outcome.out)
        }
        try staging.commit()
        if outcome.status == 0 {
            let seconds = formatFixed(Double(lastTime) / 1e6, decimals: 3, trim: false)
            var summary = "\(recording): ok (\(steps) steps, \(seconds) s, \(logLines) log lines"
            if picturing { summary += ", \(producedFrames) frames" }
            if settings.updateGoldens { summary += "; goldens written" }
            outcome.out.append(summary + ")")
        }
        return outcome
    }

    private func clip(_ text: String) -> String {
        text.count <= 160 ? text : String(text.prefix(157)) + "..."
    }

    /// Compares the frame on the canvas with its golden; returns the mismatch line, if any.
    private func compareFrame(
        _ frames: FrameWriter, golden: String, step: Int64, recording: String, stem: String, name: String,
        failureRecord: ReplayFailureRecord
    ) throws -> String? {
        guard FileManager.default.fileExists(atPath: golden) else {
            return
                "\(recording): frame \(step) has no golden (\(golden)); was it recorded with another --every? (--update-goldens rewrites them)"
        }
        let expected = try PixelImage.load(golden)
        let actual = frames.currentImage()
        let tolerance = settings.tolerance
        let masks = tolerance.pixelMasks(scale: frames.scale)
        let comparison = FrameComparison(
            expected: expected, actual: actual, channelDelta: tolerance.channelDelta, masks: masks)
        guard !tolerance.accepts(comparison) else { return nil }
        let folder = ((settings.diffs ?? "replay-diffs") as NSString).appendingPathComponent(stem)
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let diffPath = (folder as NSString).appendingPathComponent(
            (name as NSString).deletingPathExtension + ".diff.png")
        try FrameComparison.diffImage(
            expected: expected, actual: actual, channelDelta: tolerance.channelDelta, masks: masks
        ).savePNG(diffPath)
        let size =
            comparison.sizeMismatch
            ? ", \(actual.width)x\(actual.height) px against the golden's \(expected.width)x\(expected.height)" : ""
        let limit = comparison.sizeMismatch ? "" : "; \(tolerance.summary)"
        if settings.failureRecords {
            try failureRecord.frameMismatch(
                step: step, golden: golden, actual: actual, diff: diffPath, comparison: comparison)
        }
        return
            "\(recording): frame \(step) differs (\(comparison.differing) pixels, \(format2(comparison.fraction * 100))%\(size)\(limit)); diff written to \(diffPath)"
    }
}

/// Draws frames on a headless canvas and writes them as PNG, skipping the drawing and the PNG
/// encoding when a frame's display list equals the previous one's (replays are mostly still
/// frames): every file of one picture shares one encoding. Frames are encoded with `FastPNG`
/// (IMG_SavePNG is ten times slower) on background threads while the next frames are
/// simulated and drawn, at most three pictures in flight. Bytes do not depend on
/// the timing: each picture is a copy of the canvas taken when it was drawn.
final class FrameWriter {
    private let fonts: FontLibrary
    private let images: ImageLibrary
    let scale: Double
    private var canvas: HeadlessCanvas?
    private var previous: DisplayList?
    private var image: PixelImage?
    /// The files the current picture goes to; encoded once it is replaced or at `finish`.
    private var pendingPaths: [(path: String, reported: String)] = []
    // Concurrent: encoding and writing (zlib and the kernel) cost about three times the drawing,
    // so two encoders keep both cores busy while the main thread draws.
    private let queue = DispatchQueue(label: "forcelab.replay.png", attributes: .concurrent)
    private let group = DispatchGroup()
    private let inFlight = DispatchSemaphore(value: 3)
    private let failure = FailureBox()

    /// The first write error of the background queue.
    private final class FailureBox: @unchecked Sendable {
        private let lock = NSLock()
        private var error: Error?
        func record(_ new: Error) {
            lock.lock()
            if error == nil { error = new }
            lock.unlock()
        }
        var first: Error? {
            lock.lock()
            defer { lock.unlock() }
            return error
        }
    }

    init(fonts: FontLibrary, images: ImageLibrary, scale: Double) {
        self.fonts = fonts
        self.images = images
        self.scale = scale
    }

    func draw(_ list: DisplayList) throws {
        if list == previous { return }
        submitPending()
        if canvas?.size != list.size {
            canvas = try HeadlessCanvas(size: list.size, scale: scale, fonts: fonts, images: images)
        }
        canvas!.draw(list)
        previous = list
        image = nil
    }

    /// Writes the current picture to `path` (when its encoding is done; `finish` waits).
    func savePNG(_ path: String, reportedAs reported: String) throws {
        if let error = failure.first { throw error }
        pendingPaths.append((path, reported))
    }

    /// Encodes and writes what is pending, waits for every write, and throws the first error.
    func finish() throws {
        submitPending()
        group.wait()
        if let error = failure.first { throw error }
    }

    private func submitPending() {
        guard !pendingPaths.isEmpty, let canvas else { return }
        let paths = pendingPaths
        pendingPaths = []
        let width = canvas.pixelWidth
        let height = canvas.pixelHeight
        let pitch = Int(canvas.surface.pointee.pitch)
        SDL_LockSurface(canvas.surface)
        let pixels = Data(bytes: canvas.surface.pointee.pixels, count: pitch * height)
        SDL_UnlockSurface(canvas.surface)
        inFlight.wait()
        group.enter()
        let failure = self.failure
        let inFlight = self.inFlight
        let group = self.group
        queue.async {
            defer {
                inFlight.signal()
                group.leave()
            }
            let bytes = pixels.withUnsafeBytes {
                FastPNG.encode(argb: $0.baseAddress!, width: width, height: height, pitch: pitch)
            }
            for (path, reported) in paths {
                // The folder is staged and renamed as a whole: written in place, checked and synced.
                do { try OutputFile.write(bytes, to: path, placement: .inPlace, reportedPath: reported) } catch {
                    failure.record(error)
                }
            }
        }
    }

    func currentImage() -> PixelImage {
        if let image { return image }
        let made = PixelImage(canvas!)
        image = made
        return made
    }
}
