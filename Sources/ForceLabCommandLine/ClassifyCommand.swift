import ForceCore
import ForceLabFiles
import ForceLabOptions
import Simulator

#if canImport(Glibc)
    import Glibc
#endif

/// `forcelab classify`: prints the gesture events of a recorded trace.
package enum ClassifyCommand: Command {
    package static let table = CommandTable(
        name: "classify",
        summary: "Print the gesture events (tap, longPress, peek, pop, quickActions...) of a trace",
        positionals: [
            PositionalSpec(name: "TRACE", help: "A recording, evemu trace or force array; - for standard input.")
        ],
        options: [
            OptionSpec(
                "--target", .choice(["plain", "row", "icon"]), default: "plain",
                help:
                    "What the touch lands on: row has peek and pop, icon has quickActions, plain (a button) has no force stages. The default is plain, unlike calibrate and compare (row): classify reports what a touch does without assuming a force stage, while those two exist to count force stages."
            ),
            SharedOptions.profile.with(
                help:
                    "light, medium or firm, or a profile JSON file (keys: peekRise peekFall popRise popFall quickActionRise quickActionFall movementSlop longPressDuration hapticMode hapticFastDuration hapticDefaultDuration hapticSlowDuration smoothingTimeConstant; durations in seconds)."
            ),
            SharedOptions.haptic.with(help: "Haptic Touch: force is ignored, longPress opens menus."),
            SharedOptions.format(
                ["jsonl", "text"],
                "jsonl lines read {\"t\":0.123456,\"event\":\"peek\",\"x\":187.5,\"y\":640,\"force\":0.2512}; text is one readable line an event."
            ),
            OptionSpec(
                "--plot", .text("FILE.png"), completion: .file,
                help:
                    "Also draw the trace: force over time with the profile's thresholds and every event marked (1200 x 520 pixels, the same bytes every run)."
            ),
        ] + SharedOptions.trace,
        discussion: """
            Reads TRACE (or - for standard input) and prints one gesture event per line: began, tap,
            longPress, peek, pop, quickActions, cancelled, ended. The format is detected from the
            first bytes: a ForceLab recording v1 (JSONL), an evemu text recording (# EVEMU or E: lines)
            or a JSON array of UITouch.force values. A trace that ends while a contact is down ends
            it with `cancelled`.
            """,
        sections: [
            (
                "PRESSURE CURVES",
                """
                  identity           force = pressure
                  pen                the pen default, same as gamma:3:0.5
                  gamma:G[:S]        force = S * pressure^G (S defaults to 1)
                  points:X=Y,X=Y...  piecewise linear, e.g. points:0=0,0.5=0.1,1=0.6
                Pen pressure saturates on an ordinary tap (the Intuos4 tap hits full scale in 110 ms),
                so full scale maps to 0.5: it peeks but never pops; pass identity to pop with a pen.
                """
            ),
            (
                "EXIT STATUS",
                """
                0 on success; 2 on a bad command line or malformed input, reported as
                path:line: error: what was expected
                """
            ),
        ],
        examples: [
            Example(
                "classify Tests/Replays/peek-pop-row.jsonl --target row --format text", "peek and pop on a list row"),
            Example(
                "classify Tests/Replays/peek-pop-row.jsonl --target row --profile firm --plot trace.png",
                "the same under the firm profile, drawn"),
        ])

    package static func run(_ arguments: inout Arguments) throws -> Int32 {
        let targetName = try arguments.option("--target") ?? "plain"
        guard let target = TargetKind(rawValue: targetName) else {
            throw UsageError("--target expects row, icon or plain, got '\(targetName)'")
        }
        let profileName = try arguments.option("--profile") ?? "medium"
        let haptic = arguments.flag("--haptic")
        let format = try arguments.option("--format") ?? "jsonl"
        let plotPath = try arguments.outputOption("--plot")
        let plot = try Drawing.plotWriter(for: plotPath)
        if plotPath != nil, plot == nil { return Drawing.load(name) }
        let options = try TraceOptions.parse(&arguments)
        let positionals = try arguments.positionals()
        guard positionals.count == 1 else {
            throw UsageError(
                positionals.isEmpty
                    ? "classify needs a TRACE file" : "classify takes one TRACE, got \(positionals.count)")
        }
        let profile = try ForceProfile.namedOrLoaded(profileName)

        let reader = try TraceReader.open(path: positionals[0], options: options)
        var classifier = ForceClassifier(profile: profile, target: target, haptic: haptic)
        var output = OutputBuffer()
        let text = format == "text"
        guard let plotPath, let plot else {
            try classifier.classify(reader) { event in output.write(text ? event.textLine() : event.jsonLine()) }
            output.flush()
            return 0
        }
        // With a plot the samples and events are kept (a million samples is 12 MB).
        var samples = TracePlot.Samples()
        var events: [GestureEvent] = []
        var pending: [GestureEvent] = []
        var lastTime: Int64 = 0
        while let input = try reader.next() {
            samples.add(input)
            lastTime = input.time
            classifier.handle(input, into: &pending)
            events += pending
            pending.removeAll(keepingCapacity: true)
        }
        classifier.finish(at: lastTime, into: &pending)
        events += pending
        for event in events { output.write(text ? event.textLine() : event.jsonLine()) }
        let list = TracePlot.displayList(
            trace: positionals[0] == "-" ? "standard input" : positionals[0], samples: samples, events: events,
            profile: profile,
            target: target, haptic: haptic, measurer: plot.measurer)
        try plot.write(list, to: plotPath)
        output.flush()
        return 0
    }
}

/// Batches output lines into large `fwrite`s, on the command's text stream (stderr when an
/// output's bytes own stdout: `--plot -`, `-o -`).
package struct OutputBuffer {
    private var bytes: [UInt8] = []

    package init() { bytes.reserveCapacity(1 << 16) }

    package mutating func write(_ line: String) {
        bytes.append(contentsOf: line.utf8)
        bytes.append(0x0A)
        if bytes.count >= 1 << 16 { flush() }
    }

    /// Adds `text` as it is (a report handed on in pieces).
    package mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
        if bytes.count >= 1 << 16 { flush() }
    }

    package mutating func flush() {
        if !bytes.isEmpty {
            _ = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, StandardOutput.text) }
        }
        bytes.removeAll(keepingCapacity: true)
    }
}
