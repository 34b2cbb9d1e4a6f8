import ForceLabSDL
import QuickActions
import SourceFormats

#if canImport(Glibc)
    import Glibc
#endif

/// One subcommand of `forcelab`: its name, a one-line summary for `--help`, its full usage for
/// `forcelab help NAME`, and `run`, which returns the exit status.
protocol Command {
    static var name: String { get }
    static var summary: String { get }
    static var usage: String { get }
    static func run(_ arguments: inout Arguments) throws -> Int32
}

/// Every command, in the order `forcelab --help` lists them. Add new commands here.
let allCommands: [Command.Type] = [
    PlayCommand.self,
    RenderCommand.self,
    LayoutCommand.self,
    ClassifyCommand.self,
    CalibrateCommand.self,
    CompareCommand.self,
    LintCommand.self,
    PreviewCommand.self,
    ReplayCommand.self,
    DevicesCommand.self,
    BenchCommand.self,
]

/// Standard error output with a flush per write, so messages interleave correctly with stdout.
enum Console {
    /// One line on stderr: control characters from file names or file contents (ESC, BEL, a line
    /// break in a name) are escaped, so they never reach the terminal raw or split the line.
    static func error(_ text: String) {
        let line = text.hasSuffix("\n") ? String(text.dropLast()) : text
        fputs(ControlCharacters.escaped(FileSystemName.shown(line)) + "\n", stderr)
    }
    /// One result line: on stdout, or on stderr when an output's bytes own stdout (`-o -`).
    static func out(_ text: String) {
        let shown = FileSystemName.shown(text)
        fputs(shown.hasSuffix("\n") ? shown : shown + "\n", StandardOutput.isClaimed ? stderr : stdout)
    }
}
