import SourceFormats

/// The one pass over a command's arguments (swift-argument-parser's `SplitArguments`): each
/// argument is an option of the table (`--x=v`, `--x v`, `-o v`, a flag), `-h`/`--help`, `--`
/// (everything after it is positional) or a positional. Values are checked against their kind
/// here, before the command runs; an unknown option gets the closest known ones.
package enum ArgumentParser {
    /// What one pass found: the parsed arguments, or that help was asked for.
    package enum Outcome {
        case parsed(Arguments)
        case help
    }

    package static func parse(_ argv: [String], table: CommandTable) throws -> Outcome {
        do {
            return try parseOnce(argv, table: table)
        } catch {
            // `-h` anywhere before `--` asks for help, whatever else is wrong on the line.
            let options = argv.prefix { $0 != "--" }
            if options.contains("-h") || options.contains("--help") { return .help }
            throw error
        }
    }

    private static func parseOnce(_ argv: [String], table: CommandTable) throws -> Outcome {
        var arguments = Arguments(table: table)
        var index = 0
        var afterDashes = false
        while index < argv.count {
            let argument = argv[index]
            index += 1
            if afterDashes || argument == "-" || !argument.hasPrefix("-") {
                arguments.positionalValues.append(argument)
                continue
            }
            if argument == "--" {
                afterDashes = true
                continue
            }
            if argument == "--help" || argument == "-h" { return .help }
            let (name, attached) = split(argument)
            guard let spec = table.option(named: name) else { throw unknownOption(name, table: table) }
            guard spec.takesValue else {
                if attached != nil { throw UsageError("\(spec.name) takes no value, got '\(argument)'") }
                arguments.flagsGiven.insert(spec.name)
                continue
            }
            let value: String
            if let attached {
                value = attached
            } else {
                guard index < argv.count else { throw UsageError("\(spec.name) needs a value") }
                value = argv[index]
                index += 1
            }
            try check(value, of: spec)
            arguments.values[spec.name, default: []].append(value)
            arguments.sequence.append((spec.name, value))
        }
        return .parsed(arguments)
    }

    /// `--x=v` as ("--x", "v"); a short option or a plain `--x` has no attached value.
    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    static func unknownOption(_ name: String, table: CommandTable) -> UsageError {
        let known = table.visibleOptions.flatMap { [$0.name] + ($0.alias.map { [$0] } ?? []) } + ["--help"]
        let phrase = Suggestions.phrase(for: name, in: known).map { "; \($0)" } ?? "; see forcelab help \(table.name)"
        return UsageError("unknown option '\(name)'\(phrase)")
    }

    /// A value that its kind cannot hold is a usage error naming the option.
    package static func check(_ value: String, of spec: OptionSpec) throws {
        switch spec.kind {
        case .flag, .text: return
        case .integer(_, let range):
            guard let number = Int(value) else {
                throw UsageError("\(spec.name) expects a whole number, got '\(value)'")
            }
            if let range, !range.contains(number) {
                throw UsageError("\(spec.name) must be in \(range.lowerBound)...\(range.upperBound), got \(number)")
            }
        case .number(_, let range):
            guard let number = Double(value), number.isFinite else {
                throw UsageError("\(spec.name) expects a number, got '\(value)'")
            }
            if let range, !range.contains(number) {
                throw UsageError("\(spec.name) must be in \(range.lowerBound)...\(range.upperBound), got \(number)")
            }
        case .choice(let words):
            guard words.contains(value) else {
                let list =
                    words.count == 2
                    ? words.joined(separator: " or ") : words.dropLast().joined(separator: ", ") + " or " + words.last!
                let near = Suggestions.phrase(for: value, in: words).map { "; \($0)" } ?? ""
                throw UsageError("\(spec.name) expects \(list), got '\(value)'\(near)")
            }
        }
    }
}
