import CSDL2
import Foundation
import Geometry
import TestSupport
import Testing

@testable import ForceLabSDL
@testable import Simulator

/// Rounded rectangles blended straight into a headless canvas (`fillRoundedRectDirectly`, with
/// SDL's arithmetic in `ModulatedBlend`) give, bit for bit, what SDL's own copy of a coverage
/// texture gives: over noise of every alpha, at every tint and alpha, clipped, partly outside
/// the canvas, and with corners of every size.
extension SDLDrawing {
    @Suite struct ModulatedBlendTests {
        /// A seeded generator: the same numbers on every run.
        struct Seeded {
            var state: UInt64
            mutating func next() -> UInt64 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return state >> 33
            }
            mutating func byte() -> UInt8 { UInt8(truncatingIfNeeded: next()) }
            mutating func value(_ range: ClosedRange<Double>) -> Double {
                range.lowerBound + Double(next() % 10_000) / 10_000 * (range.upperBound - range.lowerBound)
            }
        }

        static let size = Size(width: 97, height: 61)

        /// Seeded noise of every alpha, with runs of opaque and clear pixels.
        static func noise(_ count: Int, seed: UInt64) -> [UInt32] {
            var random = Seeded(state: seed)
            return (0..<count).map { index -> UInt32 in
                let pixel = UInt32(truncatingIfNeeded: random.next() << 1 ^ random.next())
                switch index % 7 {
                case 0: return pixel | 0xff00_0000
                case 1: return pixel & 0x00ff_ffff
                default: return pixel
                }
            }
        }

        /// The picture of `items` over seeded noise, filled directly or by SDL, clipped or not.
        func picture(_ items: [DisplayItem], seed: UInt64, direct: Bool, clip: SDL_Rect?) throws -> (
            [UInt32], Int
        ) {
            let images = ImageLibrary(iconsDirectory: packageRoot.appendingPathComponent("Icons").path)
            let canvas = try HeadlessCanvas(size: Self.size, scale: 1, fonts: sharedFonts, images: images)
            let noise = Self.noise(canvas.pixelWidth * canvas.pixelHeight, seed: seed)
            canvas.paste(noise, width: canvas.pixelWidth, height: canvas.pixelHeight, x: 0, y: 0)
            canvas.renderer.fillsDirectly = direct
            if var clip { SDL_RenderSetClipRect(canvas.renderer.renderer, &clip) }
            // Over the noise (a display list's draw would clear it first).
            canvas.renderer.draw(items, origin: Point(x: 0, y: 0))
            SDL_RenderFlush(canvas.renderer.renderer)
            return (canvas.pixels(), canvas.renderer.roundedRectsFilledDirectly)
        }

        /// Rounded rectangles of seeded places, sizes, radii, tints and alphas.
        func items(seed: UInt64) -> [DisplayItem] {
            var random = Seeded(state: seed)
            let colours = [
                Color(r: 255, g: 255, b: 255, a: 64), Color(r: 246, g: 246, b: 248, a: 238),
                Color(r: 255, g: 59, b: 48, a: 255), Color(r: 0, g: 0, b: 0, a: 0), Color(r: 0, g: 0, b: 0, a: 255),
                Color(r: 255, g: 255, b: 255, a: 255),
            ]
            return (0..<24).map { index in
                let rect = Rect(
                    x: random.value(-30...90), y: random.value(-20...55), width: random.value(0...80),
                    height: random.value(0...50))
                let radius = [0, 0.4, 1.5, 6.3, 13, 40][index % 6]
                let colour =
                    index < colours.count
                    ? colours[index]
                    : Color(r: random.byte(), g: random.byte(), b: random.byte(), a: random.byte())
                return .roundedRect(rect, radius: radius, colour)
            }
        }

        @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
        func directFillsMatchSDLToTheBit(seed: UInt64) throws {
            let list = items(seed: seed)
            for clip in [nil, SDL_Rect(x: 9, y: 5, w: 70, h: 33), SDL_Rect(x: 200, y: 0, w: 5, h: 5)] as [SDL_Rect?] {
                let (direct, filled) = try picture(list, seed: seed, direct: true, clip: clip)
                let (sdl, sdlFilled) = try picture(list, seed: seed, direct: false, clip: clip)
                let differing = direct.indices.filter { direct[$0] != sdl[$0] }
                #expect(
                    differing.isEmpty,
                    "seed \(seed), clip \(String(describing: clip)): \(differing.count) pixels differ, first at \(differing.first.map { ($0 % 97, $0 / 97) } as Any)"
                )
                // The direct path was taken (all but the white opaque fill and overlapping corners),
                // and never when it is off.
                #expect(filled >= 6)
                #expect(sdlFilled == 0)
            }
        }

        /// A picture's rounded mask applied at its corners only is the whole mask applied.
        @Test func roundedMaskAtTheCornersIsTheWholeMask() {
            var random = Seeded(state: 11)
            for (width, height) in [(1, 1), (3, 8), (60, 60), (180, 180), (57, 31)] {
                for radius in [0, 0.5, 3, 13.4, 29, 90] {
                    let pixels = (0..<width * height).map { _ in UInt32(truncatingIfNeeded: random.next() << 1) }
                    var corners = pixels
                    PixelOps.applyRoundedMask(&corners, width: width, height: height, radius: radius)
                    var whole = pixels
                    PixelOps.applyMask(
                        &whole, mask: PixelOps.roundedRectCoverage(width: width, height: height, radius: radius))
                    #expect(corners == whole, "\(width)x\(height) r \(radius)")
                }
            }
        }

        /// The corner table, mirrored, is the whole mask wherever its corners are apart.
        @Test func cornerCoverageIsTheMask() {
            for (width, height) in [(1, 1), (2, 2), (5, 3), (9, 9), (40, 12), (750, 684)] {
                for radius in [0, 0.3, 1, 2.5, 4, 6, 19.7, 400] {
                    let mask = PixelOps.roundedRectCoverage(width: width, height: height, radius: radius)
                    let corner = PixelOps.CornerCoverage(width: width, height: height, radius: radius)
                    guard corner.isApart(width: width, height: height) else { continue }
                    for y in 0..<height {
                        for x in 0..<width
                        where corner.coverage(x: x, y: y, width: width, height: height) != mask[y * width + x] {
                            Issue.record("\(width)x\(height) r \(radius): pixel \(x),\(y)")
                            return
                        }
                    }
                }
            }
        }
    }
}
