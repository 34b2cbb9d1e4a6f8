import ForceLabFiles
import ForceLabOptions
import ForceLabSDL
import Foundation
import Geometry
import Simulator

/// The sheet as one PNG, streamed: each row band (its labels, frames and cells) is drawn on a
/// canvas of its own and deflated into the file while the next band's cells are drawn, so the
/// whole sheet is never in memory (Firefox's is 2298 x 15266 px).
extension ContactSheetOutput {
    /// Where the sheet's bands meet, in points: the header's band ends half a gap above the first
    /// row of cells, each row's band half a gap above the next row; the last ends at the bottom.
    func bandEdges(rows: Int, size: Size, height: Double) -> [Double] {
        var edges: [Double] = [0]
        for row in 0..<rows {
            edges.append(
                Self.margin + Self.headerHeight + Double(row) * (size.height + Self.labelHeight + Self.gap) - Self.gap
                    / 2)
        }
        edges.append(height)
        return edges
    }

    /// The sheet as one PNG: a header line, then the cells in a grid with their labels.
    func writePNG(to path: String) throws {
        let size = cellSize
        let columns = max(1, sheet.columns)
        let rows = (cells.count + columns - 1) / columns
        // At least wide enough for the header line.
        let width = max(640, 2 * Self.margin + Double(columns) * size.width + Double(columns - 1) * Self.gap)
        let height =
            Self.margin + Self.headerHeight + Double(rows) * (size.height + Self.labelHeight) + Double(max(0, rows - 1))
            * Self.gap + Self.margin
        let pixelRows = bandEdges(rows: rows, size: size, height: height).map { Int(($0 * scale).rounded()) }
        let file = try OutputFile(path: path)
        do {
            let png = try FastPNGStream(
                file: file, width: Int((width * scale).rounded()), height: pixelRows.last ?? 0)
            let encoder = BandEncoder(png: png)
            try encoder.add(try band(0..<0, top: 0, rows: pixelRows[1], width: width, size: size, columns: columns))
            let bands = try ContactSheetBands(output: self)
            try bands.draw(columns: columns) { range, drawn in
                let row = range.lowerBound / columns
                let canvas = try band(
                    range, top: pixelRows[row + 1], rows: pixelRows[row + 2] - pixelRows[row + 1], width: width,
                    size: size, columns: columns)
                for (offset, cell) in drawn.enumerated() {
                    let at = origin(range.lowerBound + offset, size: size, columns: columns)
                    canvas.paste(
                        cell.pixels, width: cell.width, height: cell.height, x: Int((at.x * scale).rounded()),
                        y: Int((at.y * scale).rounded()) - pixelRows[row + 1])
                }
                try encoder.add(canvas)
            }
            try encoder.finish()
            try file.commit()
        } catch {
            file.discard()
            throw error
        }
    }

    func origin(_ index: Int, size: Size, columns: Int) -> Point {
        Point(
            x: Self.margin + Double(index % columns) * (size.width + Self.gap),
            y: Self.margin + Self.headerHeight + Double(index / columns) * (size.height + Self.labelHeight + Self.gap))
    }

    /// A band `rows` pixels high from pixel row `top`, with what is drawn on it before its cells'
    /// pixels: the background, the header (band 0) or the labels and frames of `cells`.
    private func band(_ cells: Range<Int>, top: Int, rows: Int, width: Double, size: Size, columns: Int) throws
        -> HeadlessCanvas
    {
        let offset = Double(top) / scale
        let bandSize = Size(width: width, height: Double(rows) / scale)
        let canvas = try HeadlessCanvas(size: bandSize, scale: scale, fonts: fonts, images: images)
        var list = DisplayList(size: bandSize)
        list.append(.rect(Rect(origin: .zero, size: bandSize), Color(r: 242, g: 242, b: 247)))
        if cells.isEmpty {
            appendHeader(to: &list, width: width)
        } else {
            appendCellLabels(to: &list, cells: cells, size: size) { index in
                let at = origin(index, size: size, columns: columns)
                return Point(x: at.x, y: at.y - offset)
            }
        }
        canvas.draw(list)
        return canvas
    }

}

/// Deflates the bands in order on a thread of its own, at most two bands waiting. The bands'
/// canvases are freed on the calling thread (SDL renderers are made and freed on one thread).
private final class BandEncoder: @unchecked Sendable {
    private let png: FastPNGStream
    private let queue = DispatchQueue(label: "forcelab.sheet.png")
    private let room = DispatchSemaphore(value: 2)
    private let lock = NSLock()
    private var failure: Error?
    private var encoded: [HeadlessCanvas] = []

    init(png: FastPNGStream) { self.png = png }

    func add(_ canvas: HeadlessCanvas) throws {
        try check()
        room.wait()
        queue.async { [self] in
            defer { room.signal() }
            if failed == nil {
                do {
                    let surface = canvas.surface
                    try png.append(
                        argb: surface.pointee.pixels, rows: canvas.pixelHeight, pitch: Int(surface.pointee.pitch))
                } catch {
                    lock.withLock { failure = failure ?? error }
                }
            }
            lock.withLock { encoded.append(canvas) }
        }
    }

    func finish() throws {
        queue.sync {}
        try check()
        try png.finish()
    }

    private var failed: Error? { lock.withLock { failure } }

    /// Throws the first failure; frees the canvases encoded so far.
    private func check() throws {
        let done = lock.withLock {
            let done = encoded
            encoded = []
            return done
        }
        _ = done
        if let failed { throw failed }
    }
}
