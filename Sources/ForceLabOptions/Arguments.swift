import ForceLabFiles

/// A command's arguments after the one parse pass against its table: the values given for each
/// option, the flags present and the positionals. Commands read them by option name; a name
/// that is not in the command's table is a programming error (`OptionTableTests` and the
/// debug build's assertion catch it), so no command can accept an option its help leaves out.
/// There is no access to the raw argument list.
package struct Arguments {
    package let table: CommandTable
    package var values: [String: [String]] = [:]
    var flagsGiven: Set<String> = []
    var positionalValues: [String] = []
    /// Every option value in the order given, for options whose meaning depends on the one
    /// before them (`--app A --xcode-target T --app B`).
    var sequence: [(name: String, value: String)] = []

    package init(table: CommandTable) { self.table = table }

    /// Parses `argv` for `table`, for commands that hand on to another table (bench).
    package static func parsing(_ argv: [String], table: CommandTable) throws -> Arguments {
        switch try ArgumentParser.parse(argv, table: table) {
        case .parsed(let arguments): return arguments
        case .help: return Arguments(table: table)
        }
    }

    private func spec(_ name: String) -> OptionSpec? {
        let spec = table.option(named: name)
        assert(spec != nil, "\(name) is read by '\(table.name)' but is not in its option table")
        return spec
    }

    /// The value of `--name` (the last one given), else the table's default, else nil.
    package func option(_ name: String) throws -> String? {
        guard let spec = spec(name) else { return nil }
        return values[spec.name]?.last ?? spec.defaultValue
    }

    /// An output file's option: `-` is standard output, which the file's bytes then own (the
    /// command's own text goes to stderr); two outputs cannot share it.
    package func outputOption(_ name: String) throws -> String? {
        guard let value = try option(name) else { return nil }
        guard !value.isEmpty else { throw UsageError("\(name) needs a file name (or - for standard output)") }
        if value == "-" {
            guard !StandardOutput.isClaimed else {
                throw UsageError("\(name) -: standard output already carries another output of this run")
            }
            StandardOutput.claim()
        }
        return value
    }

    /// A folder output's option, or a file's with a folder beside it (`what` names them): `-`
    /// cannot carry a folder, so it is a usage error.
    package func folderOption(_ name: String, what: String) throws -> String? {
        guard let value = try option(name) else { return nil }
        guard !value.isEmpty else { throw UsageError("\(name) needs a folder name") }
        if value == "-" {
            throw UsageError("\(name) writes \(what), which standard output ('-') cannot hold; give a folder name")
        }
        return value
    }

    /// Every value of a repeatable `--name`, in the order given.
    package func options(_ name: String) throws -> [String] {
        guard let spec = spec(name) else { return [] }
        return values[spec.name] ?? []
    }

    /// Whether the flag `--name` was given.
    package func flag(_ name: String) -> Bool {
        guard let spec = spec(name) else { return false }
        return flagsGiven.contains(spec.name)
    }

    /// Whether `--name` was given at all (a value or the flag), as opposed to defaulted.
    package func given(_ name: String) -> Bool {
        guard let spec = spec(name) else { return false }
        return values[spec.name] != nil || flagsGiven.contains(spec.name)
    }

    /// `--name` as a whole number (its kind was checked by the parse); `range` narrows a shared
    /// option for one use (bench's `--frames`).
    package func intOption(_ name: String, range: ClosedRange<Int>? = nil) throws -> Int? {
        guard let text = try option(name) else { return nil }
        guard let value = Int(text) else { throw UsageError("\(name) expects a whole number, got '\(text)'") }
        if let range, !range.contains(value) {
            throw UsageError("\(name) must be in \(range.lowerBound)...\(range.upperBound), got \(value)")
        }
        return value
    }

    /// `--name` as a finite number.
    package func doubleOption(_ name: String, range: ClosedRange<Double>? = nil) throws -> Double? {
        guard let text = try option(name) else { return nil }
        guard let value = Double(text), value.isFinite else {
            throw UsageError("\(name) expects a number, got '\(text)'")
        }
        if let range, !range.contains(value) {
            throw UsageError("\(name) must be in \(range.lowerBound)...\(range.upperBound), got \(value)")
        }
        return value
    }

    /// Every `--name` value with the `followers` given after it (up to the next `--name`), which
    /// apply to it: `--app A --xcode-target T --app B`. Followers before the first `--name` are
    /// `leading` (they apply to the command's own PATH).
    package func optionGroups(_ name: String, followers: [String]) throws -> (
        leading: [String: String], groups: [(value: String, options: [String: String])]
    ) {
        // Each name must be in the table, as for every other reader (`spec` asserts it).
        for option in [name] + followers where spec(option) == nil { return ([:], []) }
        var leading: [String: String] = [:]
        var groups: [(value: String, options: [String: String])] = []
        for (key, value) in sequence where key == name || followers.contains(key) {
            if key == name {
                groups.append((value, [:]))
            } else if groups.isEmpty {
                leading[key] = value
            } else {
                groups[groups.count - 1].options[key] = value
            }
        }
        return (leading, groups)
    }

    /// The positionals, in order.
    package func positionals() throws -> [String] { positionalValues }

    /// Fails when a command that takes no positionals was given one.
    package func finish() throws {
        if let first = positionalValues.first { throw UsageError("unexpected argument '\(first)'") }
    }
}

/// A wrong command line: printed as `forcelab: error: ...` with exit status 2.
package struct UsageError: Error, CustomStringConvertible {
    package let message: String
    package init(_ message: String) { self.message = message }
    package var description: String { "forcelab: error: \(message)" }
}

/// A failure that carries its full `path:line: error: ...` line; exit status 2. The shell's
/// `ToolFailure` under the command line's name.
package typealias ToolError = ToolFailure
