import Foundation

/// A blur kept at the reduced resolution it is computed at: `factor` x `factor` source pixels
/// averaged into one, blurred there, and drawn at full size by sampling it bilinearly straight
/// into the target (`draw(into:...)`). No full-size copy of the blurred picture is ever made.
/// Drawing gives exactly the pixels of `upsampled()` followed by `PixelOps.shade`.
public struct ReducedBlur: Sendable {
    /// The reduced image, ARGB8888, row by row.
    public let pixels: [UInt32]
    public let width: Int
    public let height: Int
    /// Source pixels per reduced pixel along each axis (1: blurred at full resolution).
    public let factor: Int
    /// The size it stands for.
    public let fullWidth: Int
    public let fullHeight: Int

    /// Reduces and blurs a `width` x `height` picture whose rows `rows(y, count, into)` copies,
    /// `count` rows from row `y` on, into a buffer of `count * width` pixels. Rows are asked for
    /// in bands of `factor`, top to bottom: the full-size picture is never copied whole.
    public init(
        width: Int, height: Int, radius: Double,
        rows: (_ y: Int, _ count: Int, _ into: UnsafeMutablePointer<UInt32>) -> Void
    ) {
        let factor = PixelOps.blurFactor(radius: radius)
        var reducer = BlockAverager(width: width, height: height, factor: factor)
        let band = UnsafeMutablePointer<UInt32>.allocate(capacity: width * factor)
        defer { band.deallocate() }
        var y = 0
        while y < height {
            let count = min(factor, height - y)
            rows(y, count, band)
            reducer.add(band: band, rows: count)
            y += count
        }
        self.init(reduced: reducer.result, width: width, height: height, factor: factor, radius: radius)
    }

    /// Blurs the reduced image (`factor` x `factor` blocks of a `width` x `height` picture, averaged).
    private init(reduced: [UInt32], width: Int, height: Int, factor: Int, radius: Double) {
        var small = reduced
        let smallWidth = max(1, (width + factor - 1) / factor)
        let smallHeight = max(1, (height + factor - 1) / factor)
        let boxRadius = factor == 1 ? Int(radius.rounded()) : max(1, Int((radius / Double(factor)).rounded()))
        if radius >= 0.5 {
            PixelOps.boxBlur3(&small, width: smallWidth, height: smallHeight, radius: boxRadius)
        }
        self.pixels = small
        self.width = smallWidth
        self.height = smallHeight
        self.factor = factor
        self.fullWidth = width
        self.fullHeight = height
    }

    /// Reduces and blurs ARGB8888 rows `pitch` bytes apart. A big picture's rows of blocks are
    /// averaged in bands on every core, each block on its own: the same reduced image as one pass.
    public init(argb base: UnsafeRawPointer, pitch: Int, width: Int, height: Int, radius: Double) {
        let factor = PixelOps.blurFactor(radius: radius)
        let blockRows = (height + factor - 1) / factor
        let bands = RowBands(rows: blockRows, pixels: width * height, minimumRows: 16)
        var parts = [[UInt32]](repeating: [], count: bands.count)
        parts.withUnsafeMutableBufferPointer { parts in
            let parts = parts
            bands.run { band, blocks in
                let firstRow = blocks.lowerBound * factor
                let endRow = min(height, blocks.upperBound * factor)
                var reducer = BlockAverager(width: width, height: endRow - firstRow, factor: factor)
                var y = firstRow
                while y < endRow {
                    let count = min(factor, endRow - y)
                    // Rows `pitch` apart: a band of `count` rows is contiguous only when the
                    // pitch is the width.
                    reducer.add(rows: base.advanced(by: y * pitch), pitch: pitch, count: count)
                    y += count
                }
                parts[band] = reducer.result
            }
        }
        self.init(reduced: Array(parts.joined()), width: width, height: height, factor: factor, radius: radius)
    }

    /// The blur at full size, as a new array (`fullWidth` x `fullHeight`).
    public func upsampled(shade: UInt8 = 255) -> [UInt32] {
        [UInt32](unsafeUninitializedCapacity: fullWidth * fullHeight) { buffer, count in
            draw(
                into: UnsafeMutableRawPointer(buffer.baseAddress!), pitch: fullWidth * 4,
                bounds: Bounds(width: fullWidth, height: fullHeight), at: (0, 0), shade: shade)
            count = fullWidth * fullHeight
        }
    }

    /// The target's pixels a draw may write: columns `minX..<maxX`, rows `minY..<maxY`.
    public struct Bounds: Equatable, Sendable {
        public var minX = 0, minY = 0, maxX: Int, maxY: Int

