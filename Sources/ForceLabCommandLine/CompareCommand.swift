import ForceCore
import ForceLabFiles
import ForceLabOptions
import Simulator

/// `forcelab compare`: the same recorded presses under two or more profiles, side by side.
package enum CompareCommand: Command {
    package static let table = CommandTable(
        name: "compare",
        summary: "Classify recorded presses under two or more profiles and show which change outcome",
        positionals: [
            SharedOptions.traces
        ],
        options: [
            OptionSpec(
                "--profile", .text("P"), repeatable: true, completion: .profile,
                help:
                    "A profile to compare: light, medium, firm or a profile JSON file; give two or more, in the order to show."
            ),
            OptionSpec(
                "--target", .choice(["row", "icon"]), default: "row",
                help: "Which stages count: row peek and pop, icon quickActions."),
            SharedOptions.format(
                ["text", "json"],
                "The report format; JSON lists every contact with \"changed\" and its outcomes in the profiles' order."),
            OptionSpec(
                "--plot", .text("FILE.png"), completion: .file,
                help:
                    "Draw the contacts' force curves (those that change outcome highlighted, in the colour of their outcome under the last profile), every profile's thresholds, the totals per profile and the list of changed contacts (1200 x 660 pixels)."
            ),
        ] + SharedOptions.trace,
        discussion: """
            Splits the traces into contacts (as calibrate does) and classifies every contact under
            each profile: light, medium, firm or a profile JSON file (for example one written by
            calibrate -o or by S in the window). Prints, per contact, its peak (also in newtons and
            grams-force) and its outcome under each profile, the contacts that change outcome
            first (marked *), then the totals per profile and the thresholds side by side.

            Each trace is parsed once; - reads standard input (once).
            """,
        sections: [
            (
                "EXIT STATUS",
                """
                0 on success; 2 on a bad command line, malformed input or a trace with no
                contact, reported as path:line: error: what was expected
                """
            )
        ],
        examples: [
            Example(
                "compare Tests/Replays/peek-pop-row.jsonl --profile light --profile firm",
                "which presses change outcome between light and firm")
        ])

    package static func run(_ arguments: inout Arguments) throws -> Int32 {
        let targetName = try arguments.option("--target") ?? "row"
        guard targetName == "row" || targetName == "icon", let target = TargetKind(rawValue: targetName) else {
            throw UsageError("--target expects row or icon, got '\(targetName)'")
        }
        let format = try arguments.option("--format") ?? "text"
        let plotPath = try arguments.outputOption("--plot")
        let plot = try Drawing.plotWriter(for: plotPath)
        if plotPath != nil, plot == nil { return Drawing.load(name) }
        let profileNames = try arguments.options("--profile")
        let options = try TraceOptions.parse(&arguments)
        let traces = try arguments.positionals()
        guard !traces.isEmpty else { throw UsageError("compare needs at least one TRACE file") }
        if traces.filter({ $0 == "-" }).count > 1 {
            throw UsageError("compare reads standard input once: give - at most once")
        }
        guard profileNames.count >= 2 else {
            throw UsageError(
                "compare needs two or more --profile options (light, medium, firm or a profile file), got \(profileNames.count)"
            )
        }
        let profiles = try profileNames.map { try ForceProfile.namedOrLoaded($0) }
        let labels = uniqueLabels(profileNames)
        let comparison = try ProfileComparison.run(
            traces: traces, options: options, profiles: profiles, labels: labels, target: target,
            curvesIn: plotPath.map { _ in PlotPath.temporaryFolder })
        if let plotPath, let plot {
            try plot.write(ComparePlot.picture(comparison, measurer: plot.measurer), to: plotPath)
        }
        var output = OutputBuffer()
        if format == "json" {
            comparison.writeJSONReport { output.append($0) }
        } else {
            comparison.writeTextReport { output.append($0) }
        }
        output.flush()
        return 0
    }

    /// What the report calls each profile: a built-in by its name, a file by its name without
    /// folder and `.json`; a name given twice gets `#2`, `#3`.
    static func uniqueLabels(_ names: [String]) -> [String] {
        var seen: [String: Int] = [:]
        return names.map { name in
            var label =
                ForceProfile.named(name) != nil ? name : String(name.split(separator: "/").last ?? Substring(name))
            if label.hasSuffix(".json"), label.count > 5 { label.removeLast(5) }
            seen[label, default: 0] += 1
            return seen[label]! > 1 ? "\(label)#\(seen[label]!)" : label
        }
    }
}
