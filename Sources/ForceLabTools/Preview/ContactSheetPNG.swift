import ForceLabFiles
import ForceLabOptions
import ForceLabSDL
import Foundation
import Geometry
import Simulator

/// The sheet as one PNG, streamed: each row band (its labels, frames and cells) is drawn on a
/// canvas of its own, filtered, freed, and deflated on another core while the next bands are
/// drawn (`FastPNGStream`), so the whole sheet is never in memory (Firefox's is 2298 x 15266 px).
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
            try add(try band(0..<0, top: 0, rows: pixelRows[1], width: width, size: size, columns: columns), to: png)
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
                try add(canvas, to: png)
            }
            try png.finish()
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

    private func add(_ canvas: HeadlessCanvas, to png: FastPNGStream) throws {
        let surface = canvas.surface
        try png.append(argb: surface.pointee.pixels, rows: canvas.pixelHeight, pitch: Int(surface.pointee.pitch))
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
