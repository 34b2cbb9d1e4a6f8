/// Everything the command line knows about one command: its options, positionals, prose and
/// examples. Parsing, `--help`, completions and the command reference are generated from it,
/// so none of them can leave out an option another accepts.
package struct CommandTable {
    package var name: String
    package var summary: String
    package var positionals: [PositionalSpec] = []
    package var options: [OptionSpec]
    /// The paragraphs between the usage line and OPTIONS.
    package var discussion: String = ""
    /// Sections after OPTIONS, in order: ("EXIT STATUS", "0 ...").
    package var sections: [(title: String, text: String)] = []
    /// Command lines (without the leading `forcelab`) that help shows and a test runs, each
    /// with the exit status it must end with.
    package var examples: [Example] = []
    /// Extra usage lines for a second form of the command (preview's contact sheet).
    package var extraUsage: [String] = []

    package init(
        name: String, summary: String, positionals: [PositionalSpec] = [], options: [OptionSpec],
        discussion: String = "", sections: [(title: String, text: String)] = [], examples: [Example] = [],
        extraUsage: [String] = []
    ) {
        self.name = name
        self.summary = summary
        self.positionals = positionals
        self.options = options
        self.discussion = discussion
        self.sections = sections
        self.examples = examples
        self.extraUsage = extraUsage
    }

    /// The options help, completions and the reference show.
    package var visibleOptions: [OptionSpec] { options.filter { !$0.hidden } }

    /// The option spelled `argument` (long name or alias).
    package func option(named argument: String) -> OptionSpec? {
        options.first { $0.name == argument || $0.alias == argument }
    }
}

/// One example of a help text: the arguments after `forcelab` and the exit status it ends with.
package struct Example {
    package var line: String
    package var status: Int32 = 0
    /// What the example shows, one line.
    package var caption: String
    /// Opens a window: the test runs it without a display, where it must exit 2 with its hint.
    package var needsDisplay = false

    package init(_ line: String, status: Int32 = 0, needsDisplay: Bool = false, _ caption: String) {
        self.line = line
        self.status = status
        self.needsDisplay = needsDisplay
        self.caption = caption
    }
}
