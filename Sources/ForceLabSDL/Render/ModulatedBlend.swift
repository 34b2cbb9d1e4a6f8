/// SDL 2's own arithmetic for copying a white coverage mask, tinted by a colour and faded by an
/// alpha, onto ARGB8888 pixels with alpha blending: what `SDL_RenderCopy` of a mask texture with
/// `SDL_SetTextureColorMod` and `SDL_SetTextureAlphaMod` does on the software renderer, where
/// SDL picks its generated blitter `SDL_Blit_ARGB8888_ARGB8888_Modulate_Blend` (SDL_blit_auto.c):
///
///     srcR = srcR * modR / 255            (the mask's colour is 255, so srcR = modR)
///     srcA = srcA * modA / 255            (srcA: the mask's coverage)
///     if srcA < 255 { srcR = srcR * srcA / 255 }
///     dstR = srcR + (255 - srcA) * dstR / 255, and so for G, B, and A (with srcA)
///
/// every division truncating. SDL takes that blitter only when the tint or the alpha modulates
/// (`applies`); a white, opaque mask goes through its per-pixel-alpha blitter, whose arithmetic
/// differs, and is left to SDL. `ModulatedBlendTests` checks every pixel against SDL's own.
struct ModulatedBlend {
    let red: UInt32
    let green: UInt32
    let blue: UInt32
    let alpha: UInt32
    /// For full coverage: the premultiplied source, and (255 - alpha) * d / 255 for each d.
    private let full: UInt32
    private let keep: [UInt32]

    init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        (self.red, self.green, self.blue, self.alpha) = (UInt32(red), UInt32(green), UInt32(blue), UInt32(alpha))
        let a = UInt32(alpha)
        func premultiplied(_ c: UInt32) -> UInt32 { a < 255 ? c * a / 255 : c }
        full =
            a << 24 | premultiplied(UInt32(red)) << 16 | premultiplied(UInt32(green)) << 8
            | premultiplied(UInt32(blue))
        keep = (0..<256).map { (255 - a) * UInt32($0) / 255 }
    }

    /// True when SDL blends with this arithmetic: the tint or the alpha modulates.
    static func applies(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) -> Bool {
        red & green & blue != 255 || alpha != 255
    }

    /// `destination` with the mask's pixel of `coverage` blended over it.
    @inline(__always)
    func blend(coverage: UInt8, over destination: UInt32) -> UInt32 {
        if coverage == 255 { return blendFull(over: destination) }
        let a = UInt32(coverage) * alpha / 255
        func channel(_ source: UInt32, _ shift: UInt32) -> UInt32 {
            source + (255 - a) * (destination >> shift & 0xff) / 255
        }
        // The colour is premultiplied by the alpha; the alpha itself is not.
        func premultiplied(_ c: UInt32) -> UInt32 { a < 255 ? c * a / 255 : c }
        return channel(a, 24) << 24 | channel(premultiplied(red), 16) << 16 | channel(premultiplied(green), 8) << 8
            | channel(premultiplied(blue), 0)
    }

    /// `destination` under the mask's fully covered pixel (the same arithmetic, from tables).
    @inline(__always)
    func blendFull(over destination: UInt32) -> UInt32 {
        keep.withUnsafeBufferPointer { keep in
            full
                &+ (keep[Int(destination >> 24)] << 24 | keep[Int(destination >> 16 & 0xff)] << 16
                    | keep[Int(destination >> 8 & 0xff)] << 8 | keep[Int(destination & 0xff)])
        }
    }

    /// Blends a run of `count` fully covered pixels in place.
    func blendFull(_ row: UnsafeMutablePointer<UInt32>, count: Int) {
        keep.withUnsafeBufferPointer { keep in
            for index in 0..<count {
                let d = row[index]
                row[index] =
                    full
                    &+ (keep[Int(d >> 24)] << 24 | keep[Int(d >> 16 & 0xff)] << 16 | keep[Int(d >> 8 & 0xff)] << 8
                        | keep[Int(d & 0xff)])
            }
        }
    }
}

/// The same blitter copying an ARGB8888 picture faded by `alpha` with no tint: a blurred layer
/// cross-fading in over the sharp one (`SDL_RenderCopy` with `SDL_SetTextureAlphaMod(alpha)`,
/// blend mode BLEND). An opaque source pixel blends from two 256-entry tables; any other takes
/// the blitter's arithmetic pixel by pixel. `alpha` is below 255: at 255 SDL copies unblended.
struct ModulatedCopy {
    let alpha: UInt32
    /// c * alpha / 255: an opaque source's channels, premultiplied by the faded alpha.
    private let faded: [UInt32]
    /// (255 - alpha) * d / 255: what is kept of the destination under an opaque source.
    private let keep: [UInt32]

    init(alpha: UInt8) {
        precondition(alpha < 255, "an unfaded copy is not blended")
        let a = UInt32(alpha)
        self.alpha = a
        faded = (0..<256).map { UInt32($0) * a / 255 }
        keep = (0..<256).map { (255 - a) * UInt32($0) / 255 }
    }

    /// Blends `count` source pixels over the destination row, in place.
    func blend(_ source: UnsafePointer<UInt32>, over row: UnsafeMutablePointer<UInt32>, count: Int) {
        faded.withUnsafeBufferPointer { faded in
            keep.withUnsafeBufferPointer { keep in
                for index in 0..<count {
                    let s = source[index]
                    let d = row[index]
                    guard s >> 24 == 255 else {
                        row[index] = blendSlowly(s, over: d)
                        continue
                    }
                    // Each channel's sum is at most 255: no carry into the next.
                    row[index] =
                        (alpha << 24 | faded[Int(s >> 16 & 0xff)] << 16 | faded[Int(s >> 8 & 0xff)] << 8
                            | faded[Int(s & 0xff)])
                        &+ (keep[Int(d >> 24)] << 24 | keep[Int(d >> 16 & 0xff)] << 16
                            | keep[Int(d >> 8 & 0xff)] << 8 | keep[Int(d & 0xff)])
                }
            }
        }
    }

    /// A source pixel that is not opaque: its alpha faded, its colour premultiplied by that.
    private func blendSlowly(_ s: UInt32, over d: UInt32) -> UInt32 {
        let a = (s >> 24) * alpha / 255
        func channel(_ shift: UInt32) -> UInt32 {
            let c = s >> shift & 0xff
            return (a < 255 ? c * a / 255 : c) + (255 - a) * (d >> shift & 0xff) / 255
        }
        return (a + (255 - a) * (d >> 24) / 255) << 24 | channel(16) << 16 | channel(8) << 8 | channel(0)
    }
}
