/// CPU pixel work on ARGB8888 buffers: anti-aliased rounded-rectangle coverage, alpha masks,
/// tinting and a fast blur. Kept free of SDL so it can be tested on plain arrays.
public enum PixelOps {
    /// Coverage (0...255) of a rounded rectangle `width` x `height` with corner `radius`, in
    /// pixels, sampled at pixel centres with a one-pixel ramp at the edge: anti-aliased corners.
    public static func roundedRectCoverage(width: Int, height: Int, radius: Double) -> [UInt8] {
        var coverage = [UInt8](repeating: 255, count: max(0, width * height))
        CornerCoverage(width: width, height: height, radius: radius).forEachMirrored(width: width, height: height) {
            coverage[$0] = $1
        }
        return coverage
    }

    /// The top-left corner of `roundedRectCoverage`: the coverage of each pixel the corner's
    /// arc reaches (nil where it leaves the 255 alone), mirrored into the other three corners.
    public struct CornerCoverage: Sendable {
        /// The corner's columns and rows (the rectangle's size caps them).
        public let columns: Int
        public let rows: Int
        /// Row by row, `columns` per row.
        public let values: [UInt8?]

        public init(width: Int, height: Int, radius: Double) {
            let r = min(radius, Double(min(width, height)) / 2)
            guard r > 0, width > 0, height > 0 else {
                (columns, rows, values) = (0, 0, [])
                return
            }
            let corner = Int(r.rounded(.up))
            columns = min(width, corner + 1)
            rows = min(height, corner + 1)
            var values = [UInt8?](repeating: nil, count: columns * rows)
            for y in 0..<rows {
                for x in 0..<columns {
                    let dx = r - (Double(x) + 0.5)
                    let dy = r - (Double(y) + 0.5)
                    guard dx > 0 && dy > 0 else { continue }
                    let distance = (dx * dx + dy * dy).squareRoot()
                    let value = max(0, min(1, r - distance + 0.5))
                    values[y * columns + x] = UInt8((value * 255).rounded())
                }
            }
            self.values = values
        }

        /// Hands `body` the index of each pixel of a `width` x `height` rectangle that a corner
        /// value reaches, mirrored into the four corners, and that value, row by row (where
        /// corners overlap, a later pixel's value is handed after an earlier one's).
        public func forEachMirrored(width: Int, height: Int, _ body: (_ index: Int, _ coverage: UInt8) -> Void) {
            for y in 0..<rows {
                for x in 0..<columns {
                    guard let value = values[y * columns + x] else { continue }
                    body(y * width + x, value)
                    body(y * width + (width - 1 - x), value)
                    body((height - 1 - y) * width + x, value)
                    body((height - 1 - y) * width + (width - 1 - x), value)
                }
            }
        }

        /// True when the four mirrored corners of a `width` x `height` rectangle never overlap,
        /// so each pixel's coverage is one corner's value or 255.
        public func isApart(width: Int, height: Int) -> Bool { 2 * columns <= width && 2 * rows <= height }

        /// The coverage of pixel (`x`, `y`) of a `width` x `height` rectangle (corners apart).
        @inline(__always)
        public func coverage(x: Int, y: Int, width: Int, height: Int) -> UInt8 {
            let cx = x < columns ? x : (x >= width - columns ? width - 1 - x : -1)
            let cy = y < rows ? y : (y >= height - rows ? height - 1 - y : -1)
            guard cx >= 0, cy >= 0 else { return 255 }
            return values[cy * columns + cx] ?? 255
        }
    }

    /// Multiplies each pixel's alpha by the coverage of a rounded rectangle of the pixels' size:
    /// `applyMask` with `roundedRectCoverage`, touching only the corners when they are apart.
    public static func applyRoundedMask(_ pixels: inout [UInt32], width: Int, height: Int, radius: Double) {
        let corner = CornerCoverage(width: width, height: height, radius: radius)
        guard corner.isApart(width: width, height: height), pixels.count == width * height else {
            applyMask(&pixels, mask: roundedRectCoverage(width: width, height: height, radius: radius))
            return
        }
        // Apart, each pixel is reached once.
        corner.forEachMirrored(width: width, height: height) { index, value in
            guard value != 255 else { return }
            let pixel = pixels[index]
            pixels[index] = (pixel & 0x00ff_ffff) | ((pixel >> 24) * UInt32(value) / 255) << 24
        }
    }

