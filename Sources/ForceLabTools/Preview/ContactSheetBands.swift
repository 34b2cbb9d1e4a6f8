import CSDL2
import ForceLabOptions
import ForceLabSDL
import ForceLabText
import Foundation
import Geometry
import Simulator

/// The contact sheet's cells drawn on every core, one row band at a time: each worker thread has
/// its own device-sized canvas and fonts (SDL_ttf fonts and FreeType faces are never
/// shared between threads; opening and closing them is serialized by `FontLibrary`), and the
/// pictures' library is shared (it locks). Every worker's fonts follow each cell's locale before
/// drawing it (its Han text in its own language's face, as a serial drawing does), so a cell's
/// pixels depend only on the cell and the sheet is the same bytes whatever the number of workers
/// (`FORCELAB_WORKERS=1` draws on one).
package struct ContactSheetBands {
    /// One cell's pixels, ARGB8888, `width` x `height`.
    package struct CellPixels {
        var pixels: [UInt32]
        package var width: Int
        package var height: Int
    }

    /// One thread's canvas; its cached layers serve every cell it draws.
    package final class Worker {
        package let canvas: HeadlessCanvas
        package let fonts: FontLibrary
        /// The blurred home screens (layer keys) cached since the canvas's layers were dropped.
        var blurredKeys: Set<String> = []

        init(canvas: HeadlessCanvas, fonts: FontLibrary) {
            self.canvas = canvas
            self.fonts = fonts
        }
    }

    package let output: ContactSheetOutput
    let workers: [Worker]
    private let renderer = PlaygroundRenderer()

    /// `FORCELAB_WORKERS` (1...64), else one worker per core but one, never more than there are
    /// cells. The calling thread opens the menus and makes the display lists one after another,
    /// and the sheet's bands deflate on a thread of their own: on 2 cores a second worker only
    /// competed with them (Firefox's sheet 1.16 s and 217 MB with two, 1.12 s and 147 MB with
    /// one, quiet machine, release), so the worker threads take the cores those leave.
    static func workerCount(cells: Int, cores: Int = ProcessInfo.processInfo.activeProcessorCount) -> Int {
        let asked = ProcessInfo.processInfo.environment["FORCELAB_WORKERS"].flatMap { Int($0) }
        let count = asked.map { min(64, max(1, $0)) } ?? max(1, cores - 1)
        return max(1, min(count, cells))
    }

    init(output: ContactSheetOutput) throws {
        self.output = output
        let device = output.sheet.preview.stage.device
        var workers: [Worker] = []
        for index in 0..<Self.workerCount(cells: output.cells.count) {
            let fonts: FontLibrary
            if index == 0 {
                fonts = output.fonts
            } else {
                fonts = try FontLibrary(locator: output.fonts.locator)
                fonts.language = output.fonts.language
            }
            workers.append(
                Worker(
                    canvas: try HeadlessCanvas(
                        size: device.size, scale: output.scale, fonts: fonts, images: output.images),
                    fonts: fonts))
        }
        self.workers = workers
    }

    /// Draws the cells `columns` at a time (one row of the grid), the row's cells spread over the
    /// workers; `visit` gets each row's cells in order, on the calling thread, with the sheet's
    /// fonts following the sheet's locale again (its labels are drawn in the sheet's face).
    package func draw(columns: Int, _ visit: (Range<Int>, [CellPixels]) throws -> Void) throws {
        let cells = output.cells
        let sheetLocale = output.sheet.preview.stage.locale
        defer { output.fonts.follow(sheetLocale) }
        for start in stride(from: 0, to: cells.count, by: max(1, columns)) {
            let band = start..<min(start + max(1, columns), cells.count)
            // The display lists are made here, one after another: making one measures text with
            // the playground's measurer, whose fonts are the first worker's (in the cell's locale).
            let lists = band.map { index in
                output.fonts.follow(cells[index].locale)
                return renderer.displayList(cells[index].playground)
            }
            var drawn = [CellPixels?](repeating: nil, count: band.count)
            drawn.withUnsafeMutableBufferPointer { slots in
                let slots = slots
                DispatchQueue.concurrentPerform(iterations: workers.count) { index in
                    for offset in stride(from: index, to: band.count, by: workers.count) {
                        // Each cell's Han text in its own locale's face.
                        workers[index].fonts.follow(cells[band.lowerBound + offset].locale)
                        slots[offset] = draw(
                            lists[offset], region: output.region(of: cells[band.lowerBound + offset]),
                            on: workers[index])
                    }
                }
            }
            output.fonts.follow(sheetLocale)
            try visit(band, drawn.map { $0! })
        }
    }

    /// Blurred home screens a worker keeps (each is a sharp and a blurred full-screen texture):
    /// one per placement it draws (two of four on two cores), so neighbouring locales that share
    /// their labels share them. The renderer alone keeps eight of each per worker: 39 MB of
    /// Firefox's sheet (two workers), against 10 MB; the price is more blurs (44 per worker,
    /// not 24), as locales that share labels but are not neighbours blur theirs again.
    var blurredScreensKept: Int {
        max(2, (output.sheet.placements.count + workers.count - 1) / max(1, workers.count))
    }

    private func draw(_ list: DisplayList, region: Rect, on worker: Worker) -> CellPixels {
        // Drops the worker's cached layers before a third blurred home screen would join them.
        var keys: Set<String> = []
        for case .layer(let layer) in list.items where layer.blurRadius > 0 { keys.insert(layer.key) }
        if !keys.isSubset(of: worker.blurredKeys) {
            if worker.blurredKeys.union(keys).count > blurredScreensKept {
                worker.canvas.renderer.invalidateLayers()
                worker.blurredKeys = []
            }
            worker.blurredKeys.formUnion(keys)
        }
        let scale = output.scale
        let x = Int((region.minX * scale).rounded())
        let y = Int((region.minY * scale).rounded())
        let width = Int((region.width * scale).rounded())
        let height = Int((region.height * scale).rounded())
        // Only the cell's region is read back, so only it is drawn (a sixth of the screen for a
        // two-item menu): SDL clips its fills and copies to it, and the blurred home screen is
        // sampled there alone. Clipping drops whole pixels outside and changes none inside (the
        // cells are unscaled copies of textures, fills and the blur's per-pixel samples): the
        // sheets are byte-identical to whole-screen drawing (checked with old and new binaries).
        var window = SDL_Rect(x: Int32(x), y: Int32(y), w: Int32(width), h: Int32(height))
        worker.canvas.renderer.directBlurWindow = window
        SDL_RenderSetClipRect(worker.canvas.renderer.renderer, &window)
        worker.canvas.draw(list)
        SDL_RenderSetClipRect(worker.canvas.renderer.renderer, nil)
        worker.canvas.renderer.directBlurWindow = nil
        return CellPixels(
            pixels: worker.canvas.pixels(x: x, y: y, width: width, height: height), width: width, height: height)
    }
}
