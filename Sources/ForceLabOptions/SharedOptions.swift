import ForceCore
import QuickActions
import Simulator

/// Options several commands share, written once: each command's table lists the ones it reads.
package enum SharedOptions {
    /// calibrate's and compare's traces: files of presses, any number.
    package static let traces = PositionalSpec(
        name: "TRACE", help: "A recording, evemu trace or force array file; - for standard input.", repeatable: true)

    package static let assets = OptionSpec(
        "--assets", .text("DIR"), completion: .folder,
        help: "The folder holding Assets/ and Icons/ (default: FORCELAB_ASSETS, else next to the program).")
    package static let device = OptionSpec(
        "--device", .text("D"), default: "iphone-xs", completion: .device,
        help: "A device name in Assets/devices or a path ('forcelab devices' lists them).")
    package static let ios = OptionSpec(
        "--ios", .integer("N", nil),
        help:
            "The iOS release shown, \(IOSRelease.describe) (Apple went from 18 to 26), within what the device runs (default: the device's: 12 on 3D Touch phones, the latest on the others). 9-12 draw the 3D Touch menu; 13 and later the context menu with the system's items."
    )
    package static let scene = OptionSpec(
        "--scene", .text("S"), default: "default", completion: .scene,
        help: "A scene name in Assets/scenes or a path to a scene JSON.")
    package static let scale = OptionSpec(
        "--scale", .number("N", 0.25...4), help: "Pixels per point, 0.25...4 (default: the device's, 3 for iphone-xs).")
    package static let font = OptionSpec(
        "--font", .text("PATH"), completion: .file, help: "A font file to use instead of Inter (found with fc-match).")
    package static let app = OptionSpec(
        "--app", .text("PATH"), repeatable: true, completion: .file,
        help: "Install an app of yours on the home screen: its Info.plist, the folder holding it, or a JSON manifest.")
    package static let slot = OptionSpec(
        "--slot", .text("COLUMN,ROW"), default: "1,1",
        help:
            "Where --app goes: a column and row from 1 on the first page; the row after the last is the dock. Columns count from the leading edge."
    )
    package static let define = OptionSpec(
        "--define", .text("NAME=VALUE"), repeatable: true,
        help:
            "Replace the build setting $(NAME) in every string of the apps' plists: titles, subtitles, types, IconFile, userInfo, names (over an Xcode project's and --xcconfig's)."
    )
    package static let locale = OptionSpec(
        "--locale", .text("L"), completion: .locale,
        help:
            "The phone's language: menus in each app's L localization (default: each app's development region). A right-to-left language (ar, he, fa, ur...) mirrors the whole phone."
    )
    package static let profile = OptionSpec(
        "--profile", .text("P"), default: "medium", completion: .profile,
        help: "light, medium or firm, or a profile JSON file (written by 'calibrate -o' or S in the window).")
    package static let haptic = OptionSpec(
        "--haptic", .flag, help: "Haptic Touch on a 3D Touch phone: force is ignored and a long press opens menus.")
    package static let hapticTouch = OptionSpec(
        "--haptic-touch", .choice(HapticMode.allCases.map(\.rawValue)),
        help:
            "The Haptic Touch duration (Settings > Accessibility > Touch): fast 0.2 s from iOS 17 (before it, fast is 0.5 s and there is no default), default 0.5 s, slow 0.8 s."
    )
    package static let appearance = OptionSpec(
        "--appearance", .choice(Appearance.allCases.map(\.rawValue)),
        help:
            "The phone's appearance: light, or dark (Dark Mode, iOS 13 and later) for the menu, its system items, the home screen, the dock, the status bar and the lists (default: light)."
    )
    package static let iconStyle = OptionSpec(
        "--icon-style", .choice(IconStyleChoice.allCases.map(\.rawValue)),
        help:
            "The home screen's icon style (Edit > Customize): automatic (dark icons in Dark Mode from iOS 18; the default), default (as designed), dark and tinted (iOS 18 and later), clear (iOS 26 and later; light or dark with --appearance). Icons without the variant are derived from the icon."
    )
    package static let textSize = OptionSpec(
        "--text-size", .choice(TextSize.allCases.map(\.rawValue)),
        help:
            "The Dynamic Type size (Settings > Display & Brightness > Text Size; accessibility1-5 are Larger Text): the menu's fonts and rows scale with it (default: large; = and - step it in the window)."
    )

    package static let xcodeTarget = OptionSpec(
        "--xcode-target", .text("T"), repeatable: true,
        help:
            "An Xcode project's target T (default: the application target whose Info.plist declares quick actions); after an --app, that app's."
    )
    package static let xcodeConfiguration = OptionSpec(
        "--xcode-configuration", .text("C"), repeatable: true,
        help: "An Xcode project's configuration C (default: the project's default); after an --app, that app's.")
    package static let xcconfig = OptionSpec(
        "--xcconfig", .text("FILE"), repeatable: true, completion: .file,
        help: "Build settings from FILE, over an Xcode project's (and under --define's), for every app.")
    /// How an Xcode project loads (`OwnApps.parse`, lint's PATHs).
    package static let xcode = [xcodeTarget, xcodeConfiguration, xcconfig]

    /// `--fps` and `--overlay`, with `--video OUT` (replay) or `--record-video OUT` (play).
    package static let fps = OptionSpec(
        "--fps", .integer("N", 1...120),
        help: "Video frames a second on the recording's own clock, 1 to 120, GIF at most 50 (default: 30).")
    package static let overlay = OptionSpec(
        "--overlay", .choice(["on", "off"]),
        help: "Draw the touch point, a force gauge with the thresholds and key presses over the video (default: on).")
    package static func video(_ name: String) -> [OptionSpec] {
        [
            OptionSpec(
                name, .text("OUT"), completion: .file,
                help:
                    "Write the replay as a video: .mp4 (H.264), .webm (VP9), .gif or .apng, chosen by OUT's extension."
            ),
            fps, overlay,
        ]
    }

    /// What the picture-making commands load through `StageOptions.parse`.
    package static let stage = [assets, device, ios, scene, scale, font, app, slot, define] + xcode

    /// How a trace is read (`TraceOptions.parse`): classify, calibrate, compare.
    package static let trace = [
        OptionSpec(
            "--desc", .text("FILE"), completion: .file,
            help: "evemu: take the axis ranges from the A: lines of this description file."),
        OptionSpec(
            "--rate", .number("HZ", TraceLimits.rates), default: "60",
            help: "UITouch force arrays: frames per second, 1 to 10000."),
        OptionSpec(
            "--pressure-curve", .text("CURVE"),
            help:
                "evemu pen pressure to force (default pen): identity, pen (gamma:3:0.5), gamma:G[:S] (S * pressure^G) or points:X=Y,X=Y... (piecewise linear). See PRESSURE CURVES in 'forcelab help classify'."
        ),
        OptionSpec(
            "--screen", .text("WxH"), default: "375x812", help: "evemu: the screen in points that ABS_X and ABS_Y span."
        ),
        OptionSpec(
            "--aim", .text("X,Y"), help: "Force arrays: where the touches land, in points (default: the screen centre)."
        ),
    ]

    /// When a replayed frame still matches its golden (`FrameTolerance.parse`).
    package static let tolerance = [
        OptionSpec(
            "--tolerance", .number("T", 0...1),
            help: "Fraction 0...1 of a frame's pixels allowed to differ by more than the channel delta (default: 0)."),
        OptionSpec(
            "--max-diff-pixels", .integer("N", 0...Int(Int32.max)),
            help:
                "Number of a frame's pixels allowed to differ (alone: whatever fraction they are; with --tolerance both limits hold)."
        ),
        OptionSpec(
            "--channel-delta", .integer("D", 0...255), default: "2",
            help: "Levels 0...255 a colour channel may differ by before its pixel counts as differing."),
        OptionSpec(
            "--mask", .text("X,Y,W,H"), repeatable: true,
            help:
                "A rectangle in device points left out of every frame comparison (a clock, an animation). Diff images tint it blue."
        ),
    ]

    /// `--output FILE` / `-o FILE`.
    package static func output(_ placeholder: String, _ help: String) -> OptionSpec {
        OptionSpec("--output", alias: "-o", .text(placeholder), completion: .file, help: help)
    }

    /// `--format` with its words, the first the default.
    package static func format(_ words: [String], _ help: String) -> OptionSpec {
        OptionSpec("--format", .choice(words), default: words[0], help: help)
    }
}

/// Replay's defaults that its option table shows.
package enum ReplayDefaults {
    /// The default frame interval: four pictures a second at 120 Hz.
    package static let every = 30
}
