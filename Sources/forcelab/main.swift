import CSignals
import ForceLabFiles
import ForceLabOptions
import ForceLabSDL
import ForceLabTools
import SourceFormats

#if canImport(Glibc)
    import Glibc
#endif

/// Entry point: `forcelab [COMMAND] [OPTIONS]`; plain `forcelab` is `forcelab play`.
func runForceLab(_ raw: [String]) -> Int32 {
    var argv = raw
    if argv.first == "--help" || argv.first == "-h" || argv.first == "help" && argv.count == 1 {
        Console.out(Help.overview())
        return 0
    }
    if argv.first == "--version" {
        Console.out("forcelab \(Help.version)")
        return 0
    }
    do {
        if argv.first == "help" {
            Console.out(try findCommand(argv[1]).usage)
            return 0
        }
        var command: Command.Type = PlayCommand.self
        if let first = argv.first, !first.hasPrefix("-") {
            command = try findCommand(first)
            argv.removeFirst()
        }
        switch try ArgumentParser.parse(argv, table: command.table) {
        case .help:
            Console.out(command.usage)
            return 0
        case .parsed(var arguments):
            return try command.run(&arguments)
        }
    } catch let interruption as Interruption {
        Console.error("\(interruption)")
        return 128 + interruption.signal
    } catch {
        Console.error("\(error)")
        return 2
    }
}

/// The command called `name`, or a usage error with the closest names.
func findCommand(_ name: String) throws -> Command.Type {
    if let found = (allCommands + toolCommands).first(where: { $0.name == name }) { return found }
    let phrase = Suggestions.phrase(for: name, in: allCommands.map { $0.name }) ?? "see forcelab --help"
    throw UsageError("no command named '\(name)'; \(phrase)")
}

setvbuf(stdout, nil, _IOFBF, 1 << 16)
// SIGINT, SIGTERM, SIGHUP remove the temporary files of unfinished outputs before the process
// dies of them; `play` and `replay` take them over to finish their files (CSignals).
fl_signals_install_cleanup()
// Arguments are bytes: a file name that is not UTF-8 keeps its bytes (FileSystemName), where
// CommandLine.arguments would have replaced them with U+FFFD and lost the file.
let rawArguments = (1..<Int(CommandLine.argc)).map { FileSystemName.decode(cString: CommandLine.unsafeArgv[$0]!) }
var status = runForceLab(rawArguments)
// Standard output is a file too: `forcelab lint ... > report.txt` on a full disk must not exit 0.
if fflush(stdout) != 0 || ferror(stdout) != 0 {
    Console.error("forcelab: error: standard output: \(OutputFile.describe(errno == 0 ? EIO : errno))")
    status = 2
}
exit(status)
