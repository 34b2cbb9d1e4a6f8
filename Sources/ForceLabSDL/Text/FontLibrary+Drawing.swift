import CSDL2
import ForceLabText
import QuickActions

// Drawing a shaped line with SDL_ttf, and the marker that stands for a character no font draws.
// The text engine (ForceLabText) measures and shapes over FreeType and HarfBuzz without SDL;
// each of its fonts is drawn here by a TTF_Font opened from the same file, face and size, with
// the same hinting, so the drawing is the measured line (ForceLabSDLTests compare the two).

/// The SDL_ttf fonts one library draws with, by its measuring font; closed with the library.
final class DrawingFonts {
    var fonts: [ObjectIdentifier: (font: TextFont, ttf: OpaquePointer)] = [:]

    deinit {
        FontLibrary.faceLock.lock()
        defer { FontLibrary.faceLock.unlock() }
        for (_, ttf) in fonts.values { TTF_CloseFont(ttf) }
    }
}

extension FontLibrary {
    private var drawingFonts: DrawingFonts {
        if let known = drawing as? DrawingFonts { return known }
        let made = DrawingFonts()
        drawing = made
        return made
    }

    /// The TTF_Font that draws `font`: TTF_OpenFontIndex on its file, face and size, with light
    /// hinting and kerning when it measures so (`TextFont.lightHinting`). nil when SDL_ttf cannot
    /// open it.
    public func ttf(_ font: TextFont) -> OpaquePointer? {
        let fonts = drawingFonts
        if let known = fonts.fonts[ObjectIdentifier(font)] { return known.ttf }
        Self.faceLock.lock()
        if TTF_WasInit() == 0 { _ = TTF_Init() }
        let made = TTF_OpenFontIndex(font.path, font.drawingSize, font.index)
        Self.faceLock.unlock()
        guard let made else { return nil }
        if font.lightHinting {
            TTF_SetFontHinting(made, TTF_HINTING_LIGHT)
            TTF_SetFontKerning(made, 1)
        }
        // The measuring font is kept with it: the identifier stays its own while both live.
        fonts.fonts[ObjectIdentifier(font)] = (font, made)
        return made
    }

    /// Sets the direction and script a run is shaped with (nil: SDL_ttf's unset script).
    public func prepare(_ ttf: OpaquePointer, rightToLeft: Bool, script: String?) {
        TTF_SetFontDirection(ttf, rightToLeft ? TTF_DIRECTION_RTL : TTF_DIRECTION_LTR)
        TTF_SetFontScriptName(ttf, script ?? "Zzzz")
    }

    /// A drawn line: white on transparent (colour is applied when the texture is drawn).
    /// `top` is how far above the UI font's top the picture starts (tall scripts reach above
    /// it); the UI font's baseline stays where a Latin line has it.
    public struct RenderedLine {
        public let surface: UnsafeMutablePointer<SDL_Surface>
        public let top: Int32
        /// The colour emoji, as large as `surface` and drawn over it untinted; nil when the
        /// line has none. The caller frees it too.
        public var colour: UnsafeMutablePointer<SDL_Surface>? = nil

        /// Frees both surfaces.
        public func free() {
            SDL_FreeSurface(surface)
            if let colour { SDL_FreeSurface(colour) }
        }
    }

    /// `text` drawn from its shaped runs, sharing the UI font's baseline. The caller frees the
    /// surface.
    public func render(_ text: String, weight: FontWeight, pixels: Int32) -> RenderedLine? {
        guard let line = try? shape(text, weight: weight, pixels: pixels), !line.runs.isEmpty,
            let main = try? font(weight: weight, pixels: pixels)
        else { return nil }
        let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
        if line.runs.count == 1, let only = line.runs.first, only.font == main, only.script == nil, !only.rightToLeft {
            guard let ttf = ttf(main) else { return nil }
            prepare(ttf, rightToLeft: false, script: nil)
            return TTF_RenderUTF8_Blended(ttf, only.text, white).map { RenderedLine(surface: $0, top: 0) }
        }
        let baseline = main.ascent
        // Each picture: its surface, its x, and its top relative to the baseline.
        var pictures: [(UnsafeMutablePointer<SDL_Surface>, Int32, Int32)] = []
        var colours: [(UnsafeMutablePointer<SDL_Surface>, Int32, Int32)] = []
        defer { for (surface, _, _) in pictures + colours { SDL_FreeSurface(surface) } }
        var above = baseline
        var below = main.height - baseline
        for run in line.runs {
            let surface: UnsafeMutablePointer<SDL_Surface>?
            let ascent: Int32
            if run.colour {
                guard let (picture, top) = colourPicture(run, pixels: pixels) else { continue }
                colours.append((picture, run.x, -top))
                above = max(above, top)
                below = max(below, picture.pointee.h - top)
                continue
            } else if let font = run.font, let ttf = ttf(font) {
                prepare(ttf, rightToLeft: run.rightToLeft, script: run.script)
                surface = TTF_RenderUTF8_Blended(ttf, run.text, white)
                ascent = font.ascent
            } else if let scalar = run.missing {
                surface = marker(scalar, width: run.width, main: main, pixels: pixels)
                ascent = baseline
            } else {
                continue
            }
            guard let surface else { continue }
            pictures.append((surface, run.x, -ascent))
            above = max(above, ascent)
            below = max(below, surface.pointee.h - ascent)
        }
        let width = max(line.width, (pictures + colours).map { $0.1 + $0.0.pointee.w }.max() ?? 0)
        guard width > 0, let combined = Self.compose(pictures, width: width, height: above + below, above: above)
        else { return nil }
        // Emoji do not overlap: copied, not blended, so their edges keep their colour.
        let colour =
            colours.isEmpty
            ? nil : Self.compose(colours, width: width, height: above + below, above: above, blend: false)
        return RenderedLine(surface: combined, top: above - baseline, colour: colour)
    }

