/// `forcelab COMMAND --help`, generated from the command's table (swift-argument-parser's
/// `HelpGenerator`): the usage line names every visible option, OPTIONS explains each with its
/// default, and EXAMPLES lists the command lines a test runs.
package enum HelpGenerator {
    package static let width = 100

    package static func help(_ table: CommandTable) -> String {
        var blocks = [usage(table)]
        if !table.discussion.isEmpty { blocks.append(table.discussion) }
        if !table.positionals.isEmpty {
            blocks.append("ARGUMENTS:\n" + rows(table.positionals.map { ($0.synopsis, $0.help) }))
        }
        let options = table.visibleOptions.map { ($0.synopsis, describe($0)) } + [("-h, --help", "Show this help.")]
        blocks.append("OPTIONS:\n" + rows(options))
        for section in table.sections { blocks.append("\(section.title):\n\(section.text)") }
        if !table.examples.isEmpty {
            let lines = table.examples.map { "  forcelab \($0.line)\n      \($0.caption)" }
            blocks.append("EXAMPLES:\n" + lines.joined(separator: "\n"))
        }
        return blocks.joined(separator: "\n\n")
    }

    /// `USAGE: forcelab NAME [--x V] ... POSITIONALS`, wrapped under its first option.
    package static func usage(_ table: CommandTable) -> String {
        let lead = "USAGE: forcelab \(table.name)"
        let words =
            table.positionals.filter { !$0.optional }.map(\.synopsis)
            + table.visibleOptions.map { spec in
                let body = spec.takesValue ? "\(spec.alias ?? spec.name) \(spec.kind.placeholder)" : spec.name
                return "[\(body)]" + (spec.repeatable ? "..." : "")
            } + table.positionals.filter(\.optional).map(\.synopsis)
        var lines = wrap(words, first: lead, indent: String(repeating: " ", count: lead.count + 1))
        for extra in table.extraUsage { lines.append("       forcelab \(table.name) \(extra)") }
        return lines.joined(separator: "\n")
    }

    /// The option's help with its default and repeatability, as one paragraph.
    package static func describe(_ spec: OptionSpec) -> String {
        var text = spec.help
        if let value = spec.defaultValue {
            let period = text.hasSuffix(".")
            text = (period ? String(text.dropLast()) : text) + " (default: \(value))" + (period ? "." : "")
        }
        if spec.repeatable { text += " Repeatable." }
        return text
    }

    /// Two columns: the names, then the help wrapped beside them (on the next line when the names
    /// are wider than the column).
    package static func rows(_ items: [(String, String)]) -> String {
        let column = min(24, (items.map(\.0.count).max() ?? 0) + 4)
        var lines: [String] = []
        for (names, text) in items {
            let body = wrap(text.split(separator: " ").map(String.init), first: "", indent: "", width: width - column)
            let indent = String(repeating: " ", count: column)
            let head = "  " + names
            if head.count + 2 > column {
                lines.append(head)
                lines += body.map { indent + $0 }
            } else {
                lines.append(head.padded(to: column) + (body.first ?? ""))
                lines += body.dropFirst().map { indent + $0 }
            }
        }
        return lines.joined(separator: "\n")
    }

    /// Words filled into lines of at most `width` characters, the first after `first`.
    package static func wrap(_ words: [String], first: String, indent: String, width: Int = width) -> [String] {
        var lines: [String] = []
        var line = first
        for word in words {
            let separator = line.isEmpty || line == first && first.isEmpty ? "" : " "
            if line.count + separator.count + word.count > width && line != first && line != indent {
                lines.append(line)
                line = indent + word
            } else {
                line += separator + word
            }
        }
        lines.append(line)
        return lines
    }
}
