/// One option a command accepts: the row of its option table that parsing, help, completions
/// and the command reference are all generated from (swift-argument-parser's
/// `ArgumentDefinition`).
package struct OptionSpec {
    /// `--scene`: always the long spelling, with its dashes.
    package var name: String
    /// `-o`: a short spelling, if any.
    package var alias: String?
    package var kind: ValueKind
    /// Whether the option may be given more than once and each value kept (`--app`, `--mask`);
    /// otherwise the last one given wins.
    package var repeatable = false
    /// The value used when the option is absent, shown in help as "(default: ...)". Nil when
    /// absence means something of its own (the recording's header, the device's own value).
    package var defaultValue: String?
    package var help: String
    /// Accepted but left out of help, completions and the reference (`replay --child`).
    package var hidden = false
    /// What a completion script offers for the value.
    package var completion: ValueCompletion = .none

    package init(
        _ name: String, alias: String? = nil, _ kind: ValueKind, repeatable: Bool = false,
        default defaultValue: String? = nil,
        completion: ValueCompletion? = nil, hidden: Bool = false, help: String
    ) {
        self.name = name
        self.alias = alias
        self.kind = kind
        self.repeatable = repeatable
        self.defaultValue = defaultValue
        self.help = help
        self.hidden = hidden
        if let completion {
            self.completion = completion
        } else if case .choice(let choices) = kind {
            self.completion = .words(choices)
        } else {
            self.completion = .none
        }
    }

    package var takesValue: Bool {
        if case .flag = kind { return false }
        return true
    }

    /// `--scene S`, `-o, --output FILE`: how help writes the option.
    package var synopsis: String {
        let names = alias.map { "\($0), \(name)" } ?? name
        return takesValue ? "\(names) \(kind.placeholder)" : names
    }

    /// The same option with other help text (and default), for a command whose use of a shared
    /// option differs.
    package func with(help: String, default value: String?? = nil) -> OptionSpec {
        var copy = self
        copy.help = help
        if let value { copy.defaultValue = value }
        return copy
    }
}

/// What an option's value is, checked by the parse pass before any command runs.
package enum ValueKind {
    /// No value: present or not.
    case flag
    /// Any text; the placeholder shown in help (`FILE`, `S`).
    case text(String)
    /// A whole number within a range.
    case integer(String, ClosedRange<Int>?)
    /// A finite number within a range.
    case number(String, ClosedRange<Double>?)
    /// One of a few words.
    case choice([String])

    package var placeholder: String {
        switch self {
        case .flag: return ""
        case .text(let name), .integer(let name, _), .number(let name, _): return name
        case .choice(let words): return words.joined(separator: "|")
        }
    }
}

/// What a completion script offers for a value or a positional.
package enum ValueCompletion: Equatable {
    case none
    case file
    case folder
    case device
    case scene
    case profile
    /// The localizations of the app named on the line (its PATH or `--app`).
    case locale
    case words([String])
}

/// A command's positional arguments as usage shows them (`PATH...`, `TRACE`).
package struct PositionalSpec {
    package var name: String
    package var help: String
    package var repeatable = false
    package var optional = false
    package var completion: ValueCompletion = .file

    package init(
        name: String, help: String, repeatable: Bool = false, optional: Bool = false,
        completion: ValueCompletion = .file
    ) {
        self.name = name
        self.help = help
        self.repeatable = repeatable
        self.optional = optional
        self.completion = completion
    }

    package var synopsis: String {
        let body = repeatable ? "\(name)..." : name
        return optional ? "[\(body)]" : body
    }
}
