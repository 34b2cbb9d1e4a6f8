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
    private var fallbacks: [FallbackKey: OpaquePointer] = [:]
    private var plans: [ChoiceKey: [(Int, Int)]] = [:]

    private struct FallbackKey: Hashable {
        let index: Int
        let pixels: Int32
    }

    private struct ChoiceKey: Hashable {
        let text: String
        let weight: FontWeight
    }

    public init(locator: FontLocator) throws {
        self.locator = locator
        if TTF_WasInit() == 0 && TTF_Init() != 0 {
            throw FontLocator.Failure(description: "forcelab: error: SDL_ttf could not start: \(String(cString: SDL_GetError()))")
        }
        try locator.validate()
    }

    deinit {
        for font in fonts.values { TTF_CloseFont(font) }
        for font in fallbacks.values { TTF_CloseFont(font) }
    }

    /// A piece of a text run set in one font.
    public struct Segment {
        public let text: String
        public let font: OpaquePointer
    }

    /// `text` split into pieces by font: each character in the main font when it has the glyph,
    /// else in the first fallback that has it (Japanese in Droid Sans Fallback, the digits
    /// beside it in Inter). Measuring and drawing both go through this, so they agree.
    public func segments(_ text: String, weight: FontWeight, pixels: Int32) throws -> [Segment] {
        let main = try font(weight: weight, pixels: pixels)
        let key = ChoiceKey(text: text, weight: weight)
        let plan: [(Int, Int)]  // (character count, font index: -1 main)
        if let known = plans[key] {
            plan = known
        } else {
            var built: [(Int, Int)] = []
            for character in text {
                let index = try fontIndex(for: character, main: main, pixels: pixels)
                if let last = built.last, last.1 == index {
                    built[built.count - 1].0 += 1
                } else {
                    built.append((1, index))
                }
            }
            if plans.count > 20_000 { plans.removeAll(keepingCapacity: true) }
            plans[key] = built
            plan = built
        }
        if plan.count <= 1 {
            let index = plan.first?.1 ?? -1
            return [Segment(text: text, font: index < 0 ? main : (try fallback(index, pixels: pixels) ?? main))]
        }
        var result: [Segment] = []
        var rest = Substring(text)
        for (count, index) in plan {
            let piece = String(rest.prefix(count))
            rest = rest.dropFirst(count)
            result.append(Segment(text: piece, font: index < 0 ? main : (try fallback(index, pixels: pixels) ?? main)))
        }
        return result
    }

    private func provides(_ font: OpaquePointer, _ character: Character) -> Bool {
        for scalar in character.unicodeScalars where scalar.value > 0x20 && !scalar.properties.isWhitespace {
            let category = scalar.properties.generalCategory
            if category == .format || category == .control || category == .nonspacingMark { continue }
            if TTF_GlyphIsProvided32(font, scalar.value) == 0 { return false }
        }
        return true
    }

    /// -1 for the main font, else an index into the locator's fallbacks.
    private func fontIndex(for character: Character, main: OpaquePointer, pixels: Int32) throws -> Int {
        if provides(main, character) { return -1 }
        for index in locator.fallbackPaths.indices {
            if let candidate = try fallback(index, pixels: pixels), provides(candidate, character) { return index }
        }
        return -1
    }

    /// The width in pixels of `text` set through `segments`.
    public func width(of text: String, weight: FontWeight, pixels: Int32) -> Int32? {
        guard let pieces = try? segments(text, weight: weight, pixels: pixels) else { return nil }
        var total: Int32 = 0
        for piece in pieces {
            var w: Int32 = 0, h: Int32 = 0
            guard TTF_SizeUTF8(piece.font, piece.text, &w, &h) == 0 else { return nil }
            total += w
        }
        return total
    }

    /// `text` drawn white on transparent (colour is applied when the texture is drawn), with
    /// the pieces of different fonts sharing one baseline. The caller frees the surface.
    public func render(_ text: String, weight: FontWeight, pixels: Int32) -> UnsafeMutablePointer<SDL_Surface>? {
        guard let pieces = try? segments(text, weight: weight, pixels: pixels), !pieces.isEmpty else { return nil }
        let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
        if pieces.count == 1 { return TTF_RenderUTF8_Blended(pieces[0].font, pieces[0].text, white) }
        let ascent = pieces.map { TTF_FontAscent($0.font) }.max() ?? 0
        let descent = pieces.map { -TTF_FontDescent($0.font) }.max() ?? 0
        var surfaces: [(UnsafeMutablePointer<SDL_Surface>, Int32)] = []
        defer { for (surface, _) in surfaces { SDL_FreeSurface(surface) } }
        var width: Int32 = 0
        for piece in pieces {
            guard let surface = TTF_RenderUTF8_Blended(piece.font, piece.text, white) else { continue }
            surfaces.append((surface, ascent - TTF_FontAscent(piece.font)))
            width += surface.pointee.w
        }
        let height = max(ascent + descent, surfaces.map { $0.0.pointee.h + $0.1 }.max() ?? 1)
        guard width > 0, let combined = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, fl_pixelformat_argb8888()) else { return nil }
        var x: Int32 = 0
        for (surface, offset) in surfaces {
            SDL_SetSurfaceBlendMode(surface, SDL_BLENDMODE_NONE)
            var target = SDL_Rect(x: x, y: offset, w: surface.pointee.w, h: surface.pointee.h)
            SDL_UpperBlit(surface, nil, combined, &target)
            x += surface.pointee.w
        }
        return combined
    }

    private func fallback(_ index: Int, pixels: Int32) throws -> OpaquePointer? {
        let key = FallbackKey(index: index, pixels: max(1, pixels))
        if let font = fallbacks[key] { return font }
        guard locator.fallbackPaths.indices.contains(index), let font = TTF_OpenFont(locator.fallbackPaths[index], key.pixels) else { return nil }
        TTF_SetFontHinting(font, TTF_HINTING_LIGHT)
        TTF_SetFontKerning(font, 1)
        fallbacks[key] = font
        return font
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
        guard let width = library.width(of: text, weight: spec.weight, pixels: pixels) else { return 0 }
        let points = Double(width) / scale
        if cache.count > 50_000 { cache.removeAll(keepingCapacity: true) }
        cache[cacheKey] = points
        return points
    }
}
