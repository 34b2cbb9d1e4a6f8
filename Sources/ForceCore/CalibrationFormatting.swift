import SourceFormats

extension Calibration {
    /// The force thresholds a calibration changes, in the order reports list them.
    static let thresholdFields: [(name: String, value: (ForceProfile) -> Double)] = [
        ("peekRise", { $0.peekRise }), ("peekFall", { $0.peekFall }), ("popRise", { $0.popRise }),
        ("popFall", { $0.popFall }), ("quickActionRise", { $0.quickActionRise }),
        ("quickActionFall", { $0.quickActionFall }),
    ]

    /// The readable report, handed to `write` a line at a time, never held whole (a line per
    /// contact): every contact, the levels, both profiles' thresholds and how each classifies
    /// the contacts, then the warnings.
    public func writeTextReport(_ write: (String) -> Void) {
        func line(_ text: String) {
            write(text)
            write("\n")
        }
        let presses = isPress.filter { $0 }.count
        let baseName = base.name
        line(
            "\(presses) press\(presses == 1 ? "" : "es") in \(contacts.count) contact\(contacts.count == 1 ? "" : "s") of \(traces.count) trace\(traces.count == 1 ? "" : "s"), target \(target.rawValue), base profile \(baseName)"
        )
        line("")
        contactTable(line)
        line("")
        levelTable().forEach(line)
        line("")
        let nameWidth = max(16, baseName.count + 4, 14)
        thresholdTable(nameWidth: nameWidth).forEach(line)
        line("")
        outcomeTable(nameWidth: nameWidth).forEach(line)
        if !warnings.isEmpty {
            line("")
            for warning in warnings { line("warning: " + warning) }
        }
    }

    /// One row per contact: when, how hard, how long, its level and both profiles' outcomes.
    private func contactTable(_ line: (String) -> Void) {
        let baseName = base.name
        let outcomeWidth = max(10, baseName.count)
        let widths = [4, 6, 9, 6, 5, 4, 10, 11, 9, 6]
        line(
            row(["#", "trace", "start s", "peak", "N", "gf", "to peak s", "duration s", "moved pt", "level"], widths)
                + "  " + baseName.padded(outcomeWidth) + "  calibrated")
        for (index, contact) in contacts.enumerated() {
            let level = levelOfContact[index].map { levelNames[$0] } ?? "drag"
            line(
                row(
                    [
                        String(index + 1), String(contact.trace + 1), seconds(contact.start), fixed(contact.peak),
                        newtons(contact.peak), grams(contact.peak), seconds(contact.timeToPeak),
                        seconds(contact.duration),
                        formatFixed(contact.movement, decimals: 1, trim: false), level,
                    ], widths) + "  " + baseOutcomes[index].rawValue.padded(outcomeWidth)
                    + "  "
                    + proposedOutcomes[index].rawValue)
        }
    }

    /// How the presses were split into levels, one row per level.
    private func levelTable() -> [String] {
        let widths = [6, 8, 9, 8, 6, 6, 6]
        var lines = [
            "levels: \(clustering.reason)",
            row(["level", "presses", "lightest", "deepest", "mean", "p10", "p90"], widths),
        ]
        for (index, level) in clustering.levels.enumerated() {
            lines.append(
                row(
                    [
                        levelNames[index], String(level.count), fixed(level.minimum), fixed(level.maximum),
                        fixed(level.mean),
                        fixed(level.lowerTail), fixed(level.upperTail),
                    ], widths))
        }
        if clustering.levels.count < 2 {
            lines.append(
                "one level cannot be split into light and firm presses: the calibrated thresholds stay \(base.name)'s; record a set of light taps, a set of peeks and a set of deep presses"
            )
        }
        return lines
    }

    /// Each threshold in the base and the calibrated profile, also in newtons and grams-force.
    private func thresholdTable(nameWidth: Int) -> [String] {
        let baseName = base.name
        let physical = "N".leftPadded(8) + "gf".leftPadded(6)
        var lines = [
            "threshold".padded(nameWidth) + baseName.leftPadded(max(8, baseName.count)) + physical + "  calibrated"
                + physical
        ]
        for field in Calibration.thresholdFields {
            let before = formatFixed(field.value(base), decimals: 2, trim: false)
            let after = formatFixed(field.value(proposed), decimals: 2, trim: false)
            func inUnits(_ value: Double) -> String { newtons(value).leftPadded(8) + grams(value).leftPadded(6) }
            lines.append(
                field.name.padded(nameWidth) + before.leftPadded(max(8, baseName.count)) + inUnits(field.value(base))
                    + after.leftPadded(12) + inUnits(field.value(proposed)) + (before == after ? "" : "  (changed)"))
        }
        lines.append(PhysicalForce.note)
        return lines
    }

    /// How many contacts each profile classifies as each outcome, in all and per level.
    private func outcomeTable(nameWidth: Int) -> [String] {
        let columns = ContactOutcome.columns(for: target)
        var lines = [
            "outcomes".padded(nameWidth)
                + columns.map { $0.rawValue.leftPadded(max(5, $0.rawValue.count)) }.joined(separator: "  ")
        ]
        for (label, isProposed) in [(base.name, false), ("calibrated", true)] {
            lines.append(countsRow(label, counts(proposed: isProposed), columns, nameWidth))
            if clustering.levels.count >= 2 {
                for (index, name) in levelNames.enumerated() {
                    lines.append(countsRow("  " + name, counts(proposed: isProposed, level: index), columns, nameWidth))
                }
            }
        }
        return lines
    }

