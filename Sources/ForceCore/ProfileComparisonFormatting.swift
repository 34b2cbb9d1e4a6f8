import SourceFormats

extension ProfileComparison {
    /// The readable report, handed to `write` a line at a time, never held whole (a report grown
    /// as one string was 44 MB of a 76 MB peak at 121,212 presses): the contacts that change
    /// outcome first (each with its outcome under every profile), then the rest, the totals per
    /// profile and the thresholds side by side.
    public func writeTextReport(_ write: (String) -> Void) {
        func line(_ text: String) {
            write(text)
            write("\n")
        }
        let changed = changedCount
        line(
            "\(contacts.count) contact\(contacts.count == 1 ? "" : "s") of \(traces.count) trace\(traces.count == 1 ? "" : "s"), target \(target.rawValue), profiles "
                + labels.joined(separator: ", "))
        line(
            changed == 0
                ? "no contact changes outcome between the profiles"
                : "\(changed) contact\(changed == 1 ? " changes" : "s change") outcome between the profiles (listed first, marked *)"
        )
        line("")
        let widths = labels.map { max(12, $0.count + 2) }
        let head = pad(["#", "trace", "start s", "peak", "N", "gf", "moved pt"], [5, 6, 9, 6, 5, 4, 9])
        line((head + "  " + zip(labels, widths).map { $0.padded($1) }.joined()).trimmingTrailingSpaces())
        for index in reportOrder {
            let contact = contacts[index]
            let mark = changes(index) ? "*" : " "
            let cells = [
                mark + String(index + 1), String(contact.trace + 1), seconds(contact.start), fixed(contact.peak),
                formatFixed(PhysicalForce.newtons(contact.peak), decimals: 2, trim: false),
                formatFixed(PhysicalForce.gramsForce(contact.peak), decimals: 0),
                formatFixed(contact.movement, decimals: 1, trim: false),
            ]
            line(
                pad(cells, [5, 6, 9, 6, 5, 4, 9]) + "  "
                    + outcomes.indices.map { outcomes[$0][index].rawValue.padded(widths[$0]) }.joined()
                    .trimmingTrailingSpaces())
        }
        line("")
        writeTotals(line)
    }

    /// The totals per profile and the thresholds side by side, a line at a time.
    private func writeTotals(_ line: (String) -> Void) {
        let columns = ContactOutcome.columns(for: target)
        let nameWidth = max(16, (labels.map(\.count).max() ?? 0) + 2)
        line(
            "totals".padded(nameWidth)
                + columns.map { $0.rawValue.leftPadded(max(5, $0.rawValue.count)) }.joined(separator: "  "))
        for (index, label) in labels.enumerated() {
            let counts = totals(index)
            line(
                label.padded(nameWidth)
                    + columns.map { String(counts[$0] ?? 0).leftPadded(max(5, $0.rawValue.count)) }.joined(
                        separator: "  "))
        }
        line("")
        let valueWidths = labels.map { max(16, $0.count + 2) }
        line("threshold".padded(nameWidth) + zip(labels, valueWidths).map { $0.leftPadded($1) }.joined())
        for field in Calibration.thresholdFields {
            line(
                field.name.padded(nameWidth)
                    + zip(profiles, valueWidths).map { profile, width in
                        let value = field.value(profile)
                        return (formatFixed(value, decimals: 2, trim: false) + " " + PhysicalForce.newtonsText(value))
                            .leftPadded(width)
                    }.joined())
        }
        line(PhysicalForce.note)
    }

    /// The report as one JSON object: keys in a fixed order, one contact per line, contacts in
    /// trace order with `changed` set on those that change outcome; handed to `write` in pieces
    /// (a contact a piece), never held whole.
    public func writeJSONReport(_ write: (String) -> Void) {
        func string(_ text: String) -> String { jsonQuoted(text) }
        var out = "{\n"
        out += "  \"traces\": [" + traces.map(string).joined(separator: ", ") + "],\n"
        out += "  \"target\": \(string(target.rawValue)),\n"
        out += "  \"profiles\": [\n"
        out += zip(labels, profiles).map { label, profile in
            "    {\"name\": \(string(label)), "
                + Calibration.thresholdFields.map { "\"\($0.name)\": \(formatShort($0.value(profile)))" }.joined(
                    separator: ", ") + "}"
        }.joined(separator: ",\n")
        out += "\n  ],\n"
        out += "  \"contacts\": [\n"
        write(out)
        for (index, contact) in contacts.enumerated() {
            if index > 0 { write(",\n") }
            write(
                "    {\"trace\": \(contact.trace + 1), \"start\": \(formatSeconds(contact.start)), \"peak\": \(formatFixed(contact.peak, decimals: 4)), "
                    + "\"peakNewtons\": \(formatFixed(PhysicalForce.newtons(contact.peak), decimals: 3)), "
                    + "\"movement\": \(formatFixed(contact.movement, decimals: 2)), \"changed\": \(changes(index)), \"outcomes\": ["
                    + outcomes.map { string($0[index].rawValue) }.joined(separator: ", ") + "]}")
        }
        out = contacts.isEmpty ? "  ],\n" : "\n  ],\n"
        out += "  \"changed\": \(changedCount),\n"
        let columns = ContactOutcome.columns(for: target)
        out +=
            "  \"totals\": ["
            + labels.indices.map { index in
                let counts = totals(index)
                return "{" + columns.map { "\"\($0.rawValue)\": \(counts[$0] ?? 0)" }.joined(separator: ", ") + "}"
            }.joined(separator: ", ") + "]\n"
        out += "}\n"
        write(out)
    }

    private func pad(_ cells: [String], _ widths: [Int]) -> String {
        zip(cells, widths).map { cell, width in cell.leftPadded(width) }.joined(separator: " ")
    }

    private func seconds(_ microseconds: Int64) -> String {
        formatFixed(Double(microseconds) / 1_000_000, decimals: 3, trim: false)
    }
}

extension String {
    fileprivate func padded(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }

    fileprivate func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }

    fileprivate func trimmingTrailingSpaces() -> String {
        var text = self
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }
}
