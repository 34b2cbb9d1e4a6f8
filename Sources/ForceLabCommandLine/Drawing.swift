import ForceLabOptions
import QuickActions
import Simulator

/// The seam between the light executable and its plugins: libForceLabDrawing.so (every command
/// that draws or plays) and libForceLabLinting.so (lint, over the text engine alone).
///
/// The executable links only Foundation and the pure libraries, so `--help`, `devices`, `rules`,
/// `completions` and the trace commands without `--plot` load no SDL, Poppler, cairo or FFmpeg.
/// A command that draws, measures text or plays sound has its table here (parsing, help and
/// completions stay in the executable) and its `run` in the plugin, which registers it in `runs`
/// when it starts. In the executable `runs` is empty and `load` loads the plugin and runs the
/// whole command line again in it.
package enum Drawing {
    /// The drawing commands' runs by command name: the plugin fills it in.
    package static var runs: [String: (inout Arguments) throws -> Int32] = [:]
    /// The plot writer: the plugin sets it.
    package static var plots: PlotDrawing?
    /// Runs the process's command line in the plugin and returns its exit status (the executable
    /// sets it).
    package static var load: (_ command: String) -> Int32 = { _ in 2 }

    /// Runs the drawing command `name`: here when this is the plugin, else in the plugin.
    static func run(_ name: String, _ arguments: inout Arguments) throws -> Int32 {
        if let run = runs[name] { return try run(&arguments) }
        return load(name)
    }

    /// The plot writer, or nil when the command line must go to the plugin (`--plot` given here).
    static func plotWriter(for path: String?) throws -> PlotWriter? {
        guard let path else { return nil }
        try PlotPath.check(path)
        guard let plots else { return nil }
        return try plots.writer()
    }
}

/// What the plugin gives `classify`, `calibrate` and `compare` for `--plot`.
package protocol PlotDrawing {
    /// Loads the plot's fonts (before any long work, so a missing font fails at once).
    func writer() throws -> PlotWriter
}

/// A plot's text measurer and its PNG writer.
package protocol PlotWriter {
    var measurer: TextMeasurer { get }
    func write(_ list: DisplayList, to path: String) throws
    /// Draws `plot`'s curves one at a time, holding none of them.
    func write(_ plot: StreamedPlot, to path: String) throws
}
