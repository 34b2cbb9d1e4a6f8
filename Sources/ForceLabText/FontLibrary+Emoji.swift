import QuickActions

// Colour emoji: Noto Color Emoji, a CBDT font whose glyphs are PNG bitmaps at one strike
// (109 px). SDL_ttf draws them in colour (TTF_RenderUTF8_Blended, FreeType's FT_LOAD_COLOR) but
// only at that strike: a non-scalable font's "point size" is the index of a strike
// (libsdl-org/SDL_ttf#363). So an emoji run is shaped and drawn at the strike, by HarfBuzz inside
// SDL_ttf (the font's GSUB joins ZWJ sequences, flags and keycaps into one glyph), and scaled
// to the text's size here: its width in the line, and its picture, area-averaged.
extension FontLibrary {
    /// The colour emoji font (opened once, at its strike) and the strike's pixel size.
    public func emojiFont() -> (font: TextFont, strike: Double)? {
        if let emojiFont = emojiState.font { return (emojiFont, emojiState.strike) }
        guard !emojiState.tried else { return nil }
        emojiState.tried = true
        guard let (face, strike) = fallbackEmoji else { return nil }
        Self.faceLock.lock()
        // TTF_OpenFontIndex(path, 0, index), SDL_ttf's default hinting: the first strike.
        let made = TextFont(path: face.path, index: face.index, size: 0, lightHinting: false)
        Self.faceLock.unlock()
        guard let made else { return nil }
        noteOpened(face.path)
        emojiState.font = made
        emojiState.strike = strike
        return (made, strike)
    }

    /// The emoji font when `cluster` is drawn as a colour emoji and the font has it.
    func emojiFont(for cluster: Character) -> TextFont? {
        guard EmojiPresentation.isEmoji(cluster), let (font, _) = emojiFont() else { return nil }
        return providesEmoji(font, cluster) ? font : nil
    }

    /// Whether the emoji font draws every scalar of `cluster` that needs a glyph: not joiners,
    /// variation selectors or tags, which its ligatures consume.
    func providesEmoji(_ font: TextFont, _ cluster: Character) -> Bool {
        cluster.unicodeScalars.allSatisfy { scalar in
            switch scalar.value {
            case 0x200D, 0xFE0E, 0xFE0F, 0xE0020...0xE007F: return true
            default: return font.provides(scalar.value)
            }
        }
    }

    /// `width` pixels at the strike, at `pixels` (the text's size): the strike's pixel size is
    /// the font's em, so an emoji is drawn at the text's em, as Apple Color Emoji is beside
    /// SF (reconstructed: both fonts advance an emoji about 1.25 em; hb-shape gives Noto's
    /// 2550 units a glyph).
    public func scaledFromStrike(_ width: Int32, pixels: Int32) -> Int32 {
        guard let (_, strike) = emojiFont() else { return width }
        return Int32((Double(width) * Double(pixels) / strike).rounded())
    }

    /// The advance of one emoji at `pixels`: the width of a marker for an emoji the installed
    /// font is too old to have (its width is known: every emoji is one emoji wide).
    func emojiAdvance(pixels: Int32) -> Int32? {
        guard let (font, _) = emojiFont(), let size = font.size(of: "\u{1F600}", rightToLeft: false, script: nil)
        else { return nil }
        return scaledFromStrike(size.width, pixels: pixels)
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
