import CSignals
import ForceLabCommandLine
import ForceLabFiles
import ForceLabOptions
import SourceFormats

#if canImport(Glibc)
    import Glibc
#endif

/// The lint plugin's one entry (libForceLabLinting.so): the command line with lint registered,
/// over the text engine alone (SDL_ttf, FreeType, HarfBuzz, FriBidi, fontconfig, ICU; Debian's
/// SDL_ttf needs libSDL2 itself, so that loads too, though no video or audio starts). C's argc
/// and argv in, the exit status out; its own signal cleanup and standard-output check.
@_cdecl("forcelab_linting_main")
public func forcelabLintingMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
    fl_signals_install_cleanup()
    Drawing.runs = [LintCommand.name: LintCommand.drawingRun]
    let arguments = (1..<Int(argc)).map { FileSystemName.decode(cString: argv[$0]!) }
    var status = runForceLab(arguments)
    if fflush(stdout) != 0 || ferror(stdout) != 0 {
        Console.error("forcelab: error: standard output: \(OutputFile.describe(errno == 0 ? EIO : errno))")
        status = 2
    }
    return status
}
