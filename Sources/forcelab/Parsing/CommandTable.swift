/// Everything the command line knows about one command: its options, positionals, prose and
/// examples. Parsing, `--help`, completions and the command reference are generated from it,
/// so none of them can leave out an option another accepts.
struct CommandTable {
    var name: String
    var summary: String
    var positionals: [PositionalSpec] = []
    var options: [OptionSpec]
    /// The paragraphs between the usage line and OPTIONS.
    var discussion: String = ""
    /// Sections after OPTIONS, in order: ("EXIT STATUS", "0 ...").
    var sections: [(title: String, text: String)] = []
    /// Command lines (without the leading `forcelab`) that help shows and a test runs, each
    /// with the exit status it must end with.
    var examples: [Example] = []
    /// Extra usage lines for a second form of the command (preview's contact sheet).
    var extraUsage: [String] = []

    /// The options help, completions and the reference show.
    var visibleOptions: [OptionSpec] { options.filter { !$0.hidden } }

    /// The option spelled `argument` (long name or alias).
    func option(named argument: String) -> OptionSpec? {
        options.first { $0.name == argument || $0.alias == argument }
    }
}

/// One example of a help text: the arguments after `forcelab` and the exit status it ends with.
struct Example {
    var line: String
    var status: Int32 = 0
    /// What the example shows, one line.
    var caption: String
    /// Opens a window: the test runs it without a display, where it must exit 2 with its hint.
    var needsDisplay = false

    init(_ line: String, status: Int32 = 0, needsDisplay: Bool = false, _ caption: String) {
        self.line = line
        self.status = status
        self.needsDisplay = needsDisplay
        self.caption = caption
    }
}