    /// `pictures` (surface, x, top from the baseline) on one transparent surface.
    private static func compose(
        _ pictures: [(UnsafeMutablePointer<SDL_Surface>, Int32, Int32)], width: Int32, height: Int32, above: Int32,
        blend: Bool = true
    ) -> UnsafeMutablePointer<SDL_Surface>? {
        guard let combined = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, fl_pixelformat_argb8888())
        else { return nil }
        for (surface, x, top) in pictures {
            SDL_SetSurfaceBlendMode(surface, blend ? SDL_BLENDMODE_BLEND : SDL_BLENDMODE_NONE)
            var target = SDL_Rect(x: x, y: above + top, w: surface.pointee.w, h: surface.pointee.h)
            SDL_UpperBlit(surface, nil, combined, &target)
        }
        return combined
    }

    /// The marker for a character no font draws: a filled box, its code point knocked out
    /// in hexadecimal, as wide as `markerWidth` says.
    private func marker(_ scalar: Unicode.Scalar, width: Int32, main: TextFont, pixels: Int32)
        -> UnsafeMutablePointer<SDL_Surface>?
    {
        let ascent = main.ascent
        let height = main.height
        guard let box = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, fl_pixelformat_argb8888()) else {
            return nil
        }
        let inset = max(1, pixels / 12)
        let top = ascent - ascent * 4 / 5
        let bottom = min(height, ascent + max(1, pixels / 10))
        var rect = SDL_Rect(x: inset / 2, y: top, w: width - inset, h: bottom - top)
        SDL_FillRect(box, &rect, 0xFFFF_FFFF)
        if let small = try? font(weight: .semibold, pixels: max(1, pixels * 9 / 20)), let ttf = ttf(small) {
            prepare(ttf, rightToLeft: false, script: nil)
            if let digits = TTF_RenderUTF8_Blended(ttf, Self.hex(scalar), SDL_Color(r: 255, g: 255, b: 255, a: 255)) {
                defer { SDL_FreeSurface(digits) }
                knockOut(
                    digits, from: box, x: (width - digits.pointee.w) / 2, y: top + (bottom - top - digits.pointee.h) / 2
                )
            }
        }
        return box
    }

    /// Subtracts `digits`' coverage from `box`'s alpha at (x, y).
    private func knockOut(
        _ digits: UnsafeMutablePointer<SDL_Surface>, from box: UnsafeMutablePointer<SDL_Surface>, x: Int32, y: Int32
    ) {
        guard let converted = SDL_ConvertSurfaceFormat(digits, fl_pixelformat_argb8888(), 0) else { return }
        defer { SDL_FreeSurface(converted) }
        guard let source = converted.pointee.pixels, let target = box.pointee.pixels else { return }
        for row in 0..<converted.pointee.h {
            let ty = row + y
            guard ty >= 0, ty < box.pointee.h else { continue }
            let sourceRow = source.advanced(by: Int(row * converted.pointee.pitch)).assumingMemoryBound(to: UInt32.self)
            let targetRow = target.advanced(by: Int(ty * box.pointee.pitch)).assumingMemoryBound(to: UInt32.self)
            for column in 0..<converted.pointee.w {
                let tx = column + x
                guard tx >= 0, tx < box.pointee.w else { continue }
                let coverage = sourceRow[Int(column)] >> 24
                let pixel = targetRow[Int(tx)]
                let alpha = (pixel >> 24) * (255 - coverage) / 255
                targetRow[Int(tx)] = (alpha << 24) | (pixel & 0x00FF_FFFF)
            }
        }
    }

    /// An emoji run drawn in colour at `pixels`: its picture at the strike, area-averaged to
    /// `width` pixels wide; and its ascent at that size.
    func colourPicture(_ run: ShapedRun, pixels: Int32) -> (UnsafeMutablePointer<SDL_Surface>, ascent: Int32)? {
        guard let font = run.font, let ttf = ttf(font), let (_, strike) = emojiFont() else { return nil }
        prepare(ttf, rightToLeft: run.rightToLeft, script: run.script)
        guard let drawn = TTF_RenderUTF8_Blended(ttf, run.text, SDL_Color(r: 255, g: 255, b: 255, a: 255)) else {
            return nil
        }
        defer { SDL_FreeSurface(drawn) }
        let factor = Double(pixels) / strike
        let height = max(1, Int32((Double(drawn.pointee.h) * factor).rounded()))
        guard let scaled = PixelScaling.areaAverage(drawn, width: max(1, run.width), height: height) else { return nil }
        return (scaled, Int32((Double(font.ascent) * factor).rounded()))
    }
}

