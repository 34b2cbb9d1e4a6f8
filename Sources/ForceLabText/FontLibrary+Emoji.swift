import CSDL2

// Colour emoji: Noto Color Emoji, a CBDT font whose glyphs are PNG bitmaps at one strike
// (109 px). SDL_ttf draws them in colour (TTF_RenderUTF8_Blended, FreeType's FT_LOAD_COLOR) but
// only at that strike: a non-scalable font's "point size" is the index of a strike
// (libsdl-org/SDL_ttf#363). So an emoji run is shaped and drawn at the strike, by HarfBuzz inside
// SDL_ttf (the font's GSUB joins ZWJ sequences, flags and keycaps into one glyph), and scaled
// to the text's size here: its width in the line, and its picture, area-averaged.
extension FontLibrary {
    /// The colour emoji font (opened once, at its strike) and the strike's pixel size.
    func emojiFont() -> (font: OpaquePointer, strike: Double)? {
        if let emojiFont = emojiState.font { return (emojiFont, emojiState.strike) }
        guard !emojiState.tried else { return nil }
        emojiState.tried = true
        guard let (face, strike) = fallbackEmoji else { return nil }
        Self.faceLock.lock()
        let made = TTF_OpenFontIndex(face.path, 0, face.index)
        Self.faceLock.unlock()
        guard let made else { return nil }
        noteOpened(face.path)
        emojiState.font = made
        emojiState.strike = strike
        return (made, strike)
    }

    /// The emoji font when `cluster` is drawn as a colour emoji and the font has it.
    func emojiFont(for cluster: Character) -> OpaquePointer? {
        guard EmojiPresentation.isEmoji(cluster), let (font, _) = emojiFont() else { return nil }
        return providesEmoji(font, cluster) ? font : nil
    }

    /// Whether the emoji font draws every scalar of `cluster` that needs a glyph: not joiners,
    /// variation selectors or tags, which its ligatures consume.
    func providesEmoji(_ font: OpaquePointer, _ cluster: Character) -> Bool {
        cluster.unicodeScalars.allSatisfy { scalar in
            switch scalar.value {
            case 0x200D, 0xFE0E, 0xFE0F, 0xE0020...0xE007F: return true
            default: return TTF_GlyphIsProvided32(font, scalar.value) != 0
            }
        }
    }

    /// `width` pixels at the strike, at `pixels` (the text's size): the strike's pixel size is
    /// the font's em, so an emoji is drawn at the text's em, as Apple Color Emoji is beside
    /// SF (reconstructed: both fonts advance an emoji about 1.25 em; hb-shape gives Noto's
    /// 2550 units a glyph).
    func scaledFromStrike(_ width: Int32, pixels: Int32) -> Int32 {
        guard let (_, strike) = emojiFont() else { return width }
        return Int32((Double(width) * Double(pixels) / strike).rounded())
    }

    /// The advance of one emoji at `pixels`: the width of a marker for an emoji the installed
    /// font is too old to have (its width is known: every emoji is one emoji wide).
    func emojiAdvance(pixels: Int32) -> Int32? {
        guard let (font, _) = emojiFont() else { return nil }
        var w: Int32 = 0
        var h: Int32 = 0
        prepare(font, rightToLeft: false, script: nil)
        guard TTF_SizeUTF8(font, "\u{1F600}", &w, &h) == 0 else { return nil }
        return scaledFromStrike(w, pixels: pixels)
    }

    /// An emoji run drawn in colour at `pixels`: its picture at the strike, area-averaged to
    /// `width` pixels wide; and its ascent at that size.
    func colourPicture(_ run: ShapedRun, pixels: Int32) -> (UnsafeMutablePointer<SDL_Surface>, ascent: Int32)? {
        guard let font = run.font, let (_, strike) = emojiFont() else { return nil }
        prepare(font, rightToLeft: run.rightToLeft, script: run.script)
        guard let drawn = TTF_RenderUTF8_Blended(font, run.text, SDL_Color(r: 255, g: 255, b: 255, a: 255)) else {
            return nil
        }
        defer { SDL_FreeSurface(drawn) }
        let factor = Double(pixels) / strike
        let height = max(1, Int32((Double(drawn.pointee.h) * factor).rounded()))
        guard let scaled = PixelScaling.areaAverage(drawn, width: max(1, run.width), height: height) else { return nil }
        return (scaled, Int32((Double(TTF_FontAscent(font)) * factor).rounded()))
    }
}

/// Which grapheme clusters are drawn as colour emoji: UTS #51's emoji presentation. An
/// Emoji_Presentation character (🎉), any emoji followed by U+FE0F, a keycap (1️⃣), a flag
/// (two regional indicators), an emoji with a skin tone, a ZWJ sequence or tag sequence.
/// Characters whose default is text (☺ ❤ ™, digits) stay in the text fonts unless U+FE0F asks,
/// and U+FE0E always asks for text: as iOS draws them (reconstructed from UTS #51, section 4).
enum EmojiPresentation {
    static func isEmoji(_ cluster: Character) -> Bool {
        let scalars = cluster.unicodeScalars
        guard let first = scalars.first else { return false }
        if scalars.contains(where: { $0.value == 0xFE0E }) { return false }
        if scalars.contains(where: { $0.value == 0xFE0F || $0.value == 0x20E3 }) { return true }
        if (0x1F1E6...0x1F1FF).contains(first.value) { return true }
        if first.properties.isEmojiPresentation { return true }
        guard first.properties.isEmoji else { return false }
        return scalars.dropFirst().contains {
            $0.properties.isEmojiModifier || $0.value == 0x200D || (0xE0020...0xE007F).contains($0.value)
        }
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
