import CSDL2

/// Reading PNG files back as pixels (for golden-image tests).
public enum PNGReader {
    /// The picture's size and its pixels as ARGB8888 with alpha forced opaque, or nil when the
    /// file cannot be read.
    public static func pixels(path: String) -> (width: Int, height: Int, pixels: [UInt32])? {
        guard let surface = IMG_Load(path) else { return nil }
        defer { SDL_FreeSurface(surface) }
        let width = Int(surface.pointee.w)
        let height = Int(surface.pointee.h)
        let pixels = Surfaces.argbPixels(of: surface, width: width, height: height).map { $0 | 0xff00_0000 }
        return (width, height, pixels)
    }
}
