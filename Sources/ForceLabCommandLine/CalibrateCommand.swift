import ForceCore
import ForceLabFiles
import ForceLabOptions
import Simulator

#if canImport(Glibc)
    import Glibc
#endif

/// `forcelab calibrate`: fits force thresholds to a person's recorded presses.
package enum CalibrateCommand: Command {
    package static let table = CommandTable(
        name: "calibrate",
        summary: "Fit peek, pop and quick-action thresholds to a person's recorded presses",
        positionals: [
            SharedOptions.traces
        ],
        options: [
            OptionSpec(
                "--target", .choice(["row", "icon"]), default: "row",
                help: "Which stages to count: row peek and pop, icon quickActions."),
            OptionSpec(
                "--base", .text("P"), default: "medium", completion: .profile,
                help: "The profile to start from and compare with: light, medium, firm or a profile JSON file."),
            SharedOptions.format(["text", "json"], "The report format."),
            SharedOptions.output(
                "FILE",
                "Write the calibrated profile as a profile JSON file, for --profile FILE in play, classify and replay."),
            OptionSpec(
                "--plot", .text("FILE.png"), completion: .file,
                help:
                    "Draw (a) every contact's force curve, coloured by its outcome under the calibrated profile, with the thresholds, and (b) the histogram of the peaks with the levels and the proposed and base thresholds (1200 x 660 pixels, the same bytes every run)."
            ),
        ] + SharedOptions.trace,
        discussion: """
            A calibration session: record one trace (or several) in which the person does a set of
            light taps, a set of "peek" presses and a set of deep "pop" presses, five or more of each
            (or just presses naturally, the way they use the phone). Any trace `classify` reads will
            do: a ForceLab recording (forcelab play --record), an evemu pen recording or a JSON array
            of UITouch.force values.

            What it does:
              1. Splits the traces into contacts (down to up) and measures each: peak force, time to
                 peak, duration, how far it moved. A contact that moved beyond the base profile's
                 slop is a drag and is left out.
              2. Sorts the presses' peaks into at most three levels by Jenks natural breaks (optimal
                 1-D k-means, exact, so the same presses in any order give the same levels). Three
                 levels when they leave at most 8% of the peaks' spread (and at most 40% of two
                 levels'), else two when they leave at most 15%; adjacent levels at least 0.02 apart.
                 Evenly spread or overlapping peaks stay one level, and the report says why.
              3. Proposes thresholds: peek (and quick-action) rise halfway between the light level's
                 upper tail (90th percentile) and the next level's lower tail (10th percentile); with
                 three levels, pop rise likewise between the middle and the deepest level (with two,
                 pop stays the base's). Rises in hundredths; peek within 0.05...0.90, pop at least
                 0.05 above peek and at most 1; each fall 0.05 below its rise. With one level the
                 base's thresholds are kept.
              4. Classifies every contact with the base and the calibrated profile and prints, for
                 each, how many presses became tap, longPress, peek, pop (or quickActions), and
                 warns about noisy input: too few presses, small or overlapping levels, saturated
                 peaks, presses too slow to beat the long press.

            Every other setting (slop, long-press duration, smoothing) is the base profile's.
            Each trace is parsed once; - reads standard input (once).
            """,
        sections: [
            (
                "EXIT STATUS",
                """
                0 on success (warnings included); 2 on a bad command line, malformed
                input or a trace with no contact, reported as path:line: error: what was expected
                """
            )
        ],
        examples: [
            Example(
                "calibrate Tests/Replays/peek-pop-row.jsonl Tests/Replays/profile-firm.jsonl -o mine.json",
                "fit thresholds to two recordings and save the profile"),
            Example("calibrate Tests/Replays/peek-pop-row.jsonl --format json", "the report as JSON"),
        ])

    package static func run(_ arguments: inout Arguments) throws -> Int32 {
        let targetName = try arguments.option("--target") ?? "row"
        guard targetName == "row" || targetName == "icon", let target = TargetKind(rawValue: targetName) else {
            throw UsageError("--target expects row or icon, got '\(targetName)'")
        }
        let baseName = try arguments.option("--base") ?? "medium"
        let format = try arguments.option("--format") ?? "text"
        let outputPath = try arguments.outputOption("--output")
        let plotPath = try arguments.outputOption("--plot")
        let plot = try Drawing.plotWriter(for: plotPath)
        if plotPath != nil, plot == nil { return Drawing.load(name) }
        let options = try TraceOptions.parse(&arguments)
        let traces = try arguments.positionals()
        guard !traces.isEmpty else { throw UsageError("calibrate needs at least one TRACE file") }
        if traces.filter({ $0 == "-" }).count > 1 {
            throw UsageError("calibrate reads standard input once: give - at most once")
        }
        let base = try ForceProfile.namedOrLoaded(baseName)

        // Fonts first: a machine without them fails before any trace is read.
        let calibration = try Calibration.run(
            traces: traces, options: options, base: base, target: target,
            curvesIn: plotPath.map { _ in PlotPath.temporaryFolder })
        if let plotPath, let plot {
            try plot.write(CalibrationPlot.picture(calibration, measurer: plot.measurer), to: plotPath)
        }
        if let outputPath { try OutputFile.write(calibration.proposed.jsonString(), to: outputPath) }
        var output = OutputBuffer()
        if format == "json" {
            calibration.writeJSONReport { output.append($0) }
        } else {
            calibration.writeTextReport { output.append($0) }
        }
        output.flush()
        return 0
    }
}
