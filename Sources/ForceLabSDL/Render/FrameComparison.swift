import CSDL2
import ForceLabFiles
import Foundation
import SourceFormats

/// A picture as ARGB8888 pixels, row by row: what a golden frame decodes to.
public struct PixelImage: Equatable {
    public var width: Int
    public var height: Int
    public var pixels: [UInt32]

    public init(width: Int, height: Int, pixels: [UInt32]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The largest picture file read (a golden frame, a frame compared or copied into a
    /// report): a frame at the largest scale is far smaller.
    public static let maximumFileBytes = 64 << 20

    /// Decodes a PNG (or any format SDL_image reads): the file is read through `BoundedFile`
    /// (a FIFO or device is refused at once, a file over `maximumFileBytes` by its size), then
    /// decoded from memory.
    public static func load(_ path: String) throws -> PixelImage {
        let data: Data
        do throws(BoundedFile.Failure) {
            data = try BoundedFile.read(path, limit: maximumFileBytes)
        } catch {
            throw ToolFailure(path: path, "cannot read the picture: \(error.message(limit: maximumFileBytes))")
        }
        let loaded: UnsafeMutablePointer<SDL_Surface>? = data.withUnsafeBytes { raw in
            guard let rw = fl_rw_from_const_mem(raw.baseAddress, Int32(raw.count)) else { return nil }
            defer { SDL_RWclose(rw) }
            return IMG_Load_RW(rw, 0)
        }
        guard let surface = loaded else {
            throw ToolFailure(path: path, "cannot read the picture: \(String(cString: SDL_GetError()))")
        }
        defer { SDL_FreeSurface(surface) }
        let width = Int(surface.pointee.w)
        let height = Int(surface.pointee.h)
        return PixelImage(
            width: width, height: height, pixels: Surfaces.argbPixels(of: surface, width: width, height: height))
    }

    /// The canvas's current pixels.
    public init(_ canvas: HeadlessCanvas) {
        self.init(width: canvas.pixelWidth, height: canvas.pixelHeight, pixels: canvas.pixels())
    }

    /// Writes the picture as PNG (temporary file, then renamed); with `reportedAs`, into a
    /// staged folder in place, errors naming where it will end up.
    public func savePNG(_ path: String, reportedAs reported: String? = nil) throws {
        let bytes = pixels.withUnsafeBytes {
            FastPNG.encode(argb: $0.baseAddress!, width: width, height: height, pitch: width * 4)
        }
        if let reported {
            try OutputFile.write(bytes, to: path, placement: .inPlace, reportedPath: reported)
        } else {
            try OutputFile.write(bytes, to: path)
        }
    }
}

/// A rectangle of pixels left out of a comparison (`--mask`, converted from points).
public struct PixelRect: Equatable, Sendable {
    public var x: Int, y: Int, width: Int, height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The pixels a rectangle in points covers at `scale` pixels per point: every pixel it
    /// touches, so a mask never leaves a sliver of an antialiased edge.
    public init(points x: Double, _ y: Double, _ width: Double, _ height: Double, scale: Double) {
        let left = Int((x * scale).rounded(.down))
        let top = Int((y * scale).rounded(.down))
        let right = Int(((x + width) * scale).rounded(.up))
        let bottom = Int(((y + height) * scale).rounded(.up))
        self.init(x: left, y: top, width: right - left, height: bottom - top)
    }
}

/// How two frames differ: pixels that differ by more than `channelDelta` levels in any colour
/// channel (alpha is ignored: frames are opaque), outside the masks.
public struct FrameComparison {
    /// The default: a difference of at most this many levels in every channel is not a
    /// difference (PNG round trips are exact, but this leaves room for a renderer that dithers).
    public static let levels: UInt32 = 2

    public let differing: Int
    /// Pixels compared: all of them less the masked ones.
    public let total: Int
    /// The largest channel difference of any compared pixel.
    public let largestDelta: UInt32
    /// Whether the sizes differ (then every pixel counts as differing).
    public let sizeMismatch: Bool

    /// The fraction 0...1 of compared pixels that differ.
    public var fraction: Double { total == 0 ? 0 : Double(differing) / Double(total) }

    public init(
        expected: PixelImage, actual: PixelImage, channelDelta: UInt32 = FrameComparison.levels, masks: [PixelRect] = []
    ) {
        guard expected.width == actual.width, expected.height == actual.height else {
            differing = max(expected.pixels.count, actual.pixels.count)
            total = differing
            largestDelta = 255
            sizeMismatch = true
            return
        }
        sizeMismatch = false
        let masked = FrameComparison.maskBitmap(width: actual.width, height: actual.height, masks: masks)
        var count = 0
        var compared = 0
        var largest: UInt32 = 0
        expected.pixels.withUnsafeBufferPointer { e in
            actual.pixels.withUnsafeBufferPointer { a in
                for index in 0..<a.count {
                    if let masked, masked[index] { continue }
                    compared += 1
                    if e[index] & 0xFF_FFFF == a[index] & 0xFF_FFFF { continue }
                    let delta = FrameComparison.delta(e[index], a[index])
                    largest = max(largest, delta)
                    if delta > channelDelta { count += 1 }
                }
            }
        }
        differing = count
        total = compared
        largestDelta = largest
    }

    /// Which pixels the masks cover, nil without masks.
    static func maskBitmap(width: Int, height: Int, masks: [PixelRect]) -> [Bool]? {
        guard !masks.isEmpty else { return nil }
        var bitmap = [Bool](repeating: false, count: width * height)
        for rect in masks {
            let left = max(0, rect.x)
            let right = min(width, rect.x + rect.width)
            let top = max(0, rect.y)
            let bottom = min(height, rect.y + rect.height)
            guard left < right, top < bottom else { continue }
            for y in top..<bottom { for x in left..<right { bitmap[y * width + x] = true } }
        }
        return bitmap
    }

    /// The largest difference of the three colour channels.
    @inline(__always)
    static func delta(_ a: UInt32, _ b: UInt32) -> UInt32 {
        var largest: UInt32 = 0
        for shift: UInt32 in [0, 8, 16] {
            let x = (a >> shift) & 0xFF
            let y = (b >> shift) & 0xFF
            largest = max(largest, x > y ? x - y : y - x)
        }
        return largest
    }

    /// The actual frame dimmed to a third, with every differing pixel pure red and masked
    /// pixels tinted blue (sizes that differ: the actual frame dimmed, framed in red).
    public static func diffImage(
        expected: PixelImage, actual: PixelImage, channelDelta: UInt32 = FrameComparison.levels, masks: [PixelRect] = []
    ) -> PixelImage {
        var out = actual.pixels.map { pixel -> UInt32 in
            let r = (pixel >> 16 & 0xFF) / 3
            let g = (pixel >> 8 & 0xFF) / 3
            let b = (pixel & 0xFF) / 3
            return 0xFF00_0000 | r << 16 | g << 8 | b
        }
        let sameSize = expected.width == actual.width && expected.height == actual.height
        let masked = sameSize ? maskBitmap(width: actual.width, height: actual.height, masks: masks) : nil
        for y in 0..<actual.height {
            for x in 0..<actual.width {
                let index = y * actual.width + x
                if let masked, masked[index] {
                    out[index] = (out[index] & 0xFFFF_FF00) | 0xC0
                    continue
                }
                let border = x < 4 || y < 4 || x >= actual.width - 4 || y >= actual.height - 4
                if sameSize ? delta(expected.pixels[index], actual.pixels[index]) > channelDelta : border {
                    out[index] = 0xFFFF_0000
                }
            }
        }
        return PixelImage(width: actual.width, height: actual.height, pixels: out)
    }
}
