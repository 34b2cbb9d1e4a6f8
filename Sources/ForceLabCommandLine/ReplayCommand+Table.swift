import CSignals
import ForceCore
import ForceLabOptions
import Foundation
import Simulator
import SourceFormats

/// `forcelab replay`'s option table: parsing, help, completions and the reference.
extension ReplayCommand {
    package static let table = CommandTable(
        name: "replay",
        summary: "Replay recordings headless: event logs, PNG frames, golden checks for CI",
        positionals: [
            PositionalSpec(
                name: "RECORDING", help: "A recording file (v1 JSONL, evemu, force array) or a folder of them.",
                repeatable: true)
        ],
        options: [
            SharedOptions.scene.with(
                help:
                    "Scene (a name in Assets/scenes or a path) instead of the header's \"scene\" (a header path may be relative to the recording's folder).",
                default: .some(nil)),
            SharedOptions.device.with(
                help: "Device instead of the header's \"device\" (default: iphone-xs).", default: .some(nil)),
            SharedOptions.profile.with(
                help:
                    "light, medium, firm or a profile JSON file, instead of the header's \"profile\" (default: medium).",
                default: .some(nil)),
            SharedOptions.haptic.with(
                help: "Haptic Touch (a long press opens menus), as does \"haptic\":true in the header."),
            SharedOptions.ios.with(
                help:
                    "The iOS release instead of the header's \"ios\" (absent: the device's default, iOS 12 on iphone-xs); must be one the device runs."
            ),
            SharedOptions.hapticTouch,
            SharedOptions.appearance.with(
                help:
                    "light or dark instead of the header's \"appearance\" (absent there: light); dark needs iOS 13 or later. D keys in the recording switch it from there."
            ),
            SharedOptions.iconStyle.with(
                help:
                    "The home screen's icon style instead of the header's \"icon_style\" (absent: automatic, as recordings were made before the field): automatic, default, dark, tinted (iOS 18 and later) or clear (iOS 26 and later)."
            ),
            SharedOptions.textSize.with(
                help:
                    "The Dynamic Type size instead of the header's \"text_size\" (absent: large, as recordings were made before the field)."
            ),
            SharedOptions.app.with(
                help:
                    "Your own app (Info.plist, its folder, an Xcode project or a manifest) on the home screen instead of those the recording's header names; the header's \"xcode\", \"xcconfigs\" and \"defines\" are then set aside too."
            ),
            SharedOptions.slot.with(help: "Where --app goes (default: the header's, else 1,1).", default: .some(nil)),
            SharedOptions.define.with(
                help:
                    "Replace the build setting $(NAME) in the apps' plists; over the header's \"defines\" of the same NAME."
            ),
            SharedOptions.xcodeTarget.with(
                help:
                    "After an --app, that app's Xcode target T. Given before any --app, instead of the target the header's \"xcode\" recorded for each of its apps."
            ),
            SharedOptions.xcodeConfiguration.with(
                help:
                    "After an --app, that app's Xcode configuration C. Given before any --app, instead of the configuration the header's \"xcode\" recorded for each of its apps."
            ),
            SharedOptions.xcconfig.with(
                help:
                    "Build settings from FILE for every app, instead of the header's \"xcconfigs\" (repeatable: all of them replace the header's list)."
            ),
            SharedOptions.locale.with(
                help:
                    "The phone's language: menus in the apps' L localization, and the whole screen mirrored when L is written right to left (ar, he, fa, ur...), as 'play --locale L' showed it (default: each app's development region, left to right)."
            ),
            OptionSpec(
                "--events", .text("PATH"), completion: .file,
                help:
                    "Write the event log: gesture events and UI changes, the same JSONL as 'play --log-events'. With one recording PATH is the file; with several it is a folder that gets <stem>.events.jsonl each."
            ),
            OptionSpec(
                "--frames", .text("DIR"), completion: .folder,
                help: "Write PNG frames to DIR/<stem>/frame-000120.png (the step number)."),
            OptionSpec(
                "--every", .integer("N", 1...1_000_000), default: String(ReplayDefaults.every),
                help: "Picture every N-th step, and the last one (30 is four a second)."),
            SharedOptions.scale.with(
                help:
                    "Pixels per point of the frames (default: 2). Menus are measured at the device's own scale whatever N is, so logs do not depend on it."
            ),
            OptionSpec(
                "--golden", .text("DIR"), completion: .folder,
                help:
                    "Compare with DIR/<stem>/events.jsonl (exactly) and the frames in DIR/<stem>/ (decoded pixels). A mismatch exits 1, names the first differing log line or frame and writes a diff image (differing pixels red over a dimmed copy) under --diffs."
            ),
        ] + SharedOptions.tolerance + [
            OptionSpec(
                "--update-goldens", .flag, help: "Write DIR/<stem>/ instead of comparing (its old frames are replaced)."
            ),
            OptionSpec(
                "--diffs", .text("DIR"), completion: .folder,
                help: "Where diff images go: DIR/<stem>/frame-N.diff.png (default: replay-diffs)."),
            OptionSpec(
                "--failure-records", .flag, hidden: true,
                help: "Keep each failure's record for the parent's --report (internal)."),
            OptionSpec(
                "--junit", .text("FILE"), completion: .file,
                help:
                    "Write JUnit XML: one testcase per recording, a failure naming the first differing frame or log line, the summary in system-out."
            ),
            OptionSpec(
                "--report", .text("DIR"), completion: .folder,
                help:
                    "Write a static HTML report, DIR/index.html with its pictures beside it: totals, a filter by status and a search by name; for each failure every differing frame (golden, actual and diff side by side, a slider wiping one over the other), the event log side by side and the --update-goldens command to copy; a timeline of force, thresholds, events and frames for every recording (its video with --video). Every frame is compared, not only up to the first mismatch."
            ),
            SharedOptions.video("--video")[0].with(
                help:
                    "Write the replay as a video: .mp4 (H.264), .webm (VP9), .gif or .apng, chosen by OUT's extension, at --scale. With several recordings OUT holds {stem}, each recording's stem (videos/{stem}.mp4)."
            ),
            SharedOptions.fps, SharedOptions.overlay,
            OptionSpec(
                "--jobs", .integer("N", 1...256), default: "1",
                help:
                    "Replay N recordings at a time, each in a child process of this binary. Output and files do not depend on N."
            ),
            OptionSpec(
                "--shard", .text("I/N"),
                help:
                    "Replay only shard I of N (1 <= I <= N): the recordings whose file name's FNV-1a 64-bit hash is I-1 modulo N. Stable: it depends on the name alone, not on the other recordings or their order."
            ),
            OptionSpec(
                "--at", .text("X,Y|APP"),
                help:
                    "Aim UITouch force arrays (and evemu pen positions) at a point in device points or at an app's icon centre on the first page or the dock. Recordings v1 keep their own positions."
            ),
            SharedOptions.trace[0].with(
                help:
                    "evemu axis ranges (default: A: lines in the recording, else the .desc beside it whose name is a prefix of the recording's)."
            ),
            SharedOptions.trace[1].with(
                help: "Frames per second of force arrays, 1 to 10000 (default: 60).", default: .some(nil)),
            SharedOptions.trace[2].with(help: "evemu pen pressure to force (as 'forcelab classify')."),
            SharedOptions.font, SharedOptions.assets,
            OptionSpec("--child", .flag, hidden: true, help: "One recording for a parent's --jobs pool (internal)."),
        ],
        discussion: """
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
            """,
        sections: [
            (
                "OUTPUT",
                """
                One line per recording on stdout, in the order given (whatever --jobs is), then
                'N passed, N failed'. Errors go to stderr as 'path:line: error: message'. On a terminal
                stderr also shows a progress bar. Every file is written under a temporary name and
                renamed when its recording has replayed to the end: bad input leaves nothing half-written.
                """
            ),
            (
                "EXIT STATUS",
                """
                0 all passed; 1 a golden mismatch; 2 bad input (truncated or corrupt
                recording, times going backwards, unknown app or scene, missing golden directory), an
                output that could not be written (a full disk), or a wrong command line. A recording that
                cannot be replayed does not stop the others. 130, 143, 129: SIGINT, SIGTERM or SIGHUP
                stopped the run (recordings done before it are reported and written; nothing of the one
                cut short is).
                """
            ),
        ],
        examples: [
            Example(
                "replay Tests/Replays/peek-pop-row.jsonl --events peek-pop.events.jsonl",
                "one recording's event log"),
            Example(
                "replay Tests/Replays --golden Tests/Replays/goldens --every 30 --scale 1 --at Mail --jobs 2 --shard \"$CI_NODE_INDEX/$CI_NODE_TOTAL\"",
                "CI: this machine's shard of the suite against the goldens (GitLab's CI_NODE_INDEX counts from 1)"),
        ])
}
