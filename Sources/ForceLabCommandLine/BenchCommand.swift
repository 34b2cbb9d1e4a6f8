import ForceCore
import ForceLabFiles
import ForceLabOptions
import QuickActions
import Simulator
import SourceFormats

/// `forcelab bench`: the benchmarks the issues name, printed as figures (never pass/fail).
package enum BenchCommand: Command {
    package static let benchmarks = [
        "render", "play", "classify", "lint", "lists", "replay", "calibrate", "huge-title", "video", "sheet",
        "replay-frames", "pictures", "startup",
    ]

    package static let table = CommandTable(
        name: "bench",
        summary: "Print benchmark figures (render, classify, lint, ...)",
        positionals: [
            PositionalSpec(
                name: "BENCHMARK", help: benchmarks.joined(separator: ", ") + ".", completion: .words(benchmarks))
        ],
        options: [
            OptionSpec("--frames", .integer("N", nil), help: "render, lists: frames drawn (10...100000)."),
            OptionSpec("--cycles", .integer("N", 1...1000), help: "play: press cycles (default: 20)."),
            OptionSpec(
                "--samples", .integer("N", 1...500_000_000),
                help: "classify: synthetic samples for the classifier-alone run (default: 10000000)."),
            OptionSpec(
                "--lines", .integer("N", 1...100_000_000),
                help: "classify: samples in the generated JSONL recording (default: 1000000)."),
            OptionSpec(
                "--runs", .integer("N", nil),
                help:
                    "classify, lint, replay, calibrate, sheet, replay-frames, pictures, startup: timed runs; the median is reported."
            ),
            OptionSpec(
                "--no-python", .flag, help: "classify: skip the python3 comparisons (json, and orjson when installed)."),
            OptionSpec(
                "--layout-runs", .integer("N", 1...10_000_000), help: "lint: menu layouts timed (default: 20000)."),
            OptionSpec(
                "--minutes", .integer("M", 1...60),
                help: "replay, replay-frames: the longest recording, in minutes (default: 10)."),
            OptionSpec(
                "--frame-seconds", .integer("S", 1...600), help: "replay: seconds replayed with frames (default: 20)."),
            OptionSpec(
                "--presses", .integer("N", 1...1_000_000), help: "calibrate: presses generated (default: 10000)."),
            OptionSpec(
                "--seconds", .integer("S", 1...600), help: "video: seconds of the session encoded (default: 60)."),
            OptionSpec(
                "--formats", .text("LIST"), help: "video: the formats timed, from mp4,webm,gif,apng (default: mp4)."),
            SharedOptions.fps.with(help: "video: " + SharedOptions.fps.help),
        ]
            + SharedOptions.stage.map { spec in
                // One row per spelling: sheet and pictures read --app too (their one app).
                spec.name == "--app"
                    ? spec.with(
                        help:
                            "sheet, pictures: the app drawn (default: the Firefox fork in Tests/Fixtures/real-plists); "
                            + "render, play, lists: " + spec.help)
                    : spec.with(help: "render, play, lists (lint, replay: --font, --assets): " + spec.help)
            },
        discussion: """
            Benchmarks print medians and tails; build with 'swift build -c release' first.

            BENCHMARKS:
              render     Home screen rendered headless (software renderer).
              play       Playground frames while pressing (hint blur, menu), and memory.
              classify   The classifier and the trace reader alone; classify, calibrate, compare vs python3 json and orjson.
              lint       forcelab lint on 4 items x 40 locales; one menu layout.
              lists      The Mail list scrolling and its peek hint (blur), headless.
              replay     forcelab replay: real-time factor without frames and with a PNG every step
                         at scale 2; peak RSS at 1, 5, 10 minutes.
              calibrate  calibrate --plot of 10,000 presses: read and cluster, plot, PNG.
              huge-title lint of a 16 MiB Info.plist with a 15 MiB title (bounded work).
              video      replay --video of a long session: encoding speed per format.
              sheet      preview --all-locales --all-slots of Firefox (416 cells): wall time, memory, and
                         the same bytes from one worker (FORCELAB_WORKERS=1).
              replay-frames
                         replay --frames --every 30 --scale 2 of a 10-minute session, whole process.
              pictures   render and preview in-process (no start-up), and a preview's blur and PNG
                         encoding alone.
              startup    --help, devices, lint of one plist, render and preview of one menu, whole
                         processes, beside the toolchain's plutil -help (Foundation only) when it
                         is on the PATH.
            """,
        examples: [
            Example("bench render --frames 10", "ten headless frames of the home screen"),
            Example("bench calibrate --presses 100 --runs 1", "calibrate on a small set"),
        ])

    package static func run(_ arguments: inout Arguments) throws -> Int32 {
        try Drawing.run(name, &arguments)
    }
}
