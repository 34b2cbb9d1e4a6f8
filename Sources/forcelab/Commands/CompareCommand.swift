import ForceCore
import Simulator

/// `forcelab compare`: the same recorded presses under two or more profiles, side by side.
enum CompareCommand: Command {
    static let name = "compare"
    static let summary = "Classify recorded presses under two or more profiles and show which change outcome"
    static let usage = """
        USAGE: forcelab compare TRACE... --profile A --profile B [--profile C...]
                                [--target row|icon] [--format text|json] [--plot FILE.png]
                                [--rate HZ] [--desc FILE] [--pressure-curve C]

        Splits the traces into contacts (as calibrate does) and classifies every contact under
        each profile: light, medium, firm or a profile JSON file (for example one written by
        calibrate -o or by S in the window). Prints, per contact, its peak (also in newtons and
        grams-force) and its outcome under each profile, the contacts that change outcome
        first (marked *), then the totals per profile and the thresholds side by side.

        OPTIONS:
          --profile NAME|FILE       a profile to compare; give two or more, in the order to show
          --target row|icon         which stages count (default row): row peek and pop, icon
                                    quickActions
          --format text|json        the report format (default text); JSON lists every contact
                                    with "changed" and its outcomes in the profiles' order
          --plot FILE.png           draw the contacts' force curves (those that change outcome
                                    highlighted, in the colour of their outcome under the last
                                    profile), every profile's thresholds, the totals per profile
                                    and the list of changed contacts (1200 x 660 pixels)
          --rate HZ, --desc FILE, --pressure-curve CURVE, --screen WxH, --aim X,Y
                                    how traces are read, as in forcelab classify

        Each trace is read twice, so TRACE must be a file, not standard input.

        EXIT STATUS: 0 on success; 2 on a bad command line, malformed input or a trace with no
        contact, reported as path:line: error: what was expected
        """

    static func run(_ arguments: inout Arguments) throws -> Int32 {
        let targetName = try arguments.option("--target") ?? "row"
        guard targetName == "row" || targetName == "icon", let target = TargetKind(rawValue: targetName) else {
            throw UsageError("--target expects row or icon, got '\(targetName)'")
        }
        let format = try arguments.option("--format") ?? "text"
        guard format == "text" || format == "json" else {
            throw UsageError("--format expects text or json, got '\(format)'")
        }
        let plotPath = try arguments.outputOption("--plot")
        if let plotPath { try PlotFile.checkOutput(plotPath) }
        let profileNames = try arguments.options("--profile")
        let options = try TraceOptions.parse(&arguments)
        let traces = try arguments.positionals()
        guard !traces.isEmpty else { throw UsageError("compare needs at least one TRACE file") }
        if traces.contains("-") {
            throw UsageError("compare reads each trace twice, so it cannot read standard input; save it to a file")
        }
        guard profileNames.count >= 2 else {
            throw UsageError(
                "compare needs two or more --profile options (light, medium, firm or a profile file), got \(profileNames.count)"
            )
        }
        let profiles = try profileNames.map { try ForceProfile.namedOrLoaded($0) }
        let labels = uniqueLabels(profileNames)
        let fonts = try plotPath.map { _ in try PlotFile.fonts() }
        let comparison = try ProfileComparison.run(
            traces: traces, options: options, profiles: profiles, labels: labels, target: target,
            keepCurves: plotPath != nil)
        if let plotPath, let fonts {
            try PlotFile.write(
                ComparePlot.displayList(comparison, measurer: PlotFile.measurer(fonts: fonts)), fonts: fonts,
                to: plotPath)
        }
        var output = OutputBuffer()
        let report = format == "json" ? comparison.jsonReport() : comparison.textReport()
        output.write(String(report.dropLast()))
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