    /// Multiplies each pixel's alpha by the mask (same size) in place.
    public static func applyMask(_ pixels: inout [UInt32], mask: [UInt8]) {
        precondition(pixels.count == mask.count)
        for index in pixels.indices where mask[index] != 255 {
            let pixel = pixels[index]
            let alpha = (pixel >> 24) * UInt32(mask[index]) / 255
            pixels[index] = (pixel & 0x00ff_ffff) | (alpha << 24)
        }
    }

    /// Multiplies every pixel's colour (not its alpha) by `shade`/255.
    public static func shade(_ pixels: inout [UInt32], by shade: UInt8) {
        let factor = UInt32(shade)
        for index in pixels.indices {
            let p = pixels[index]
            let r = (p >> 16 & 0xff) * factor / 255
            let g = (p >> 8 & 0xff) * factor / 255
            let b = (p & 0xff) * factor / 255
            pixels[index] = (p & 0xff00_0000) | r << 16 | g << 8 | b
        }
    }

    /// Replaces every pixel's colour with `rgb` (0xRRGGBB), keeping its alpha: template images.
    public static func tint(_ pixels: inout [UInt32], rgb: UInt32) {
        for index in pixels.indices {
            pixels[index] = (pixels[index] & 0xff00_0000) | (rgb & 0x00ff_ffff)
        }
    }

    /// A blur of about `radius` pixels (a Gaussian approximated by three box passes) on an
    /// ARGB8888 image. Large radii are done on a downsampled copy, which looks the same and costs
    /// a fraction. Returns the blurred image at the same size (`ReducedBlur` draws it without
    /// making that full-size copy).
    public static func blur(_ pixels: [UInt32], width: Int, height: Int, radius: Double) -> [UInt32] {
        guard radius >= 0.5, width > 0, height > 0 else { return pixels }
        return pixels.withUnsafeBytes { raw in
            ReducedBlur(argb: raw.baseAddress!, pitch: width * 4, width: width, height: height, radius: radius)
        }.upsampled()
    }

    /// Source pixels per reduced pixel for a blur of `radius` pixels: about a third of it.
    static func blurFactor(radius: Double) -> Int { max(1, Int(radius / 3)) }

    /// Three separable box passes: horizontal then vertical, each run three times.
    static func boxBlur3(_ pixels: inout [UInt32], width: Int, height: Int, radius: Int) {
        guard radius > 0 else { return }
        var scratch = [UInt32](repeating: 0, count: pixels.count)
        for _ in 0..<3 {
            boxPass(pixels, into: &scratch, count: width, lines: height, step: 1, lineStep: width, radius: radius)
            boxPass(scratch, into: &pixels, count: height, lines: width, step: width, lineStep: 1, radius: radius)
        }
    }

    /// One box pass along lines of `count` pixels, `step` apart, with edge pixels extended.
    private static func boxPass(
        _ source: [UInt32], into target: inout [UInt32], count: Int, lines: Int, step: Int, lineStep: Int, radius: Int
    ) {
        let window = UInt32(2 * radius + 1)
        source.withUnsafeBufferPointer { src in
            target.withUnsafeMutableBufferPointer { dst in
                for line in 0..<lines {
                    let base = line * lineStep
                    func at(_ i: Int) -> UInt32 { src[base + max(0, min(count - 1, i)) * step] }
                    var a: UInt32 = 0
                    var r: UInt32 = 0
                    var g: UInt32 = 0
                    var b: UInt32 = 0
                    for i in -radius...radius {
                        let p = at(i)
                        a += p >> 24
                        r += p >> 16 & 0xff
                        g += p >> 8 & 0xff
                        b += p & 0xff
                    }
                    for i in 0..<count {
                        dst[base + i * step] =
                            (a / window) << 24 | (r / window) << 16 | (g / window) << 8 | (b / window)
                        let add = at(i + radius + 1)
                        let remove = at(i - radius)
                        a = a + (add >> 24) - (remove >> 24)
                        r = r + (add >> 16 & 0xff) - (remove >> 16 & 0xff)
                        g = g + (add >> 8 & 0xff) - (remove >> 8 & 0xff)
                        b = b + (add & 0xff) - (remove & 0xff)
                    }
                }
            }
        }
    }
}
