import QuickActions

// How far a drawn line's ink reaches past the UI font's line: tall scripts' stacked marks. And
// the marker's width, for a character no font draws.
extension FontLibrary {
    /// Pixels the ink of `text` reaches above the UI font's top and below its bottom (its
    /// ascent plus descent), found in the line's picture: HarfBuzz stacks Thai tone marks on
    /// vowels and Myanmar and Tibetan medials and subjoined consonants on their bases, so only
    /// the picture says how tall a line is. Only lines with a run in `tallScripts` overhang.
    ///
    /// The picture is the one ForceLabSDL's `render` draws, made here without SDL: each run's
    /// coverage as TTF_RenderUTF8_Blended draws it (`TextFont.coverage`), markers as their
    /// boxes, placed on the UI font's baseline and blended as SDL_BlitSurface blends them.
    public func overhang(of text: String, weight: FontWeight, pixels: Int32) -> (above: Int32, below: Int32) {
        guard let line = try? shape(text, weight: weight, pixels: pixels),
            let main = try? font(weight: weight, pixels: pixels)
        else { return (0, 0) }
        guard line.runs.contains(where: { Self.tallScripts.contains($0.script ?? "") || Self.isNastaliq($0.font) })
        else { return (0, 0) }
        guard let picture = inkPicture(line, main: main, pixels: pixels), let ink = picture.inkedRows() else {
            return (0, 0)
        }
        let top = picture.top
        let bottom = top + main.height
        return (max(0, top - ink.lowerBound), max(0, ink.upperBound - bottom))
    }

    /// The alpha of a drawn line (what `render` draws, colour emoji aside), and how far above
    /// the UI font's top it starts.
    struct InkPicture {
        var alpha: [UInt8]
        var width: Int
        var height: Int
        var top: Int32

        /// The rows holding a pixel at least a quarter opaque.
        func inkedRows() -> Range<Int32>? {
            var first: Int?
            var last = 0
            for y in 0..<height where alpha[(y * width)..<(y * width + width)].contains(where: { $0 >= 64 }) {
                if first == nil { first = y }
                last = y
            }
            guard let first else { return nil }
            return Int32(first)..<Int32(last + 1)
        }
    }

    /// `render`'s composition, in alpha only.
    func inkPicture(_ line: ShapedLine, main: TextFont, pixels: Int32) -> InkPicture? {
        guard !line.runs.isEmpty else { return nil }
        if line.runs.count == 1, let only = line.runs.first, only.font == main, only.script == nil, !only.rightToLeft {
            guard let drawn = main.coverage(of: only.text, rightToLeft: false, script: nil) else { return nil }
            return InkPicture(alpha: drawn.alpha, width: drawn.width, height: drawn.height, top: 0)
        }
        let baseline = main.ascent
        // Each picture: its alpha, width, height, x, and top relative to the baseline.
        var pictures: [(alpha: [UInt8], width: Int, height: Int, x: Int32, top: Int32)] = []
        var right: Int32 = 0
        var above = baseline
        var below = main.height - baseline
        for run in line.runs {
            if run.colour {
                // Drawn at the strike and scaled to the line: only its size counts here.
                guard let font = run.font, let (_, strike) = emojiFont(),
                    let size = font.size(of: run.text, rightToLeft: run.rightToLeft, script: run.script),
                    size.width > 0
                else { continue }
                let factor = Double(pixels) / strike
                let height = max(1, Int32((Double(size.height) * factor).rounded()))
                let top = Int32((Double(font.ascent) * factor).rounded())
                above = max(above, top)
                below = max(below, height - top)
                right = max(right, run.x + max(1, run.width))
                continue
            }
            let picture: (alpha: [UInt8], width: Int, height: Int)
            let ascent: Int32
            if let font = run.font {
                guard let drawn = font.coverage(of: run.text, rightToLeft: run.rightToLeft, script: run.script)
                else { continue }
                picture = drawn
                ascent = font.ascent
            } else if run.missing != nil {
                picture = Self.markerBox(width: run.width, main: main, pixels: pixels)
                ascent = baseline
            } else {
                continue
            }
            pictures.append((picture.alpha, picture.width, picture.height, run.x, -ascent))
            right = max(right, run.x + Int32(picture.width))
            above = max(above, ascent)
            below = max(below, Int32(picture.height) - ascent)
        }
        let width = Int(max(line.width, right))
        let height = Int(above + below)
        guard width > 0, height > 0 else { return nil }
        let alpha = Self.composite(pictures, width: width, height: height, above: above)
        return InkPicture(alpha: alpha, width: width, height: height, top: above - baseline)
    }

    /// The runs' pictures blended in order into one `width` x `height` alpha picture whose
    /// baseline is `above` rows down.
    private static func composite(
        _ pictures: [(alpha: [UInt8], width: Int, height: Int, x: Int32, top: Int32)], width: Int, height: Int,
        above: Int32
    ) -> [UInt8] {
        var alpha = [UInt8](repeating: 0, count: width * height)
        for picture in pictures {
            let y0 = Int(above + picture.top)
            for row in 0..<picture.height {
                let y = y0 + row
                guard y >= 0, y < height else { continue }
                for column in 0..<picture.width {
                    let x = Int(picture.x) + column
                    guard x >= 0, x < width else { continue }
                    let index = y * width + x
                    alpha[index] = blend(picture.alpha[row * picture.width + column], over: alpha[index])
                }
            }
        }
        return alpha
    }

    /// The alpha SDL 2.26's blit gives a pixel of alpha `source` blended over `target` (both
    /// ARGB8888; measured over every pair of alphas, every width and offset, Debian 12's libsdl2).
    static func blend(_ source: UInt8, over target: UInt8) -> UInt8 {
        let s = Int(source)
        let d = Int(target)
        if s == 0 { return target }
        if s == 255 { return 255 }
        return UInt8(((s * 255) >> 8) + ((d * (255 - s)) >> 8))
    }

    /// A marker's box as its alpha: `render`'s box, filled opaque; the knocked-out digits
    /// never reach the box's left column, so they change no row's ink.
    static func markerBox(width: Int32, main: TextFont, pixels: Int32) -> (alpha: [UInt8], width: Int, height: Int) {
        let ascent = main.ascent
        let height = main.height
        let w = Int(max(0, width))
        let h = Int(max(0, height))
        var alpha = [UInt8](repeating: 0, count: w * h)
        let inset = max(1, pixels / 12)
        let top = ascent - ascent * 4 / 5
        let bottom = min(height, ascent + max(1, pixels / 10))
        let left = Int(inset / 2)
        let right = min(w, left + Int(width - inset))
        if bottom > top, right > left {
            for y in Int(max(0, top))..<Int(min(height, bottom)) {
                for x in max(0, left)..<right { alpha[y * w + x] = 255 }
            }
        }
        return (alpha, w, h)
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
    static func isNastaliq(_ font: TextFont?) -> Bool {
        font?.familyName == "Noto Nastaliq Urdu"
    }

    /// The width of the marker for a character no font draws: its code point in hexadecimal in
    /// the semibold UI font at 9/20 of the size, plus a margin.
    func markerWidth(_ scalar: Unicode.Scalar, main: TextFont, pixels: Int32) -> Int32 {
        guard let small = try? font(weight: .semibold, pixels: max(1, pixels * 9 / 20)) else { return pixels / 2 }
        let w = small.size(of: Self.hex(scalar), rightToLeft: false, script: nil)?.width ?? 0
        return w + max(2, pixels / 5)
    }

    /// A code point in hexadecimal, at least four digits.
    public static func hex(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
