import CSignals
import ForceLabCommandLine
import ForceLabFiles
import ForceLabOptions
import ForceLabSDL
import ForceLabText
import ForceLabTools
import QuickActions
import Simulator
import SourceFormats

#if canImport(Glibc)
    import Glibc
#endif

/// The drawing plugin's one entry (libForceLabDrawing.so): the whole command line, run with the
/// drawing commands registered. No Swift type crosses the boundary: C's argc and argv in, the
/// exit status out. The plugin holds its own copies of the libraries it links, CSignals among
/// them, so it installs its own signal cleanup and flushes standard output itself.
@_cdecl("forcelab_drawing_main")
public func forcelabDrawingMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
    fl_signals_install_cleanup()
    Drawing.runs = [
        PlayCommand.name: PlayCommand.drawingRun,
        RenderCommand.name: RenderCommand.drawingRun,
        LayoutCommand.name: LayoutCommand.drawingRun,
        PreviewCommand.name: PreviewCommand.drawingRun,
        ReplayCommand.name: ReplayCommand.drawingRun,
        BenchCommand.name: BenchCommand.drawingRun,
    ]
    Drawing.plots = PlotDrawer()
    let arguments = (1..<Int(argc)).map { FileSystemName.decode(cString: argv[$0]!) }
    var status = runForceLab(arguments)
    if fflush(stdout) != 0 || ferror(stdout) != 0 {
        Console.error("forcelab: error: standard output: \(OutputFile.describe(errno == 0 ? EIO : errno))")
        status = 2
    }
    return status
}

/// `--plot` with the real fonts and the headless renderer.
struct PlotDrawer: PlotDrawing {
    func writer() throws -> PlotWriter { FontPlotWriter(fonts: try PlotFile.fonts()) }
}

struct FontPlotWriter: PlotWriter {
    let fonts: FontLibrary
    var measurer: TextMeasurer { PlotFile.measurer(fonts: fonts) }
    func write(_ list: DisplayList, to path: String) throws { try PlotFile.write(list, fonts: fonts, to: path) }
    func write(_ plot: StreamedPlot, to path: String) throws { try PlotFile.write(plot, fonts: fonts, to: path) }
}
