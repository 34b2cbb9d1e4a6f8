import CSDL2
import QuickActions

// How far a drawn line's ink reaches past the UI font's line: tall scripts' stacked marks.
extension FontLibrary {
    /// Pixels the ink of `text` reaches above the UI font's top and below its bottom (its
    /// ascent plus descent), found in the drawn line itself: HarfBuzz stacks Thai tone marks on
    /// vowels and Myanmar and Tibetan medials and subjoined consonants on their bases, so only
    /// the picture says how tall a line is. Only lines with a run in `tallScripts` overhang.
    public func overhang(of text: String, weight: FontWeight, pixels: Int32) -> (above: Int32, below: Int32) {
        guard let line = try? shape(text, weight: weight, pixels: pixels),
            let main = try? font(weight: weight, pixels: pixels)
        else { return (0, 0) }
        guard line.runs.contains(where: { Self.tallScripts.contains($0.script ?? "") || Self.isNastaliq($0.font) })
        else { return (0, 0) }
        guard let drawn = render(text, weight: weight, pixels: pixels) else { return (0, 0) }
        let surface = drawn.surface
        defer { drawn.free() }
        guard let ink = Self.inkedRows(surface) else { return (0, 0) }
        let top = drawn.top
        let bottom = top + TTF_FontHeight(main)
        return (max(0, top - ink.lowerBound), max(0, ink.upperBound - bottom))
    }

    /// The scripts whose lines grow (ISO 15924): those issue 21 names, where marks stack on
    /// marks (Thai tone marks on vowels, Myanmar medials, Tibetan subjoined consonants) and
    /// the stack, not the font, decides the height. Others keep the menu's line even where the
    /// Noto face inks a little past Inter's (Arabic's descenders, Devanagari's matras): iOS draws
    /// them in faces made to the UI font's line (SF Arabic, Kohinoor), so growing their rows
    /// would copy a Noto artifact (reconstructed; their pictures stay as they were).
    static let tallScripts: Set<String> = ["Thai", "Mymr", "Tibt"]

    /// Nastaliq is tall too: its words descend diagonally to the baseline, each letter above
    /// the next, so an Urdu line reaches far above and below a Naskh one.
    static func isNastaliq(_ font: OpaquePointer?) -> Bool {
        guard let font, let family = TTF_FontFaceFamilyName(font) else { return false }
        return String(cString: family) == "Noto Nastaliq Urdu"
    }

    /// The rows of an ARGB8888 surface holding a pixel at least a quarter opaque.
    static func inkedRows(_ surface: UnsafeMutablePointer<SDL_Surface>) -> Range<Int32>? {
        let height = surface.pointee.h
        let width = Int(surface.pointee.w)
        let pitch = Int(surface.pointee.pitch)
        guard let pixels = surface.pointee.pixels else { return nil }
        var first: Int32?
        var last: Int32 = 0
        for y in 0..<height {
            // ARGB8888: alpha is each 32-bit pixel's top byte.
            let row = (pixels + Int(y) * pitch).assumingMemoryBound(to: UInt32.self)
            if (0..<width).contains(where: { row[$0] >> 24 >= 64 }) {
                if first == nil { first = y }
                last = y
            }
        }
        guard let first else { return nil }
        return first..<(last + 1)
    }
}
