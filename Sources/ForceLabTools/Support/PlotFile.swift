import ForceLabFiles
import ForceLabOptions
import ForceLabSDL
import ForceLabText
import Foundation
import Simulator
import SourceFormats

/// Rasterizes a plot's display list with the headless software renderer and writes it as PNG
/// (atomically, through the shell's PNG writer): the same plot gives the same bytes every run.
package enum PlotFile {
    /// Pixels per point of plot pictures: 1 keeps them small (a plot is 1200 points wide) and
    /// every line exactly one pixel.
    package static let scale = 1.0

    /// A measurer with the real font, for laying out a plot before drawing it.
    package static func measurer(fonts: FontLibrary) -> TTFTextMeasurer {
        TTFTextMeasurer(library: fonts, scale: scale)
    }

    package static func fonts() throws -> FontLibrary { try FontLibrary(locator: FontLocator()) }

    /// Draws `list` and writes it to `path`.
    package static func write(_ list: DisplayList, fonts: FontLibrary, to path: String) throws {
        try write(StreamedPlot(list: list, curvesAt: list.items.count) { _ in }, fonts: fonts, to: path)
    }

    /// Draws `plot` (its curves one at a time, so none is held) and writes it to `path`: the
    /// same pixels as its `inlined()` list.
    package static func write(_ plot: StreamedPlot, fonts: FontLibrary, to path: String) throws {
        // Plots use no pictures from Icons/: the image library is never asked for one.
        let canvas = try HeadlessCanvas(
            size: plot.list.size, scale: scale, fonts: fonts, images: ImageLibrary(iconsDirectory: "/nonexistent"))
        canvas.draw(plot)
        // A curve that could not be read back (an I/O error): no plot rather than a wrong one.
        if let failure = plot.failure() { throw failure }
        try canvas.savePNG(path)
    }
}
