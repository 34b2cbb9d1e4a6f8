import ForceLabSDL

/// A small command-line argument reader: options (`--name VALUE` or `--name=VALUE`), flags and
/// positionals, consumed in any order. Unknown options are usage errors (exit 2).
struct Arguments {
    private(set) var remaining: [String]

    init(_ arguments: [String]) { remaining = arguments }

    /// Removes `--name VALUE` (or `--name=VALUE`, or a short alias) and returns VALUE, the last one wins.
    mutating func option(_ name: String, alias: String? = nil) throws -> String? {
        var found: String?
        var index = 0
        while index < remaining.count {
            let argument = remaining[index]
            if argument == "--" { break }
            if argument == name || (alias != nil && argument == alias) {
                guard index + 1 < remaining.count else { throw UsageError("\(name) needs a value") }
                found = remaining[index + 1]
                remaining.removeSubrange(index...(index + 1))
                continue
            }
            if argument.hasPrefix(name + "=") {
                found = String(argument.dropFirst(name.count + 1))
                remaining.remove(at: index)
                continue
            }
            index += 1
        }
        return found
    }

    /// An output file's option: `-` is standard output, which the file's bytes then own (the
    /// command's own text goes to stderr); two outputs cannot share it.
    mutating func outputOption(_ name: String, alias: String? = nil) throws -> String? {
        guard let value = try option(name, alias: alias) else { return nil }
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
    mutating func folderOption(_ name: String, what: String) throws -> String? {
        guard let value = try option(name) else { return nil }
        guard !value.isEmpty else { throw UsageError("\(name) needs a folder name") }
        if value == "-" {
            throw UsageError("\(name) writes \(what), which standard output ('-') cannot hold; give a folder name")
        }
        return value
    }

    /// Removes every `--name VALUE` (or `--name=VALUE`) and returns the values in order.
    mutating func options(_ name: String) throws -> [String] {
        var values: [String] = []
        var index = 0
        while index < remaining.count {
            let argument = remaining[index]
            if argument == "--" { break }
            if argument == name {
                guard index + 1 < remaining.count else { throw UsageError("\(name) needs a value") }
                values.append(remaining[index + 1])
                remaining.removeSubrange(index...(index + 1))
            } else if argument.hasPrefix(name + "=") {
                values.append(String(argument.dropFirst(name.count + 1)))
                remaining.remove(at: index)
            } else {
                index += 1
            }
        }
        return values
    }

    /// Removes every `--name VALUE` and the `followers` options after each (up to the next
    /// `--name`), which apply to it: `--app A --xcode-target T --app B`. Followers given before
    /// the first `--name` are returned as `leading` (they apply to the command's own PATH).
    mutating func optionGroups(_ name: String, followers: [String]) throws -> (
        leading: [String: String], groups: [(value: String, options: [String: String])]
    ) {
        var leading: [String: String] = [:]
        var groups: [(value: String, options: [String: String])] = []
        var index = 0
        while index < remaining.count {
            let argument = remaining[index]
            if argument == "--" { break }
            let key = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
            guard key == name || followers.contains(key) else {
                index += 1
                continue
            }
            let value: String
            if argument.contains("=") {
                value = String(argument.dropFirst(key.count + 1))
                remaining.remove(at: index)
            } else {
                guard index + 1 < remaining.count else { throw UsageError("\(key) needs a value") }
                value = remaining[index + 1]
                remaining.removeSubrange(index...(index + 1))
            }
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

    /// Removes `--name` and reports whether it was present.
    mutating func flag(_ name: String, alias: String? = nil) -> Bool {
        var present = false
        remaining.removeAll { argument in
            let hit = argument == name || (alias != nil && argument == alias)
            if hit { present = true }
            return hit
        }
        return present
    }

    mutating func intOption(_ name: String, alias: String? = nil, range: ClosedRange<Int>? = nil) throws -> Int? {
        guard let text = try option(name, alias: alias) else { return nil }
        guard let value = Int(text) else { throw UsageError("\(name) expects a whole number, got '\(text)'") }
        if let range, !range.contains(value) {
            throw UsageError("\(name) must be in \(range.lowerBound)...\(range.upperBound), got \(value)")
        }
        return value
    }

    mutating func doubleOption(_ name: String, range: ClosedRange<Double>? = nil) throws -> Double? {
        guard let text = try option(name) else { return nil }
        guard let value = Double(text), value.isFinite else {
            throw UsageError("\(name) expects a number, got '\(text)'")
        }
        if let range, !range.contains(value) {
            throw UsageError("\(name) must be in \(range.lowerBound)...\(range.upperBound), got \(value)")
        }
        return value
    }

    /// Returns the positionals and fails on any option left unconsumed.
    mutating func positionals() throws -> [String] {
        var result: [String] = []
        var afterDashes = false
        for argument in remaining {
            if afterDashes {
                result.append(argument)
                continue
            }
            if argument == "--" {
                afterDashes = true
                continue
            }
            if argument.hasPrefix("-") && argument != "-" {
                throw UsageError("unknown option '\(argument)'")
            }
            result.append(argument)
        }
        remaining = []
        return result
    }

    /// Fails unless every argument has been consumed.
    mutating func finish() throws {
        let rest = try positionals()
        if let first = rest.first { throw UsageError("unexpected argument '\(first)'") }
    }
}

/// A wrong command line: printed as `forcelab: error: ...` with exit status 2.
struct UsageError: Error, CustomStringConvertible {
    let message: String
    init(_ message: String) { self.message = message }
    var description: String { "forcelab: error: \(message)" }
}

/// A failure that carries its full `path:line: error: ...` line; exit status 2. The shell's
/// `ToolFailure` under the command line's name.
typealias ToolError = ToolFailure