/// Scaling an ARGB8888 picture by area averaging (each target pixel the mean of the source
/// area it covers, in premultiplied alpha): a 109 px emoji brought to a 51 px line keeps its
/// detail without the aliasing of nearest-neighbour or bilinear sampling. Deterministic.
enum PixelScaling {
    static func areaAverage(_ source: UnsafeMutablePointer<SDL_Surface>, width: Int32, height: Int32)
        -> UnsafeMutablePointer<SDL_Surface>?
    {
        guard let converted = SDL_ConvertSurfaceFormat(source, fl_pixelformat_argb8888(), 0) else { return nil }
        defer { SDL_FreeSurface(converted) }
        let (sw, sh) = (Int(converted.pointee.w), Int(converted.pointee.h))
        guard sw > 0, sh > 0, let pixels = converted.pointee.pixels,
            let target = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, fl_pixelformat_argb8888())
        else { return nil }
        // Premultiplied channels, a row of four doubles per pixel.
        var premultiplied = [Double](repeating: 0, count: sw * sh * 4)
        for y in 0..<sh {
            let row = (pixels + y * Int(converted.pointee.pitch)).assumingMemoryBound(to: UInt32.self)
            for x in 0..<sw {
                let p = row[x]
                let a = Double(p >> 24) / 255
                let base = (y * sw + x) * 4
                premultiplied[base] = a
                premultiplied[base + 1] = Double(p >> 16 & 0xFF) * a
                premultiplied[base + 2] = Double(p >> 8 & 0xFF) * a
                premultiplied[base + 3] = Double(p & 0xFF) * a
            }
        }
        let columns = weights(from: sw, to: Int(width))
        let rows = weights(from: sh, to: Int(height))
        let out = target.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        let pitch = Int(target.pointee.pitch) / 4
        for (ty, rowWeights) in rows.enumerated() {
            for (tx, columnWeights) in columns.enumerated() {
                var sum = [0.0, 0, 0, 0]
                for (sy, wy) in rowWeights {
                    for (sx, wx) in columnWeights {
                        let base = (sy * sw + sx) * 4
                        for channel in 0..<4 { sum[channel] += premultiplied[base + channel] * wx * wy }
                    }
                }
                out[ty * pitch + tx] = pack(sum)
            }
        }
        return target
    }

    /// A straight-alpha ARGB pixel from premultiplied sums.
    private static func pack(_ sum: [Double]) -> UInt32 {
        let alpha = min(1, max(0, sum[0]))
        guard alpha > 0 else { return 0 }
        func channel(_ value: Double) -> UInt32 { UInt32(min(255, max(0, (value / alpha).rounded()))) }
        return UInt32((alpha * 255).rounded()) << 24 | channel(sum[1]) << 16 | channel(sum[2]) << 8 | channel(sum[3])
    }

    /// For each of `count` target pixels, the source pixels it covers and their weights
    /// (summing to one): the box `[i, i + 1) * source / count`.
    static func weights(from source: Int, to count: Int) -> [[(Int, Double)]] {
        let step = Double(source) / Double(max(1, count))
        return (0..<count).map { index in
            let start = Double(index) * step
            let end = start + step
            var parts: [(Int, Double)] = []
            var position = Int(start)
            while Double(position) < end && position < source {
                let covered = min(end, Double(position + 1)) - max(start, Double(position))
                if covered > 1e-9 { parts.append((position, covered / step)) }
                position += 1
            }
            return parts
        }
    }
}