        public init(minX: Int = 0, minY: Int = 0, maxX: Int, maxY: Int) {
            (self.minX, self.minY, self.maxX, self.maxY) = (minX, minY, maxX, maxY)
        }

        /// The whole of a target `width` x `height`.
        public init(width: Int, height: Int) { self.init(maxX: width, maxY: height) }
    }

    /// Draws the blur at full size into ARGB8888 rows `pitch` bytes apart, its top left corner at
    /// `origin`, clipped to `bounds` (the target's width and height). Each pixel is the bilinear
    /// sample of the reduced image at the pixel's centre, with 8-bit weights, its colour (not its
    /// alpha) times `shade`/255. It replaces what was there (no blending).
    public func draw(
        into base: UnsafeMutableRawPointer, pitch: Int, bounds: Bounds, at origin: (x: Int, y: Int), shade: UInt8
    ) {
        let xStart = max(0, bounds.minX - origin.x)
        let xEnd = min(fullWidth, bounds.maxX - origin.x)
        let yStart = max(0, bounds.minY - origin.y)
        let yEnd = min(fullHeight, bounds.maxY - origin.y)
        guard xStart < xEnd, yStart < yEnd, !pixels.isEmpty else { return }
        let columns = BilinearTaps(count: xEnd - xStart, from: xStart, factor: factor, size: width)
        let shades = (0..<256).map { UInt32($0) * UInt32(shade) / 255 }
        // Every pixel is computed on its own: bands of rows on every core give one pass's pixels.
        let rows = yEnd - yStart
        RowBands(rows: rows, pixels: rows * (xEnd - xStart), minimumRows: 64).run { _, band in
            drawRows(
                yStart + band.lowerBound..<yStart + band.upperBound, into: base, pitch: pitch, x: origin.x + xStart,
                originY: origin.y, columns: columns, shades: shades)
        }
    }

    /// Rows `range` of `draw`: each row interpolated from the reduced image, vertically then
    /// horizontally, into the target's row `originY + y`, from column `x`.
    private func drawRows(
        _ range: Range<Int>, into base: UnsafeMutableRawPointer, pitch: Int, x: Int, originY: Int,
        columns: BilinearTaps, shades: [UInt32]
    ) {
        // Each reduced column interpolated vertically for the current row: alpha and green in
        // one 64-bit word (32 bits each), red and blue in another. A lane holds at most
        // 255 * 256, and after the horizontal pass 255 * 256 * 256 < 2^32: lanes never carry.
        var ag = [UInt64](repeating: 0, count: width)
        var rb = [UInt64](repeating: 0, count: width)
        pixels.withUnsafeBufferPointer { small in
            for y in range {
                let (y0, y1, wy) = BilinearTaps.tap(y, factor: factor, size: height)
                Self.interpolate(
                    small.baseAddress! + y0 * width, small.baseAddress! + y1 * width, weight: wy, into: &ag, &rb)
                let row = base.advanced(by: (originY + y) * pitch).assumingMemoryBound(to: UInt32.self) + x
                columns.sample(ag, rb, shades: shades, into: row)
            }
        }
    }

    /// The vertical pass: each reduced column between rows `top` and `bottom`, `weight`/256 of
    /// the way down, in two-lane words.
    private static func interpolate(
        _ top: UnsafePointer<UInt32>, _ bottom: UnsafePointer<UInt32>, weight: UInt32, into ag: inout [UInt64],
        _ rb: inout [UInt64]
    ) {
        let up = UInt64(256 - weight)
        let down = UInt64(weight)
        ag.withUnsafeMutableBufferPointer { ag in
            rb.withUnsafeMutableBufferPointer { rb in
                for sx in 0..<ag.count {
                    ag[sx] = agLanes(top[sx]) &* up &+ agLanes(bottom[sx]) &* down
                    rb[sx] = rbLanes(top[sx]) &* up &+ rbLanes(bottom[sx]) &* down
                }
            }
        }
    }

    @inline(__always) private static func agLanes(_ p: UInt32) -> UInt64 {
        UInt64(p >> 24) << 32 | UInt64(p >> 8 & 0xff)
    }

    @inline(__always) private static func rbLanes(_ p: UInt32) -> UInt64 {
        UInt64(p >> 16 & 0xff) << 32 | UInt64(p & 0xff)
    }
}

/// Where each full-size pixel samples a reduced line of `size` pixels: the two neighbours and
/// the weight (0...256) of the second, for the pixel's centre.
struct BilinearTaps {
    private var first: [Int32]
    private var second: [Int32]
    private var weight: [UInt32]

