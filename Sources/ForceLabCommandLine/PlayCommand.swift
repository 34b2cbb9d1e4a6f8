import ForceCore
import ForceLabFiles
import ForceLabOptions
import QuickActions
import Simulator
import SourceFormats

/// `forcelab play`: the interactive window (the default command).
package enum PlayCommand: Command {
    package static let table = CommandTable(
        name: "play",
        summary: "Open the playground window: press icons with simulated pressure (default)",
        options: [
            SharedOptions.scene, SharedOptions.device, SharedOptions.ios,
            SharedOptions.scale.with(
                help: "Window pixels per point (default: the largest of 2, 1.5, 1, 0.75, 0.5 that fits)."),
            SharedOptions.profile, SharedOptions.haptic, SharedOptions.hapticTouch, SharedOptions.textSize,
            OptionSpec("--hud", .flag, help: "Start with the pressure HUD shown (H toggles it)."),
            SharedOptions.appearance.with(
                help:
                    "Start in light or dark (Dark Mode, iOS 13 and later; D toggles it in the window). The recording's header names it (default: light)."
            ),
            SharedOptions.iconStyle.with(
                help:
                    "The home screen's icon style: automatic (the default), default, dark, tinted (iOS 18 and later) or clear (iOS 26 and later). The recording's header names it."
            ),
            SharedOptions.locale.with(
                help:
                    "Show menus in this localization (default: each app's development region). A right-to-left language (ar, he, fa, ur...) mirrors the whole phone: menus, home screen, page order, status bar and the apps' lists."
            ),
            OptionSpec(
                "--log-events", .text("FILE"), completion: .file,
                help:
                    "Write every gesture event and UI change as JSONL (flushed every second to FILE.tmp-PID, renamed to FILE when the session ends)."
            ),
            OptionSpec(
                "--record", .text("FILE"), completion: .file,
                help:
                    "Record the session as ForceLab recording v1 (R starts and stops too); FILE appears when the recording is complete."
            ),
            OptionSpec(
                "--pen", .text("DEVICE|auto|none"), completion: .file,
                help:
                    "A pen tablet's evdev device (/dev/input/eventN); 'auto' looks for one and says why when none can be read; 'none' ignores tablets. Absent: use a readable tablet if there is one, silently."
            ),
            OptionSpec(
                "--profile-out", .text("FILE"), default: "forcelab-profile.json", completion: .file,
                help: "Where S saves the tuned profile; the session's presses go beside it as NAME.presses.jsonl."),
            SharedOptions.video("--record-video")[0].with(
                help:
                    "When the window closes, replay the session's recording (--record's, else a temporary one) into a video, as 'replay REC --video OUT' does: .mp4, .webm, .gif or .apng."
            ),
            SharedOptions.fps, SharedOptions.overlay,
            SharedOptions.font.with(help: "A font file to use instead of Inter."),
            SharedOptions.app, SharedOptions.slot, SharedOptions.define, SharedOptions.xcodeTarget,
            SharedOptions.xcodeConfiguration, SharedOptions.xcconfig, SharedOptions.assets,
            OptionSpec(
                "--frames", .integer("N", 1...100_000_000), help: "Quit after N frames (for tests and scripts)."),
            OptionSpec(
                "--screenshot", .text("FILE"), completion: .file,
                help: "Save the last frame as PNG when quitting (F12 saves one any time)."),
            OptionSpec("--stats", .flag, help: "On exit, print frame-time figures (median, p99) and peak memory."),
        ],
        discussion: """
            Opens a window on the scene's home screen. Press an app icon with simulated pressure: the
            screen blurs as force rises and the app's quick-action menu opens at the threshold, laid
            out exactly as 'forcelab lint' measures it. Needs a display (X11 or Wayland); where there
            is none it exits with status 2 at once and says so (use 'forcelab render').
            """,
        sections: [
            (
                "PRESSURE",
                """
                  left button held     a touch; the wheel (or trackpad) while held raises or lowers force
                  right button held    a firm press that ramps to the pop level
                  Space held           a finger-like ramp up; released, a ramp down
                  1, 2, 3 held         force just above tap, peek, pop
                  touch screen / pen   their own pressure
                """
            ),
            (
                "KEYS",
                """
                Esc dismisses the menu, leaves edit mode or the app; Left/Right change page;
                H the HUD; F freezes its force graph, comma and period scroll it back and forward over
                the last 30 s; Tab selects a threshold, [ and ] move it; P cycles profiles; C calibrates;
                = and - make the text one Dynamic Type size larger or smaller;
                S saves the profile and the session's presses; R starts/stops recording; F12
                screenshot; Q quits. SIGINT, SIGTERM and SIGHUP end the session like Q (files finished)
                and exit 130, 143, 129; a file that could not be written (a full disk) makes it exit 2.
                """
            ),
        ],
        examples: [
            Example(
                "play --device iphone-15 --hud --frames 600", needsDisplay: true,
                "a Haptic Touch phone with the pressure HUD, for 600 frames"),
            Example(
                "play --app Assets/apps/Mail --slot 2,1 --record session.jsonl", needsDisplay: true,
                "your app on the home screen, the session recorded"),
        ])

    package static func run(_ arguments: inout Arguments) throws -> Int32 {
        try Drawing.run(name, &arguments)
    }
}
