import ForceLabSDL
import TestSupport

/// The headless canvas as a golden picture (TestSupport's `assertGolden(.image(canvas), at:)`).
extension HeadlessCanvas: GoldenPicture {
    public var goldenWidth: Int { pixelWidth }
    public var goldenHeight: Int { pixelHeight }
    public func goldenPixels() -> [UInt32] { pixels().map { $0 | 0xff00_0000 } }
    public func saveGoldenPNG(_ path: String) throws { try savePNG(path) }
    public static func readGoldenPNG(_ path: String) -> (width: Int, height: Int, pixels: [UInt32])? {
        guard let golden = PNGReader.pixels(path: path) else { return nil }
        return (golden.width, golden.height, golden.pixels)
    }
}
