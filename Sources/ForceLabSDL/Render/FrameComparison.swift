import CSDL2
import Foundation

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

    /// Decodes a PNG (or any format SDL_image reads) with `IMG_Load`.
    public static func load(_ path: String) throws -> PixelImage {
        guard let surface = IMG_Load(path) else {
            throw ToolFailure(path: path, "cannot read the picture: \(String(cString: SDL_GetError()))")
        }
        defer { SDL_FreeSurface(surface) }
        let width = Int(surface.pointee.w)
        let height = Int(surface.pointee.h)
        return PixelImage(width: width, height: height, pixels: Surfaces.argbPixels(of: surface, width: width, height: height))
    }

    /// The canvas's current pixels.
    public init(_ canvas: HeadlessCanvas) {
        self.init(width: canvas.pixelWidth, height: canvas.pixelHeight, pixels: canvas.pixels())
    }

    /// Writes the picture as PNG (temporary file, then renamed).
    public func savePNG(_ path: String) throws {
        guard let surface = Surfaces.surface(from: pixels, width: width, height: height) else {
            throw SDLError(path: path, "cannot make a \(width)x\(height) surface")
        }
        defer { SDL_FreeSurface(surface) }
        try PNGFile.write(surface, to: path)
    }
}

/// How two frames differ: pixels that differ by more than `FrameComparison.levels` in any
/// colour channel (alpha is ignored: frames are opaque).
public struct FrameComparison {
    /// A difference of at most this many levels in every channel is not a difference (PNG
    /// round trips are exact, but this leaves room for a renderer that dithers).
    public static let levels: UInt32 = 2

    public let differing: Int
    public let total: Int
    /// Whether the sizes differ (then every pixel counts as differing).
    public let sizeMismatch: Bool

    /// The fraction 0...1 of pixels that differ.
    public var fraction: Double { total == 0 ? 0 : Double(differing) / Double(total) }

    public init(expected: PixelImage, actual: PixelImage) {
        guard expected.width == actual.width, expected.height == actual.height else {
            differing = max(expected.pixels.count, actual.pixels.count)
            total = differing
            sizeMismatch = true
            return
        }
        sizeMismatch = false
        total = actual.pixels.count
        var count = 0
        expected.pixels.withUnsafeBufferPointer { e in
            actual.pixels.withUnsafeBufferPointer { a in
                for index in 0..<a.count where FrameComparison.differs(e[index], a[index]) { count += 1 }
            }
        }
        differing = count
    }

    @inline(__always)
    static func differs(_ a: UInt32, _ b: UInt32) -> Bool {
        if a & 0xFF_FFFF == b & 0xFF_FFFF { return false }
        for shift: UInt32 in [0, 8, 16] {
            let x = (a >> shift) & 0xFF
            let y = (b >> shift) & 0xFF
            if (x > y ? x - y : y - x) > levels { return true }
        }
        return false
    }

    /// The actual frame dimmed to a third, with every differing pixel pure red (sizes that
    /// differ: the actual frame dimmed, framed in red).
    public static func diffImage(expected: PixelImage, actual: PixelImage) -> PixelImage {
        var out = actual.pixels.map { pixel -> UInt32 in
            let r = (pixel >> 16 & 0xFF) / 3, g = (pixel >> 8 & 0xFF) / 3, b = (pixel & 0xFF) / 3
            return 0xFF00_0000 | r << 16 | g << 8 | b
        }
        let sameSize = expected.width == actual.width && expected.height == actual.height
        for y in 0..<actual.height {
            for x in 0..<actual.width {
                let index = y * actual.width + x
                let border = x < 4 || y < 4 || x >= actual.width - 4 || y >= actual.height - 4
                if sameSize ? differs(expected.pixels[index], actual.pixels[index]) : border {
                    out[index] = 0xFFFF_0000
                }
            }
        }
        return PixelImage(width: actual.width, height: actual.height, pixels: out)
    }
}
