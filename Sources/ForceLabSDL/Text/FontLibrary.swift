import CSDL2
import QuickActions

/// Open SDL_ttf fonts by (weight, pixel size), opened once and kept. TTF_Init needs no SDL_Init,
/// so headless commands (lint, render) can measure and draw text with no display.
public final class FontLibrary: @unchecked Sendable {
    private struct Key: Hashable {
        let weight: FontWeight
        let pixels: Int32
    }

    public let locator: FontLocator
    private var fonts: [Key: OpaquePointer] = [:]

    public init(locator: FontLocator) throws {
        self.locator = locator
        if TTF_WasInit() == 0 && TTF_Init() != 0 {
            throw FontLocator.Failure(description: "forcelab: error: SDL_ttf could not start: \(String(cString: SDL_GetError()))")
        }
        try locator.validate()
    }

    deinit {
        for font in fonts.values { TTF_CloseFont(font) }
    }

    /// The font for `weight` at `pixels` pixels (the point size times the device scale).
    public func font(weight: FontWeight, pixels: Int32) throws -> OpaquePointer {
        let key = Key(weight: weight, pixels: max(1, pixels))
        if let font = fonts[key] { return font }
        let path = try locator.path(for: weight)
        guard let font = TTF_OpenFont(path, key.pixels) else {
            throw FontLocator.Failure(description: "\(path): error: SDL_ttf cannot open this font: \(String(cString: SDL_GetError()))")
        }
        TTF_SetFontHinting(font, TTF_HINTING_LIGHT)
        TTF_SetFontKerning(font, 1)
        fonts[key] = font
        return font
    }
}

/// Measures text with the real font through SDL_ttf: the measure that drives both the picture
/// and `forcelab lint`. Fonts are opened at the device's pixel scale, widths returned in points.
public final class TTFTextMeasurer: TextMeasurer {
    public let library: FontLibrary
    public let scale: Double
    private var cache: [String: Double] = [:]

    public init(library: FontLibrary, scale: Double = 3) {
        self.library = library
        self.scale = scale
    }

    public func width(of text: String, font spec: FontSpec) -> Double {
        if text.isEmpty { return 0 }
        let cacheKey = "\(spec.weight.rawValue)|\(spec.size)|\(text)"
        if let cached = cache[cacheKey] { return cached }
        let pixels = Int32((spec.size * scale).rounded())
        var width: Int32 = 0
        var height: Int32 = 0
        guard let font = try? library.font(weight: spec.weight, pixels: pixels),
              TTF_SizeUTF8(font, text, &width, &height) == 0
        else { return 0 }
        let points = Double(width) / scale
        if cache.count > 50_000 { cache.removeAll(keepingCapacity: true) }
        cache[cacheKey] = points
        return points
    }
}
