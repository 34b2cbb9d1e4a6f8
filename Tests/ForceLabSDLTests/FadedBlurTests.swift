import CSDL2
import Foundation
import Geometry
import TestSupport
import Testing

@testable import ForceLabSDL
@testable import Simulator

/// A blurred layer fading in, blended straight into a headless canvas (`fadeBlurDirectly`, with
/// SDL's arithmetic in `ModulatedCopy`), gives bit for bit what SDL's own copy of the blurred
/// texture gives: at every alpha, over noise of every alpha, moved partly off the canvas and
/// clipped; and `ModulatedCopy` alone matches SDL's blit for source pixels of every alpha.
extension SDLDrawing {
    @Suite struct FadedBlurTests {
        typealias Seeded = ModulatedBlendTests.Seeded
        static let size = Size(width: 83, height: 57)

        /// An opaque layer of coloured rectangles, blurred, dimmed and faded to `opacity`.
        static func layer(opacity: Double, offset: Point, seed: UInt64) -> Layer {
            var random = Seeded(state: seed)
            var items: [DisplayItem] = [
                .rect(Rect(x: 0, y: 0, width: 60, height: 40), Color(r: 20, g: 90, b: 200, a: 255))
            ]
            for _ in 0..<6 {
                let rect = Rect(
                    x: random.value(0...50), y: random.value(0...30), width: random.value(2...30),
                    height: random.value(2...20))
                items.append(.rect(rect, Color(r: random.byte(), g: random.byte(), b: random.byte(), a: 255)))
            }
            return Layer(
                key: "faded-\(seed)", frame: Rect(x: 0, y: 0, width: 60, height: 40), items: items, opacity: opacity,
                offset: offset, blurRadius: 4, brightness: 0.76)
        }

        /// The picture of `layer` over noise, blended directly or by SDL; and how many blurs were
        /// blended directly.
        func picture(_ layer: Layer, seed: UInt64, direct: Bool, clip: SDL_Rect?) throws -> ([UInt32], Int) {
            let images = ImageLibrary(iconsDirectory: packageRoot.appendingPathComponent("Icons").path)
            let canvas = try HeadlessCanvas(size: Self.size, scale: 1, fonts: sharedFonts, images: images)
            canvas.paste(
                ModulatedBlendTests.noise(canvas.pixelWidth * canvas.pixelHeight, seed: seed), width: canvas.pixelWidth,
                height: canvas.pixelHeight, x: 0, y: 0)
            canvas.renderer.fillsDirectly = direct
            if var clip { SDL_RenderSetClipRect(canvas.renderer.renderer, &clip) }
            // Twice: the first frame makes the blur, the second draws it from the caches.
            canvas.renderer.draw([.layer(layer)], origin: Point(x: 0, y: 0))
            canvas.renderer.draw([.layer(layer)], origin: Point(x: 0, y: 0))
            SDL_RenderFlush(canvas.renderer.renderer)
            return (canvas.pixels(), canvas.renderer.blursFadedDirectly)
        }

        @Test(arguments: [0, 0.004, 0.3, 0.5, 0.76, 0.998] as [Double])
        func fadedBlursMatchSDLToTheBit(opacity: Double) throws {
            let offsets = [Point(x: 0, y: 0), Point(x: 11, y: 7), Point(x: -25, y: 30), Point(x: 50, y: -13)]
            let clips = [nil, SDL_Rect(x: 9, y: 5, w: 40, h: 23), SDL_Rect(x: 200, y: 0, w: 5, h: 5)] as [SDL_Rect?]
            for (index, offset) in offsets.enumerated() {
                for clip in clips {
                    let seed = UInt64(index + 1)
                    let layer = Self.layer(opacity: opacity, offset: offset, seed: seed)
                    let (direct, blended) = try picture(layer, seed: seed, direct: true, clip: clip)
                    let (sdl, sdlBlended) = try picture(layer, seed: seed, direct: false, clip: clip)
                    let differing = direct.indices.filter { direct[$0] != sdl[$0] }.count
                    #expect(
                        differing == 0,
                        "opacity \(opacity), offset \(offset), clip \(String(describing: clip)): \(differing) pixels differ"
                    )
                    #expect(blended == 2, "the direct path was not taken")
                    #expect(sdlBlended == 0)
                }
            }
        }

        /// `ModulatedCopy` is SDL_BlitSurface with an alpha modulation and alpha blending, for
        /// source pixels of every alpha (an opaque source takes its tables, the others the slow way).
        @Test(arguments: [0, 1, 64, 128, 200, 254] as [UInt8])
        func modulatedCopyIsSDLsBlit(alpha: UInt8) throws {
            let (width, height) = (64, 48)
            var source = ModulatedBlendTests.noise(width * height, seed: 40 + UInt64(alpha))
            for index in stride(from: 0, to: source.count, by: 3) { source[index] |= 0xff00_0000 }
            let destination = ModulatedBlendTests.noise(width * height, seed: 90 + UInt64(alpha))
            var expected = destination
            try source.withUnsafeMutableBytes { src in
                try expected.withUnsafeMutableBytes { dst in
                    let format = fl_pixelformat_argb8888()
                    let from = try #require(
                        SDL_CreateRGBSurfaceWithFormatFrom(src.baseAddress, 64, 48, 32, 64 * 4, format))
                    let to = try #require(
                        SDL_CreateRGBSurfaceWithFormatFrom(dst.baseAddress, 64, 48, 32, 64 * 4, format))
                    defer {
                        SDL_FreeSurface(from)
                        SDL_FreeSurface(to)
                    }
                    SDL_SetSurfaceBlendMode(from, SDL_BLENDMODE_BLEND)
                    SDL_SetSurfaceAlphaMod(from, alpha)
                    #expect(SDL_UpperBlit(from, nil, to, nil) == 0)
                }
            }
            var blended = destination
            let copy = ModulatedCopy(alpha: alpha)
            source.withUnsafeBufferPointer { src in
                blended.withUnsafeMutableBufferPointer { dst in
                    copy.blend(src.baseAddress!, over: dst.baseAddress!, count: width * height)
                }
            }
            let differing = blended.indices.filter { blended[$0] != expected[$0] }
            let count = differing.count
            #expect(count == 0, "alpha \(alpha): \(count) pixels differ, first at \(differing.first as Any)")
        }
    }
}
