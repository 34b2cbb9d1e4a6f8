import CSDL2
import CSignals
import ForceCore
import ForceLabCommandLine
import ForceLabLint
import ForceLabOptions
import ForceLabSDL
import ForceLabText
import ForceLabTools
import Foundation
import QuickActions
import Simulator

extension PlayCommand {

    static func drawingRun(_ arguments: inout Arguments) throws -> Int32 {
        // SIGINT, SIGTERM and SIGHUP end the session through its loop: files finished, exit 128+N.
        // (SDL's own handlers are off: SDL_HINT_NO_SIGNAL_HANDLERS in WindowCanvas.)
        fl_signals_begin_session(1)
        let frames = try arguments.intOption("--frames")
        let screenshot = try arguments.outputOption("--screenshot")
        let logEvents = try arguments.outputOption("--log-events")
        var record = try arguments.outputOption("--record")
        let video = try VideoOptions.read(&arguments, pathOption: "--record-video").map {
            SessionVideo($0, record: record)
        }
        if let video { record = video.recording }
        let profileArgument = try arguments.option("--profile") ?? "medium"
        let haptic = arguments.flag("--haptic")
        let hapticTouch = try HapticTouchOption.read(&arguments)
        let textSize = try TextSizeOption.read(&arguments) ?? .large
        let hud = arguments.flag("--hud")
        let stats = arguments.flag("--stats")
        let locale = try arguments.option("--locale").map { LocaleID($0) }
        let penArgument = try arguments.option("--pen")
        let profileOutput = try arguments.outputOption("--profile-out") ?? "forcelab-profile.json"
        // As given (`--scene x` or `--scene=x`): the recording's header names it so.
        let sceneArgument = try arguments.option("--scene") ?? "default"
        var stage = try StageOptions.parse(&arguments, defaultScale: 0, locale: locale)
        try stage.readAppearance(&arguments)
        try stage.readIconStyle(&arguments)
        let requestedScale: Double? = stage.scale == 0 ? nil : stage.scale
        try arguments.finish()
        stage.noteLocale(locale?.identifier)
        var profile = try ForceProfile.namedOrLoaded(profileArgument)
        if let hapticTouch { profile.hapticMode = hapticTouch }
        let fonts = try stage.makeFonts()
        // Load everything before the window opens: a broken file is a one-line error, not a window.
        let content: SceneContent
        (stage, content) = try stage.switching(to: locale, fonts: fonts)

        guard let window = try openWindow(stage: stage, scale: requestedScale, fonts: fonts) else { return 2 }

        let playground = makePlayground(
            stage: stage, content: content, window: window, fonts: fonts, profile: profile, haptic: haptic,
            textSize: textSize, hud: hud)
        if hapticTouch != nil, playground.haptic,
            let note = profile.hapticTouch(.byRelease, on: stage.release.haptic).note
        {
            Console.error("forcelab: note: \(note)")
        }
        let session = try PlaySession(
            stage: stage,
            options: .init(
                frames: frames, screenshot: screenshot, logEvents: logEvents, record: record,
                sceneArgument: sceneArgument,
                profileOutput: profileOutput, locale: locale, pen: penOption(penArgument),
                penHintOnStderr: penArgument == "auto",
                stats: stats),
            window: window, fonts: fonts, playground: playground)
        let status = try session.run()
        guard let video else { return status }
        return video.write(
            afterSession: status, assets: stage.resources.root, scale: requestedScale, font: stage.fontOverride)
    }

    /// The window's playground: the stage's release, press model, text size and appearance.
    static func makePlayground(
        stage: StageOptions, content: SceneContent, window: WindowCanvas, fonts: FontLibrary, profile: ForceProfile,
        haptic: Bool, textSize: TextSize, hud: Bool
    ) -> Playground {
        let measurer = TTFTextMeasurer(library: fonts, scale: window.scale)
        let release = stage.release
        var playground = Playground(
            content: content.withLint(measurer: measurer, metrics: stage.device.menuMetrics(for: release)),
            release: release, pressModel: .of(device: stage.device, haptic: haptic, duration: profile.hapticMode),
            hapticTiming: .byRelease, textSize: textSize, measurer: measurer, profile: profile, hudVisible: hud)
        playground.setAppearance(stage.appearance)
        playground.setIconStyle(stage.iconStyle)
        return playground
    }

    /// `--pen`: absent means auto, silently (`penHintOnStderr` tells the two autos apart).
    static func penOption(_ argument: String?) -> PlaySession.PenOption {
        switch argument {
        case nil: return .auto
        case "auto": return .auto
        case "none": return .none
        case let path?: return .device(path)
        }
    }

    /// Opens the window, or says why there is none (nil: exit 2). Never hangs: if opening the
    /// display stalls, it says so and leaves with status 2.
    static func openWindow(stage: StageOptions, scale: Double?, fonts: FontLibrary) throws -> WindowCanvas? {
        // 10 s: a loaded machine (CI beside other jobs) was seen to take over 2 s to open Xvfb.
        let opened = Watchdog(seconds: 10) {
            Console.error(
                "forcelab: error: the display did not answer within 10 s; use 'forcelab render -o out.png' for a headless picture"
            )
            // _exit, not exit: the main thread is still inside SDL's display code, and exit's
            // handlers (SDL's, Foundation's) running beside it crashed the process (a segfault).
            _exit(2)
        }
        do {
            let window = try WindowCanvas(
                title: "ForceLab: \(stage.scene.name) on \(stage.device.displayName), \(stage.release)",
                size: stage.device.size,
                scale: scale, fonts: fonts, images: ImageLibrary(iconsDirectory: stage.resources.icons))
            opened.cancel()
            return window
        } catch let unavailable as WindowCanvas.Unavailable {
            opened.cancel()
            Console.error(unavailable.description)
            return nil
        }
    }
}

/// Runs `action` on a background thread after `seconds` unless cancelled first.
final class Watchdog: @unchecked Sendable {
    private let lock = NSLock()
    private var cancelled = false

    init(seconds: Double, action: @escaping @Sendable () -> Void) {
        let thread = Thread { [self] in
            Thread.sleep(forTimeInterval: seconds)
            lock.lock()
            let fire = !cancelled
            lock.unlock()
            if fire { action() }
        }
        thread.start()
    }

    func cancel() {
        lock.lock()
        cancelled = true
        lock.unlock()
    }
}
