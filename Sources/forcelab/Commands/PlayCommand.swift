import CSDL2
import CSignals
import ForceCore
import ForceLabSDL
import Foundation
import QuickActions
import Simulator

/// `forcelab play`: the interactive window (the default command).
enum PlayCommand: Command {
    static let name = "play"
    static let summary = "Open the playground window: press icons with simulated pressure (default)"
    static let usage = """
        USAGE: forcelab play [--scene S] [--device D] [--ios N] [--scale N] [--profile P] [--haptic]
                             [--haptic-touch fast|default|slow] [--hud]
                             [--locale L] [--log-events FILE] [--record FILE] [--pen DEVICE|auto|none]
                             [--record-video OUT] [--fps N] [--overlay on|off]
                             [--profile-out FILE] [--font PATH] [--assets DIR] [--frames N] [--screenshot FILE]

        Opens a window on the scene's home screen. Press an app icon with simulated pressure: the
        screen blurs as force rises and the app's quick-action menu opens at the threshold, laid
        out exactly as 'forcelab lint' measures it. Needs a display (X11 or Wayland); where there
        is none it exits with status 2 at once and says so (use 'forcelab render').

        OPTIONS:
          --scene S            A scene name in Assets/scenes or a path (default: default).
          --device D           A device name in Assets/devices or a path (default: iphone-xs;
                               'forcelab devices' lists them).
          --ios N              The iOS release shown (9-18, 26, 27), within what the device runs (default: the
                               device's: 12 on 3D Touch phones, the latest on the others). 9-12 draw
                               the 3D Touch menu; 13 and later the context menu with the system's items.
          --scale N            Window pixels per point (default: the largest of 2, 1.5, 1, 0.75, 0.5 that fits).
          --profile P          light, medium (default), firm, or a profile JSON file.
          --haptic             Haptic Touch on a 3D Touch phone: a long press opens the menu (Haptic
                               Touch phones always work this way).
          --haptic-touch D     The Haptic Touch duration (Settings > Accessibility > Touch): fast
                               (0.3 s), default (0.5 s) or slow (0.8 s).
          --hud                Start with the pressure HUD shown (H toggles it).
          --locale L           Show menus in this localization (default: each app's development region).
                               A right-to-left language (ar, he, fa, ur...) mirrors the whole phone:
                               menus, home screen, page order, status bar and the apps' lists.
          --log-events FILE    Write every gesture event and UI change as JSONL (flushed every second
                               to FILE.tmp-PID, renamed to FILE when the session ends).
          --record FILE        Record the session as ForceLab recording v1 (R starts and stops too);
                               FILE appears when the recording is complete.
          --record-video OUT   When the window closes, replay the session's recording (--record's,
                               else a temporary one) into a video, as 'replay REC --video OUT'
                               does: .mp4, .webm, .gif or .apng; --fps N, --overlay on|off too.
          --pen DEVICE         A pen tablet's evdev device (/dev/input/eventN); 'auto' looks for one
                               and says why when none can be read; 'none' ignores tablets.
                               Default: use a readable tablet if there is one, silently.
          --profile-out FILE   Where S saves the tuned profile (default: forcelab-profile.json); the
                               session's presses go beside it as NAME.presses.jsonl.
          --font PATH          A font file to use instead of Inter.
          --frames N           Quit after N frames (for tests and scripts).
          --screenshot FILE    Save the last frame as PNG when quitting (F12 saves one any time).
          --stats              On exit, print frame-time figures (median, p99) and peak memory.

        PRESSURE:
          left button held     a touch; the wheel (or trackpad) while held raises or lowers force
          right button held    a firm press that ramps to the pop level
          Space held           a finger-like ramp up; released, a ramp down
          1, 2, 3 held         force just above tap, peek, pop
          touch screen / pen   their own pressure

        KEYS: Esc dismisses the menu, leaves edit mode or the app; Left/Right change page;
        H the HUD; F freezes its force graph, comma and period scroll it back and forward over
        the last 30 s; Tab selects a threshold, [ and ] move it; P cycles profiles; C calibrates;
        S saves the profile and the session's presses; R starts/stops recording; F12
        screenshot; Q quits. SIGINT, SIGTERM and SIGHUP end the session like Q (files finished)
        and exit 130, 143, 129; a file that could not be written (a full disk) makes it exit 2.
        """

    static func run(_ arguments: inout Arguments) throws -> Int32 {
        // SIGINT, SIGTERM and SIGHUP end the session through its loop: files finished, exit 128+N.
        // (SDL's own handlers are off: SDL_HINT_NO_SIGNAL_HANDLERS in WindowCanvas.)
        fl_signals_begin_session(1)
        let frames = try arguments.intOption("--frames", range: 1...100_000_000)
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
        let hud = arguments.flag("--hud")
        let stats = arguments.flag("--stats")
        let locale = try arguments.option("--locale").map { LocaleID($0) }
        let penArgument = try arguments.option("--pen")
        let profileOutput = try arguments.outputOption("--profile-out") ?? "forcelab-profile.json"
        let sceneArgument =
            arguments.remaining.firstIndex(of: "--scene").flatMap {
                arguments.remaining.indices.contains($0 + 1) ? arguments.remaining[$0 + 1] : nil
            } ?? "default"
        var stage = try StageOptions.parse(&arguments, defaultScale: 0, locale: locale)
        let requestedScale: Double? = stage.scale == 0 ? nil : stage.scale
        try arguments.finish()
        var profile = try ForceProfile.named(profileArgument) ?? ForceProfile.load(path: profileArgument)
        if let hapticTouch { profile.hapticMode = hapticTouch }
        let fonts = try stage.makeFonts()
        // Load everything before the window opens: a broken file is a one-line error, not a window.
        let content: SceneContent
        (stage, content) = try stage.switching(to: locale, fonts: fonts)

        guard let window = try openWindow(stage: stage, scale: requestedScale, fonts: fonts) else { return 2 }

        let measurer = TTFTextMeasurer(library: fonts, scale: window.scale)
        let release = IOSRelease(stage.ios)
        let playground = Playground(
            content: content.withLint(measurer: measurer, metrics: stage.device.menuMetrics(for: release)),
            release: release, pressModel: .of(device: stage.device, haptic: haptic, duration: profile.hapticMode),
            hapticTiming: .byRelease, measurer: measurer, profile: profile, hudVisible: hud)
        if hapticTouch != nil, playground.haptic, let note = profile.hapticTouch(.byRelease, ios: stage.ios).note {
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
        let opened = Watchdog(seconds: 2) {
            Console.error(
                "forcelab: error: the display did not answer within 2 s; use 'forcelab render -o out.png' for a headless picture"
            )
            exit(2)
        }
        do {
            let window = try WindowCanvas(
                title: "ForceLab: \(stage.scene.name) on \(stage.device.displayName), iOS \(stage.ios)",
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