    init(count: Int, from start: Int, factor: Int, size: Int) {
        first = []
        second = []
        weight = []
        first.reserveCapacity(count)
        second.reserveCapacity(count)
        weight.reserveCapacity(count)
        for index in 0..<count {
            let (a, b, w) = Self.tap(start + index, factor: factor, size: size)
            first.append(Int32(a))
            second.append(Int32(b))
            weight.append(w)
        }
    }

    /// The taps of full-size pixel `i`.
    @inline(__always) static func tap(_ i: Int, factor: Int, size: Int) -> (Int, Int, UInt32) {
        let s = max(0, min(Double(size - 1), (Double(i) + 0.5) / Double(factor) - 0.5))
        let i0 = Int(s)
        return (i0, min(size - 1, i0 + 1), UInt32(((s - Double(i0)) * 256).rounded()))
    }

    /// The horizontal pass: one full-size row from the vertically interpolated reduced row
    /// (`ReducedBlur.draw`'s two-lane words), its colour looked up in `shades`.
    func sample(_ ag: [UInt64], _ rb: [UInt64], shades: [UInt32], into row: UnsafeMutablePointer<UInt32>) {
        first.withUnsafeBufferPointer { first in
            second.withUnsafeBufferPointer { second in
                weight.withUnsafeBufferPointer { weight in
                    ag.withUnsafeBufferPointer { ag in
                        rb.withUnsafeBufferPointer { rb in
                            shades.withUnsafeBufferPointer { shades in
                                for index in 0..<first.count {
                                    let x0 = Int(first[index])
                                    let x1 = Int(second[index])
                                    let left = UInt64(256 - weight[index])
                                    let right = UInt64(weight[index])
                                    let agSum = (ag[x0] &* left &+ ag[x1] &* right) >> 16
                                    let rbSum = (rb[x0] &* left &+ rb[x1] &* right) >> 16
                                    let a = UInt32(truncatingIfNeeded: agSum >> 32) & 0xff
                                    let g = shades[Int(truncatingIfNeeded: agSum & 0xff)]
                                    let r = shades[Int(truncatingIfNeeded: rbSum >> 32 & 0xff)]
                                    let b = shades[Int(truncatingIfNeeded: rbSum & 0xff)]
                                    row[index] = a << 24 | r << 16 | g << 8 | b
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}

/// Averages `factor` x `factor` blocks of a picture handed in bands of rows (the last block of
/// a row or column averages the pixels it has).
struct BlockAverager {
    let width: Int
    let height: Int
    let factor: Int
    let smallWidth: Int
    let smallHeight: Int
    private(set) var result: [UInt32]

    init(width: Int, height: Int, factor: Int) {
        self.width = width
        self.height = height
        self.factor = factor
        smallWidth = max(1, (width + factor - 1) / factor)
        smallHeight = max(1, (height + factor - 1) / factor)
        result = []
        result.reserveCapacity(smallWidth * smallHeight)
    }

    /// Adds the next `count` rows, `pitch` bytes apart from `first` (one block's height, or what
    /// is left), making one reduced row.
    mutating func add(rows first: UnsafeRawPointer, pitch: Int, count: Int) {
        if pitch == width * 4 {
            add(band: first.assumingMemoryBound(to: UInt32.self), rows: count)
            return
        }
        let band = UnsafeMutablePointer<UInt32>.allocate(capacity: width * count)
        defer { band.deallocate() }
        for row in 0..<count {
            (band + row * width).update(
                from: first.advanced(by: row * pitch).assumingMemoryBound(to: UInt32.self), count: width)
        }
        add(band: band, rows: count)
    }

    /// Adds the next `rows` rows (one block's height, or what is left), making one reduced row.
    mutating func add(band: UnsafePointer<UInt32>, rows: Int) {
        let (width, factor) = (self.width, self.factor)
        for sx in 0..<smallWidth {
            let x0 = sx * factor
            let x1 = min(width, x0 + factor)
            var a: UInt32 = 0
            var r: UInt32 = 0
            var g: UInt32 = 0
            var b: UInt32 = 0
            for y in 0..<rows {
                let line = band + y * width
                for x in x0..<x1 {
                    let p = line[x]
                    a &+= p >> 24
                    r &+= p >> 16 & 0xff
                    g &+= p >> 8 & 0xff
                    b &+= p & 0xff
                }
            }
            let n = UInt32(rows * (x1 - x0))
            result.append((a / n) << 24 | (r / n) << 16 | (g / n) << 8 | (b / n))
        }
    }
}
