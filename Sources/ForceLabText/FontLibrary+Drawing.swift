import CSDL2
import QuickActions

// Drawing a shaped line, and the marker that stands for a character no font draws.
extension FontLibrary {
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
            prepare(main, rightToLeft: false, script: nil)
            return TTF_RenderUTF8_Blended(main, only.text, white).map { RenderedLine(surface: $0, top: 0) }
        }
        let baseline = TTF_FontAscent(main)
        // Each picture: its surface, its x, and its top relative to the baseline.
        var pictures: [(UnsafeMutablePointer<SDL_Surface>, Int32, Int32)] = []
        var colours: [(UnsafeMutablePointer<SDL_Surface>, Int32, Int32)] = []
        defer { for (surface, _, _) in pictures + colours { SDL_FreeSurface(surface) } }
        var above = baseline
        var below = TTF_FontHeight(main) - baseline
        for run in line.runs {
            let surface: UnsafeMutablePointer<SDL_Surface>?
            let ascent: Int32
            if run.colour {
                guard let (picture, top) = colourPicture(run, pixels: pixels) else { continue }
                colours.append((picture, run.x, -top))
                above = max(above, top)
                below = max(below, picture.pointee.h - top)
                continue
            } else if let font = run.font {
                prepare(font, rightToLeft: run.rightToLeft, script: run.script)
                surface = TTF_RenderUTF8_Blended(font, run.text, white)
                ascent = TTF_FontAscent(font)
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
    func markerWidth(_ scalar: Unicode.Scalar, main: OpaquePointer, pixels: Int32) -> Int32 {
        guard let small = try? font(weight: .semibold, pixels: max(1, pixels * 9 / 20)) else { return pixels / 2 }
        var w: Int32 = 0
        var h: Int32 = 0
        prepare(small, rightToLeft: false, script: nil)
        TTF_SizeUTF8(small, Self.hex(scalar), &w, &h)
        return w + max(2, pixels / 5)
    }

    private func marker(_ scalar: Unicode.Scalar, width: Int32, main: OpaquePointer, pixels: Int32)
        -> UnsafeMutablePointer<SDL_Surface>?
    {
        let ascent = TTF_FontAscent(main)
        let height = TTF_FontHeight(main)
        guard let box = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, fl_pixelformat_argb8888()) else {
            return nil
        }
        let inset = max(1, pixels / 12)
        let top = ascent - ascent * 4 / 5
        let bottom = min(height, ascent + max(1, pixels / 10))
        var rect = SDL_Rect(x: inset / 2, y: top, w: width - inset, h: bottom - top)
        SDL_FillRect(box, &rect, 0xFFFF_FFFF)
        if let small = try? font(weight: .semibold, pixels: max(1, pixels * 9 / 20)) {
            prepare(small, rightToLeft: false, script: nil)
            if let digits = TTF_RenderUTF8_Blended(small, Self.hex(scalar), SDL_Color(r: 255, g: 255, b: 255, a: 255)) {
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

    static func hex(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