    /// The report as one JSON object (`--format json`), keys in a fixed order, one contact per
    /// line, handed to `write` in pieces (a contact a piece), never held whole.
    public func writeJSONReport(_ write: (String) -> Void) {
        func string(_ text: String) -> String { jsonQuoted(text) }
        func force(_ value: Double) -> String { formatFixed(value, decimals: 4) }
        write("{\n")
        write("  \"traces\": [" + traces.map(string).joined(separator: ", ") + "],\n")
        write("  \"target\": \(string(target.rawValue)),\n")
        write("  \"base\": \(string(base.name)),\n")
        write("  \"contacts\": [\n")
        for (index, contact) in contacts.enumerated() {
            let level = levelOfContact[index].map { string(levelNames[$0]) } ?? "null"
            if index > 0 { write(",\n") }
            write(
                "    {\"trace\": \(contact.trace + 1), \"start\": \(formatSeconds(contact.start)), \"peak\": \(force(contact.peak)), "
                    + "\"timeToPeak\": \(formatSeconds(contact.timeToPeak)), \"duration\": \(formatSeconds(contact.duration)), "
                    + "\"movement\": \(formatFixed(contact.movement, decimals: 2)), \"earlyPeak\": \(force(contact.earlyPeak)), "
                    + "\"lifted\": \(contact.lifted), \"press\": \(isPress[index]), \"level\": \(level), "
                    + "\"baseOutcome\": \(string(baseOutcomes[index].rawValue)), \"calibratedOutcome\": \(string(proposedOutcomes[index].rawValue)), "
                    + "\"peakNewtons\": \(formatFixed(PhysicalForce.newtons(contact.peak), decimals: 3))}")
        }
        var out = contacts.isEmpty ? "  ],\n" : "\n  ],\n"
        out += "  \"levelReason\": \(string(clustering.reason)),\n"
        out += "  \"levels\": [\n"
        out += clustering.levels.enumerated().map { index, level in
            "    {\"name\": \(string(levelNames[index])), \"count\": \(level.count), \"minimum\": \(force(level.minimum)), "
                + "\"maximum\": \(force(level.maximum)), \"mean\": \(force(level.mean)), \"p10\": \(force(level.lowerTail)), "
                + "\"p90\": \(force(level.upperTail))}"
        }.joined(separator: ",\n")
        out += clustering.levels.isEmpty ? "  ],\n" : "\n  ],\n"
        func thresholds(_ profile: ForceProfile) -> String {
            "{"
                + Calibration.thresholdFields.map { "\"\($0.name)\": \(formatShort($0.value(profile)))" }.joined(
                    separator: ", ") + "}"
        }
        out += "  \"thresholds\": {\"base\": \(thresholds(base)), \"calibrated\": \(thresholds(proposed))},\n"
        func thresholdsInNewtons(_ profile: ForceProfile) -> String {
            "{"
                + Calibration.thresholdFields.map {
                    "\"\($0.name)\": \(formatFixed(PhysicalForce.newtons($0.value(profile)), decimals: 3))"
                }
                .joined(separator: ", ") + "}"
        }
        out +=
            "  \"thresholdsNewtons\": {\"base\": \(thresholdsInNewtons(base)), \"calibrated\": \(thresholdsInNewtons(proposed))},\n"
        out += "  \"newtonsPerUITouchForce\": \(formatShort(PhysicalForce.newtonsPerUITouchForce)),\n"
        let columns = ContactOutcome.columns(for: target)
        func outcomes(_ counts: [ContactOutcome: Int]) -> String {
            "{" + columns.map { "\"\($0.rawValue)\": \(counts[$0] ?? 0)" }.joined(separator: ", ") + "}"
        }
        out +=
            "  \"outcomes\": {\"base\": \(outcomes(counts(proposed: false))), \"calibrated\": \(outcomes(counts(proposed: true)))},\n"
        out +=
            "  \"warnings\": ["
            + (warnings.isEmpty ? "" : "\n" + warnings.map { "    " + string($0) }.joined(separator: ",\n") + "\n  ")
            + "]\n"
        out += "}\n"
        write(out)
    }

    private func countsRow(_ label: String, _ counts: [ContactOutcome: Int], _ columns: [ContactOutcome], _ width: Int)
        -> String
    {
        label.padded(width)
            + columns.map { String(counts[$0] ?? 0).leftPadded(max(5, $0.rawValue.count)) }.joined(separator: "  ")
    }

    private func row(_ cells: [String], _ widths: [Int]) -> String {
        zip(cells, widths).map { cell, width in cell.leftPadded(width) }.joined(separator: " ")
    }

    private func newtons(_ force: Double) -> String {
        formatFixed(PhysicalForce.newtons(force), decimals: 2, trim: false)
    }
    private func grams(_ force: Double) -> String { formatFixed(PhysicalForce.gramsForce(force), decimals: 0) }

    private func seconds(_ microseconds: Int64) -> String {
        formatFixed(Double(microseconds) / 1_000_000, decimals: 3, trim: false)
    }
}

extension String {
    /// The string followed by spaces up to `width` characters.
    fileprivate func padded(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }

    /// Spaces then the string, up to `width` characters.
    fileprivate func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
