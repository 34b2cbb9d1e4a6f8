import ForceLabFiles
import QuickActions
import SourceFormats

#if canImport(Glibc)
    import Glibc
#endif

/// One subcommand of `forcelab`: its option table (name, summary, options, prose, examples) and
/// `run`, which returns the exit status. Help, completions and the reference come from the table.
package protocol Command {
    static var table: CommandTable { get }
    static func run(_ arguments: inout Arguments) throws -> Int32
}

extension Command {
    package static var name: String { table.name }
    package static var summary: String { table.summary }
    /// The text of `forcelab help NAME`.
    package static var usage: String { HelpGenerator.help(table) }
}

/// Standard error output with a flush per write, so messages interleave correctly with stdout.
/// Nothing printed through it can start a GitHub workflow command (`ControlCharacters.line`):
/// only a report's own annotations, written by `report`, do.
package enum Console {
    /// One line on stderr: control characters from file names or file contents (ESC, BEL, a line
    /// break in a name) are escaped, so they never reach the terminal raw or split the line.
    package static func error(_ text: String) {
        let line = text.hasSuffix("\n") ? String(text.dropLast()) : text
        fputs(ControlCharacters.line(FileSystemName.shown(line)) + "\n", stderr)
    }

    /// Result lines, each made inert as `ControlCharacters.line` does (tabs kept): on stdout, or
    /// on stderr when an output's bytes own stdout (`-o -`).
    package static func out(_ text: String) {
        let body = text.hasSuffix("\n") ? String(text.dropLast()) : text
        let lines = body.split(separator: "\n", omittingEmptySubsequences: false)
        let shown = lines.map { ControlCharacters.line(FileSystemName.shown(String($0)), keepingTabs: true) }
        fputs(shown.joined(separator: "\n") + "\n", StandardOutput.text)
    }

    /// A report as its format wrote it (lint's formats escape every value by their own rules),
    /// or a line for the parent process of a replay pool, as it is.
    package static func report(_ text: String) {
        fputs(text.hasSuffix("\n") ? text : text + "\n", StandardOutput.text)
    }
}

/// An error that ends the run because a signal came (exit status 128+N): the replay and output
/// code's `Interruption`, seen by the command line without linking that code.
package protocol SignalInterruption: Error {
    var signal: Int32 { get }
}
