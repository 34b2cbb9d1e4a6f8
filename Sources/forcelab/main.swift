import CSignals
import ForceLabCommandLine
import ForceLabFiles
import ForceLabOptions
import SourceFormats

#if canImport(Glibc)
    import Glibc
#endif

setvbuf(stdout, nil, _IOFBF, 1 << 16)
// SIGINT, SIGTERM, SIGHUP remove the temporary files of unfinished outputs before the process
// dies of them; `play` and `replay` take them over to finish their files (CSignals).
fl_signals_install_cleanup()
// Arguments are bytes: a file name that is not UTF-8 keeps its bytes (FileSystemName), where
// CommandLine.arguments would have replaced them with U+FFFD and lost the file.
let rawArguments = (1..<Int(CommandLine.argc)).map { FileSystemName.decode(cString: CommandLine.unsafeArgv[$0]!) }
// The commands that draw, measure text or play sound run in the drawing plugin, loaded only then.
Drawing.load = { DrawingPlugin.run($0, argc: CommandLine.argc, argv: CommandLine.unsafeArgv) }
var status = runForceLab(rawArguments)
// Standard output is a file too: `forcelab lint ... > report.txt` on a full disk must not exit 0.
if fflush(stdout) != 0 || ferror(stdout) != 0 {
    Console.error("forcelab: error: standard output: \(OutputFile.describe(errno == 0 ? EIO : errno))")
    status = 2
}
exit(status)
